import type { Diagnostic, SourceSpan } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { FieldError } from "@crdgen/structural";
import type { Marker } from "@crdgen/markers";
import { errorBody, errorString, fieldPathSteps, isProtectedCommunityGroup } from "@crdgen/structural";
import type { AssembledCrd } from "../assemble/crd.js";
import type { KindVersion } from "../assemble/types.js";

const approvalAnnotation = "api-approved.kubernetes.io";

// A version's fields that its markers write as given: the error path, the marker's name, its spans. The API
// server checks a field that all versions share (always so with one version) at the spec, without a version.
const markerFields: readonly {
  readonly path: RegExp;
  readonly marker: string;
  readonly spans: (version: KindVersion) => readonly SourceSpan[];
  readonly hint?: string | ((error: FieldError) => string);
}[] = [
  {
    path: /^spec\.(?:versions\[(\d+)\]\.)?selectableFields(?:\[(\d+)\])?/,
    marker: "+kubebuilder:selectablefield",
    spans: (v) => v.root.crd.spans.selectableFields,
    hint: (error) => (isSharedWithoutSchema(error) ? sharedSelectableFieldsHint : selectableFieldHint),
  },
  {
    path: /^spec\.(?:versions\[(\d+)\]\.)?additionalPrinterColumns(?:\[(\d+)\])?/,
    marker: "+kubebuilder:printcolumn",
    spans: (v) => v.root.crd.spans.printColumns,
  },
  {
    path: /^spec\.(?:versions\[(\d+)\]\.)?subresources\.scale()/,
    marker: "+kubebuilder:subresource:scale",
    spans: (v) =>
      v.root.crd.spans.scaleSubresource === undefined ? [] : [v.root.crd.spans.scaleSubresource],
    hint: "specpath must start with .spec, statuspath with .status, and selectorpath with .spec or .status.",
  },
  {
    path: /^spec\.versions\[(\d+)\]\.deprecationWarning()/,
    marker: "+kubebuilder:deprecatedversion",
    spans: (v) => (v.root.crd.spans.deprecated === undefined ? [] : [v.root.crd.spans.deprecated]),
    hint: "Leave the warning out for the API server's default one, or write at most 256 printable characters.",
  },
];

const selectableFieldHint =
  "A selectable field's JSONPath names a string, boolean or integer field of the schema outside metadata, e.g. JSONPath=`.spec.color`; a version has at most 8.";

// The API server moves per-version fields that every version has alike to the spec, each on its own
// (apiextensions v1 conversion.go): equal selectable fields land beside no schema when the versions' schemas
// differ, and validation.go refuses them there. Whatever crdgen writes for such markers is refused.
const sharedSelectableFieldsHint =
  "Every version has the same selectable fields but the versions' schemas differ, and the API server checks fields that all versions share against a schema all versions share: make the versions' selectable fields differ (list them in another order in one version, or select another field there), or give the versions one schema.";

function isSharedWithoutSchema(error: FieldError): boolean {
  return (
    error.field === "spec.selectableFields" &&
    error.detail === "may only be set when validations.schema is included"
  );
}

function versionMarkerError(error: FieldError, assembled: AssembledCrd): Diagnostic | undefined {
  for (const { path, marker, spans, hint } of markerFields) {
    const match = path.exec(error.field);
    if (match === null) continue;
    const version = assembled.versions[Number(match[1] ?? 0)];
    if (version === undefined) return undefined;
    const written = spans(version);
    const span = written[match[2] === undefined || match[2] === "" ? 0 : Number(match[2])] ?? written[0];
    if (span === undefined) return undefined;
    const message = catalogMessage("CRD1020", "refusedField", {
      marker,
      kind: assembled.kind,
      version: version.root.package.version,
      detail: errorString(error),
    });
    return createDiagnostic(message, {
      span,
      crdPath: error.field,
      ...(hint === undefined ? {} : { hint: typeof hint === "string" ? hint : hint(error) }),
    });
  }
  return undefined;
}

function approvalError(error: FieldError, assembled: AssembledCrd): Diagnostic | undefined {
  if (error.field !== `metadata.annotations[${approvalAnnotation}]`) return undefined;
  if (!isProtectedCommunityGroup(assembled.group)) return undefined;
  const [first] = assembled.versions;
  if (first === undefined) return undefined;
  const roots = [...assembled.versions.map((v) => v.root), ...assembled.skipped];
  const set = roots.map((root) => root.crd.spans.annotations[approvalAnnotation]).find(Boolean);
  if (set !== undefined) {
    const message = catalogMessage("CRD2030", "badApproval", {
      annotation: approvalAnnotation,
      group: assembled.group,
      detail: errorString(error),
    });
    return createDiagnostic(message, { span: set, crdPath: error.field });
  }
  const message = catalogMessage("CRD2030", "missingApproval", {
    group: assembled.group,
    kind: assembled.kind,
    annotation: approvalAnnotation,
  });
  const span = first.root.package.settings.groupSpan ?? first.root.span;
  return createDiagnostic(message, { span, crdPath: error.field });
}

