/** The fields of a successfully parsed time. */
export interface GoTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** Offset east of UTC, in seconds. */
  readonly offset: number;
}

export type GoTimeResult =
  { readonly ok: true; readonly time: GoTime } | { readonly ok: false; readonly error: string };

type Element = "year" | "month" | "day" | "hour" | "minute" | "second" | "zone";

// The layouts the API server parses with, as Go's time package splits them: [literal prefix, element, text].
const layouts = {
  rfc3339: {
    text: "2006-01-02T15:04:05Z07:00",
    chunks: [
      ["", "year", "2006"],
      ["-", "month", "01"],
      ["-", "day", "02"],
      ["T", "hour", "15"],
      [":", "minute", "04"],
      [":", "second", "05"],
      ["", "zone", "Z07:00"],
    ],
  },
  date: {
    text: "2006-01-02",
    chunks: [
      ["", "year", "2006"],
      ["-", "month", "01"],
      ["-", "day", "02"],
    ],
  },
  // strfmt's ISO8601LocalTime (kube-openapi strfmt/time.go): RFC 3339 without the zone, read as UTC.
  localTime: {
    text: "2006-01-02T15:04:05",
    chunks: [
      ["", "year", "2006"],
      ["-", "month", "01"],
      ["-", "day", "02"],
      ["T", "hour", "15"],
      [":", "minute", "04"],
      [":", "second", "05"],
    ],
  },
} as const satisfies Record<
  string,
  { text: string; chunks: readonly (readonly [string, Element, string])[] }
>;

/**
 * Go's `time.Parse` for the RFC 3339 layout (`2006-01-02T15:04:05Z07:00`) or the full-date layout
 * (`2006-01-02`), with Go's error text, e.g.
 * `parsing time "x" as "2006-01-02T15:04:05Z07:00": cannot parse "x" as "2006"`.
 */
export function parseGoTime(layoutName: keyof typeof layouts, input: string): GoTimeResult {
  return parseLayout(layoutName, input, { nanos: 0 });
}

/** A parsed time with the fraction of its second, in nanoseconds (Go keeps the first nine digits). */
export type GoTimeNanosResult =
  | { readonly ok: true; readonly time: GoTime; readonly nanos: number }
  | { readonly ok: false; readonly error: string };

/** {@link parseGoTime} with the fraction of the second, which Go reads after the seconds of any layout. */
export function parseGoTimeNanos(layoutName: keyof typeof layouts, input: string): GoTimeNanosResult {
  const fraction = { nanos: 0 };
  const result = parseLayout(layoutName, input, fraction);
  return result.ok ? { ok: true, time: result.time, nanos: fraction.nanos } : result;
}

function parseLayout(layoutName: keyof typeof layouts, input: string, fraction: Fraction): GoTimeResult {
  const layout = layouts[layoutName];
  // Go slices the UTF-8 bytes (a year is the first four, a zone offset six): the text is parsed and quoted as a
  // string of bytes, one character per byte.
  const bytes = Buffer.from(input, "utf8").toString("latin1");
  const fields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0, offset: 0 };
  const fail = (elem: string, rest: string): GoTimeResult => ({
    ok: false,
    error: `parsing time ${quote(bytes)} as ${quote(layout.text)}: cannot parse ${quote(rest)} as ${quote(elem)}`,
  });
  const failMessage = (message: string): GoTimeResult => ({
    ok: false,
    error: `parsing time ${quote(bytes)}${message}`,
  });
  let value = bytes;
  for (const [prefix, element, text] of layout.chunks) {
    if (prefix !== "") {
      if (!value.startsWith(prefix)) return fail(prefix, value);
      value = value.slice(prefix.length);
    }
    const step = parseElement(element, value, fields, fraction);
    if (step.range !== undefined) return failMessage(`: ${step.range} out of range`);
    if (step.rest === undefined) return fail(text, step.failedAt ?? value);
    value = step.rest;
  }
  if (value !== "") return failMessage(`: extra text: ${quote(value)}`);
  if (fields.day < 1 || fields.day > daysIn(fields.month, fields.year)) {
    return failMessage(": day out of range");
  }
  return { ok: true, time: fields };
}

interface Step {
  /** What is left after the element; undefined when it could not be parsed. */
  readonly rest?: string;
  /** A range error (`month`, `hour` …). */
  readonly range?: string;
  /**
   * Where Go reports a failed element when it had already cut the value (a year's four bytes, a zone's six):
   * its error quotes what follows them. Otherwise the value as the element found it.
   */
  readonly failedAt?: string;
}

type Fields = { -readonly [K in keyof GoTime]: number };

/** Where the fraction of the second goes: kept apart from the fields, which are the GoTime returned. */
interface Fraction {
  nanos: number;
}

