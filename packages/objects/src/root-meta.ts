import type { DecodedObjectMeta, FieldError, FieldPath } from "@crdgen/structural";
import { nameIsDNSSubdomain, validateObjectMetaWith } from "@crdgen/structural";

// metav1.ObjectMeta's JSON fields: any other key under `metadata` is an unknown field to the strict decoder.
const objectMetaFields = new Set([
  "name",
  "generateName",
  "namespace",
  "selfLink",
  "uid",
  "resourceVersion",
  "generation",
  "creationTimestamp",
  "deletionTimestamp",
  "deletionGracePeriodSeconds",
  "labels",
  "annotations",
  "ownerReferences",
  "finalizers",
  "managedFields",
]);

/** The top-level keys of `metadata` that ObjectMeta does not have, as `metadata.<key>` (sorted by the caller). */
export function unknownMetadataFields(metadata: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(metadata)
    .filter((key) => !objectMetaFields.has(key))
    .map((key) => `metadata.${key}`);
}

/**
 * ObjectMeta validation of a custom resource on create: a name (a DNS-1123 subdomain) or generateName,
 * and the usual rules for labels, annotations, owner references, finalizers and managed fields.
 */
export function validateRootMeta(meta: DecodedObjectMeta, path: FieldPath): FieldError[] {
  return validateObjectMetaWith(meta, path, nameIsDNSSubdomain);
}
