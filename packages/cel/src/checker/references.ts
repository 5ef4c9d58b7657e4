import type { Literal } from "../ast/expr.js";

/** What an identifier or call resolved to (cel-go's `ast.ReferenceInfo`). */
export interface Reference {
  /** The resolved variable name; empty for function references. */
  readonly name: string;
  /** The overloads a call may dispatch to, in declaration order. */
  readonly overloadIds: readonly string[];
  readonly value?: Literal;
}

export function identReference(name: string, value: Literal | undefined): Reference {
  return value === undefined ? { name, overloadIds: [] } : { name, overloadIds: [], value };
}

export function functionReference(overloadIds: readonly string[]): Reference {
  return { name: "", overloadIds };
}
