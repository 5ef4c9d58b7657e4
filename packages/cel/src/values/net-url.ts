/**
 * Go's `net/url` `URL`, `Parse`, `ParseRequestURI`, `Hostname`, `Port`, `EscapedPath`, `String` and
 * `ParseQuery` (golang/go src/net/url/url.go, the Go 1.24 line Kubernetes builds with), which apiserver's CEL
 * URL library (`pkg/cel/library/urls.go`) calls. Fields hold byte strings (see net-url-escape.ts); errors are
 * thrown as `Error`s whose message is Go's `*url.Error` text (`parse "<url>": <reason>`).
 */
import {
  Encoding,
  escape,
  fromByteString,
  quoteBytes,
  toByteString,
  unescape,
  validEncoded,
} from "./net-url-escape.js";

/** `url.Userinfo`. */
interface GoUserinfo {
  readonly username: string;
  readonly password: string;
  readonly passwordSet: boolean;
}

/** `url.URL`, byte strings throughout. */
export interface GoURL {
  scheme: string;
  opaque: string;
  user: GoUserinfo | undefined;
  host: string;
  path: string;
  rawPath: string;
  omitHost: boolean;
  forceQuery: boolean;
  rawQuery: string;
  fragment: string;
  rawFragment: string;
}

const emptyURL = (): GoURL => ({
  scheme: "",
  opaque: "",
  user: undefined,
  host: "",
  path: "",
  rawPath: "",
  omitHost: false,
  forceQuery: false,
  rawQuery: "",
  fragment: "",
  rawFragment: "",
});

/** `*url.Error.Error()`: `parse "<url>": <reason>`. */
function urlError(op: string, url: string, err: unknown): Error {
  return new Error(`${op} ${quoteBytes(url)}: ${err instanceof Error ? err.message : String(err)}`);
}

/** Go's `strings.Cut`. */
function cut(s: string, sep: string): [string, string, boolean] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, "", false] : [s.slice(0, i), s.slice(i + sep.length), true];
}

/** `url.Parse` of a JS string. */
export function parseURL(raw: string): GoURL {
  const rawURL = toByteString(raw);
  const [u, frag] = cut(rawURL, "#");
  let url: GoURL;
  try {
    url = parse(u, false);
  } catch (e) {
    throw urlError("parse", u, e);
  }
  if (frag === "") return url;
  try {
    setFragment(url, frag);
  } catch (e) {
    throw urlError("parse", rawURL, e);
  }
  return url;
}

/** `url.ParseRequestURI` of a JS string. */
export function parseRequestURI(raw: string): GoURL {
  const rawURL = toByteString(raw);
  try {
    return parse(rawURL, true);
  } catch (e) {
    throw urlError("parse", rawURL, e);
  }
}

/** `getScheme`: [scheme, rest]; throws for a leading ':'. */
function getScheme(rawURL: string): [string, string] {
  for (let i = 0; i < rawURL.length; i++) {
    const c = rawURL.charAt(i);
    if ((c >= "a" && c <= "z") || (c >= "A" && c <= "Z")) continue;
    if ((c >= "0" && c <= "9") || c === "+" || c === "-" || c === ".") {
      if (i === 0) return ["", rawURL];
      continue;
    }
    if (c === ":") {
      if (i === 0) throw new Error("missing protocol scheme");
      return [rawURL.slice(0, i), rawURL.slice(i + 1)];
    }
    return ["", rawURL];
  }
  return ["", rawURL];
}

/** `stringContainsCTLByte`. */
// eslint-disable-next-line no-control-regex
const hasCTLByte = (s: string): boolean => /[\x00-\x1f\x7f]/.test(s);

const count = (s: string, c: string): number => s.split(c).length - 1;
const maxQueryParams = 10000;

