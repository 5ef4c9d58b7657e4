import { catalogMessage } from "@crdgen/core";
import type { Marker } from "@crdgen/markers";
import type { Converter } from "./context.js";
import type { IRProperty } from "../ir/types.js";
import type { TsProperty } from "../ts/model.js";
import type { ConvertContext } from "./context.js";
import { baseTypesOf } from "./bases.js";
import { isAbsent } from "./members.js";
import { convertProperty } from "./property.js";

const isImmutable = (marker: Marker): boolean => marker.name === "k8s:immutable";

// `x?: never` can never be set, so there is nothing to store; a required `never` can never be satisfied.
function dataProperty(property: TsProperty, context: ConvertContext): IRProperty[] {
  if (property.isMethod) return [];
  if (!isAbsent(property.type)) return [convertProperty(property, context)];
  if (property.optional || property.type.kind !== "never") return [];
  const message = catalogMessage("CRD2012", "neverProperty", { property: property.name });
  const hint = "Make it optional (`?: never`) to forbid it, or give it a type.";
  const type = context.fail(message, property.span, hint);
  return [{ name: property.name, type, required: true, description: "", markers: [], span: property.span }];
}

/**
 * Interfaces, type literals, classes, intersections, generic instantiations and mapped types (`Pick`, `Omit`,
 * `Partial` …): one object with the properties the type really has. Methods are behaviour, not data, and
 * properties that can never hold a value (`x?: never`) have nothing to store; both are left out.
 */
export const objects: Converter = {
  name: "objects",
  convert(type, context) {
    if (type.kind !== "object" && type.kind !== "intersection") return undefined;
    if (type.numberIndex() !== undefined) {
      return context.fail(catalogMessage("CRD2011", "numberKeys", { type: type.text }), type.span);
    }
    const index = type.stringIndex();
    if (index !== undefined && index.kind !== "unknown") {
      return context.fail(
        catalogMessage("CRD2012", "fieldsAndIndex", { type: type.text }),
        type.span,
        "Move the map into a field of its own, e.g. `extra: Record<string, T>`, or type the index as unknown.",
      );
    }
    const properties = type.properties().flatMap((p) => dataProperty(p, context));
    const immutable = new Set(properties.filter((p) => p.markers.some(isImmutable)).map((p) => p.name));
    const bases = baseTypesOf(type, context, immutable);
    return {
      kind: "object",
      properties,
      ...(index === undefined ? {} : { preserveUnknown: true }),
      ...(bases.length === 0 ? {} : { bases }),
    };
  },
};
