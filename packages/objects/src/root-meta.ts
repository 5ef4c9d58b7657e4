import type { DecodedObjectMeta, FieldError, FieldPath } from "@crdgen/structural";
import { nameIsDNSSubdomain, validateObjectMetaWith } from "@crdgen/structural";

/**
 * ObjectMeta validation of a custom resource on create: a name (a DNS-1123 subdomain) or generateName,
 * and the usual rules for labels, annotations, owner references, finalizers and managed fields.
 */
export function validateRootMeta(meta: DecodedObjectMeta, path: FieldPath): FieldError[] {
  return validateObjectMetaWith(meta, path, nameIsDNSSubdomain);
}
