import type { CatalogEntry } from "./entry.js";

/** 1xxx: `+marker` comments — grammar, arguments, placement and how they apply to a schema. */
export const markerDiagnostics = {
  CRD1001: {
    severity: "warning",
    title: "unknown marker",
    hint: "Check the spelling against the marker reference (docs/markers.md or `crdgen markers`); unknown markers have no effect.",
  },
  CRD1002: {
    severity: "error",
    title: "malformed marker argument",
    hint: "Quote string values that contain `,` `;` `}` or leading spaces, e.g. with backticks: +kubebuilder:validation:Pattern=`^[a-z]{1,3}$`.",
  },
  CRD1003: {
    severity: "error",
    title: "missing marker argument",
    hint: "Give the marker the argument it needs; the marker reference lists each marker's arguments.",
  },
  CRD1004: {
    severity: "error",
    title: "unknown marker argument",
    hint: "Use one of the argument names the marker reference lists for this marker.",
  },
  CRD1005: {
    severity: "error",
    title: "extra marker arguments",
    hint: "A value that contains `,` `;` or `}` must be quoted, e.g. with backticks; flags take no value.",
  },
  CRD1006: {
    severity: "warning",
    title: "marker on the wrong target",
    hint: "Move the marker to a declaration it describes (package, type or field); here it has no effect.",
  },
  CRD1007: {
    severity: "error",
    title: "marker does not fit the schema type",
    hint: "Use the marker on a field or type of the kind it describes, or set the type with +kubebuilder:validation:Type.",
  },
  CRD1008: {
    severity: "error",
    title: "invalid regular expression",
    hint: "The API server compiles patterns with Go's RE2 syntax: no lookaround, no backreferences.",
  },
  CRD1009: {
    severity: "error",
    title: "invalid default value",
    hint: "The API server rejects a CRD whose default does not validate against its own schema.",
  },
  CRD1010: {
    severity: "error",
    title: "uniqueItems is forbidden",
    hint: "Use +listType=set for a list of unique scalars; the API server rejects uniqueItems: true.",
  },
  CRD1011: {
    severity: "warning",
    title: "conflicting markers",
    hint: "Keep one of the markers; the message says which one takes effect.",
  },
  CRD1012: {
    severity: "error",
    title: "invalid marker value",
    hint: "Use one of the values the marker reference lists for this marker.",
  },
  CRD1013: {
    severity: "error",
    title: "marker requires another marker",
    hint: "Add the marker this one depends on, as the message says.",
  },
  CRD1014: {
    severity: "warning",
    title: "marker has no effect",
    hint: "Remove the marker or write it in a form crdgen supports.",
  },
  CRD1015: {
    severity: "warning",
    title: "JSDoc tag has no marker equivalent",
    hint: "Use the marker the message names instead; the marker reference lists the JSDoc tags crdgen reads.",
  },
  CRD1030: {
    severity: "info",
    title: "marker for a manifest crdgen does not generate",
    hint:
      "crdgen generates CustomResourceDefinitions only: generate RBAC Roles and webhook configurations with " +
      "controller-gen (rbac, webhook) or write them by hand. The marker is otherwise harmless.",
  },
  CRD1020: {
    severity: "error",
    title: "marker makes an invalid CRD field",
    hint: "Fix the marker's value: the API server refuses the CRD field it makes, for the reason the message gives.",
  },
  CRD1021: {
    severity: "warning",
    title: "printer column names no field",
    hint: "kubectl shows an empty column for a JSONPath that names no field: spell the path as the fields are in JSON, e.g. JSONPath=`.spec.replicas`.",
  },
  CRD1022: {
    severity: "warning",
    title: "default applies to every union member",
    hint: "The API server fills in a default whatever the object's member is: declare the field with the same default in every member, or leave the default to the code that reads the field.",
  },
  CRD1023: {
    severity: "error",
    title: "CEL rule of an XValidation marker does not compile",
    hint: "Fix the rule at the column shown: the API server compiles it against the schema of the field or type the marker is on, where `self` is that value.",
  },
  CRD1024: {
    severity: "warning",
    title: "CEL rule uses more than half of its cost budget",
    hint: "Bound the lists, maps and strings the rule walks with +kubebuilder:validation:MaxItems, MaxProperties or MaxLength: the API server estimates their size from the request size limit otherwise.",
  },
  CRD1025: {
    severity: "error",
    title: "CEL rule exceeds its cost budget",
    hint: "The API server refuses a rule whose estimated cost times the times it may run exceeds 10,000,000: bound the lists, maps and strings it walks (MaxItems, MaxProperties, MaxLength), or simplify the rule.",
  },
} as const satisfies Record<string, CatalogEntry>;
