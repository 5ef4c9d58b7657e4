import { catalogMessage } from "@crdgen/core";
import type { TsType } from "../ts/model.js";
import type { Converter } from "./context.js";

function dataProperties(type: TsType): number {
  return type.properties().filter((p) => !p.isMethod).length;
}

/**
 * `Record<string, T>` and `{ [key: string]: T }`: a map. `Record<string, unknown>` keeps any object. Keys
 * other than strings have no JSON form.
 */
export const maps: Converter = {
  name: "maps",
  convert(type, context) {
    if (type.kind !== "object" && type.kind !== "intersection") return undefined;
    if (dataProperties(type) > 0) return undefined;
    const values = type.stringIndex();
    if (values === undefined) {
      if (type.numberIndex() === undefined) return undefined;
      return context.fail(catalogMessage("CRD2011", "numberKeys", { type: type.text }), type.span);
    }
    if (values.kind === "unknown") return { kind: "preserveUnknown", object: true };
    return { kind: "map", values: context.convert(values) };
  },
};
