/**
 * A port of Go's `net/netip` parsing and predicates (Go 1.22+ `ParseAddr`, `ParsePrefix`, `Addr.String`,
 * `Prefix.Masked`, `Contains`, `Overlaps`), which apiserver `pkg/cel/ip.go`/`cidr.go` wrap. Zones are parsed
 * (so that the error texts match) and kept, for the library to reject them.
 */
import { goQuote } from "../common/go-format.js";

export interface Addr {
  /** 4 bytes for IPv4, 16 for IPv6 (IPv4-mapped ones included). */
  readonly bytes: Uint8Array;
  readonly zone: string;
}

const quote = (s: string): string => goQuote(new TextEncoder().encode(s));

// Set while validAddr asks only whether a text parses: a failure then throws quietFailure instead of an Error
// of its own, whose message (the input quoted) and stack validAddr would build only to drop them.
let quiet = false;
const quietFailure = new Error("not an IP address");

/** Go's `parseAddrError.Error()`. */
function addrError(input: string, msg: string, at = ""): Error {
  if (quiet) return quietFailure;
  const tail = at !== "" ? ` (at ${quote(at)})` : "";
  return new Error(`ParseAddr(${quote(input)}): ${msg}${tail}`);
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";

/** Go's `parseIPv4Fields(in, off, end, fields)`: errors quote the whole input `in`. */
function parseIPv4Fields(input: string, off: number, end: number, fields: Uint8Array, at: number): void {
  const s = input.slice(off, end);
  let val = 0;
  let pos = 0;
  let digLen = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (isDigit(c)) {
      if (digLen === 1 && val === 0) throw addrError(input, "IPv4 field has octet with leading zero");
      val = val * 10 + (s.charCodeAt(i) - 48);
      digLen++;
      if (val > 255) throw addrError(input, "IPv4 field has value >255");
    } else if (c === ".") {
      if (i === 0 || i === s.length - 1 || s[i - 1] === ".") {
        throw addrError(input, "IPv4 field must have at least one digit", s.slice(i));
      }
      if (pos === 3) throw addrError(input, "IPv4 address too long");
      fields[at + pos] = val;
      pos++;
      val = 0;
      digLen = 0;
    } else {
      throw addrError(input, "unexpected character", s.slice(i));
    }
  }
  if (pos < 3) throw addrError(input, "IPv4 address too short");
  fields[at + 3] = val;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** Go's `parseIPv6`. */
function parseIPv6(input: string): Addr {
  let s = input;
  let zone = "";
  const pct = s.indexOf("%");
  if (pct !== -1) {
    zone = s.slice(pct + 1);
    s = s.slice(0, pct);
    if (zone === "") throw addrError(input, "zone must be a non-empty string");
  }
  const ip = new Uint8Array(16);
  let ellipsis = -1;
  if (s.length >= 2 && s[0] === ":" && s[1] === ":") {
    ellipsis = 0;
    s = s.slice(2);
    if (s.length === 0) return { bytes: ip, zone };
  }
  let i = 0;
  while (i < 16) {
    let off = 0;
    let acc = 0;
    for (; off < s.length; off++) {
      const h = hexValue(s.charCodeAt(off));
      if (h < 0) break;
      acc = acc * 16 + h;
      if (off > 3) throw addrError(input, "each group must have 4 or less digits", s);
      if (acc > 0xffff) throw addrError(input, "IPv6 field has value >=2^16", s);
    }
    if (off === 0) throw addrError(input, "each colon-separated field must have at least one digit", s);
    if (off < s.length && s[off] === ".") {
      if (ellipsis < 0 && i !== 12) {
        throw addrError(input, "embedded IPv4 address must replace the final 2 fields of the address", s);
      }
      if (i + 4 > 16) {
        throw addrError(input, "too many hex fields to fit an embedded IPv4 at the end of the address", s);
      }
      let end = input.length;
      if (zone.length > 0) end -= zone.length + 1;
      parseIPv4Fields(input, end - s.length, end, ip, i);
      s = "";
      i += 4;
      break;
    }
    ip[i] = acc >> 8;
    ip[i + 1] = acc & 0xff;
    i += 2;
    s = s.slice(off);
    if (s.length === 0) break;
    if (s[0] !== ":") throw addrError(input, "unexpected character, want colon", s);
    if (s.length === 1) throw addrError(input, "colon must be followed by more characters", s);
    s = s.slice(1);
    if (s[0] === ":") {
      if (ellipsis >= 0) throw addrError(input, "multiple :: in address", s);
      ellipsis = i;
      s = s.slice(1);
      if (s.length === 0) break;
    }
  }
  if (s.length !== 0) throw addrError(input, "trailing garbage after address", s);
  if (i < 16) {
    if (ellipsis < 0) throw addrError(input, "address string too short");
    const n = 16 - i;
    for (let j = i - 1; j >= ellipsis; j--) ip[j + n] = ip[j] ?? 0;
    ip.fill(0, ellipsis, ellipsis + n);
  } else if (ellipsis >= 0) {
    throw addrError(input, "the :: must expand to at least one field of zeros");
  }
  return { bytes: ip, zone };
}

/** Go's `netip.ParseAddr`; throws an `Error` with Go's message. */
export function parseAddr(s: string): Addr {
  for (const c of s) {
    if (c === ".") {
      const fields = new Uint8Array(4);
      parseIPv4Fields(s, 0, s.length, fields, 0);
      return { bytes: fields, zone: "" };
    }
    if (c === ":") return parseIPv6(s);
    if (c === "%") throw addrError(s, "missing IPv6 address");
  }
  throw addrError(s, "unable to parse IP");
}

/** What {@link parseAddr} returns for `s`, or undefined where it throws. */
export function validAddr(s: string): Addr | undefined {
  quiet = true;
  try {
    return parseAddr(s);
  } catch {
    return undefined;
  } finally {
    quiet = false;
  }
}

export const is4 = (a: Addr): boolean => a.bytes.length === 4;

/** `Is4In6`: an IPv6 address in `::ffff:0:0/96`. */
export function is4In6(a: Addr): boolean {
  if (is4(a)) return false;
  for (let i = 0; i < 10; i++) if (a.bytes[i] !== 0) return false;
  return a.bytes[10] === 0xff && a.bytes[11] === 0xff;
}

const v4String = (b: Uint8Array, from: number): string => [...b.slice(from, from + 4)].join(".");

/** Go's `Addr.String()`: dotted IPv4, RFC 5952 IPv6 (the first longest run of zero groups as `::`). */
export function addrString(a: Addr): string {
  if (is4(a)) return v4String(a.bytes, 0);
  const zone = a.zone === "" ? "" : `%${a.zone}`;
  if (is4In6(a)) return `::ffff:${v4String(a.bytes, 12)}${zone}`;
  const groups = Array.from(
    { length: 8 },
    (_, i) => ((a.bytes[2 * i] ?? 0) << 8) | (a.bytes[2 * i + 1] ?? 0),
  );
  let zeroStart = 255;
  let zeroEnd = 255;
  for (let i = 0; i < 8; i++) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i >= 2 && j - i > zeroEnd - zeroStart) {
      zeroStart = i;
      zeroEnd = j;
    }
  }
  let out = "";
  for (let i = 0; i < 8; i++) {
    if (i === zeroStart) {
      out += "::";
      i = zeroEnd;
      if (i >= 8) break;
    } else if (i > 0) {
      out += ":";
    }
    out += (groups[i] ?? 0).toString(16);
  }
  return out + zone;
}

