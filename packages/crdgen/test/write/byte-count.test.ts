import { describe, expect, it } from "vitest";
import { groupedDigits } from "../../src/write/byte-count.js";

describe("groupedDigits", () => {
  it("writes a byte count as toLocaleString('en-US') does", () => {
    const counts = [0, 7, 999, 1000, 12_345, 262_144, 750_972, 1_000_000, 13_421_772_800, -4_096];
    for (const n of counts) expect(groupedDigits(n)).toBe(n.toLocaleString("en-US"));
  });
});
