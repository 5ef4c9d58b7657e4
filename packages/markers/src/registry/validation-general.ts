import { catalogMessage } from "@crdgen/core";
import type { JSONSchemaProps, ValidationRule } from "@crdgen/structural";
import { goRegexpError } from "@crdgen/cel";
import { arg } from "../grammar/arg-types.js";
import { asFields, asString, hasTextualType, reportWrongType, setFlag } from "./guards.js";
import type { ApplyContext, MarkerDefinition, ValueProblem } from "./types.js";

const prefix = "kubebuilder:validation:";
const common = { targets: ["field", "type"], category: "CRD validation" } as const;

const reasons = ["FieldValueRequired", "FieldValueInvalid", "FieldValueForbidden", "FieldValueDuplicate"];

function applyPattern(schema: JSONSchemaProps, value: unknown, context: ApplyContext): void {
  if (!hasTextualType(schema)) {
    reportWrongType(context, schema, "a string or an int-or-string");
    return;
  }
  const pattern = asString(value);
  const error = goRegexpError(pattern);
  if (error !== undefined) {
    const args = { marker: context.marker, pattern: JSON.stringify(pattern), reason: error };
    context.report({ message: catalogMessage("CRD1008", "invalidPattern", args) });
    return;
  }
  schema.pattern = pattern;
}

function applyUniqueItems(schema: JSONSchemaProps, value: unknown, context: ApplyContext): void {
  if (schema.type !== "array") {
    reportWrongType(context, schema, "an array");
    return;
  }
  if (value !== true) {
    delete schema.uniqueItems;
    return;
  }
  context.report({
    message: catalogMessage("CRD1010", "uniqueItems", { marker: context.marker }),
    hint: "Use +listType=set instead: the API server checks that the items of a set are unique.",
  });
}

/** The `x-kubernetes-validations` entry an XValidation marker describes, with Go's empty fields left out. */
function validationRule(value: unknown): ValidationRule {
  const fields = asFields(value);
  const rule: ValidationRule = { rule: asString(fields.rule) };
  for (const key of ["message", "messageExpression", "reason", "fieldPath"] as const) {
    const text = asString(fields[key]);
    if (text !== "") rule[key] = text;
  }
  if (typeof fields.optionalOldSelf === "boolean") rule.optionalOldSelf = fields.optionalOldSelf;
  return rule;
}

/** Appends a CEL rule to a schema's `x-kubernetes-validations`. */
export function addValidationRule(schema: JSONSchemaProps, rule: ValidationRule): void {
  schema["x-kubernetes-validations"] = [...(schema["x-kubernetes-validations"] ?? []), rule];
}

function checkReason(value: unknown, marker: string): ValueProblem | undefined {
  const reason = asString(asFields(value).reason);
  if (reason === "" || reasons.includes(reason)) return undefined;
  const args = { marker, reason: JSON.stringify(reason), allowed: reasons.join(", ") };
  return { message: catalogMessage("CRD1012", "invalidReason", args) };
}

