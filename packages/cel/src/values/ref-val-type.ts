/**
 * Go's `%T` of a CEL value: the Go type that holds it in cel-go v0.26.0 and apiserver 1.35, as the texts
 * `got '%T', expected iterable type` (interpreter/interpretable.go:821) and `invalid qualifier type: %T`
 * (interpreter/attributes.go:755) print it.
 *
 * Lists and maps that CEL built are `*types.baseList` / `*types.baseMap`; one read from an object is apiserver's
 * (valuesunstructured.go at kubernetes-1.35.0: `*common.unstructuredList`, its set and map variants,
 * `*common.unstructuredMap`). A `+` of two non-empty CEL lists is cel-go's `*types.concatList` (list.go:124-139),
 * and a Quantity's arithmetic returns a pointer (`*cel.Quantity`, quantity.go).
 */
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  OpaqueValue,
  OptionalValue,
  PreservedValue,
  TimestampValue,
  TypeValue,
  UintValue,
} from "./value.js";

/** apiserver's value types of its library types (package `cel`, k8s.io/apiserver/pkg/cel). */
const opaqueGoTypes: ReadonlyMap<string, string> = new Map([
  ["kubernetes.Quantity", "cel.Quantity"],
  ["kubernetes.URL", "cel.URL"],
  ["net.IP", "cel.IP"],
  ["net.CIDR", "cel.CIDR"],
  ["kubernetes.Semver", "cel.Semver"],
  ["kubernetes.NamedFormat", "cel.Format"],
]);

export function refValGoType(v: CelValue): string {
  if (v === null) return "types.Null";
  switch (typeof v) {
    case "boolean":
      return "types.Bool";
    case "bigint":
      return "types.Int";
    case "number":
      return "types.Double";
    case "string":
      return "types.String";
  }
  if (v instanceof Uint8Array) return "types.Bytes";
  if (v instanceof UintValue) return "types.Uint";
  if (v instanceof TimestampValue) return "types.Timestamp";
  if (v instanceof DurationValue) return "types.Duration";
  if (v instanceof TypeValue) return "*types.Type";
  if (v instanceof OptionalValue) return "*types.Optional";
  if (v instanceof ErrorValue) return "*types.Err";
  if (v instanceof ListValue) {
    if (v.kind.type === "set") return "*common.unstructuredSetList";
    if (v.kind.type === "map") return "*common.unstructuredMapList";
    if (v.concat !== undefined) return "*types.concatList";
    return v.fromObject ? "*common.unstructuredList" : "*types.baseList";
  }
  if (v instanceof MapValue) return v.fromObject ? "*common.unstructuredMap" : "*types.baseMap";
  if (v instanceof ObjectValue) return "*common.unstructuredMap";
  if (v instanceof PreservedValue) return "*common.unknownPreserved";
  if (v instanceof OpaqueValue) {
    const name = opaqueGoTypes.get(v.typeName) ?? v.typeName;
    return v.goPointer ? `*${name}` : name;
  }
  return "interface {}";
}

/**
 * The error of an index whose value cannot be a qualifier (interpreter/attributes.go:604-758 `newQualifier`):
 * only strings, ints, uints, bools and doubles qualify. Undefined for those.
 */
export function invalidQualifier(key: CelValue): ErrorValue | undefined {
  switch (typeof key) {
    case "string":
    case "bigint":
    case "boolean":
    case "number":
      return undefined;
  }
  if (key instanceof UintValue) return undefined;
  return new ErrorValue(`invalid qualifier type: ${refValGoType(key)}`);
}
