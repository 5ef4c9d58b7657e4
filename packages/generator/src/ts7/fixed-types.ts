import type * as Ast from "typescript7/unstable/ast";
import type { Ts7Modules } from "./modules.js";

/*
 * Type nodes whose type the syntax alone fixes: a keyword type (`string`, `boolean` …) always denotes the
 * checker's one intrinsic type, and a literal type (`"TCP"`, `42`, `true`, `null`) the one literal type of its
 * value (the checker interns them). At 200 kinds a third of the type nodes asked about were such nodes (3,600
 * `string`s, 1,600 literals): the checker is asked about the first node of each, and every other node with
 * the same key shares its answer.
 */

/** A key that is the same for two nodes exactly when the syntax fixes the same type for both, else undefined. */
export function fixedTypeKey(m: Ts7Modules, node: Ast.Node): string | undefined {
  const { ast } = m;
  const { SyntaxKind } = ast;
  switch (node.kind) {
    case SyntaxKind.StringKeyword:
    case SyntaxKind.NumberKeyword:
    case SyntaxKind.BooleanKeyword:
    case SyntaxKind.BigIntKeyword:
    case SyntaxKind.AnyKeyword:
    case SyntaxKind.UnknownKeyword:
    case SyntaxKind.NeverKeyword:
    case SyntaxKind.UndefinedKeyword:
    case SyntaxKind.ObjectKeyword:
      return `k${String(node.kind)}`;
    case SyntaxKind.LiteralType:
      return literalKey(m, (node as Ast.LiteralTypeNode).literal);
    default:
      return undefined;
  }
}

function literalKey(m: Ts7Modules, literal: Ast.Node): string | undefined {
  const { ast } = m;
  const { SyntaxKind } = ast;
  switch (literal.kind) {
    case SyntaxKind.TrueKeyword:
    case SyntaxKind.FalseKeyword:
    case SyntaxKind.NullKeyword:
      return `k${String(literal.kind)}`;
    // The cooked value for a string; a number's text (`1` and `1.0` are the same type, asked about twice).
    case SyntaxKind.StringLiteral:
      return `s${(literal as Ast.StringLiteral).text}`;
    case SyntaxKind.NumericLiteral:
      return `n${(literal as Ast.NumericLiteral).text}`;
    default:
      return undefined;
  }
}
