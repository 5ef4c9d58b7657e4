/**
 * cel-go `ext/formatting_test.go` `TestStringFormat`, evaluated with strings version 2's runtime (the
 * `stringFormatter` of versions 1–3, locale en_US as Kubernetes gets it): `"<format>".format([<args>])`
 * gives `expectedOutput` or an error containing `err`, at the runtime cost cel-go's default tracker
 * records. `%e` expectations are x/text v0.40.0's (Kubernetes' version: `2.718280×10⁰⁰`), not cel-go's v0.22.0
 * (`2.718280 × 10⁰⁰` with narrow no-break spaces). Left out: the fr_FR locale cases (Kubernetes never sets a locale), the protobuf message
 * arguments (no descriptors here), and the compile-time-only errors ("too many arguments"; "unexpected end
 * of string" with no argument left, which fails at run time on the missing argument first).
 */
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  DurationValue,
  ListValue,
  MapValue,
  TimestampValue,
  UintValue,
  celTypes,
  variableDecl,
} from "../../../src/index.js";
import { stringsLibrary } from "../../../src/decls/ext/strings.js";
import { parseDuration, parseTimestamp } from "../../../src/values/time.js";
import { evalExt } from "./eval-ext.js";

const duration = (s: string): DurationValue => new DurationValue(parseDuration(s) ?? 0n);
const timestamp = (s: string): TimestampValue => {
  const t = parseTimestamp(s);
  if (!(t instanceof TimestampValue)) throw new Error(`bad timestamp ${s}`);
  return t;
};

interface FormatCase {
  readonly name: string;
  readonly format: string;
  readonly formatArgs: string;
  readonly vars?: Readonly<Record<string, CelValue>>;
  readonly err?: string;
  readonly expectedOutput?: string;
  readonly expectedRuntimeCost?: bigint;
}

