import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ArgType } from "../../src/grammar/arg-types.js";
import { arg } from "../../src/grammar/arg-types.js";
import { parseArguments } from "../../src/grammar/arguments.js";
import { splitMarker } from "../../src/grammar/split.js";

// controller-tools pkg/markers/parse.go at 434758187ddd, with Go's text/scanner and strconv underneath. Every
// expectation in the tables was also checked against that parse.go compiled with Go (Definition.Parse of a
// marker with the same argument type).

/** Parses `+t:m=<rest>` for a one-value marker of `type`: the value, or the error message. */
function parse(type: ArgType, rest: string): { value?: unknown; error?: string } {
  const args = { form: "value", type, optional: false, help: "" } as const;
  const parsed = parseArguments(args, splitMarker(`t:m=${rest}`), "anonymousName", "+t:m");
  return parsed.ok ? { value: parsed.value } : { error: parsed.message.text.replace(/^\+t:m: /, "") };
}

const strings = arg.stringList;

describe("bare strings as parseString reads them (parse.go:402-429)", () => {
  it.each<[string, ArgType, string, unknown]>([
    // endPos is the last token's offset plus its text, and Go's scanner forgets the text once peekNoSpace
    // has skipped whitespace after it (text/scanner Next sets tokPos = -1)
    ["whitespace before ; drops the last token", strings, "a ;b", ["", "b"]],
    ["whitespace before } drops the last token", strings, "{a, b }", ["a", ""]],
    ["only the last token is dropped", strings, "a b ;c", ["a ", "c"]],
    ["whitespace before : drops a map key", arg.any, "{a : 1, b: 2}", { "": 1, b: 2 }],
    // the first token is taken whatever it is (parse.go:402)
    ["a leading ; is part of the item", strings, ";a", [";a"]],
    ["an empty legacy item takes the next ;", strings, "a;;b", ["a", ";b"]],
    ["an empty braced item takes the next ,", strings, "{a,,b}", ["a", ",b"]],
    ["a lone comma is the value", arg.string, ",", ","],
  ])("%s", (_name, type, rest, value) => {
    expect(parse(type, rest)).toEqual({ value });
  });

  it("checks the escapes of a quoted string inside a bare one, as Go's scanner does", () => {
    expect(parse(arg.string, 'x"\\q"').error).toBe(
      'unable to parse string "\\q": invalid escape sequence at "\\q"',
    );
    expect(parse(arg.string, 'x"\\x4"').error).toContain('invalid escape sequence at "\\x4"');
    expect(parse(arg.string, 'x"\\400"')).toEqual({ value: 'x"\\400"' });
  });
});

describe("signs and numbers as parse and guessType read them", () => {
  it.each<[string, ArgType, string, { value?: unknown; error?: string }]>([
    // the sign is looked for with Peek, which does not skip whitespace (parse.go:538, 564)
    ["a space before a negative number", arg.any, " -1", { error: 'expected an integer, got "-"' }],
    ["a space before a negative map value", arg.any, "{a: -1}", { error: 'expected an integer, got "-"' }],
    ["no space before a negative map value", arg.any, "{a:-1}", { value: { a: -1 } }],
    [
      "a space before a negative Minimum",
      arg.number,
      " -1",
      { error: 'expected an integer or a float, got "-"' },
    ],
    // guessType classes a number by Go's token (parse.go:359-382); Atoi and ParseFloat then read it
    ["a hex int is guessed an int that Atoi refuses", arg.any, "0x10", { error: 'invalid integer "0x10"' }],
    [
      "an int with _ is guessed an int that Atoi refuses",
      arg.any,
      "1_000",
      { error: 'invalid integer "1_000"' },
    ],
    ["an 0o int", arg.any, "0o7", { error: 'invalid integer "0o7"' }],
    ["a hex float", arg.any, "0x1p4", { value: 16 }],
    ["a float with _", arg.any, "1_0.5", { value: 10.5 }],
    ["a malformed octal stays a string", arg.any, "08", { value: "08" }],
    ["a misplaced _ stays a string", arg.any, "1__0", { value: "1__0" }],
    ["an exponent without digits stays a string", arg.any, "1e", { value: "1e" }],
    ["-0 is the integer 0", arg.any, "-0", { value: 0 }],
    // a bool is guessed from the word alone (parse.go:341-347)
    ["true followed by more", arg.any, "true-ish", { error: 'extra arguments provided: "-ish"' }],
    // Minimum and friends: ParseFloat takes `_` and hex floats, not hex ints
    ["ParseFloat with _", arg.number, "1_000", { value: 1000 }],
    ["ParseFloat of a hex float", arg.number, "0x1p-2", { value: 0.25 }],
    ["ParseFloat of a hex float with _", arg.number, "0x_1p4", { value: 16 }],
    [
      "ParseFloat refuses a hex int",
      arg.number,
      "0x10",
      { error: 'expected an integer or a float, got "0x10"' },
    ],
    ["a malformed octal number", arg.number, "08", { error: 'expected an integer or a float, got "08"' }],
    // MaxLength and friends: Atoi reads decimal digits; the scanner cuts 100Mi after 100
    ["Atoi of a leading zero", arg.int, "017", { value: 17 }],
    ["Atoi refuses _", arg.int, "1_0", { error: 'invalid integer "1_0"' }],
    ["an int followed by letters", arg.int, "100Mi", { error: 'extra arguments provided: "Mi"' }],
    // a list read with no items is a nil slice: JSON null (parse.go:437)
    ["an empty inner list", arg.any, "{{1},{}}", { value: [[1], null] }],
  ])("%s", (_name, type, rest, expected) => {
    expect(parse(type, rest)).toEqual(expected);
  });
});

// ---- a model of parseString for lists of bare words, built from how the text was made -------------------

