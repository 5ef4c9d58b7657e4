/**
 * cel-go `ext/formatting.go` at run time: `parseFormatString` with the `stringFormatter` callbacks, as
 * `ext.Strings` versions 1 to 3 bind `string.format` (Kubernetes uses version 2, whose locale is en_US).
 * Errors are cel-go's texts: `could not parse formatting clause: …`, `error during formatting: …`,
 * `index N out of range`, `unexpected end of string`.
 */
import { goQuote } from "../../common/go-format.js";
import { formatGoFloat } from "../../common/debug.js";
import { formatDuration, formatTimestamp } from "../../values/time.js";
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  TimestampValue,
  TypeValue,
  UintValue,
  typeNameOf,
} from "../../values/value.js";
import { goFixed, localizedFixed, localizedScientific, xtextNoVerb, xtextReadsNumber } from "./go-float.js";

/** A Go `error` raised while formatting; caught once, at the call. */
class FormatFailure extends Error {}

type Clause = (arg: CelValue) => string;

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const quote = (s: string): string => goQuote(utf8.encode(s));
const fail = (message: string): never => {
  throw new FormatFailure(message);
};

/** `stringFormatError` and its siblings: the clause names what it accepts. */
const clauseError = (accepts: string, arg: CelValue): never =>
  fail(`${accepts}, was given ${typeNameOf(arg)}`);

/** `String.ConvertToType(StringType)` of the scalar types `FormatString` accepts. */
function scalarToString(arg: CelValue): string | undefined {
  if (typeof arg === "string") return arg;
  if (typeof arg === "bigint" || typeof arg === "boolean") return String(arg);
  if (arg instanceof UintValue) return String(arg.value);
  if (typeof arg === "number") return formatGoFloat(arg);
  if (arg instanceof TimestampValue) return formatTimestamp(arg);
  if (arg instanceof DurationValue) return formatDuration(arg);
  if (arg instanceof TypeValue) return arg.name;
  if (arg instanceof Uint8Array) {
    try {
      return strictUtf8.decode(arg);
    } catch {
      return fail(
        `could not convert argument ${quote("invalid UTF-8 in bytes, cannot convert to string")} to string`,
      );
    }
  }
  return undefined;
}

/** `FormatString` (`%s`). */
function formatAsString(arg: CelValue): string {
  if (arg instanceof ListValue) return formatList(arg);
  if (arg instanceof MapValue || arg instanceof ObjectValue) return formatMap(arg);
  if (arg === null) return "null";
  return (
    scalarToString(arg) ??
    clauseError(
      "string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps",
      arg,
    )
  );
}

/** `formatDecimal` (`%d`). */
function formatDecimal(arg: CelValue): string {
  if (typeof arg === "bigint") return String(arg);
  if (arg instanceof UintValue) return String(arg.value);
  return clauseError("decimal clause can only be used on integers", arg);
}

/** `clauseForType` applied: how an element of a list or a map value is written. */
function formatElement(arg: CelValue): string {
  if (typeof arg === "bigint" || arg instanceof UintValue) return formatDecimal(arg);
  if (
    typeof arg === "string" ||
    typeof arg === "boolean" ||
    arg === null ||
    arg instanceof Uint8Array ||
    arg instanceof TypeValue
  ) {
    return formatAsString(arg);
  }
  if (arg instanceof TimestampValue) return `timestamp(${quote(formatTimestamp(arg))})`;
  if (arg instanceof DurationValue) return `duration(${quote(formatDuration(arg))})`;
  if (arg instanceof ListValue) return formatList(arg);
  if (arg instanceof MapValue || arg instanceof ObjectValue) return formatMap(arg);
  if (typeof arg === "number") return goFixed(arg, 6);
  return fail(`no formatting function for ${typeNameOf(arg)}`);
}

/** `quoteForCEL`: strings, bytes and non-finite doubles are quoted inside lists and maps. */
function quoteForCel(v: CelValue, text: string): string {
  if (typeof v === "string") return quote(text);
  if (v instanceof Uint8Array) return `b${quote(text)}`;
  if (typeof v === "number" && !Number.isFinite(v)) return quote(text);
  return text;
}

function formatList(list: ListValue): string {
  return `[${list.elements.map((e) => quoteForCel(e, formatElement(e))).join(", ")}]`;
}

const byteOrder = (a: string, b: string): number => Buffer.compare(utf8.encode(a), utf8.encode(b));

/** `formatMap`: entries sorted by their formatted keys (Go string order, stable). */
function formatMap(map: MapValue | ObjectValue): string {
  const entries: [CelValue, CelValue][] =
    map instanceof MapValue ? [...map.entries()].map(([k, v]) => [k, v]) : [...map.fields];
  const pairs = entries.map(([k, v]) => {
    let key: string;
    if (typeof k === "string" || typeof k === "boolean") key = formatAsString(k);
    else if (typeof k === "bigint" || k instanceof UintValue) key = formatDecimal(k);
    else return fail(`no formatting function for map key of type ${typeNameOf(k)}`);
    return { key: quoteForCel(k, key), value: quoteForCel(v, formatElement(v)) };
  });
  pairs.sort((a, b) => byteOrder(a.key, b.key));
  return `{${pairs.map((p) => `${p.key}:${p.value}`).join(", ")}}`;
}

const nonFinite = new Set(["NaN", "Infinity", "-Infinity"]);

const defaultPrecision = 6;

