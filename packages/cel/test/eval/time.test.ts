/**
 * Timestamps and durations as cel-go's `common/types/timestamp.go` and `duration.go` behave (cases written
 * from the Go source: time.Parse keeps an RFC 3339 offset for printing, accessors use UTC unless given a
 * zone, `timeZone` parses IANA names and `[+-]HH:MM`).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  TimestampValue,
  evaluate,
  parse,
} from "../../src/index.js";
import { isValidCelTimestampString } from "../../src/validators/go-timestamp.js";
import { subtractTimestamps } from "../../src/values/time.js";

function run(expression: string): CelValue {
  const parsed = parse(expression);
  if (parsed.ast === undefined) throw new Error(`parse ${expression}`);
  return evaluate(parsed.ast).value;
}

describe("timestamps and durations", () => {
  it.each([
    ["string(timestamp('2009-02-13T23:31:30+01:00'))", "2009-02-13T23:31:30+01:00"],
    ["string(timestamp('2009-02-13T23:31:30.120Z'))", "2009-02-13T23:31:30.12Z"],
    ["string(timestamp('2009-02-13T23:31:30-08:00') + duration('1h'))", "2009-02-14T00:31:30-08:00"],
    ["timestamp('2009-02-13T23:31:30+01:00') == timestamp('2009-02-13T22:31:30Z')", true],
    ["timestamp('2009-02-13T23:31:30+01:00').getHours()", 22n],
    ["timestamp('2009-02-13T23:31:30Z').getHours('+05:30')", 5n],
    ["timestamp('2009-02-13T23:31:30Z').getMinutes('+05:30')", 1n],
    ["timestamp('2009-02-13T23:31:30Z').getHours('America/New_York')", 18n],
    ["timestamp('2009-07-13T23:31:30Z').getHours('America/New_York')", 19n],
    ["timestamp('2009-02-13T23:31:30Z').getDayOfWeek()", 5n],
    ["timestamp('2009-02-13T23:31:30Z').getDayOfYear()", 43n],
    ["string(duration('1h2m3.5s'))", "3723.5s"],
    ["string(duration('-1.000000001s'))", "-1.000000001s"],
    ["duration('1h30m').getMinutes()", 90n],
    ["int(timestamp('1970-01-01T00:00:10Z'))", 10n],
    // cel-go v0.26.0 common/types/timestamp.go:295-313: the minutes are any integer (+01:60 is two hours ahead).
    ["timestamp('2009-02-13T23:31:30Z').getHours('+01:60')", 1n],
    ["timestamp('2009-02-13T23:31:30Z').getMinutes('-00:61')", 30n],
  ] as const)("%s", (expression, want) => {
    expect(run(expression)).toEqual(want);
  });

  it.each([
    ["timestamp('2009-02-13T23:31:30Z').getHours('Mars/Olympus')", "unknown time zone Mars/Olympus"],
    // strconv.Atoi's NumError: the input quoted as strconv.Quote does, out of range past int64.
    [
      "timestamp('2009-02-13T23:31:30Z').getHours('+99999999999999999999:00')",
      'strconv.Atoi: parsing "+99999999999999999999": value out of range',
    ],
    [
      "timestamp('2009-02-13T23:31:30Z').getHours('\\x01:00')",
      'strconv.Atoi: parsing "\\x01": invalid syntax',
    ],
    // time.LoadLocation (time/zoneinfo.go): no lookup for "..", a leading "/" or "\\".
    ["timestamp('2009-02-13T23:31:30Z').getHours('America/../UTC')", "time: invalid location name"],
    ["timestamp('2009-02-13T23:31:30Z').getHours('/UTC')", "time: invalid location name"],
    ["timestamp('2009-02-13T23:31:30Z').getHours('\\\\UTC')", "time: invalid location name"],
    ["timestamp('9999-12-31T23:59:59Z') + duration('1s')", "timestamp overflow"],
    ["timestamp('0001-01-01T00:00:00Z') - timestamp('9999-12-31T23:59:59Z')", "integer overflow"],
    ["duration('9223372036s') + duration('1s')", "integer overflow"],
    [
      "timestamp('2009-02-30T00:00:00Z')",
      "type conversion error from 'string' to 'google.protobuf.Timestamp'",
    ],
    ["duration('1d')", "type conversion error from 'string' to 'google.protobuf.Duration'"],
  ] as const)("%s is an error", (expression, message) => {
    expect(run(expression)).toEqual(new ErrorValue(message));
  });
});

/**
 * cel-go common/types/overflow.go: `subtractTimeDurationChecked` negates the duration with
 * `negateDurationChecked` before adding (math.MinInt64 has no negation: `integer overflow`), and
 * `subtractTimeChecked` checks `seconds × 1e9` for overflow before adding the nanosecond difference.
 */
