/**
 * Go's `net/url` escaping (`shouldEscape`, `unescape`, `escape`, `validEncoded`), golang/go
 * src/net/url/url.go. Go strings are bytes: these functions work on "byte strings", JS strings whose every
 * char code is one byte (0-255), so that `%`-decoding and escaping act on UTF-8 bytes as Go's do.
 */
import { goQuote } from "../common/go-format.js";

/** Go's `encoding` modes: which part of a URL is escaped or unescaped. */
export const Encoding = {
  Path: 1,
  PathSegment: 2,
  Host: 3,
  Zone: 4,
  UserPassword: 5,
  QueryComponent: 6,
  Fragment: 7,
} as const;
export type Encoding = (typeof Encoding)[keyof typeof Encoding];

// One encoder and decoder for every call: encode and (non-streaming) decode keep no state between calls.
const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder();

// ASCII text is its own UTF-8 byte string, both ways (most URLs a rule reads): no encoding needed.
const ascii = /^[^\u0080-\uffff]*$/;

/** A JS string as the byte string of its UTF-8 encoding. */
export function toByteString(s: string): string {
  if (ascii.test(s)) return s;
  let out = "";
  for (const b of utf8Encoder.encode(s)) out += String.fromCharCode(b);
  return out;
}

function bytesOf(s: string): Uint8Array {
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/** A byte string back as text (invalid UTF-8 becomes U+FFFD, as a CEL string cannot hold it). */
export function fromByteString(s: string): string {
  if (ascii.test(s)) return s;
  return utf8Decoder.decode(bytesOf(s));
}

/** Go's `strconv.Quote` of a byte string. */
export const quoteBytes = (s: string): string => goQuote(bytesOf(s));

/** `EscapeError.Error()`. */
class URLEscapeError extends Error {
  constructor(s: string) {
    super(`invalid URL escape ${quoteBytes(s)}`);
  }
}

/** `InvalidHostError.Error()`. */
class InvalidHostError extends Error {
  constructor(s: string) {
    super(`invalid character ${quoteBytes(s)} in host name`);
  }
}

const isAlnum = (c: number): boolean =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);

function ishex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
}

function unhex(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  if (c >= 0x41 && c <= 0x46) return c - 0x41 + 10;
  return 0;
}

/** `shouldEscape(c, mode)`: whether byte `c` must be escaped in the given part of a URL (RFC 3986). */
function shouldEscape(c: number, mode: Encoding): boolean {
  if (isAlnum(c)) return false;
  const ch = String.fromCharCode(c);
  if ((mode === Encoding.Host || mode === Encoding.Zone) && `!$&'()*+,;=:[]<>"`.includes(ch)) return false;
  if ("-_.~".includes(ch)) return false;
  if ("$&+,/:;=?@".includes(ch)) {
    switch (mode) {
      case Encoding.Path:
        return ch === "?";
      case Encoding.PathSegment:
        return ch === "/" || ch === ";" || ch === "," || ch === "?";
      case Encoding.UserPassword:
        return ch === "@" || ch === "/" || ch === "?" || ch === ":";
      case Encoding.QueryComponent:
        return true;
      case Encoding.Fragment:
        return false;
      default:
        break;
    }
  }
  if (mode === Encoding.Fragment && "!()*".includes(ch)) return false;
  return true;
}

/** `unescape(s, mode)`: `%XX` decoded (and `+` as space in query components); throws Go's errors. */
export function unescape(s: string, mode: Encoding): string {
  let n = 0;
  let hasPlus = false;
  for (let i = 0; i < s.length;) {
    const c = s.charCodeAt(i);
    if (c === 0x25) {
      n++;
      if (i + 2 >= s.length || !ishex(s.charCodeAt(i + 1)) || !ishex(s.charCodeAt(i + 2))) {
        throw new URLEscapeError(s.slice(i, i + 3));
      }
      const escaped = s.slice(i, i + 3);
      // RFC 3986: in the host, %-encoding is only for non-ASCII bytes; RFC 6874 adds %25 for zones.
      if (mode === Encoding.Host && unhex(s.charCodeAt(i + 1)) < 8 && escaped !== "%25") {
        throw new URLEscapeError(escaped);
      }
      if (mode === Encoding.Zone) {
        const v = (unhex(s.charCodeAt(i + 1)) << 4) | unhex(s.charCodeAt(i + 2));
        if (escaped !== "%25" && v !== 0x20 && shouldEscape(v, Encoding.Host)) {
          throw new URLEscapeError(escaped);
        }
      }
      i += 3;
    } else if (c === 0x2b) {
      hasPlus = mode === Encoding.QueryComponent;
      i++;
    } else {
      if ((mode === Encoding.Host || mode === Encoding.Zone) && c < 0x80 && shouldEscape(c, mode)) {
        throw new InvalidHostError(s.slice(i, i + 1));
      }
      i++;
    }
  }
  if (n === 0 && !hasPlus) return s;
  let t = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25) {
      t += String.fromCharCode((unhex(s.charCodeAt(i + 1)) << 4) | unhex(s.charCodeAt(i + 2)));
      i += 2;
    } else if (c === 0x2b) {
      t += mode === Encoding.QueryComponent ? " " : "+";
    } else {
      t += s.charAt(i);
    }
  }
  return t;
}

const upperhex = "0123456789ABCDEF";

/** `escape(s, mode)`. */
export function escape(s: string, mode: Encoding): string {
  let t = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x20 && mode === Encoding.QueryComponent) t += "+";
    else if (shouldEscape(c, mode)) t += "%" + upperhex.charAt(c >> 4) + upperhex.charAt(c & 15);
    else t += s.charAt(i);
  }
  return t;
}

/** `validEncoded`: whether `s` holds no byte that escaping would change (sub-delims, `[]`, `%` allowed). */
export function validEncoded(s: string, mode: Encoding): boolean {
  for (let i = 0; i < s.length; i++) {
    const ch = s.charAt(i);
    if ("!$&'()*+,;=:@[]%".includes(ch)) continue;
    if (shouldEscape(s.charCodeAt(i), mode)) return false;
  }
  return true;
}