/** `Fixed` / `Scientific`: doubles, and the strings that name non-finite doubles. */
function floatClause(accepts: string, render: (v: number) => string): Clause {
  return (arg) => {
    if (typeof arg === "number") return render(arg);
    if (typeof arg === "string" && nonFinite.has(arg)) return render(Number(arg));
    return clauseError(accepts, arg);
  };
}

/** `Fixed` prints with x/text's `%.<precision>f`. */
function fixedClause(precision: number): Clause {
  return floatClause("fixed-point clause can only be used on doubles", (v) =>
    xtextReadsNumber(precision) ? localizedFixed(v, precision) : xtextNoVerb,
  );
}

/**
 * `Scientific` builds its Go format as `fmt.Sprintf("%%%de", *precision)` (ext/formatting.go): the
 * precision becomes a width (`%.3e` prints `%3e`, `%.0e` the zero flag alone), and the digits stay at x/text's
 * default of 6.
 */
function scientificClause(precision: number): Clause {
  return floatClause("scientific clause can only be used on doubles", (v) =>
    xtextReadsNumber(precision) ? localizedScientific(v, defaultPrecision, precision) : xtextNoVerb,
  );
}

function formatBinary(arg: CelValue): string {
  if (typeof arg === "bigint") return arg.toString(2);
  if (arg instanceof UintValue) return arg.value.toString(2);
  if (typeof arg === "boolean") return arg ? "1" : "0";
  return clauseError("only integers and bools can be formatted as binary", arg);
}

function hexClause(upper: boolean): Clause {
  return (arg) => {
    let out: string;
    if (typeof arg === "string" || arg instanceof Uint8Array) {
      const bytes = typeof arg === "string" ? utf8.encode(arg) : arg;
      out = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    } else if (typeof arg === "bigint") {
      out = arg.toString(16);
    } else if (arg instanceof UintValue) {
      out = arg.value.toString(16);
    } else {
      return clauseError("only integers, byte buffers, and strings can be formatted as hex", arg);
    }
    return upper ? out.toUpperCase() : out;
  };
}

function formatOctal(arg: CelValue): string {
  if (typeof arg === "bigint") return arg.toString(8);
  if (arg instanceof UintValue) return arg.value.toString(8);
  return clauseError("octal clause can only be used on integers", arg);
}

/** `parsePrecision`: `.digits` before the verb; returns the characters read and the precision. */
function parsePrecision(s: string, at: number): [number, number | undefined] {
  if (s[at] !== ".") return [at, undefined];
  let i = at + 1;
  let digits = "";
  for (;;) {
    const c = s[i];
    if (c === undefined) {
      return fail("error while parsing precision: could not find end of precision specifier");
    }
    if (c < "0" || c > "9") break;
    digits += c;
    i++;
  }
  if (digits === "") {
    return fail(
      'error while parsing precision: error while converting precision to integer: strconv.Atoi: parsing "": invalid syntax',
    );
  }
  const value = BigInt(digits);
  if (value > 2n ** 63n - 1n) {
    return fail(
      `error while parsing precision: error while converting precision to integer: strconv.Atoi: parsing ${quote(digits)}: value out of range`,
    );
  }
  return [i, Number(value)];
}

/** `parseFormattingClause`: the verb after `%` (and its precision); `at` is past the `%`. */
function parseClause(s: string, at: number): [number, Clause] {
  let i: number;
  let precision: number | undefined;
  try {
    [i, precision] = parsePrecision(s, at);
  } catch (e) {
    throw new FormatFailure(`could not parse formatting clause: ${(e as Error).message}`);
  }
  const cp = s.codePointAt(i) ?? 0;
  const next = i + (cp > 0xffff ? 2 : 1);
  const p = precision ?? defaultPrecision;
  switch (s[i]) {
    case "s":
      return [next, formatAsString];
    case "d":
      return [next, formatDecimal];
    case "f":
      return [next, fixedClause(p)];
    case "e":
      return [next, scientificClause(p)];
    case "b":
      return [next, formatBinary];
    case "x":
    case "X":
      return [next, hexClause(s[i] === "X")];
    case "o":
      return [next, formatOctal];
  }
  // Go reads one byte as the verb: a multi-byte rune shows as its first UTF-8 byte's Latin-1 character.
  const firstByte = utf8.encode(String.fromCodePoint(cp))[0] ?? 0;
  throw new FormatFailure(
    `could not parse formatting clause: unrecognized formatting clause "${String.fromCharCode(firstByte)}"`,
  );
}

/** `parseFormatString` over the format's characters, consuming one argument per clause. */
export function formatString(format: string, args: ListValue): CelValue {
  let out = "";
  let argIndex = 0;
  let i = 0;
  try {
    while (i < format.length) {
      const c = format[i] ?? "";
      if (c !== "%") {
        out += c;
        i++;
        continue;
      }
      if (format[i + 1] === "%") {
        out += "%";
        i += 2;
        continue;
      }
      const arg = args.elements[argIndex];
      if (arg === undefined) return new ErrorValue(`index ${argIndex} out of range`);
      if (i + 1 >= format.length) return new ErrorValue("unexpected end of string");
      const [next, clause] = parseClause(format, i + 1);
      try {
        out += clause(arg);
      } catch (e) {
        if (!(e instanceof FormatFailure)) throw e;
        return new ErrorValue(`error during formatting: ${e.message}`);
      }
      i = next;
      argIndex++;
    }
  } catch (e) {
    if (!(e instanceof FormatFailure)) throw e;
    return new ErrorValue(e.message);
  }
  return out;
}
