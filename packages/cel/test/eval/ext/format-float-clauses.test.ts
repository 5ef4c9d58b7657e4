/**
 * `%e` and `%f` of `string.format` (strings versions 1 to 3, as Kubernetes binds version 2), written from the
 * source: no upstream table covers a precision other than 6 for `%e`, a precision of 256 or more for `%f`, or
 * negative zero.
 *
 * - cel-go ext/formatting.go:339 (14f6746a, same in v0.26.0): `Scientific` formats with
 *   `fmt.Sprintf("%%%de", *precision)`, so the precision becomes x/text's width and the digits stay at 6.
 * - x/text v0.40.0 message/print.go `initDecimal`: `MinFractionDigits = uint8(prec)`,
 *   `MaxFractionDigits = int16(prec)`; internal/number/format.go `decimalVisibleDigits` rounds at the latter
 *   (none when negative: decimal.go `ConvertFloat` takes the shortest digits) and pads to the former.
 * - x/text internal/number/decimal.go `ConvertFloat`: the sign is `x < 0`, so negative zero prints unsigned.
 * - x/text internal/format/parser.go `parsenum`/`tooLarge`: a width or precision whose leading digits exceed
 *   1e6 ends the clause (`%!(NOVERB)`, message/print.go `doPrintf`).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stringsLibrary } from "../../../src/decls/ext/strings.js";
import { evalExt } from "./eval-ext.js";

const env = { library: stringsLibrary(2), versions: { strings: 2 } };

function format(clause: string, arg: string): unknown {
  const out = evalExt(`${JSON.stringify(clause)}.format([${arg}])`, env);
  if (out.error !== undefined) throw new Error(out.error);
  return out.value;
}

/** A CEL double literal for any double (the parser has no literal for NaN and infinities). */
const doubleLiteral = (v: number): string => {
  if (Number.isNaN(v)) return 'double("NaN")';
  if (!Number.isFinite(v)) return v > 0 ? 'double("Infinity")' : 'double("-Infinity")';
  if (Object.is(v, -0)) return "-0.0";
  const text = String(v);
  return /[.e]/.test(text) ? text : `${text}.0`;
};

describe("%e: the precision is a width", () => {
  it.each([
    ["%.3e", "1.5", "1.500000×10⁰⁰"],
    ["%.0e", "1.5", "1.500000×10⁰⁰"],
    ["%.1e", "0.125", "1.250000×10⁻⁰¹"],
    ["%.20e", "1234.5", "       1.234500×10⁰³"],
    ["%e", 'double("NaN")', "   NaN"],
    ["%e", '"Infinity"', "     ∞"],
    ["%e", '"-Infinity"', "    -∞"],
    ["%.2e", 'double("NaN")', "NaN"],
    ["%.10000010e", "1.0", "%!(NOVERB)"],
  ])("%s of %s", (clause, arg, want) => {
    expect(format(clause, arg)).toBe(want);
  });

  it("pads the default-precision text to the precision, in runes", () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 40 }), (v, precision) => {
        const plain = String(format("%e", doubleLiteral(v))).trimStart();
        const runes = Array.from(plain).length;
        expect(format(`%.${precision}e`, doubleLiteral(v))).toBe(
          " ".repeat(Math.max(0, precision - runes)) + plain,
        );
      }),
    );
  });
});

