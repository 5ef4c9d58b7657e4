export type { ExternalDocumentation, JSONSchemaProps, ValidationRule } from "./model/schema-types.js";
export type {
  CRDObjectMeta,
  CustomResourceColumnDefinition,
  CustomResourceConversion,
  CustomResourceDefinition,
  CustomResourceDefinitionNames,
  CustomResourceDefinitionSpec,
  CustomResourceDefinitionVersion,
  CustomResourceSubresourceScale,
  CustomResourceSubresources,
  CustomResourceValidation,
  SelectableField,
  ServiceReference,
  WebhookClientConfig,
  WebhookConversion,
} from "./model/crd-types.js";
export type { ErrorOrigin, ErrorType, FieldError, FieldErrorFactory } from "./model/field-error.js";
/** Field error construction and rendering in the API server's own `field: Type: detail` form. */
export {
  compareErrorStrings,
  errorBody,
  errorString,
  fieldErrors,
  haveDistinctFields,
} from "./model/field-error.js";
/** A lazily rendered API-server field path (`spec.versions[0].schema.openAPIV3Schema.properties[a]`). */
export { FieldPath } from "./model/path.js";
/** The steps of a field path as the API server renders it (`spec.items[0].name` -> spec, items, 0, name). */
export { fieldPathSteps } from "./model/field-path-steps.js";
/** Renders a bad value as apimachinery prints it in messages. */
export { GoSyntax, goQuote, renderGoValue } from "./model/go-value.js";
export { goToLower } from "./model/go-case.js";
export { parseGroupVersion } from "./model/group-version.js";
/** encoding/json's text of a decoded JSON value, and the Go kind a JSON value decodes to. */
export { goFormatV, goJson } from "./model/go-format.js";
export { compareGoStrings, goKind, isJsonObject, sortedKeys } from "./model/json-value.js";

/** The API server's create-time validation of a whole apiextensions.k8s.io/v1 CustomResourceDefinition. */
export type { CrdValidationOptions } from "./crd/index.js";
export { validateCustomResourceDefinition } from "./crd/index.js";
/** The warnings the API server returns with a CRD it creates (`unrecognized format "…"`). */
export type { CrdWarning, CrdWarningOptions } from "./crd/index.js";
export { warningsOnCreate } from "./crd/index.js";

/** Groups that need the `api-approved.kubernetes.io` annotation. */
export { isProtectedCommunityGroup } from "./crd/index.js";
/** Go-decoder checks (wrong JSON types, unknown fields) of a CRD or of one schema. */
export {
  decodeCrdNoting,
  decodeCustomResourceDefinition,
  decodeSchema,
  withZeroStructElements,
} from "./decode/index.js";

export type { CelValidationOptions, SchemaCheckOptions, SchemaValidationOptions } from "./schema/index.js";
/** Structurality (NewStructural + ValidateStructural) and full create-time validation of one schema. */
export { validateSchema, validateStructural } from "./schema/index.js";
/** The per-schema validator with explicit upstream options, for callers that place schemas themselves. */
export { createOptions, validateOpenAPISchema } from "./schema/index.js";
/** What checking a batch of CRDs learns about the subtrees they share (by object identity). */
export { SubtreeMemo } from "./schema/index.js";
export type { ObjectRulesResult } from "./schema/index.js";
/** A custom resource's CEL rules evaluated on it, as the API server does on create. */
export { validateObjectRules } from "./schema/index.js";
/** Old and new values correlated through a schema, and validation ratcheting on update. */
export { CorrelatedObject, plainDeepEqual } from "./schema/index.js";
/** validateObjectRules for many objects of one schema, its rules compiled once. */
export { ObjectRulesValidator } from "./schema/index.js";
/** Go RE2 compilation of a `pattern`, with Go's error text. */

export type { DecodedObjectMeta, DecodeResult, DefaultsOptions, PrunedValue } from "./defaults/index.js";
/** Default-value validation (pruned, valid against the schema) and the OpenAPI value validator. */
export { pruneValue, validateDefaults, validateValue } from "./defaults/index.js";
/** ValidateCustomResource as the custom resource strategy calls it (nil root path: `<nil>`). */
export { customResourceViews, validateCustomResource } from "./defaults/index.js";
export type { CustomResourceViews, ListTypeCheck } from "./defaults/index.js";
/** The API server's handling of custom resources: pruning with the removed fields named, and defaulting. */
export {
  applyDefaults,
  DefaultedNodes,
  defaultResourceRoot,
  pruneAndDefaultInPlace,
  pruneNonNullableNulls,
  pruneUnknownFields,
  pruneUnknownFieldsAndNulls,
  pruneUnknownFieldsAndNullsInPlace,
  PruneNodes,
  SchemaFacts,
  SchemaTarget,
} from "./defaults/index.js";
/** ObjectMeta decoding and validation, root and embedded. */
export {
  coerceResourceMeta,
  coerceResourceMetaWithPaths,
  EmbeddedResources,
  decodeObjectMeta,
  encodeObjectMeta,
  dns1123SubdomainErrors,
  qualifiedNameErrors,
  unknownObjectMetaFields,
  validateObjectMetaUpdateContent,
  validateObjectMetaWith,
  pathSegmentNameErrors,
  validateResourceMeta,
  generatedName,
} from "./defaults/index.js";
/** apimachinery's NameIsDNSSubdomain (a generateName prefix's trailing dash masked as Go does), from @crdgen/cel. */
export { nameIsDNSSubdomain } from "@crdgen/cel";
/** A deep copy of decoded JSON as a tree: shared objects become separate copies. */
export { deepCopyJson } from "./model/json-value.js";