/** `parse(rawURL, viaRequest)`. */
function parse(rawURL: string, viaRequest: boolean): GoURL {
  if (hasCTLByte(rawURL)) throw new Error("net/url: invalid control character in URL");
  if (rawURL === "" && viaRequest) throw new Error("empty url");
  const url = emptyURL();
  if (rawURL === "*") {
    url.path = "*";
    return url;
  }
  const [scheme, schemeRest] = getScheme(rawURL);
  let rest = schemeRest;
  url.scheme = scheme.toLowerCase();
  if (rest.endsWith("?") && count(rest, "?") === 1) {
    url.forceQuery = true;
    rest = rest.slice(0, -1);
  } else {
    [rest, url.rawQuery] = cut(rest, "?");
  }
  if (!rest.startsWith("/")) {
    if (url.scheme !== "") {
      // Rootless paths per RFC 3986 are opaque.
      url.opaque = rest;
      return url;
    }
    if (viaRequest) throw new Error("invalid URI for request");
    // RFC 3986 section 3.3: a relative-path reference's first segment cannot contain a colon (golang.org/issue/16822).
    if (cut(rest, "/")[0].includes(":")) throw new Error("first path segment in URL cannot contain colon");
  }
  if ((url.scheme !== "" || (!viaRequest && !rest.startsWith("///"))) && rest.startsWith("//")) {
    let authority = rest.slice(2);
    rest = "";
    const i = authority.indexOf("/");
    if (i >= 0) [authority, rest] = [authority.slice(0, i), authority.slice(i)];
    [url.user, url.host] = parseAuthority(authority);
  } else if (url.scheme !== "" && rest.startsWith("/")) {
    // An empty authority (golang.org/issue/46059).
    url.omitHost = true;
  }
  setPath(url, rest);
  return url;
}

function parseAuthority(authority: string): [GoUserinfo | undefined, string] {
  const i = authority.lastIndexOf("@");
  const host = parseHost(i < 0 ? authority : authority.slice(i + 1));
  if (i < 0) return [undefined, host];
  const userinfo = authority.slice(0, i);
  if (!validUserinfo(userinfo)) throw new Error("net/url: invalid userinfo");
  if (!userinfo.includes(":")) {
    return [{ username: unescape(userinfo, Encoding.UserPassword), password: "", passwordSet: false }, host];
  }
  const [username, password] = cut(userinfo, ":");
  return [
    {
      username: unescape(username, Encoding.UserPassword),
      password: unescape(password, Encoding.UserPassword),
      passwordSet: true,
    },
    host,
  ];
}

/** `parseHost`: host[:port], IP literals in brackets with RFC 6874 zones. */
function parseHost(host: string): string {
  if (host.startsWith("[")) {
    const i = host.lastIndexOf("]");
    if (i < 0) throw new Error("missing ']' in host");
    const colonPort = host.slice(i + 1);
    if (!validOptionalPort(colonPort)) throw new Error(`invalid port ${quoteBytes(colonPort)} after host`);
    // %25 introduces the zone, which may %-encode more than the host may.
    const zone = host.slice(0, i).indexOf("%25");
    if (zone >= 0) {
      return (
        unescape(host.slice(0, zone), Encoding.Host) +
        unescape(host.slice(zone, i), Encoding.Zone) +
        unescape(host.slice(i), Encoding.Host)
      );
    }
  } else {
    const i = host.lastIndexOf(":");
    if (i !== -1) {
      const colonPort = host.slice(i);
      if (!validOptionalPort(colonPort)) throw new Error(`invalid port ${quoteBytes(colonPort)} after host`);
    }
  }
  return unescape(host, Encoding.Host);
}

function setPath(url: GoURL, p: string): void {
  const path = unescape(p, Encoding.Path);
  url.path = path;
  url.rawPath = escape(path, Encoding.Path) === p ? "" : p;
}

function setFragment(url: GoURL, f: string): void {
  const frag = unescape(f, Encoding.Fragment);
  url.fragment = frag;
  url.rawFragment = escape(frag, Encoding.Fragment) === f ? "" : f;
}

/** `validOptionalPort`: empty, or `:` and digits. */
const validOptionalPort = (port: string): boolean => port === "" || /^:[0-9]*$/.test(port);

/** `validUserinfo` (RFC 3986 section 3.2.1; `%` is checked by `unescape`). Go ranges over runes: non-ASCII fails. */
const validUserinfo = (s: string): boolean => /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(s);

