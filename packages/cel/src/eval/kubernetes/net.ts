/** Runtime of apiserver `pkg/cel/library/ip.go` and `cidr.go`. */
import { goQuote } from "../../common/go-format.js";
import { noSuchOverload } from "../../values/errors.js";
import { CIDRValue, IPValue } from "../../values/kubernetes-net.js";
import * as netip from "../../values/netip.js";
import { type CelValue, ErrorValue } from "../../values/value.js";
import { argAccess as a, overload } from "../arithmetic.js";
import { isString } from "../matchers.js";
import type { ArgMatcher, RuntimeOverload } from "../overload.js";

const isIP: ArgMatcher = (v) => v instanceof IPValue;
const isCIDR: ArgMatcher = (v) => v instanceof CIDRValue;
const quote = (s: string): string => goQuote(new TextEncoder().encode(s));
const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** ip.go `parseIPAddr`: Go's parser, then no zone and no IPv4-mapped IPv6 address. */
function parseIPAddr(raw: string): netip.Addr | Error {
  let addr: netip.Addr;
  try {
    addr = netip.parseAddr(raw);
  } catch (e) {
    return new Error(`IP Address ${quote(raw)} parse error during conversion from string: ${message(e)}`);
  }
  if (addr.zone !== "") return new Error(`IP address ${quote(raw)} with zone value is not allowed`);
  if (netip.is4In6(addr)) return new Error(`IPv4-mapped IPv6 address ${quote(raw)} is not allowed`);
  return addr;
}

/** Whether {@link parseIPAddr} accepts the text, without the messages it builds for one it refuses. */
function isIPAddr(raw: string): boolean {
  const addr = netip.validAddr(raw);
  return addr !== undefined && addr.zone === "" && !netip.is4In6(addr);
}

/** cidr.go `parseCIDR`. */
function parseCIDR(raw: string): netip.Prefix | Error {
  let prefix: netip.Prefix;
  try {
    prefix = netip.parsePrefix(raw);
  } catch (e) {
    return new Error(`network address parse error during conversion from string: ${message(e)}`);
  }
  if (netip.is4In6(prefix.addr)) return new Error(`IPv4-mapped IPv6 address ${quote(raw)} is not allowed`);
  return prefix;
}

function stringToIP(s: string): CelValue {
  const addr = parseIPAddr(s);
  return addr instanceof Error ? new ErrorValue(addr.message) : new IPValue(addr);
}

function stringToCIDR(s: string): CelValue {
  const prefix = parseCIDR(s);
  return prefix instanceof Error
    ? new ErrorValue(`network address parse error during conversion from string: ${prefix.message}`)
    : new CIDRValue(prefix);
}

const withIP =
  (f: (a: netip.Addr) => CelValue) =>
  ([v]: readonly CelValue[]): CelValue =>
    v instanceof IPValue ? f(v.addr) : noSuchOverload();
const withCIDR =
  (f: (p: netip.Prefix) => CelValue) =>
  ([v]: readonly CelValue[]): CelValue =>
    v instanceof CIDRValue ? f(v.prefix) : noSuchOverload();

/**
 * cidr.go:207-219 `cidrContainsIP`: an `other` that is not an IP answers `MaybeNoSuchOverloadErr(arg)`, of the
 * CIDR, so a string that failed to parse (`cidrContainsIPString` passes `stringToIP`'s error on) is `no such
 * overload`, not its parse error (unlike containsCIDR, which passes `other` on).
 */
function containsIP(c: CelValue | undefined, ip: CelValue): CelValue {
  if (!(c instanceof CIDRValue)) return ip instanceof ErrorValue ? ip : noSuchOverload();
  if (!(ip instanceof IPValue)) return noSuchOverload();
  return netip.prefixContains(c.prefix, ip.addr);
}

/** cidr.go:222-234 `cidrContainsCIDR`: an error argument (a failed conversion) is the result. */
function containsCIDR(c: CelValue | undefined, other: CelValue): CelValue {
  if (other instanceof ErrorValue) return other;
  if (!(c instanceof CIDRValue) || !(other instanceof CIDRValue)) return noSuchOverload();
  return netip.prefixOverlaps(c.prefix, other.prefix) && c.prefix.bits <= other.prefix.bits;
}

function family(addr: netip.Addr): CelValue {
  return netip.is4(addr) ? 4n : 6n;
}

export const kubernetesNetOverloads: readonly RuntimeOverload[] = [
  overload("ip", "string_to_ip", [isString], ([s]) => stringToIP(a.str(s))),
  overload("family", "ip_family", [isIP], withIP(family)),
  overload("ip.isCanonical", "ip_is_canonical", [isString], ([s]) => {
    const addr = parseIPAddr(a.str(s));
    return addr instanceof Error ? new ErrorValue(addr.message) : netip.addrString(addr) === a.str(s);
  }),
  overload("isUnspecified", "ip_is_unspecified", [isIP], withIP(netip.isUnspecified)),
  overload("isLoopback", "ip_is_loopback", [isIP], withIP(netip.isLoopback)),
  overload("isLinkLocalMulticast", "ip_is_link_local_multicast", [isIP], withIP(netip.isLinkLocalMulticast)),
  overload("isLinkLocalUnicast", "ip_is_link_local_unicast", [isIP], withIP(netip.isLinkLocalUnicast)),
  overload("isGlobalUnicast", "ip_is_global_unicast", [isIP], withIP(netip.isGlobalUnicast)),
  overload("isIP", "is_ip", [isString], ([s]) => isIPAddr(a.str(s))),
  overload("string", "ip_to_string", [isIP], withIP(netip.addrString)),
  overload("cidr", "string_to_cidr", [isString], ([s]) => stringToCIDR(a.str(s))),
  overload("containsIP", "cidr_contains_ip_string", [isCIDR, isString], ([c, s]) =>
    containsIP(c, stringToIP(a.str(s))),
  ),
  overload("containsIP", "cidr_contains_ip_ip", [isCIDR, isIP], ([c, ip]) => containsIP(c, ip ?? null)),
  overload("containsCIDR", "cidr_contains_cidr_string", [isCIDR, isString], ([c, s]) =>
    containsCIDR(c, stringToCIDR(a.str(s))),
  ),
  overload("containsCIDR", "cidr_contains_cidr", [isCIDR, isCIDR], ([c, o]) => containsCIDR(c, o ?? null)),
  overload(
    "ip",
    "cidr_ip",
    [isCIDR],
    withCIDR((p) => new IPValue(p.addr)),
  ),
  overload(
    "prefixLength",
    "cidr_prefix_length",
    [isCIDR],
    withCIDR((p) => BigInt(p.bits)),
  ),
  overload(
    "masked",
    "cidr_masked",
    [isCIDR],
    withCIDR((p) => new CIDRValue(netip.masked(p))),
  ),
  overload("isCIDR", "is_cidr", [isString], ([s]) => !(parseCIDR(a.str(s)) instanceof Error)),
  overload(
    "string",
    "cidr_to_string",
    [isCIDR],
    withCIDR((p) => netip.prefixString(p)),
  ),
];