describe("%f: x/text's uint8 and int16 precisions", () => {
  it.each([
    ["%.2f", "-0.0", "0.00"],
    ["%.2f", "-0.001", "-0.00"],
    ["%.256f", "1.5", "1.5"],
    ["%.258f", "1.5", "1.50"],
    ["%.300f", "0.1", "0.1000000000000000055511151231257827021181583404541015625"],
    ["%.65536f", "2.5", "2"],
    ["%.65537f", "2.5", "2.5"],
    ["%.40000f", "0.1", `0.1${"0".repeat(63)}`],
    ["%.32768f", "1e21", "1,000,000,000,000,000,000,000"],
    ["%.10000009f", "0.0", `0.${"0".repeat(10000009 % 256)}`],
    ["%.10000010f", "1.0", "%!(NOVERB)"],
  ])("%s of %s", (clause, arg, want) => {
    expect(format(clause, arg)).toBe(want);
  });

  it("%e of negative zero is unsigned", () => {
    expect(format("%e", "-0.0")).toBe("0.000000×10⁰⁰");
  });

  /**
   * An independent model over decimal text, exact for these magnitudes (multiples of 2^-30 below 2^31): round
   * half to even at int16(precision) places; when that is negative, Go's shortest formatting: the fewest places
   * at which a decimal reads back as the same double, the nearer such decimal, an exact tie to even
   * (121284.487548828125 is 121284.48754882812; 2^-24 is 5.960464477539063e-8, since the even ...062 would read
   * back as the double below, a power of two's lower gap being half its upper). Then drop trailing zeros and pad
   * to uint8(precision).
   */
  function model(v: number, precision: number): string {
    const maxFrac = ((precision & 0xffff) ^ 0x8000) - 0x8000;
    const minFrac = precision % 256;
    const abs = Math.abs(v);
    const places = maxFrac < 0 ? fewestPlaces(abs) : maxFrac;
    const [i = "", f = ""] = abs.toFixed(100).split(".");
    const exact = f.padEnd(Math.max(places, 100), "0");
    const rest = exact.slice(places);
    const down = BigInt(i + exact.slice(0, places));
    const tie = /^50*$/.test(rest);
    const nearerUp = (rest[0] ?? "0") > "5" || (rest[0] === "5" && !tie) || (tie && down % 2n === 1n);
    let n = nearerUp ? down + 1n : down;
    // Shortest formatting keeps only decimals that read back as the double.
    if (maxFrac < 0 && Number(decimalText(n, places)) !== abs) n = nearerUp ? down : down + 1n;
    const digits = decimalText(n, places);
    const [int = "", fraction = ""] = digits.split(".");
    const frac = fraction.replace(/0+$/, "").padEnd(minFrac, "0");
    const sign = v < 0 ? "-" : "";
    return sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + (frac === "" ? "" : `.${frac}`);
  }

  // n / 10^places as decimal text.
  function decimalText(n: bigint, places: number): string {
    const digits = n.toString().padStart(places + 1, "0");
    const int = digits.slice(0, digits.length - places);
    return places === 0 ? int : `${int}.${digits.slice(digits.length - places)}`;
  }

  // The fewest decimal places at which some decimal reads back as `abs` (toFixed's rounding finds one there
  // whenever one exists: it is the nearest, or at a tie as near as the other).
  function fewestPlaces(abs: number): number {
    let places = 0;
    while (Number(abs.toFixed(places)) !== abs) places++;
    return places;
  }

  it("formats a tie at the shortest places as Go's shortest formatting does", () => {
    // 121284.487548828125 is a double; 11 places need a tie broken: Go keeps the even 2. 2^-24's even neighbour
    // would read back as another double, so Go takes the odd one (strconv.FormatFloat(v, 'f', -1, 64), Go 1.19).
    expect(format("%.32768f", doubleLiteral(-121284.487548828125))).toBe("-121,284.48754882812");
    expect(format("%.65530f", doubleLiteral(-(2 ** -24)))).toBe(
      `-0.${"0".repeat(7)}596046447753906${"3".padEnd(228, "0")}`,
    );
  });

  it("agrees with the model", () => {
    const magnitude = fc
      .tuple(fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), fc.integer({ min: -30, max: 0 }))
      .map(([m, e]) => m * 2 ** e);
    const precision = fc.oneof(
      fc.integer({ min: 0, max: 40 }),
      fc.integer({ min: 250, max: 300 }),
      fc.integer({ min: 32760, max: 32800 }),
      fc.integer({ min: 65530, max: 65560 }),
    );
    fc.assert(
      fc.property(magnitude, precision, (v, p) => {
        expect(format(`%.${p}f`, doubleLiteral(v))).toBe(model(v, p));
      }),
    );
  });
});
