import type { Converter } from "./context.js";

/** `T[]`, `Array<T>`, `ReadonlyArray<T>` and `readonly T[]`. */
export const arrays: Converter = {
  name: "arrays",
  convert(type, context) {
    const element = type.arrayElement();
    if (element === undefined) return undefined;
    return { kind: "array", items: context.convert(element) };
  },
};
