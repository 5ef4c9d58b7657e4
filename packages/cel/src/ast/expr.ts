/**
 * cel-go's AST (`common/ast`), as plain data. Every node has the `id` the parser gave it; the checker's
 * types and references, the cost estimator and error positions are all keyed by that id, so the ids must be
 * numbered exactly as cel-go numbers them (the parser's `nextID`, macros included).
 *
 * Integers are `bigint` so that int64 and uint64 stay exact.
 */
export type Expr =
  | LiteralExpr
  | IdentExpr
  | SelectExpr
  | CallExpr
  | ListExpr
  | MapExpr
  | StructExpr
  | ComprehensionExpr
  | UnspecifiedExpr;

/**
 * cel-go's `UnspecifiedExprKind`: a node with only an id. The parser makes one where a syntax error left no
 * expression, and `SourceInfo.macroCalls` uses one to stand for an argument that is itself a macro call.
 */
export interface UnspecifiedExpr {
  readonly kind: "unspecified";
  readonly id: number;
}

/** A literal of one of CEL's scalar types. */
export type Literal =
  | { readonly type: "bool"; readonly value: boolean }
  | { readonly type: "int"; readonly value: bigint }
  | { readonly type: "uint"; readonly value: bigint }
  | { readonly type: "double"; readonly value: number }
  | { readonly type: "string"; readonly value: string }
  | { readonly type: "bytes"; readonly value: Uint8Array }
  | { readonly type: "null"; readonly value: null };

export interface LiteralExpr {
  readonly kind: "literal";
  readonly id: number;
  readonly value: Literal;
}

export interface IdentExpr {
  readonly kind: "ident";
  readonly id: number;
  readonly name: string;
}

/** `operand.field`, or `has(operand.field)` when `testOnly`. */
export interface SelectExpr {
  readonly kind: "select";
  readonly id: number;
  readonly operand: Expr;
  readonly field: string;
  readonly testOnly: boolean;
}

/** A global call `f(args)` or a member call `target.f(args)`; operators are calls such as `_+_`. */
export interface CallExpr {
  readonly kind: "call";
  readonly id: number;
  readonly function: string;
  readonly target?: Expr;
  readonly args: readonly Expr[];
}

/** `[a, ?b]`: `optionalIndices` lists the positions written with `?`. */
export interface ListExpr {
  readonly kind: "list";
  readonly id: number;
  readonly elements: readonly Expr[];
  readonly optionalIndices: readonly number[];
}

export interface MapEntry {
  readonly id: number;
  readonly key: Expr;
  readonly value: Expr;
  readonly optional: boolean;
}

/** `{k: v, ?k2: v2}`. */
export interface MapExpr {
  readonly kind: "map";
  readonly id: number;
  readonly entries: readonly MapEntry[];
}

export interface StructField {
  readonly id: number;
  readonly name: string;
  readonly value: Expr;
  readonly optional: boolean;
}

/** `Type{field: v, ?f2: v2}`. */
export interface StructExpr {
  readonly kind: "struct";
  readonly id: number;
  readonly typeName: string;
  readonly fields: readonly StructField[];
}

/**
 * A fold produced by a macro. `iterVar2` is set by the two-variable comprehensions
 * (`all(k, v, …)`, `transformMap` …), as cel-go's `IterVar2`.
 */
export interface ComprehensionExpr {
  readonly kind: "comprehension";
  readonly id: number;
  readonly iterRange: Expr;
  readonly iterVar: string;
  readonly iterVar2?: string;
  readonly accuVar: string;
  readonly accuInit: Expr;
  readonly loopCondition: Expr;
  readonly loopStep: Expr;
  readonly result: Expr;
}

/**
 * What the parser knows besides the tree: the source offset (in code points, as cel-go counts) of every
 * node, and for nodes a macro produced, the call as written (cel-go's `SourceInfo.MacroCalls`, which the
 * cost estimator and unparsing need).
 */
export interface SourceInfo {
  readonly offsets: ReadonlyMap<number, number>;
  readonly macroCalls: ReadonlyMap<number, Expr>;
}

/** A parsed expression: the tree plus its source information. */
export interface ParsedAst {
  readonly expr: Expr;
  readonly sourceInfo: SourceInfo;
}
