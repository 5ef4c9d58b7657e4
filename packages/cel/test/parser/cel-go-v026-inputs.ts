/**
 * The inputs of the differential against cel-go v0.26.0's parser (see SOURCES.md): a fast-check generator of
 * well-formed and damaged expressions aimed at the parser's edges, and hand-made families (macros, nesting
 * near the recursion limits, error counts near the reporting limits).
 */
import fc from "fast-check";

/** One request, as the Go oracle reads it: `m` "raw" is `parser.NewParser` with the options in `p`. */
export interface OracleRequest {
  readonly e: string;
  readonly m?: "raw";
  readonly p?: Readonly<Record<string, number>>;
}

/** What the oracle prints: the error display, or the tree with `^#id@offset#` and the macro calls. */
export interface OracleAnswer {
  readonly err?: string;
  readonly ast?: string;
  /** The SHA-256 of `ast` when that is long (deep nesting): the vectors keep the hash. */
  readonly astHash?: string;
  /** The SHA-256 of `err` when that is long (a hundred errors). */
  readonly errHash?: string;
  readonly mc?: string;
}

/** cel-go `parser_test.go` `newTestParser`'s limits, which make recovery and recursion limits reachable. */
const testParserLimits = {
  maxRecursionDepth: 32,
  errorRecoveryLimit: 4,
  errorRecoveryLookaheadTokenLimit: 4,
};

const tokens = [
  "a",
  "b",
  "self",
  "x",
  ".",
  "?",
  ":",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  ",",
  "+",
  "-",
  "*",
  "/",
  "%",
  "!",
  "==",
  "!=",
  "<",
  "<=",
  ">",
  ">=",
  "&&",
  "||",
  "in",
  "1",
  "0",
  "1u",
  "0x1F",
  "1.5",
  "1e3",
  ".5",
  "'s'",
  '"t"',
  "b'y'",
  "r'\\d'",
  "'''m\nl'''",
  "true",
  "false",
  "null",
  "has",
  "all",
  "exists",
  "exists_one",
  "existsOne",
  "map",
  "filter",
  "optMap",
  "optFlatMap",
  "transformList",
  "transformMap",
  "transformMapEntry",
  "sortBy",
  "`a-b`",
  "?.",
  "[?",
  "as",
  "if",
  "package",
  "__result__",
  "@result",
  "#",
  "'\\z'",
  "'\\u00'",
  "'\\ud800'",
  "'\\U0010FFFF'",
  "b'\\xff'",
  "'\\377'",
  "9223372036854775808",
  "18446744073709551616u",
  "0xFFFFFFFFFFFFFFFFF",
  "1e400",
  "é",
  "日本",
  "😀",
  "\t",
  "\n",
  "\r\n",
  " ",
  "'unterminated",
  '"',
  "x.y.z{",
  "cel.bind",
];

const wellFormed = [
  "self.all(x, x > 0)",
  "self.exists(x, x == 'a')",
  "self.map(x, x * 2)",
  "self.map(x, x > 0, x)",
  "self.filter(x, x < 3)",
  "has(self.a)",
  "has(self.a.b)",
  "self.exists_one(x, x)",
  "self.existsOne(x, x)",
  "self.all(i, v, v > i)",
  "self.exists(k, v, v)",
  "self.existsOne(k, v, v)",
  "self.transformList(i, v, v)",
  "self.transformList(i, v, v > 0, v)",
  "self.transformMap(k, v, true, v)",
  "self.transformMapEntry(k, v, {k: v})",
  "self.?a.orValue(1)",
  "self[?'a']",
  "[?self.a, 1]",
  "{?'a': self.b}",
  "self.a.optMap(x, x + 1)",
  "self.a.optFlatMap(x, optional.of(x))",
  "self.sortBy(x, x)",
  "a ? b : c",
  "a || b && c",
  "-(-1)",
  "!!a",
  "1 + 2 * 3 - 4 / 5 % 6",
  "a.b.c[1][2]",
  "x.y{a: 1, b: 2}",
  ".a.b",
  "f(1, 2)",
  "a.f(1)",
  "'a' + \"b\" + '''c''' + r'd' + b'e'",
  "[1, 2, 3,]",
  "{1: 2, 3: 4,}",
  "1u + 0x1u + 1.0e-3",
  "self.all(x, self.all(y, x == y))",
];

const escapes = [
  "\\a",
  "\\b",
  "\\f",
  "\\n",
  "\\r",
  "\\t",
  "\\v",
  "\\\\",
  "\\'",
  '\\"',
  "\\`",
  "\\?",
  "\\x41",
  "\\xff",
  "\\X7f",
  "\\101",
  "\\377",
  "\\400",
  "\\8",
  "\\u0041",
  "\\u00e9",
  "\\ud800",
  "\\udfff",
  "\\U0001F600",
  "\\U00110000",
  "\\U0000d800",
  "\\z",
  "\\",
  "\\x4",
  "\\u12",
];
const stringChars = ["a", "é", "日", "😀", "\t", " ", "\u00a0", "\u2028", "x", "'", '"', "\n", "\r\n", "\r"];

