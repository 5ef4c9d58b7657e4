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

// strfmt's durationMatcher, `((\d+)\s*([A-Za-zµ]+))`: found anywhere in the text, as FindAllStringSubmatch does.
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
 * The `duration` format (strfmt ParseDuration, kube-openapi duration.go:67-95): a Go duration, or text in which
 * some number-and-unit term (`3 days`, `1 hour`) has a known unit. The terms are searched for, not matched against
 * the whole text: `about 3 days` and `1h or so` are durations too. A term whose number overflows an int fails
 * the whole text (strconv.Atoi's error is returned at once).
 */
export function isDuration(text: string): boolean {
  if (isGoDuration(text)) return true;
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
