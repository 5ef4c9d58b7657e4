/**
 * Go's `time.Parse(time.RFC3339, s)` (Go 1.25 `time/format.go`), which cel-go's `timestamp(string)`
 * conversion calls, then cel-go's range check (years 1 to 9999 in UTC). Go tries the strict
 * `parseRFC3339` first and falls back to the general layout parser, which accepts more (a one-digit hour,
 * a `,` before the fraction, zone offsets up to 24:60), so validity is the general parser's, ported here
 * for the one layout `2006-01-02T15:04:05Z07:00`.
 */
const minUnixTime = -62135596800n;
const maxUnixTime = 253402300799n;

const isDigit = (s: string, i: number): boolean => {
  const c = s.charAt(i);
  return c >= "0" && c <= "9";
};

/** Go's `getnum`: one or two digits; `fixed` requires two. */
function getnum(s: string, fixed: boolean): [number, string] | undefined {
  if (!isDigit(s, 0)) return undefined;
  if (!isDigit(s, 1)) return fixed ? undefined : [Number(s.charAt(0)), s.slice(1)];
  return [Number(s.slice(0, 2)), s.slice(2)];
}

function isLeap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysIn(month: number, year: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days from 1970-01-01 to the given proleptic Gregorian date. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** What Go's parser reads from an RFC 3339 text: the instant, the fraction and the zone offset. */
export interface GoRFC3339Time {
  /** Seconds since the Unix epoch, before cel-go's range check. */
  readonly unixSeconds: bigint;
  /** The fraction's first nine digits as nanoseconds (Go's `parseNanoseconds` truncates the rest). */
  readonly nanos: bigint;
  /** East of UTC, as written (`+24:00` and `+01:60` included). */
  readonly offsetSeconds: number;
}

/** Go's `time.Parse(time.RFC3339, s)`: the time, or undefined where Go returns an error. */
export function parseGoRFC3339(input: string): GoRFC3339Time | undefined {
  let s = input;
  // stdLongYear: four characters, the first a digit, all of them an integer.
  if (s.length < 4 || !isDigit(s, 0) || !/^\d{4}$/.test(s.slice(0, 4))) return undefined;
  const year = Number(s.slice(0, 4));
  s = s.slice(4);
  const fields: number[] = [];
  // "-01-02T15:04:05": literal separators, then month (fixed), day (fixed), hour (1-2 digits), minute and
  // second (fixed).
  for (const [separator, fixed] of [
    ["-", true],
    ["-", true],
    ["T", false],
    [":", true],
    [":", true],
  ] as const) {
    if (!s.startsWith(separator)) return undefined;
    const num = getnum(s.slice(1), fixed);
    if (num === undefined) return undefined;
    fields.push(num[0]);
    s = num[1];
  }
  const [month = 0, day = 0, hour = 0, minute = 0, second = 0] = fields;
  if (month < 1 || month > 12 || hour >= 24 || minute > 59 || second > 59) return undefined;
  // A fraction the layout does not name: `.` or `,` and at least one digit.
  let nanos = 0n;
  if (s.length >= 2 && (s.charAt(0) === "." || s.charAt(0) === ",") && isDigit(s, 1)) {
    let n = 2;
    while (n < s.length && isDigit(s, n)) n++;
    nanos = BigInt(s.slice(1, Math.min(n, 10)).padEnd(9, "0"));
    s = s.slice(n);
  }
  let offset = 0;
  if (s.startsWith("Z")) {
    s = s.slice(1);
  } else {
    // stdISO8601ColonTZ: `±hh:mm`, the range test uses `>` as Go's does.
    if (s.length < 6 || s.charAt(3) !== ":") return undefined;
    const sign = s.charAt(0);
    const hh = getnum(s.slice(1, 3), true);
    const mm = getnum(s.slice(4, 6), true);
    if (hh === undefined || mm === undefined || hh[0] > 24 || mm[0] > 60) return undefined;
    if (sign !== "+" && sign !== "-") return undefined;
    offset = (hh[0] * 60 + mm[0]) * 60 * (sign === "-" ? -1 : 1);
    s = s.slice(6);
  }
  if (s !== "") return undefined; // extra text
  if (day < 1 || day > daysIn(month, year)) return undefined;
  const local = BigInt(daysFromCivil(year, month, day)) * 86400n + BigInt(hour * 3600 + minute * 60 + second);
  return { unixSeconds: local - BigInt(offset), nanos, offsetSeconds: offset };
}

/** Whether `timestamp(s)` succeeds in cel-go. */
export function isValidCelTimestampString(input: string): boolean {
  const t = parseGoRFC3339(input);
  return t !== undefined && t.unixSeconds >= minUnixTime && t.unixSeconds <= maxUnixTime;
}

/** Whether `timestamp(seconds)` succeeds in cel-go (`Int.ConvertToType(TimestampType)`). */
export function isValidCelTimestampSeconds(seconds: bigint): boolean {
  return seconds >= minUnixTime && seconds <= maxUnixTime;
}
