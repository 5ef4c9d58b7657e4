/**
 * The Go types that embedded `metadata` is decoded into (metav1.ObjectMeta and the structs inside it), described
 * so that a JSON value can be decoded the way encoding/json does, with its error messages.
 */
export type GoType =
  | { readonly kind: "string"; readonly name: string }
  | { readonly kind: "int64" }
  | { readonly kind: "bool" }
  /** metav1.Time: a JSON unmarshaler taking an RFC 3339 string. */
  | { readonly kind: "time" }
  /** metav1.FieldsV1: a JSON unmarshaler taking anything. */
  | { readonly kind: "raw" }
  | { readonly kind: "map"; readonly elem: GoType }
  | { readonly kind: "slice"; readonly elem: GoType }
  | { readonly kind: "struct"; readonly name: string; readonly fields: Readonly<Record<string, GoField>> };

/** A struct field: its type, and whether Go declares it as a pointer (so `null` clears it). */
interface GoField {
  readonly type: GoType;
  readonly pointer?: boolean;
}

const string: GoType = { kind: "string", name: "string" };
const int64: GoType = { kind: "int64" };
const bool: GoType = { kind: "bool" };
const time: GoType = { kind: "time" };

const ownerReference: GoType = {
  kind: "struct",
  name: "v1.OwnerReference",
  fields: {
    apiVersion: { type: string },
    kind: { type: string },
    name: { type: string },
    uid: { type: { kind: "string", name: "types.UID" } },
    controller: { type: bool, pointer: true },
    blockOwnerDeletion: { type: bool, pointer: true },
  },
};

const managedFieldsEntry: GoType = {
  kind: "struct",
  name: "v1.ManagedFieldsEntry",
  fields: {
    manager: { type: string },
    operation: { type: { kind: "string", name: "v1.ManagedFieldsOperationType" } },
    apiVersion: { type: string },
    time: { type: time, pointer: true },
    fieldsType: { type: string },
    fieldsV1: { type: { kind: "raw" }, pointer: true },
    subresource: { type: string },
  },
};

/** metav1.ObjectMeta, by JSON field name. */
export const objectMetaType: GoType = {
  kind: "struct",
  name: "v1.ObjectMeta",
  fields: {
    name: { type: string },
    generateName: { type: string },
    namespace: { type: string },
    selfLink: { type: string },
    uid: { type: { kind: "string", name: "types.UID" } },
    resourceVersion: { type: string },
    generation: { type: int64 },
    creationTimestamp: { type: time },
    deletionTimestamp: { type: time, pointer: true },
    deletionGracePeriodSeconds: { type: int64, pointer: true },
    labels: { type: { kind: "map", elem: string } },
    annotations: { type: { kind: "map", elem: string } },
    ownerReferences: { type: { kind: "slice", elem: ownerReference } },
    finalizers: { type: { kind: "slice", elem: string } },
    managedFields: { type: { kind: "slice", elem: managedFieldsEntry } },
  },
};

/** The Go spelling of a type in an error message (`map[string]string`, `[]v1.OwnerReference`). */
export function goTypeName(type: GoType): string {
  switch (type.kind) {
    case "string":
      return type.name;
    case "int64":
    case "bool":
      return type.kind;
    case "time":
      return "v1.Time";
    case "raw":
      return "v1.FieldsV1";
    case "map":
      return `map[string]${goTypeName(type.elem)}`;
    case "slice":
      return `[]${goTypeName(type.elem)}`;
    case "struct":
      return type.name;
  }
}
