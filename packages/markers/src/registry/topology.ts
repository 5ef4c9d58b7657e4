import { catalogMessage } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import { arg } from "../grammar/arg-types.js";
import { asString, reportWrongType } from "./guards.js";
import type { ApplyContext, MarkerDefinition, ValueProblem } from "./types.js";

function oneOfValues(argument: string, allowed: readonly string[]) {
  return (value: unknown, marker: string): ValueProblem | undefined => {
    if (allowed.includes(asString(value))) return undefined;
    const args = {
      marker,
      argument,
      allowed: allowed.map((a) => JSON.stringify(a)).join(" or "),
      value: JSON.stringify(value),
    };
    return { message: catalogMessage("CRD1012", "notOneOf", args) };
  };
}

function applyListType(schema: JSONSchemaProps, value: unknown, context: ApplyContext): void {
  if (schema.type !== "array") {
    reportWrongType(context, schema, "an array");
    return;
  }
  schema["x-kubernetes-list-type"] = asString(value);
}

function applyListMapKey(schema: JSONSchemaProps, value: unknown, context: ApplyContext): void {
  if (schema.type !== "array") {
    reportWrongType(context, schema, "an array");
    return;
  }
  if (schema["x-kubernetes-list-type"] !== "map") {
    context.report({
      message: catalogMessage("CRD1013", "needsListMap", { marker: context.marker }),
      hint: "A list-map key only makes sense for an associative list: add +listType=map.",
    });
    return;
  }
  schema["x-kubernetes-list-map-keys"] = [...(schema["x-kubernetes-list-map-keys"] ?? []), asString(value)];
}

function applyMapType(schema: JSONSchemaProps, value: unknown, context: ApplyContext): void {
  if (schema.type !== "object") {
    reportWrongType(context, schema, "an object (a map)");
    return;
  }
  schema["x-kubernetes-map-type"] = asString(value);
}

function applyStructType(schema: JSONSchemaProps, value: unknown, context: ApplyContext): void {
  const type = schema.type ?? "";
  if (type !== "object" && type !== "") {
    reportWrongType(context, schema, "an object");
    return;
  }
  schema["x-kubernetes-map-type"] = asString(value);
}

const listTypes = ["map", "set", "atomic"] as const;
const granularity = ["granular", "atomic"] as const;

function topology(alias: "" | "k8s:"): MarkerDefinition[] {
  const common = { targets: ["field", "type"], category: "CRD processing" } as const;
  return [
    {
      ...common,
      name: `${alias}listType`,
      summary: "says how server-side apply merges a list: map (by key), set (unique scalars) or atomic",
      example: `+${alias}listType=map`,
      args: { form: "value", type: arg.string, optional: false, help: "map, set or atomic" },
      priority: 9,
      check: oneOfValues("listType", listTypes),
      apply: applyListType,
    },
    {
      ...common,
      name: `${alias}listMapKey`,
      summary: "names a key field of a +listType=map list; repeat for a composite key",
      example: `+${alias}listMapKey=name`,
      args: { form: "value", type: arg.string, optional: false, help: "the key field's JSON name" },
      repeatable: true,
      apply: applyListMapKey,
    },
    {
      ...common,
      name: `${alias}mapType`,
      summary: "says whether server-side apply merges a map key by key (granular) or as a whole (atomic)",
      example: `+${alias}mapType=atomic`,
      args: { form: "value", type: arg.string, optional: false, help: "granular or atomic" },
      check: oneOfValues("mapType", granularity),
      apply: applyMapType,
    },
    {
      ...common,
      name: `${alias}structType`,
      summary:
        "says whether server-side apply merges an object field by field (granular) or as a whole (atomic)",
      example: `+${alias}structType=atomic`,
      args: { form: "value", type: arg.string, optional: false, help: "granular or atomic" },
      check: oneOfValues("structType", granularity),
      apply: applyStructType,
    },
  ];
}

// controller-gen registers `+k8s:` aliases of listType and listMapKey only (topology.go): `+k8s:mapType` and
// `+k8s:structType` are unknown to it, and have no effect there.
const k8sAliases = new Set(["k8s:listType", "k8s:listMapKey"]);

/** `+listType`, `+listMapKey`, `+mapType`, `+structType`, and the `+k8s:` aliases of the first two. */
export const topologyMarkers: readonly MarkerDefinition[] = [
  ...topology(""),
  ...topology("k8s:").filter((d) => k8sAliases.has(d.name)),
];
