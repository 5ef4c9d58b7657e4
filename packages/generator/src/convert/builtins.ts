import { catalogMessage } from "@crdgen/core";
import type { TsType } from "../ts/model.js";
import type { Converter } from "./context.js";

function libName(type: TsType): string | undefined {
  return type.names().find((n) => n.identity.isLib)?.identity.name;
}

const collections = new Set(["Map", "Set", "WeakMap", "WeakSet", "ReadonlyMap", "ReadonlySet"]);
const noJson = new Set(["Promise", "RegExp", "Error", "Function", "ArrayBuffer", "Uint8Array", "Buffer"]);

/** TypeScript's own library types: `Date` is a timestamp; `Map`, `Set` and friends have no JSON form. */
export const builtins: Converter = {
  name: "built-in types",
  byIdentity: true,
  convert(type, context) {
    if (type.kind !== "object") return undefined;
    const name = libName(type);
    if (name === undefined) return undefined;
    if (name === "Date") return { kind: "string", format: "date-time" };
    if (collections.has(name)) {
      return context.fail(catalogMessage("CRD2006", "collection", { type: type.text }), type.span);
    }
    if (noJson.has(name)) {
      return context.fail(catalogMessage("CRD2004", "noJsonForm", { type: type.text }), type.span);
    }
    return undefined;
  },
};
