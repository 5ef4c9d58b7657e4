import { at } from "@crdgen/core";
import { GoSyntax, goQuote } from "../model/go-value.js";

/** The parts of Go's `*url.URL` that webhook and API-approval validation read. */
export interface GoURL {
  readonly scheme: string;
  /** The host as written (Go unescapes it, which changes neither whether it is empty nor anything read here). */
  readonly host: string;
  /** `u.User.String()`: the userinfo unescaped and escaped again; undefined when there is none. */
  readonly user: string | undefined;
  readonly rawQuery: string;
  /** `u.Fragment`: unescaped, as Go text (`%q` of its bytes when they are not UTF-8). */
  readonly fragment: GoText;
}

/** A Go string for an error value: UTF-8 text, or bytes that are not, with their `%q` already written. */
type GoText = string | GoSyntax;

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
  const unescaped = unescape(fragment, "fragment");
  if (typeof unescaped === "string") return `parse ${goQuote(raw)}: ${unescaped}`;
  return { ...parsed, fragment: goText(unescaped) };
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
    const user = at >= 0 ? userinfoString(authority.slice(0, at)) : undefined;
    if (user?.error !== undefined) return user.error;
    const pathProblem = unescapeError(rest, "path");
    if (pathProblem !== undefined) return pathProblem;
    return { ...base, host, user: user?.text };
  }
  return unescapeError(rest, "path") ?? base;
}

// parseAuthority's userinfo: validUserinfo, then each part unescaped; Userinfo.String() escapes them again.
function userinfoString(userinfo: string): { text: string; error?: undefined } | { error: string } {
  if (!/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(userinfo)) return { error: "net/url: invalid userinfo" };
  const colon = userinfo.indexOf(":");
  const parts = colon < 0 ? [userinfo] : [userinfo.slice(0, colon), userinfo.slice(colon + 1)];
  const escaped: string[] = [];
  for (const part of parts) {
    const bytes = unescape(part, "userPassword");
    if (typeof bytes === "string") return { error: bytes };
    escaped.push(escapeUserPassword(bytes));
  }
  return { text: escaped.join(":") };
}

// shouldEscape(c, encodeUserPassword): all but alphanumerics, `-_.~` and the reserved characters other than
// `@/?:`; the userinfo's characters are ASCII (validUserinfo), its unescaped bytes need not be.
function escapeUserPassword(bytes: readonly number[]): string {
  let out = "";
  for (const byte of bytes) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~$&+,;=]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
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
  return unescapeError(host, "host");
}

type EscapeMode = "host" | "userPassword" | "path" | "fragment";

function unescapeError(text: string, mode: EscapeMode): string | undefined {
  const result = unescape(text, mode);
  return typeof result === "string" ? result : undefined;
}

const utf8 = new TextEncoder();
const hex = /^[0-9A-Fa-f]$/;

/**
 * Go's `unescape(s, mode)` over the UTF-8 bytes of `text`: the unescaped bytes, or the error of the first bad
 * spot from the left: a `%` without two hex digits (`invalid URL escape "%zz"`, at most 3 bytes shown), in a
 * host also a `%`-escaped ASCII byte other than `%25`, or an ASCII character a host may not hold
 * (`invalid character " " in host name`).
 */
function unescape(text: string, mode: EscapeMode): number[] | string {
  const bytes = [...utf8.encode(text)];
  const out: number[] = [];
  for (let i = 0; i < bytes.length;) {
    const byte = bytes[i] ?? 0;
    if (byte === 0x25) {
      const first = String.fromCharCode(bytes[i + 1] ?? 0);
      const second = String.fromCharCode(bytes[i + 2] ?? 0);
      if (i + 2 >= bytes.length || !hex.test(first) || !hex.test(second)) {
        return `invalid URL escape ${goQuoteBytes(bytes.slice(i, i + 3))}`;
      }
      if (mode === "host" && parseInt(first, 16) < 8 && !(first === "2" && second === "5")) {
        return `invalid URL escape ${goQuoteBytes(bytes.slice(i, i + 3))}`;
      }
      out.push(parseInt(first + second, 16));
      i += 3;
      continue;
    }
    if (
      mode === "host" &&
      byte < 0x80 &&
      !/[A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"]/.test(String.fromCharCode(byte))
    ) {
      return `invalid character ${goQuote(String.fromCharCode(byte))} in host name`;
    }
    out.push(byte);
    i++;
  }
  return out;
}

const utf8Strict = new TextDecoder("utf-8", { fatal: true });

// Go text from bytes: the string itself when they are UTF-8, else their `%q` (invalid bytes as `\xff`).
function goText(bytes: readonly number[]): GoText {
  try {
    return utf8Strict.decode(new Uint8Array(bytes));
  } catch {
    return new GoSyntax(goQuoteBytes(bytes));
  }
}

// strconv.Quote of a byte string: valid UTF-8 runs quoted as Go quotes text, each invalid byte as `\xNN`.
function goQuoteBytes(bytes: readonly number[]): string {
  let out = "";
  let run: number[] = [];
  const flush = (): void => {
    if (run.length > 0) out += goQuote(utf8Strict.decode(new Uint8Array(run))).slice(1, -1);
    run = [];
  };
  for (let i = 0; i < bytes.length;) {
    const length = utf8SequenceLength(bytes, i);
    if (length === 0) {
      flush();
      out += `\\x${(bytes[i] ?? 0).toString(16).padStart(2, "0")}`;
      i++;
    } else {
      run.push(...bytes.slice(i, i + length));
      i += length;
    }
  }
  flush();
  return `"${out}"`;
}

// The length of the valid UTF-8 sequence at `i`, 0 when the byte there does not start one.
function utf8SequenceLength(bytes: readonly number[], i: number): number {
  for (const length of [1, 2, 3, 4]) {
    if (i + length > bytes.length) return 0;
    try {
      utf8Strict.decode(new Uint8Array(bytes.slice(i, i + length)));
      return length;
    } catch {
      // a longer sequence, or none
    }
  }
  return 0;
}
