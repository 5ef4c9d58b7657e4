import type { CommandSpec } from "./spec.js";
import { defineCommand } from "./spec.js";
import { docsCommand, explainCommand } from "./explain-commands.js";
import { validateExampleMarkdown } from "./validate-example.js";

const exitCodeNotes = [
  "Exit codes: 0 every CRD is valid, 1 errors were found, 2 usage error, unreadable input or internal error.",
] as const;

/** `crdgen check`: its operands, options and help text. */
export const checkCommand = defineCommand({
  name: "check",
  summary: "Check CRD manifests the way the Kubernetes API server validates them",
  description: [
    "Reads CustomResourceDefinition manifests (YAML, multi-document YAML or JSON, read as kubectl reads " +
      "them) and reports every error the API server would give when creating each " +
      "apiextensions.k8s.io/v1 CRD: structural-schema rules, the other openAPIV3Schema rules, defaults, " +
      "names, versions, subresources and printer columns.",
    "Other documents are skipped with a note. Each error is printed as `file:line:col - error CODE: field: " +
      "Type: detail`, with the API server's own text and the position of the YAML node it is about; where " +
      "the server names a field by another path than the file (a schema all versions share is reported as " +
      "`spec.validation…`), the path in the file follows. A Helm chart's templates must be rendered first " +
      "(`helm template CHART | crdgen check -`).",
  ],
  operands: {
    name: "FILE",
    description:
      "A manifest file, or a folder searched recursively for *.yaml, *.yml and *.json files " +
      "(skipping node_modules and dot-folders); - reads standard input.",
    min: 1,
    variadic: true,
  },
  options: {
    format: {
      type: "choice",
      choices: ["text", "json"],
      default: "text",
      description:
        'Output format: text for people, json for tools ({"files":[{"file","documents":[{"index","name",' +
        '"errors"}],"diagnostics"}]}; each error has "type", "field", "detail", "origin", "code", "line", ' +
        '"column" and, where they apply, "path" and "hint").',
    },
    strict: {
      type: "boolean",
      description: "Fail on warnings as on errors (exit 1), for CI.",
    },
    costs: {
      type: "boolean",
      description:
        "Also print each CEL rule's estimated cost as the API server computes it: the cost of one " +
        "evaluation, its maximum cardinality (how often it can run, from the maxItems/maxProperties above it), " +
        "its share of the per-rule limit, and the CRD's total against the per-CRD limit. With --format json " +
        'each document gains "rules" (each with field, rule, estimatedCost {min, max}, maxCardinality and ' +
        'totalCost) and "estimatedCostTotal".',
    },
  },
  notes: exitCodeNotes,
});

