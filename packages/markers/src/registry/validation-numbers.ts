import { catalogMessage } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import { arg } from "../grammar/arg-types.js";
import { asNumber, hasNumericType, hasTextualType, reportWrongType, setFlag } from "./guards.js";
import type { ApplyContext, MarkerDefinition } from "./types.js";

const prefix = "kubebuilder:validation:";

function numberBound(key: "maximum" | "minimum" | "multipleOf", word: string) {
  return (schema: JSONSchemaProps, value: unknown, context: ApplyContext): void => {
    if (!hasNumericType(schema)) {
      reportWrongType(context, schema, "a number or an integer");
      return;
    }
    const bound = asNumber(value);
    if (schema.type === "integer" && !Number.isInteger(bound)) {
      const args = { marker: context.marker, bound: word, value: bound };
      context.report({ message: catalogMessage("CRD1007", "nonIntegralBound", args) });
      return;
    }
    schema[key] = bound;
  };
}

function exclusive(key: "exclusiveMaximum" | "exclusiveMinimum") {
  return (schema: JSONSchemaProps, value: unknown, context: ApplyContext): void => {
    if (!hasNumericType(schema)) {
      reportWrongType(context, schema, "a number or an integer");
      return;
    }
    setFlag(schema, key, value === true);
  };
}

function count(key: "maxLength" | "minLength" | "maxItems" | "minItems" | "maxProperties" | "minProperties") {
  const isString = key === "maxLength" || key === "minLength";
  const isArray = key === "maxItems" || key === "minItems";
  const expected = isString ? "a string or an int-or-string" : isArray ? "an array" : "an object";
  return (schema: JSONSchemaProps, value: unknown, context: ApplyContext): void => {
    const fits = isString ? hasTextualType(schema) : schema.type === (isArray ? "array" : "object");
    if (!fits) {
      reportWrongType(context, schema, expected);
      return;
    }
    schema[key] = asNumber(value);
  };
}

const common = { targets: ["field", "type"], category: "CRD validation" } as const;

/** The numeric, length, item-count and property-count validation markers. */
export const numberMarkers: readonly MarkerDefinition[] = [
  {
    ...common,
    name: `${prefix}Maximum`,
    summary: "specifies the largest value a number or integer may have",
    details:
      "On an integer the bound must be a whole number. Pair with `ExclusiveMaximum=true` to exclude it.",
    example: "+kubebuilder:validation:Maximum=100",
    args: { form: "value", type: arg.number, optional: false, help: "the bound" },
    apply: numberBound("maximum", "maximum"),
  },
  {
    ...common,
    name: `${prefix}Minimum`,
    summary: "specifies the smallest value a number or integer may have",
    details: "Negative bounds are allowed. On an integer the bound must be a whole number.",
    example: "+kubebuilder:validation:Minimum=0",
    args: { form: "value", type: arg.number, optional: false, help: "the bound" },
    apply: numberBound("minimum", "minimum"),
  },
  {
    ...common,
    name: `${prefix}ExclusiveMaximum`,
    summary: "makes the maximum exclusive: the value must be strictly below it",
    example: "+kubebuilder:validation:ExclusiveMaximum=true",
    args: { form: "value", type: arg.bool, optional: false, help: "true to exclude the bound" },
    apply: exclusive("exclusiveMaximum"),
  },
  {
    ...common,
    name: `${prefix}ExclusiveMinimum`,
    summary: "makes the minimum exclusive: the value must be strictly above it",
    example: "+kubebuilder:validation:ExclusiveMinimum=true",
    args: { form: "value", type: arg.bool, optional: false, help: "true to exclude the bound" },
    apply: exclusive("exclusiveMinimum"),
  },
  {
    ...common,
    name: `${prefix}MultipleOf`,
    summary: "requires the value to be a multiple of the given number",
    example: "+kubebuilder:validation:MultipleOf=5",
    args: { form: "value", type: arg.number, optional: false, help: "the divisor" },
    apply: numberBound("multipleOf", "multipleOf"),
  },
  {
    ...common,
    name: `${prefix}MaxLength`,
    summary: "specifies the maximum length of a string",
    details: "Also allowed on int-or-string values, where it limits the string form.",
    example: "+kubebuilder:validation:MaxLength=63",
    args: { form: "value", type: arg.int, optional: false, help: "the length in characters" },
    apply: count("maxLength"),
  },
  {
    ...common,
    name: `${prefix}MinLength`,
    summary: "specifies the minimum length of a string",
    details: "Also allowed on int-or-string values, where it limits the string form.",
    example: "+kubebuilder:validation:MinLength=1",
    args: { form: "value", type: arg.int, optional: false, help: "the length in characters" },
    apply: count("minLength"),
  },
  {
    ...common,
    name: `${prefix}MaxItems`,
    summary: "specifies the maximum number of items in a list",
    example: "+kubebuilder:validation:MaxItems=10",
    args: { form: "value", type: arg.int, optional: false, help: "the number of items" },
    apply: count("maxItems"),
  },
  {
    ...common,
    name: `${prefix}MinItems`,
    summary: "specifies the minimum number of items in a list",
    example: "+kubebuilder:validation:MinItems=1",
    args: { form: "value", type: arg.int, optional: false, help: "the number of items" },
    apply: count("minItems"),
  },
  {
    ...common,
    name: `${prefix}MaxProperties`,
    summary: "specifies the maximum number of keys in an object or map",
    example: "+kubebuilder:validation:MaxProperties=10",
    args: { form: "value", type: arg.int, optional: false, help: "the number of keys" },
    apply: count("maxProperties"),
  },
  {
    ...common,
    name: `${prefix}MinProperties`,
    summary: "specifies the minimum number of keys in an object or map",
    example: "+kubebuilder:validation:MinProperties=1",
    args: { form: "value", type: arg.int, optional: false, help: "the number of keys" },
    apply: count("minProperties"),
  },
];
