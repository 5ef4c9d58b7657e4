import type { Converter } from "./context.js";

/** `string`, `number` and `boolean`. */
export const primitives: Converter = {
  name: "primitives",
  convert(type) {
    const span = type.span;
    if (type.kind === "string") return { kind: "string", span };
    if (type.kind === "number") return { kind: "number", span };
    if (type.kind === "boolean") return { kind: "boolean", span };
    return undefined;
  },
};
