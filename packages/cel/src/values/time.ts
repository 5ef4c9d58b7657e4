/**
 * Timestamps and durations as cel-go's `common/types/timestamp.go` and `duration.go`: ranges, checked
 * arithmetic (`overflow.go`), Go's `time.Parse(RFC3339)`, `Format(RFC3339Nano)`, `time.ParseDuration` and
 * the time-zone argument of the accessors (`timeZone`).
 */
import { goQuote } from "../common/go-format.js";
import { intOverflow, timestampOverflow } from "./errors.js";
import { checkedInt, int64Max, int64Min } from "./int64.js";
import { DurationValue, ErrorValue, TimestampValue } from "./value.js";

export const nanosPerSecond = 1_000_000_000n;
/** cel-go's `minUnixTime`/`maxUnixTime`: 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z. */
export const minUnixSeconds = -62135596800n;
export const maxUnixSeconds = 253402300799n;

const floorDiv = (a: bigint, b: bigint): bigint => {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
};

export function unixSeconds(t: TimestampValue): bigint {
  return floorDiv(t.nanos, nanosPerSecond);
}

/** A timestamp if its seconds are within cel-go's range, else `timestamp overflow`. */
export function checkedTimestamp(nanos: bigint, offsetSeconds = 0): TimestampValue | ErrorValue {
  const s = floorDiv(nanos, nanosPerSecond);
  return s < minUnixSeconds || s > maxUnixSeconds
    ? timestampOverflow()
    : new TimestampValue(nanos, offsetSeconds);
}

export function checkedDuration(nanos: bigint): DurationValue | ErrorValue {
  const v = checkedInt(nanos);
  return v instanceof ErrorValue ? v : new DurationValue(v);
}

/**
 * cel-go's `subtractTimeChecked` (common/types/overflow.go): whole seconds and nanoseconds apart, the
 * seconds scaled to nanoseconds with an overflow check of their own before the nanoseconds are added, so a
 * difference of -9223372037s + 145224192ns overflows although its sum, math.MinInt64, would fit.
 */
export function subtractTimestamps(a: TimestampValue, b: TimestampValue): DurationValue | ErrorValue {
  const sec = unixSeconds(a) - unixSeconds(b);
  const nsec = a.nanos - unixSeconds(a) * nanosPerSecond - (b.nanos - unixSeconds(b) * nanosPerSecond);
  const scaled = sec * nanosPerSecond;
  if (scaled < int64Min || scaled > int64Max) return intOverflow();
  const d = scaled + nsec;
  return d < int64Min || d > int64Max ? intOverflow() : new DurationValue(d);
}

/** cel-go's `subtractTimeDurationChecked`: `negateDurationChecked` first, then the addition. */
export function negatedDuration(d: DurationValue): bigint | ErrorValue {
  return d.nanos === int64Min ? intOverflow() : -d.nanos;
}

/** Civil date of a day count since 1970-01-01 (Howard Hinnant's `civil_from_days`). */
function civilFromDays(days: bigint): { year: number; month: number; day: number } {
  const z = Number(days) + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The broken-down time of a timestamp shifted by `offsetSeconds` east of UTC. */
export interface CivilTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly dayOfYear: number;
  readonly dayOfWeek: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  readonly nanos: number;
}

export function civilTime(t: TimestampValue, offsetSeconds: number): CivilTime {
  const local = t.nanos + BigInt(offsetSeconds) * nanosPerSecond;
  const secs = floorDiv(local, nanosPerSecond);
  const nanos = Number(local - secs * nanosPerSecond);
  const days = floorDiv(secs, 86400n);
  const secOfDay = Number(secs - days * 86400n);
  const { year, month, day } = civilFromDays(days);
  const dayOfYear = Number(days) - daysFromCivil(year, 1, 1);
  const dayOfWeek = (((Number(days) + 4) % 7) + 7) % 7;
  return {
    year,
    month,
    day,
    dayOfYear,
    dayOfWeek,
    hours: Math.floor(secOfDay / 3600),
    minutes: Math.floor((secOfDay % 3600) / 60),
    seconds: secOfDay % 60,
    nanos,
  };
}

const pad = (n: number, w: number): string => String(n).padStart(w, "0");

