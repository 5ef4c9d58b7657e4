import type { CommandSpec } from "./spec.js";
import { defineCommand } from "./spec.js";
import { projectConfigOption } from "./project-config-option.js";
import { docsCommand, explainCommand } from "./explain-commands.js";
import { generateCommand } from "./generate-spec.js";
import { validateCommand } from "./validate-spec.js";

const exitCodeNotes = [
  "Exit codes: 0 every CRD is valid, 1 errors were found (or warnings, with --strict), 2 usage error, " +
    "unreadable input or internal error.",
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
    "The API server's warnings are printed as warnings at their YAML node, with the server's text: " +
      '`unrecognized format "…"` (CRD3004) for a string schema whose format the server does not validate, ' +
      "only for a CRD it accepts, as the server sends them; `.metadata.ownerReferences contains duplicate " +
      "entries…` (CRD3005) for owner references the server removes before validating.",
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
      "Schema: they are written into the descriptions, as are Go patterns JavaScript cannot compile or would " +
      "match differently (CRD5070); `.` and \\s in patterns are written as Go reads them.",
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
    config: projectConfigOption,
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
      "from the official Kubernetes 1.35 documents.",
    "v2 is converted as the server converts it: junctors dropped, nullable fields untyped and no longer " +
      "required, preserve-unknown-fields without properties, defaults pruned. Only structural schemas are " +
      "published (as Kubernetes 1.35 does, without externalDocs and example); a kind without one is " +
      "`type: object`.",
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
    config: projectConfigOption,
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