describe("timestamp subtraction overflows as cel-go's checked arithmetic does", () => {
  const ts = (name: string): string => `timestamp(${name})`;
  it.each([
    // A difference of exactly math.MinInt64 nanoseconds whose whole seconds (-9223372037) do not scale.
    [`${ts("'1677-09-21T00:12:43.145224192Z'")} - ${ts("'1970-01-01T00:00:00Z'")}`, "integer overflow"],
    // math.MaxInt64 whose seconds (9223372037) do not scale either.
    [`${ts("'2262-04-11T23:47:17Z'")} - ${ts("'1970-01-01T00:00:00.145224193Z'")}`, "integer overflow"],
    [`${ts("'2020-01-01T00:00:00Z'")} - duration('-2562047h47m16.854775808s' + '')`, "integer overflow"],
  ] as const)("%s", (expression, message) => {
    expect(run(expression)).toEqual(new ErrorValue(message));
  });

  it("is the exact difference unless the whole seconds or the total leave int64", () => {
    const edge = 9223372036854775807n;
    const instant = fc.oneof(
      fc.bigInt({ min: -62135596800n * 1_000_000_000n, max: 253402300799n * 1_000_000_000n }),
      fc.bigInt({ min: -edge - 2_000_000_000n, max: -edge + 2_000_000_000n }),
      fc.bigInt({ min: edge - 2_000_000_000n, max: edge + 2_000_000_000n }),
      fc.bigInt({ min: -2_000_000_000n, max: 2_000_000_000n }),
    );
    const fits = (v: bigint): boolean => v >= -edge - 1n && v <= edge;
    const floorSeconds = (n: bigint): bigint =>
      n >= 0n ? n / 1_000_000_000n : -((-n + 999_999_999n) / 1_000_000_000n);
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const got = subtractTimestamps(new TimestampValue(a), new TimestampValue(b));
        const ok = fits((floorSeconds(a) - floorSeconds(b)) * 1_000_000_000n) && fits(a - b);
        expect(got).toEqual(ok ? new DurationValue(a - b) : new ErrorValue("integer overflow"));
      }),
    );
  });
});

/**
 * cel-go `DurationGetHours`/`Minutes`/`Seconds` (common/types/duration.go) return `Int(dur.Hours())` …:
 * Go's time.go computes `float64(d / unit) + float64(d % unit) / unit`, which rounds up to the next unit
 * when the whole part is large and the remainder is within half an ulp of one unit.
 */
