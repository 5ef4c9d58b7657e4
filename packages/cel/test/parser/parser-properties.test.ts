import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Expr } from "../../src/index.js";
import { formatErrors, kubernetesParseOptions, parse } from "../../src/index.js";

/** Every id of the tree, entries included. */
function ids(e: Expr, out: number[] = []): number[] {
  out.push(e.id);
  switch (e.kind) {
    case "select":
      ids(e.operand, out);
      break;
    case "call":
      if (e.target !== undefined) ids(e.target, out);
      e.args.forEach((a) => ids(a, out));
      break;
    case "list":
      e.elements.forEach((a) => ids(a, out));
      break;
    case "map":
      e.entries.forEach((en) => {
        out.push(en.id);
        ids(en.key, out);
        ids(en.value, out);
      });
      break;
    case "struct":
      e.fields.forEach((f) => {
        out.push(f.id);
        ids(f.value, out);
      });
      break;
    case "comprehension":
      [e.iterRange, e.accuInit, e.loopCondition, e.loopStep, e.result].forEach((a) => ids(a, out));
      break;
    default:
      break;
  }
  return out;
}

const pieces = [
  "a",
  "b.c",
  "1",
  "2u",
  "3.5",
  "'s'",
  '"t"',
  "b'x'",
  "true",
  "null",
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
  "+",
  "*",
  "/",
  "%",
  "==",
  "<",
  "in",
  "&&",
  "||",
  " ",
  "\n",
  "has(",
  "x.all(i, ",
  "`f`",
  "@",
  "&",
  "|",
  "\\",
  '"""',
  "'",
  "r'",
  "0x",
  "1e",
  "1.",
  "//c\n",
  "ó",
  "😁",
  "var",
  ".?",
  "[?",
];

describe("parser properties", () => {
  it("never throws on arbitrary text, only reports errors", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "grapheme", maxLength: 40 }),
          fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((p) => p.join("")),
        ),
        (text) => {
          const result = parse(text, kubernetesParseOptions);
          expect(result.ast === undefined).toBe(result.errors.length > 0);
          formatErrors(result.source, result.errors);
        },
      ),
      { numRuns: 2000 },
    );
  });

  const ident = fc.constantFrom("a", "b", "foo", "self", "_x", "object", "oldSelf");
  const literal = fc.oneof(
    fc.bigInt({ min: 0n, max: (1n << 63n) - 1n }).map(String),
    fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }).map((v) => `${v}u`),
    fc
      .double({ min: 0, max: 1e300, noNaN: true })
      // A CEL double needs a fraction or an exponent.
      .map((v) => (/[.e]/.test(String(v)) ? String(v) : `${v}.0`)),
    fc.string({ maxLength: 8 }).map((s) => JSON.stringify(s)),
    fc.constantFrom("true", "false", "null", "b'abc'", "r'\\d+'", "'''multi\nline'''"),
  );
  const { expr } = fc.letrec<{ expr: string }>((tie) => ({
    expr: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      literal,
      ident,
      fc
        .tuple(
          tie("expr"),
          fc.constantFrom("+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "in", "&&", "||"),
          tie("expr"),
        )
        .map(([l, op, r]) => `(${l} ${op} ${r})`),
      fc.tuple(tie("expr"), tie("expr"), tie("expr")).map(([c, t, f]) => `(${c} ? ${t} : ${f})`),
      fc.tuple(fc.constantFrom("!", "-"), tie("expr")).map(([op, e]) => `${op}(${e})`),
      fc.tuple(tie("expr"), ident).map(([e, f]) => `(${e}).${f}`),
      fc.tuple(tie("expr"), ident).map(([e, f]) => `(${e}).?${f}`),
      fc.tuple(tie("expr"), tie("expr")).map(([e, i]) => `(${e})[${i}]`),
      fc.array(tie("expr"), { maxLength: 3 }).map((es) => `[${es.join(", ")}]`),
      fc
        .array(fc.tuple(tie("expr"), tie("expr")), { maxLength: 3 })
        .map((es) => `{${es.map(([k, v]) => `${k}: ${v}`).join(", ")}}`),
      fc.tuple(ident, tie("expr")).map(([f, v]) => `Msg{${f}: ${v}}`),
      fc
        .tuple(tie("expr"), fc.constantFrom("all", "exists", "exists_one", "map", "filter"), tie("expr"))
        .map(([r, m, p]) => `(${r}).${m}(x, ${p})`),
      fc
        .tuple(tie("expr"), fc.constantFrom("all", "exists", "transformList", "transformMap"), tie("expr"))
        .map(([r, m, p]) => `(${r}).${m}(k, v, ${p})`),
      fc.tuple(tie("expr"), ident).map(([e, f]) => `has((${e}).${f})`),
      fc.tuple(ident, fc.array(tie("expr"), { maxLength: 3 })).map(([f, args]) => `${f}(${args.join(", ")})`),
    ),
  }));

  it("parses generated well-formed expressions without errors, every id unique and placed", () => {
    fc.assert(
      fc.property(expr, (text) => {
        const result = parse(text, {
          ...kubernetesParseOptions,
          maxRecursionDepth: -1,
          populateMacroCalls: true,
        });
        expect(formatErrors(result.source, result.errors)).toBe("");
        const ast = result.ast;
        if (ast === undefined) throw new Error("no AST");
        const all = ids(ast.expr);
        expect(new Set(all).size).toBe(all.length);
        // As cel-go's TestParse checks: no offset is left for an id that neither the tree nor a recorded
        // macro call has (`AST.IDs`).
        const known = new Set(all);
        for (const call of ast.sourceInfo.macroCalls.values()) ids(call).forEach((id) => known.add(id));
        expect([...ast.sourceInfo.offsets.keys()].filter((id) => !known.has(id))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