/** One item: tokens, each with the whitespace that follows it ("" when the next token is adjacent). */
type Item = { leading: string; tokens: Array<{ text: string; gap: string }> };

const space = fc.constantFrom(" ", "  ", "\t", " \t");
const ident = fc.stringMatching(/^[a-z][a-z0-9]{0,3}$/);
const punct = fc.constantFrom("-", "/", ".", "*", "#", "@", "!", "=", "+");
const item: fc.Arbitrary<Item> = fc
  .record({
    leading: fc.oneof(fc.constant(""), space),
    tokens: fc.array(fc.record({ text: fc.oneof(ident, punct), gap: fc.oneof(fc.constant(""), space) }), {
      minLength: 1,
      maxLength: 4,
    }),
  })
  // two adjacent identifiers would be one token
  .filter(({ tokens }) => tokens.every((t, i) => t.gap !== "" || !/^[a-z]/.test(tokens[i + 1]?.text ?? ".")));

const written = (i: Item): string => i.leading + i.tokens.map((t) => t.text + t.gap).join("");

/** What Go makes of an item: its text from the first token, without the last token when whitespace follows it. */
function modelItem(i: Item): string {
  const last = i.tokens.length - 1;
  const kept = i.tokens.map((t, n) => (n === last ? (t.gap === "" ? t.text : "") : t.text + t.gap));
  return kept.join("");
}

describe("bare list items against a model of parseString", () => {
  it("legacy and braced lists of bare words read as Go reads them", () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 4 }), fc.boolean(), (items, braced) => {
        const text = braced ? `{${items.map(written).join(",")}}` : items.map(written).join(";");
        // the marker text is trimmed as controller-gen trims a comment: no whitespace at its very end
        if (!braced && /\s$/.test(text)) return;
        expect(parse(strings, text)).toEqual({ value: items.map(modelItem) });
      }),
    );
  });
});

// ---- a model of guessType + Atoi/ParseFloat for numeric-looking values, from the Go spec's literals -----

const dec = "[0-9](?:_?[0-9])*";
const hex = "[0-9a-fA-F](?:_?[0-9a-fA-F])*";
const goInt = new RegExp(
  `^(?:0|[1-9](?:_?[0-9])*|0[oO]?_?[0-7](?:_?[0-7])*|0[xX]_?${hex}|0[bB]_?[01](?:_?[01])*)$`,
);
const goFloat = new RegExp(
  `^(?:${dec}\\.(?:${dec})?(?:[eE][+-]?${dec})?|${dec}[eE][+-]?${dec}|\\.${dec}(?:[eE][+-]?${dec})?` +
    `|0[xX](?:_?${hex}(?:\\.(?:${hex})?)?|_?\\.${hex})[pP][+-]?${dec})$`,
);

/** The value of a literal the Go spec calls a float, by its parts (hex floats by mantissa and exponent). */
function floatValue(text: string): number {
  const plain = text.replace(/_/g, "");
  const hexFloat = /^0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?[0-9]+)$/.exec(plain);
  if (hexFloat === null) return parseFloat(plain);
  const [, whole = "", fraction = "", exponent = "0"] = hexFloat;
  return parseInt(`${whole}${fraction}` || "0", 16) * 2 ** (Number(exponent) - 4 * fraction.length);
}

/** What controller-gen makes of an `any` value written as `literal` (no sign, nothing after it). */
function modelAny(literal: string): { value?: unknown; error?: string } {
  if (goInt.test(literal)) {
    return /^[0-9]+$/.test(literal) ? { value: Number(literal) } : { error: `invalid integer "${literal}"` };
  }
  if (goFloat.test(literal)) return floatResult(literal);
  return { value: literal };
}

/** ParseFloat's answer: the value, or its range error. */
function floatResult(literal: string): { value?: unknown; error?: string } {
  const value = floatValue(literal);
  return Number.isFinite(value) ? { value } : { error: `number ${literal} is out of range` };
}

const numberish = fc
  .array(
    fc.constantFrom(
      "0",
      "1",
      "7",
      "8",
      "9",
      "a",
      "f",
      "x",
      "X",
      "o",
      "b",
      "p",
      "P",
      "e",
      "E",
      "_",
      ".",
      "+",
      "-",
    ),
    {
      minLength: 1,
      maxLength: 7,
    },
  )
  .map((parts) => parts.join(""))
  // a literal as a value starts with a digit or a dot followed by one; signs are tested above
  .filter((s) => /^(?:[0-9]|\.[0-9])/.test(s) && !/[+-]$/.test(s));

describe("numeric-looking values against a model of guessType from the Go spec", () => {
  it("reads an int, a float or a string as controller-gen does", () => {
    fc.assert(
      fc.property(numberish, (literal) => {
        // only whole Go literals are numbers; anything else Go's scanner cuts into more tokens or reports
        const onlyLiteralChars = /^[0-9a-fA-FxXoObBpP_.]*(?:[eEpP][+-][0-9_]*)?$/.test(literal);
        if (!onlyLiteralChars) return;
        expect(parse(arg.any, literal)).toEqual(modelAny(literal));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads Minimum's number as ParseFloat does", () => {
    fc.assert(
      fc.property(numberish, (literal) => {
        if (!goInt.test(literal) && !goFloat.test(literal)) return;
        const isDecimalInt = /^[0-9]+$/.test(literal.replace(/_/g, "")) && !/^0[0-9]/.test(literal);
        const parsesAsFloat = goFloat.test(literal) || isDecimalInt || /^0[0-7_]*$/.test(literal);
        const expected = parsesAsFloat
          ? floatResult(literal)
          : { error: `expected an integer or a float, got "${literal}"` };
        expect(parse(arg.number, literal)).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