/** Go's `t.Format(time.RFC3339Nano)`: trailing zeros of the fraction dropped, `Z` for a zero offset. */
export function formatTimestamp(t: TimestampValue): string {
  const c = civilTime(t, t.offsetSeconds);
  const frac = c.nanos === 0 ? "" : `.${pad(c.nanos, 9).replace(/0+$/, "")}`;
  const off = Math.abs(t.offsetSeconds);
  const zone =
    t.offsetSeconds === 0
      ? "Z"
      : `${t.offsetSeconds < 0 ? "-" : "+"}${pad(Math.floor(off / 3600), 2)}:${pad(Math.floor((off % 3600) / 60), 2)}`;
  return `${pad(c.year, 4)}-${pad(c.month, 2)}-${pad(c.day, 2)}T${pad(c.hours, 2)}:${pad(c.minutes, 2)}:${pad(c.seconds, 2)}${frac}${zone}`;
}

const rfc3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** Go's `time.Parse(time.RFC3339, s)`, then cel-go's range check; undefined when it does not parse. */
export function parseTimestamp(s: string): TimestampValue | ErrorValue | undefined {
  const m = rfc3339.exec(s);
  if (m === null) return undefined;
  const [year, month, day, hh, mm, ss] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i]));
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (hh === undefined || mm === undefined || ss === undefined) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hh > 23 || mm > 59 || ss > 59) {
    return undefined;
  }
  let offset = 0;
  if (m[9] !== undefined) {
    const oh = Number(m[10]);
    const om = Number(m[11]);
    if (oh > 23 || om > 59) return undefined;
    offset = (m[9] === "-" ? -1 : 1) * (oh * 3600 + om * 60);
  }
  const fraction = BigInt((m[7] ?? "").padEnd(9, "0").slice(0, 9) || "0");
  const seconds =
    BigInt(daysFromCivil(year, month, day)) * 86400n + BigInt(hh * 3600 + mm * 60 + ss) - BigInt(offset);
  return checkedTimestamp(seconds * nanosPerSecond + fraction, offset);
}

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const unitNanos: Record<string, bigint> = {
  ns: 1n,
  us: 1000n,
  µs: 1000n,
  μs: 1000n,
  ms: 1_000_000n,
  s: nanosPerSecond,
  m: 60n * nanosPerSecond,
  h: 3600n * nanosPerSecond,
};

/** Go's `time.ParseDuration`; undefined on a syntax error or overflow (Go returns an error for both). */
export function parseDuration(s: string): bigint | undefined {
  let rest = s;
  let negative = false;
  if (rest.startsWith("-") || rest.startsWith("+")) {
    negative = rest.startsWith("-");
    rest = rest.slice(1);
  }
  if (rest === "0") return 0n;
  if (rest === "") return undefined;
  let total = 0n;
  const part = /^([0-9]*)(?:\.([0-9]*))?([^0-9.]+)/;
  while (rest !== "") {
    const m = part.exec(rest);
    if (m === null) return undefined;
    const whole = m[1] ?? "";
    const frac = m[2] ?? "";
    if (whole === "" && frac === "") return undefined;
    const unitMatch = /^(ns|us|µs|μs|ms|s|m|h)/.exec(m[3] ?? "");
    if (unitMatch === null) return undefined;
    const unitText = unitMatch[1] ?? "";
    const unit = unitNanos[unitText];
    if (unit === undefined) return undefined;
    // Go keeps the fraction exact up to the unit's precision and truncates the rest.
    let v = BigInt(whole || "0") * unit;
    if (frac !== "") v += (BigInt(frac) * unit) / 10n ** BigInt(frac.length);
    total += v;
    if (total > 2n ** 63n) return undefined;
    rest = rest.slice(whole.length + (m[2] === undefined ? 0 : frac.length + 1) + unitText.length);
  }
  if (negative) total = -total;
  return total < int64Min || total > int64Max ? undefined : total;
}

/** cel-go's duration `string()`: `strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + "s"`. */
export function formatDuration(d: DurationValue): string {
  // Go's Seconds() is sec + nsec/1e9 in float64; FormatFloat 'f' -1 prints the shortest round-trip digits.
  const sec = d.nanos / nanosPerSecond;
  const nsec = d.nanos % nanosPerSecond;
  const seconds = Number(sec) + Number(nsec) / 1e9;
  return `${formatFloatF(seconds)}s`;
}

