import type { JSONSchemaProps } from "../model/schema-types.js";

// Readers for decoded schema nodes. Decoded JSON may carry `null` wherever Go's decoder would leave a zero
// value, so every rule reads through these instead of comparing fields directly.

/** The node's `type`, `""` when absent. */
export function typeOf(node: JSONSchemaProps): string {
  return node.type ?? "";
}

// Shared results for absent fields: walks visit every node of multi-megabyte schemas, so absent maps and
// lists must not allocate.
const noKeys: readonly string[] = Object.freeze([]);
const noItems: readonly never[] = Object.freeze([]);

/** The keys of a map-valued field in sorted order (upstream iterates Go maps; we fix one order). */
export function sortedKeys(map: Readonly<Record<string, unknown>> | null | undefined): readonly string[] {
  return map == null ? noKeys : Object.keys(map).sort();
}

/**
 * The keys of a map-valued field in the input's own order, for walks whose result does not depend on the
 * visiting order (the A-rules are sorted afterwards); saves sorting every properties map of a large CRD.
 */
export function ownKeys(map: Readonly<Record<string, unknown>> | null | undefined): readonly string[] {
  return map == null ? noKeys : Object.keys(map);
}

/** True when a map-valued field has at least one key (Go's `len(m) > 0`). */
export function hasKeys(map: Readonly<Record<string, unknown>> | null | undefined): boolean {
  if (map == null) return false;
  for (const _ in map) return true;
  return false;
}

/** The schema form of `items`, undefined when absent or in array form. */
export function itemsSchema(node: JSONSchemaProps | undefined): JSONSchemaProps | undefined {
  const items = node?.items;
  return items == null || Array.isArray(items) ? undefined : items;
}

/** The schema form of `additionalProperties`, undefined when absent or a boolean. */
export function additionalPropertiesSchema(node: JSONSchemaProps): JSONSchemaProps | undefined {
  const ap = node.additionalProperties;
  return ap == null || typeof ap === "boolean" ? undefined : ap;
}

/** The property schema named `name`, if the node has one. */
export function property(node: JSONSchemaProps, name: string): JSONSchemaProps | undefined {
  const props = node.properties;
  if (props == null || !Object.hasOwn(props, name)) return undefined;
  return props[name];
}

/** A list-valued field as a list, `[]` when absent. */
export function listOf<T>(list: readonly T[] | null | undefined): readonly T[] {
  return list ?? noItems;
}

/** True when `x-kubernetes-preserve-unknown-fields` is true. */
export function preservesUnknownFields(node: JSONSchemaProps | undefined): boolean {
  return node?.["x-kubernetes-preserve-unknown-fields"] === true;
}

/** True when `x-kubernetes-embedded-resource` is true. */
export function isEmbeddedResource(node: JSONSchemaProps | undefined): boolean {
  return node?.["x-kubernetes-embedded-resource"] === true;
}

/** True when `x-kubernetes-int-or-string` is true. */
export function isIntOrString(node: JSONSchemaProps): boolean {
  return node["x-kubernetes-int-or-string"] === true;
}

// Fields whose Go type is a plain value (string, bool, non-pointer slice filled by a loop) in the structural
// model: an empty value there is the zero value. Explicit empty lists of the other list fields stay non-nil.
const zeroWhenEmpty = new Set([
  "enum",
  "allOf",
  "anyOf",
  "oneOf",
  "properties",
  "patternProperties",
  "definitions",
  "dependencies",
]);

// The model's string fields that are pointers (`Extensions.XListType`, `XMapType`, copied as they are by
// newExtensions, convert.go:264 v0.35.0): an empty string there is set, not zero.
const pointerStrings = new Set(["x-kubernetes-list-type", "x-kubernetes-map-type"]);

// Keys Kubernetes 1.35's structural model (`NewStructural` in convert.go) does not keep at all: whatever they
// hold, the model's value is zero. (Later releases keep `externalDocs` and `example` in `Generic`.)
const notInModel = new Set(["externalDocs", "example"]);

/**
 * Whether a field's value is the zero value of its counterpart in the API server's structural model, which is
 * what upstream's `reflect.DeepEqual` checks (A12, A18) compare: `null`, `false` and `""` are zero (but an empty
 * `x-kubernetes-list-type` or `-map-type` is a non-nil pointer, and a `default` of `""` or `false` is set); numbers are
 * pointers and never zero; `required: []` stays a non-nil slice and is not zero, while `enum: []` and
 * `items: []` are.
 * `nested` selects the junctor branch model (`NestedValueValidation`), which keeps `properties: {}` as a
 * non-nil map where the structural node model drops an empty one.
 */
export function isModelZero(key: string, value: unknown, nested = false): boolean {
  // `default` is a *JSON: any value but null is set, `""` and `false` included (Generic.Default, convert.go).
  if (key === "default") return value === null || value === undefined;
  if (value === null || value === undefined || value === false) return true;
  if (value === "") return !pointerStrings.has(key);
  if (notInModel.has(key)) return true;
  // `items: []` decodes to JSONSchemaPropsOrArray{JSONSchemas: []}: no schema, so the model's Items stays nil
  // (convert.go:78-86 and :227-236, v0.35.0); `items: {}` is a schema and is kept.
  if (key === "items" && Array.isArray(value)) return value.length === 0;
  if (zeroWhenEmpty.has(key) && !(nested && key === "properties")) {
    if (Array.isArray(value)) return value.length === 0;
    if (typeof value === "object") return !hasKeys(value as Record<string, unknown>);
  }
  return false;
}

/** Groups of keywords that most schema nodes do not have; see {@link presentKeywords}. */
export const Keywords = {
  /** `id`, `$schema`, `$ref`, `additionalItems`, `patternProperties`, `definitions`, `dependencies`, `uniqueItems`,
   * `x-kubernetes-embedded-resource`, `x-kubernetes-int-or-string`: errors, or flags that change the rules. */
  unusual: 1,
  /** `x-kubernetes-preserve-unknown-fields`, `-map-type`, `-list-type`, `-list-map-keys`. */
  topology: 2,
  /** `x-kubernetes-validations`. */
  rules: 4,
  /** `not`, `allOf`, `anyOf`, `oneOf`. */
  junctors: 8,
} as const;

/**
 * Which keyword groups a node has, in one pass over its own keys. A node typically has three or four keys;
 * asking it for each of the twenty rarely present keywords by name costs more than this loop, because the
 * walks see hundreds of object shapes and every lookup is megamorphic.
 */
export function presentKeywords(node: JSONSchemaProps): number {
  let groups = 0;
  for (const key in node) {
    switch (key) {
      case "id":
      case "$schema":
      case "$ref":
      case "additionalItems":
      case "patternProperties":
      case "definitions":
      case "dependencies":
      case "uniqueItems":
      case "x-kubernetes-embedded-resource":
      case "x-kubernetes-int-or-string":
        groups |= Keywords.unusual;
        break;
      case "x-kubernetes-preserve-unknown-fields":
      case "x-kubernetes-map-type":
      case "x-kubernetes-list-type":
      case "x-kubernetes-list-map-keys":
        groups |= Keywords.topology;
        break;
      case "x-kubernetes-validations":
        groups |= Keywords.rules;
        break;
      case "not":
      case "allOf":
      case "anyOf":
      case "oneOf":
        groups |= Keywords.junctors;
        break;
    }
  }
  return groups;
}
