import { InternalError, exactRational } from "@crdgen/core";
import type { Rational } from "@crdgen/core";
import type { ScalarTag } from "./scalars.js";
import { goIntegerOf } from "./scalars.js";

/** What sigs.k8s.io/yaml makes of a scalar mapping key: the JSON key, or why it has none. */
export type GoKey = { readonly key: string } | { readonly refused: "null" | "uint64" };

const int64Max = 2n ** 63n - 1n;

/**
 * sigs.k8s.io/yaml v1.6.0 yaml.go:213-249 (convertToJSONableObject): go-yaml's key of a resolved scalar
 * becomes a string: an int with its decimal digits, a float64 with `strconv.FormatFloat(f, 'g', -1, 32)`
 * (`.inf`, `-.inf`, `.nan` for the special values), a bool as `true`/`false`; a nil key and a uint64 key
 * (an integer past int64) fail with "unsupported map key of type".
 */
export function goKeyOf(tag: ScalarTag, text: string, value: unknown): GoKey {
  switch (tag) {
    case "null":
      return { refused: "null" };
    case "int": {
      const integer = goIntegerOf(text);
      if (integer === undefined) return { key: String(value) };
      return integer > int64Max ? { refused: "uint64" } : { key: integer.toString() };
    }
    case "float":
      return { key: typeof value === "number" ? formatGoFloat32(value) : String(value) };
    default:
      return { key: String(value) };
  }
}

/**
 * `strconv.FormatFloat(f, 'g', -1, 32)`: the float rounded to float32, in the fewest digits that read back
 * as that float32, written as %e when the decimal exponent is below -4 or at least 6 (Go's shortest 'g'
 * uses precision 6 for that choice) and as %f otherwise; "+Inf", "-Inf" and "NaN" become YAML's words.
 */
export function formatGoFloat32(value: number): string {
  const single = Math.fround(value);
  if (Number.isNaN(single)) return ".nan";
  if (single === Infinity) return ".inf";
  if (single === -Infinity) return "-.inf";
  if (single === 0) return Object.is(single, -0) ? "-0" : "0";
  const sign = single < 0 ? "-" : "";
  const { digits, point } = shortestFloat32Digits(Math.abs(single));
  const exponent = point - 1;
  if (exponent < -4 || exponent >= 6) {
    const magnitude = Math.abs(exponent);
    const mantissa = digits.length > 1 ? `${digits.charAt(0)}.${digits.slice(1)}` : digits;
    return `${sign}${mantissa}e${exponent < 0 ? "-" : "+"}${magnitude < 10 ? "0" : ""}${magnitude}`;
  }
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * The shortest decimal digits that read back as the float32 `single` (positive), and where the decimal point
 * goes (value = 0.digits × 10^point). Among candidates of that length the closest wins, and an exact tie
 * the even last digit, as Go's shortest formatting (Ryu) decides. Both neighbours of the correctly rounded
 * candidate are tried too: next to a power of two the float32's interval is lopsided, and the rounded
 * candidate can miss it where a neighbour does not.
 */
function shortestFloat32Digits(single: number): { digits: string; point: number } {
  const exact = exactRational(single);
  for (let precision = 1; precision <= 9; precision++) {
    const [mantissa = "", exponentText = "0"] = single.toExponential(precision - 1).split("e");
    const base = BigInt(mantissa.replace(".", ""));
    const exponent = Number(exponentText) - (precision - 1);
    let best: { digits: bigint; distance: Rational } | undefined;
    for (const candidate of [base - 1n, base, base + 1n]) {
      if (candidate <= 0n || Math.fround(Number(`${candidate}e${exponent}`)) !== single) continue;
      const distance = absoluteDifference(decimalRational(candidate, exponent), exact);
      const order = best === undefined ? -1 : compareRationals(distance, best.distance);
      if (order < 0 || (order === 0 && candidate % 2n === 0n)) best = { digits: candidate, distance };
    }
    if (best !== undefined) {
      const text = best.digits.toString();
      return { digits: text.replace(/0+$/, ""), point: text.length + exponent };
    }
  }
  throw new InternalError(`no float32 digits for ${single}`);
}

function decimalRational(digits: bigint, exponent: number): Rational {
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) };
}

function absoluteDifference(a: Rational, b: Rational): Rational {
  const numerator = a.numerator * b.denominator - b.numerator * a.denominator;
  return { numerator: numerator < 0n ? -numerator : numerator, denominator: a.denominator * b.denominator };
}

function compareRationals(a: Rational, b: Rational): number {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  return left < right ? -1 : left > right ? 1 : 0;
}
