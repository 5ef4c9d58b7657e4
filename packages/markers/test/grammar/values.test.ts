import { describe, expect, it } from "vitest";
import type { ArgType } from "../../src/grammar/arg-types.js";
import { arg } from "../../src/grammar/arg-types.js";
import { Scanner } from "../../src/grammar/scanner.js";
import { readValue, ValueReader } from "../../src/grammar/values.js";

/** Reads one value of `type` from `raw`; `rest` is what is left unread. */
function read(type: ArgType, raw: string): { value: unknown; error: string | undefined; rest: string } {
  const reader = new ValueReader(new Scanner(raw), "+test");
  const value = readValue(reader, type, false);
  const next = reader.scanner.scan();
  // the message names the marker first (`+test: …`); the tests are about what follows
  const error = reader.error?.text.replace(/^\+test: /, "");
  return { value, error, rest: next.kind === "eof" ? "" : raw.slice(next.start) };
}

const intList: ArgType = { kind: "slice", item: arg.int };
const intListList: ArgType = { kind: "slice", item: intList };
const stringMap: ArgType = { kind: "map", item: arg.string };

describe("typed values", () => {
  it.each<[string, ArgType, string, unknown]>([
    ["a bare string, spaces kept inside", arg.string, "some string here!", "some string here!"],
    ["a bare string with number-ish words", arg.string, "aa 0Baaa aaa", "aa 0Baaa aaa"],
    ["a path with digits", arg.string, "/tmp/tmp-CHECKCRD-0B7LDeoZta", "/tmp/tmp-CHECKCRD-0B7LDeoZta"],
    ["a dot-number string", arg.string, ".0B7LDeoZt", ".0B7LDeoZt"],
    ["a bare string with `=` and `:`", arg.string, "^a=b:c$", "^a=b:c$"],
    ["a double-quoted string", arg.string, '"some; string, \\nhere"', "some; string, \nhere"],
    ["Go escapes", arg.string, '"\\x41\\101\\u00e9\\U0001F600\\t\\"\\\\"', 'AAé😀\t"\\'],
    ["a byte escape that is not UTF-8", arg.string, '"a\\xffb"', "a\uFFFDb"],
    ["a backtick string, verbatim", arg.string, "`some; string, \\nhere`", "some; string, \\nhere"],
    ["a backtick string loses carriage returns", arg.string, "`a\rb`", "ab"],
    ["a quoted pattern", arg.string, '"^\\\\d{1,3}$"', "^\\d{1,3}$"],
    ["an integer", arg.int, "42", 42],
    ["a negative integer", arg.int, "-42", -42],
    ["a leading-zero integer, read as decimal like Atoi", arg.int, "017", 17],
    ["a float", arg.number, "2.5", 2.5],
    ["an exponent", arg.number, "-2.5e3", -2500],
    ["an integer as a number", arg.number, "7", 7],
    ["true", arg.bool, "true", true],
    ["false", arg.bool, "false", false],
    ["a legacy list", arg.stringList, "hi;hello;hey y'all", ["hi", "hello", "hey y'all"]],
    ["a braced list", arg.stringList, "{hi,hello,hey y'all}", ["hi", "hello", "hey y'all"]],
    [
      "braced lists of legacy lists",
      intListList,
      "{1;1,2;3,5;8}",
      [
        [1, 1],
        [2, 3],
        [5, 8],
      ],
    ],
    [
      "braced lists of braced lists",
      intListList,
      "{{1,1},{2,3},{5,8}}",
      [
        [1, 1],
        [2, 3],
        [5, 8],
      ],
    ],
    ["a map", stringMap, "{formal: hello, `informal`: `hi!`}", { formal: "hello", informal: "hi!" }],
    ["a map with a quoted key", stringMap, '{"a key": v}', { "a key": "v" }],
    ["an empty map", stringMap, "{}", {}],
    ["a list of any, each item guessed", arg.anyList, "a;1;true;2.5", ["a", 1, true, 2.5]],
  ])("reads %s", (_name, type, raw, expected) => {
    const result = read(type, raw);
    expect(result.error).toBeUndefined();
    expect(result.value).toEqual(expected);
    expect(result.rest).toBe("");
  });

  it.each<[string, ArgType, string, string]>([
    ["a word as an integer", arg.int, "abc", 'expected an integer, got "abc"'],
    ["a float as an integer", arg.int, "1.5", 'expected an integer, got "1.5"'],
    ["a hex literal as an integer (Atoi)", arg.int, "0x1F", 'invalid integer "0x1F"'],
    ["an invalid octal integer", arg.int, "0987", 'invalid integer "0987"'],
    ["a word as a number", arg.number, "abc", 'expected an integer or a float, got "abc"'],
    ["a word as a bool", arg.bool, "yes", 'expected true or false, got "yes"'],
    [
      "an unknown escape",
      arg.string,
      '"\\q"',
      'unable to parse string "\\q": invalid escape sequence at "\\q"',
    ],
    [
      "a quote escape in double quotes",
      arg.string,
      '"\\\'"',
      'unable to parse string "\\\'": invalid escape sequence at "\\\'"',
    ],
    ["an unterminated string", arg.string, '"abc', 'string literal not terminated: "abc'],
    ["an unterminated backtick string", arg.string, "`abc", "string literal not terminated: `abc"],
    ["a list item of the wrong type", intList, "1;a", 'expected an integer, got "a"'],
    ["an unclosed braced list", intList, "{1,2", "expected a comma, got end of input"],
    ["a map without colon", stringMap, "{a b}", 'expected a colon, got "}"'],
  ])("rejects %s", (_name, type, raw, error) => {
    expect(read(type, raw).error).toBe(error);
  });

  it("stops a bare string at , ; and } and leaves the rest", () => {
    expect(read(arg.string, "^a{1,3}$")).toEqual({ value: "^a{1", error: undefined, rest: ",3}$" });
    expect(read(arg.string, "a;b")).toEqual({ value: "a", error: undefined, rest: ";b" });
    expect(read(arg.string, "a}b")).toEqual({ value: "a", error: undefined, rest: "}b" });
  });

  it("keeps a __proto__ map key as an ordinary key", () => {
    const value = read(stringMap, "{__proto__: x}").value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__"]);
  });
});

