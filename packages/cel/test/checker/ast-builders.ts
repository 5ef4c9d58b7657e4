/**
 * Builders for hand-made ASTs, numbering ids in creation order; macros expand as cel-go's parser expands
 * them (`all`, `map`), so the checker sees the same comprehensions.
 */
import type { Expr, Literal, ParsedAst } from "../../src/ast/expr.js";

export class AstBuilder {
  private nextId = 1;

  id(): number {
    return this.nextId++;
  }

  literal(value: Literal): Expr {
    return { kind: "literal", id: this.id(), value };
  }

  ident(name: string): Expr {
    return { kind: "ident", id: this.id(), name };
  }

  call(fn: string, ...args: Expr[]): Expr {
    return { kind: "call", id: this.id(), function: fn, args };
  }

  member(target: Expr, fn: string, ...args: Expr[]): Expr {
    return { kind: "call", id: this.id(), function: fn, target, args };
  }

  select(operand: Expr, field: string, testOnly = false): Expr {
    return { kind: "select", id: this.id(), operand, field, testOnly };
  }

  list(...elements: Expr[]): Expr {
    return { kind: "list", id: this.id(), elements, optionalIndices: [] };
  }

  map(...entries: [Expr, Expr][]): Expr {
    return {
      kind: "map",
      id: this.id(),
      entries: entries.map(([key, value]) => ({ id: this.id(), key, value, optional: false })),
    };
  }

  /** `range.all(x, predicate(x))` as cel-go's `makeAll`. */
  all(range: Expr, variable: string, predicate: (x: Expr) => Expr): Expr {
    const body = predicate(this.ident(variable));
    const result = "@result";
    return {
      kind: "comprehension",
      id: this.id(),
      iterRange: range,
      iterVar: variable,
      accuVar: result,
      accuInit: this.literal({ type: "bool", value: true }),
      loopCondition: this.call("@not_strictly_false", this.ident(result)),
      loopStep: this.call("_&&_", this.ident(result), body),
      result: this.ident(result),
    };
  }

  /** `range.map(x, transform(x))` as cel-go's `makeMap`. */
  mapMacro(range: Expr, variable: string, transform: (x: Expr) => Expr): Expr {
    const body = transform(this.ident(variable));
    const result = "@result";
    return {
      kind: "comprehension",
      id: this.id(),
      iterRange: range,
      iterVar: variable,
      accuVar: result,
      accuInit: this.list(),
      loopCondition: this.literal({ type: "bool", value: true }),
      loopStep: this.call("_+_", this.ident(result), this.list(body)),
      result: this.ident(result),
    };
  }
}

export function parsed(expr: Expr): ParsedAst {
  return { expr, sourceInfo: { offsets: new Map(), macroCalls: new Map() } };
}
