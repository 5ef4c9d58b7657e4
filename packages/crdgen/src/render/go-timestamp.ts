/**
 * Whether go-yaml v2 reads an unquoted string as a timestamp (resolve.go `parseTimestamp`): Go's
 * `time.Parse` with the layouts `2006-1-2T15:4:5.999999999Z07:00` (also with a lower-case `t`),
 * `2006-1-2 15:4:5.999999999` and `2006-1-2`. Such strings must be quoted to stay strings.
 */
export function isGoYamlTimestamp(text: string): boolean {
  if (!/^[0-9]{4}-/.test(text)) return false;
  return (
    matchesLayout(text, "T", true) ||
    matchesLayout(text, "t", true) ||
    matchesLayout(text, " ", false) ||
    matchesLayout(text, undefined, false)
  );
}

class Cursor {
  constructor(
    readonly text: string,
    public at = 0,
  ) {}

  get done(): boolean {
    return this.at >= this.text.length;
  }

  isDigit(offset = 0): boolean {
    const ch = this.text.charAt(this.at + offset);
    return ch >= "0" && ch <= "9";
  }

  take(literal: string): boolean {
    if (!this.text.startsWith(literal, this.at)) return false;
    this.at += literal.length;
    return true;
  }

  /** Go's `getnum`: one or two digits (exactly two when `fixed`). */
  number(fixed: boolean): number | undefined {
    if (!this.isDigit()) return undefined;
    if (!this.isDigit(1)) {
      if (fixed) return undefined;
      return Number(this.text.charAt(this.at++));
    }
    const value = Number(this.text.slice(this.at, this.at + 2));
    this.at += 2;
    return value;
  }
}

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function matchesLayout(text: string, separator: string | undefined, withZone: boolean): boolean {
  const c = new Cursor(text, 4);
  const year = Number(text.slice(0, 4));
  if (!c.take("-")) return false;
  const month = c.number(false);
  if (month === undefined || month < 1 || month > 12 || !c.take("-")) return false;
  const day = c.number(false);
  if (day === undefined) return false;
  if (separator !== undefined && !(takeSeparator(c, separator) && clock(c) && (!withZone || zone(c)))) {
    return false;
  }
  return c.done && day >= 1 && day <= daysIn(month, year);
}

// A space in a Go layout matches any run of spaces (time.skip); other literals match exactly.
function takeSeparator(c: Cursor, separator: string): boolean {
  if (separator !== " ") return c.take(separator);
  if (!c.done && !c.take(" ")) return false;
  while (c.take(" "));
  return true;
}

function clock(c: Cursor): boolean {
  const hour = c.number(false);
  if (hour === undefined || hour >= 24 || !c.take(":")) return false;
  const minute = c.number(false);
  if (minute === undefined || minute >= 60 || !c.take(":")) return false;
  const second = c.number(false);
  if (second === undefined || second >= 60) return false;
  const mark = c.text.charAt(c.at);
  if ((mark === "." || mark === ",") && c.isDigit(1)) {
    c.at++;
    while (c.isDigit()) c.at++;
  }
  return true;
}

function zone(c: Cursor): boolean {
  if (c.take("Z")) return true;
  const rest = c.text.slice(c.at);
  if (rest.length < 6 || rest.charAt(3) !== ":") return false;
  const sign = rest.charAt(0);
  const hours = new Cursor(rest.slice(1, 3)).number(true);
  const minutes = new Cursor(rest.slice(4, 6)).number(true);
  if (hours === undefined || minutes === undefined || hours > 24 || minutes > 60) return false;
  if (sign !== "+" && sign !== "-") return false;
  c.at += 6;
  return true;
}
