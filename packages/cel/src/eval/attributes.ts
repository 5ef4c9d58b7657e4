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
function isAttribute(e: Expr): boolean {
  if (e.kind === "ident") return true;
  if (e.kind === "select") return !e.testOnly;
  if (e.kind !== "call") return false;
  return attributeCalls.has(e.function);
}

const attributeCalls = new Set(["_[_]", "_[?_]", "_?._", "_?_:_"]);

/**
 * Whether cel-go's planner makes `e` an `InterpretableAttribute` whose resolution its qualifiers observe: a
 * variable (an identifier the checker resolved to a type is a constant instead), a select, an index or a
 * conditional.
 */
export function isGoAttribute(e: Expr, typeIdents: ReadonlyMap<number, string>): boolean {
  if (e.kind === "ident") return !typeIdents.has(e.id);
  return isAttribute(e);
}

/**
 * What an attribute chain starts from: a variable (`absoluteAttribute`), a conditional
 * (`conditionalAttribute`, which takes the qualifiers into its branches and is observed at no cost) or any
 * other expression (`relativeAttribute`).
 */
export function attributeBase(e: Expr): "variable" | "conditional" | "relative" {
  let x = e;
  for (;;) {
    if (x.kind === "ident") return "variable";
    if (x.kind === "select" && !x.testOnly) {
      x = x.operand;
    } else if (x.kind === "call" && x.function === "_?_:_") {
      return "conditional";
    } else if (x.kind === "call" && attributeCalls.has(x.function) && x.args[0] !== undefined) {
      x = x.args[0];
    } else {
      return "relative";
    }
  }
}
