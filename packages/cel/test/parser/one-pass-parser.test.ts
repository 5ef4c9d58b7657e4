import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { type ParseOptions, kubernetesParseOptions, standardMacros } from "../../src/index.js";
import { parseFast } from "../../src/parser/fast-parser.js";
import { resolveOptions } from "../../src/parser/options.js";
import { type ParseResult, parse, parseExactly } from "../../src/parser/parser.js";

/**
 * `parse` answers well-formed texts with a one-pass parser and leaves the rest to the exact port of
 * cel-go's ANTLR parser; whichever answers, the result must be the exact parser's, byte for byte: the tree
 * with its ids, the offset of every id in insertion order, the macro calls, the errors.
 */
function serialized(result: ParseResult): string {
  const ast = result.ast && {
    expr: result.ast.expr,
    offsets: [...result.ast.sourceInfo.offsets],
    macroCalls: [...result.ast.sourceInfo.macroCalls],
  };
  return JSON.stringify({ ast, errors: result.errors }, (_key, value: unknown) =>
    typeof value === "bigint"
      ? `${value}n`
      : value instanceof Uint8Array
        ? `bytes:${[...value].join(",")}`
        : value,
  );
}

function expectSameAsExact(text: string, options?: ParseOptions): void {
  expect(serialized(parse(text, options)), text).toBe(serialized(parseExactly(text, options)));
}

/** Whether the one-pass parser answers `text` itself (rather than leaving it to the exact parser). */
const takesOnePass = (text: string, options?: ParseOptions): boolean =>
  parseFast(text, resolveOptions(options)) !== undefined;

const optionSets: readonly (ParseOptions | undefined)[] = [
  kubernetesParseOptions,
  undefined,
  { macros: standardMacros, populateMacroCalls: true, enableHiddenAccumulatorName: false },
  { ...kubernetesParseOptions, maxRecursionDepth: 6 },
  { ...kubernetesParseOptions, maxRecursionDepth: 12, populateMacroCalls: true },
];

/** The rule texts of every `x-kubernetes-validations` entry of the CRD corpus. */
function corpusRules(): string[] {
  const dir = fileURLToPath(new URL("../../../../testdata/corpus/crds", import.meta.url));
  const rules = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "x-kubernetes-validations" && Array.isArray(child)) {
          for (const entry of child as { rule?: unknown }[]) {
            if (typeof entry.rule === "string") rules.add(entry.rule);
          }
        }
        visit(child);
      }
    }
  };
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (file.endsWith(".yaml")) yaml.loadAll(readFileSync(join(dir, file), "utf8")).forEach(visit);
  }
  return [...rules];
}

