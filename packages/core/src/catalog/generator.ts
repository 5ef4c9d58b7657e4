import type { CatalogEntry } from "./entry.js";

/** 2xxx: reading TypeScript API types and turning them into CRDs. */
export const generatorDiagnostics = {
  CRD2001: {
    severity: "error",
    title: "TypeScript error in an input",
    hint: "Fix the TypeScript error first: crdgen reads the types the compiler sees, and a type error can change them.",
    messages: {
      typescript: "TS{code}: {message}",
    },
  },
  CRD2002: {
    severity: "error",
    title: "cannot read the inputs",
    hint: "Check the paths given as inputs and the tsconfig file.",
    messages: {
      tsconfigNotFound: "tsconfig not found: {tsconfig}",
      cannotRead: "cannot read {file}: {reason}",
      inputNotFound: "input not found: {input} (looked for {absolute})",
    },
  },
  CRD2003: {
    severity: "error",
    title: "`any` has no schema",
    hint: "Use `unknown` (or JSONValue from crdgen) for arbitrary JSON, or write the real type.",
    messages: {
      any: "`any` has no schema",
    },
  },
  CRD2004: {
    severity: "error",
    title: "type has no JSON form",
    hint: "Only JSON data can be stored in a custom resource: use strings, numbers, booleans, arrays and objects.",
    messages: {
      noJsonForm: "{type} has no JSON form",
      function: "{type} is a function type: functions have no JSON form",
      bigint: "bigint has no JSON form",
      bigintLiteral: "the bigint {type} has no JSON form",
      symbol: "a symbol has no JSON form",
    },
  },
  CRD2005: {
    severity: "error",
    title: "tuples have no structural schema",
    hint: "A structural schema gives all array items one schema: use an array of one type, or an object with named fields.",
    messages: {
      tuple: "the tuple {type} has no structural schema",
    },
  },
  CRD2006: {
    severity: "error",
    title: "Map and Set have no JSON form",
    hint: "Use Record<string, T> for a map and T[] (with +listType=set) for a set.",
    messages: {
      collection: "{type} has no JSON form: JSON.stringify writes {} for it",
    },
  },
  CRD2007: {
    severity: "error",
    title: "recursive type",
    hint: "A structural schema is a finite tree: break the cycle, e.g. with a field of type JSONValue or an id reference.",
    messages: {
      cycle: "recursive type: {path}",
    },
  },
  CRD2008: {
    severity: "error",
    title: "union cannot be made structural",
    hint: "Use a union of string literals, `T | null`, `number | string`, or a union of object types.",
    messages: {
      mixedLiterals: "{type} mixes {kinds} literals; a schema has one type",
      indexSignatureMember: "union member {member} has an index signature; it cannot be merged",
      mixedKinds: "the union {type} has no structural schema: its members ({kinds}) are of different kinds",
    },
  },
  CRD2009: {
    severity: "error",
    title: "union members disagree on a property",
    hint: "Give the property the same type in every member of the union, or give the members different property names.",
    messages: {
      disagree:
        'union members disagree on property "{property}": {member} declares it as {type}, {firstMember} as {firstType}',
      disagreeAt:
        'union members disagree on property "{property}": {member} declares it as {type}, {firstMember} as {firstType} ({file}:{line}:{column})',
    },
  },
  CRD2010: {
    severity: "error",
    title: "union members cannot be told apart",
    hint: 'Add a discriminator property with a different literal type in each member, e.g. `type: "a"` and `type: "b"`.',
    messages: {
      forbiddenWithDiscriminator:
        '{member} forbids {properties} with `?: never`, which a structural schema cannot say next to the discriminator "{discriminator}"',
      tooManyKeys: "the members of {type} differ in {count} properties; too many to compare",
      inexact:
        "the members of {type} cannot be told apart by their required properties: an object with {properties} {verdict}, but no choice of required properties says so",
    },
  },
  CRD2011: {
    severity: "error",
    title: "map keys must be strings",
    hint: "JSON object keys are strings: use Record<string, T> (or a union of string literals for known keys).",
    messages: {
      numberKeys: "{type} has number keys; JSON object keys are strings",
    },
  },
  CRD2012: {
    severity: "error",
    title: "unsupported type",
    hint: "Use one of the types in the type-mapping table of the crdgen README.",
    messages: {
      intersection: "the intersection {type} has no schema",
      unknownCoreType: "{name} ({definition}) has no known schema",
      neverProperty: 'property "{property}" is `never`: no value can satisfy it',
      fieldsAndIndex: "{type} has both fields and an index signature; a structural schema cannot say both",
      noSchema: "{type} has no schema",
      onlyNull: "{type} has no values besides null",
      never: "`never` has no values",
      void: "`void` has no JSON form",
      undefined: "`undefined` has no JSON form",
      object: "`object` says nothing about the fields",
      typeParameter: "{type} is not resolved to a concrete type",
      templateLiteral: "the template literal type {type} has no schema",
      other: "{type} has no schema",
    },
  },
  CRD2013: {
    severity: "error",
    title: "API package without a group",
    hint: "Add a file-leading comment with +groupName=<group> to a file of the folder, e.g. groupversion_info.ts.",
    messages: {
      noGroup: "{kind} is a root kind, but no file in its folder says +groupName",
    },
  },
  CRD2014: {
    severity: "error",
    title: "no storage version",
    hint: "Mark exactly one version's root type with +kubebuilder:storageversion.",
    messages: {
      noStorage: "{kind} has versions {versions} and none is marked +kubebuilder:storageversion",
    },
  },
  CRD2015: {
    severity: "error",
    title: "more than one storage version",
    hint: "Keep +kubebuilder:storageversion on exactly one version's root type.",
    messages: {
      twoStorage: "{kind} {version} is marked +kubebuilder:storageversion, but so is {other}",
    },
  },
  CRD2016: {
    severity: "error",
    title: "kind declared twice",
    hint: "A kind may appear once per group and version: rename or remove one of the declarations.",
    messages: {
      declaredTwice: "{kind} is declared twice in {group}/{version} (also at {file}:{line}:{column})",
    },
  },
  CRD2017: {
    severity: "error",
    title: "no version is served",
    hint: "Remove +kubebuilder:unservedversion from at least one version.",
    messages: {
      noneServed: "no version of {kind} is served",
    },
  },
  CRD2018: {
    severity: "warning",
    title: "versions disagree on a CRD setting",
    hint: "Write the CRD-level markers (+kubebuilder:resource, +kubebuilder:metadata) the same way in every version.",
    messages: {
      resourceDiffers:
        "+kubebuilder:resource of {kind} {version} differs from the other versions'; the {chosen} version's is used",
      metadataDiffers: '+kubebuilder:metadata {field} {key} differs between versions; "{value}" is used',
    },
  },
  CRD2019: {
    severity: "warning",
    title: "no root kinds found",
    hint: "Mark root types with +kubebuilder:object:root=true, or give them apiVersion, kind and metadata: ObjectMeta fields.",
    messages: {
      noRoots: "no root kinds found in the inputs",
    },
  },
  CRD2020: {
    severity: "error",
    title: "generated CRD is invalid (crdgen bug)",
    hint: "This is a bug in crdgen: please report it with the input types.",
    messages: {
      invalidCrd: "the generated CRD {name} is invalid: {detail}",
    },
  },
  CRD2021: {
    severity: "error",
    title: "root kind is not an object type",
    hint: "Declare a root kind as an interface or an object type alias.",
    messages: {
      notObject: "root kind {kind} is not an object type",
      generic: "root kind {kind} is generic; a kind must be one concrete type",
    },
  },
  CRD2022: {
    severity: "error",
    title: "invalid group, version or kind name",
    hint: "A group is a lower-case DNS name with at least one dot (example.com); a version a DNS label such as v1 or v1beta1.",
    messages: {
      emptyGroup: "the group is empty (the core group is not for CRDs)",
      groupNotDns: '"{group}" is not a lower-case DNS name',
      groupWithoutDot: '"{group}" has no dot; CRD groups are domain names like example.com',
      versionNotDns:
        '"{version}" is not a DNS label (lower-case letters, digits and "-", starting with a letter)',
      kindRefused: "the kind name {kind} makes a CRD the API server refuses: {detail}",
    },
  },
  CRD2023: {
    severity: "error",
    title: "type not resolved",
    hint: "TypeScript reports why (an unresolved import, an unknown name, a syntax error) in a file crdgen does not check: run `tsc --noEmit` and fix that first.",
    messages: {
      unresolved: "this type is not resolved: TypeScript reads it as `any`, which has no schema",
    },
  },
  CRD2024: {
    severity: "info",
    title: "declaration files in an input folder are not read",
    hint: "crdgen reads API types from .ts sources; .d.ts files are usually build output. Name a .d.ts file as an input to read it, or keep build output out of the input folders.",
    messages: {
      declarationFiles: "{count} in {input} not read: {files}{more}",
    },
  },
  CRD2025: {
    severity: "info",
    title: "tsconfig taken from a solution's references",
    hint: "The tsconfig above the working folder is solution-style (no files of its own, only references): like an editor, crdgen reads the inputs with the referenced project that includes them. Give --tsconfig (or the tsconfig setting) to choose another.",
    messages: {
      referenced:
        "{solution} is a solution-style tsconfig: the inputs are read with {tsconfig}, which includes them",
    },
  },
  CRD2026: {
    severity: "warning",
    title: "no project of the solution includes the inputs",
    hint: "Give the tsconfig of the package that holds the API types with --tsconfig (or the tsconfig setting), or add the input files to one of the solution's referenced projects.",
    messages: {
      noProject:
        "{solution} is a solution-style tsconfig and none of its referenced projects includes every input: its own compiler options are used",
    },
  },
  CRD2030: {
    severity: "error",
    title: "protected group without API approval",
    hint: 'Add +kubebuilder:metadata:annotations="api-approved.kubernetes.io=<URL of the approving pull request>" to the kind (or a value starting with "unapproved" to say it is not approved), or use a group outside k8s.io and kubernetes.io.',
    messages: {
      badApproval:
        'the {annotation} annotation of group {group} is neither a URL nor a reason starting with "unapproved": {detail}',
      missingApproval:
        "{group} is a protected group (*.k8s.io, *.kubernetes.io): the API server refuses the CRD of {kind} without the {annotation} annotation, which +kubebuilder:metadata:annotations sets",
    },
  },
  CRD2031: {
    severity: "error",
    title: "two kinds make the same CRD",
    hint: "A CRD is named <plural>.<group>: give one of the kinds another plural with +kubebuilder:resource:path=<plural>, or move it to another group.",
    messages: {
      sameCrd: "{kind} makes the CRD {name}, and so does {others}",
    },
  },
  CRD2070: {
    severity: "error",
    title: "the TypeScript 7 backend cannot run",
    hint: "Install TypeScript 7 in the project (npm i -D typescript@7), or read the types with the ts-morph backend (tsBackend: ts-morph, --ts-backend ts-morph).",
    messages: {
      notInstalled:
        "tsBackend typescript7 needs TypeScript 7 installed in the project: no typescript package is found from {from}",
      notVersion7:
        "tsBackend typescript7 needs TypeScript 7, and the project's typescript ({packageDir}) is version {version}",
      cannotStart: "TypeScript 7 ({packageDir}) could not start: {reason}",
    },
  },
} as const satisfies Record<string, CatalogEntry>;
