import type { Converter } from "./context.js";

/** `unknown`: any JSON value is kept as it is. */
export const unknownValues: Converter = {
  name: "unknown",
  convert(type) {
    return type.kind === "unknown" ? { kind: "preserveUnknown", object: false } : undefined;
  },
};