describe("the one-pass parser", () => {
  it("parses every rule of the corpus itself, as the exact parser does", () => {
    const rules = corpusRules();
    expect(rules.length).toBeGreaterThan(400);
    for (const rule of rules) {
      expect(takesOnePass(rule, kubernetesParseOptions), rule).toBe(true);
      for (const options of [kubernetesParseOptions, undefined, optionSets[4]]) {
        expectSameAsExact(rule, options);
      }
    }
  });

  it("agrees with the exact parser on cel-go's parser test inputs", () => {
    const cases = JSON.parse(
      readFileSync(new URL("./cel-go-parser-cases.json", import.meta.url), "utf8"),
    ) as { I: string }[];
    for (const { I } of cases) for (const options of optionSets) expectSameAsExact(I, options);
  });

  // Mostly what parses, now and then what the one-pass parser must leave to the exact one.
  const ident = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom("a", "b", "self", "_x", "oldSelf", "bridge", "r", "b") },
    { weight: 1, arbitrary: fc.constantFrom("in", "as", "null") },
  );
  const goodLiteral = fc.constantFrom(
    "1",
    "0",
    "42u",
    "0x1F",
    "0x1Fu",
    "0X1",
    "1.5",
    "1e3",
    "2.5E-3",
    "9223372036854775807",
    "'s'",
    '"t"',
    "''",
    '""',
    "'a\\nb'",
    "'\\x41\\101\\u00e9\\U0001F600'",
    "'é'",
    "'\\a\\b\\f\\n\\r\\t\\v\\\\\\'\\\"\\`\\?'",
    "'\\377\\000\\U0010FFFF'",
    "'''tri\\x41\r\nq'''",
    '"""say "hi"\n"""',
    "R'''raw\\x'''",
    "r'\\d+'",
    'R"\\."',
    "'''multi\nline'''",
    'r"""raw\r\nx"""',
    "true",
    "false",
    "null",
  );
  const badOrRareLiteral = fc.constantFrom(
    "1.",
    "1e",
    ".5",
    "9223372036854775808",
    "18446744073709551616u",
    "1e999",
    "'\\q'",
    "'\\ud800'",
    "'\\U00110000'",
    "'😀'",
    "b'abc'",
    "br'x'",
  );
  const literal = fc.oneof({ weight: 6, arbitrary: goodLiteral }, { weight: 1, arbitrary: badOrRareLiteral });
  const { expr } = fc.letrec<{ expr: string }>((tie) => ({
    expr: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      literal,
      ident,
      fc
        .tuple(
          tie("expr"),
          fc.constantFrom("+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", " in ", "&&", "||"),
          tie("expr"),
        )
        .map(([l, op, r]) => `${l}${op}${r}`),
      fc.tuple(tie("expr"), tie("expr"), tie("expr")).map(([c, t, f]) => `${c} ? ${t} : ${f}`),
      fc.tuple(fc.constantFrom("!", "-", "--", "!!", "- -"), tie("expr")).map(([op, e]) => `${op}${e}`),
      fc.tuple(tie("expr"), fc.constantFrom(".", ".?", ". "), ident).map(([e, dot, f]) => `${e}${dot}${f}`),
      fc
        .tuple(tie("expr"), fc.constantFrom("[", "[?"), tie("expr"))
        .map(([e, open, i]) => `${e}${open}${i}]`),
      fc.tuple(tie("expr")).map(([e]) => `(${e})`),
      fc
        .tuple(fc.array(fc.tuple(fc.boolean(), tie("expr")), { maxLength: 3 }), fc.boolean())
        .map(([es, comma]) => `[${es.map(([o, e]) => (o ? "?" : "") + e).join(", ")}${comma ? "," : ""}]`),
      fc
        .tuple(fc.array(fc.tuple(fc.boolean(), tie("expr"), tie("expr")), { maxLength: 3 }), fc.boolean())
        .map(
          ([es, comma]) =>
            `{${es.map(([o, k, v]) => `${o ? "?" : ""}${k}: ${v}`).join(", ")}${comma ? "," : ""}}`,
        ),
      fc.tuple(ident, tie("expr")).map(([f, v]) => `a.Msg{${f}: ${v}}`),
      fc
        .tuple(
          tie("expr"),
          fc.constantFrom(
            "all",
            "exists",
            "exists_one",
            "existsOne",
            "map",
            "filter",
            "optMap",
            "optFlatMap",
          ),
          ident,
          tie("expr"),
        )
        .map(([r, m, v, p]) => `${r}.${m}(${v}, ${p})`),
      fc
        .tuple(tie("expr"), fc.constantFrom("all", "exists", "transformList", "transformMap"), tie("expr"))
        .map(([r, m, p]) => `${r}.${m}(k, v, ${p})`),
      fc.tuple(tie("expr"), ident).map(([e, f]) => `has(${e}.${f})`),
      fc.tuple(tie("expr")).map(([e]) => `has(${e})`),
      fc
        .tuple(fc.constantFrom("", "."), ident, fc.array(tie("expr"), { maxLength: 3 }))
        .map(([dot, f, args]) => `${dot}${f}(${args.join(", ")})`),
      fc
        .tuple(tie("expr"), ident, fc.array(tie("expr"), { maxLength: 2 }))
        .map(([t, f, args]) => `${t}.${f}(${args.join(",")})`),
      fc.tuple(tie("expr")).map(([e]) => ` ${e} // note\n`),
    ),
  }));

  /** Small damage to a text: a character or a piece removed, doubled or put in. */
  const pieces = [
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    ".",
    "?",
    "!",
    "-",
    "'",
    '"',
    "`",
    "&",
    "=",
    "@",
    "\\",
    "😀",
    "\n",
  ];
  const damaged = fc
    .tuple(expr, fc.nat(), fc.constantFrom("delete", "insert", "double"), fc.constantFrom(...pieces))
    .map(([text, at, how, piece]) => {
      const i = text.length === 0 ? 0 : at % text.length;
      if (how === "delete") return text.slice(0, i) + text.slice(i + 1);
      if (how === "double") return text.slice(0, i + 1) + text.slice(i);
      return text.slice(0, i) + piece + text.slice(i);
    });

  it("agrees with the exact parser on generated expressions, well-formed or not", () => {
    let onePass = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.oneof(expr, expr, damaged), fc.constantFrom(...optionSets), (text, options) => {
        runs++;
        if (takesOnePass(text, options)) onePass++;
        expectSameAsExact(text, options);
      }),
      { numRuns: 3000 },
    );
    // The comparison means something only if the one-pass parser answered a fair share itself.
    expect(onePass).toBeGreaterThan(runs / 8);
  });

  it("leaves a tree past the recursion limits to the exact parser, which reports it", () => {
    const chain = `a${".b".repeat(300)}`;
    const sum = Array.from({ length: 300 }, (_, i) => `x${i}`).join(" + ");
    const nested = `${"(".repeat(300)}a${")".repeat(300)}`;
    for (const text of [chain, sum, nested]) {
      expect(takesOnePass(text, kubernetesParseOptions)).toBe(false);
      expect(parse(text, kubernetesParseOptions).errors.length).toBeGreaterThan(0);
      expectSameAsExact(text, kubernetesParseOptions);
    }
  });

  it("agrees with the exact parser on deep trees when no recursion limit is set", () => {
    // Shallower than the test above: without a limit the exact parser recurses once per level and frame sizes
    // depend on how far V8 has optimised it, so 300 levels can exhaust a worker thread's stack.
    for (const depth of [60, 120]) {
      const texts = [
        `a${".b".repeat(depth)}`,
        Array.from({ length: depth }, (_, i) => `x${i}`).join(" + "),
        `${"(".repeat(depth)}a${")".repeat(depth)}`,
      ];
      for (const text of texts) expectSameAsExact(text, { maxRecursionDepth: -1 });
    }
  });
});
