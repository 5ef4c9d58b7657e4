/**
 * apimachinery `resource.Quantity` as apiserver `pkg/cel/quantity.go` wraps it: an `int64Amount` (value ·
 * 10^scale) or an `inf.Dec` (unscaled · 10^-scale), a format, and the parsed string when it was canonical.
 * Arithmetic (`Add`, `Sub`, amount.go) stays in int64 until it overflows, as Go's does.
 */
import { OpaqueValue } from "./value.js";

export type QuantityFormat = "DecimalSI" | "BinarySI" | "DecimalExponent";

export type Amount =
  | { readonly kind: "int"; readonly value: bigint; readonly scale: number }
  | { readonly kind: "dec"; readonly unscaled: bigint; readonly scale: number };

const int64Max = (1n << 63n) - 1n;
const int64Min = -(1n << 63n);
const inInt64 = (v: bigint): boolean => v >= int64Min && v <= int64Max;
const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** `AsDec`: the amount as unscaled · 10^-scale. */
function asDec(a: Amount): { unscaled: bigint; scale: number } {
  return a.kind === "dec" ? a : { unscaled: a.value, scale: -a.scale };
}

/** Exact comparison (`int64Amount.Cmp` falls back to `inf.Dec` whenever it would be inexact). */
function cmpAmounts(a: Amount, b: Amount): number {
  const x = asDec(a);
  const y = asDec(b);
  const s = Math.max(x.scale, y.scale);
  const l = x.unscaled * pow10(s - x.scale);
  const r = y.unscaled * pow10(s - y.scale);
  return l < r ? -1 : l > r ? 1 : 0;
}

/** `positiveScaleInt64`: value · 10^scale within int64, else undefined. */
function positiveScale(value: bigint, scale: number): bigint | undefined {
  const v = value * pow10(scale);
  return inInt64(v) ? v : undefined;
}

/** `int64Amount.Add`: undefined when int64 arithmetic overflows. */
function addInt(
  a: { value: bigint; scale: number },
  b: { value: bigint; scale: number },
): Amount | undefined {
  if (b.value === 0n) return { kind: "int", ...a };
  if (a.value === 0n) return { kind: "int", ...b };
  let x = a.value;
  let y = b.value;
  let scale = a.scale;
  if (a.scale > b.scale) {
    const c = positiveScale(a.value, a.scale - b.scale);
    if (c === undefined) return undefined;
    x = c;
    scale = b.scale;
  } else if (a.scale < b.scale) {
    const c = positiveScale(b.value, b.scale - a.scale);
    if (c === undefined) return undefined;
    y = c;
  }
  const sum = x + y;
  return inInt64(sum) ? { kind: "int", value: sum, scale } : undefined;
}

/** `inf.Dec.Add`: the result has the larger scale. */
function addDec(a: Amount, b: Amount): Amount {
  const x = asDec(a);
  const y = asDec(b);
  const s = Math.max(x.scale, y.scale);
  return {
    kind: "dec",
    unscaled: x.unscaled * pow10(s - x.scale) + y.unscaled * pow10(s - y.scale),
    scale: s,
  };
}

function negate(a: Amount): Amount {
  return a.kind === "int" ? { ...a, value: -a.value } : { ...a, unscaled: -a.unscaled };
}

const isZero = (a: Amount): boolean => (a.kind === "int" ? a.value === 0n : a.unscaled === 0n);

/** Go's `math.Pow10`, built from the same exactly rounded tables. */
function goPow10(n: number): number {
  const tab = (k: number): number => Number(`1e${k}`);
  if (n >= 0 && n <= 308) return tab(Math.floor(n / 32) * 32) * tab(n % 32);
  if (n >= -323 && n <= 0) return Number(`1e-${Math.floor(-n / 32) * 32}`) / tab(-n % 32);
  return n > 0 ? Infinity : 0;
}

export class Quantity extends OpaqueValue {
  readonly typeName = "kubernetes.Quantity";
  constructor(
    readonly amount: Amount,
    readonly format: QuantityFormat,
    /** The parsed text, kept by `ParseQuantity` when it was already canonical (`q.s`). */
    readonly text: string,
    /** A `*cel.Quantity`, as the library's `add` and `sub` return (see {@link OpaqueValue.goPointer}). */
    private readonly pointer = false,
  ) {
    super();
  }

  override get goPointer(): boolean {
    return this.pointer;
  }

  /** The same quantity as Go's `&apiservercel.Quantity{...}` (quantity.go:325-386). */
  asGoPointer(): Quantity {
    return new Quantity(this.amount, this.format, this.text, true);
  }

  equals(other: OpaqueValue): boolean {
    return other instanceof Quantity && this.cmp(other) === 0;
  }

  cmp(other: Quantity): number {
    return cmpAmounts(this.amount, other.amount);
  }

  sign(): bigint {
    const a = this.amount;
    const v = a.kind === "int" ? a.value : a.unscaled;
    return v > 0n ? 1n : v < 0n ? -1n : 0n;
  }

