/**
 * Patterns and texts aimed at the places where re2js (RE2/J, Unicode 17) and Go 1.25's `regexp` (Unicode 15.0)
 * could part: `\p` names and tables, POSIX and Perl classes, `\Q…\E`, flags and their scopes, case folding
 * (Kelvin sign, long s, sigma, the pairs Unicode 15.1–17 added), repetition and nesting limits, empty-width
 * assertions around `\r`/`\n`, capture names, escapes.
 */
import fc from "fast-check";

/** One request to the oracle: compile `p`, and match, find and findAll (with `n`) each text. */
export interface RegexpCase {
  readonly p: string;
  readonly ss: readonly string[];
  readonly n: number;
}

// Characters whose case folding or class membership differs somewhere: ASCII and its two non-ASCII fold partners,
// sigma, the Unicode 15.1 simple foldings (U+0390/U+1FD3, U+03B0/U+1FE3, U+FB05/U+FB06), letters paired only in
// Unicode 16/17 (U+0264/U+A7CB, U+019B/U+A7DC, U+1C89/U+1C8A), U+0345, Deseret (astral case pairs), a Garay letter
// (Unicode 16), unassigned and private-use code points, line terminators.
const specialChars = [
  "a",
  "b",
  "k",
  "K",
  "s",
  "S",
  "z",
  "_",
  "0",
  "9",
  "-",
  " ",
  "\t",
  "\n",
  "\r",
  "\f",
  "\v",
  "\u0000",
  "\u212a",
  "\u017f",
  "\u03c3",
  "\u03c2",
  "\u03a3",
  "\u0390",
  "\u1fd3",
  "\u03b0",
  "\u1fe3",
  "\ufb05",
  "\ufb06",
  "\u0264",
  "\ua7cb",
  "\u019b",
  "\ua7dc",
  "\u1c89",
  "\u1c8a",
  "\u0345",
  "\u03b9",
  "\u0399",
  "\u1fbe",
  "\u00e9",
  "\u00c9",
  "\u0130",
  "\u0131",
  "\u00df",
  "\u1e9e",
  "\u00b5",
  "\u039c",
  "\u03bc",
  "\u{10400}",
  "\u{10428}",
  "\u{10d50}",
  "\u{10d70}",
  "\u{1f600}",
  "\u0378",
  "\ue000",
  "\u4e2d",
  "\u0660",
  "\u2028",
  "\u2029",
  "\u0085",
  "\u00a0",
  "\u3000",
  "\ufffd",
  "\u{10ffff}",
];

const punctuation = [
  ".",
  "*",
  "+",
  "?",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  "|",
  "^",
  "$",
  "\\",
  "/",
  "<",
  ">",
  ":",
  "=",
  "!",
  ",",
  "#",
  "&",
  "~",
];

// Names Go 1.25 resolves (categories, scripts, aliases, in other cases and with separators) and names it does not
// (Old_Italic and other underscored scripts, Garay and other Unicode 16 scripts, short script codes, L&).
const unicodeNames = [
  "L",
  "Lu",
  "Ll",
  "Lt",
  "Lm",
  "Lo",
  "LC",
  "Lc",
  "lc",
  "M",
  "Mn",
  "N",
  "Nd",
  "Nl",
  "P",
  "Pd",
  "S",
  "Sm",
  "Z",
  "Zs",
  "C",
  "Cc",
  "Cf",
  "Cn",
  "Co",
  "Cs",
  "Any",
  "any",
  "ANY",
  "Assigned",
  "ASCII",
  "Ascii",
  "ascii",
  "Greek",
  "greek",
  "GREEK",
  "Latin",
  "Han",
  "Cyrillic",
  "Common",
  "Inherited",
  "Kawi",
  "Nag_Mundari",
  "NagMundari",
  "Old_Italic",
  "OldItalic",
  "Garay",
  "Todhri",
  "Unknown",
  "Zzzz",
  "Latn",
  "Grek",
  "L&",
  "Letter",
  "letter",
  "Uppercase_Letter",
  "uppercase letter",
  "Uppercase-Letter",
  "Cased_Letter",
  "casedletter",
  "Number",
  "Punctuation",
  "Symbol",
  "Separator",
  "Other",
  "Mark",
  "Control",
  "Unassigned",
  "digit",
  "punct",
  "cntrl",
  "Decimal_Number",
  "_Lu",
  "L_u",
  "l u",
  "^Lu",
  "^Greek",
  "^",
  "",
  "Lu}",
  "é",
  "\u0130",
  "constructor",
  "Constructor",
  "__proto__",
  "Tostring",
];

const posixNames = [
  "alnum",
  "alpha",
  "ascii",
  "blank",
  "cntrl",
  "digit",
  "graph",
  "lower",
  "print",
  "punct",
  "space",
  "upper",
  "word",
  "xdigit",
  "foo",
  "Alpha",
  "",
];

