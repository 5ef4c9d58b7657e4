import type { MarkerCase } from "./case.js";
import { s } from "./case.js";

function requirement(marker: string, invalidTarget: "type" | "package"): MarkerCase {
  return {
    marker,
    valid: { text: `+${marker}`, target: "field", value: true, schema: s.string },
    invalid: { text: `+${marker}`, target: invalidTarget, code: "CRD1006", says: `not to ${invalidTarget}s` },
  };
}

/** Field markers: presence, nullability, defaults and examples, embedded and schemaless values. */
export const fieldCases: readonly MarkerCase[] = [
  {
    marker: "kubebuilder:validation:Required",
    valid: { text: "+kubebuilder:validation:Required", target: "field", value: true, schema: s.string },
    invalid: {
      text: "+kubebuilder:validation:Required",
      target: "type",
      code: "CRD1006",
      says: "applies to fields and packages, not to types",
    },
  },
  {
    marker: "kubebuilder:validation:Optional",
    valid: {
      text: "+kubebuilder:validation:Optional",
      target: "package",
      value: true,
      pkg: { fieldsOptionalByDefault: true },
    },
    invalid: {
      text: "+kubebuilder:validation:Optional=false",
      target: "field",
      code: "CRD1005",
      says: '"false"',
    },
  },
  requirement("required", "type"),
  {
    marker: "optional",
    valid: { text: "+optional", target: "field", value: true, schema: s.string },
    invalid: { text: "+optional=true", target: "field", code: "CRD1005", says: "extra arguments" },
  },
  requirement("k8s:required", "type"),
  requirement("k8s:optional", "package"),
  {
    marker: "nullable",
    valid: {
      text: "+nullable",
      target: "field",
      value: true,
      schema: s.string,
      expected: { type: "string", nullable: true },
    },
    invalid: { text: "+nullable", target: "type", code: "CRD1006", says: "applies to fields, not to types" },
  },
  {
    marker: "kubebuilder:default",
    valid: {
      text: "+kubebuilder:default={80,443}",
      target: "field",
      value: [80, 443],
      schema: { type: "array", items: { type: "integer" } },
      expected: { type: "array", items: { type: "integer" }, default: [80, 443] },
    },
    invalid: {
      text: "+kubebuilder:default",
      target: "field",
      schema: s.string,
      code: "CRD1003",
      says: "missing value",
    },
  },
  {
    marker: "default",
    valid: {
      text: '+default="Cluster"',
      target: "field",
      value: "Cluster",
      schema: s.string,
      expected: { type: "string", default: "Cluster" },
    },
    invalid: {
      text: "+default=ref(Cluster)",
      target: "field",
      schema: s.string,
      code: "CRD1014",
      says: "has no effect",
    },
  },
  {
    marker: "kubebuilder:example",
    valid: {
      text: '+kubebuilder:example={cpu: "100m", memory: 128Mi}',
      target: "field",
      value: { cpu: "100m", memory: "128Mi" },
      schema: s.object,
      expected: { type: "object", example: { cpu: "100m", memory: "128Mi" } },
    },
    invalid: {
      text: "+kubebuilder:example={cpu: 1",
      target: "field",
      schema: s.object,
      code: "CRD1002",
      says: "expected a comma",
    },
  },
  {
    marker: "kubebuilder:validation:EmbeddedResource",
    valid: {
      text: "+kubebuilder:validation:EmbeddedResource",
      target: "field",
      value: true,
      schema: s.object,
      expected: { type: "object", "x-kubernetes-embedded-resource": true },
    },
    invalid: {
      text: "+kubebuilder:validation:EmbeddedResource",
      target: "type",
      code: "CRD1006",
      says: "not to types",
    },
  },
  {
    marker: "kubebuilder:validation:Schemaless",
    valid: {
      text: "+kubebuilder:validation:Schemaless",
      target: "field",
      value: true,
      schema: { type: "object", description: "Raw JSON Schema.", properties: { a: s.string } },
      expected: { description: "Raw JSON Schema." },
    },
    invalid: { text: "+kubebuilder:validation:Schemaless=1", target: "field", code: "CRD1005", says: '"1"' },
  },
  {
    marker: "k8s:immutable",
    valid: {
      text: "+k8s:immutable",
      target: "field",
      value: true,
      schema: s.string,
      expected: {
        type: "string",
        "x-kubernetes-validations": [{ rule: "self == oldSelf", message: "field is immutable" }],
      },
    },
    invalid: { text: "+k8s:immutable", target: "type", code: "CRD1006", says: "not to types" },
  },
  {
    marker: "kubebuilder:skipDescriptions",
    valid: {
      text: "+kubebuilder:skipDescriptions",
      target: "field",
      value: true,
      schema: {
        type: "object",
        description: "Kept.",
        properties: {
          a: {
            type: "object",
            description: "Gone.",
            properties: { b: { type: "string", description: "Gone." } },
          },
        },
      },
      expected: {
        type: "object",
        description: "Kept.",
        properties: { a: { type: "object", properties: { b: { type: "string" } } } },
      },
    },
    invalid: {
      text: "+kubebuilder:skipDescriptions",
      target: "type",
      code: "CRD1006",
      says: "applies to fields and packages",
    },
  },
];
