/**
 * go-yaml v2's `parseTimestamp` (resolve.go): whether `time.Parse` accepts the text in one of its layouts,
 * after a quick check that it starts with four digits and a `-`. It decides whether an explicit `!!timestamp`
 * scalar decodes (kubectl then sends the text as written); plain timestamps are strings either way.
 */
export function isGoYamlTimestamp(text: string): boolean {
  if (!/^[0-9]{4}-/.test(text)) return false;
  return layouts.some((layout) => parsesAs(text, layout));
}

// resolve.go's allowedTimestampFormats, as the steps time.Parse takes through them:
// "2006-1-2T15:4:5.999999999Z07:00", "2006-1-2t15:4:5.999999999Z07:00", "2006-1-2 15:4:5.999999999", "2006-1-2".
const layouts: readonly (readonly Step[])[] = [
  ["date", "T", "time", "zone"],
  ["date", "t", "time", "zone"],
  ["date", " ", "time"],
  ["date"],
];

type Step = "date" | "time" | "zone" | "T" | "t" | " ";

interface Parsed {
  rest: string;
}

function parsesAs(text: string, layout: readonly Step[]): boolean {
  const state: Parsed = { rest: text };
  for (const step of layout) {
    if (!takeStep(state, step)) return false;
  }
  return state.rest === "";
}

function takeStep(state: Parsed, step: Step): boolean {
  switch (step) {
    case "date":
      return takeDate(state);
    case "time":
      return takeTime(state);
    case "zone":
      return takeZone(state);
    case " ":
      return skipSpaces(state);
    default:
      if (!state.rest.startsWith(step)) return false;
      state.rest = state.rest.slice(1);
      return true;
  }
}

// "2006-1-2": a four-digit year, then month and day of one or two digits (time.Parse's getnum), a real date.
function takeDate(state: Parsed): boolean {
  const match = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})/.exec(state.rest);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  state.rest = state.rest.slice(match[0].length);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(month, year);
}

function daysIn(month: number, year: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// "15:4:5.999999999": hour, minute and second of one or two digits in range, then an optional fraction
// (a `.` or `,` and at least one digit; Go reads any number of digits).
function takeTime(state: Parsed): boolean {
  const match = /^([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2})(?:[.,][0-9]+)?/.exec(state.rest);
  if (match === null) return false;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3]);
  state.rest = state.rest.slice(match[0].length);
  return hour < 24 && minute < 60 && second < 60;
}

// "Z07:00": `Z`, or a sign and a two-digit hour and minute around a colon (hour up to 24, minute up to 60).
function takeZone(state: Parsed): boolean {
  if (state.rest.startsWith("Z")) {
    state.rest = state.rest.slice(1);
    return true;
  }
  const match = /^[+-]([0-9]{2}):([0-9]{2})/.exec(state.rest);
  if (match === null) return false;
  state.rest = state.rest.slice(6);
  return Number(match[1]) <= 24 && Number(match[2]) <= 60;
}

// A space in a layout matches a run of spaces (time.Parse's skip); the run may be empty only at the end.
function skipSpaces(state: Parsed): boolean {
  if (state.rest !== "" && !state.rest.startsWith(" ")) return false;
  state.rest = state.rest.replace(/^ +/, "");
  return true;
}
