import type { Literal } from "../ast/expr.js";
import { celTypes, type CelType } from "../common/types.js";

/** The type of a literal, as cel-go's checker gives it (`ref.Val.Type()` of the constant). */
export function literalType(literal: Literal): CelType {
  switch (literal.type) {
    case "bool":
      return celTypes.bool;
    case "int":
      return celTypes.int;
    case "uint":
      return celTypes.uint;
    case "double":
      return celTypes.double;
    case "string":
      return celTypes.string;
    case "bytes":
      return celTypes.bytes;
    case "null":
      return celTypes.null;
  }
}

export function equalLiterals(a: Literal, b: Literal): boolean {
  if (a.type !== b.type) return false;
  if (a.type === "bytes" && b.type === "bytes") {
    return a.value.length === b.value.length && a.value.every((byte, i) => byte === b.value[i]);
  }
  return a.value === b.value;
}