export function addrEquals(a: Addr, b: Addr): boolean {
  return a.zone === b.zone && a.bytes.length === b.bytes.length && a.bytes.every((x, i) => x === b.bytes[i]);
}

const allZero = (a: Addr): boolean => a.bytes.every((x) => x === 0);

/** The address with its 4-in-6 mapping removed (`Unmap`). */
function unmap(a: Addr): Addr {
  return is4In6(a) ? { bytes: a.bytes.slice(12), zone: "" } : a;
}

export function isUnspecified(a: Addr): boolean {
  return a.zone === "" && allZero(a);
}

export function isLoopback(addr: Addr): boolean {
  const a = unmap(addr);
  if (is4(a)) return a.bytes[0] === 127;
  return a.zone === "" && a.bytes.every((x, i) => x === (i === 15 ? 1 : 0));
}

function isMulticast(addr: Addr): boolean {
  const a = unmap(addr);
  return is4(a) ? ((a.bytes[0] ?? 0) & 0xf0) === 0xe0 : a.bytes[0] === 0xff;
}

export function isLinkLocalMulticast(addr: Addr): boolean {
  const a = unmap(addr);
  if (is4(a)) return a.bytes[0] === 224 && a.bytes[1] === 0 && a.bytes[2] === 0;
  return a.bytes[0] === 0xff && a.bytes[1] === 0x02;
}