// The names `+kubebuilder:resource` writes as given (path, singular, shortName, categories), and the CRD's
// name, which is `<plural>.<group>`: the API server checks them at spec.names and metadata.name.
const resourceNames = /^(?:spec\.names\.(?:plural|singular|shortNames|categories)|metadata\.name$)/;

function resourceMarkerError(error: FieldError, assembled: AssembledCrd): Diagnostic | undefined {
  if (!resourceNames.test(error.field)) return undefined;
  const roots = [...assembled.versions.map((v) => v.root), ...assembled.skipped];
  const root = roots.find((r) => r.crd.spans.resource !== undefined);
  const span = root?.crd.spans.resource;
  if (root === undefined || span === undefined) return undefined;
  const message = catalogMessage("CRD1020", "refusedField", {
    marker: "+kubebuilder:resource",
    kind: assembled.kind,
    version: root.package.version,
    detail: errorString(error),
  });
  return createDiagnostic(message, { span, crdPath: error.field, hint: resourceNamesHint });
}

// The names the type's name gives when no +kubebuilder:resource marker writes them: the kind and listKind always,
// and the plural, singular and CRD name (`<plural>.<group>`) derived from it.
const kindNames = /^(?:spec\.names\.(?:kind|listKind|plural|singular)|metadata\.name)$/;

function kindNameError(error: FieldError, assembled: AssembledCrd): Diagnostic | undefined {
  if (!kindNames.test(error.field)) return undefined;
  const span = kindSpan(assembled);
  if (span === undefined) return undefined;
  const message = catalogMessage("CRD2022", "kindRefused", {
    kind: assembled.kind,
    detail: errorString(error),
  });
  return createDiagnostic(message, { span, crdPath: error.field, hint: kindNameHint });
}

const kindNameHint =
  "A kind is a DNS-1035 label in mixed case: letters, digits and '-', starting with a letter, at most 63 characters with its plural; rename the type (e.g. FooBar for Foo_Bar), or set a valid plural and singular with +kubebuilder:resource:path=…,singular=….";

const resourceNamesHint =
  "The plural (path=), singular and short names are lowercase DNS-1035 labels (letters, digits and '-', starting with a letter), e.g. path=widgets,singular=widget,shortName=wg.";

/**
 * The diagnostic for a CRD error that the user's markers caused, at the marker: undefined when crdgen made
 * the erroneous part itself.
 */
export function markerOf(error: FieldError, assembled: AssembledCrd): Diagnostic | undefined {
  return (
    schemaMarkerError(error, assembled) ??
    versionMarkerError(error, assembled) ??
    resourceMarkerError(error, assembled) ??
    kindNameError(error, assembled) ??
    approvalError(error, assembled) ??
    crdCostTotalError(error, assembled)
  );
}

// The markers that write a schema keyword as the user gives it, by the keyword an API server error names: a
// node's `type` (or its `items`, which an array `type` needs) comes from Type, or from Schemaless, which leaves
// the node to the other markers, or is refused beside XEmbeddedResource (an embedded resource is an object); an
// embedded resource's `properties` come from XEmbeddedResource; and so on. crdgen
// makes every other part of a schema structural by construction.
const embedded = ["kubebuilder:validation:XEmbeddedResource", "kubebuilder:validation:EmbeddedResource"];
const typed = ["kubebuilder:validation:Type", "kubebuilder:validation:Schemaless"];
const listType = ["listType", "k8s:listType"];
const mapType = ["mapType", "structType"];
const keywordMarkers: ReadonlyMap<string, readonly string[]> = new Map([
  ["type", [...typed, ...embedded, ...mapType, ...listType]],
  ["items", typed],
  ["properties", [...embedded, ...typed]],
  ["additionalProperties", [...embedded, ...typed]],
  // An embedded resource is an object: XIntOrString beside it is refused at the embedded-resource flag.
  ["x-kubernetes-embedded-resource", [...embedded, "kubebuilder:validation:XIntOrString"]],
  [
    "x-kubernetes-preserve-unknown-fields",
    [
      "kubebuilder:validation:XPreserveUnknownFields",
      "kubebuilder:pruning:PreserveUnknownFields",
      "kubebuilder:validation:XIntOrString",
    ],
  ],
  ["x-kubernetes-int-or-string", ["kubebuilder:validation:XIntOrString"]],
  [
    "x-kubernetes-validations",
    ["kubebuilder:validation:XValidation", "kubebuilder:validation:items:XValidation", "k8s:immutable"],
  ],
  ["x-kubernetes-list-type", listType],
  ["x-kubernetes-list-map-keys", ["listMapKey", "k8s:listMapKey", ...listType]],
  // An item's map type is refused by its list's type (a set's items are atomic).
  ["x-kubernetes-map-type", [...mapType, ...listType]],
]);

