import type { MarkerCase } from "./case.js";
import { s } from "./case.js";

const v = "+kubebuilder:validation:";

/** Numeric, length, item-count and property-count markers (each has an `items:` twin). */
export const numberCases: readonly MarkerCase[] = [
  {
    marker: "kubebuilder:validation:Maximum",
    valid: {
      text: `${v}Maximum=100`,
      target: "field",
      value: 100,
      schema: s.integer,
      expected: { type: "integer", maximum: 100 },
    },
    invalid: {
      text: `${v}Maximum=1.5`,
      target: "field",
      schema: s.integer,
      code: "CRD1007",
      says: "non-integral maximum 1.5",
    },
  },
  {
    marker: "kubebuilder:validation:Minimum",
    valid: {
      text: `${v}Minimum=-1.5`,
      target: "type",
      value: -1.5,
      schema: s.number,
      expected: { type: "number", minimum: -1.5 },
    },
    invalid: {
      text: `${v}Minimum=0`,
      target: "field",
      schema: s.string,
      code: "CRD1007",
      says: 'found type "string"',
    },
  },
  {
    marker: "kubebuilder:validation:ExclusiveMaximum",
    valid: {
      text: `${v}ExclusiveMaximum=true`,
      target: "field",
      value: true,
      schema: s.integer,
      expected: { type: "integer", exclusiveMaximum: true },
    },
    invalid: {
      text: `${v}ExclusiveMaximum=yes`,
      target: "field",
      schema: s.integer,
      code: "CRD1002",
      says: 'expected true or false, got "yes"',
    },
  },
  {
    marker: "kubebuilder:validation:ExclusiveMinimum",
    valid: {
      text: `${v}ExclusiveMinimum=false`,
      target: "field",
      value: false,
      schema: { type: "integer", exclusiveMinimum: true },
      expected: s.integer,
    },
    invalid: {
      text: `${v}ExclusiveMinimum=true`,
      target: "field",
      schema: s.string,
      code: "CRD1007",
      says: "a number or an integer",
    },
  },
  {
    marker: "kubebuilder:validation:MultipleOf",
    valid: {
      text: `${v}MultipleOf=0.5`,
      target: "field",
      value: 0.5,
      schema: s.number,
      expected: { type: "number", multipleOf: 0.5 },
    },
    invalid: {
      text: `${v}MultipleOf=2`,
      target: "field",
      schema: s.boolean,
      code: "CRD1007",
      says: 'found type "boolean"',
    },
  },
  {
    marker: "kubebuilder:validation:MaxLength",
    valid: {
      text: `${v}MaxLength=63`,
      target: "field",
      value: 63,
      schema: { "x-kubernetes-int-or-string": true },
      expected: { "x-kubernetes-int-or-string": true, maxLength: 63 },
    },
    invalid: {
      text: `${v}MaxLength=63`,
      target: "field",
      schema: s.integer,
      code: "CRD1007",
      says: "a string or an int-or-string",
    },
  },
  {
    marker: "kubebuilder:validation:MinLength",
    valid: {
      text: `${v}MinLength=1`,
      target: "field",
      value: 1,
      schema: s.string,
      expected: { type: "string", minLength: 1 },
    },
    invalid: {
      text: `${v}MinLength=-x`,
      target: "field",
      schema: s.string,
      code: "CRD1002",
      says: 'expected an integer, got "x"',
    },
  },
  {
    marker: "kubebuilder:validation:MaxItems",
    valid: {
      text: `${v}MaxItems=10`,
      target: "field",
      value: 10,
      schema: s.array,
      expected: { ...s.array, maxItems: 10 },
    },
    invalid: {
      text: `${v}MaxItems=10`,
      target: "field",
      schema: s.object,
      code: "CRD1007",
      says: "must be applied to an array",
    },
  },
  {
    marker: "kubebuilder:validation:MinItems",
    valid: {
      text: `${v}MinItems=1`,
      target: "type",
      value: 1,
      schema: s.array,
      expected: { ...s.array, minItems: 1 },
    },
    invalid: {
      text: `${v}MinItems`,
      target: "field",
      schema: s.array,
      code: "CRD1003",
      says: "missing value",
    },
  },
  {
    marker: "kubebuilder:validation:MaxProperties",
    valid: {
      text: `${v}MaxProperties=5`,
      target: "field",
      value: 5,
      schema: s.object,
      expected: { type: "object", maxProperties: 5 },
    },
    invalid: {
      text: `${v}MaxProperties=5`,
      target: "field",
      schema: s.array,
      code: "CRD1007",
      says: "an object",
    },
  },
  {
    marker: "kubebuilder:validation:MinProperties",
    valid: {
      text: `${v}MinProperties=1`,
      target: "field",
      value: 1,
      schema: s.object,
      expected: { type: "object", minProperties: 1 },
    },
    invalid: {
      text: `${v}MinProperties=1.5`,
      target: "field",
      schema: s.object,
      code: "CRD1002",
      says: 'expected an integer, got "1.5"',
    },
  },
];