/** Go's `strconv.FormatFloat(v, 'f', -1, 64)`: shortest digits, never an exponent. */
function formatFloatF(v: number): string {
  if (Number.isInteger(v) && Math.abs(v) < 1e21) return v.toFixed(0);
  const s = String(v);
  if (!s.includes("e")) return s;
  const [mant = "", expText = "0"] = s.split("e");
  const exp = Number(expText);
  const neg = mant.startsWith("-");
  const digits = mant.replace("-", "").replace(".", "");
  const point =
    (mant.replace("-", "").indexOf(".") === -1
      ? mant.replace("-", "").length
      : mant.replace("-", "").indexOf(".")) + exp;
  let out: string;
  if (point <= 0) out = `0.${"0".repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + "0".repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return neg ? `-${out}` : out;
}

/**
 * cel-go's `timeZone` (common/types/timestamp.go:280-315 at v0.26.0): a name is an IANA location (Go's
 * `time.LoadLocation`), otherwise `<hours>:<minutes>`, any two integers (`+00:60` is an hour; the range check
 * of cel-go #1336 came after v0.26.0). Returns the offset east of UTC in seconds at instant `t`, or an error value.
 */
export function zoneOffset(tz: string, t: TimestampValue): number | ErrorValue {
  const colon = tz.indexOf(":");
  if (colon === -1) return ianaOffset(tz, t);
  const hr = goAtoi(tz.slice(0, colon));
  const min = goAtoi(tz.slice(colon + 1));
  if (hr instanceof ErrorValue) return hr;
  if (min instanceof ErrorValue) return min;
  const offset = tz.startsWith("-") ? hr * 60 - min : hr * 60 + min;
  return offset * 60;
}

/** Go's `strconv.Atoi` (a 64-bit int), with its `NumError` text (the input quoted by `strconv.Quote`). */
function goAtoi(s: string): number | ErrorValue {
  const numError = (reason: string): ErrorValue =>
    new ErrorValue(`strconv.Atoi: parsing ${goQuote(new TextEncoder().encode(s))}: ${reason}`);
  if (!/^[+-]?[0-9]+$/.test(s)) return numError("invalid syntax");
  const n = BigInt(s);
  if (n < int64Min || n > int64Max) return numError("value out of range");
  return Number(n);
}

function ianaOffset(name: string, t: TimestampValue): number | ErrorValue {
  // Go: "" and "UTC" are UTC, "Local" is the local zone (the API server runs in UTC).
  if (name === "" || name === "UTC" || name === "Local") return 0;
  // LoadLocation (time/zoneinfo.go) refuses a name with ".." or a leading slash or backslash before any lookup.
  if (name.includes("..") || name.startsWith("/") || name.startsWith("\\")) {
    return new ErrorValue("time: invalid location name");
  }
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: name,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      era: "short",
    });
  } catch {
    return new ErrorValue(`unknown time zone ${name}`);
  }
  // Go reads the zone file of that exact name (a case-sensitive file system, or the embedded tzdata's zip), where
  // Intl matches names in any case: a name that is its canonical zone in another case ("utc") is unknown to Go.
  // (An alias in another case, "asia/kolkata", canonicalizes to another name and is not caught here.)
  const canonical = format.resolvedOptions().timeZone;
  if (canonical !== name && canonical.toLowerCase() === name.toLowerCase()) {
    return new ErrorValue(`unknown time zone ${name}`);
  }
  const ms = Number(floorDiv(t.nanos, 1_000_000n));
  const whole = Math.floor(ms / 1000) * 1000;
  const parts = Object.fromEntries(format.formatToParts(new Date(whole)).map((p) => [p.type, p.value]));
  const year = parts["era"] === "BC" ? 1 - Number(parts["year"]) : Number(parts["year"]);
  const localDays = daysFromCivil(year, Number(parts["month"]), Number(parts["day"]));
  const localSeconds =
    localDays * 86400 + Number(parts["hour"]) * 3600 + Number(parts["minute"]) * 60 + Number(parts["second"]);
  return localSeconds - whole / 1000;
}
