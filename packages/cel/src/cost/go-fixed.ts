import { exactRational } from "@crdgen/core";
/**
 * Go's `fmt` `%.<n>f` for a float64: the exact binary value rounded to n decimals, ties to even (JavaScript's
 * `toFixed` rounds ties up, so `1.25` would print `1.3` where Go prints `1.2`).
 */
export function formatGoFixed(x: number, decimals: number): string {
  if (!Number.isFinite(x)) return x > 0 ? "+Inf" : x < 0 ? "-Inf" : "NaN";
  const negative = x < 0 || Object.is(x, -0);
  const { numerator, denominator } = exactRational(Math.abs(x));
  const scale = 10n ** BigInt(decimals);
  const scaled = numerator * scale;
  let quotient = scaled / denominator;
  const twiceRemainder = (scaled % denominator) * 2n;
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) {
    quotient += 1n;
  }
  const digits = quotient.toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? "-" : ""}${whole}${decimals > 0 ? `.${fraction}` : ""}`;
}
