/** A non-negative rational number: numerator over a positive denominator. */
export interface Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/**
 * A finite non-negative double exactly, as its 53-bit significand times a power of two: what Go's strconv works
 * from when it rounds a float64 to decimal digits.
 */
export function exactRational(value: number): Rational {
  const bits = new DataView(new ArrayBuffer(8));
  bits.setFloat64(0, value);
  const raw = bits.getBigUint64(0);
  const biased = Number((raw >> 52n) & 0x7ffn);
  const fraction = raw & ((1n << 52n) - 1n);
  const significand = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (biased === 0 ? 1 : biased) - 1075;
  return exponent >= 0
    ? { numerator: significand << BigInt(exponent), denominator: 1n }
    : { numerator: significand, denominator: 1n << BigInt(-exponent) };
}