describe("duration accessors through Go's float64 Hours, Minutes and Seconds", () => {
  it.each([
    ["duration('20000000.999999999s').getSeconds()", 20000001n],
    ["duration('-20000000.999999999s').getSeconds()", -20000001n],
    ["duration('8400000.999999999s').getSeconds()", 8400000n],
    ["duration('1000000m59.999999999s').getMinutes()", 1000001n],
    ["duration('2562046h59m59.999999999s').getHours()", 2562047n],
    ["duration('1.999999999s').getMilliseconds()", 1999n],
  ] as const)("%s", (expression, want) => {
    expect(run(expression)).toBe(want);
  });

  it("agrees with time.go's formula, written out in float64", () => {
    const units = [
      ["getHours", 3_600_000_000_000n],
      ["getMinutes", 60_000_000_000n],
      ["getSeconds", 1_000_000_000n],
    ] as const;
    const nanos = fc.oneof(
      fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
      fc
        .tuple(fc.bigInt({ min: -(10n ** 10n), max: 10n ** 10n }), fc.integer({ min: -3, max: 3 }))
        .map(([whole, off]) => whole * 1_000_000_000n + BigInt(off)),
    );
    fc.assert(
      fc.property(nanos, fc.constantFrom(...units), (d, [fn, unit]) => {
        const q = d / unit;
        const r = d % unit;
        const goFloat = Number(q) + Number(r) / Number(unit);
        const duration = new DurationValue(d);
        const parsed = parse(`d.${fn}()`);
        if (parsed.ast === undefined) throw new Error("parse");
        expect(evaluate(parsed.ast, { d: duration }).value).toBe(BigInt(Math.trunc(goFloat)));
      }),
    );
  });
});

/**
 * cel-go `String.ConvertToType(TimestampType)` is `time.Parse(time.RFC3339, s)` (Go's general layout parser
 * behind the strict fast path: a one-digit hour, `,` before the fraction, offsets up to 24:60, upper-case
 * `T` and `Z` only), then the range check; its literal validator runs that same conversion. At run time the
 * conversion answers as the validator's parser does (`validators/go-timestamp.ts`).
 */
describe("timestamp(string) at run time parses as Go's time.Parse", () => {
  it.each([
    ["string(timestamp('2020-02-29T00:00:00+24:00' + ''))", "2020-02-29T00:00:00+24:00"],
    ["string(timestamp('2020-02-29T00:00:00+01:60' + ''))", "2020-02-29T00:00:00+02:00"],
    ["string(timestamp('2020-01-01T5:04:05Z' + ''))", "2020-01-01T05:04:05Z"],
    ["string(timestamp('2020-01-01T05:04:05,5Z' + ''))", "2020-01-01T05:04:05.5Z"],
    ["string(timestamp('2020-01-01T05:04:05.1234567891Z' + ''))", "2020-01-01T05:04:05.123456789Z"],
  ] as const)("%s", (expression, want) => {
    expect(run(expression)).toBe(want);
  });

  it.each([
    [
      "timestamp('2020-01-01t00:00:00Z' + '')",
      "type conversion error from 'string' to 'google.protobuf.Timestamp'",
    ],
    [
      "timestamp('2020-01-01T00:00:00z' + '')",
      "type conversion error from 'string' to 'google.protobuf.Timestamp'",
    ],
    ["timestamp('0001-01-01T00:00:00+01:00' + '')", "timestamp overflow"],
  ] as const)("%s is an error", (expression, message) => {
    expect(run(expression)).toEqual(new ErrorValue(message));
  });

  it("succeeds exactly where the literal validator accepts", () => {
    // RFC 3339 texts field by field, each field valid or just outside what Go's parser takes.
    const c = (...options: string[]) => fc.constantFrom(...options);
    const text = fc.oneof(
      fc
        .tuple(
          c("2020", "0001", "9999", "999"),
          c("-02", "-12", "-13", "-1"),
          c("-29", "-30", "-01"),
          c("T", "t", " "),
          c("5", "05", "23", "24"),
          c(":04", ":60", ":4"),
          c(":05", ":59", ":60"),
          c("", ".5", ",5", ".1234567891", "."),
          c("Z", "z", "+24:00", "+25:00", "-01:60", "+01:61", "+0100", ""),
        )
        .map((parts) => parts.join("")),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    );
    const parsed = parse("timestamp(s)");
    if (parsed.ast === undefined) throw new Error("parse");
    const ast = parsed.ast;
    fc.assert(
      fc.property(text, (s) => {
        const value = evaluate(ast, { s }).value;
        expect(value instanceof TimestampValue).toBe(isValidCelTimestampString(s));
      }),
      { numRuns: 500 },
    );
  });
});
