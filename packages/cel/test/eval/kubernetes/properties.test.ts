/** Round trips of the netip port: an address or prefix printed by Go's `String` parses back to itself. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addrString,
  masked,
  parseAddr,
  parsePrefix,
  prefixContains,
  prefixString,
} from "../../../src/values/netip.js";

const v4 = fc.uint8Array({ minLength: 4, maxLength: 4 });
const v6 = fc.uint8Array({ minLength: 16, maxLength: 16 });
const addr = fc.oneof(v4, v6).map((bytes) => ({ bytes, zone: "" }));

describe("netip round trips", () => {
  it("parseAddr(addrString(a)) is a", () => {
    fc.assert(
      fc.property(addr, (a) => {
        expect(parseAddr(addrString(a))).toEqual(a);
      }),
    );
  });
  it("parsePrefix(prefixString(p)) is p, and a masked prefix contains its address", () => {
    const prefix = addr.chain((a) =>
      fc.integer({ min: 0, max: a.bytes.length * 8 }).map((bits) => ({ addr: a, bits })),
    );
    fc.assert(
      fc.property(prefix, (p) => {
        expect(parsePrefix(prefixString(p))).toEqual(p);
        expect(prefixContains(masked(p), p.addr)).toBe(true);
      }),
    );
  });
});
