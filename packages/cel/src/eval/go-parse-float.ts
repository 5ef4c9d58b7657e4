/**
 * Go's `strconv.ParseFloat(s, 64)`, for cel-go's `double(string)` (common/types/string.go `ConvertToType`, where
 * any error, syntax or range, is a failed conversion) and for controller-gen's number arguments (markers). Follows strconv/atof.go: `special`
 * (inf, infinity, nan in any case, a sign only before the infinities), `readFloat` (decimal or `0x`
 * mantissas, underscores between digits as `underscoreOK` allows them, a `p` exponent required after a
 * hexadecimal mantissa, exponent digits accumulated only while below 10000), and `ErrRange` when the
 * rounded value overflows.
 */

/** The double `s` denotes, or undefined where ParseFloat returns an error. */
export function parseGoFloat(s: string): number | undefined {
  const parsed = goParseFloat(s);
  return parsed === undefined || parsed.outOfRange ? undefined : parsed.value;
}

/**
 * `strconv.ParseFloat(s, 64)` with Go's two outcomes apart: undefined for `ErrSyntax`; otherwise the value,
 * which is ±Inf with `outOfRange` for `ErrRange` (an overflow), as Go returns it.
 */
export function goParseFloat(
  s: string,
): { readonly value: number; readonly outOfRange: boolean } | undefined {
  const special = specialValue(s);
  if (special !== undefined) return { value: special, outOfRange: false };
  const read = readFloat(s);
  if (read === undefined) return undefined;
  const magnitude = read.hex
    ? hexValue(read.mantissa, read.fracDigits, read.exp)
    : Number(`${read.mantissa}e${read.exp - read.fracDigits}`);
  return { value: read.negative ? -magnitude : magnitude, outOfRange: !Number.isFinite(magnitude) };
}

function specialValue(s: string): number | undefined {
  if (/^nan$/i.test(s)) return NaN;
  const inf = /^([+-]?)(?:inf|infinity)$/i.exec(s);
  if (inf === null) return undefined;
  return inf[1] === "-" ? -Infinity : Infinity;
}

interface ReadFloat {
  readonly negative: boolean;
  readonly hex: boolean;
  /** Every mantissa digit, without the point and underscores. */
  readonly mantissa: string;
  /** How many of them follow the point. */
  readonly fracDigits: number;
  /** The exponent as Go reads it (decimal for `e`, binary for `p`). */
  readonly exp: number;
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";
const isHexLetter = (c: string | undefined): boolean => c !== undefined && /^[a-fA-F]$/.test(c);

/** `readFloat`, required to consume the whole string (ParseFloat's `n != len(s)` is a syntax error). */
function readFloat(s: string): ReadFloat | undefined {
  let i = 0;
  const negative = s[0] === "-";
  if (s[0] === "+" || s[0] === "-") i++;
  const hex = i + 2 < s.length && s[i] === "0" && (s[i + 1] === "x" || s[i + 1] === "X");
  if (hex) i += 2;
  let underscores = false;
  let sawDot = false;
  let mantissa = "";
  let fracDigits = 0;
  for (; i < s.length; i++) {
    const c = s[i] ?? "";
    if (c === "_") {
      underscores = true;
    } else if (c === ".") {
      if (sawDot) break;
      sawDot = true;
    } else if (isDigit(c) || (hex && isHexLetter(c))) {
      mantissa += c;
      if (sawDot) fracDigits++;
    } else {
      break;
    }
  }
  if (mantissa === "") return undefined;
  let exp = 0;
  const expChar = hex ? "p" : "e";
  if (s[i]?.toLowerCase() === expChar) {
    i++;
    let sign = 1;
    if (s[i] === "+") {
      i++;
    } else if (s[i] === "-") {
      sign = -1;
      i++;
    }
    if (!isDigit(s[i])) return undefined;
    for (; i < s.length && (isDigit(s[i]) || s[i] === "_"); i++) {
      if (s[i] === "_") underscores = true;
      else if (exp < 10000) exp = exp * 10 + Number(s[i]);
    }
    exp *= sign;
  } else if (hex) {
    return undefined;
  }
  if (i !== s.length) return undefined;
  if (underscores && !underscoreOK(s)) return undefined;
  return { negative, hex, mantissa, fracDigits, exp };
}

/** strconv's `underscoreOK`: underscores only between digits, or between a base prefix and a digit. */
function underscoreOK(text: string): boolean {
  let s = text;
  if (s[0] === "+" || s[0] === "-") s = s.slice(1);
  let saw = "^";
  let i = 0;
  let hex = false;
  if (s.length >= 2 && s[0] === "0" && /^[bBoOxX]$/.test(s[1] ?? "")) {
    i = 2;
    saw = "0";
    hex = s[1] === "x" || s[1] === "X";
  }
  for (; i < s.length; i++) {
    const c = s[i];
    if (isDigit(c) || (hex && isHexLetter(c))) {
      saw = "0";
      continue;
    }
    if (c === "_") {
      if (saw !== "0") return false;
      saw = "_";
      continue;
    }
    if (saw === "_") return false;
    saw = "!";
  }
  return saw !== "_";
}

/**
 * `hexDigits × 16^-fracDigits × 2^exp` rounded half to even to a double, subnormals included, ±Infinity past
 * the largest (as `atofHex` rounds with its guard and sticky bits).
 */
function hexValue(hexDigits: string, fracDigits: number, exp: number): number {
  const m = BigInt(`0x${hexDigits}`);
  if (m === 0n) return 0;
  const e = exp - 4 * fracDigits;
  const bits = m.toString(2).length;
  // Drop low bits so that 53 remain, or fewer where the value falls below 2^-1022 (the lowest kept bit
  // then weighs 2^-1074).
  const drop = Math.max(bits - 53, -1074 - e);
  if (drop <= 0) return Number(m) * 2 ** e;
  const kept = m >> BigInt(drop);
  const rest = m - (kept << BigInt(drop));
  const half = 1n << BigInt(drop - 1);
  const rounded = rest > half || (rest === half && (kept & 1n) === 1n) ? kept + 1n : kept;
  return Number(rounded) * 2 ** (e + drop);
}
