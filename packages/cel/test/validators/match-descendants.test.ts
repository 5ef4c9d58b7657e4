/**
 * NavigableAst.matchDescendants lists a tree's nodes once and filters the list for each validator: a differential against
 * cel-go's walk as written (`ast.MatchDescendants`: post-order, each match with its ancestors).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exprChildren } from "../../src/ast/children.js";
import type { Expr } from "../../src/ast/expr.js";
import { parse } from "../../src/parser/parser.js";
import { type Navigated, NavigableAst } from "../../src/validators/validator.js";

function walkedMatches(root: Expr, matcher: (expr: Expr) => boolean): Navigated[] {
  const matches: Navigated[] = [];
  const visit = (expr: Expr, ancestors: readonly Expr[]): void => {
    for (const child of exprChildren(expr)) visit(child, [...ancestors, expr]);
    if (matcher(expr)) matches.push({ expr, ancestors });
  };
  visit(root, []);
  return matches;
}

const plain = (matches: readonly Navigated[]): { expr: Expr; ancestors: readonly Expr[] }[] =>
  matches.map(({ expr, ancestors }) => ({ expr, ancestors: [...ancestors] }));

const ident = fc.constantFrom("a", "self", "x");
const { expr } = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small" },
    ident,
    fc.constantFrom("1", "'s'", "true", "duration('1s')"),
    fc
      .tuple(tie("expr"), fc.constantFrom("+", "==", "&&"), tie("expr"))
      .map(([l, o, r]) => `(${l} ${o} ${r})`),
    fc.tuple(tie("expr"), ident).map(([e, f]) => `(${e}).${f}`),
    fc.array(tie("expr"), { maxLength: 3 }).map((es) => `[${es.join(", ")}]`),
    fc.tuple(tie("expr"), tie("expr")).map(([k, v]) => `{${k}: ${v}}`),
    fc.tuple(tie("expr"), tie("expr")).map(([r, p]) => `(${r}).all(i, ${p})`),
    fc.tuple(tie("expr"), tie("expr")).map(([t, a]) => `(${t}).f(${a})`),
  ),
}));

const matchers: readonly ((e: Expr) => boolean)[] = [
  () => true,
  (e) => e.kind === "call",
  (e) => e.kind === "ident" && e.name === "x",
  (e) => e.kind === "literal",
];

describe("matchDescendants", () => {
  it("matches what a post-order walk matches, with the same ancestors, asked again or not (property)", () => {
    fc.assert(
      fc.property(
        expr,
        fc.array(fc.nat(matchers.length - 1), { minLength: 1, maxLength: 4 }),
        (text, picks) => {
          const root = parse(text).ast?.expr;
          if (root === undefined) return;
          const tree = new NavigableAst(root);
          for (const pick of picks) {
            const matcher = matchers[pick] ?? (() => true);
            expect(plain(tree.matchDescendants(matcher))).toEqual(plain(walkedMatches(root, matcher)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