/**
 * An error in a schema node that one of the user's markers wrote as given (a `Type=array` without items, a
 * Schemaless field no other marker types, an `optionalOldSelf` rule that never reads oldSelf): at that marker,
 * with the API server's text; undefined when no such marker writes the node.
 */
function schemaMarkerError(error: FieldError, assembled: AssembledCrd): Diagnostic | undefined {
  const at = schemaPlaceOf(error, assembled);
  const found = at?.version.schemaMarkers?.(at.below);
  if (at === undefined || found === undefined) return undefined;
  const { version } = at;
  const candidates = keywordMarkers.get(found.keyword) ?? [];
  const marker =
    ruleMarkerOf(at.below, version) ??
    candidates.map((name) => found.markers.findLast((m) => m.name === name)).find((m) => m !== undefined);
  if (marker === undefined) return undefined;
  const message = catalogMessage("CRD1020", "refusedField", {
    marker: `+${marker.name}`,
    kind: assembled.kind,
    version: version.root.package.version,
    detail: errorString(error),
  });
  return createDiagnostic(message, { span: marker.span, crdPath: error.field });
}

/**
 * The version a CRD error under a schema is about, and the steps below its openAPIV3Schema: the path is
 * spec.versions[i].schema.openAPIV3Schema, or spec.validation.openAPIV3Schema (the schema all versions share).
 */
function schemaPlaceOf(
  error: FieldError,
  assembled: AssembledCrd,
): { readonly version: KindVersion; readonly below: readonly string[] } | undefined {
  const steps = fieldPathSteps(error.field);
  const root = steps.indexOf("openAPIV3Schema");
  if (steps[0] !== "spec" || root === -1) return undefined;
  const version = assembled.versions[steps[1] === "versions" ? Number(steps[2]) : 0];
  return version === undefined ? undefined : { version, below: steps.slice(root + 1) };
}

// The XValidation marker that wrote the rule an error inside `x-kubernetes-validations[i]` is about: the rule
// object in the version's schema (`below` are the steps under it), which lowering recorded with its marker.
function ruleMarkerOf(below: readonly string[], version: KindVersion): Marker | undefined {
  const at = below.indexOf("x-kubernetes-validations");
  if (at === -1 || version.ruleMarkers === undefined) return undefined;
  let node: unknown = version.schema;
  for (const step of below.slice(0, at + 2)) {
    if (typeof node !== "object" || node === null) return undefined;
    node = Array.isArray(node) ? node[Number(step)] : (node as Readonly<Record<string, unknown>>)[step];
  }
  return typeof node === "object" && node !== null ? version.ruleMarkers.get(node) : undefined;
}

/**
 * validation.go's per-CRD total (Forbidden at the schema root, `x-kubernetes-validations estimated rule cost
 * total …`): the rules are the user's XValidation markers, each within its own budget, together too expensive.
 * The errors on the most expensive rules are reported at their markers by the CEL stage.
 */
function crdCostTotalError(error: FieldError, assembled: AssembledCrd): Diagnostic | undefined {
  const isTotal =
    error.type === "FieldValueForbidden" &&
    /openAPIV3Schema$/.test(error.field) &&
    error.detail.startsWith("x-kubernetes-validations estimated rule cost total");
  if (!isTotal) return undefined;
  const span = kindSpan(assembled);
  const message = catalogMessage("CRD1025", "crdTotal", { kind: assembled.kind, detail: errorBody(error) });
  return createDiagnostic(message, { span, crdPath: error.field });
}

/** Where a kind is declared: its storage version's root type (the first version's while none is marked). */
export function kindSpan(assembled: AssembledCrd): SourceSpan | undefined {
  return (
    assembled.versions.find((v) => v.root.crd.storageVersion)?.root.span ?? assembled.versions[0]?.root.span
  );
}

/**
 * A CRD error about a default that a `+kubebuilder:default` or `+default` marker wrote (the API server checks each
 * default against its schema, its metadata and its rules): at the marker, with the server's text; "told" when
 * lowering already reported a problem with that default (CRD1009 at the same marker); undefined when no marker
 * of the kind's own types wrote it.
 */
export function defaultMarkerError(
  error: FieldError,
  assembled: AssembledCrd,
): Diagnostic | "told" | undefined {
  // spec.versions[i].schema.openAPIV3Schema, or spec.validation.openAPIV3Schema, the schema all versions share;
  // below it the steps to the node, then `default` (the walk stops there, or finds no default).
  const at = schemaPlaceOf(error, assembled);
  const marker = at?.version.defaultOrigin?.(at.below);
  if (at === undefined || marker === undefined) return undefined;
  const { version } = at;
  if (version.defaultTold?.(marker.span) === true) return "told";
  const message = catalogMessage("CRD1009", "serverRefused", {
    marker: marker.text,
    detail: errorString(error),
  });
  return createDiagnostic(message, { span: marker.span, crdPath: error.field });
}
