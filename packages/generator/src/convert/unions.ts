import { catalogMessage } from "@crdgen/core";
import type { IRNode } from "../ir/types.js";
import type { TsType } from "../ts/model.js";
import type { ConvertContext, Converter } from "./context.js";
import { enumOf, isLiteralMember } from "./enums.js";
import { intOrStringOf } from "./int-or-string.js";
import { flattenUnion } from "./members.js";
import { objectUnionOf } from "./object-union.js";

function isObjectMember(type: TsType, context: ConvertContext): boolean {
  return (
    (type.kind === "object" || type.kind === "intersection") &&
    type.arrayElement() === undefined &&
    !type.isTuple &&
    !type.isCallable &&
    context.specialTypes.of(type) === undefined &&
    !type.names().some((n) => n.identity.isLib || context.coreTypes.definitionOf(n.identity) !== undefined)
  );
}

function describeKinds(members: readonly TsType[]): string {
  return members.map((m) => m.text).join(", ");
}

function convertMembers(members: readonly TsType[], type: TsType, context: ConvertContext): IRNode {
  const flat = flattenUnion(members);
  if (flat.every(isLiteralMember)) return enumOf(flat, type, context);
  const intOrString = intOrStringOf(flat, context.specialTypes);
  if (intOrString !== undefined) return intOrString;
  if (flat.every((m) => isObjectMember(m, context))) return objectUnionOf(flat, type, context);
  return context.fail(
    catalogMessage("CRD2008", "mixedKinds", { type: type.text, kinds: describeKinds(flat) }),
    type.span,
  );
}

/**
 * Unions: `undefined` only makes a field optional, `null` makes the schema nullable, and what remains is one
 * type, a literal union (enum), `number | string` (int-or-string) or a union of object types.
 */
export const unions: Converter = {
  name: "unions",
  convert(type, context) {
    if (type.kind !== "union") return undefined;
    const present = type.members().filter((m) => m.kind !== "undefined");
    const values = present.filter((m) => m.kind !== "null");
    const [only] = values;
    if (only === undefined) {
      return context.fail(
        catalogMessage("CRD2012", "onlyNull", { type: type.text }),
        type.span,
        "Leave the field out.",
      );
    }
    const node = values.length === 1 ? context.convert(only) : convertMembers(values, type, context);
    return values.length < present.length ? { ...node, nullable: true } : node;
  },
};
