import { defineCommand } from "./spec.js";
import { projectConfigOption } from "./project-config-option.js";

const crdsOption = {
  type: "strings",
  placeholder: "FILE|DIR",
  description:
    "CRD manifests to read (repeatable; folders are searched recursively; other documents in them are ignored). " +
    "Without it, the project's CRDs are generated in memory, as `crdgen validate` does.",
} as const;

/** `crdgen explain`: kubectl explain for the project's CRDs, offline. */
export const explainCommand = defineCommand({
  name: "explain",
  summary: "Print what kubectl explain prints for a kind or field of the CRDs, without a cluster",
  description: [
    "Prints the documentation of a kind or of one of its fields exactly as `kubectl explain` (1.27 and later) " +
      "prints it from the OpenAPI v3 schema the API server would publish for the CRD: the GROUP, KIND and " +
      "VERSION header, FIELD and its type, DESCRIPTION (wrapped at 80 columns), and FIELDS with kubectl's type " +
      "names (<string>, <Object>, <[]Object>, <map[string]string>, <ObjectMeta>), -required- and enum lines.",
    "metadata is ObjectMeta, as the server publishes it (the Kubernetes 1.35 definition), and apiVersion and " +
      "kind carry TypeMeta's descriptions. The resource is matched as kubectl matches it: plural or singular " +
      "(by default the kind) in any case, a short name as written, or plural.group; the version is the CRD's " +
      "preferred served version " +
      "unless --api-version names another. For a field that does not exist, the header is printed before the " +
      "error, as kubectl prints it.",
  ],
  operands: {
    name: "RESOURCE",
    description:
      "KIND[.field.path], e.g. CronJob, cronjobs.spec.jobTemplate or cronjobs.batch.tutorial.kubebuilder.io.",
    min: 1,
    variadic: false,
  },
  options: {
    recursive: {
      type: "boolean",
      description:
        "List every field below, one line each, indented by depth, as `kubectl explain --recursive`.",
    },
    apiVersion: {
      type: "string",
      placeholder: "GROUP/VERSION",
      description: "The group version to explain (e.g. example.com/v1beta1); by default the preferred one.",
    },
    crds: crdsOption,
    config: projectConfigOption,
  },
  notes: [
    "Exit codes: 0 printed, 1 no such resource, field or version, 2 usage error, unreadable input, no CRDs " +
      "or internal error.",
  ],
});

/** `crdgen docs`: a Markdown API reference of the CRDs. */
export const docsCommand = defineCommand({
  name: "docs",
  summary: "Write a Markdown API reference for the CRDs",
  description: [
    "Renders one Markdown page for the CRDs: a section per kind and served version (group, scope, short " +
      "names, storage and deprecation), then a table per object type with every field's type (linking to the " +
      "nested type's table), whether it is required, its default, its validations in words (bounds, lengths, " +
      "patterns, formats, enum values, list and map types, CEL rules with their messages) and its " +
      "description. Anchors are derived from kind, version and field path, so links stay stable; the output " +
      "depends only on the CRDs.",
  ],
  operands: { name: "", description: "", min: 0, variadic: false },
  options: {
    out: {
      type: "string",
      placeholder: "FILE",
      description: "The file to write (written only when its content changes); standard output without it.",
    },
    check: {
      type: "boolean",
      description:
        "Write nothing: compare the reference with --out, print a unified diff of what would change and exit 1 " +
        "when it is stale or missing (for CI).",
    },
    crds: crdsOption,
    config: projectConfigOption,
  },
  notes: [
    "Exit codes: 0 written or current, 1 stale or missing with --check, 2 usage error, unreadable input, no CRDs or internal error.",
  ],
});
