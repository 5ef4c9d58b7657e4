import { parseRequestURI } from "@crdgen/cel";
import { catalogMessage, compareCodePointOrder } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import { goJson } from "@crdgen/structural";
import { arg } from "../grammar/arg-types.js";
import { asFields, asString, asStringList } from "./guards.js";
import { addValidationRule } from "./validation-general.js";
import type { ApplyContext, MarkerDefinition, ValueProblem } from "./types.js";

type OneOfKind = "AtMostOneOf" | "ExactlyOneOf" | "AtLeastOneOf";

// controller-gen's rules (validation.go, fieldsToOneOfSumExpr and fieldsToOneOfOrExpr): a sum of ternaries
// compared with 1, or a chain of `||`, both cheaper for the API server's cost estimate than a filtered list.
const sumOfPresent = (fields: readonly string[]): string =>
  fields.map((f) => `(has(self.${f})?1:0)`).join("+");

const oneOfRules: Record<
  OneOfKind,
  { rule: (fields: readonly string[]) => string; message: (list: string) => string; priority: number }
> = {
  AtMostOneOf: {
    rule: (fields) => `${sumOfPresent(fields)} <= 1`,
    message: (l) => `at most one of the fields in ${l} may be set`,
    priority: 11,
  },
  ExactlyOneOf: {
    rule: (fields) => `${sumOfPresent(fields)} == 1`,
    message: (l) => `exactly one of the fields in ${l} must be set`,
    priority: 12,
  },
  AtLeastOneOf: {
    rule: (fields) => fields.map((f) => `has(self.${f})`).join("||"),
    message: (l) => `at least one of the fields in ${l} must be set`,
    priority: 13,
  },
};

function checkOneOf(value: unknown, marker: string): ValueProblem | undefined {
  const nested = asStringList(value).filter((f) => f.includes("."));
  if (nested.length === 0) return undefined;
  return { message: catalogMessage("CRD1012", "nestedFields", { marker, fields: nested.join(",") }) };
}

function applyOneOf(kind: OneOfKind) {
  return (schema: JSONSchemaProps, value: unknown, context: ApplyContext): void => {
    const fields = asStringList(value);
    if (fields.length === 0) return;
    const properties = schema.properties;
    const unknown = properties ? fields.filter((f) => !Object.hasOwn(properties, f)) : [];
    if (unknown.length > 0) {
      context.report({
        message: catalogMessage("CRD1012", "noSuchFields", {
          marker: context.marker,
          fields: unknown.map((f) => JSON.stringify(f)).join(", "),
        }),
        hint: "Name fields by their JSON names; the API server cannot compile a rule about fields the schema lacks.",
      });
      return;
    }
    const rule = oneOfRules[kind];
    addValidationRule(schema, { rule: rule.rule(fields), message: rule.message(`[${fields.join(" ")}]`) });
  };
}

function oneOf(kind: OneOfKind, summary: string): MarkerDefinition {
  return {
    name: `kubebuilder:validation:${kind}`,
    targets: ["type"],
    category: "CRD validation",
    summary,
    details: "Give the JSON field names with `;` or in braces. May be repeated; each adds one CEL rule.",
    example: `+kubebuilder:validation:${kind}=configMapRef;secretRef`,
    args: { form: "value", type: arg.stringList, optional: false, help: "the field names" },
    repeatable: true,
    priority: oneOfRules[kind].priority,
    check: checkOneOf,
    apply: applyOneOf(kind),
  };
}