const escapes = [
  "\\d",
  "\\D",
  "\\s",
  "\\S",
  "\\w",
  "\\W",
  "\\b",
  "\\B",
  "\\A",
  "\\z",
  "\\Z",
  "\\C",
  "\\x41",
  "\\x4",
  "\\x{41}",
  "\\x{10FFFF}",
  "\\x{110000}",
  "\\x{}",
  "\\x{212a}",
  "\\x{17F}",
  "\\0",
  "\\07",
  "\\123",
  "\\400",
  "\\8",
  "\\1",
  "\\a",
  "\\f",
  "\\t",
  "\\n",
  "\\r",
  "\\v",
  "\\e",
  "\\.",
  "\\*",
  "\\\\",
  "\\-",
  "\\]",
  "\\[",
  "\\/",
  "\\<",
  "\\_",
  "\\é",
  "\\K",
  "\\k",
  "\\G",
  "\\X",
  "\\R",
  "\\h",
  "\\N",
  "\\ ",
  "\\#",
];

// The pieces Go refuses, left out of the patterns meant to compile (most random syntax does not).
const badNames = new Set([
  "Old_Italic",
  "OldItalic",
  "Garay",
  "Todhri",
  "Unknown",
  "Zzzz",
  "Latn",
  "Grek",
  "L&",
  "^",
  "",
  "Lu}",
  "é",
  "\u0130",
  "constructor",
  "Constructor",
  "__proto__",
  "Tostring",
]);
const badEscapes = new Set([
  "\\Z",
  "\\C",
  "\\x4",
  "\\x{110000}",
  "\\x{}",
  "\\8",
  "\\1",
  "\\e",
  "\\é",
  "\\K",
  "\\k",
  "\\G",
  "\\X",
  "\\R",
  "\\h",
  "\\N",
]);

const char = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...specialChars) },
  { weight: 2, arbitrary: fc.constantFrom(...punctuation) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
);
// A character that stands for itself outside a class.
const plainChar = char.filter((c) => !"\\[](){}*+?|^$.".includes(c));

