import type { GoField, GoType } from "./go-types.js";
import { schemaFields } from "./go-types.js";
import { objectMetaType, specType } from "./crd-go-types.js";
import { isJsonObject } from "./walk.js";

/**
 * A decodable CRD as Go holds it, where a JSON null can mean something else than "absent": a null element of a
 * list, or value of a map, whose Go type is a struct (a `JSONSchemaProps` in `properties` or `allOf`, a
 * `ValidationRule`, a `ManagedFieldsEntry` …) decodes to that struct's zero value, an element that exists and is
 * validated (`x-kubernetes-validations: [null]` is a rule without `rule`; `properties: {a: null}` a property
 * without a type). Elsewhere a null is what the validators already read as absent: a field decodes to its zero
 * value or nil, the same as leaving it out. Returns `crd` itself when it has no such null, else a copy of the
 * paths to them with `{}` in their place: the input is never changed. Call it on a CRD that decodes.
 */
export function withZeroStructElements(crd: unknown): unknown {
  if (!isJsonObject(crd)) return crd;
  return withFields(crd, crdFields);
}

const crdFields: ReadonlyMap<string, GoField> = new Map<string, GoField>([
  ["metadata", { type: objectMetaType, pointer: false }],
  ["spec", { type: specType, pointer: false }],
]);

// `value` zeroed below as its Go type says; the same object when nothing changes.
function zeroed(value: unknown, type: GoType): unknown {
  if (value === null || typeof value !== "object") return value;
  switch (type.kind) {
    case "struct":
      return isJsonObject(value) ? withFields(value, type.fields) : value;
    case "schema":
      return isJsonObject(value) ? withFields(value, schemaFields) : value;
    case "list":
      return Array.isArray(value) ? withElements(value, type.of) : value;
    case "map":
      return isJsonObject(value) ? withValues(value, type.of) : value;
    case "schemaOrArray":
      if (Array.isArray(value)) return withElements(value, schemaOfAlternatives);
      return isJsonObject(value) ? withFields(value, schemaFields) : value;
    case "schemaOrBool":
    case "schemaOrStrings":
      return isJsonObject(value) ? withFields(value, schemaFields) : value;
    default:
      return value;
  }
}

const schemaOfAlternatives: GoType = { kind: "schema" };

// A struct's zero value is an empty object, whatever its fields.
function isStruct(type: GoType): boolean {
  return type.kind === "struct" || type.kind === "schema";
}

function withFields(
  object: Record<string, unknown>,
  fields: ReadonlyMap<string, GoField>,
): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    const field = fields.get(key);
    if (field === undefined) continue;
    const before = object[key];
    const after = zeroed(before, field.type);
    if (after !== before) {
      copy ??= { ...object };
      copy[key] = after;
    }
  }
  return copy ?? object;
}

function withElements(list: readonly unknown[], of: GoType): readonly unknown[] {
  let copy: unknown[] | undefined;
  for (let i = 0; i < list.length; i++) {
    const before = list[i];
    const after = before === null && isStruct(of) ? {} : zeroed(before, of);
    if (after !== before) {
      copy ??= [...list];
      copy[i] = after;
    }
  }
  return copy ?? list;
}

function withValues(map: Record<string, unknown>, of: GoType): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in map) {
    const before = map[key];
    const after = before === null && isStruct(of) ? {} : zeroed(before, of);
    if (after !== before) {
      copy ??= { ...map };
      copy[key] = after;
    }
  }
  return copy ?? map;
}