// controller-tools K8sEnum.ApplyToSchema (validation.go at 434758187ddd) sorts the values by the text
// encoding/json writes for them (`<`, `>`, `&`, U+2028 and U+2029 escaped as \u00XX, which JSON.stringify keeps),
// with strings.Compare: the UTF-8 bytes, which is code point order
function applyK8sEnum(schema: JSONSchemaProps, _value: unknown, context: ApplyContext): void {
  const values = schema.enum ?? [];
  if (schema.type !== "string" || values.length === 0) {
    context.report({
      message: catalogMessage("CRD1007", "enumNeedsKnownValues", {
        marker: context.marker,
        type: JSON.stringify(schema.type ?? ""),
        count: values.length,
      }),
      hint: "Put +k8s:enum on a union of string literals or a string enum.",
    });
    return;
  }
  const byText = values.map((value) => ({ value, text: goJson(value) }));
  schema.enum = byText.sort((a, b) => compareCodePointOrder(a.text, b.text)).map((v) => v.value);
}

// controller-gen checks the url with Go's url.ParseRequestURI (pkg/crd/markers/crd.go:560 ExternalDocs): an
// absolute URI or an absolute path, with valid escapes and host; `mailto:x` or `notaurl` are refused.
function checkUrl(value: unknown, marker: string): ValueProblem | undefined {
  const url = asString(asFields(value).url);
  try {
    parseRequestURI(url);
    return undefined;
  } catch {
    return { message: catalogMessage("CRD1012", "invalidUrl", { marker, url: JSON.stringify(url) }) };
  }
}

/** Type-only constraints (one-of groups, `+k8s:enum`) and the title / externalDocs / pruning markers. */
export const typeMarkers: readonly MarkerDefinition[] = [
  oneOf("AtMostOneOf", "allows at most one of the listed fields to be set"),
  oneOf("ExactlyOneOf", "requires exactly one of the listed fields to be set"),
  oneOf("AtLeastOneOf", "requires at least one of the listed fields to be set"),
  {
    name: "k8s:enum",
    targets: ["type"],
    // controller-tools registers it on fields as K8sEnumField, whose ApplyToSchema always fails ("k8s:enum must
    // be set on a type, not a field", pkg/crd/markers/validation.go:103 and :1113-1120 at 434758187ddd)
    refusedOn: ["field"],
    category: "CRD",
    summary: "marks a string type as an enum of its known values, sorted",
    details:
      "The values come from the type itself: a union of string literals or a string enum. On a field it is an error, as in controller-gen.",
    example: "+k8s:enum",
    args: { form: "flag" },
    apply: applyK8sEnum,
  },
  {
    name: "kubebuilder:pruning:PreserveUnknownFields",
    targets: ["field", "type"],
    category: "CRD processing",
    summary: "keeps fields the schema does not list instead of pruning them",
    details: "Sets `x-kubernetes-preserve-unknown-fields: true`; nested properties switch pruning back on.",
    example: "+kubebuilder:pruning:PreserveUnknownFields",
    args: { form: "flag" },
    apply: (schema) => {
      schema["x-kubernetes-preserve-unknown-fields"] = true;
    },
  },
  {
    name: "kubebuilder:title",
    targets: ["field", "type"],
    category: "CRD validation",
    summary: "sets the schema title shown by documentation tools",
    example: '+kubebuilder:title="Replica Count"',
    args: { form: "value", type: arg.any, optional: false, help: "the title (a string)" },
    check: (value, marker) =>
      typeof value === "string"
        ? undefined
        : { message: catalogMessage("CRD1012", "titleNotString", { marker, value: JSON.stringify(value) }) },
    apply: (schema, value) => {
      schema.title = asString(value);
    },
  },
  {
    name: "kubebuilder:externalDocs",
    targets: ["field", "type"],
    category: "CRD",
    summary: "links external documentation (externalDocs)",
    example: '+kubebuilder:externalDocs:url="https://example.com/docs",description="User guide"',
    args: {
      form: "fields",
      fields: [
        { name: "url", type: arg.string, optional: false, help: "an absolute URL" },
        { name: "description", type: arg.string, optional: true, help: "what the link is" },
      ],
    },
    check: checkUrl,
    apply: (schema, value) => {
      const fields = asFields(value);
      const description = asString(fields.description);
      schema.externalDocs = { url: asString(fields.url), ...(description === "" ? {} : { description }) };
    },
  },
];
