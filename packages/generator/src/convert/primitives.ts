import type { Converter } from "./context.js";

/** `string`, `number` and `boolean`. */
export const primitives: Converter = {
  name: "primitives",
  convert(type) {
    if (type.kind === "string") return { kind: "string" };
    if (type.kind === "number") return { kind: "number" };
    if (type.kind === "boolean") return { kind: "boolean" };
    return undefined;
  },
};
