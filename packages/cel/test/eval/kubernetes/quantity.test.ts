/** apiserver `pkg/cel/library/quantity_test.go`: values and runtime errors; plus Quantity round trips. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kubernetesListsLibrary } from "../../../src/decls/kubernetes/lists.js";
import { kubernetesQuantityLibrary } from "../../../src/decls/kubernetes/quantity.js";
import { kubernetesRegexLibrary } from "../../../src/decls/kubernetes/regex.js";
import { optionalLibrary } from "../../../src/decls/optional.js";
import { parseQuantity } from "../../../src/values/quantity-parse.js";
import { Quantity } from "../../../src/values/quantity.js";
import type { CelValue } from "../../../src/values/value.js";
import { expectGoCase, goScalar, newEnv, run } from "./harness.js";
import { quantityCases } from "./quantity-cases.js";

const env = newEnv(
  ["cel.lib.optional", optionalLibrary()],
  ["kubernetes.regex", kubernetesRegexLibrary()],
  ["kubernetes.lists", kubernetesListsLibrary()],
  ["kubernetes.quantity", kubernetesQuantityLibrary()],
);

function parsed(s: string): Quantity {
  const q = parseQuantity(s);
  if (typeof q === "string") throw new Error(q);
  return q;
}

function resolve(goResult: string): CelValue {
  const scalar = goScalar(goResult);
  if (scalar !== undefined) return scalar;
  if (goResult === "apiservercel.Quantity{Quantity: &twelveMi}") return parsed("12Mi");
  throw new Error(`unknown Go result ${goResult}`);
}

describe("quantity_test.go", () => {
  it.each(quantityCases)("$expr", (c) => {
    expectGoCase(env, c, resolve);
  });
});

describe("resource.Quantity", () => {
  it.each([
    ["1000m", "1"],
    ["1.5Ki", "1536"],
    ["0.5Gi", "512Mi"],
    ["1e3", "1e3"],
    ["100m", "100m"],
    ["1M", "1M"],
    ["0.0000000001", "1n"],
    ["-1.5", "-1500m"],
    ["12Mi", "12Mi"],
    ["1024", "1024"],
  ])("%s prints as %s", (input, want) => {
    expect(parsed(input).toString()).toBe(want);
  });

  // quantity.go:618-627 Sub and amount.go:202-204 int64Amount.Sub, which adds -b.value in int64: -math.MinInt64
  // wraps to itself, so subtracting it adds it whenever that fits, and only an overflow falls back to exact inf.Dec.
  // `quantity("9223372036854775807").sub(-9223372036854775808)` is exact, 18446744073709551615 (oracle).
  it("subtracts an int64 as int64Amount.Sub does, math.MinInt64 added instead of subtracted", () => {
    const text = (expr: string): string => {
      const q = run(env, expr);
      return q instanceof Quantity ? q.toString() : "not a quantity";
    };
    expect(text(`quantity("1").sub(-9223372036854775808)`)).toBe("-9223372036854775807");
    expect(text(`quantity("1k").sub(-9223372036854775808)`)).toBe("-9223372036854774808");
    expect(text(`quantity("-1").sub(-9223372036854775808)`)).toBe("9223372036854775807");
    const minInt64 = -(2n ** 63n);
    const int64 = fc.oneof(
      fc.bigInt({ min: minInt64, max: 2n ** 63n - 1n }),
      fc.constantFrom(minInt64, minInt64 + 1n, -1n, 0n, 1n, 2n ** 63n - 1n),
    );
    fc.assert(
      fc.property(int64, int64, (x, y) => {
        // ParseQuantity keeps up to 18 digits in an int64Amount (quantity.go maxInt64Factors), more in inf.Dec.
        const int64Amount = (x < 0n ? -x : x).toString().length <= 18;
        const goDifference = y === minInt64 && int64Amount && x >= 0n ? x + minInt64 : x - y;
        const compared = run(env, `quantity("${x}").sub(${y}).compareTo(quantity("${goDifference}"))`);
        expect(compared).toBe(0n);
      }),
    );
  });

  it("keeps Go's representation: an integral value with a negative scale is not an integer", () => {
    expect(run(env, `quantity("1000m").isInteger()`)).toBe(false);
    expect(run(env, `quantity("1k").isInteger()`)).toBe(true);
  });

  it("parse → String → parse is the same value and the same text", () => {
    const text = fc
      .tuple(
        fc.constantFrom("", "-"),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom("", "n", "u", "m", "k", "M", "G", "T", "P", "Ki", "Mi", "Gi", "Ti", "e3", "e-2"),
      )
      .map(([sign, digits, point, suffix]) => {
        const s = digits.toString();
        const cut = Math.max(1, s.length - point);
        const number = point === 0 || cut >= s.length ? s : `${s.slice(0, cut)}.${s.slice(cut)}`;
        return `${sign}${number}${suffix}`;
      });
    fc.assert(
      fc.property(text, (s) => {
        const q = parsed(s);
        // At or above 1000E a canonical exponent has no suffix: Go's CanonicalizeBytes then prints the bare
        // mantissa ("6103515625000000P" -> "6103515625"), which Go itself does not read back as the same value.
        fc.pre(q.cmp(parsed("1000E")) < 0 && q.cmp(parsed("-1000E")) > 0);
        const again = parsed(q.toString());
        expect(again.cmp(q)).toBe(0);
        expect(again.toString()).toBe(q.toString());
      }),
    );
  });
});
