import { catalogMessage } from "@crdgen/core";
import type { IRNode } from "../ir/types.js";
import type { TsType } from "../ts/model.js";
import type { ConvertContext, Converter } from "./context.js";

const literalKinds = new Set(["stringLiteral", "numberLiteral", "booleanLiteral", "boolean"]);

/** Whether a member can take part in an enum: a literal, or `boolean` (true | false). */
export function isLiteralMember(type: TsType): boolean {
  return literalKinds.has(type.kind);
}

function valuesOf(type: TsType): (string | number | boolean)[] {
  if (type.kind === "boolean") return [true, false];
  return type.literal === undefined ? [] : [type.literal];
}

function valueType(
  values: readonly (string | number | boolean)[],
): "string" | "number" | "integer" | "boolean" | undefined {
  if (values.every((v) => typeof v === "string")) return "string";
  if (values.every((v) => typeof v === "boolean")) return "boolean";
  if (values.every((v) => typeof v === "number")) {
    return values.every((v) => Number.isInteger(v)) ? "integer" : "number";
  }
  return undefined;
}

/**
 * A union of literals (or one literal, or an enum) as `type` + `enum`, values in declaration order.
 * `true | false` is plain boolean. Strings mixed with numbers have no single type, so no schema.
 */
export function enumOf(members: readonly TsType[], type: TsType, context: ConvertContext): IRNode {
  const values = [...new Set(members.flatMap(valuesOf))];
  const kind = valueType(values);
  if (kind === undefined) {
    return context.fail(
      catalogMessage("CRD2008", "mixedLiterals", {
        type: type.text,
        kinds: [...new Set(values.map((v) => typeof v))].join(" and "),
      }),
      type.span,
      "Use literals of one type, or a string enum.",
    );
  }
  if (kind === "boolean" && values.length === 2) return { kind: "boolean" };
  return { kind: "enum", valueType: kind, values };
}

/** A single literal type (`kind: "Widget"`, `Color.Red`): an enum of one value. */
export const literals: Converter = {
  name: "literal types",
  convert(type, context) {
    if (type.kind !== "stringLiteral" && type.kind !== "numberLiteral" && type.kind !== "booleanLiteral") {
      return undefined;
    }
    return enumOf([type], type, context);
  },
};
