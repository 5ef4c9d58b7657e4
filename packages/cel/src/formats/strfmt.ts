/**
 * kube-openapi `pkg/validation/strfmt` (`strfmt.Default.Validates`) for the formats the CEL format library
 * and the structural validator share: `uuid`, `byte`, `date`, `date-time`.
 */
import { parseGoTime } from "./go-time.js";

/** strfmt `UUIDPattern`; the CEL library charges its length as the regex size. */
export const uuidPattern = "(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$";
/** strfmt `DateTimePattern` (the time-of-day half of `date-time`). */
export const dateTimePattern = "^([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$";

const uuidPatterns = {
  uuid: /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i,
  uuid3: /^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i,
  uuid4: /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i,
  uuid5: /^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i,
};

/** The `uuid`, `uuid3`, `uuid4`, `uuid5` formats (case-insensitive, dashes optional). */
export function isUUID(version: keyof typeof uuidPatterns, text: string): boolean {
  return uuidPatterns[version].test(text);
}

/** The `byte` format: standard base64 with padding (govalidator IsBase64; the empty string fails). */
export function isBase64(text: string): boolean {
  return /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/.test(text);
}

/** The `date` format: Go's time.Parse with `2006-01-02`. */
export function isDate(text: string): boolean {
  return parseGoTime("date", text).ok;
}

// dateTimePattern as JavaScript must write it: Go's `.` is any code point but a newline, where JavaScript's would
// match half of a surrogate pair (or, with the u flag, no \r, \u2028 or \u2029).
const timeOfDay = /^([0-9]{2}):([0-9]{2}):([0-9]{2})([^\n][0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$/u;

/**
 * The `date-time` format (strfmt IsDateTime): lower-cased and split at every `t`, the first part must be a
 * date and the second a time of day; anything after a second `t` is ignored.
 */
export function isDateTime(text: string): boolean {
  if (Buffer.byteLength(text, "utf8") < 4) return false;
  const parts = text.toLowerCase().split("t");
  const [date, time] = parts;
  if (date === undefined || time === undefined || !isDate(date)) return false;
  const match = timeOfDay.exec(time);
  if (match === null) return false;
  const [, hour = "", minute = "", second = ""] = match;
  return hour <= "23" && minute <= "59" && second <= "59";
}