/** Patterns from the full pools (`valid` false) or from the pieces Go accepts only (mostly compiling). */
function patterns(valid: boolean): fc.Arbitrary<string> {
  const names = valid ? unicodeNames.filter((n) => !badNames.has(n)) : unicodeNames;
  const escapeList = valid ? escapes.filter((e) => !badEscapes.has(e)) : escapes;
  const posix = valid ? posixNames.filter((n) => n !== "foo" && n !== "Alpha" && n !== "") : posixNames;
  const unicodeClass = fc
    .tuple(fc.constantFrom("\\p", "\\P"), fc.constantFrom(...names), fc.nat(9))
    .map(([head, name, shape]) => {
      // A single-letter form for one-character names, now and then an unclosed brace or a bare `\p`.
      if (shape === 0 && Array.from(name).length === 1) return `${head}${name}`;
      if (!valid && shape === 1) return `${head}{${name}`;
      if (!valid && shape === 2) return head;
      return `${head}{${name}}`;
    });
  const posixClass = fc
    .tuple(fc.boolean(), fc.constantFrom(...posix))
    .map(([negated, name]) => `[:${negated ? "^" : ""}${name}:]`);
  const classChar = char.filter((c) => c !== "]" && c !== "\\" && c !== "[" && c !== "-");
  const classItem = fc.oneof(
    { weight: 4, arbitrary: classChar },
    {
      weight: 2,
      arbitrary: fc
        .tuple(classChar, classChar)
        .filter(([a, b]) => !valid || (a.codePointAt(0) as number) <= (b.codePointAt(0) as number))
        .map(([a, b]) => `${a}-${b}`),
    },
    { weight: 2, arbitrary: fc.constantFrom(...escapeList) },
    { weight: 2, arbitrary: unicodeClass },
    { weight: 2, arbitrary: posixClass },
    {
      weight: 1,
      arbitrary: valid
        ? fc.constantFrom("a-z", "A-Z", "k-k", "s-t", "\\x{100}-\\x{17f}", "\u03b1-\u03c9", "[", "^")
        : fc.constantFrom(
            "a-z",
            "\\x{100}-\\x{17f}",
            "-",
            "[",
            "]",
            "^",
            "\\Q",
            "\\p{Greek}-z",
            "a-\\pL",
            "z-a",
          ),
    },
  );
  const charClass = fc
    .tuple(fc.boolean(), fc.array(classItem, { minLength: valid ? 1 : 0, maxLength: 5 }), fc.nat(19))
    .map(
      ([negated, items, close]) =>
        `[${negated ? "^" : ""}${items.join("")}${!valid && close === 0 ? "" : "]"}`,
    );
  const repeat = valid
    ? fc.constantFrom("*", "+", "?", "*?", "+?", "??", "{2}", "{0}", "{1,}", "{1,3}", "{0,2}", "{3}?")
    : fc.oneof(
        fc.constantFrom("*", "+", "?", "*?", "**", "{2}", "{0}", "{1,}", "{1,3}", "{,3}", "{3,1}", "{"),
        fc
          .tuple(fc.constantFrom(0, 1, 2, 999, 1000, 1001), fc.constantFrom(undefined, -1, 0, 1000, 1001))
          .map(([n, m]) => (m === undefined ? `{${n}}` : m === -1 ? `{${n},}` : `{${n},${m}}`)),
      );
  const flags = valid
    ? fc.constantFrom(
        "(?i)",
        "(?m)",
        "(?s)",
        "(?U)",
        "(?-i)",
        "(?i-s)",
        "(?im)",
        "(?ms)",
        "(?i)(?-i)",
        "(?is)",
      )
    : fc.constantFrom(
        "(?i)",
        "(?-i)",
        "(?z)",
        "(?-)",
        "(?i-)",
        "(?)",
        "(?--i)",
        "(?P=n)",
        "(?=",
        "(?!",
        "(?<=",
        "(?#",
      );
  const quoted = fc
    .tuple(fc.array(fc.oneof(char, fc.constantFrom("\\", "\\Q")), { maxLength: 4 }), fc.boolean())
    .map(([parts, closed]) => `\\Q${parts.join("")}${closed || valid ? "\\E" : ""}`)
    .filter((q) => !valid || !q.slice(2, -2).includes("\\E"));
  const atom: fc.Arbitrary<string> = fc.oneof(
    { weight: 6, arbitrary: valid ? plainChar : char },
    { weight: 3, arbitrary: fc.constantFrom(...escapeList) },
    { weight: 3, arbitrary: unicodeClass },
    { weight: 3, arbitrary: charClass },
    {
      weight: 2,
      arbitrary: fc.constantFrom(".", "^", "$", "\\A", "\\z", "\\b", "\\B", "(?m)^", "(?m)$", "(?s)."),
    },
    { weight: 1, arbitrary: quoted },
    { weight: 2, arbitrary: flags },
  );
  const groupName = valid
    ? fc.constantFrom("n", "a", "_", "n1", "1")
    : fc.constantFrom("n", "a", "_", "1", "", "a-b", "é", "n>", "a b");
  return fc.letrec<{ re: string; piece: string }>((tie) => ({
    piece: fc.oneof(
      { weight: 6, arbitrary: atom },
      // Repeating a flag group is an error in Go: only atoms that match something are repeated.
      {
        weight: 2,
        arbitrary: fc
          .tuple(atom, repeat)
          .filter(([a]) => !valid || (!a.startsWith("(?") && !/^[\^$]|^\\[AzbB]$/.test(a)))
          .map(([a, r]) => a + r),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.constantFrom("(", "(?:", "(?i:", "(?-i:", "(?s:", "(?m:", "(?U:", "(?P<", "(?<", "(?i-s:"),
            groupName,
            tie("re"),
            fc.nat(14),
            fc.option(repeat, { nil: "" }),
          )
          .map(([open, name, body, close, rep]) => {
            const head = open.endsWith("<") ? `${open}${name}>` : open;
            return `${head}${body}${!valid && close === 0 ? "" : ")"}${rep}`;
          }),
      },
    ),
    re: fc
      .array(
        fc.array(tie("piece"), { minLength: 0, maxLength: 4 }).map((ps) => ps.join("")),
        {
          minLength: 1,
          maxLength: 3,
        },
      )
      .map((alts) => alts.join("|")),
  })).re;
}

// Deep nesting and large repeats around Go's limits (maxHeight 1000, repeat counts 1000, maxSize).
const limits = fc.oneof(
  fc
    .tuple(fc.integer({ min: 990, max: 1002 }), fc.constantFrom("(", "(?:", "(?i:"))
    .map(([depth, open]) => open.repeat(depth) + "a" + ")".repeat(depth)),
  fc
    .tuple(fc.integer({ min: 995, max: 1002 }), fc.constantFrom("*", "+", "?"))
    .map(([depth, op]) => "(".repeat(depth) + "a" + `)${op}`.repeat(depth)),
  fc.integer({ min: 1, max: 3 }).map((k) => "(?:(?:a{10}){10})".repeat(k) + "{1,10}"),
  fc.integer({ min: 3350, max: 3362 }).map((k) => "x{1000}".repeat(k)),
  fc.constantFrom("(\\pL{1000}){1}", "[\\p{Greek}\\p{Latin}]{1000}", "(?i)\\p{L}{1000}"),
);

