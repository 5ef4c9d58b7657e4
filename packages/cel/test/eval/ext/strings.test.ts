/**
 * cel-go `ext/strings_test.go` `TestStrings`, evaluated: each expression is true (or fails with an error
 * containing `err`), in `cel.NewEnv(Strings())` — here the latest version this port implements, 3. The
 * `parseOnly` cases evaluate the parsed AST and fail at dispatch.
 */
import { describe, expect, it } from "vitest";
import { stringsLibrary } from "../../../src/decls/ext/strings.js";
import { evalExt } from "./eval-ext.js";

interface StringCase {
  readonly expr: string;
  readonly err?: string;
  readonly parseOnly?: boolean;
}

const stringTests: readonly StringCase[] = [
  { expr: "'tacocat'.charAt(3) == 'o'" },
  { expr: "'tacocat'.charAt(7) == ''" },
  { expr: "'©αT'.charAt(0) == '©' && '©αT'.charAt(1) == 'α' && '©αT'.charAt(2) == 'T'" },
  { expr: "'tacocat'.indexOf('') == 0" },
  { expr: "'tacocat'.indexOf('ac') == 1" },
  { expr: "'tacocat'.indexOf('none') == -1" },
  { expr: "'tacocat'.indexOf('', 3) == 3" },
  { expr: "'tacocat'.indexOf('a', 3) == 5" },
  { expr: "'tacocat'.indexOf('at', 3) == 5" },
  { expr: "'ta©o©αT'.indexOf('©') == 2" },
  { expr: "'ta©o©αT'.indexOf('©', 3) == 4" },
  { expr: "'ta©o©αT'.indexOf('©αT', 3) == 4" },
  { expr: "'ta©o©αT'.indexOf('©α', 5) == -1" },
  { expr: "'ijk'.indexOf('k') == 2" },
  { expr: "'hello wello'.indexOf('hello wello') == 0" },
  { expr: "'hello wello'.indexOf('ello', 6) == 7" },
  { expr: "'hello wello'.indexOf('elbo room!!') == -1" },
  { expr: "'hello wello'.indexOf('elbo room!!!') == -1" },
  { expr: "''.lastIndexOf('@@') == -1" },
  { expr: "'tacocat'.lastIndexOf('') == 7" },
  { expr: "'tacocat'.lastIndexOf('at') == 5" },
  { expr: "'tacocat'.lastIndexOf('none') == -1" },
  { expr: "'tacocat'.lastIndexOf('', 3) == 3" },
  { expr: "'tacocat'.lastIndexOf('a', 3) == 1" },
  { expr: "'ta©o©αT'.lastIndexOf('©') == 4" },
  { expr: "'ta©o©αT'.lastIndexOf('©', 3) == 2" },
  { expr: "'ta©o©αT'.lastIndexOf('©α', 4) == 4" },
  { expr: "'hello wello'.lastIndexOf('ello', 6) == 1" },
  { expr: "'hello wello'.lastIndexOf('low') == -1" },
  { expr: "'hello wello'.lastIndexOf('elbo room!!') == -1" },
  { expr: "'hello wello'.lastIndexOf('elbo room!!!') == -1" },
  { expr: "'hello wello'.lastIndexOf('hello wello') == 0" },
  { expr: "'bananananana'.lastIndexOf('nana', 7) == 6" },
  { expr: "'TacoCat'.lowerAscii() == 'tacocat'" },
  { expr: "'TacoCÆt'.lowerAscii() == 'tacocÆt'" },
  { expr: "'TacoCÆt Xii'.lowerAscii() == 'tacocÆt xii'" },
  { expr: '"12 days 12 hours".replace("{0}", "2") == "12 days 12 hours"' },
  { expr: '"{0} days {0} hours".replace("{0}", "2") == "2 days 2 hours"' },
  { expr: '"{0} days {0} hours".replace("{0}", "2", 1).replace("{0}", "23") == "2 days 23 hours"' },
  { expr: '"1 ©αT taco".replace("αT", "o©α") == "1 ©o©α taco"' },
  { expr: '"hello hello".replace("", "_") == "_h_e_l_l_o_ _h_e_l_l_o_"' },
  { expr: '"hello hello".replace("h", "") == "ello ello"' },
  { expr: '"hello world".split(" ") == ["hello", "world"]' },
  { expr: '"hello world events!".split(" ", 0) == []' },
  { expr: '"hello world events!".split(" ", 1) == ["hello world events!"]' },
  { expr: '"o©o©o©o".split("©", -1) == ["o", "o", "o", "o"]' },
  { expr: '"tacocat".substring(4) == "cat"' },
  { expr: '"tacocat".substring(7) == ""' },
  { expr: '"tacocat".substring(0, 4) == "taco"' },
  { expr: '"tacocat".substring(4, 4) == ""' },
  { expr: "'ta©o©αT'.substring(2, 6) == \"©o©α\"" },
  { expr: "'ta©o©αT'.substring(7, 7) == \"\"" },
  { expr: '" \\f\\n\\r\\t\\vtext  ".trim() == "text"' },
  { expr: '"\\u0085\\u00a0\\u1680text".trim() == "text"' },
  { expr: '"text\\u2000\\u2001\\u2002\\u2003\\u2004\\u2004\\u2006\\u2007\\u2008\\u2009".trim() == "text"' },
  { expr: '"\\u200atext\\u2028\\u2029\\u202F\\u205F\\u3000".trim() == "text"' },
  {
    expr: '"\\u180etext\\u200b\\u200c\\u200d\\u2060\\ufeff".trim()\n\t\t\t\t== "\\u180etext\\u200b\\u200c\\u200d\\u2060\\ufeff"',
  },
  { expr: "'tacoCat'.upperAscii() == 'TACOCAT'" },
  { expr: "'tacoCαt'.upperAscii() == 'TACOCαT'" },
  { expr: "'gums'.reverse() == 'smug'" },
  { expr: "'palindromes'.reverse() == 'semordnilap'" },
  { expr: "'John Smith'.reverse() == 'htimS nhoJ'" },
  { expr: "'u180etext'.reverse() == 'txete081u'" },
  { expr: "'2600+U'.reverse() == 'U+0062'" },
  {
    expr: "'\\u180e\\u200b\\u200c\\u200d\\u2060\\ufeff'.reverse() == '\\ufeff\\u2060\\u200d\\u200c\\u200b\\u180e'",
  },
  { expr: "['x', 'y'].join() == 'xy'" },
  { expr: "['x', 'y'].join('-') == 'x-y'" },
  { expr: "[].join() == ''" },
  { expr: "[].join('-') == ''" },
  { expr: 'strings.quote("first\\nsecond") == "\\"first\\\\nsecond\\""' },
  { expr: 'strings.quote("bell\\a") == "\\"bell\\\\a\\""' },
  { expr: 'strings.quote("\\bbackspace") == "\\"\\\\bbackspace\\""' },
  { expr: 'strings.quote("\\fform feed") == "\\"\\\\fform feed\\""' },
  { expr: 'strings.quote("carriage \\r return") == "\\"carriage \\\\r return\\""' },
  { expr: 'strings.quote("horizontal tab\\t") == "\\"horizontal tab\\\\t\\""' },
  { expr: 'strings.quote("vertical \\v tab") == "\\"vertical \\\\v tab\\""' },
  { expr: 'strings.quote("double \\\\\\\\ slash") == "\\"double \\\\\\\\\\\\\\\\ slash\\""' },
  { expr: 'strings.quote("two escape sequences \\a\\n") == "\\"two escape sequences \\\\a\\\\n\\""' },
  { expr: 'strings.quote("verbatim") == "\\"verbatim\\""' },
  { expr: 'strings.quote("ends with \\\\") == "\\"ends with \\\\\\\\\\""' },
  { expr: 'strings.quote("\\\\ starts with") == "\\"\\\\\\\\ starts with\\""' },
  { expr: 'strings.quote("printable unicode😀") == "\\"printable unicode😀\\""' },
  { expr: 'strings.quote("mid string \\" quote") == "\\"mid string \\\\\\" quote\\""' },
  {
    expr: 'strings.quote(\'single-quote with "double quote"\') == "\\"single-quote with \\\\\\"double quote\\\\\\"\\""',
  },
  { expr: 'strings.quote("size(\'ÿ\')") == "\\"size(\'ÿ\')\\""' },
  { expr: 'strings.quote("size(\'πέντε\')") == "\\"size(\'πέντε\')\\""' },
  { expr: 'strings.quote("завтра") == "\\"завтра\\""' },
  { expr: 'strings.quote("\\U0001F431\\U0001F600\\U0001F61B") == "\\"\\U0001F431\\U0001F600\\U0001F61B\\""' },
  { expr: 'strings.quote("ta©o©αT") == "\\"ta©o©αT\\""' },
  { expr: 'strings.quote("") == "\\"\\""' },
  { expr: "strings.quote('%s %s').format(['hello', 'world']) == \"\\\"hello world\\\"\"" },
  { expr: "'tacocat'.charAt(30) == ''", err: "index out of range: 30" },
  { expr: "'tacocat'.indexOf('a', 30) == -1" },
  { expr: "'tacocat'.indexOf('', 7) == 7" },
  // cel-go v0.26.0 (Kubernetes 1.35) finds an empty needle at any offset (ext/strings.go:576-579); the table's
  // `== 7` and `index out of range: -1` are cel-go #1335's, after v0.26.0.
  { expr: "'tacocat'.indexOf('', 30) == 30" },
  { expr: "'tacocat'.indexOf('', -1) == -1" },
  { expr: "'tacocat'.lastIndexOf('a', -1) == -1", err: "index out of range: -1" },
  { expr: "'tacocat'.lastIndexOf('a', 30) == -1" },
  { expr: "'tacocat'.lastIndexOf('', 7) == 7" },
  { expr: "'tacocat'.lastIndexOf('', 30) == 30" },
  { expr: "'tacocat'.lastIndexOf('', -1) == -1" },
  { expr: '"tacocat".substring(40) == "cat"', err: "index out of range: 40" },
  { expr: '"tacocat".substring(-1) == "cat"', err: "index out of range: -1" },
  { expr: '"tacocat".substring(1, 50) == "cat"', err: "index out of range: 50" },
  { expr: '"tacocat".substring(49, 50) == "cat"', err: "index out of range: 49" },
  { expr: '"tacocat".substring(4, 3) == ""', err: "invalid substring range. start: 4, end: 3" },
  { expr: '42.charAt(2) == ""', err: "no such overload", parseOnly: true },
  { expr: "'hello'.charAt(true) == \"\"", err: "no such overload", parseOnly: true },
  { expr: "24.indexOf('2') == 0", err: "no such overload", parseOnly: true },
  { expr: "'hello'.indexOf(true) == 1", err: "no such overload", parseOnly: true },
  { expr: "42.indexOf('4', 0) == 0", err: "no such overload", parseOnly: true },
  { expr: "'42'.indexOf(4, 0) == 0", err: "no such overload", parseOnly: true },
  { expr: "'42'.indexOf('4', '0') == 0", err: "no such overload", parseOnly: true },
  { expr: "'42'.indexOf('4', 0, 1) == 0", err: "no such overload", parseOnly: true },
  { expr: '42.split("2") == ["4"]', err: "no such overload", parseOnly: true },
  { expr: '42.replace(2, 1) == "41"', err: "no such overload", parseOnly: true },
  { expr: '"42".replace(2, 1) == "41"', err: "no such overload", parseOnly: true },
  { expr: '"42".replace("2", 1) == "41"', err: "no such overload", parseOnly: true },
  { expr: '42.replace("2", "1", 1) == "41"', err: "no such overload", parseOnly: true },
  { expr: '"42".replace(2, "1", 1) == "41"', err: "no such overload", parseOnly: true },
  { expr: '"42".replace("2", 1, 1) == "41"', err: "no such overload", parseOnly: true },
  { expr: '"42".replace("2", "1", "1") == "41"', err: "no such overload", parseOnly: true },
  { expr: '"42".replace("2", "1", 1, false) == "41"', err: "no such overload", parseOnly: true },
  { expr: '42.split("") == ["4", "2"]', err: "no such overload", parseOnly: true },
  { expr: '"42".split(2) == ["4"]', err: "no such overload", parseOnly: true },
  { expr: '42.split("2", "1") == ["4"]', err: "no such overload", parseOnly: true },
  { expr: '"42".split(2, 1) == ["4"]', err: "no such overload", parseOnly: true },
  { expr: '"42".split("2", "1") == ["4"]', err: "no such overload", parseOnly: true },
  { expr: '"42".split("2", 1, 1) == ["4"]', err: "no such overload", parseOnly: true },
  { expr: "'hello'.substring(1, 2, 3) == \"\"", err: "no such overload", parseOnly: true },
  { expr: '30.substring(true, 3) == ""', err: "no such overload", parseOnly: true },
  { expr: '"tacocat".substring(true, 3) == ""', err: "no such overload", parseOnly: true },
  { expr: '"tacocat".substring(0, false) == ""', err: "no such overload", parseOnly: true },
];

const env = { library: stringsLibrary(3), versions: { strings: 3 } };

describe("cel-go TestStrings", () => {
  it.each(stringTests.map((c, i) => ({ ...c, i })))("[$i] $expr", ({ expr, err, parseOnly }) => {
    const out = evalExt(expr, env, { parseOnly: parseOnly === true });
    if (err !== undefined) expect(out.error).toContain(err);
    else expect(out).toMatchObject({ value: true });
  });
});

describe("a leading U+FEFF is text, not a byte-order mark", () => {
  it.each([
    "size('\\ufeff') == 1",
    "string(b'\\xef\\xbb\\xbfa') == '\\ufeffa'",
    "'%s'.format([b'\\xef\\xbb\\xbf']) == '\\ufeff'",
  ])("%s", (expr) => {
    expect(evalExt(expr, env)).toMatchObject({ value: true });
  });
});
