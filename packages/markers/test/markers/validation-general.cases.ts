import type { MarkerCase } from "./case.js";
import { s } from "./case.js";

const v = "+kubebuilder:validation:";

/** Pattern, UniqueItems, Enum, Format, Type and the X… markers (each has an `items:` twin). */
export const generalCases: readonly MarkerCase[] = [
  {
    marker: "kubebuilder:validation:Pattern",
    valid: {
      text: `${v}Pattern=\`^[a-z]{1,3}$\``,
      target: "field",
      value: "^[a-z]{1,3}$",
      schema: s.string,
      expected: { type: "string", pattern: "^[a-z]{1,3}$" },
    },
    invalid: {
      text: `${v}Pattern=^(?=a)`,
      target: "field",
      schema: s.string,
      code: "CRD1008",
      says: "is not a valid regular expression: error parsing regexp",
    },
  },
  {
    marker: "kubebuilder:validation:UniqueItems",
    valid: {
      text: `${v}UniqueItems=false`,
      target: "field",
      value: false,
      schema: { ...s.array, uniqueItems: true },
      expected: s.array,
    },
    invalid: {
      text: `${v}UniqueItems=true`,
      target: "field",
      schema: s.array,
      code: "CRD1010",
      says: "rejects uniqueItems: true",
    },
  },
  {
    marker: "kubebuilder:validation:Enum",
    valid: {
      text: `${v}Enum=ClusterIP;NodePort`,
      target: "field",
      value: ["ClusterIP", "NodePort"],
      schema: s.string,
      expected: { type: "string", enum: ["ClusterIP", "NodePort"] },
    },
    invalid: { text: `${v}Enum`, target: "field", schema: s.string, code: "CRD1003", says: "missing value" },
  },
  {
    marker: "kubebuilder:validation:Format",
    valid: {
      text: `${v}Format=date-time`,
      target: "field",
      value: "date-time",
      schema: s.string,
      expected: { type: "string", format: "date-time" },
    },
    invalid: {
      text: `${v}Format=a,b`,
      target: "field",
      schema: s.string,
      code: "CRD1005",
      says: 'extra arguments provided: ",b"',
    },
  },
  {
    marker: "kubebuilder:validation:Type",
    valid: {
      text: `${v}Type=string`,
      target: "field",
      value: "string",
      schema: s.integer,
      expected: s.string,
    },
    invalid: {
      text: `${v}Type=string`,
      target: "package",
      code: "CRD1006",
      says: "applies to fields and types, not to packages",
    },
  },
  {
    marker: "kubebuilder:validation:XPreserveUnknownFields",
    valid: {
      text: `${v}XPreserveUnknownFields`,
      target: "field",
      value: true,
      schema: s.object,
      expected: { type: "object", "x-kubernetes-preserve-unknown-fields": true },
    },
    invalid: {
      text: `${v}XPreserveUnknownFields=true`,
      target: "field",
      schema: s.object,
      code: "CRD1005",
      says: '"true"',
    },
  },
  {
    marker: "kubebuilder:validation:XEmbeddedResource",
    valid: {
      text: `${v}XEmbeddedResource`,
      target: "field",
      value: true,
      schema: s.object,
      expected: { type: "object", "x-kubernetes-embedded-resource": true },
    },
    invalid: {
      text: `${v}XEmbeddedResource=x`,
      target: "field",
      schema: s.object,
      code: "CRD1005",
      says: '"x"',
    },
  },
  {
    marker: "kubebuilder:validation:XIntOrString",
    valid: {
      text: `${v}XIntOrString`,
      target: "type",
      value: true,
      expected: { "x-kubernetes-int-or-string": true },
    },
    invalid: {
      text: `${v}XIntOrString:x=1`,
      target: "field",
      code: "CRD1005",
      says: 'extra arguments provided: "1"',
    },
  },
  {
    marker: "kubebuilder:validation:XValidation",
    valid: {
      text: `${v}XValidation:rule="self > 0",message="must be positive",optionalOldSelf=false`,
      target: "field",
      value: { rule: "self > 0", message: "must be positive", optionalOldSelf: false },
      schema: s.integer,
      expected: {
        type: "integer",
        "x-kubernetes-validations": [
          { rule: "self > 0", message: "must be positive", optionalOldSelf: false },
        ],
      },
    },
    invalid: {
      text: `${v}XValidation:rule="self > 0",reason=Bad`,
      target: "field",
      schema: s.integer,
      code: "CRD1012",
      says: 'invalid reason "Bad"',
    },
  },
];
