import { compareCodePointOrder } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { IRNode } from "../ir/types.js";
import { immutableOnceSet } from "./immutable-once-set.js";
import { baseOwnedFields, inheritIntoRoot } from "./inherited.js";
import type { LowerContext } from "./lower.js";
import { applyTypeMarkers, lowerProperty } from "./lower.js";

/** controller-gen's description of a root kind's `apiVersion` (from metav1.TypeMeta). */
const apiVersionDescription = [
  "APIVersion defines the versioned schema of this representation of an object.",
  "Servers should convert recognized schemas to the latest internal value, and",
  "may reject unrecognized values.",
  "More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources",
].join("\n");

/** controller-gen's description of a root kind's `kind` (from metav1.TypeMeta). */
const kindDescription = [
  "Kind is a string value representing the REST resource this object represents.",
  "Servers may infer this from the endpoint the client submits requests to.",
  "Cannot be updated.",
  "In CamelCase.",
  "More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds",
].join("\n");

/**
 * The API server owns these: their schema is fixed. `apiVersion` and `kind` come from Go's TypeMeta, whose
 * fields are `omitempty`, so they are never required; `metadata` is required when the kind says so (no `?`,
 * or `+required`), as controller-gen makes a `metadata` without `omitempty` required.
 */
const neverRequired = new Set(["apiVersion", "kind"]);

const typeMeta: Readonly<Record<string, () => JSONSchemaProps>> = {
  apiVersion: () => ({ description: apiVersionDescription, type: "string" }),
  kind: () => ({ description: kindDescription, type: "string" }),
  metadata: () => ({ type: "object" }),
};
const fixedFields: ReadonlySet<string> = new Set(Object.keys(typeMeta));

/**
 * The openAPIV3Schema of a root kind: `apiVersion` and `kind` as strings with controller-gen's descriptions,
 * `metadata` as `type: object` (the API server owns its schema), the other fields from their types, the
 * kind's doc as description and its type markers applied. Undefined when the kind is not an object.
 */
export function rootSchema(root: IRNode, context: LowerContext): JSONSchemaProps | undefined {
  const definition = root.kind === "ref" ? context.definitions.get(root.target)?.node : root;
  if (definition?.kind !== "object") return undefined;
  const properties: Record<string, JSONSchemaProps> = {};
  const required: string[] = [];
  for (const property of definition.properties) {
    const fixed = typeMeta[property.name];
    properties[property.name] = fixed === undefined ? lowerProperty(property, context) : fixed();
    if (!neverRequired.has(property.name) && property.required) required.push(property.name);
  }
  const schema: JSONSchemaProps = { type: "object", properties };
  if (definition.description !== undefined && definition.description !== "") {
    schema.description = definition.description;
  }
  if (required.length > 0) schema.required = required.sort(compareCodePointOrder);
  const { bases } = definition;
  const skip = bases === undefined ? fixedFields : new Set([...fixedFields, ...baseOwnedFields(bases)]);
  const rules = immutableOnceSet(definition.properties, context.ruleMarkers, skip);
  if (rules.length > 0) schema["x-kubernetes-validations"] = rules;
  const out = applyTypeMarkers(schema, definition, context);
  if (bases !== undefined) inheritIntoRoot(out, bases, definition.properties, fixedFields, context);
  return out;
}
