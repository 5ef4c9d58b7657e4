/**
 * apimachinery `pkg/api/resource` `ParseQuantity` (quantity.go, suffix.go): the int64 fast path and the
 * `inf.Dec` slow path, which rounds the magnitude up to nano units and caps binary quantities at 2^63-1.
 * Which path a quantity takes is observable (`asInteger()` of an `inf.Dec` fails), so both are kept.
 */
import { type Amount, type QuantityFormat, Quantity } from "./quantity.js";

const errFormatWrong =
  "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
const errNumeric = "unable to parse numeric part of quantity";
const errSuffix = "unable to parse quantity's suffix";

const int64Max = (1n << 63n) - 1n;
const int64Min = -(1n << 63n);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";

interface Parts {
  positive: boolean;
  value: string;
  num: string;
  denom: string;
  suffix: string;
}

/** `parseQuantityString`. */
function parseQuantityString(str: string): Parts | string {
  let positive = true;
  let pos = 0;
  const end = str.length;
  if (str[0] === "-") {
    positive = false;
    pos++;
  } else if (str[0] === "+") {
    pos++;
  }
  while (str[pos] === "0") pos++;
  if (pos >= end) return { positive, value: "0", num: "0", denom: "", suffix: "" };
  let i = pos;
  while (i < end && isDigit(str[i])) i++;
  if (i >= end) return { positive, value: str, num: str.slice(pos), denom: "", suffix: "" };
  let num = str.slice(pos, i);
  pos = i;
  if (num.length === 0) num = "0";
  let denom = "";
  if (str[pos] === ".") {
    pos++;
    i = pos;
    while (i < end && isDigit(str[i])) i++;
    if (i >= end) return { positive, value: str, num, denom: str.slice(pos), suffix: "" };
    denom = str.slice(pos, i);
    pos = i;
  }
  const value = str.slice(0, pos);
  const suffixStart = pos;
  i = pos;
  while (i < end && "eEinumkKMGTP".includes(str[i] ?? "")) i++;
  if (i >= end) return { positive, value, num, denom, suffix: str.slice(suffixStart) };
  pos = i;
  if (str[pos] === "-" || str[pos] === "+") pos++;
  i = pos;
  while (i < end && isDigit(str[i])) i++;
  if (i >= end) return { positive, value, num, denom, suffix: str.slice(suffixStart) };
  return errFormatWrong;
}

const decimalSuffixes: Readonly<Record<string, number>> = {
  n: -9,
  u: -6,
  m: -3,
  "": 0,
  k: 3,
  M: 6,
  G: 9,
  T: 12,
  P: 15,
  E: 18,
};
const binarySuffixes: Readonly<Record<string, number>> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };

/** `suffixHandler.interpret`: base, exponent and format, or undefined. */
function interpret(suffix: string): { base: 10 | 2; exponent: number; format: QuantityFormat } | undefined {
  const dec = decimalSuffixes[suffix];
  if (dec !== undefined && Object.hasOwn(decimalSuffixes, suffix)) {
    return { base: 10, exponent: dec, format: "DecimalSI" };
  }
  const bin = binarySuffixes[suffix];
  if (bin !== undefined && Object.hasOwn(binarySuffixes, suffix)) {
    return { base: 2, exponent: bin, format: "BinarySI" };
  }
  if (suffix.length > 1 && (suffix[0] === "E" || suffix[0] === "e")) {
    const digits = suffix.slice(1);
    // strconv.ParseInt(…, 10, 64), then Go's int32() truncation.
    if (!/^[+-]?[0-9]+$/.test(digits)) return undefined;
    const parsed = BigInt(digits);
    if (parsed > int64Max || parsed < int64Min) return undefined;
    return { base: 10, exponent: Number(BigInt.asIntN(32, parsed)), format: "DecimalExponent" };
  }
  return undefined;
}