/** Pattern, UniqueItems, Enum, Format, Type and the `X…` extension markers. */
export const generalMarkers: readonly MarkerDefinition[] = [
  {
    ...common,
    name: `${prefix}Pattern`,
    summary: "requires a string to match a regular expression",
    details:
      "The API server compiles the pattern with Go's RE2 syntax, so crdgen checks it the same way. " +
      "Quote a pattern that contains `,` `;` or `}` with backticks or double quotes.",
    example: "+kubebuilder:validation:Pattern=`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`",
    args: { form: "value", type: arg.string, optional: false, help: "the RE2 regular expression" },
    apply: applyPattern,
  },
  {
    ...common,
    name: `${prefix}UniqueItems`,
    summary: "asks for the items of a list to be unique",
    details:
      "The API server rejects `uniqueItems: true`, so `=true` is an error; use `+listType=set` for a " +
      "list of unique scalars.",
    example: "+kubebuilder:validation:UniqueItems=false",
    args: { form: "value", type: arg.bool, optional: false, help: "whether items must be unique" },
    apply: applyUniqueItems,
  },
  {
    ...common,
    name: `${prefix}Enum`,
    summary: "restricts the value to exactly the values listed",
    details: "List the values with `;` or in braces; each value's type is guessed (strings, numbers, bools).",
    example: "+kubebuilder:validation:Enum=ClusterIP;NodePort;LoadBalancer",
    args: { form: "value", type: arg.anyList, optional: false, help: "the allowed values" },
    apply: (schema, value) => {
      const values = Array.isArray(value) ? [...(value as unknown[])] : [];
      // controller-gen sets an empty list, which its JSON leaves out (omitempty): `Enum={}` removes the enum
      if (values.length > 0) schema.enum = values;
      else delete schema.enum;
    },
  },
  {
    ...common,
    name: `${prefix}Format`,
    summary: "sets the OpenAPI format, e.g. date-time, int32, byte, uri",
    example: "+kubebuilder:validation:Format=date-time",
    args: { form: "value", type: arg.string, optional: false, help: "the format name" },
    apply: (schema, value) => {
      schema.format = asString(value);
    },
  },
  {
    ...common,
    name: `${prefix}Type`,
    summary: "overrides the schema type derived from the TypeScript type",
    details: "Applied before the other markers, so their type checks see the new type.",
    example: "+kubebuilder:validation:Type=string",
    args: { form: "value", type: arg.string, optional: false, help: "the OpenAPI type" },
    priority: 9,
    apply: (schema, value) => {
      schema.type = asString(value);
    },
  },
  {
    ...common,
    name: `${prefix}XPreserveUnknownFields`,
    summary: "keeps fields the schema does not list (x-kubernetes-preserve-unknown-fields)",
    details: "Same as `+kubebuilder:pruning:PreserveUnknownFields`, which is the preferred spelling.",
    example: "+kubebuilder:validation:XPreserveUnknownFields",
    args: { form: "flag" },
    apply: (schema) => {
      schema["x-kubernetes-preserve-unknown-fields"] = true;
    },
  },
  {
    ...common,
    name: `${prefix}XEmbeddedResource`,
    summary: "marks an embedded Kubernetes object with apiVersion, kind and metadata",
    example: "+kubebuilder:validation:XEmbeddedResource",
    args: { form: "flag" },
    apply: (schema) => {
      setFlag(schema, "x-kubernetes-embedded-resource", true);
    },
  },
  {
    ...common,
    name: `${prefix}XIntOrString`,
    summary: "marks a value that may be an integer or a string (x-kubernetes-int-or-string)",
    details: "Applied before the other markers, so string markers such as Pattern may follow it.",
    example: "+kubebuilder:validation:XIntOrString",
    args: { form: "flag" },
    priority: 9,
    apply: (schema) => {
      setFlag(schema, "x-kubernetes-int-or-string", true);
    },
  },
  {
    ...common,
    name: `${prefix}XValidation`,
    summary: "adds a CEL validation rule (x-kubernetes-validations); may be repeated",
    example:
      '+kubebuilder:validation:XValidation:rule="self.min <= self.max",message="min must not exceed max"',
    args: {
      form: "fields",
      fields: [
        { name: "rule", type: arg.string, optional: false, help: "the CEL expression that must be true" },
        { name: "message", type: arg.string, optional: true, help: "the error message" },
        {
          name: "messageExpression",
          type: arg.string,
          optional: true,
          help: "a CEL expression for the message",
        },
        { name: "reason", type: arg.string, optional: true, help: `one of ${reasons.join(", ")}` },
        { name: "fieldPath", type: arg.string, optional: true, help: "the field the error is reported at" },
        { name: "optionalOldSelf", type: arg.bool, optional: true, help: "run the rule on create too" },
      ],
    },
    repeatable: true,
    check: checkReason,
    apply: (schema, value) => {
      addValidationRule(schema, validationRule(value));
    },
  },
];
