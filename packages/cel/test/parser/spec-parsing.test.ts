import { tests as comprehension } from "@bufbuild/cel-spec/testdata/comprehension.js";
import { tests as parsing } from "@bufbuild/cel-spec/testdata/parsing.js";
import { describe, expect, it } from "vitest";
import type { Expr, ParseOptions } from "../../src/index.js";
import {
  formatErrors,
  kubernetesParseOptions,
  optionalMacros,
  parse,
  standardMacros,
  toDebugString,
  twoVarComprehensionMacros,
} from "../../src/index.js";

/** The adorner cel-spec's testdata prints: the kind of each node, without ids. */
function kindOnly(node: unknown, isEntry: boolean): string {
  if (isEntry) return "^#*expr.Expr_CreateStruct_Entry#";
  const e = node as Expr;
  const kinds: Record<string, string> = {
    call: "*expr.Expr_CallExpr",
    comprehension: "*expr.Expr_ComprehensionExpr",
    ident: "*expr.Expr_IdentExpr",
    list: "*expr.Expr_ListExpr",
    map: "*expr.Expr_StructExpr",
    struct: "*expr.Expr_StructExpr",
    select: "*expr.Expr_SelectExpr",
  };
  if (e.kind === "literal") {
    const lit: Record<string, string> = {
      bool: "*expr.Constant_BoolValue",
      bytes: "*expr.Constant_BytesValue",
      double: "*expr.Constant_DoubleValue",
      int: "*expr.Constant_Int64Value",
      null: "*expr.Constant_NullValue",
      string: "*expr.Constant_StringValue",
      uint: "*expr.Constant_Uint64Value",
    };
    return `^#${lit[e.value.type] ?? ""}#`;
  }
  return `^#${kinds[e.kind] ?? ""}#`;
}

interface SpecCase {
  original: { expr: string };
  ast?: string;
}

const withAst = (tests: SpecCase[]) =>
  tests.filter((c): c is SpecCase & { ast: string } => c.ast !== undefined);

function expectAst(expr: string, ast: string, options: ParseOptions): void {
  const result = parse(expr, options);
  expect(formatErrors(result.source, result.errors)).toBe("");
  expect(result.ast === undefined ? "" : toDebugString(result.ast.expr, kindOnly)).toBe(ast);
}

/**
 * cel-spec parses with all of cel-go's `parser.AllMacros`, `existsOne` of two arguments included, which a
 * `cel.Env` (so Kubernetes) lacks: the Kubernetes options with every macro.
 */
const allMacros: ParseOptions = {
  ...kubernetesParseOptions,
  macros: [...standardMacros, ...optionalMacros, ...twoVarComprehensionMacros],
};

describe("cel-spec testdata/parsing: parsed ASTs", () => {
  it.each(withAst(parsing.tests as SpecCase[]).map((c) => [c.original.expr, c.ast]))("%s", (expr, ast) => {
    expectAst(expr, ast, allMacros);
  });
});

// cel-spec prints these ASTs as parsed without the two-variable comprehension macros (they stay calls).
describe("cel-spec testdata/comprehension: parsed ASTs", () => {
  it.each(withAst(comprehension.tests as SpecCase[]).map((c) => [c.original.expr, c.ast]))(
    "%s",
    (expr, ast) => {
      expectAst(expr, ast, { macros: [...standardMacros, ...optionalMacros], enableOptionalSyntax: true });
    },
  );
});
