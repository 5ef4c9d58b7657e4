import { catalogMessage } from "@crdgen/core";
import { arg } from "../grammar/arg-types.js";
import { asFields, asString, asStringList } from "./guards.js";
import type { MarkerDefinition, ValueProblem } from "./types.js";

const columnTypes = ["integer", "number", "string", "boolean", "date"];
const columnFormats = ["int32", "int64", "float", "double", "byte", "date", "date-time", "password"];

function checkScope(value: unknown, marker: string): ValueProblem | undefined {
  const scope = asString(asFields(value).scope);
  if (scope === "" || scope === "Cluster" || scope === "Namespaced") return undefined;
  return { message: catalogMessage("CRD1012", "scope", { marker, value: JSON.stringify(scope) }) };
}

function checkColumn(value: unknown, marker: string): ValueProblem | undefined {
  const fields = asFields(value);
  const type = asString(fields.type);
  if (!columnTypes.includes(type)) {
    const args = { marker, allowed: columnTypes.join(", "), value: JSON.stringify(type) };
    return { message: catalogMessage("CRD1012", "columnType", args) };
  }
  const format = asString(fields.format);
  if (format !== "" && !columnFormats.includes(format)) {
    const args = { marker, allowed: columnFormats.join(", "), value: JSON.stringify(format) };
    return { message: catalogMessage("CRD1012", "columnFormat", args) };
  }
  return undefined;
}

function checkMetadata(value: unknown, marker: string): ValueProblem | undefined {
  const fields = asFields(value);
  for (const kind of ["annotations", "labels"] as const) {
    const bad = asStringList(fields[kind]).find((entry) => !entry.includes("="));
    if (bad === undefined) continue;
    const args = { marker, argument: kind, entry: JSON.stringify(bad) };
    return { message: catalogMessage("CRD1012", "notKeyValue", args) };
  }
  return undefined;
}

const common = { targets: ["type"], category: "CRD" } as const;