  /** `AsInt64`: an `inf.Dec` or a negative scale never converts, even when the value is integral. */
  asInt64(): bigint | undefined {
    const a = this.amount;
    if (a.kind === "dec") return undefined;
    if (a.scale === 0) return a.value;
    if (a.scale < 0) return undefined;
    return positiveScale(a.value, a.scale);
  }

  /** `AsApproximateFloat64`: float64(mantissa) · math.Pow10(exponent). */
  asApproximateFloat64(): number {
    const a = this.amount;
    const [base, exponent] = a.kind === "dec" ? [Number(a.unscaled), -a.scale] : [Number(a.value), a.scale];
    return exponent === 0 ? base : base * goPow10(exponent);
  }

  /** `Add` (on a copy): int64 while it fits; a zero receiver takes the other's format. */
  add(y: Quantity): Quantity {
    const x = this.amount;
    const format = isZero(x) ? y.format : this.format;
    if (x.kind === "int" && y.amount.kind === "int") {
      const sum = addInt(x, y.amount);
      if (sum !== undefined) return new Quantity(sum, format, "");
    }
    return new Quantity(addDec(x, y.amount), format, "");
  }

  /**
   * `Sub` (on a copy, quantity.go:618-627). The int64 path is `int64Amount.Sub` (amount.go:202-204), which adds
   * `-b.value` in int64: the negation of math.MinInt64 wraps to itself, so subtracting it adds it whenever that
   * sum fits (`quantity("0").sub(-9223372036854775808)` is -9223372036854775808); otherwise `inf.Dec` is exact.
   */
  sub(y: Quantity): Quantity {
    const x = this.amount;
    const format = isZero(x) ? y.format : this.format;
    if (x.kind === "int" && y.amount.kind === "int") {
      const diff = addInt(x, { value: BigInt.asIntN(64, -y.amount.value), scale: y.amount.scale });
      if (diff !== undefined) return new Quantity(diff, format, "");
    }
    return new Quantity(addDec(x, negate(y.amount)), format, "");
  }

  /** `String()`: the parsed text when canonical, else `CanonicalizeBytes`. */
  override toString(): string {
    return this.text !== "" ? this.text : canonicalize(this);
  }
}

/** `resource.NewQuantity(v, DecimalExponent)`. */
export function quantityFromInt(v: bigint): Quantity {
  return new Quantity({ kind: "int", value: v, scale: 0 }, "DecimalExponent", "");
}

const decimalSuffix: Readonly<Record<number, string>> = {
  [-9]: "n",
  [-6]: "u",
  [-3]: "m",
  0: "",
  3: "k",
  6: "M",
  9: "G",
  12: "T",
  15: "P",
  18: "E",
};
const binarySuffix: Readonly<Record<number, string>> = {
  10: "Ki",
  20: "Mi",
  30: "Gi",
  40: "Ti",
  50: "Pi",
  60: "Ei",
};

/** `removeInt64Factors`/`removeBigIntFactors`. */
function removeFactors(v: bigint, factor: bigint): [bigint, number] {
  let times = 0;
  while (v !== 0n && v % factor === 0n) {
    v /= factor;
    times++;
  }
  return [v, times];
}

/** `AsCanonicalBytes`: no trailing zeros, the exponent lowered to a multiple of 3. */
function canonicalDecimal(a: Amount): [bigint, number] {
  const d = asDec(a);
  const [reduced, times] = removeFactors(d.unscaled, 10n);
  let amount = reduced;
  let exponent = -d.scale + times;
  while (exponent % 3 !== 0) {
    amount *= 10n;
    exponent--;
  }
  return [amount, exponent];
}

/** `CanonicalizeBytes`; a suffix Go cannot construct is left out, as Go leaves it out. */
function canonicalize(q: Quantity): string {
  if (isZero(q.amount)) return "0";
  let format = q.format;
  let rounded: bigint | undefined;
  if (format === "BinarySI") {
    const small = (n: bigint): Quantity => new Quantity({ kind: "int", value: n, scale: 0 }, "DecimalSI", "");
    if (q.cmp(small(-1024n)) > 0 && q.cmp(small(1024n)) < 0) {
      format = "DecimalSI";
    } else {
      const d = asDec(q.amount);
      if (d.scale <= 0) rounded = d.unscaled * pow10(-d.scale);
      else if (d.unscaled % pow10(d.scale) === 0n) rounded = d.unscaled / pow10(d.scale);
      else format = "DecimalSI";
    }
  }
  if (format === "BinarySI" && rounded !== undefined) {
    const [amount, exponent] = removeFactors(rounded, 1024n);
    return `${amount}${binarySuffix[exponent * 10] ?? ""}`;
  }
  const [amount, exponent] = canonicalDecimal(q.amount);
  if (format === "DecimalExponent") return exponent === 0 ? `${amount}` : `${amount}e${exponent}`;
  return `${amount}${decimalSuffix[exponent] ?? ""}`;
}