const tests: readonly FormatCase[] = [
  {
    name: "no-op",
    format: "no substitution",
    formatArgs: "",
    expectedOutput: "no substitution",
    expectedRuntimeCost: 12n,
  },
  {
    name: "mid-string substitution",
    format: "str is %s and some more",
    formatArgs: '"filler"',
    expectedOutput: "str is filler and some more",
    expectedRuntimeCost: 13n,
  },
  {
    name: "percent escaping",
    format: "%% and also %%",
    formatArgs: "",
    expectedOutput: "% and also %",
    expectedRuntimeCost: 12n,
  },
  {
    name: "substution inside escaped percent signs",
    format: "%%%s%%",
    formatArgs: '"text"',
    expectedOutput: "%text%",
    expectedRuntimeCost: 11n,
  },
  {
    name: "substitution with one escaped percent sign on the right",
    format: "%s%%",
    formatArgs: '"percent on the right"',
    expectedOutput: "percent on the right%",
    expectedRuntimeCost: 11n,
  },
  {
    name: "substitution with one escaped percent sign on the left",
    format: "%%%s",
    formatArgs: '"percent on the left"',
    expectedOutput: "%percent on the left",
    expectedRuntimeCost: 11n,
  },
  {
    name: "multiple substitutions",
    format: "%d %d %d, %s %s %s, %d %d %d, %s %s %s",
    formatArgs: '1, 2, 3, "A", "B", "C", 4, 5, 6, "D", "E", "F"',
    expectedOutput: "1 2 3, A B C, 4 5 6, D E F",
    expectedRuntimeCost: 14n,
  },
  {
    name: "percent sign escape sequence support",
    format: "%%escaped %s%%",
    formatArgs: '"percent"',
    expectedOutput: "%escaped percent%",
    expectedRuntimeCost: 12n,
  },
  {
    name: "fixed point formatting clause",
    format: "%.3f",
    formatArgs: "1.2345",
    expectedOutput: "1.234",
    expectedRuntimeCost: 11n,
  },
  {
    name: "binary formatting clause",
    format: "this is 5 in binary: %b",
    formatArgs: "5",
    expectedOutput: "this is 5 in binary: 101",
    expectedRuntimeCost: 13n,
  },
  {
    name: "negative binary formatting clause",
    format: "this is -5 in binary: %b",
    formatArgs: "-5",
    expectedOutput: "this is -5 in binary: -101",
    expectedRuntimeCost: 13n,
  },
  {
    name: "uint support for binary formatting",
    format: "unsigned 64 in binary: %b",
    formatArgs: "uint(64)",
    expectedOutput: "unsigned 64 in binary: 1000000",
    expectedRuntimeCost: 14n,
  },
  {
    name: "bool support for binary formatting",
    format: "bit set from bool: %b",
    formatArgs: "true",
    expectedOutput: "bit set from bool: 1",
    expectedRuntimeCost: 13n,
  },
  {
    name: "octal formatting clause",
    format: "%o",
    formatArgs: "11",
    expectedOutput: "13",
    expectedRuntimeCost: 11n,
  },
  {
    name: "negative octal formatting clause",
    format: "%o",
    formatArgs: "-11",
    expectedOutput: "-13",
    expectedRuntimeCost: 11n,
  },
  {
    name: "uint support for octal formatting clause",
    format: "this is an unsigned octal: %o",
    formatArgs: "uint(65535)",
    expectedOutput: "this is an unsigned octal: 177777",
    expectedRuntimeCost: 14n,
  },
  {
    name: "lowercase hexadecimal formatting clause",
    format: "%x is 30 in hexadecimal",
    formatArgs: "30",
    expectedOutput: "1e is 30 in hexadecimal",
    expectedRuntimeCost: 13n,
  },
  {
    name: "uppercase hexadecimal formatting clause",
    format: "%X is 20 in hexadecimal",
    formatArgs: "30",
    expectedOutput: "1E is 20 in hexadecimal",
    expectedRuntimeCost: 13n,
  },
  {
    name: "negative hexadecimal formatting clause",
    format: "%x is -30 in hexadecimal",
    formatArgs: "-30",
    expectedOutput: "-1e is -30 in hexadecimal",
    expectedRuntimeCost: 13n,
  },
  {
    name: "unsigned support for hexadecimal formatting clause",
    format: "%X is 6000 in hexadecimal",
    formatArgs: "uint(6000)",
    expectedOutput: "1770 is 6000 in hexadecimal",
    expectedRuntimeCost: 14n,
  },
  {
    name: "string support with hexadecimal formatting clause",
    format: "%x",
    formatArgs: '"Hello world!"',
    expectedOutput: "48656c6c6f20776f726c6421",
    expectedRuntimeCost: 11n,
  },
  {
    name: "string support with uppercase hexadecimal formatting clause",
    format: "%X",
    formatArgs: '"Hello world!"',
    expectedOutput: "48656C6C6F20776F726C6421",
    expectedRuntimeCost: 11n,
  },
  {
    name: "byte support with hexadecimal formatting clause",
    format: "%x",
    formatArgs: 'b"byte string"',
    expectedOutput: "6279746520737472696e67",
    expectedRuntimeCost: 11n,
  },
  {
    name: "byte support with hexadecimal formatting clause leading zero",
    format: "%x",
    formatArgs: 'b"\\x00\\x00byte string\\x00"',
    expectedOutput: "00006279746520737472696e6700",
    expectedRuntimeCost: 11n,
  },
  {
    name: "byte support with uppercase hexadecimal formatting clause",
    format: "%X",
    formatArgs: 'b"byte string"',
    expectedOutput: "6279746520737472696E67",
    expectedRuntimeCost: 11n,
  },
  {
    name: "scientific notation formatting clause",
    format: "%.6e",
    formatArgs: "1052.032911275",
    expectedOutput: "1.052033×10⁰³",
    expectedRuntimeCost: 11n,
  },
  {
    name: "default precision for fixed-point clause",
    format: "%f",
    formatArgs: "2.71828",
    expectedOutput: "2.718280",
    expectedRuntimeCost: 11n,
  },
  {
    name: "default precision for scientific notation",
    format: "%e",
    formatArgs: "2.71828",
    expectedOutput: "2.718280×10⁰⁰",
    expectedRuntimeCost: 11n,
  },
  {
    name: "default precision for string",
    format: "%s",
    formatArgs: "2.71",
    expectedOutput: "2.71",
    expectedRuntimeCost: 11n,
  },
  {
    name: "default list precision for string",
    format: "%s",
    formatArgs: "[2.71]",
    expectedOutput: "[2.710000]",
    expectedRuntimeCost: 21n,
  },
  {
    name: "default scientific notation for string",
    format: "%s",
    formatArgs: "0.000000002",
    expectedOutput: "2e-09",
    expectedRuntimeCost: 11n,
  },
  {
    name: "default list scientific notation for string",
    format: "%s",
    formatArgs: "[0.000000002]",
    expectedOutput: "[0.000000]",
    expectedRuntimeCost: 21n,
  },
  {
    name: "unicode output for scientific notation",
    format: "unescaped unicode: %e, escaped unicode: %e",
    formatArgs: "2.71828, 2.71828",
    expectedOutput: "unescaped unicode: 2.718280×10⁰⁰, escaped unicode: 2.718280×10⁰⁰",
    expectedRuntimeCost: 15n,
  },
  {
    name: "NaN support for fixed-point",
    format: "%f",
    formatArgs: '"NaN"',
    expectedOutput: "NaN",
    expectedRuntimeCost: 11n,
  },
  {
    name: "positive infinity support for fixed-point",
    format: "%f",
    formatArgs: '"Infinity"',
    expectedOutput: "∞",
    expectedRuntimeCost: 11n,
  },
  {
    name: "negative infinity support for fixed-point",
    format: "%f",
    formatArgs: '"-Infinity"',
    expectedOutput: "-∞",
    expectedRuntimeCost: 11n,
  },
  { name: "NaN support for string", format: "%s", formatArgs: 'double("NaN")', expectedOutput: "NaN" },
  {
    name: "positive infinity support for string",
    format: "%s",
    formatArgs: 'double("Inf")',
    expectedOutput: "+Inf",
  },
  {
    name: "negative infinity support for string",
    format: "%s",
    formatArgs: 'double("-Inf")',
    expectedOutput: "-Inf",
  },
  {
    name: "infinity list support for string",
    format: "%s",
    formatArgs: '[double("NaN"),double("+Inf"), double("-Inf")]',
    expectedOutput: '["NaN", "+Inf", "-Inf"]',
  },
  {
    name: "uint support for decimal clause",
    format: "%d",
    formatArgs: "uint(64)",
    expectedOutput: "64",
    expectedRuntimeCost: 12n,
  },
  {
    name: "null support for string",
    format: "null: %s",
    formatArgs: "null",
    expectedOutput: "null: null",
    expectedRuntimeCost: 11n,
  },
  {
    name: "int support for string",
    format: "%s",
    formatArgs: "999999999999",
    expectedOutput: "999999999999",
    expectedRuntimeCost: 11n,
  },
  {
    name: "bytes support for string",
    format: "some bytes: %s",
    formatArgs: 'b"xyz"',
    expectedOutput: "some bytes: xyz",
    expectedRuntimeCost: 12n,
  },
  {
    name: "type() support for string",
    format: "type is %s",
    formatArgs: 'type("test string")',
    expectedOutput: "type is string",
    expectedRuntimeCost: 12n,
  },
  {
    name: "timestamp support for string",
    format: "%s",
    formatArgs: 'timestamp("2023-02-03T23:31:20+00:00")',
    expectedOutput: "2023-02-03T23:31:20Z",
    expectedRuntimeCost: 12n,
  },
  {
    name: "duration support for string",
    format: "%s",
    formatArgs: 'duration("1h45m47s")',
    expectedOutput: "6347s",
    expectedRuntimeCost: 12n,
  },
  {
    name: "small duration support for string",
    format: "%s",
    formatArgs: 'duration("2ns")',
    expectedOutput: "0.000000002s",
    expectedRuntimeCost: 12n,
  },
  {
    name: "list support for string",
    format: "%s",
    formatArgs: '["abc", 3.14, null, [9, 8, 7, 6], timestamp("2023-02-03T23:31:20Z")]',
    expectedOutput: '["abc", 3.140000, null, [9, 8, 7, 6], timestamp("2023-02-03T23:31:20Z")]',
    expectedRuntimeCost: 32n,
  },
  {
    name: "map support (all key types)",
    format: "map with multiple key types: %s",
    formatArgs: '{1: "value1", uint(2): "value2", true: double("NaN")}',
    expectedOutput: 'map with multiple key types: {1:"value1", 2:"value2", true:"NaN"}',
    expectedRuntimeCost: 46n,
  },
  {
    name: "boolean support for %s",
    format: "true bool: %s, false bool: %s",
    formatArgs: "true, false",
    expectedOutput: "true bool: true, false bool: false",
    expectedRuntimeCost: 13n,
  },
  {
    name: "dyntype support for string formatting clause",
    format: "dynamic string: %s",
    formatArgs: "dynStr",
    vars: { dynStr: "a string" },
    expectedOutput: "dynamic string: a string",
    expectedRuntimeCost: 13n,
  },
  {
    name: "dyntype support for numbers with string formatting clause",
    format: "dynIntStr: %s dynDoubleStr: %s",
    formatArgs: "dynIntStr, dynDoubleStr",
    vars: { dynIntStr: 32n, dynDoubleStr: 56.8 },
    expectedOutput: "dynIntStr: 32 dynDoubleStr: 56.8",
    expectedRuntimeCost: 15n,
  },
  {
    name: "dyntype support for integer formatting clause",
    format: "dynamic int: %d",
    formatArgs: "dynInt",
    vars: { dynInt: 128n },
    expectedOutput: "dynamic int: 128",
    expectedRuntimeCost: 13n,
  },
  {
    name: "dyntype support for integer formatting clause (unsigned)",
    format: "dynamic unsigned int: %d",
    formatArgs: "dynUnsignedInt",
    vars: { dynUnsignedInt: new UintValue(256n) },
    expectedOutput: "dynamic unsigned int: 256",
    expectedRuntimeCost: 14n,
  },
  {
    name: "dyntype support for hex formatting clause",
    format: "dynamic hex int: %x",
    formatArgs: "dynHexInt",
    vars: { dynHexInt: 22n },
    expectedOutput: "dynamic hex int: 16",
    expectedRuntimeCost: 13n,
  },
  {
    name: "dyntype support for hex formatting clause (uppercase)",
    format: "dynamic hex int: %X (uppercase)",
    formatArgs: "dynHexInt",
    vars: { dynHexInt: 26n },
    expectedOutput: "dynamic hex int: 1A (uppercase)",
    expectedRuntimeCost: 15n,
  },
  {
    name: "dyntype support for unsigned hex formatting clause",
    format: "dynamic hex int: %x (unsigned)",
    formatArgs: "dynUnsignedHexInt",
    vars: { dynUnsignedHexInt: new UintValue(500n) },
    expectedOutput: "dynamic hex int: 1f4 (unsigned)",
    expectedRuntimeCost: 14n,
  },
  {
    name: "dyntype support for fixed-point formatting clause",
    format: "dynamic double: %.3f",
    formatArgs: "dynDouble",
    vars: { dynDouble: 4.5 },
    expectedOutput: "dynamic double: 4.500",
    expectedRuntimeCost: 13n,
  },
  {
    name: "dyntype support for scientific notation",
    format: "(dyntype) e: %e",
    formatArgs: "dynE",
    vars: { dynE: 2.71828 },
    expectedOutput: "(dyntype) e: 2.718280×10⁰⁰",
    expectedRuntimeCost: 13n,
  },
  {
    name: "dyntype NaN/infinity support for fixed-point",
    format: "NaN: %f, infinity: %f",
    formatArgs: "dynNaN, dynInf",
    vars: { dynNaN: NaN, dynInf: Infinity },
    expectedOutput: "NaN: NaN, infinity: ∞",
    expectedRuntimeCost: 15n,
  },
  {
    name: "dyntype support for timestamp",
    format: "dyntype timestamp: %s",
    formatArgs: "dynTime",
    vars: { dynTime: timestamp("2009-11-10T23:00:00Z") },
    expectedOutput: "dyntype timestamp: 2009-11-10T23:00:00Z",
    expectedRuntimeCost: 14n,
  },
  {
    name: "dyntype support for duration",
    format: "dyntype duration: %s",
    formatArgs: "dynDuration",
    vars: { dynDuration: duration("2h25m47s") },
    expectedOutput: "dyntype duration: 8747s",
    expectedRuntimeCost: 13n,
  },
  {
    name: "dyntype support for lists",
    format: "dyntype list: %s",
    formatArgs: "dynList",
    vars: { dynList: new ListValue([6n, 4.2, "a string"]) },
    expectedOutput: 'dyntype list: [6, 4.200000, "a string"]',
    expectedRuntimeCost: 13n,
  },
  {
    name: "unrecognized formatting clause",
    format: "%a",
    formatArgs: "1",
    err: 'could not parse formatting clause: unrecognized formatting clause "a"',
  },
  { name: "out of bounds arg index", format: "%d %d %d", formatArgs: "0, 1", err: "index 2 out of range" },
  {
    name: "string substitution is not allowed with binary clause",
    format: "string is %b",
    formatArgs: '"abc"',
    err: "error during formatting: only integers and bools can be formatted as binary, was given string",
  },
  {
    name: "duration substitution not allowed with decimal clause",
    format: "%d",
    formatArgs: 'duration("30m2s")',
    err: "error during formatting: decimal clause can only be used on integers, was given google.protobuf.Duration",
  },
  {
    name: "string substitution not allowed with octal clause",
    format: "octal: %o",
    formatArgs: '"a string"',
    err: "error during formatting: octal clause can only be used on integers, was given string",
  },
  {
    name: "double substitution not allowed with hex clause",
    format: "double is %x",
    formatArgs: "0.5",
    err: "error during formatting: only integers, byte buffers, and strings can be formatted as hex, was given double",
  },
  {
    name: "uppercase not allowed for scientific clause",
    format: "double is %E",
    formatArgs: "0.5",
    err: 'could not parse formatting clause: unrecognized formatting clause "E"',
  },
  {
    name: "null not allowed for %d",
    format: "null: %d",
    formatArgs: "null",
    err: "error during formatting: decimal clause can only be used on integers, was given null_type",
  },
  {
    name: "null not allowed for %e",
    format: "null: %e",
    formatArgs: "null",
    err: "error during formatting: scientific clause can only be used on doubles, was given null_type",
  },
  {
    name: "null not allowed for %f",
    format: "null: %f",
    formatArgs: "null",
    err: "error during formatting: fixed-point clause can only be used on doubles, was given null_type",
  },
  {
    name: "null not allowed for %x",
    format: "null: %x",
    formatArgs: "null",
    err: "error during formatting: only integers, byte buffers, and strings can be formatted as hex, was given null_type",
  },
  {
    name: "null not allowed for %X",
    format: "null: %X",
    formatArgs: "null",
    err: "error during formatting: only integers, byte buffers, and strings can be formatted as hex, was given null_type",
  },
  {
    name: "null not allowed for %b",
    format: "null: %b",
    formatArgs: "null",
    err: "error during formatting: only integers and bools can be formatted as binary, was given null_type",
  },
  {
    name: "null not allowed for %o",
    format: "null: %o",
    formatArgs: "null",
    err: "error during formatting: octal clause can only be used on integers, was given null_type",
  },
  {
    name: "compile-time cardinality check (too few for string)",
    format: "%s %s",
    formatArgs: '"abc"',
    err: "index 1 out of range",
  },
  // Only the compile-time validator reaches the end of the format: at run time the missing argument fails first.
  {
    name: "compile-time syntax check (unexpected end of string), at run time",
    format: "filler %",
    formatArgs: "",
    err: "index 0 out of range",
  },
  {
    name: "unexpected end of string at run time",
    format: "filler %",
    formatArgs: "1",
    err: "unexpected end of string",
  },
  {
    name: "compile-time syntax check (unrecognized formatting clause)",
    format: "%j",
    formatArgs: "123",
    err: 'could not parse formatting clause: unrecognized formatting clause "j"',
  },
  {
    name: "compile-time %d check",
    format: "int is %d",
    formatArgs: "5.2",
    err: "error during formatting: decimal clause can only be used on integers",
  },
  {
    name: "compile-time %f check",
    format: "double is %f",
    formatArgs: "true",
    err: "error during formatting: fixed-point clause can only be used on doubles",
  },
  {
    name: "compile-time precision syntax check",
    format: "double is %.34",
    formatArgs: "5.0",
    err: "could not parse formatting clause: error while parsing precision: could not find end of precision specifier",
  },
  {
    name: "compile-time %e check",
    format: "double is %e",
    formatArgs: "true",
    err: "error during formatting: scientific clause can only be used on doubles",
  },
  {
    name: "compile-time %b check",
    format: "string is %b",
    formatArgs: '"a string"',
    err: "error during formatting: only integers and bools can be formatted as binary",
  },
  {
    name: "compile-time %x check",
    format: "%x is a double",
    formatArgs: "2.5",
    err: "error during formatting: only integers, byte buffers, and strings can be formatted as hex",
  },
  {
    name: "compile-time %X check",
    format: "%X is a double",
    formatArgs: "2.5",
    err: "error during formatting: only integers, byte buffers, and strings can be formatted as hex",
  },
  {
    name: "compile-time %o check",
    format: "an octal: %o",
    formatArgs: "3.14",
    err: "error during formatting: octal clause can only be used on integers",
  },
  {
    name: "high precision allowed on older version",
    format: "%.200f",
    formatArgs: "1.0",
    expectedOutput:
      "1.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
  },
  // The nl_NL locale does not change how %s writes a map.
  {
    name: "map support for string",
    format: "%s",
    formatArgs: `{"key1": b"xyz", "key5": null, "key2": duration("2h"), "key4": true, "key3": 2.71828}`,
    expectedOutput: `{"key1":b"xyz", "key2":duration("7200s"), "key3":2.718280, "key4":true, "key5":null}`,
    expectedRuntimeCost: 42n,
  },
  {
    name: "dyntype support for maps",
    format: "dyntype map: %s",
    formatArgs: "dynMap",
    vars: {
      dynMap: new MapValue([
        ["strKey", "x"],
        [true, 42n],
        [6n, duration("7m2s")],
      ]),
    },
    expectedOutput: `dyntype map: {"strKey":"x", 6:duration("422s"), true:42}`,
    expectedRuntimeCost: 13n,
  },
];

const env = (vars: Readonly<Record<string, CelValue>> = {}) => ({
  library: stringsLibrary(2),
  versions: { strings: 2 },
  variables: Object.keys(vars).map((name) => variableDecl(name, celTypes.dyn)),
});

describe("cel-go TestStringFormat", () => {
  it.each(tests)("$name", (tc) => {
    const expr = `${JSON.stringify(tc.format)}.format([${tc.formatArgs}])`;
    const out = evalExt(expr, env(tc.vars), { vars: tc.vars ?? {} });
    if (tc.err !== undefined) {
      expect(out.error).toContain(tc.err);
    } else {
      expect(out.error).toBeUndefined();
      expect(out.value).toBe(tc.expectedOutput);
    }
    if (tc.expectedRuntimeCost !== undefined) expect(out.cost).toBe(tc.expectedRuntimeCost);
  });
});