describe("any-typed values (type guessing)", () => {
  it.each<[string, unknown]>([
    ["some string here!", "some string here!"],
    ['"some; string, \\nhere"', "some; string, \nhere"],
    ["`some; string, \\nhere`", "some; string, \\nhere"],
    ["42", 42],
    ["-42", -42],
    ["1.5", 1.5],
    ["-1e3", -1000],
    ["true", true],
    ["false", false],
    ["truex", "truex"],
    ["hi;hello;hey y'all", ["hi", "hello", "hey y'all"]],
    ["{hi,hello,hey y'all}", ["hi", "hello", "hey y'all"]],
    ["{hi}", ["hi"]],
    [
      "{1;1,2;3,5;8}",
      [
        [1, 1],
        [2, 3],
        [5, 8],
      ],
    ],
    [
      "{{1,1},{2,3},{5,8}}",
      [
        [1, 1],
        [2, 3],
        [5, 8],
      ],
    ],
    ["{80,443}", [80, 443]],
    ["a;1;true", ["a", "1", "true"]],
    ["{}", {}],
    ["{a: 1}", { a: 1 }],
    ["{1: a}", { "1": "a" }],
    ["{a: x, b: {x;y}}", { a: "x", b: [["x", "y"]] }],
    ["087bdd", "087bdd"],
    ["/tmp/tmp.4paHkdEcpK", "/tmp/tmp.4paHkdEcpK"],
    ["123/config", "123/config"],
    ["0987", "0987"],
    ["100Mi", "100Mi"],
    ["2024-01-15", "2024-01-15"],
    ["sha256:08a7b", "sha256:08a7b"],
    ["00000000-1234-5678", "00000000-1234-5678"],
    ["123abc", "123abc"],
    ["1.2.3", "1.2.3"],
    ["'single'", "'single'"],
  ])("reads %s", (raw, expected) => {
    const result = read(arg.any, raw);
    expect(result.error).toBeUndefined();
    expect(result.value).toEqual(expected);
    expect(result.rest).toBe("");
  });

  it("reads non-uniform, nested maps", () => {
    const raw =
      '{text: "abc", len: 3, "as bytes": 97;98;99, props: {encoding: ascii, nullsafe: true, tags: {"triple", "in a row"}}}';
    expect(read(arg.any, raw)).toEqual({
      value: {
        text: "abc",
        len: 3,
        "as bytes": [97, 98, 99],
        props: { encoding: "ascii", nullsafe: true, tags: ["triple", "in a row"] },
      },
      error: undefined,
      rest: "",
    });
  });

  it("types a guessed list by its first item, as controller-gen does", () => {
    expect(read(arg.any, "{1,a}").error).toBe('expected an integer, got "a"');
    expect(read(arg.any, "{a,1}").value).toEqual(["a", "1"]);
  });
});
