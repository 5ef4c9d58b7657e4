/**
 * Go's `time.ParseDuration` (Go 1.25 `time/format.go`), which cel-go's `duration(string)` conversion calls:
 * `[-+]?([0-9]*(\.[0-9]*)?[a-z]+)+` with units ns, us, µs, μs, ms, s, m, h, or a bare `0`, and an error when
 * the total overflows int64 nanoseconds. Only validity is needed (the validator's message does not quote
 * Go's), so this returns whether Go parses `s`.
 */
const unitNanos: ReadonlyMap<string, bigint> = new Map([
  ["ns", 1n],
  ["us", 1_000n],
  ["µs", 1_000n], // U+00B5 micro sign
  ["μs", 1_000n], // U+03BC Greek letter mu
  ["ms", 1_000_000n],
  ["s", 1_000_000_000n],
  ["m", 60_000_000_000n],
  ["h", 3_600_000_000_000n],
]);

const limit = 1n << 63n;

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";

export function isValidGoDuration(input: string): boolean {
  let s = input;
  let neg = false;
  if (s.startsWith("-") || s.startsWith("+")) {
    neg = s.startsWith("-");
    s = s.slice(1);
  }
  if (s === "0") return true;
  if (s === "") return false;
  let total = 0n;
  while (s !== "") {
    if (!(s.charAt(0) === "." || isDigit(s.charAt(0)))) return false;
    // leadingInt: digits, erroring on overflow past 1<<63.
    let v = 0n;
    let i = 0;
    for (; isDigit(s[i]); i++) {
      if (v > limit / 10n) return false;
      v = v * 10n + BigInt(s.charCodeAt(i) - 48);
      if (v > limit) return false;
    }
    const pre = i > 0;
    s = s.slice(i);
    // leadingFraction: digits after the point; digits past uint64 precision are ignored, not errors.
    let f = 0n;
    let scale = 1;
    let post = false;
    if (s.startsWith(".")) {
      s = s.slice(1);
      let overflow = false;
      let j = 0;
      for (; isDigit(s[j]); j++) {
        if (overflow) continue;
        if (f > (limit - 1n) / 10n) {
          overflow = true;
          continue;
        }
        const y = f * 10n + BigInt(s.charCodeAt(j) - 48);
        if (y > limit) {
          overflow = true;
          continue;
        }
        f = y;
        scale *= 10;
      }
      post = j > 0;
      s = s.slice(j);
    }
    if (!pre && !post) return false;
    let u = 0;
    while (u < s.length && !(s.charAt(u) === "." || isDigit(s.charAt(u)))) u++;
    if (u === 0) return false; // missing unit
    const unit = unitNanos.get(s.slice(0, u));
    if (unit === undefined) return false; // unknown unit
    s = s.slice(u);
    if (v > limit / unit) return false;
    v *= unit;
    if (f > 0n) {
      // Go: v += uint64(float64(f) * (float64(unit) / scale)), a truncating float conversion.
      v += BigInt(Math.trunc(Number(f) * (Number(unit) / scale)));
      if (v > limit) return false;
    }
    total += v;
    if (total > limit) return false;
  }
  return neg || total <= limit - 1n;
}
