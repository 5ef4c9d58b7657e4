/**
 * The kube-openapi strfmt parsers (`pkg/validation/strfmt` at 589584f1c912) that apiserver's UnstructuredToVal
 * (`pkg/cel/common/valuesunstructured.go:134-165`, Kubernetes 1.35) calls to turn a formatted string of an object
 * into a CEL duration, timestamp or bytes, with the values and error texts Go gives. They are more lenient than
 * the format checks of value validation, and differ from them: a value that fails its format check still
 * reaches the rules, and one that passes may fail here.
 */
import { parseGoTime, parseGoTimeNanos } from "../formats/go-time.js";
import { daysFromCivil, nanosPerSecond, parseDuration } from "./time.js";

type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const int64Max = (1n << 63n) - 1n;

// strfmt's timeUnits and timeMultiplier (duration.go:33-55): the last variant of a group is a prefix.
const scalaUnits: readonly (readonly [readonly string[], bigint])[] = [
  [["ns", "nano"], 1n],
  [["us", "\u00b5s", "micro"], 1_000n],
  [["ms", "milli"], 1_000_000n],
  [["s", "sec"], nanosPerSecond],
  [["m", "min"], 60n * nanosPerSecond],
  [["h", "hr", "hour"], 3600n * nanosPerSecond],
  [["d", "day"], 24n * 3600n * nanosPerSecond],
  [["w", "wk", "week"], 7n * 24n * 3600n * nanosPerSecond],
];

// durationMatcher `((\d+)\s*([A-Za-zµ]+))`, Go's \d and \s being ASCII, searched anywhere in the text.
const durationTerm = /([0-9]+)[\t\n\f\r ]*([A-Za-z\u00b5]+)/gu;

/**
 * strfmt `ParseDuration` (duration.go:88-118): Go's time.ParseDuration, else the sum of every number-and-unit
 * term found in the text (`1 hour 30 minutes`, `-5 s` is five seconds: the sign is not part of a term), in
 * int64 arithmetic that wraps as Go's does. A term whose number overflows an int fails with strconv.Atoi's error.
 */
export function strfmtParseDuration(text: string): Parsed<bigint> {
  const go = parseDuration(text);
  if (go !== undefined) return { ok: true, value: go };
  let total = 0n;
  let ok = false;
  for (const [, digits = "", unitText = ""] of text.matchAll(durationTerm)) {
    const factor = BigInt(digits);
    if (factor > int64Max) {
      return { ok: false, error: `strconv.Atoi: parsing ${JSON.stringify(digits)}: value out of range` };
    }
    // The unit has no space to trim; strings.ToLower leaves µ (already lower case) as it is.
    const unit = unitText.toLowerCase();
    for (const [variants, multiplier] of scalaUnits) {
      const last = variants.length - 1;
      for (let i = 0; i <= last; i++) {
        const variant = variants[i] as string;
        if ((i === last && unit.startsWith(variant)) || variant === unit) {
          ok = true;
          total = BigInt.asIntN(64, total + BigInt.asIntN(64, factor * multiplier));
        }
      }
    }
  }
  return ok ? { ok: true, value: total } : { ok: false, error: `unable to parse ${text} as duration` };
}

/** A timestamp as UnstructuredToVal makes it: nanoseconds since the epoch and the zone's offset in seconds. */
interface StrfmtTime {
  readonly nanos: bigint;
  readonly offsetSeconds: number;
}

/**
 * strfmt `ParseDateTime` (time.go:67-80): the empty string is the epoch; otherwise the first of RFC3339Micro,
 * RFC3339Millis, RFC3339, RFC3339Nano and ISO8601LocalTime that parses. The first four accept the same texts
 * with the same results (Go reads any fraction after the seconds of RFC3339), so RFC3339 stands for them; the
 * error is the last layout's, ISO8601LocalTime (`2006-01-02T15:04:05`), whose times are UTC.
 */