/** `crdgen generate`: its operands, options and help text. */
export const generateCommand = defineCommand({
  name: "generate",
  summary: "Generate CRD manifests from TypeScript API types with +kubebuilder markers",
  description: [
    "Reads the TypeScript API packages (one folder per group version, `+groupName` in a file-leading " +
      "comment), finds the root kinds and writes one CustomResourceDefinition per kind to the output folder " +
      "as <group>_<plural>.yaml. Every CRD passes the same checks as `crdgen check` before it is written.",
    "Nothing is written when there are errors. Files whose content did not change are left untouched.",
    "Every run (writing, --check, --stdout, --watch) also validates the project's sample objects (--samples, " +
      "config/samples by default) against the CRDs just generated, as `crdgen validate` does: a sample the " +
      "new CRDs refuse is an error at the sample's file:line:col (validate's codes: CRD5040, CRD5042 …), so the run fails and, as " +
      "for any error, nothing is written; unknown fields are warnings (CRD5041). Watch mode validates the " +
      "samples again when one of them changes.",
  ],
  operands: {
    name: "PATH",
    description: "An API folder (or file) to read; api when none is given.",
    min: 0,
    variadic: true,
  },
  options: {
    out: {
      type: "string",
      placeholder: "DIR",
      default: "config/crd/bases",
      description: "The folder the CRD files are written to.",
    },
    tsconfig: {
      type: "string",
      placeholder: "FILE",
      description: "The tsconfig.json of the API types; by default the nearest one above the inputs.",
    },
    check: {
      type: "boolean",
      description:
        "Write nothing: compare the CRDs with the files in the output folder, print a unified diff of what " +
        "would change and exit 1 when any file is stale or missing (for CI).",
    },
    watch: {
      type: "boolean",
      description:
        "Keep running: regenerate when an input, the tsconfig or the config file changes (validate the " +
        "samples again when a sample changes), rewriting only " +
        "the CRD files whose bytes changed. Errors are printed and watching goes on; Ctrl-C stops.",
    },
    stdout: {
      type: "boolean",
      description: "Write nothing: print the CRDs to standard output as one multi-document YAML stream.",
    },
    prune: {
      type: "boolean",
      description:
        "After writing, delete the files in the output folder that crdgen generated earlier but no kind " +
        "produces any more (a renamed or removed kind's old CRD). Only files carrying crdgen's version " +
        "annotation are deleted. Without it they are reported as warnings (CRD5021).",
    },
    strict: {
      type: "boolean",
      description: "Fail the run on warnings as on errors (exit 1, nothing written), for CI.",
    },
    format: {
      type: "choice",
      choices: ["text", "json"],
      default: "text",
      description:
        'Output format: text for people, json for tools and editors (one JSON document per run: {"ok",' +
        '"crds","files","diagnostics","summary"}).',
    },
    samples: {
      type: "string",
      placeholder: "DIR",
      description:
        "Sample objects (YAML or JSON, a folder or a file) validated against the freshly generated CRDs on " +
        "every run, as `crdgen validate` would: an invalid sample is an error at its file:line:col. By " +
        "default config/samples, when it exists; documents of groups the project does not generate (a " +
        "kustomization.yaml) are skipped.",
    },
    maxDescLen: {
      type: "integer",
      placeholder: "N",
      description: "Cut descriptions to N bytes, as controller-gen's maxDescLen does; 0 leaves them out.",
    },
    formatter: {
      type: "choice",
      choices: ["none", "prettier"],
      description:
        "How the generated YAML is laid out: none keeps crdgen's own (controller-gen's) layout; prettier " +
        "formats it with the prettier installed in the project, using the project's prettier configuration.",
    },
    embeddedObjectMeta: {
      type: "choice",
      choices: ["object", "restricted"],
      description:
        "The schema of an embedded ObjectMeta (e.g. a pod template's metadata): object gives {type: object}; " +
        "restricted lists name, namespace, labels, annotations and finalizers, as controller-gen's " +
        "generateEmbeddedObjectMeta does.",
    },
    tsBackend: {
      type: "choice",
      choices: ["auto", "ts-morph", "typescript7"],
      description:
        "Which compiler reads the types: ts-morph (the TypeScript crdgen bundles) or typescript7 (the " +
        "project's own TypeScript 7, the native compiler, through its JS API); auto, the default, takes " +
        "typescript7 when the project's typescript is 7.x and ts-morph otherwise. Both give the same CRDs.",
    },
    config: {
      type: "string",
      placeholder: "FILE",
      description:
        'The config file (crdgen.config.json, or a package.json with a "crdgen" key); by default the ' +
        "nearest one from the working folder up to the project's package.json. Flags override it.",
    },
  },
  notes: [
    "Settings come from the flags, else the config file, else the defaults.",
    "The same diagnostics are reported whichever way the run ends (writing, --check, --stdout, --watch) and " +
      "in both formats.",
    "Exit codes: 0 CRDs generated (with --check: every file current), 1 errors in the input (nothing " +
      "written), warnings with --strict, or, with --check, stale, missing or orphaned files, 2 usage or " +
      "internal error.",
  ],
});

