import { isJsonObject, sortedKeys } from "../../model/json-value.js";
import type { GoType } from "./go-types.js";
import { objectMetaType } from "./go-types.js";

// sigs.k8s.io/json's decoder keeps at most 100 strict errors per unmarshal (saveStrictError).
const maxStrictErrors = 100;

/**
 * The fields of a `metadata` value that metav1.ObjectMeta does not have, named as GetObjectMetaWithOptions with
 * ReturnUnknownFieldPaths names them (apiextensions-apiserver pkg/apiserver/schema/objectmeta/coerce.go): the
 * strict decoder's paths (`foo`, `ownerReferences[0].foo`, `managedFields[1].foo`) after `<prefix>.`, in the
 * order it meets them in the re-marshalled metadata, whose object keys encoding/json sorts; at most 100.
 * `prefix` is the path of the metadata itself (`metadata`, `spec.template.metadata`).
 */
export function unknownObjectMetaFields(metadata: unknown, prefix: string): string[] {
  const found: string[] = [];
  unknownFields(metadata, objectMetaType, "", (path) => {
    if (found.length < maxStrictErrors) found.push(`${prefix}.${path}`);
  });
  return found;
}

// The strict decoder's walk: a key a struct does not have is an unknown field at the path so far (its
// strictFieldStack), keys are joined by dots and indexes added in brackets. Values it decodes with their own
// unmarshalers (metav1.Time, FieldsV1) and scalars have no fields to check; a value of the wrong type is a
// decoding error, which the caller reports instead.
function unknownFields(value: unknown, type: GoType, path: string, record: (path: string) => void): void {
  switch (type.kind) {
    case "struct":
      if (!isJsonObject(value)) return;
      for (const key of sortedKeys(value)) {
        const field = Object.hasOwn(type.fields, key) ? type.fields[key] : undefined;
        if (field === undefined) record(below(path, key));
        else if (hasFields(field.type)) unknownFields(value[key], field.type, below(path, key), record);
      }
      return;
    case "slice":
      if (!Array.isArray(value) || !hasFields(type.elem)) return;
      value.forEach((item: unknown, i) => {
        unknownFields(item, type.elem, `${path}[${i}]`, record);
      });
      return;
    case "map":
      if (!isJsonObject(value) || !hasFields(type.elem)) return;
      for (const key of sortedKeys(value)) unknownFields(value[key], type.elem, below(path, key), record);
      return;
    default:
      return;
  }
}

// Whether a value of `type` can hold an unknown field: only a struct has fields, and a struct only a slice or map
// leads to. The walk goes down nothing else (most of metadata: its strings, labels, annotations), which saves
// the paths it would write for them.
function hasFields(type: GoType): boolean {
  return type.kind === "struct" || type.kind === "slice" || type.kind === "map";
}

function below(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}
