import type { CatalogEntry } from "./entry.js";

/** 2xxx: reading TypeScript API types and turning them into CRDs. */
export const generatorDiagnostics = {
  CRD2001: {
    severity: "error",
    title: "TypeScript error in an input",
    hint: "Fix the TypeScript error first: crdgen reads the types the compiler sees, and a type error can change them.",
  },
  CRD2002: {
    severity: "error",
    title: "cannot read the inputs",
    hint: "Check the paths given as inputs and the tsconfig file.",
  },
  CRD2003: {
    severity: "error",
    title: "`any` has no schema",
    hint: "Use `unknown` (or JSONValue from crdgen) for arbitrary JSON, or write the real type.",
  },
  CRD2004: {
    severity: "error",
    title: "type has no JSON form",
    hint: "Only JSON data can be stored in a custom resource: use strings, numbers, booleans, arrays and objects.",
  },
  CRD2005: {
    severity: "error",
    title: "tuples have no structural schema",
    hint: "A structural schema gives all array items one schema: use an array of one type, or an object with named fields.",
  },
  CRD2006: {
    severity: "error",
    title: "Map and Set have no JSON form",
    hint: "Use Record<string, T> for a map and T[] (with +listType=set) for a set.",
  },
  CRD2007: {
    severity: "error",
    title: "recursive type",
    hint: "A structural schema is a finite tree: break the cycle, e.g. with a field of type JSONValue or an id reference.",
  },
  CRD2008: {
    severity: "error",
    title: "union cannot be made structural",
    hint: "Use a union of string literals, `T | null`, `number | string`, or a union of object types.",
  },
  CRD2009: {
    severity: "error",
    title: "union members disagree on a property",
    hint: "Give the property the same type in every member of the union, or give the members different property names.",
  },
  CRD2010: {
    severity: "error",
    title: "union members cannot be told apart",
    hint: 'Add a discriminator property with a different literal type in each member, e.g. `type: "a"` and `type: "b"`.',
  },
  CRD2011: {
    severity: "error",
    title: "map keys must be strings",
    hint: "JSON object keys are strings: use Record<string, T> (or a union of string literals for known keys).",
  },
  CRD2012: {
    severity: "error",
    title: "unsupported type",
    hint: "Use one of the types in the type-mapping table of the crdgen README.",
  },
  CRD2013: {
    severity: "error",
    title: "API package without a group",
    hint: "Add a file-leading comment with +groupName=<group> to a file of the folder, e.g. groupversion_info.ts.",
  },
  CRD2014: {
    severity: "error",
    title: "no storage version",
    hint: "Mark exactly one version's root type with +kubebuilder:storageversion.",
  },
  CRD2015: {
    severity: "error",
    title: "more than one storage version",
    hint: "Keep +kubebuilder:storageversion on exactly one version's root type.",
  },
  CRD2016: {
    severity: "error",
    title: "kind declared twice",
    hint: "A kind may appear once per group and version: rename or remove one of the declarations.",
  },
  CRD2017: {
    severity: "error",
    title: "no version is served",
    hint: "Remove +kubebuilder:unservedversion from at least one version.",
  },
  CRD2018: {
    severity: "warning",
    title: "versions disagree on a CRD setting",
    hint: "Write the CRD-level markers (+kubebuilder:resource, +kubebuilder:metadata) the same way in every version.",
  },
  CRD2019: {
    severity: "warning",
    title: "no root kinds found",
    hint: "Mark root types with +kubebuilder:object:root=true, or give them apiVersion, kind and metadata: ObjectMeta fields.",
  },
  CRD2020: {
    severity: "error",
    title: "generated CRD is invalid (crdgen bug)",
    hint: "This is a bug in crdgen: please report it with the input types.",
  },
  CRD2021: {
    severity: "error",
    title: "root kind is not an object type",
    hint: "Declare a root kind as an interface or an object type alias.",
  },
  CRD2022: {
    severity: "error",
    title: "invalid group or version name",
    hint: "A group is a lower-case DNS name with at least one dot (example.com); a version a DNS label such as v1 or v1beta1.",
  },
  CRD2023: {
    severity: "error",
    title: "type not resolved",
    hint: "TypeScript reports why (an unresolved import, an unknown name, a syntax error) in a file crdgen does not check: run `tsc --noEmit` and fix that first.",
  },
  CRD2024: {
    severity: "info",
    title: "declaration files in an input folder are not read",
    hint: "crdgen reads API types from .ts sources; .d.ts files are usually build output. Name a .d.ts file as an input to read it, or keep build output out of the input folders.",
  },
  CRD2030: {
    severity: "error",
    title: "protected group without API approval",
    hint: 'Add +kubebuilder:metadata:annotations="api-approved.kubernetes.io=<URL of the approving pull request>" to the kind (or a value starting with "unapproved" to say it is not approved), or use a group outside k8s.io and kubernetes.io.',
  },
  CRD2031: {
    severity: "error",
    title: "two kinds make the same CRD",
    hint: "A CRD is named <plural>.<group>: give one of the kinds another plural with +kubebuilder:resource:path=<plural>, or move it to another group.",
  },
} as const satisfies Record<string, CatalogEntry>;
