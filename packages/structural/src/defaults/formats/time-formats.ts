// The `date` and `date-time` checks live in @crdgen/cel, which the CEL format library shares.
export { isDate, isDateTime } from "@crdgen/cel";

// Nanoseconds per unit of Go's time.ParseDuration.
const goUnits: Record<string, bigint> = {
  ns: 1n,
  us: 1_000n,
  "\u00b5s": 1_000n,
  "\u03bcs": 1_000n,
  ms: 1_000_000n,
  s: 1_000_000_000n,
  m: 60_000_000_000n,
  h: 3_600_000_000_000n,
};

const maxDuration = 2n ** 63n;

/** Whether Go's time.ParseDuration accepts the text (`1h30m`, `-1.5s`, `0`), overflow included. */
function isGoDuration(text: string): boolean {
  let s = text;
  const negative = s.startsWith("-");
  if (negative || s.startsWith("+")) s = s.slice(1);
  if (s === "0") return true;
  if (s === "") return false;
  let total = 0n;
  const term = /^([0-9]*)(?:\.([0-9]*))?([^0-9.]*)/;
  while (s !== "") {
    const match = term.exec(s);
    if (match === null) return false;
    const [whole, intPart = "", fracPart, unit = ""] = match;
    if (intPart === "" && (fracPart ?? "") === "") return false;
    const scale = goUnits[unit];
    if (scale === undefined) return false;
    let value = BigInt(intPart === "" ? "0" : intPart);
    if (value > maxDuration / scale) return false;
    value *= scale;
    if (fracPart !== undefined && fracPart !== "") {
      value += BigInt(Math.floor(Number(`0.${fracPart}`) * Number(scale)));
      if (value > maxDuration) return false;
    }
    total += value;
    if (total > maxDuration) return false;
    s = s.slice(whole.length);
  }
  return negative || total <= maxDuration - 1n;
}

const scalaDuration = /^[\t\n\f\r ]*(?:[0-9]+[\t\n\f\r ]*[A-Za-z\u00b5]+[\t\n\f\r ]*)+$/;
const scalaTerm = /([0-9]+)[\t\n\f\r ]*([A-Za-z\u00b5]+)/g;
const scalaUnits = [
  ["ns", "nano"],
  ["us", "\u00b5s", "micro"],
  ["ms", "milli"],
  ["s", "sec"],
  ["m", "min"],
  ["h", "hr", "hour"],
  ["d", "day"],
  ["w", "wk", "week"],
];

/**
 * The `duration` format (strfmt ParseDuration): a Go duration, or a Scala-style one such as `3 days` or
 * `1 hour 2 minutes` where at least one term has a known unit.
 */
export function isDuration(text: string): boolean {
  if (isGoDuration(text)) return true;
  if (!scalaDuration.test(text)) return false;
  let ok = false;
  for (const [, digits = "", unitText = ""] of text.matchAll(scalaTerm)) {
    if (BigInt(digits) > 2n ** 63n - 1n) return false;
    const unit = unitText.toLowerCase();
    for (const variants of scalaUnits) {
      const last = variants.length - 1;
      variants.forEach((variant, i) => {
        if ((i === last && unit.startsWith(variant)) || variant === unit) ok = true;
      });
    }
  }
  return ok;
}