export function strfmtParseDateTime(text: string): Parsed<StrfmtTime> {
  if (text === "") return { ok: true, value: { nanos: 0n, offsetSeconds: 0 } };
  const zoned = parseGoTimeNanos("rfc3339", text);
  const parsed = zoned.ok ? zoned : parseGoTimeNanos("localTime", text);
  if (!parsed.ok) return parsed;
  const { year, month, day, hour, minute, second, offset } = parsed.time;
  const seconds =
    BigInt(daysFromCivil(year, month, day)) * 86400n + BigInt(hour * 3600 + minute * 60 + second - offset);
  return {
    ok: true,
    value: { nanos: seconds * nanosPerSecond + BigInt(parsed.nanos), offsetSeconds: offset },
  };
}

/** `time.Parse(strfmt.RFC3339FullDate, s)` (valuesunstructured.go:141): a UTC midnight. */
export function parseFullDate(text: string): Parsed<bigint> {
  const parsed = parseGoTime("date", text);
  if (!parsed.ok) return parsed;
  const { year, month, day } = parsed.time;
  return { ok: true, value: BigInt(daysFromCivil(year, month, day)) * 86400n * nanosPerSecond };
}

const urlAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const urlDecodeMap: Int16Array = (() => {
  const map = new Int16Array(256).fill(-1);
  for (let i = 0; i < urlAlphabet.length; i++) map[urlAlphabet.charCodeAt(i)] = i;
  return map;
})();
const padChar = 0x3d; // '='
const isNewline = (b: number | undefined): boolean => b === 0x0a || b === 0x0d;

/**
 * strfmt `Base64.UnmarshalText` (default.go:236-247): Go's `base64.URLEncoding.Decode` (`-` and `_`, padded,
 * not strict; CR and LF skipped anywhere), a port of encoding/base64's decodeQuantum. The error is Go's
 * CorruptInputError, whose offset counts the bytes of the UTF-8 text.
 */
export function strfmtDecodeBase64(text: string): Parsed<Uint8Array> {
  const src = Buffer.from(text, "utf8");
  const out: number[] = [];
  let si = 0;
  const corrupt = (at: number): Parsed<Uint8Array> => ({
    ok: false,
    error: `illegal base64 data at input byte ${at}`,
  });
  while (si < src.length) {
    const quantum = [0, 0, 0, 0];
    let dlen = 4;
    let trailingGarbage: number | undefined;
    for (let j = 0; j < 4; j++) {
      if (si === src.length) {
        if (j === 0) return { ok: true, value: Uint8Array.from(out) };
        // Padding is required: a short last quantum is corrupt where it began.
        return corrupt(si - j);
      }
      const input = src[si] as number;
      si++;
      const decoded = urlDecodeMap[input] as number;
      if (decoded >= 0) {
        quantum[j] = decoded;
        continue;
      }
      if (isNewline(input)) {
        j--;
        continue;
      }
      if (input !== padChar) return corrupt(si - 1);
      // Padding: only after two or three characters of the quantum.
      if (j === 0 || j === 1) return corrupt(si - 1);
      if (j === 2) {
        while (si < src.length && isNewline(src[si])) si++;
        if (si === src.length) return corrupt(src.length);
        if (src[si] !== padChar) return corrupt(si - 1);
        si++;
      }
      while (si < src.length && isNewline(src[si])) si++;
      if (si < src.length) trailingGarbage = si;
      dlen = j;
      break;
    }
    const [q0 = 0, q1 = 0, q2 = 0, q3 = 0] = quantum;
    const val = (q0 << 18) | (q1 << 12) | (q2 << 6) | q3;
    const bytes = [(val >> 16) & 0xff, (val >> 8) & 0xff, val & 0xff];
    for (let k = 0; k < dlen - 1; k++) out.push(bytes[k] as number);
    if (trailingGarbage !== undefined) return corrupt(trailingGarbage);
  }
  return { ok: true, value: Uint8Array.from(out) };
}
