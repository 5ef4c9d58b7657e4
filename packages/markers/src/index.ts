export type { Marker, ParsedComment } from "./marker.js";
/** Reads markers and the description from the comments above one declaration. */
export { parseComment } from "./comments/parse-comment.js";
/** The marker lines a batch of comments read clean, so that an equal line is not parsed again. */
export { MarkerLineMemo } from "./comments/marker-line-memo.js";
/** The comments a batch read clean, so that an equal comment is not parsed again. */
export { CommentMemo } from "./comments/comment-memo.js";
/** Applies a declaration's markers to its schema, with controller-gen's order and checks. */
export { applyMarkers } from "./apply/apply-markers.js";
export type { Requirement } from "./semantics/requirement.js";
/** Whether a field's markers make it required or optional (controller-gen's precedence). */
export { fieldRequirement } from "./semantics/requirement.js";
export type { CRDMarkerSpans, CRDSettings, ResourceSettings } from "./semantics/crd-settings.js";
/** A root type's CRD-level markers as typed settings (names, scope, subresources, columns …). */
export { crdSettings, rootMarker } from "./semantics/crd-settings.js";
export type { PackageSettings } from "./semantics/package-settings.js";
/** A package's file-leading markers as typed settings (group, version, default optionality). */
export { packageConflicts, packageSettings } from "./semantics/package-settings.js";
export type {
  ApplyContext,
  ApplyProblem,
  FieldArgument,
  MarkerArguments,
  MarkerCategory,
  MarkerDefinition,
  MarkerTarget,
} from "./registry/types.js";
/** The marker registry: every marker crdgen understands, and lookup by name. */
export { findMarkerDefinition, markerDefinitions } from "./registry/index.js";
export type { ArgType } from "./grammar/arg-types.js";
/** The generated Markdown marker reference (docs/markers.md). */
export { markerReference } from "./doc/reference.js";
export type { MarkerLookup } from "./doc/lookup.js";
/** The marker list and one marker's reference, for `crdgen markers [NAME]`. */
export { lookUpMarker, markerIndex } from "./doc/lookup.js";
/** Where a character of a marker argument's value is written, for errors inside the value (CEL rules). */
export { argumentValueOffset } from "./grammar/argument-offset.js";
/** The name a mistyped one most likely meant. */
export { closestName } from "./registry/suggest.js";