function parseElement(element: Element, value: string, fields: Fields, fraction: Fraction): Step {
  switch (element) {
    case "year": {
      if (value.length < 4 || !isDigit(value, 0)) return {};
      // `p, value = value[0:4], value[4:]` comes before atoi(p) fails.
      const text = value.slice(0, 4);
      if (!/^[0-9]{4}$/.test(text)) return { failedAt: value.slice(4) };
      fields.year = Number(text);
      return { rest: value.slice(4) };
    }
    case "month":
      return numberElement(
        value,
        true,
        (n) => (fields.month = n),
        (n) => n <= 0 || n > 12,
        "month",
      );
    case "day":
      return numberElement(
        value,
        true,
        (n) => (fields.day = n),
        () => false,
        "",
      );
    case "hour":
      return numberElement(
        value,
        false,
        (n) => (fields.hour = n),
        (n) => n >= 24,
        "hour",
      );
    case "minute":
      return numberElement(
        value,
        true,
        (n) => (fields.minute = n),
        (n) => n >= 60,
        "minute",
      );
    case "second":
      return secondElement(value, fields, fraction);
    case "zone":
      return zoneElement(value, fields);
  }
}

function numberElement(
  value: string,
  fixed: boolean,
  set: (n: number) => void,
  outOfRange: (n: number) => boolean,
  rangeName: string,
): Step {
  const parsed = getnum(value, fixed);
  if (parsed === undefined) return {};
  set(parsed.n);
  return outOfRange(parsed.n) ? { range: rangeName } : { rest: parsed.rest };
}

// Seconds may carry a fraction even though the layout has none.
function secondElement(value: string, fields: Fields, fraction: Fraction): Step {
  const parsed = getnum(value, true);
  if (parsed === undefined) return {};
  if (parsed.n >= 60) return { range: "second" };
  fields.second = parsed.n;
  let rest = parsed.rest;
  if (rest.length >= 2 && (rest[0] === "." || rest[0] === ",") && isDigit(rest, 1)) {
    let n = 2;
    while (n < rest.length && isDigit(rest, n)) n++;
    // parseNanoseconds: at most nine digits count, scaled to nanoseconds.
    fraction.nanos = Number(rest.slice(1, Math.min(n, 10)).padEnd(9, "0"));
    rest = rest.slice(n);
  }
  return { rest };
}

function zoneElement(value: string, fields: Fields): Step {
  if (value.startsWith("Z")) return { rest: value.slice(1) };
  if (value.length < 6 || value[3] !== ":") return {};
  // Go has cut sign, hour and minute off the value before it reads them.
  const failedAt = value.slice(6);
  const hour = getnum(value.slice(1, 3), true);
  const minute = hour === undefined ? undefined : getnum(value.slice(4, 6), true);
  const hr = hour?.n ?? 0;
  const mm = minute?.n ?? 0;
  if (hr > 24) return { range: "time zone offset hour" };
  if (mm > 60) return { range: "time zone offset minute" };
  if (hour === undefined || minute === undefined) return { failedAt };
  const sign = value[0] === "+" ? 1 : value[0] === "-" ? -1 : 0;
  if (sign === 0) return { failedAt };
  fields.offset = sign * (hr * 60 + mm) * 60;
  return { rest: failedAt };
}

function getnum(s: string, fixed: boolean): { n: number; rest: string } | undefined {
  if (!isDigit(s, 0)) return undefined;
  if (!isDigit(s, 1)) return fixed ? undefined : { n: Number(s[0]), rest: s.slice(1) };
  return { n: Number(s.slice(0, 2)), rest: s.slice(2) };
}

function isDigit(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c >= 48 && c <= 57;
}

function daysIn(month: number, year: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// The time package's own quoting of a string of bytes: bytes of non-ASCII characters and control bytes as \x
// escapes.
function quote(bytes: string): string {
  let out = '"';
  for (let i = 0; i < bytes.length; i++) {
    const code = bytes.charCodeAt(i);
    if (code >= 0x80 || code < 0x20) out += `\\x${code.toString(16).padStart(2, "0")}`;
    else out += (code === 0x22 || code === 0x5c ? "\\" : "") + String.fromCharCode(code);
  }
  return out + '"';
}

/** The time as Go's metav1.Time serialises it: UTC, whole seconds (`2006-01-02T15:04:05Z`). */
export function formatRFC3339UTC(time: GoTime): string {
  const date = new Date(0);
  date.setUTCFullYear(time.year, time.month - 1, time.day);
  date.setUTCHours(time.hour, time.minute, time.second - time.offset, 0);
  const pad = (n: number, w = 2): string => String(n).padStart(w, "0");
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}Z`
  );
}
