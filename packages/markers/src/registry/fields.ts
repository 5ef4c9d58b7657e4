import type { JSONSchemaProps } from "@crdgen/structural";
import { arg } from "../grammar/arg-types.js";
import { addValidationRule } from "./validation-general.js";
import type { MarkerDefinition } from "./types.js";

const field = ["field"] as const;

function requirement(name: string, optional: boolean, targets: MarkerDefinition["targets"] = field) {
  const word = optional ? "optional" : "required";
  const definition: MarkerDefinition = {
    name,
    targets,
    category: "CRD validation",
    summary: `marks the field as ${word}, whatever its \`?\``,
    ...(targets.includes("package")
      ? { details: `In a file-leading comment: fields without a presence marker are ${word} by default.` }
      : {}),
    example: `+${name}`,
    args: { form: "flag" },
  };
  return definition;
}

function applyDefault(schema: JSONSchemaProps, value: unknown): void {
  if (value === undefined || value === null) return;
  // an empty `{}` reads as a map; on an array it means the empty list
  const isEmptyMap = typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0;
  schema.default = schema.type === "array" && isEmptyMap ? [] : value;
}

function keepOnlyDescription(schema: JSONSchemaProps): void {
  for (const key of Object.keys(schema)) if (key !== "description") Reflect.deleteProperty(schema, key);
}

// Builds copies: nested schemas may be shared with other fields (named and core types) and must not change.
function clearNestedDescriptions(schema: JSONSchemaProps): void {
  const properties = schema.properties;
  if (properties == null) return;
  schema.properties = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, withoutDescriptions(property)]),
  );
}

function withoutDescriptions(schema: JSONSchemaProps): JSONSchemaProps {
  const copy: JSONSchemaProps = { ...schema };
  delete copy.description;
  clearNestedDescriptions(copy);
  return copy;
}

/** Field markers: required/optional, nullability, defaults, examples, embedded resources, immutability. */
export const fieldMarkers: readonly MarkerDefinition[] = [
  requirement("kubebuilder:validation:Required", false, ["field", "package"]),
  requirement("kubebuilder:validation:Optional", true, ["field", "package"]),
  requirement("required", false),
  requirement("optional", true),
  requirement("k8s:required", false),
  requirement("k8s:optional", true),
  {
    name: "nullable",
    targets: field,
    category: "CRD validation",
    summary: "allows the value null (nullable: true)",
    details: "A `T | null` type does the same.",
    example: "+nullable",
    args: { form: "flag" },
    apply: (schema) => {
      schema.nullable = true;
    },
  },
  {
    name: "kubebuilder:default",
    targets: field,
    category: "CRD validation",
    summary: "sets the default value, written in marker syntax",
    details:
      "Strings may be bare or quoted, lists use braces (`{80,443}`), objects use `{key: value}`. " +
      "The default is checked against the field's schema, as the API server will. Wins over `+default`.",
    example: "+kubebuilder:default={replicas: 1, mode: fast}",
    args: { form: "value", type: arg.any, optional: false, help: "the default value" },
    priority: 10,
    apply: applyDefault,
  },
  {
    name: "default",
    targets: field,
    category: "CRD validation",
    summary: "sets the default value, written as JSON",
    details:
      'Strings need JSON quotes: `+default="Cluster"`. `ref(...)` values (Go constants) are not supported.',
    example: '+default={"policy": "delete"}',
    args: { form: "json", help: "the default value as JSON" },
    priority: 9,
    apply: applyDefault,
  },
  {
    name: "kubebuilder:example",
    targets: field,
    category: "CRD validation",
    summary: "sets an example value shown in API documentation",
    example: '+kubebuilder:example={cpu: "100m", memory: "128Mi"}',
    args: { form: "value", type: arg.any, optional: false, help: "the example value" },
    apply: (schema, value) => {
      schema.example = value;
    },
  },
  {
    name: "kubebuilder:validation:EmbeddedResource",
    targets: field,
    category: "CRD validation",
    summary: "marks an embedded Kubernetes object (x-kubernetes-embedded-resource)",
    example: "+kubebuilder:validation:EmbeddedResource",
    args: { form: "flag" },
    apply: (schema) => {
      schema["x-kubernetes-embedded-resource"] = true;
    },
  },
  {
    name: "kubebuilder:validation:Schemaless",
    targets: field,
    category: "CRD validation",
    summary: "drops the schema derived from the TypeScript type; other markers must describe the value",
    details: "Applied first: the field keeps only its description, then the other markers apply.",
    example: "+kubebuilder:validation:Schemaless",
    args: { form: "flag" },
    priority: 0,
    apply: keepOnlyDescription,
  },
  {
    name: "k8s:immutable",
    targets: field,
    category: "CRD validation",
    summary: "forbids changing the value once set (a `self == oldSelf` rule)",
    details:
      "On an optional field the object holding it also gets `!has(oldSelf.<field>) || has(self.<field>)`, " +
      "as controller-gen writes it: once set, the field cannot be removed.",
    example: "+k8s:immutable",
    args: { form: "flag" },
    apply: (schema) => {
      addValidationRule(schema, { rule: "self == oldSelf", message: "field is immutable" });
    },
  },
  {
    name: "kubebuilder:skipDescriptions",
    targets: ["field", "package"],
    category: "CRD processing",
    summary: "leaves out the descriptions of the nested properties (of the field, or of the whole package)",
    example: "+kubebuilder:skipDescriptions",
    args: { form: "flag" },
    priority: 100,
    apply: clearNestedDescriptions,
  },
];