/** `inf.Dec.SetString`: an optionally signed decimal with an optional fraction. */
function parseDec(value: string): { unscaled: bigint; scale: number } | undefined {
  const m = /^([+-]?)([0-9]*)(?:\.([0-9]*))?$/.exec(value);
  if (m === null) return undefined;
  const [, sign = "", whole = "", frac = ""] = m;
  if (whole === "" && frac === "") return undefined;
  const unscaled = BigInt(`${whole}${frac}` || "0");
  return { unscaled: sign === "-" ? -unscaled : unscaled, scale: frac.length };
}

/** `inf.Dec.Round(x, 9, inf.RoundUp)` of a non-negative value: the scale becomes exactly 9. */
function roundUpToNano(unscaled: bigint, scale: number): bigint {
  if (scale <= 9) return unscaled * 10n ** BigInt(9 - scale);
  const div = 10n ** BigInt(scale - 9);
  const q = unscaled / div;
  return unscaled % div === 0n ? q : q + 1n;
}

/** `ParseQuantity`: the quantity, or Go's error text. */
export function parseQuantity(str: string): Quantity | string {
  if (str.length === 0) return errFormatWrong;
  if (str === "0") return new Quantity({ kind: "int", value: 0n, scale: 0 }, "DecimalSI", str);
  const parts = parseQuantityString(str);
  if (typeof parts === "string") return parts;
  const { positive, value, num, denom } = parts;
  const suffix = interpret(parts.suffix);
  if (suffix === undefined) return errSuffix;
  const { base, exponent } = suffix;
  let { format } = suffix;

  let precision = 0;
  let scale = 0;
  let mantissa = 1n;
  if (format === "BinarySI") {
    if (exponent >= 0 && denom.length === 0) {
      mantissa = 1n << BigInt(exponent);
      precision = 15 - num.length - Math.trunc(Math.fround((Math.fround(exponent) * 3) / 10)) - 1;
    } else {
      precision = -1;
    }
  } else {
    scale = exponent;
    precision = 18 - (num.length + denom.length);
  }
  if (precision >= 0) {
    scale -= denom.length;
    if (scale >= -9) {
      const shifted = num + denom;
      const parsed = BigInt(shifted);
      if (parsed > int64Max) return errNumeric;
      const result = parsed * mantissa;
      if (result <= int64Max) {
        const amount: Amount = { kind: "int", value: positive ? result : -result, scale };
        const canonical =
          format === "BinarySI"
            ? exponent % 10 === 0 && (parsed & 7n) !== 0n
            : scale % 3 === 0 && !shifted.endsWith("000") && shifted[0] !== "0";
        return new Quantity(amount, format, canonical ? str : "");
      }
    }
  }

  const dec = parseDec(value);
  if (dec === undefined) return errNumeric;
  let { unscaled, scale: decScale } = dec;
  if (base === 10) decScale -= exponent;
  else unscaled *= 1n << BigInt(exponent);
  const negative = unscaled < 0n;
  if (negative) unscaled = -unscaled;
  if (unscaled !== 0n) {
    unscaled = roundUpToNano(unscaled, decScale);
    decScale = 9;
  }
  if (format === "BinarySI" && compareDec(unscaled, decScale, int64Max, 0) > 0) {
    unscaled = int64Max;
    decScale = 0;
  }
  if (format === "BinarySI" && compareDec(unscaled, decScale, 1n, 0) < 0 && unscaled > 0n) {
    format = "DecimalSI";
  }
  return new Quantity(
    { kind: "dec", unscaled: negative ? -unscaled : unscaled, scale: decScale },
    format,
    "",
  );
}

/** Compares two decimals `a·10^-as` and `b·10^-bs`. */
function compareDec(a: bigint, as: number, b: bigint, bs: number): number {
  const s = Math.max(as, bs);
  const x = a * 10n ** BigInt(s - as);
  const y = b * 10n ** BigInt(s - bs);
  return x < y ? -1 : x > y ? 1 : 0;
}