/** A pattern: mostly generated syntax, now and then one at Go's limits. */
const regexpPattern: fc.Arbitrary<string> = fc.oneof(
  { weight: 15, arbitrary: patterns(false) },
  { weight: 15, arbitrary: patterns(true) },
  { weight: 1, arbitrary: limits },
);

function textFor(pattern: string): fc.Arbitrary<string> {
  const fromPattern = Array.from(pattern).filter((c) => !"\\[](){}*+?|^$".includes(c));
  const alphabet = fromPattern.length > 0 ? fc.oneof(char, fc.constantFrom(...fromPattern)) : char;
  return fc.array(alphabet, { maxLength: 8 }).map((cs) => cs.join(""));
}

/** A pattern with texts to run it on and the `n` of `findAll`. */
export const regexpCase: fc.Arbitrary<RegexpCase> = regexpPattern.chain((p) =>
  fc.record({
    p: fc.constant(p),
    // A pattern at the size limit is only compiled: matching a program of millions of instructions is slow.
    ss: p.length > 10_000 ? fc.constant([]) : fc.array(textFor(p), { minLength: 1, maxLength: 4 }),
    n: fc.constantFrom(-1, -1, 0, 1, 2, 5),
  }),
);

/** Fixed cases: each difference found against Go 1.25, and the edges the generator reaches only by chance. */
export const regexpProbes: readonly RegexpCase[] = [
  // Go 1.25 names: long category names, any case, separators ignored; scripts Go 1.25 lacks are errors.
  ...[
    "\\p{Letter}",
    "\\p{greek}",
    "\\p{lu}",
    "\\p{Cased_Letter}",
    "\\p{ascii}",
    "\\p{G r e e k}",
    "\\p{Greek_}",
  ].map((p) => ({ p, ss: ["a", "A", "\u03b1", "1", "\u1c89"], n: -1 })),
  ...[
    "\\p{Old_Italic}",
    "\\p{Garay}",
    "\\p{Unknown}",
    "\\p{L&}",
    "\\p{Zinh}",
    "[a\\p{Garay}]",
    "a(\\p{Garay}",
  ].map((p) => ({ p, ss: ["a"], n: -1 })),
  // Unicode 15.0 tables: U+1C89 is a letter only from Unicode 16; U+0378 is unassigned.
  { p: "\\pL", ss: ["\u1c89", "\ua7cb", "a"], n: -1 },
  { p: "\\p{Assigned}|\\p{Cn}", ss: ["\u0378", "a"], n: -1 },
  // Case folding with Go's orbits: Unicode 15.1's U+0390/U+1FD3 and Unicode 16's U+0264/U+A7CB are not Go's.
  { p: "(?i)\u0390", ss: ["\u1fd3", "\u0390"], n: -1 },
  { p: "(?i)[\u0390-\u03b0]", ss: ["\u1fd3", "\u1fe3"], n: -1 },
  { p: "(?i)\u0264|(?i)\\x{a7cb}", ss: ["\ua7cb", "\u0264"], n: -1 },
  { p: "(?i)\\Q\u0390.\\E", ss: ["\u1fd3.", "\u1fd3x"], n: -1 },
  { p: "(?i)[\\p{LC}]|(?i)\\p{LC}", ss: ["\u0345", "a"], n: -1 },
  { p: "(?i)\\W|(?i)[^\\w]", ss: ["\u212a", "\u017f", "-"], n: -1 },
  // Capture names: used twice, or followed by a repetition operator.
  { p: "(?P<n>a)(?P<n>b)|(?<n>c)", ss: ["ab", "c"], n: -1 },
  { p: "(?<_>?|)", ss: [""], n: -1 },
  // `\x` escapes read past their first character, into what follows.
  { p: "\\x4\\p{Greek}", ss: ["a"], n: -1 },
  { p: "[\\x4\\pL]", ss: ["a"], n: -1 },
  // `[:` inside a class: a POSIX name only when `:]` follows after the `[:`.
  { p: "[[:]a]", ss: ["[a]", ":"], n: -1 },
  { p: "[[:]:]]", ss: [":"], n: -1 },
  // The limits Go quotes the whole pattern for.
  { p: "(".repeat(1001) + ")".repeat(1001), ss: [], n: -1 },
  { p: "(?:".repeat(1000) + "a" + ")".repeat(1000), ss: ["a"], n: -1 },
  { p: "x{1000}".repeat(3400), ss: [], n: -1 },
  // FindAllString: empty matches next to others, astral characters, n.
  { p: "a*|b", ss: ["baaab", "\u{1f600}a\u{1f600}", ""], n: -1 },
  { p: "", ss: ["\u{10400}\u{10428}"], n: 2 },
  { p: "(?m)^|$", ss: ["a\nb\r\n", "\r"], n: -1 },
];
