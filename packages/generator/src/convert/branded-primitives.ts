import { catalogMessage } from "@crdgen/core";
import type { TsType } from "../ts/model.js";
import type { Converter } from "./context.js";

const primitiveKinds = new Set(["string", "number", "boolean"]);

function isEmptyObject(type: TsType): boolean {
  return (
    type.kind === "object" &&
    type.properties().length === 0 &&
    type.stringIndex() === undefined &&
    type.numberIndex() === undefined &&
    !type.isCallable
  );
}

/**
 * `string & {}` and the like: a primitive intersected with empty object types is still that primitive
 * (the idiom that keeps an alias alive or literal suggestions open). Other intersections with primitives
 * have no schema.
 */
export const brandedPrimitives: Converter = {
  name: "branded primitives",
  convert(type, context) {
    if (type.kind !== "intersection") return undefined;
    const members = type.members();
    const primitive = members.filter((m) => primitiveKinds.has(m.kind));
    if (primitive.length === 0) return undefined;
    const [only] = primitive;
    if (
      primitive.length === 1 &&
      only !== undefined &&
      members.every((m) => m === only || isEmptyObject(m))
    ) {
      return context.convertStructure(only);
    }
    return context.fail(
      catalogMessage("CRD2012", "intersection", { type: type.text }),
      type.span,
      "Use the primitive type alone.",
    );
  },
};
