/**
 * The Go parsers behind the literal validators: `time.ParseDuration`, `time.Parse(time.RFC3339, …)` with
 * cel-go's timestamp range, and `regexp.Compile`. Cases written from the Go 1.25 sources (`time/format.go`);
 * properties with fast-check.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidGoDuration } from "../../src/validators/go-duration.js";
import { goRegexpError } from "../../src/regexp/go-regexp.js";
import { isValidCelTimestampSeconds, isValidCelTimestampString } from "../../src/validators/go-timestamp.js";

describe("time.ParseDuration", () => {
  it.each([
    "0",
    "-0",
    "+0",
    "1.5h",
    ".5s",
    "5.s",
    "1h2m3s4ms5us6ns",
    "1µs",
    "1μs",
    "-2562047h",
    "9223372036854775807ns",
  ])("accepts %s", (s) => {
    expect(isValidGoDuration(s)).toBe(true);
  });
  it.each(["", "-", "1", ".s", "1e3s", "1d", "1 s", "s", "2562048h", "9223372036854775808ns", "1.5"])(
    "rejects %s",
    (s) => {
      expect(isValidGoDuration(s)).toBe(false);
    },
  );
  it("allows -1<<63 nanoseconds only when negative", () => {
    expect(isValidGoDuration("-9223372036854775808ns")).toBe(true);
    expect(isValidGoDuration("9223372036854775808ns")).toBe(false);
  });

  const unit = fc.constantFrom("ns", "us", "µs", "ms", "s", "m", "h");
  it("accepts any sum of small parts with a known unit", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("", "-", "+"),
        fc.array(fc.tuple(fc.nat(1000), unit), { minLength: 1 }),
        (sign, parts) => isValidGoDuration(sign + parts.map(([n, u]) => `${n}${u}`).join("")),
      ),
    );
  });
  it("rejects a part with an unknown unit", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.stringMatching(/^[a-z]{1,3}$/), (n, u) => {
        fc.pre(!["ns", "us", "ms", "s", "m", "h"].includes(u));
        return !isValidGoDuration(`${n}${u}`);
      }),
    );
  });
  it("never throws", () => {
    fc.assert(fc.property(fc.string(), (s) => typeof isValidGoDuration(s) === "boolean"));
  });
});

describe("time.Parse(time.RFC3339) within cel-go's timestamp range", () => {
  it.each([
    "2000-01-01T00:00:00Z",
    "2000-01-01T1:00:00Z", // the general parser reads the hour with one or two digits
    "2000-02-29T00:00:00Z",
    "2000-01-01T00:00:00.123456789Z",
    "2000-01-01T00:00:00,5Z",
    "2000-01-01T00:00:00+24:00",
    "2000-01-01T00:00:00-05:30",
    "0001-01-01T00:00:00Z",
    "9999-12-31T23:59:59Z",
  ])("accepts %s", (s) => {
    expect(isValidCelTimestampString(s)).toBe(true);
  });
  it.each([
    "2000-01-01t00:00:00Z",
    "2000-01-01T00:00:00z",
    "1900-02-29T00:00:00Z",
    "2000-04-31T00:00:00Z",
    "2000-1-01T00:00:00Z",
    "2000-01-01T24:00:00Z",
    "2000-01-01T00:60:00Z",
    "2000-01-01T00:00:60Z",
    "2000-01-01T00:00:00+25:00",
    "2000-01-01T00:00:00",
    "2000-01-01T00:00:00ZZ",
    "0000-01-01T00:00:00Z",
    "0001-01-01T00:00:00+00:01",
    "9999-12-31T23:59:59-00:01",
    "1000-00-00T00:00:00Z",
  ])("rejects %s", (s) => {
    expect(isValidCelTimestampString(s)).toBe(false);
  });

  it("agrees with the calendar for UTC timestamps", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (year, month, day, hour, minute) => {
          const date = new Date(0);
          date.setUTCFullYear(year, month - 1, day);
          const exists = date.getUTCDate() === day;
          const pad = (n: number, w = 2): string => String(n).padStart(w, "0");
          const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00Z`;
          return isValidCelTimestampString(text) === exists;
        },
      ),
    );
  });
  it("accepts what Date.toISOString prints within years 1 to 9999", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(-62135596800000), max: new Date(253402300799999), noInvalidDate: true }),
        (d) => isValidCelTimestampString(d.toISOString()),
      ),
    );
  });
  it("bounds epoch seconds to years 1 to 9999", () => {
    expect(isValidCelTimestampSeconds(-62135596800n)).toBe(true);
    expect(isValidCelTimestampSeconds(-62135596801n)).toBe(false);
    expect(isValidCelTimestampSeconds(253402300799n)).toBe(true);
    expect(isValidCelTimestampSeconds(253402300800n)).toBe(false);
  });
  it("never throws", () => {
    fc.assert(fc.property(fc.string(), (s) => typeof isValidCelTimestampString(s) === "boolean"));
  });
});

describe("regexp.Compile", () => {
  it("gives Go's error text", () => {
    expect(goRegexpError("x++")).toBe("error parsing regexp: invalid nested repetition operator: `++`");
    expect(goRegexpError("(")).toBe("error parsing regexp: missing closing ): `(`");
    expect(goRegexpError("el*")).toBeUndefined();
  });
  it("accepts a capture name used twice, as Go does", () => {
    expect(goRegexpError("(?P<a>x)(?P<a>y)")).toBeUndefined();
  });
  it("accepts any quoted literal and never throws", () => {
    const quote = (s: string): string => s.replace(/[\\.+*?()|[\]{}^$]/g, "\\$&");
    fc.assert(fc.property(fc.string(), (s) => goRegexpError(quote(s)) === undefined));
    fc.assert(
      fc.property(
        fc.string(),
        (s) => goRegexpError(s) === undefined || goRegexpError(s)?.startsWith("error parsing regexp: "),
      ),
    );
  });
});
