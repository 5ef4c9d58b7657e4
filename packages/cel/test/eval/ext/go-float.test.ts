/**
 * golang.org/x/text `message/fmt_test.go` (the "old test/fmt_test.go" float rows): `%f` groups digits and
 * `%e` writes `×10` with superscript exponents, with no space around the `×` as in x/text v0.40.0 (the version
 * Kubernetes builds with; cel-go's tests, on v0.22.0, have narrow no-break spaces).
 */
import { describe, expect, it } from "vitest";
import { goFixed, localizedFixed, localizedScientific } from "../../../src/eval/ext/go-float.js";

const sci = (mantissa: string, exp: string): string => `${mantissa}×10${exp}`;

describe("x/text %f and %e (en)", () => {
  it.each([
    [1234.5678e3, 6, "1,234,567.800000"],
    [1234.5678e-8, 6, "0.000012"],
    [-7.0, 6, "-7.000000"],
    [-1e-9, 6, "-0.000000"],
    [1.0, 68, `1.${"0".repeat(68)}`],
    [-1.0, 68, `-1.${"0".repeat(68)}`],
    [-Infinity, 1, "-∞"],
  ])("%%.%if of %d", (v, prec, want) => {
    expect(localizedFixed(v, prec)).toBe(want);
  });

  it.each([
    [1.0, sci("1.000000", "⁰⁰")],
    [1234.5678e3, sci("1.234568", "⁰⁶")],
    [1234.5678e-8, sci("1.234568", "⁻⁰⁵")],
    [-7.0, sci("-7.000000", "⁰⁰")],
    [-1e-9, sci("-1.000000", "⁻⁰⁹")],
  ])("%%e of %d", (v, want) => {
    expect(localizedScientific(v, 6)).toBe(want);
  });

  // The width rows of the same file (v0.40.0): padding counts runes, before the sign, also for NaN and ∞.
  it.each([
    [1.2345e3, 6, 20, sci("       1.234500", "⁰³")],
    [1.2345e-3, 6, 20, sci("      1.234500", "⁻⁰³")],
    [1.2345e3, 8, 20, sci("     1.23450000", "⁰³")],
    [NaN, 6, 20, "                 NaN"],
    [-Infinity, 6, 20, "                  -∞"],
  ])("%%%i.%ie of %d", (v, prec, width, want) => {
    expect(localizedScientific(v, prec, width)).toBe(want);
  });

  it("rounds the exact binary value half to even, as strconv does", () => {
    expect(goFixed(0.125, 2)).toBe("0.12");
    expect(goFixed(0.375, 2)).toBe("0.38");
    expect(goFixed(2.5, 0)).toBe("2");
    expect(goFixed(1.005, 2)).toBe("1.00");
    expect(localizedScientific(0.125, 1)).toBe(sci("1.2", "⁻⁰¹"));
  });
});
