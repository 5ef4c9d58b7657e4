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
  const layout = layouts[layoutName];
  const fields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0, offset: 0 };
  const fail = (elem: string, rest: string): GoTimeResult => ({
    ok: false,
    error: `parsing time ${quote(input)} as ${quote(layout.text)}: cannot parse ${quote(rest)} as ${quote(elem)}`,
  });
  const failMessage = (message: string): GoTimeResult => ({
    ok: false,
    error: `parsing time ${quote(input)}${message}`,
  });
  let value = input;
  for (const [prefix, element, text] of layout.chunks) {
    if (prefix !== "") {
      if (!value.startsWith(prefix)) return fail(prefix, value);
      value = value.slice(prefix.length);
    }
    const step = parseElement(element, value, fields);
    if (step.range !== undefined) return failMessage(`: ${step.range} out of range`);
    if (step.rest === undefined) return fail(text, value);
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
}

type Fields = { -readonly [K in keyof GoTime]: number };

function parseElement(element: Element, value: string, fields: Fields): Step {
  switch (element) {
    case "year": {
      const text = value.slice(0, 4);
      if (value.length < 4 || !isDigit(value, 0) || !/^[0-9]{4}$/.test(text)) return {};
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
      return secondElement(value, fields);
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
function secondElement(value: string, fields: Fields): Step {
  const parsed = getnum(value, true);
  if (parsed === undefined) return {};
  if (parsed.n >= 60) return { range: "second" };
  fields.second = parsed.n;
  let rest = parsed.rest;
  if (rest.length >= 2 && (rest[0] === "." || rest[0] === ",") && isDigit(rest, 1)) {
    let n = 2;
    while (n < rest.length && isDigit(rest, n)) n++;
    rest = rest.slice(n);
  }
  return { rest };
}

function zoneElement(value: string, fields: Fields): Step {
  if (value.startsWith("Z")) return { rest: value.slice(1) };
  if (value.length < 6 || value[3] !== ":") return {};
  const hour = getnum(value.slice(1, 3), true);
  const minute = hour === undefined ? undefined : getnum(value.slice(4, 6), true);
  const hr = hour?.n ?? 0;
  const mm = minute?.n ?? 0;
  if (hr > 24) return { range: "time zone offset hour" };
  if (mm > 60) return { range: "time zone offset minute" };
  if (hour === undefined || minute === undefined) return {};
  const sign = value[0] === "+" ? 1 : value[0] === "-" ? -1 : 0;
  if (sign === 0) return {};
  fields.offset = sign * (hr * 60 + mm) * 60;
  return { rest: value.slice(6) };
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

// The time package's own quoting: non-ASCII and control bytes as \x escapes of their UTF-8 bytes.
function quote(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x80 || code < 0x20) {
      for (const byte of Buffer.from(ch, "utf8")) out += `\\x${byte.toString(16).padStart(2, "0")}`;
    } else {
      out += ch === '"' || ch === "\\" ? `\\${ch}` : ch;
    }
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
