/**
 * CEL types as cel-go's `common/types.Type`: a kind, a name and type parameters. `format(t)` prints them as
 * cel-go's `Type.String()` does (`list(int)`, `map(string, dyn)`, `optional_type(int)`, `type(string)`), which is
 * the text of the checker's error messages, so it must match exactly.
 */
export type TypeKind =
  | "any"
  | "bool"
  | "bytes"
  | "double"
  | "duration"
  | "dyn"
  | "error"
  | "int"
  | "list"
  | "map"
  | "null_type"
  | "opaque"
  | "string"
  | "struct"
  | "timestamp"
  | "type"
  | "type_param"
  | "uint"
  | "unknown";

export interface CelType {
  readonly kind: TypeKind;
  /**
   * The runtime type name: `int`, `list`, `map`, `google.protobuf.Timestamp`, a struct's or opaque type's
   * name (`optional_type`, `net.IP`, `kubernetes.Quantity`), a type parameter's name (`A`).
   */
  readonly name: string;
  readonly params: readonly CelType[];
  /**
   * Set on the wrapper types (`google.protobuf.Int64Value` …, cel-go's `NewNullableType`): the wrapped
   * primitive's kind and name, but `null` is also assignable to it. Printed as `wrapper(int)`.
   */
  readonly nullable?: true;
}

/**
 * Where the checker learns the fields of struct (object) types: for Kubernetes, the message types derived
 * from a CRD's schema (apiserver `pkg/cel/common`'s DeclType provider).
 */
export interface TypeProvider {
  /** The struct type with this fully qualified name, if any. */
  findStructType(name: string): CelType | undefined;
  /** The type of `field` in struct `structName`, or undefined when the struct has no such field. */
  findStructFieldType(structName: string, field: string): CelType | undefined;
  /** The field names of struct `structName` (for did-you-mean hints), or undefined when unknown. */
  findStructFieldNames(structName: string): readonly string[] | undefined;
}

function primitive(kind: TypeKind, name: string): CelType {
  return Object.freeze({ kind, name, params: Object.freeze([]) });
}

/** The types every environment has, by their cel-go names. */
export const celTypes = Object.freeze({
  any: primitive("any", "google.protobuf.Any"),
  bool: primitive("bool", "bool"),
  bytes: primitive("bytes", "bytes"),
  double: primitive("double", "double"),
  duration: primitive("duration", "google.protobuf.Duration"),
  dyn: primitive("dyn", "dyn"),
  error: primitive("error", "*error*"),
  int: primitive("int", "int"),
  null: primitive("null_type", "null_type"),
  string: primitive("string", "string"),
  timestamp: primitive("timestamp", "google.protobuf.Timestamp"),
  /** `type` without a parameter: the type of the identifier `type` (cel-go's `types.TypeType`). */
  type: primitive("type", "type"),
  uint: primitive("uint", "uint"),
});

export function listType(element: CelType): CelType {
  return Object.freeze({ kind: "list", name: "list", params: Object.freeze([element]) });
}

export function mapType(key: CelType, value: CelType): CelType {
  return Object.freeze({ kind: "map", name: "map", params: Object.freeze([key, value]) });
}

/** `type(t)`: the type of a type value. */
export function typeType(of: CelType): CelType {
  return Object.freeze({ kind: "type", name: "type", params: Object.freeze([of]) });
}

export function opaqueType(name: string, ...params: CelType[]): CelType {
  return Object.freeze({ kind: "opaque", name, params: Object.freeze(params) });
}

export function optionalType(of: CelType): CelType {
  return opaqueType("optional_type", of);
}

export function structType(name: string): CelType {
  return primitive("struct", name);
}

/** cel-go's `NewNullableType`: a primitive that also accepts `null` (the protobuf wrapper types). */
export function nullableType(wrapped: CelType): CelType {
  return Object.freeze({ ...wrapped, nullable: true });
}

export function typeParam(name: string): CelType {
  return primitive("type_param", name);
}

/**
 * cel-go's `Type.DeclaredTypeName()` (common/types/types.go:351-357): the runtime name without parameters,
 * `wrapper(…)` around a nullable one.
 */
export function declaredTypeName(type: CelType): string {
  return type.nullable === true ? `wrapper(${type.name})` : type.name;
}

/** cel-go's `Type.String()`: `list(int)`, `map(string, dyn)`, `<A>` for a type parameter. */
export function formatType(type: CelType): string {
  if (type.kind === "type_param") return `<${type.name}>`;
  const declared = type.nullable === true ? `wrapper(${type.name})` : type.name;
  if (type.params.length === 0) return declared;
  return `${declared}(${type.params.map(formatType).join(", ")})`;
}
