// Transcribed from apiserver pkg/cel/escaping_test.go (see test/SOURCES.md).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { celReservedSymbols, escape, skipRegexCheck, unescape } from "../../src/schema/escaping.js";

const validCelIdent = /^[a-zA-Z_][a-zA-Z0-9_]*$/u;

interface EscapingCase {
  unescaped: string;
  escaped?: string;
  unescapable?: boolean;
}

const reserved = [
  "true",
  "false",
  "null",
  "in",
  "as",
  "break",
  "const",
  "continue",
  "else",
  "for",
  "function",
  "if",
  "import",
  "let",
  "loop",
  "package",
  "namespace",
  "return",
  "var",
  "void",
  "while",
];
const notEscaped = [
  "has",
  "all",
  "exists",
  "exists_one",
  "filter",
  "size",
  "contains",
  "startsWith",
  "endsWith",
  "matches",
  "duration",
  "timestamp",
  "getDate",
  "getDayOfMonth",
  "getDayOfWeek",
  "getFullYear",
  "getHours",
  "getMilliseconds",
  "getMinutes",
  "getMonth",
  "getSeconds",
  "_if",
  "_has",
  "_int",
  "_anything",
];

const cases: EscapingCase[] = [
  { unescaped: "a.a", escaped: "a__dot__a" },
  { unescaped: "a-a", escaped: "a__dash__a" },
  { unescaped: "a__a", escaped: "a__underscores__a" },
  { unescaped: "a.-/__a", escaped: "a__dot____dash____slash____underscores__a" },
  { unescaped: "a._a", escaped: "a__dot___a" },
  { unescaped: "a__.__a", escaped: "a__underscores____dot____underscores__a" },
  { unescaped: "a___a", escaped: "a__underscores___a" },
  { unescaped: "a____a", escaped: "a__underscores____underscores__a" },
  { unescaped: "a__dot__a", escaped: "a__underscores__dot__underscores__a" },
  { unescaped: "a__underscores__a", escaped: "a__underscores__underscores__underscores__a" },
  ...reserved.map((word) => ({ unescaped: word, escaped: `__${word}__` })),
  { unescaped: "@", unescapable: true },
  { unescaped: "1up", unescapable: true },
  { unescaped: "👑", unescapable: true },
  ...notEscaped.map((name) => ({ unescaped: name, escaped: name })),
];

describe("TestEscaping", () => {
  it.each(cases)("$unescaped", (tc) => {
    const e = escape(tc.unescaped);
    if (tc.unescapable === true) {
      expect(e).toBeUndefined();
      return;
    }
    expect(e).toBe(tc.escaped);
    expect(e).toMatch(validCelIdent);
    expect(unescape(tc.escaped ?? "")).toBe(tc.unescaped);
  });
});

describe("TestUnescapeMalformed", () => {
  it.each(["__int__extra", "__illegal__"])("%s", (s) => {
    expect(unescape(s)).toBeUndefined();
  });
});

describe("TestCanSkipRegex", () => {
  const skipCases = [
    { unescaped: "a.a", canSkip: false, invalidCharFound: false },
    { unescaped: "a-a", canSkip: false, invalidCharFound: false },
    { unescaped: "a__a", canSkip: false, invalidCharFound: false },
    { unescaped: "a.-/__a", canSkip: false, invalidCharFound: false },
    { unescaped: "a_a", canSkip: true, invalidCharFound: false },
    { unescaped: "a_a_a", canSkip: true, invalidCharFound: false },
    { unescaped: "@", canSkip: false, invalidCharFound: true },
    { unescaped: "👑", canSkip: false, invalidCharFound: true },
    // an escaped character before an invalid one stops the scan first
    { unescaped: "/👑", canSkip: false, invalidCharFound: false },
  ];
  it.each(skipCases)("$unescaped", (tc) => {
    const check = skipRegexCheck(tc.unescaped);
    expect(check.invalidCharFound).toBe(tc.invalidCharFound);
    if (!check.invalidCharFound) expect(check.canSkipRegex).toBe(tc.canSkip);
  });
});

describe("TestCELReservedSymbolsNoDoubleUnderscore", () => {
  it("no reserved symbol contains __", () => {
    for (const symbol of celReservedSymbols) expect(symbol).not.toContain("__");
  });
});

describe("escaping properties (TestEscapingFuzz)", () => {
  const nameChars = fc.constantFrom(..."abAZ09_-./@é👑 ".split(/(?:)/u));
  const names = fc.oneof(
    fc.string(),
    fc.array(nameChars, { maxLength: 12 }).map((cs) => cs.join("")),
    fc.constantFrom(...reserved),
  );

  it("an escapable name escapes to a CEL identifier and unescapes back", () => {
    fc.assert(
      fc.property(names, (name) => {
        const escaped = escape(name);
        if (escaped === undefined) return;
        expect(escaped).toMatch(validCelIdent);
        expect(unescape(escaped)).toBe(name);
      }),
      { numRuns: 2000 },
    );
  });

  it("a name of [a-zA-Z_.-/][a-zA-Z0-9_.-/]* is escapable", () => {
    const first = fc.constantFrom(..."aZ_.-/".split(""));
    const rest = fc.array(fc.constantFrom(..."aZ09_.-/".split("")), { maxLength: 10 });
    fc.assert(
      fc.property(first, rest, (f, r) => {
        expect(escape(f + r.join(""))).toBeDefined();
      }),
    );
  });
});

describe("skipRegexCheck over code units", () => {
  // Go's loop over runes, as it reads in escaping.go; the port scans UTF-16 code units instead.
  function runeWise(ident: string): { canSkipRegex: boolean; invalidCharFound: boolean } {
    let previousUnderscore = false;
    for (const c of ident) {
      if (c === "/" || c === "-" || c === ".") return { canSkipRegex: false, invalidCharFound: false };
      if (!/^[a-zA-Z0-9_]$/u.test(c)) return { canSkipRegex: true, invalidCharFound: true };
      if (c === "_" && previousUnderscore) return { canSkipRegex: false, invalidCharFound: false };
      previousUnderscore = c === "_";
    }
    return { canSkipRegex: true, invalidCharFound: false };
  }

  it("answers as Go's rune loop does, surrogate pairs and lone surrogates included", () => {
    const unit = fc.constantFrom(
      "a",
      "Z",
      "0",
      "_",
      "/",
      "-",
      ".",
      " ",
      "é",
      "\u{1F600}",
      "\uD800",
      "\uDC00",
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 8 }), (parts) => {
        const ident = parts.join("");
        expect({ ...skipRegexCheck(ident) }).toEqual(runeWise(ident));
      }),
    );
  });
});
