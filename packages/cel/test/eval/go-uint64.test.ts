/**
 * Go's float64 → uint64 conversion on amd64, which cel-go's and apiserver's cost trackers use
 * (`uint64(float64(size) * factor)`, ext/lists.go:761-764; library/cost.go). The expected values were printed by
 * Go 1.25.12 on amd64 (`//go:noinline func conv(f float64) uint64 { return uint64(f) }`).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { goUint64 } from "../../src/eval/kubernetes-call-cost/sizes.js";

const goAnswers: [number, bigint][] = [
  [2 ** 64, 9223372036854775808n],
  [2 ** 64 - 2048, 18446744073709549568n],
  [2 ** 63, 9223372036854775808n],
  [2 ** 63 - 1024, 9223372036854774784n],
  [2 ** 65, 9223372036854775808n],
  [1e30, 9223372036854775808n],
  [Infinity, 9223372036854775808n],
  [-1, 18446744073709551615n],
  [-(2 ** 63), 9223372036854775808n],
  [-(2 ** 63) - 4096, 9223372036854775808n],
  [-1e30, 9223372036854775808n],
  [-Infinity, 9223372036854775808n],
  [NaN, 9223372036854775808n],
  [1.5, 1n],
  [-1.5, 18446744073709551615n],
  [9.3e18, 9300000000000000000n],
];

describe("goUint64", () => {
  it("converts as Go 1.25 does on amd64, out-of-range values to 2^63", () => {
    for (const [x, expected] of goAnswers) expect(goUint64(x), String(x)).toBe(expected);
  });

  it("truncates every value in range, wrapping negatives of the int64 range", () => {
    fc.assert(
      fc.property(fc.double({ min: -(2 ** 63), max: 2 ** 64, noNaN: true, maxExcluded: true }), (x) => {
        const t = BigInt(Math.trunc(x));
        expect(goUint64(x)).toBe(t < 0n ? 2n ** 64n + t : t);
      }),
    );
  });
});
