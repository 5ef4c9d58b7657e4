/**
 * The type of a marker argument, as controller-gen's argument kinds: `any` guesses the type from the text
 * (ints, floats, bools, strings, lists, maps), `raw` takes the rest of the marker text unparsed.
 */
export type ArgType =
  | { readonly kind: "int" }
  | { readonly kind: "number" }
  | { readonly kind: "string" }
  | { readonly kind: "bool" }
  | { readonly kind: "any" }
  | { readonly kind: "raw" }
  | { readonly kind: "slice"; readonly item: ArgType }
  | { readonly kind: "map"; readonly item: ArgType };

/** Shorthands for the argument types the registry uses. */
export const arg = {
  int: { kind: "int" },
  number: { kind: "number" },
  string: { kind: "string" },
  bool: { kind: "bool" },
  any: { kind: "any" },
  raw: { kind: "raw" },
  stringList: { kind: "slice", item: { kind: "string" } },
  anyList: { kind: "slice", item: { kind: "any" } },
} as const satisfies Record<string, ArgType>;

/** A short human name for an argument type, for help text and messages (`int`, `[]string`, `any`). */
export function describeArgType(type: ArgType): string {
  switch (type.kind) {
    case "int":
    case "string":
    case "bool":
    case "any":
      return type.kind;
    case "number":
      return "number";
    case "raw":
      return "json";
    case "slice":
      return `[]${describeArgType(type.item)}`;
    case "map":
      return `map[string]${describeArgType(type.item)}`;
  }
}