export function isLinkLocalUnicast(addr: Addr): boolean {
  const a = unmap(addr);
  if (is4(a)) return a.bytes[0] === 169 && a.bytes[1] === 254;
  return a.bytes[0] === 0xfe && ((a.bytes[1] ?? 0) & 0xc0) === 0x80;
}

/** Go's `IsGlobalUnicast`, which (as package net) counts private and ULA addresses as global. */
export function isGlobalUnicast(addr: Addr): boolean {
  const a = unmap(addr);
  if (is4(a) && (allZero(a) || a.bytes.every((x) => x === 255))) return false;
  if (!is4(a) && a.zone === "" && allZero(a)) return false;
  return !isLoopback(a) && !isMulticast(a) && !isLinkLocalUnicast(a);
}

export const bitLen = (a: Addr): number => a.bytes.length * 8;

export interface Prefix {
  readonly addr: Addr;
  readonly bits: number;
}

const prefixError = (input: string, msg: string): Error =>
  new Error(`netip.ParsePrefix(${quote(input)}): ${msg}`);

/** Go's `netip.ParsePrefix`: the address, a slash, decimal bits without sign or leading zeros. */
export function parsePrefix(s: string): Prefix {
  const slash = s.lastIndexOf("/");
  if (slash < 0) throw prefixError(s, "no '/'");
  let addr: Addr;
  try {
    addr = parseAddr(s.slice(0, slash));
  } catch (e) {
    throw prefixError(s, e instanceof Error ? e.message : String(e));
  }
  if (!is4(addr) && addr.zone !== "") throw prefixError(s, "IPv6 zones cannot be present in a prefix");
  const bitsStr = s.slice(slash + 1);
  const badBits = prefixError(s, `bad bits after slash: ${quote(bitsStr)}`);
  const first = bitsStr[0] ?? "";
  if (bitsStr.length > 1 && !(first >= "1" && first <= "9")) throw badBits;
  // strconv.Atoi: an optional sign then decimal digits, within int64.
  if (!/^[+-]?[0-9]+$/.test(bitsStr) || bitsStr.length > 19) throw badBits;
  const bits = Number(bitsStr);
  if (bits < 0 || bits > bitLen(addr)) throw prefixError(s, "prefix length out of range");
  return { addr, bits };
}

export function prefixString(p: Prefix): string {
  return `${addrString(p.addr)}/${p.bits}`;
}

/** The address with every bit after the first `bits` cleared (`Addr.Prefix(bits).Addr()`). */
function maskAddr(a: Addr, bits: number): Addr {
  const out = a.bytes.slice();
  for (let i = 0; i < out.length; i++) {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    out[i] = (out[i] ?? 0) & ((0xff00 >> keep) & 0xff);
  }
  return { bytes: out, zone: "" };
}

/** Go's `Prefix.Masked`. */
export function masked(p: Prefix): Prefix {
  return { addr: maskAddr(p.addr, p.bits), bits: p.bits };
}

/** Go's `Prefix.Contains`: same family, no zone, equal in the first `bits` bits. */
export function prefixContains(p: Prefix, ip: Addr): boolean {
  if (ip.zone !== "" || bitLen(ip) !== bitLen(p.addr)) return false;
  return addrEquals(maskAddr(ip, p.bits), maskAddr(p.addr, p.bits));
}

export function prefixEquals(a: Prefix, b: Prefix): boolean {
  return a.bits === b.bits && addrEquals(a.addr, b.addr);
}

/** Go's `Prefix.Overlaps`. */
export function prefixOverlaps(p: Prefix, o: Prefix): boolean {
  if (prefixEquals(p, o)) return true;
  if (is4(p.addr) !== is4(o.addr)) return false;
  const minBits = Math.min(p.bits, o.bits);
  if (minBits === 0) return true;
  return addrEquals(maskAddr(p.addr, minBits), maskAddr(o.addr, minBits));
}