/** `crdgen validate`: its operands, options and help text. */
export const validateCommand = defineCommand({
  name: "validate",
  summary: "Validate custom resources offline, as the API server would store them",
  description: [
    "Reads objects (YAML, multi-document YAML, JSON, List documents) and creates each one as the API server " +
      "would, without a cluster: matched to its CRD and served version by apiVersion and kind, decoded with " +
      "Go's JSON number semantics, pruned of unknown fields (reported as the server's `unknown field \"…\"` " +
      "warnings), defaulted, then validated: ObjectMeta, the schema, int-or-string, formats and " +
      "x-kubernetes-list-type sets and maps, with the server's messages.",
    "CRDs come from --crds, or else from the project itself: generated in memory from its TypeScript types " +
      "with the same settings and config file as `generate`, so `crdgen validate config/samples` needs no " +
      "flags in a crdgen project. CustomResourceDefinition documents among the objects are skipped, and " +
      "objects of Kubernetes' own API groups (apps/v1, v1 …) are skipped with a note.",
    'Each refused object is reported with kubectl\'s line (`The Widget "w1" is invalid: …`), then every ' +
      "error and warning at the file:line:col of its field (or of its nearest parent in the file, for a " +
      "missing field). x-kubernetes-validations (CEL) rules are evaluated as the server evaluates them on " +
      "create, on the stored object, with its runtime cost budget; their errors follow the schema's and " +
      "runtimeCost is the cost spent. A rule calling a function crdgen has no runtime for is skipped with a " +
      "note (CRD5045) naming the function. An object with a generateName and no name gets the name the " +
      "server generates before validating (the prefix, cut to 58 bytes, and 5 random characters), with the " +
      "fixed suffix xxxxx so that the output is deterministic.",
    "With --old, an object whose old version is given (same apiVersion, kind, namespace and name; a " +
      "namespaced object without a namespace is in default) is validated as an update of it, as kubectl apply " +
      "would send it: status and generation as the server keeps them, immutable metadata, transition rules " +
      "(oldSelf, optionalOldSelf) and validation ratcheting — errors of values the update leaves unchanged are " +
      "dropped (schema) or become warnings (CEL rules). Objects without an old version are created; old " +
      "objects without a new version are ignored.",
  ],
  operands: {
    name: "FILE",
    description:
      "A file of objects, or a folder searched recursively for *.yaml, *.yml and *.json files; - reads " +
      "standard input.",
    min: 1,
    variadic: true,
  },
  options: {
    crds: {
      type: "strings",
      placeholder: "FILE|DIR",
      description:
        "CRD manifests to validate against (repeatable; folders are searched recursively; other documents in " +
        "them are ignored). Without it, the project's CRDs are generated in memory.",
    },
    old: {
      type: "strings",
      placeholder: "FILE|DIR",
      description:
        "The objects as they are now (as `kubectl get -o yaml` prints them, or as last applied; repeatable, " +
        "folders searched recursively): objects with an old version are validated as updates of it.",
    },
    output: {
      type: "choice",
      choices: ["yaml", "json"],
      description:
        "Print each accepted object as it would be stored (pruned and defaulted) to standard output, as " +
        "`kubectl get -o yaml|json` would; the findings then go to standard error. Text format only.",
    },
    strict: {
      type: "boolean",
      description:
        "Unknown fields are errors, as `kubectl --validate=strict` refuses them; other warnings fail the run " +
        "too (exit 1), for CI.",
    },
    format: {
      type: "choice",
      choices: ["text", "json"],
      default: "text",
      description:
        'Output format: text for people, json for tools ({"objects":[{"file","index","apiVersion","kind",' +
        '"name","valid","message","errors":[{"type","field","detail","line","column"}],"warnings","stored",' +
        '"runtimeCost"}],"diagnostics"}; runtimeCost is what the CEL rules cost at runtime).',
    },
    config: {
      type: "string",
      placeholder: "FILE",
      description: "The config file used to generate the project's CRDs (see generate); ignored with --crds.",
    },
  },
  notes: [
    "Exit codes: 0 every object is valid, 1 an object is invalid (or, with --strict, has warnings), 2 usage " +
      "error, unreadable input, no CRDs (--crds holds none, or the project's types do not generate) or " +
      "internal error.",
  ],
  example: validateExampleMarkdown,
});

/** `crdgen jsonschema`: JSON Schemas of the custom resources, for YAML editors and JSON Schema validators. */
export const jsonSchemaCommand = defineCommand({
  name: "jsonschema",
  summary: "Write a JSON Schema per kind and version, for YAML editors and JSON Schema validators",
  description: [
    "Writes one draft-07 JSON Schema per served version of each kind, as <group>/<kind>_<version>.json (the " +
      "layout kubeconform's -schema-location reads), and catalog.json mapping each apiVersion and kind to " +
      "its file. Point yaml-language-server at a schema with a `# yaml-language-server: $schema=…` modeline " +
      "or VS Code's `yaml.schemas` setting.",
    "The schemas accept every object the API server accepts on create: apiVersion and kind are constants, " +
      "metadata follows ObjectMeta's rules, fields the server prunes are allowed (refused with --strict), " +
      "required fields with a default are not required, null is allowed where the server prunes or defaults " +
      "it, int-or-string is integer|string, embedded resources and x-kubernetes-preserve-unknown-fields " +
      "objects stay open and formats are kept. CEL rules and list-map keys cannot be expressed in JSON " +
      "Schema: they are written into the descriptions, as are Go patterns JavaScript cannot compile (CRD5070).",
    "CRDs come from --crds, or else are generated in memory from the project, as `crdgen validate` does.",
  ],
  operands: {
    name: "PATH",
    description: "An API folder (or file) to generate the CRDs from, as for generate; ignored with --crds.",
    min: 0,
    variadic: true,
  },
  options: {
    out: {
      type: "string",
      placeholder: "DIR",
      default: "config/jsonschema",
      description: "The folder the schemas and catalog.json are written to.",
    },
    crds: {
      type: "strings",
      placeholder: "FILE|DIR",
      description:
        "CRD manifests to convert (repeatable; folders are searched recursively; other documents in them are " +
        "ignored). Without it, the project's CRDs are generated in memory.",
    },
    strict: {
      type: "boolean",
      description:
        "Refuse fields the schema does not declare (additionalProperties: false), as `crdgen validate " +
        "--strict` and `kubectl --validate=strict` do, except where the CRD keeps unknown fields.",
    },
    config: {
      type: "string",
      placeholder: "FILE",
      description: "The config file used to generate the project's CRDs (see generate); ignored with --crds.",
    },
  },
  notes: [
    "Files whose content did not change are left untouched.",
    "Exit codes: 0 schemas written, 2 usage error, unreadable input, no CRDs or internal error.",
  ],
});

