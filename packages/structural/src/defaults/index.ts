/** Default-value validation of a CRD schema (rules C4–C11 of the rulebook, docs/rules.md). */
export { validateDefaults } from "./validate-defaults.js";
export type { DefaultsOptions } from "./validate-defaults.js";
/** The API server's OpenAPI value validator (kube-openapi with Kubernetes' error mapping). */
export { customResourceViews, validateCustomResource, validateValue } from "./value/validate-value.js";
export type { CustomResourceViews } from "./value/validate-value.js";
export type { ListTypeCheck } from "./value/value-walk.js";
/** Removes the object fields a schema does not specify, as the API server prunes custom resources. */
export { pruneUnknownFields, pruneUnknownFieldsAndNulls, pruneValue } from "./prune.js";
export {
  defaultResourceRoot,
  pruneAndDefaultInPlace,
  pruneUnknownFieldsAndNullsInPlace,
} from "./prune-in-place.js";
export { PruneNodes } from "./prune-nodes.js";
export type { PrunedValue } from "./prune.js";
/** Structural defaulting of custom resources, and the removal of nulls that are neither allowed nor defaulted. */
export { applyDefaults, pruneNonNullableNulls } from "./apply-defaults.js";
export { DefaultedNodes } from "./defaulted-nodes.js";
export { SchemaFacts, SchemaTarget } from "./schema-facts.js";
/** ObjectMeta decoding and validation, and the metadata checks of embedded resources. */
export { decodeObjectMeta } from "./objectmeta/decode.js";
export type { DecodedObjectMeta, DecodeResult } from "./objectmeta/decode.js";
export { coerceResourceMeta, coerceResourceMetaWithPaths } from "./objectmeta/coerce.js";
export { unknownObjectMetaFields } from "./objectmeta/unknown-fields.js";
export { EmbeddedResources } from "./objectmeta/embedded-below.js";
export { encodeObjectMeta } from "./objectmeta/encode.js";
export { validateResourceMeta } from "./objectmeta/validate-embedded.js";
export { dns1123SubdomainErrors, qualifiedNameErrors } from "./objectmeta/names.js";
export { validateObjectMetaUpdateContent, validateObjectMetaWith } from "./objectmeta/object-meta-rules.js";
export { pathSegmentNameErrors } from "./objectmeta/names.js";
export { generatedName } from "./objectmeta/generated-name.js";
