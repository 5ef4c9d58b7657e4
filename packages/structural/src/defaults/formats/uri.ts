import { at } from "@crdgen/core";
import { parseIPv6 } from "./ip.js";

/**
 * The `uri` format: whether Go's url.ParseRequestURI accepts the text (an absolute URI or an absolute path;
 * authority, host, port and %-escapes checked the way net/url does).
 */
export function isRequestURI(text: string): boolean {
  if (text === "" || hasControlCharacter(text)) return false;
  if (text === "*") return true;
  const scheme = schemeOf(text);
  if (scheme === undefined) return false;
  let rest = scheme === "" ? text : text.slice(scheme.length + 1);
  const question = rest.indexOf("?");
  if (question >= 0) rest = rest.slice(0, question);
  if (!rest.startsWith("/")) return scheme !== "";
  if (scheme !== "" && rest.startsWith("//")) {
    const authorityEnd = rest.indexOf("/", 2);
    const authority = authorityEnd < 0 ? rest.slice(2) : rest.slice(2, authorityEnd);
    if (!validAuthority(authority)) return false;
    rest = authorityEnd < 0 ? "" : rest.slice(authorityEnd);
  }
  return validEscapes(rest, false);
}

// The scheme, "" when there is none, undefined when the text starts with ':'.
function schemeOf(text: string): string | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = at(text, i);
    if (/[a-zA-Z]/.test(c)) continue;
    if (/[0-9+\-.]/.test(c)) {
      if (i === 0) return "";
      continue;
    }
    if (c === ":") return i === 0 ? undefined : text.slice(0, i);
    return "";
  }
  return "";
}

function validAuthority(authority: string): boolean {
  const at = authority.lastIndexOf("@");
  const host = at < 0 ? authority : authority.slice(at + 1);
  if (!validHost(host)) return false;
  if (at < 0) return true;
  const userinfo = authority.slice(0, at);
  return /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(userinfo) && validEscapes(userinfo, false);
}

function validHost(host: string): boolean {
  if (host.startsWith("[")) {
    const close = host.lastIndexOf("]");
    if (close < 0 || !validOptionalPort(host.slice(close + 1))) return false;
    const literal = host.slice(1, close);
    const zone = literal.indexOf("%25");
    const address = zone < 0 ? literal : literal.slice(0, zone);
    if (!parseIPv6(address, false)) return false;
    const zonePart = zone < 0 ? "" : literal.slice(zone);
    return (
      validEscapes(`[${address}`, true) &&
      validEscapes(zonePart, false) &&
      validEscapes(host.slice(close), true)
    );
  }
  const colon = host.lastIndexOf(":");
  if (colon >= 0 && !validOptionalPort(host.slice(colon))) return false;
  return validEscapes(host, true);
}

function validOptionalPort(port: string): boolean {
  return port === "" || /^:[0-9]*$/.test(port);
}

// net/url's unescape: every % starts two hex digits; in a host, only non-ASCII bytes (or %25) may be escaped
// and ASCII characters outside the host alphabet are rejected.
function validEscapes(text: string, host: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = at(text, i);
    if (c === "%") {
      const hex = text.slice(i + 1, i + 3);
      if (i + 2 >= text.length || !/^[0-9a-fA-F]{2}$/.test(hex)) return false;
      if (host && parseInt(at(hex, 0), 16) < 8 && hex !== "25") return false;
      i += 2;
    } else if (host && c.charCodeAt(0) < 0x80 && !/[A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"]/.test(c)) {
      return false;
    }
  }
  return true;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
