/**
 * The Go types that the API server decodes a v1 CustomResourceDefinition into, reduced to what decides whether
 * a JSON value decodes at all (the kind) and what `apiequality.Semantic.DeepEqual` later treats as equal (whether
 * a field is a pointer, whose absence differs from its zero value).
 */
export type GoType =
  | ScalarType
  | { readonly kind: "struct"; readonly fields: ReadonlyMap<string, GoField> }
  | { readonly kind: "list"; readonly of: GoType }
  | { readonly kind: "map"; readonly of: GoType }
  /** `JSONSchemaProps`: a struct whose field table is {@link schemaFields}, kept apart for the hot path. */
  | { readonly kind: "schema" }
  /** `JSONSchemaPropsOrArray` (`items`). */
  | { readonly kind: "schemaOrArray" }
  /** `JSONSchemaPropsOrBool` (`additionalProperties`, `additionalItems`). */
  | { readonly kind: "schemaOrBool" }
  /** `JSONSchemaPropsOrStringArray` (values of `dependencies`). */
  | { readonly kind: "schemaOrStrings" };

/** Leaf types: `any` is apiextensions `JSON` / `FieldsV1` (every JSON value decodes). */
export interface ScalarType {
  readonly kind: "string" | "bool" | "int32" | "int64" | "float64" | "bytes" | "time" | "any";
}

/** One struct field: its type and whether Go declares it as a pointer. */
export interface GoField {
  readonly type: GoType;
  /** A pointer field: absent and the zero value are different (e.g. `maxLength: 0` vs no `maxLength`). */
  readonly pointer: boolean;
}

const scalars = new Map<ScalarType["kind"], ScalarType>();

/** The leaf type of the given kind (shared instances). */
export function scalar(kind: ScalarType["kind"]): ScalarType {
  let type = scalars.get(kind);
  if (type === undefined) {
    type = { kind };
    scalars.set(kind, type);
  }
  return type;
}

/** A Go value field (`string`, `bool`, a slice, a map, an embedded struct). */
export function value(type: GoType): GoField {
  return { type, pointer: false };
}

/** A Go pointer field (`*string`, `*int64`, `*Struct` …). */
export function pointer(type: GoType): GoField {
  return { type, pointer: true };
}

/** A struct type from its JSON field names. */
export function struct(fields: Record<string, GoField>): GoType {
  return { kind: "struct", fields: new Map(Object.entries(fields)) };
}

/** A slice type. */
export function list(of: GoType): GoType {
  return { kind: "list", of };
}

/** A `map[string]T` type. */
export function map(of: GoType): GoType {
  return { kind: "map", of };
}

/** The `JSONSchemaProps` type. */
export const schemaType: GoType = { kind: "schema" };

const str = value(scalar("string"));
const strPtr = pointer(scalar("string"));
const bool = value(scalar("bool"));
const boolPtr = pointer(scalar("bool"));
const int64Ptr = pointer(scalar("int64"));
const float64Ptr = pointer(scalar("float64"));
const strings = value(list(scalar("string")));
const schemaList = value(list(schemaType));
const schemaMap = value(map(schemaType));

const validationRule = struct({
  rule: str,
  message: str,
  messageExpression: str,
  reason: strPtr,
  fieldPath: str,
  optionalOldSelf: boolPtr,
});

/** The fields of v1 `JSONSchemaProps` by JSON name (types_jsonschema.go). */
export const schemaFields: ReadonlyMap<string, GoField> = new Map<string, GoField>([
  ["id", str],
  ["$schema", str],
  ["$ref", strPtr],
  ["description", str],
  ["type", str],
  ["format", str],
  ["title", str],
  ["default", pointer(scalar("any"))],
  ["maximum", float64Ptr],
  ["exclusiveMaximum", bool],
  ["minimum", float64Ptr],
  ["exclusiveMinimum", bool],
  ["maxLength", int64Ptr],
  ["minLength", int64Ptr],
  ["pattern", str],
  ["maxItems", int64Ptr],
  ["minItems", int64Ptr],
  ["uniqueItems", bool],
  ["multipleOf", float64Ptr],
  ["enum", value(list(scalar("any")))],
  ["maxProperties", int64Ptr],
  ["minProperties", int64Ptr],
  ["required", strings],
  ["items", pointer({ kind: "schemaOrArray" })],
  ["allOf", schemaList],
  ["oneOf", schemaList],
  ["anyOf", schemaList],
  ["not", pointer(schemaType)],
  ["properties", schemaMap],
  ["additionalProperties", pointer({ kind: "schemaOrBool" })],
  ["patternProperties", schemaMap],
  ["dependencies", value(map({ kind: "schemaOrStrings" }))],
  ["additionalItems", pointer({ kind: "schemaOrBool" })],
  ["definitions", schemaMap],
  ["externalDocs", pointer(struct({ description: str, url: str }))],
  ["example", pointer(scalar("any"))],
  ["nullable", bool],
  ["x-kubernetes-preserve-unknown-fields", boolPtr],
  ["x-kubernetes-embedded-resource", bool],
  ["x-kubernetes-int-or-string", bool],
  ["x-kubernetes-list-map-keys", strings],
  ["x-kubernetes-list-type", strPtr],
  ["x-kubernetes-map-type", strPtr],
  ["x-kubernetes-validations", value(list(validationRule))],
]);