/** `crdgen markers`: the marker reference, from the same registry as docs/markers.md. */
export const markersCommand = defineCommand({
  name: "markers",
  summary: "List the markers crdgen understands, or show one marker's reference",
  description: [
    "Without NAME, lists every marker by category with a one-line summary. With NAME, prints that " +
      "marker's targets, arguments and an example, as in the marker reference (docs/markers.md in the " +
      "crdgen package).",
  ],
  operands: {
    name: "NAME",
    description:
      "A marker name, with or without the leading + (kubebuilder:validation:Minimum), or its last part in " +
      "any case (minimum, printcolumn).",
    min: 0,
    variadic: false,
  },
  options: {},
  notes: ["Exit codes: 0 found, 2 unknown marker or usage error."],
});

/** Every command, in the order `crdgen --help` lists them. */
/** `crdgen openapi`: its options and help text. */
export const openapiCommand = defineCommand({
  name: "openapi",
  summary: "Write the OpenAPI documents the API server publishes for the CRDs",
  description: [
    "Builds, without a cluster, the OpenAPI the API server serves for the CRDs: for each group-version of a " +
      "served CRD version, the v3 document of `/openapi/v3/apis/<group>/<version>`, or with --v2 the " +
      "definitions and paths those CRDs add to `/openapi/v2`. Each document holds the kind and its list " +
      "(with x-kubernetes-group-version-kind, TypeMeta's apiVersion and kind, a metadata reference to " +
      "ObjectMeta or ListMeta), the paths of the resource and of its status and scale subresources, and the " +
      "built-in definitions they refer to (ObjectMeta, ListMeta, Status, DeleteOptions, Patch, Scale), taken " +
      "from the official Kubernetes documents (1.35 for v3, 1.36 for v2).",
    "v2 is converted as the server converts it: junctors dropped, nullable fields untyped and no longer " +
      "required, preserve-unknown-fields without properties. Only structural schemas are published; a kind " +
      "without one is `type: object`.",
    "CRDs come from --crds, or else from the project itself, generated in memory as `validate` does.",
  ],
  operands: {
    name: "FILE",
    description: "CRD manifests or folders to read, as with --crds.",
    min: 0,
    variadic: true,
  },
  options: {
    v2: { type: "boolean", description: "Write the OpenAPI v2 (Swagger 2.0) definitions and paths." },
    v3: { type: "boolean", description: "Write OpenAPI v3 documents (the default)." },
    out: {
      type: "string",
      placeholder: "DIR",
      description:
        "The folder the documents are written to, one file per group-version " +
        "(`apis__<group>__<version>_openapi.json` for v3, `swagger__<group>__<version>.json` for v2). Without " +
        "it, the one document is printed.",
    },
    crds: {
      type: "strings",
      placeholder: "FILE|DIR",
      description:
        "CRD manifests to read (repeatable; folders are searched recursively; other documents are ignored). " +
        "Without it, the project's CRDs are generated in memory.",
    },
    config: {
      type: "string",
      placeholder: "FILE",
      description: "The config file used to generate the project's CRDs (see generate); ignored with --crds.",
    },
  },
  notes: [
    "Exit codes: 0 the documents were written, 2 usage error, unreadable input, no CRDs or internal error.",
  ],
});

export const commands: readonly CommandSpec[] = [
  generateCommand,
  checkCommand,
  validateCommand,
  openapiCommand,
  explainCommand,
  docsCommand,
  jsonSchemaCommand,
  markersCommand,
];
