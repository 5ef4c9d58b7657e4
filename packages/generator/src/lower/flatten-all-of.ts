import { compareCodePointOrder } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";

/*
 * controller-gen's flattenAllOfInto (controller-tools pkg/crd/flatten.go at 434758187ddd), which merges the
 * schema of an embedded struct into the struct that embeds it. It walks the fields of Go's JSONSchemaProps
 * by reflection, so what merges how depends on each field's Go type: a string or bool is copied into an
 * empty one and else kept when equal; a pointer is never equal to another (each marker allocates its own);
 * a slice or map is never comparable. Then, when both sides set a field, resolveFieldConflict decides.
 */

type GoKind = "string" | "bool" | "pointer" | "slice" | "map";

/** JSONSchemaProps's fields in Go's declaration order (apiextensions-apiserver v0.35.0, types_jsonschema.go). */
const goFields: readonly (readonly [string, GoKind])[] = [
  ["id", "string"],
  ["$schema", "string"],
  ["$ref", "pointer"],
  ["description", "string"],
  ["type", "string"],
  ["format", "string"],
  ["title", "string"],
  ["default", "pointer"],
  ["maximum", "pointer"],
  ["exclusiveMaximum", "bool"],
  ["minimum", "pointer"],
  ["exclusiveMinimum", "bool"],
  ["maxLength", "pointer"],
  ["minLength", "pointer"],
  ["pattern", "string"],
  ["maxItems", "pointer"],
  ["minItems", "pointer"],
  ["uniqueItems", "bool"],
  ["multipleOf", "pointer"],
  ["enum", "slice"],
  ["maxProperties", "pointer"],
  ["minProperties", "pointer"],
  ["required", "slice"],
  ["items", "pointer"],
  ["allOf", "slice"],
  ["oneOf", "slice"],
  ["anyOf", "slice"],
  ["not", "pointer"],
  ["properties", "map"],
  ["additionalProperties", "pointer"],
  ["patternProperties", "map"],
  ["dependencies", "map"],
  ["additionalItems", "pointer"],
  ["definitions", "map"],
  ["externalDocs", "pointer"],
  ["example", "pointer"],
  ["nullable", "bool"],
  ["x-kubernetes-preserve-unknown-fields", "pointer"],
  ["x-kubernetes-embedded-resource", "bool"],
  ["x-kubernetes-int-or-string", "bool"],
  ["x-kubernetes-list-map-keys", "slice"],
  ["x-kubernetes-list-type", "pointer"],
  ["x-kubernetes-map-type", "pointer"],
  ["x-kubernetes-validations", "slice"],
];

/** Fields flattenAllOfInto never merges: allOf is merged first, the docs were merged before. */
const notMerged: ReadonlySet<string> = new Set(["allOf", "title", "description", "example", "externalDocs"]);

/** Two object types that differ: controller-gen reports "conflicting types in allOf branches" and keeps dst's. */
export interface TypeConflict {
  readonly dst: string;
  readonly src: string;
}

type Schema = Record<string, unknown>;

// Go's zero value (isOrNil): a nil pointer, slice or map, "" or false. A present JSON `false` is Go's false.
function isZero(kind: GoKind, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (kind === "string") return value === "";
  if (kind === "bool") return value === false;
  return false;
}

function setOwn(record: Schema, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * Merges `src` into `dst` (changing `dst`, never `src`) as flattenAllOfInto does; `conflicts` collects the
 * type conflicts it reports.
 */
export function flattenAllOfInto(
  dst: JSONSchemaProps,
  src: JSONSchemaProps,
  conflicts: TypeConflict[],
): void {
  for (const embedded of src.allOf ?? []) flattenAllOfInto(dst, embedded, conflicts);
  const d = dst as Schema;
  const s = src as Schema;
  const srcRemainder: Schema = {};
  const dstRemainder: Schema = {};
  let hoisted = false;
  for (const [field, kind] of goFields) {
    if (notMerged.has(field)) continue;
    if (field === "enum") {
      // an enum only fills an empty one (len, not nil)
      if (
        Array.isArray(src.enum) &&
        src.enum.length > 0 &&
        !(Array.isArray(dst.enum) && dst.enum.length > 0)
      ) {
        dst.enum = [...src.enum];
      }
      continue;
    }
    const srcValue = s[field];
    if (isZero(kind, srcValue)) continue;
    const dstValue = d[field];
    if (isZero(kind, dstValue)) {
      setOwn(d, field, srcValue);
      continue;
    }
    if ((kind === "string" || kind === "bool") && srcValue === dstValue) continue;
    if (resolveFieldConflict(field, d, srcValue, dstValue, conflicts)) {
      srcRemainder[field] = srcValue;
      dstRemainder[field] = dstValue;
      Reflect.deleteProperty(d, field);
      hoisted = true;
    }
  }
  if (hoisted) dst.allOf = [...(dst.allOf ?? []), dstRemainder, srcRemainder];
  if (Array.isArray(dst.required) && dst.required.length > 0) {
    dst.required = [...new Set(dst.required)].sort(compareCodePointOrder);
  }
}

// resolveFieldConflict: true when both values move into the allOf.
function resolveFieldConflict(
  field: string,
  dst: Schema,
  srcValue: unknown,
  dstValue: unknown,
  conflicts: TypeConflict[],
): boolean {
  switch (field) {
    case "properties": {
      const merged: Record<string, JSONSchemaProps> = { ...(dstValue as Record<string, JSONSchemaProps>) };
      for (const [name, schema] of Object.entries(srcValue as Record<string, JSONSchemaProps>)) {
        const existing = Object.hasOwn(merged, name) ? merged[name] : undefined;
        if (existing === undefined) {
          setOwn(merged, name, schema);
          continue;
        }
        const copy = { ...existing };
        flattenAllOfInto(copy, schema, conflicts);
        setOwn(merged, name, copy);
      }
      dst.properties = merged;
      return false;
    }
    case "required":
      dst.required = [...(dstValue as string[]), ...(srcValue as string[])];
      return false;
    case "minProperties":
    case "maxProperties":
      // compared by value: the same bound stays once
      return srcValue !== dstValue;
    case "type":
      conflicts.push({ dst: dstValue as string, src: srcValue as string });
      return false;
    case "additionalProperties": {
      // `additionalProperties: true` has no schema to merge
      if (typeof srcValue !== "object") return false;
      const below = typeof dstValue === "object" ? { ...(dstValue as JSONSchemaProps) } : {};
      flattenAllOfInto(below, srcValue as JSONSchemaProps, conflicts);
      dst.additionalProperties = below;
      return false;
    }
    case "x-kubernetes-preserve-unknown-fields":
    case "x-kubernetes-map-type":
      dst[field] = srcValue;
      return false;
    case "x-kubernetes-validations":
      // the embedded type's rules first
      dst[field] = [...(srcValue as unknown[]), ...(dstValue as unknown[])];
      return false;
    default:
      return true;
  }
}
