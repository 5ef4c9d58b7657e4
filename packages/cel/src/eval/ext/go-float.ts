/**
 * Exact decimal renderings of a float64 as Go prints them: `strconv`'s `%.Nf` / `%.Ne` round the exact
 * binary value half to even, and `golang.org/x/text/message` (which cel-go's `string.format` uses for
 * `%f` and `%e`, with the en_US locale Kubernetes gets by default) adds digit grouping and writes the
 * exponent as `×10` with superscript digits.
 */

/** The exact value of a finite, non-negative double: `digits × 10^-scale`. */
function exactDecimal(v: number): { digits: bigint; scale: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, v);
  const bits = view.getBigUint64(0);
  const exponentBits = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  const mantissa = exponentBits === 0 ? fraction : fraction | (1n << 52n);
  const exp = (exponentBits === 0 ? 1 : exponentBits) - 1075;
  if (exp >= 0) return { digits: mantissa << BigInt(exp), scale: 0 };
  return { digits: mantissa * 5n ** BigInt(-exp), scale: -exp };
}

/** `n / 10^drop`, rounded half to even. */
function roundDrop(n: bigint, drop: number): bigint {
  if (drop <= 0) return n * 10n ** BigInt(-drop);
  const unit = 10n ** BigInt(drop);
  let q = n / unit;
  const r2 = (n % unit) * 2n;
  if (r2 > unit || (r2 === unit && q % 2n === 1n)) q++;
  return q;
}

const negative = (v: number): boolean => v < 0 || Object.is(v, -0);

/** Go's `fmt.Sprintf("%.<prec>f", v)`. */
export function goFixed(v: number, prec: number): string {
  if (Number.isNaN(v)) return "NaN";
  if (!Number.isFinite(v)) return v > 0 ? "+Inf" : "-Inf";
  const { int, frac } = fixedParts(Math.abs(v), prec);
  return (negative(v) ? "-" : "") + int + (prec > 0 ? `.${frac}` : "");
}

function fixedParts(v: number, prec: number): { int: string; frac: string } {
  const { digits, scale } = exactDecimal(v);
  const q = roundDrop(digits, scale - prec)
    .toString()
    .padStart(prec + 1, "0");
  return { int: q.slice(0, q.length - prec), frac: q.slice(q.length - prec) };
}

/**
 * x/text's en `Sprintf("%.<prec>f", v)`: grouped integer digits; NaN and infinities as CLDR symbols.
 * `printer.initDecimal(prec, prec)` (message/print.go) stores the precision as `MinFractionDigits = uint8(prec)`
 * and `MaxFractionDigits = int16(prec)`, so from 256 on the two part ways: the value is rounded to the
 * int16 (a negative one meaning the shortest digits, `ConvertFloat`'s `'g', -1`), its trailing zeros are
 * dropped and it is padded back to the uint8 (`decimalVisibleDigits`, internal/number/format.go).
 */
export function localizedFixed(v: number, prec: number): string {
  if (Number.isNaN(v)) return "NaN";
  // ConvertFloat (internal/number/decimal.go) takes the sign from `x < 0`: negative zero prints unsigned.
  const sign = v < 0 ? "-" : "";
  if (!Number.isFinite(v)) return `${sign}∞`;
  const minFrac = prec & 0xff;
  const maxFrac = (prec << 16) >> 16;
  const { int, frac } = maxFrac >= 0 ? fixedParts(Math.abs(v), maxFrac) : shortestParts(Math.abs(v));
  const shown = frac.replace(/0+$/, "").padEnd(minFrac, "0");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return sign + grouped + (shown === "" ? "" : `.${shown}`);
}

/** The shortest round-trip digits of a finite, non-negative double, split at the decimal point. */
function shortestParts(v: number): { int: string; frac: string } {
  const [mantissa = "", expText = "0"] = v.toExponential().split("e");
  const digits = mantissa.replace(".", "");
  const point = Number(expText) + 1;
  if (point <= 0) return { int: "0", frac: "0".repeat(-point) + digits };
  if (point >= digits.length) return { int: digits + "0".repeat(point - digits.length), frac: "" };
  return { int: digits.slice(0, point), frac: digits.slice(point) };
}

const superscripts = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"];

/**
 * x/text's en `Sprintf("%<width>.<prec>e", v)`: `d.ddd×10ⁿⁿ` with at least two exponent digits, left-padded
 * with spaces to `width` runes (`Formatter.Render`, internal/number/format.go; 0 is no width). As of
 * golang.org/x/text v0.40.0, the version Kubernetes builds with, internal/number/format.go writes the
 * superscripting exponent with no space; v0.22.0 (cel-go's own go.mod and tests) put narrow no-break spaces
 * around the `×`.
 */
export function localizedScientific(v: number, prec: number, width = 0): string {
  const text = scientific(v, prec);
  const runes = Array.from(text).length;
  return runes < width ? " ".repeat(width - runes) + text : text;
}

function scientific(v: number, prec: number): string {
  if (Number.isNaN(v)) return "NaN";
  const sign = v < 0 ? "-" : "";
  if (!Number.isFinite(v)) return `${sign}∞`;
  let mantissa = 0n;
  let exp = 0;
  if (v !== 0) {
    const { digits, scale } = exactDecimal(Math.abs(v));
    const length = digits.toString().length;
    exp = length - 1 - scale;
    mantissa = roundDrop(digits, length - (prec + 1));
    if (mantissa.toString().length > prec + 1) {
      mantissa /= 10n;
      exp++;
    }
  }
  const m = mantissa.toString().padStart(prec + 1, "0");
  const body = prec > 0 ? `${m.slice(0, 1)}.${m.slice(1)}` : m;
  const expDigits = String(Math.abs(exp)).padStart(2, "0");
  const sup = (exp < 0 ? "⁻" : "") + Array.from(expDigits, (d) => superscripts[Number(d)] ?? "").join("");
  return `${sign}${body}×10${sup}`;
}

/**
 * Whether x/text's format parser reads `n` as a width or precision: `parsenum` (internal/format/parser.go)
 * gives up on a digit that follows a value above 1e6 (`tooLarge`), and the clause prints `%!(NOVERB)`.
 */
export function xtextReadsNumber(n: number): boolean {
  return Math.floor(n / 10) <= 1e6;
}

/** What x/text's printer writes for a clause its parser could not finish (message/print.go `doPrintf`). */
export const xtextNoVerb = "%!(NOVERB)";