/** String and bytes literals: every quote, raw and bytes prefixes in both orders, escapes good and bad. */
const stringLiteral = fc
  .tuple(
    fc.constantFrom("'", '"', "'''", '"""'),
    fc.constantFrom("", "", "r", "R", "b", "B", "br", "rb", "Rb", "bR"),
    fc.array(fc.oneof(fc.constantFrom(...escapes), fc.constantFrom(...stringChars)), { maxLength: 4 }),
    fc.boolean(),
  )
  .map(([q, prefix, body, unterminated]) => prefix + q + body.join("") + (unterminated ? "" : q));

const numberLiteral = fc.constantFrom(
  "0",
  "00",
  "0x",
  "0X1f",
  "0xg",
  "1U",
  "0x1U",
  "-1u",
  "1.",
  ".1",
  "1.e5",
  "1e",
  "1e+",
  "1E-3",
  "1.5e308",
  "1e309",
  "-1e309",
  "4.9e-324",
  "1e-400",
  "9223372036854775807",
  "9223372036854775808",
  "-9223372036854775808",
  "-9223372036854775809",
  "18446744073709551615u",
  "18446744073709551616u",
  "0xFFFFFFFFFFFFFFFF",
  "0xFFFFFFFFFFFFFFFFu",
  "0x8000000000000000",
  "-0x8000000000000000",
  "1_000",
  "1e1u",
  "-0.0",
  "2.5u",
);

const name = fc.constantFrom(
  "a",
  "_x",
  "é",
  "if",
  "as",
  "break",
  "const",
  "else",
  "for",
  "function",
  "import",
  "let",
  "loop",
  "package",
  "namespace",
  "return",
  "var",
  "void",
  "while",
  "in",
  "null",
  "__result__",
  "@result",
  "`a`",
  "`a.b`",
  "`a-b`",
  "`a/b c`",
  "`1`",
  "``",
);

const shapes = fc.constantFrom(
  "a.b",
  "a.`b`",
  "a.?b",
  "a[0]",
  "f()",
  "a.f(1)",
  ".a",
  "a.b.c{}",
  "{}",
  "[]",
  "has(a.b)",
  "has(a)",
  "a.all(1, x)",
  "a.exists(x.y, x)",
  "a.filter(x)",
  "[].existsOne(i, v, v)",
  "a.transformMap(i, i, i)",
  "a.optMap(1, x)",
  "a.sortBy(1, x)",
  "cel.bind(x, 1, x)",
);

const atom = fc.oneof(stringLiteral, numberLiteral, name, shapes);

const { tree } = fc.letrec<{ tree: string }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    atom,
    fc
      .tuple(
        tie("tree"),
        fc.constantFrom(
          " + ",
          " - ",
          " * ",
          "/",
          " % ",
          " == ",
          " < ",
          " in ",
          " && ",
          " || ",
          "\t",
          "\n",
          "\r\n",
        ),
        tie("tree"),
      )
      .map(([l, op, r]) => l + op + r),
    fc.tuple(tie("tree"), tie("tree"), tie("tree")).map(([c, t, f]) => `${c} ? ${t} : ${f}`),
    fc.tuple(fc.constantFrom("!", "-", "!!", "--"), tie("tree")).map(([op, e]) => op + e),
    tie("tree").map((e) => `(${e})`),
    fc.tuple(tie("tree"), tie("tree")).map(([a, b]) => `[${a}, ${b}]`),
    fc.tuple(tie("tree"), tie("tree")).map(([k, v]) => `{${k}: ${v}}`),
  ),
}));

/** Token soup from CEL's lexicon. */
const soup = fc
  .array(fc.tuple(fc.boolean(), fc.constantFrom(...tokens)), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.map(([space, t]) => (space ? " " : "") + t).join(""));

