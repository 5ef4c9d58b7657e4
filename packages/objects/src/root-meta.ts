import type { DecodedObjectMeta, FieldError, FieldPath } from "@crdgen/structural";
import { nameIsDNSSubdomain, pathSegmentNameErrors, validateObjectMetaWith } from "@crdgen/structural";

/**
 * ObjectMeta validation of a custom resource on create: a name (a DNS-1123 subdomain) or generateName,
 * and the usual rules for labels, annotations, owner references, finalizers and managed fields.
 */
export function validateRootMeta(meta: DecodedObjectMeta, path: FieldPath): FieldError[] {
  return validateObjectMetaWith(meta, path, nameIsDNSSubdomain);
}

/**
 * The ObjectMeta checks rest.BeforeUpdate makes before the strategy's own (validateCommonFields, apiserver
 * pkg/registry/rest/update.go:97): ValidateObjectMetaAccessor of the new metadata, with names checked as path
 * segments (path.ValidatePathSegmentName) rather than as the DNS-1123 subdomains a create requires.
 */
export function validateCommonRootMeta(meta: DecodedObjectMeta, path: FieldPath): FieldError[] {
  return validateObjectMetaWith(meta, path, pathSegmentNameErrors);
}
