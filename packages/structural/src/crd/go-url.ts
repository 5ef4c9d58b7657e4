import { at } from "@crdgen/core";
import { goQuote } from "../model/go-value.js";

/** The parts of Go's `*url.URL` that webhook and API-approval validation read. */
export interface GoURL {
  readonly scheme: string;
  readonly host: string;
  /** The raw userinfo before `@`, undefined when there is none. */
  readonly user: string | undefined;
  readonly rawQuery: string;
  readonly fragment: string;
}

/**
 * Go's `url.Parse` (or `url.ParseRequestURI` when `requestURI`): the parsed URL, or the error text Go prints
 * (`parse "<url>": <reason>`). Covers the failures Go reports for URLs: control characters, a missing scheme
 * before `:`, a colon in the first path segment, bad ports and host characters, bad percent escapes.
 */
export function parseGoURL(raw: string, requestURI = false): GoURL | string {
  let rest = raw;
  let fragment = "";
  if (!requestURI) {
    const hash = raw.indexOf("#");
    if (hash >= 0) {
      rest = raw.slice(0, hash);
      fragment = raw.slice(hash + 1);
    }
  }
  const parsed = parseWithoutFragment(rest, requestURI);
  if (typeof parsed === "string") return `parse ${goQuote(rest)}: ${parsed}`;
  const badEscape = invalidEscape(fragment);
  if (badEscape !== undefined) return `parse ${goQuote(raw)}: ${badEscape}`;
  return { ...parsed, fragment };
}

function parseWithoutFragment(raw: string, requestURI: boolean): Omit<GoURL, "fragment"> | string {
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f]/.test(raw)) return "net/url: invalid control character in URL";
  if (raw === "" && requestURI) return "empty url";
  const scheme = schemeOf(raw);
  if (scheme === undefined) return "missing protocol scheme";
  let rest = scheme === "" ? raw : raw.slice(scheme.length + 1);
  let rawQuery = "";
  const question = rest.indexOf("?");
  if (question >= 0 && !(question === rest.length - 1 && rest.indexOf("?") === rest.lastIndexOf("?"))) {
    rawQuery = rest.slice(question + 1);
    rest = rest.slice(0, question);
  } else if (question >= 0) {
    rest = rest.slice(0, question);
  }
  const base = { scheme: scheme.toLowerCase(), host: "", user: undefined, rawQuery };
  if (!rest.startsWith("/")) {
    if (scheme !== "") return base;
    if (requestURI) return "invalid URI for request";
    if (at(rest.split("/"), 0).includes(":")) return "first path segment in URL cannot contain colon";
  }
  if ((scheme !== "" || (!requestURI && !rest.startsWith("///"))) && rest.startsWith("//")) {
    let authority = rest.slice(2);
    const slash = authority.indexOf("/");
    if (slash >= 0) {
      rest = authority.slice(slash);
      authority = authority.slice(0, slash);
    } else {
      rest = "";
    }
    const at = authority.lastIndexOf("@");
    const host = authority.slice(at + 1);
    const hostProblem = invalidHost(host);
    if (hostProblem !== undefined) return hostProblem;
    const pathProblem = invalidEscape(rest);
    if (pathProblem !== undefined) return pathProblem;
    return { ...base, host, user: at >= 0 ? authority.slice(0, at) : undefined };
  }
  return invalidEscape(rest) ?? base;
}

// getScheme: undefined for a leading ':' (Go's "missing protocol scheme"), "" when there is no scheme.
function schemeOf(raw: string): string | undefined {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charAt(i);
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+\-.]/.test(c)) {
      if (i === 0) return "";
      continue;
    }
    if (c === ":") return i === 0 ? undefined : raw.slice(0, i);
    return "";
  }
  return "";
}

function invalidHost(host: string): string | undefined {
  if (host.startsWith("[")) {
    const close = host.lastIndexOf("]");
    if (close < 0) return "missing ']' in host";
    const port = host.slice(close + 1);
    if (port !== "" && !/^:[0-9]*$/.test(port)) return `invalid port ${goQuote(port)} after host`;
    return undefined;
  }
  const colon = host.lastIndexOf(":");
  if (colon >= 0 && !/^:[0-9]*$/.test(host.slice(colon))) {
    return `invalid port ${goQuote(host.slice(colon))} after host`;
  }
  const bad = /[^A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"%\u0080-\uffff]/.exec(host);
  if (bad !== null) return `invalid character ${goQuote(bad[0])} in host name`;
  return invalidEscape(host);
}

function invalidEscape(text: string): string | undefined {
  const bad = /%(?![0-9A-Fa-f]{2})/.exec(text);
  if (bad === null) return undefined;
  return `invalid URL escape ${goQuote(text.slice(bad.index, bad.index + 3))}`;
}