/** Markers on a root type that shape its CustomResourceDefinition rather than its schema. */
export const crdMarkers: readonly MarkerDefinition[] = [
  {
    ...common,
    name: "kubebuilder:object:root",
    summary: "marks the type as a root kind: it gets a CRD (or, for <Kind>List, is its list type)",
    example: "+kubebuilder:object:root=true",
    args: { form: "value", type: arg.bool, optional: false, help: "true for a root kind" },
  },
  {
    ...common,
    name: "kubebuilder:resource",
    summary: "sets the CRD's names and scope",
    details: "`path` is the plural. Without `scope` the CRD is Namespaced.",
    example:
      "+kubebuilder:resource:path=widgets,singular=widget,shortName=wd;wdg,categories=all,scope=Cluster",
    args: {
      form: "fields",
      fields: [
        { name: "path", type: arg.string, optional: true, help: "the plural name (the resource path)" },
        { name: "singular", type: arg.string, optional: true, help: "the singular name" },
        { name: "shortName", type: arg.stringList, optional: true, help: "short aliases for kubectl" },
        { name: "categories", type: arg.stringList, optional: true, help: "groups such as `all`" },
        { name: "scope", type: arg.string, optional: true, help: "Namespaced (the default) or Cluster" },
      ],
    },
    check: checkScope,
  },
  {
    ...common,
    name: "kubebuilder:subresource:status",
    summary: "enables the /status subresource",
    example: "+kubebuilder:subresource:status",
    args: { form: "flag" },
  },
  {
    ...common,
    name: "kubebuilder:subresource:scale",
    summary: "enables the /scale subresource, for kubectl scale and autoscalers",
    example:
      "+kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector",
    args: {
      form: "fields",
      fields: [
        { name: "specpath", type: arg.string, optional: false, help: "JSON path of the desired replicas" },
        { name: "statuspath", type: arg.string, optional: false, help: "JSON path of the actual replicas" },
        {
          name: "selectorpath",
          type: arg.string,
          optional: true,
          help: "JSON path of the label selector string",
        },
      ],
    },
  },
  {
    ...common,
    name: "kubebuilder:printcolumn",
    summary: "adds a column to `kubectl get`; may be repeated",
    example: "+kubebuilder:printcolumn:name=Phase,type=string,JSONPath=`.status.phase`",
    args: {
      form: "fields",
      fields: [
        { name: "name", type: arg.string, optional: false, help: "the column header" },
        { name: "type", type: arg.string, optional: false, help: columnTypes.join(", ") },
        { name: "JSONPath", type: arg.string, optional: false, help: "the JSON path of the value" },
        { name: "description", type: arg.string, optional: true, help: "help text for the column" },
        { name: "format", type: arg.string, optional: true, help: columnFormats.join(", ") },
        {
          name: "priority",
          type: arg.int,
          optional: true,
          help: "0 always shows; higher hides on narrow output",
        },
      ],
    },
    repeatable: true,
    check: checkColumn,
  },
  {
    ...common,
    name: "kubebuilder:storageversion",
    summary: "makes this version the one stored in etcd",
    example: "+kubebuilder:storageversion",
    args: { form: "flag" },
  },
  {
    ...common,
    name: "kubebuilder:skipversion",
    summary: "leaves this version out of the CRD",
    details:
      "Its `+kubebuilder:resource` and `+kubebuilder:metadata` markers still apply to the CRD of its kind, as in controller-gen; a version that is not skipped and disagrees wins, with a warning.",
    example: "+kubebuilder:skipversion",
    args: { form: "flag" },
  },
  {
    ...common,
    name: "kubebuilder:unservedversion",
    summary: "keeps this version in the CRD but does not serve it",
    example: "+kubebuilder:unservedversion",
    args: { form: "flag" },
  },
  {
    ...common,
    name: "kubebuilder:deprecatedversion",
    summary: "marks this version deprecated, with an optional warning",
    example: '+kubebuilder:deprecatedversion:warning="v1alpha1 is deprecated; use v1"',
    args: {
      form: "fields",
      fields: [{ name: "warning", type: arg.string, optional: true, help: "the warning clients see" }],
    },
  },
  {
    ...common,
    name: "kubebuilder:metadata",
    summary: "adds annotations or labels to the CRD object",
    example:
      '+kubebuilder:metadata:annotations="api-approved.kubernetes.io=https://github.com/org/repo/pull/1"',
    args: {
      form: "fields",
      fields: [
        { name: "annotations", type: arg.stringList, optional: true, help: "key=value entries" },
        { name: "labels", type: arg.stringList, optional: true, help: "key=value entries" },
      ],
    },
    repeatable: true,
    check: checkMetadata,
  },
  {
    ...common,
    name: "kubebuilder:selectablefield",
    summary: "makes a field usable in field selectors; may be repeated",
    example: "+kubebuilder:selectablefield:JSONPath=`.spec.type`",
    args: {
      form: "fields",
      fields: [{ name: "JSONPath", type: arg.string, optional: false, help: "the JSON path of the field" }],
    },
    repeatable: true,
  },
];

/** Markers in a file-leading comment, about the API package (group and version). */
export const packageMarkers: readonly MarkerDefinition[] = [
  {
    name: "groupName",
    targets: ["package"],
    category: "package",
    summary: "sets the API group of the package's kinds",
    details:
      "Without a value the group is empty (the core group). Given more than once in a package, the first one counts (files in name order), as in controller-gen.",
    example: "+groupName=apps.example.com",
    args: { form: "value", type: arg.string, optional: true, help: "the API group" },
  },
  {
    name: "versionName",
    targets: ["package"],
    category: "package",
    summary: "sets the API version of the package (by default the folder name)",
    details:
      "Given more than once in a package, the first one counts (files in name order), as in controller-gen.",
    example: "+versionName=v1beta1",
    args: { form: "value", type: arg.string, optional: false, help: "the version" },
  },
  {
    name: "kubebuilder:skip",
    targets: ["package"],
    category: "package",
    summary: "excludes the package from CRD generation",
    example: "+kubebuilder:skip",
    args: { form: "flag" },
  },
];
