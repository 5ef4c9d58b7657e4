import { at } from "@crdgen/core";

/**
 * IP address parsing as the API server's format checks do it: `sloppy` is Go 1.16's net.ParseIP
 * (k8s.io/utils/net.ParseIPSloppy: IPv4 parts may have leading zeros), otherwise today's strict net.ParseIP.
 * Zones (`%eth0`) are never accepted.
 */
export function parseIP(text: string, sloppy: boolean): "v4" | "v6" | undefined {
  for (const ch of text) {
    if (ch === ".") return parseIPv4(text, sloppy) ? "v4" : undefined;
    if (ch === ":") return parseIPv6(text, sloppy) ? "v6" : undefined;
  }
  return undefined;
}

/** Dotted-quad IPv4: four decimal parts up to 255; leading zeros only when sloppy. */
function parseIPv4(text: string, sloppy: boolean): boolean {
  const parts = text.split(".");
  if (parts.length !== 4) return false;
  return parts.every((part) => {
    if (!/^[0-9]+$/.test(part)) return false;
    if (!sloppy && (part.length > 3 || (part.length > 1 && part.startsWith("0")))) return false;
    return Number(part) <= 255;
  });
}

/** IPv6 with at most one `::`, 1–4 hex digits per group and an optional trailing IPv4 part. */
export function parseIPv6(text: string, sloppy: boolean): boolean {
  const halves = text.split("::");
  if (halves.length > 2) return false;
  const ellipsis = halves.length === 2;
  const groups = halves.flatMap((half) => (half === "" ? [] : half.split(":")));
  if (halves.some((half) => half !== "" && half.split(":").some((g) => g === ""))) return false;
  let count = 0;
  for (let i = 0; i < groups.length; i++) {
    const group = at(groups, i);
    const last = i === groups.length - 1;
    if (last && group.includes(".")) {
      if (!parseIPv4(group, sloppy)) return false;
      count += 2;
    } else {
      if (!hexGroup(group, sloppy)) return false;
      count += 1;
    }
  }
  const lastHalf = at(halves, halves.length - 1);
  if (ellipsis && lastHalf === "" && groups.some((g) => g.includes("."))) return false;
  return ellipsis ? count < 8 : count === 8;
}

/** CIDR notation as Go 1.16's net.ParseCIDR (ParseCIDRSloppy): `<ip>/<prefix length>`. */
export function parseCIDRSloppy(text: string): boolean {
  const slash = text.indexOf("/");
  if (slash < 0) return false;
  const address = text.slice(0, slash);
  const mask = text.slice(slash + 1);
  let bits: number;
  if (parseIPv4(address, true)) bits = 32;
  else if (parseIPv6(address, true)) bits = 128;
  else return false;
  if (!/^[0-9]+$/.test(mask)) return false;
  return Number(mask) <= bits;
}

// Go 1.16 accepted any number of hex digits up to the value 0xffff; today's parser allows at most four.
function hexGroup(group: string, sloppy: boolean): boolean {
  if (sloppy) return /^[0-9a-fA-F]+$/.test(group) && parseInt(group, 16) <= 0xffff;
  return /^[0-9a-fA-F]{1,4}$/.test(group);
}
