/**
 * Helpers of the interpreter: literal values, local scopes, and which expressions cel-go plans as
 * attributes (which decides what the cost tracker observes).
 */
import type { Expr, Literal } from "../ast/expr.js";
import { type CelValue, UintValue } from "../values/value.js";
import type { Activation } from "./interpreter.js";

/** The type names an unchecked expression may use as identifiers (cel-go's type provider). */
export const builtinTypeNames = new Map<string, string>([
  ["bool", "bool"],
  ["bytes", "bytes"],
  ["double", "double"],
  ["int", "int"],
  ["uint", "uint"],
  ["string", "string"],
  ["list", "list"],
  ["map", "map"],
  ["null_type", "null_type"],
  ["type", "type"],
  ["optional_type", "optional_type"],
  ["google.protobuf.Timestamp", "google.protobuf.Timestamp"],
  ["google.protobuf.Duration", "google.protobuf.Duration"],
]);

export function literalValue(l: Literal): CelValue {
  return l.type === "uint" ? new UintValue(l.value) : l.value;
}

/** An activation with one more layer of locals (comprehension variables). */
export function withLocals(parent: Activation, locals: ReadonlyMap<string, CelValue>): Activation {
  return { resolve: (name) => (locals.has(name) ? locals.get(name) : parent.resolve(name)) };
}

/** Whether cel-go plans this operand as an attribute (so a select on it adds no relative attribute). */
export function isAttribute(e: Expr): boolean {
  if (e.kind === "ident") return true;
  if (e.kind === "select") return !e.testOnly;
  if (e.kind !== "call") return false;
  return ["_[_]", "_[?_]", "_?._", "_?_:_"].includes(e.function);
}

/** The idents, selects and indexes of an attribute chain (what a conditional attribute does not observe). */
export function countAttributeSteps(e: Expr): bigint {
  if (e.kind === "ident") return 1n;
  if (e.kind === "select" && !e.testOnly) return 1n + countAttributeSteps(e.operand);
  if (e.kind === "call" && ["_[_]", "_[?_]", "_?._"].includes(e.function) && e.args[0] !== undefined) {
    return 1n + countAttributeSteps(e.args[0]);
  }
  return 0n;
}