/** A well-formed expression, cut, with a token inserted, a few characters deleted or replaced. */
const damaged = fc
  .tuple(
    fc.constantFrom(...wellFormed),
    fc.array(
      fc.tuple(
        fc.constantFrom("cut", "insert", "delete", "replace", "append"),
        fc.nat(),
        fc.constantFrom(...tokens),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([text, edits]) =>
    edits
      .reduce((cps, [kind, n, t]) => {
        // Edits work on code points: a JavaScript string cut inside a surrogate pair is no Go string.
        const i = n % (cps.length + 1);
        const token = Array.from(t);
        switch (kind) {
          case "cut":
            return cps.slice(0, i);
          case "insert":
            return [...cps.slice(0, i), ...token, ...cps.slice(i)];
          case "delete":
            return [...cps.slice(0, i), ...cps.slice(i + 1 + (n % 3))];
          case "replace":
            return [...cps.slice(0, i), ...token, ...cps.slice(i + 1)];
          default:
            return [...cps, " ", ...token];
        }
      }, Array.from(text))
      .join(""),
  );

/** Unbalanced or deep nesting around the test parser's recursion limit (32). */
const nesting = fc
  .tuple(
    fc.constantFrom("(", "[", "{1:", "f(", "a.all(x, ", "!", "-", "[?"),
    fc.integer({ min: 28, max: 36 }),
    fc.nat(3),
  )
  .map(([open, n, missing]) => {
    const close =
      open === "(" || open === "f(" || open === "a.all(x, " ? ")" : open === "[" || open === "[?" ? "]" : "}";
    const body = open === "!" || open === "-" ? "" : close.repeat(Math.max(0, n - missing));
    return open.repeat(n) + "1" + body;
  });

const mode = fc.oneof(
  fc.constant({}),
  fc
    .record({ enableOptionalSyntax: fc.constantFrom(0, 1), enableIdentEscapeSyntax: fc.constantFrom(0, 1) })
    .map((p) => ({
      m: "raw" as const,
      p: { ...testParserLimits, populateMacroCalls: 1, ...p },
    })),
);

/** The generator of the differential: an expression and the parser it goes to (Kubernetes, or a test parser). */
export const oracleRequest: fc.Arbitrary<OracleRequest> = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: soup },
      { weight: 3, arbitrary: damaged },
      { weight: 3, arbitrary: tree },
      { weight: 1, arbitrary: nesting },
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant("") },
      { weight: 1, arbitrary: fc.constantFrom("  ", "// comment\n", "\t", "\n\n", "日本語 ") },
    ),
    mode,
  )
  .map(([text, prefix, m]) => ({ e: prefix + text, ...m }));

const macroNames = [
  "has",
  "all",
  "exists",
  "exists_one",
  "existsOne",
  "map",
  "filter",
  "optMap",
  "optFlatMap",
  "transformList",
  "transformMap",
  "transformMapEntry",
  "sortBy",
  "bind",
];
const macroArgs = ["x", "a.b", "1", "x > 0", "@result", "__result__", "x.y", "{x: 1}", "[x]", "x.all(y, y)"];

/** Every macro name with 0 to 5 arguments of each shape, receiver-style, global and under `cel.`. */
export function macroRequests(): OracleRequest[] {
  const out: OracleRequest[] = [];
  const add = (e: string) => {
    out.push({ e });
    out.push({ e, m: "raw", p: { populateMacroCalls: 1, enableOptionalSyntax: 1 } });
  };
  for (const fn of macroNames) {
    for (let k = 0; k <= 5; k++) {
      const simple = ["i", "v", "i > 0", "{i: v}", "v"].slice(0, k);
      const shaped = Array.from(
        { length: k },
        (_, i) => macroArgs[(i * 3 + k + fn.length) % macroArgs.length] ?? "x",
      );
      for (const args of [simple, shaped]) {
        add(`m.${fn}(${args.join(", ")})`);
        add(`${fn}(${args.join(", ")})`);
        add(`cel.${fn}(${args.join(", ")})`);
      }
    }
  }
  for (const h of [
    "has(a)",
    "has(a[0])",
    "has(a.?b)",
    "has()",
    "has(a.b, c)",
    "a.has(b.c)",
    "has(.a.b)",
    "has(a.`b`)",
  ]) {
    add(h);
  }
  return out;
}

/** Nesting of every kind at the Kubernetes parser's recursion limit (250), and long chains without nesting. */
export function limitRequests(): OracleRequest[] {
  const out: OracleRequest[] = [];
  for (const n of [249, 250, 251]) {
    for (const e of [
      "(".repeat(n) + "1" + ")".repeat(n),
      "[".repeat(n) + "]".repeat(n),
      "a" + ".b".repeat(n),
      "a" + "[0]".repeat(n),
      Array<string>(n).fill("a").join(" + "),
      Array<string>(n).fill("a").join(" && "),
      Array<string>(n).fill("a").join(" < "),
      Array<string>(n).fill("a").join(" ? b : "),
      "!".repeat(n) + "a",
      "-".repeat(n) + "a",
      "f(".repeat(n) + ")".repeat(n),
      "(".repeat(n),
    ]) {
      out.push({ e });
    }
  }
  // The reporting limit (100 syntax errors) and the first 100 errors of the display.
  for (const n of [99, 100, 101]) {
    out.push({ e: "#".repeat(n) });
    out.push({ e: `[${Array<string>(n).fill("9223372036854775808").join(", ")}]` });
    out.push({ e: `[${Array<string>(n).fill("1 1").join(", ")}]` });
  }
  out.push({ e: "#".repeat(8), m: "raw", p: { errorReportingLimit: 5 } });
  for (const e of ["a".repeat(11), "😀".repeat(10), "😀".repeat(11), "é".repeat(11)]) {
    out.push({ e, m: "raw", p: { expressionSizeCodePointLimit: 10 } });
  }
  return out;
}
