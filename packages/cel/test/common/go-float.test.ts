import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatGoFloat } from "../../src/index.js";

describe("formatGoFloat: Go's %v of a float64", () => {
  // fmt.Printf("%v", v) with Go 1.19 and 1.23 (fmt/print.go fmtFloat: 'v' is 'g' with the shortest precision).
  it.each([
    [123456, "123456"],
    [1e6, "1e+06"],
    [1234567, "1.234567e+06"],
    [1234567.5, "1.2345675e+06"],
    [1e20, "1e+20"],
    [1e21, "1e+21"],
    [2 ** 63, "9.223372036854776e+18"], // 9223372036854775808.5 reads as this double
    [0.0001, "0.0001"],
    [0.00001, "1e-05"],
    [-1234567, "-1.234567e+06"],
    [-0, "-0"],
    [Number.POSITIVE_INFINITY, "+Inf"],
    [Number.NaN, "NaN"],
  ])("%s", (v, want) => {
    expect(formatGoFloat(v)).toBe(want);
  });

  // strconv/ftoa.go %g: exponent form exactly when the decimal exponent is below -4 or at least 6; the digits
  // are the shortest that read back (JavaScript's too).
  it("uses the exponent form exactly outside [1e-4, 1e6) and keeps the shortest digits", () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((v) => v !== 0),
        (v) => {
          const text = formatGoFloat(v);
          const exponent = Number(v.toExponential().split("e")[1]);
          expect(/e[+-]\d\d+$/.test(text)).toBe(exponent < -4 || exponent >= 6);
          expect(Number(text)).toBe(v);
        },
      ),
    );
  });
});