/** `URL.EscapedPath` (a byte string). */
export function escapedPath(u: GoURL): string {
  if (u.rawPath !== "" && validEncoded(u.rawPath, Encoding.Path)) {
    try {
      if (unescape(u.rawPath, Encoding.Path) === u.path) return u.rawPath;
    } catch {
      // an invalid RawPath is ignored
    }
  }
  if (u.path === "*") return "*";
  return escape(u.path, Encoding.Path);
}

function escapedFragment(u: GoURL): string {
  if (u.rawFragment !== "" && validEncoded(u.rawFragment, Encoding.Fragment)) {
    try {
      if (unescape(u.rawFragment, Encoding.Fragment) === u.fragment) return u.rawFragment;
    } catch {
      // an invalid RawFragment is ignored
    }
  }
  return escape(u.fragment, Encoding.Fragment);
}

function userinfoString(ui: GoUserinfo): string {
  let s = escape(ui.username, Encoding.UserPassword);
  if (ui.passwordSet) s += ":" + escape(ui.password, Encoding.UserPassword);
  return s;
}

/** `URL.String` (a byte string). */
export function urlString(u: GoURL): string {
  let buf = "";
  if (u.scheme !== "") buf += u.scheme + ":";
  if (u.opaque !== "") {
    buf += u.opaque;
  } else {
    if (u.scheme !== "" || u.host !== "" || u.user !== undefined) {
      if (!(u.omitHost && u.host === "" && u.user === undefined)) {
        if (u.host !== "" || u.path !== "" || u.user !== undefined) buf += "//";
        if (u.user !== undefined) buf += userinfoString(u.user) + "@";
        if (u.host !== "") buf += escape(u.host, Encoding.Host);
      }
    }
    const path = escapedPath(u);
    if (path !== "" && !path.startsWith("/") && u.host !== "") buf += "/";
    // RFC 3986 section 4.2: a first segment with a colon would read as a scheme.
    if (buf === "" && cut(path, "/")[0].includes(":")) buf += "./";
    buf += path;
  }
  if (u.forceQuery || u.rawQuery !== "") buf += "?" + u.rawQuery;
  if (u.fragment !== "") buf += "#" + escapedFragment(u);
  return buf;
}

/** `splitHostPort`: a valid numeric port split off, brackets removed. */
function splitHostPort(hostPort: string): [string, string] {
  let host = hostPort;
  let port = "";
  const colon = host.lastIndexOf(":");
  if (colon !== -1 && validOptionalPort(host.slice(colon))) {
    [host, port] = [host.slice(0, colon), host.slice(colon + 1)];
  }
  if (host.startsWith("[") && host.endsWith("]")) host = host.slice(1, -1);
  return [host, port];
}

/** `URL.Hostname` (a byte string). */
export const hostname = (u: GoURL): string => splitHostPort(u.host)[0];
/** `URL.Port` (a byte string). */
export const port = (u: GoURL): string => splitHostPort(u.host)[1];

/**
 * `ParseQuery(u.RawQuery)` as `URL.Query` uses it (errors dropped): keys in first-seen order, values in order;
 * a setting with an unescaped `;` is invalid and skipped (Go ≥ 1.17), as is one with a bad escape. Byte strings.
 */
export function parseQuery(query: string): Map<string, string[]> {
  const m = new Map<string, string[]>();
  // The 10000-parameter cap (GODEBUG urlmaxqueryparams) of the Go 1.24.12/1.25.6 security releases: over it,
  // ParseQuery fails before reading any pair, so `Query()` is empty.
  if (count(query, "&") + 1 > maxQueryParams) return m;
  let rest = query;
  while (rest !== "") {
    let key: string;
    [key, rest] = cut(rest, "&");
    if (key.includes(";") || key === "") continue;
    let value: string;
    [key, value] = cut(key, "=");
    try {
      key = unescape(key, Encoding.QueryComponent);
      value = unescape(value, Encoding.QueryComponent);
    } catch {
      continue;
    }
    const values = m.get(key);
    if (values === undefined) m.set(key, [value]);
    else values.push(value);
  }
  return m;
}

export { fromByteString };
