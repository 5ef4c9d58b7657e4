import type { MarkerCase } from "./case.js";
import { s } from "./case.js";

const ab = { type: "object", properties: { a: s.string, b: s.string } } as const;

// controller-tools validation.go (fieldsToOneOfSumExpr, fieldsToOneOfOrExpr) at 434758187ddd
function oneOf(kind: string, rule: string, message: string, invalid: MarkerCase["invalid"]): MarkerCase {
  return {
    marker: `kubebuilder:validation:${kind}`,
    valid: {
      text: `+kubebuilder:validation:${kind}=a;b`,
      target: "type",
      value: ["a", "b"],
      schema: ab,
      expected: {
        ...ab,
        "x-kubernetes-validations": [{ rule, message }],
      },
    },
    invalid,
  };
}

/** Type-only markers and the title / externalDocs / pruning markers. */
export const typeCases: readonly MarkerCase[] = [
  oneOf(
    "AtMostOneOf",
    "(has(self.a)?1:0)+(has(self.b)?1:0) <= 1",
    "at most one of the fields in [a b] may be set",
    {
      text: "+kubebuilder:validation:AtMostOneOf=a.x;b",
      target: "type",
      schema: ab,
      code: "CRD1012",
      says: "cannot reference nested fields: a.x",
    },
  ),
  oneOf(
    "ExactlyOneOf",
    "(has(self.a)?1:0)+(has(self.b)?1:0) == 1",
    "exactly one of the fields in [a b] must be set",
    {
      text: "+kubebuilder:validation:ExactlyOneOf=a;zzz",
      target: "type",
      schema: ab,
      code: "CRD1012",
      says: 'the type has no field "zzz"',
    },
  ),
  oneOf("AtLeastOneOf", "has(self.a)||has(self.b)", "at least one of the fields in [a b] must be set", {
    text: "+kubebuilder:validation:AtLeastOneOf=a;b",
    target: "field",
    schema: ab,
    code: "CRD1006",
    says: "applies to types, not to fields",
  }),
  {
    marker: "k8s:enum",
    valid: {
      text: "+k8s:enum",
      target: "type",
      value: true,
      schema: { type: "string", enum: ["b", "a"] },
      expected: { type: "string", enum: ["a", "b"] },
    },
    invalid: {
      text: "+k8s:enum",
      target: "type",
      schema: s.integer,
      code: "CRD1007",
      says: "needs a string type whose values are known",
    },
  },
  {
    marker: "kubebuilder:pruning:PreserveUnknownFields",
    valid: {
      text: "+kubebuilder:pruning:PreserveUnknownFields",
      target: "type",
      value: true,
      schema: s.object,
      expected: { type: "object", "x-kubernetes-preserve-unknown-fields": true },
    },
    invalid: {
      text: "+kubebuilder:pruning:PreserveUnknownFields=true",
      target: "field",
      code: "CRD1005",
      says: '"true"',
    },
  },
  {
    marker: "kubebuilder:title",
    valid: {
      text: '+kubebuilder:title="Replica Count"',
      target: "field",
      value: "Replica Count",
      schema: s.integer,
      expected: { type: "integer", title: "Replica Count" },
    },
    invalid: {
      text: "+kubebuilder:title=5",
      target: "field",
      code: "CRD1012",
      says: "the title must be a string, got 5",
    },
  },
  {
    marker: "kubebuilder:externalDocs",
    valid: {
      text: '+kubebuilder:externalDocs:url="https://example.com/docs",description="User guide"',
      target: "type",
      value: { url: "https://example.com/docs", description: "User guide" },
      schema: s.object,
      expected: {
        type: "object",
        externalDocs: { url: "https://example.com/docs", description: "User guide" },
      },
    },
    invalid: {
      text: '+kubebuilder:externalDocs:url="not a url"',
      target: "field",
      code: "CRD1012",
      says: 'invalid url "not a url"',
    },
  },
];
