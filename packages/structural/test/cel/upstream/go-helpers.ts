/**
 * The helpers of apiextensions-apiserver's pkg/apiserver/schema/cel/validation_test.go (commit 1aa2717a), so
 * that its case tables, transcribed mechanically by go-table-to-ts.mjs, read as they do in Go. Schemas are
 * built in Go's `schema.Structural` shape (Generic, Extensions, ValueValidation, …) and turned into
 * JSONSchemaProps once, by `toProps`, when a case runs.
 */
import { InternalError } from "@crdgen/core";
import type { JSONSchemaProps } from "../../../src/model/schema-types.js";

/** A Go `schema.Structural` / `schema.NestedValueValidation` literal, as transcribed. */
export type GoSchema = { readonly [field: string]: unknown };

/** One row of a transcribed table: the Go struct's fields, as written. */
export type GoCase = { readonly name: string } & { readonly [field: string]: unknown };

// Go's untyped constants and conversions. Integers of unstructured objects are int64: bigint keeps
// math.MaxInt64 exact (unstructuredToVal takes bigint as int64).
export const math = {
  MaxInt64: 9223372036854775807n,
  MinInt64: -9223372036854775808n,
  MaxInt32: 2147483647,
  MaxFloat64: Number.MAX_VALUE,
  MaxFloat32: 3.4028234663852886e38,
};
export const int64 = (n: number | bigint): bigint => BigInt(n);
export const int32 = (n: number | bigint): bigint => BigInt(n);
export const float64 = (n: number | bigint): number => Number(n);
export const float32 = (n: number | bigint): number => Math.fround(Number(n));
export const int = (n: number | bigint): number => Number(n);
export const nil = null;
export const ptr = { To: <T>(v: T): T => v };

/** `%f` as Go prints it: the exact decimal expansion, six decimals. */
function goFixed(n: number): string {
  if (Number.isInteger(n)) return `${BigInt(n).toString()}.000000`;
  return n.toFixed(6);
}

/** fmt.Sprintf for the verbs the tables use (%d, %f, %s, %v, %q). */
function sprintf(format: string, ...args: unknown[]): string {
  let next = 0;
  return format.replace(/%([dfsvq%])/g, (_, verb: string) => {
    if (verb === "%") return "%";
    const arg = args[next++];
    switch (verb) {
      case "f":
        return goFixed(Number(arg));
      case "q":
        return JSON.stringify(String(arg));
      default:
        return String(arg);
    }
  });
}
export const fmt = { Sprintf: sprintf };
export const strings = { Repeat: (s: string, n: number): string => s.repeat(n) };

export function genString(n: number, c: string): string {
  return c.repeat(n);
}

/** `schema.Structural{…}`: kept in Go's shape (see toProps). */
export const S = (fields: GoSchema): GoSchema => fields;

export function primitiveType(typ: string, format: string): GoSchema {
  return format === ""
    ? { Generic: { Type: typ } }
    : { Generic: { Type: typ }, ValueValidation: { Format: format } };
}
export const integerType = primitiveType("integer", "");
export const int32Type = primitiveType("integer", "int32");
export const int64Type = primitiveType("integer", "int64");
export const numberType = primitiveType("number", "");
export const floatType = primitiveType("number", "float");
export const doubleType = primitiveType("number", "double");
export const stringType = primitiveType("string", "");
export const byteType = primitiveType("string", "byte");
export const booleanType = primitiveType("boolean", "");
export const durationFormat = primitiveType("string", "duration");
export const dateFormat = primitiveType("string", "date");
export const dateTimeFormat = primitiveType("string", "date-time");

export function arrayType(listType: string, keys: readonly string[] | null, items: GoSchema): GoSchema {
  const extensions = {
    XListType: listType,
    ...(keys && keys.length > 0 && listType === "map" ? { XListMapKeys: keys } : {}),
  };
  return { Generic: { Type: "array" }, Extensions: extensions, Items: items };
}
export const listType = (items: GoSchema): GoSchema => arrayType("atomic", null, items);
export const listTypePtr = listType;
export const listSetType = (items: GoSchema): GoSchema => arrayType("set", null, items);
export const listMapType = (keys: readonly string[], items: GoSchema): GoSchema =>
  arrayType("map", keys, items);
export const listMapTypePtr = listMapType;

export function ValsEqualThemselvesAndDataLiteral(val1: string, val2: string, dataLiteral: string): string {
  return sprintf("%s == %s && %s == %s && %s == %s", val1, dataLiteral, dataLiteral, val1, val1, val2);
}

export function objs(...values: unknown[]): Record<string, unknown> {
  return Object.fromEntries(values.map((v, i) => [`val${i + 1}`, v]));
}
export function schemas(...valSchemas: GoSchema[]): GoSchema {
  return objectType(Object.fromEntries(valSchemas.map((v, i) => [`val${i + 1}`, v])));
}
export const objectType = (props: Record<string, GoSchema>): GoSchema => ({
  Generic: { Type: "object" },
  Properties: props,
});
export const objectTypePtr = objectType;
export const mapType = (valSchema: GoSchema | null): GoSchema => ({
  Generic: { Type: "object" },
  AdditionalProperties: { Bool: true, Structural: valSchema },
});
export const mapTypePtr = mapType;
export const intOrStringType = (): GoSchema => ({ Extensions: { XIntOrString: true } });

type GoRule = {
  Rule: string;
  Message?: string;
  MessageExpression?: string;
  FieldPath?: string;
  Reason?: string;
};
const withRules = (s: GoSchema, rule: GoRule): GoSchema => ({ ...s, XValidations: [rule] });
export const withRule = (s: GoSchema, rule: string): GoSchema => withRules(s, { Rule: rule });
export const withRulePtr = withRule;
export const cloneWithRule = withRule;
export const withRuleMessageAndMessageExpression = (
  s: GoSchema,
  rule: string,
  message: string,
  messageExpression: string,
): GoSchema => withRules(s, { Rule: rule, Message: message, MessageExpression: messageExpression });
export const withRuleAndMessageExpression = (
  s: GoSchema,
  rule: string,
  messageExpression: string,
): GoSchema => withRules(s, { Rule: rule, MessageExpression: messageExpression });
export const withReasonAndFldPath = (
  s: GoSchema,
  rule: string,
  jsonPath: string,
  reason: string | null,
): GoSchema =>
  withRules(s, { Rule: rule, FieldPath: jsonPath, ...(reason === null ? {} : { Reason: reason }) });

const withValueValidation = (s: GoSchema, field: string, value: unknown): GoSchema => ({
  ...s,
  ValueValidation: { ...(s["ValueValidation"] as GoSchema | undefined), [field]: value },
});
export const withMaxLength = (s: GoSchema, n: number | null): GoSchema =>
  withValueValidation(s, "MaxLength", n);
export const withMaxItems = (s: GoSchema, n: number | null): GoSchema =>
  withValueValidation(s, "MaxItems", n);
export const withMaxProperties = (s: GoSchema, n: number | null): GoSchema =>
  withValueValidation(s, "MaxProperties", n);
export const withDefault = (dflt: unknown, s: GoSchema): GoSchema => ({
  ...s,
  Generic: { ...(s["Generic"] as GoSchema | undefined), Default: { Object: dflt } },
});
export const withNullable = (nullable: boolean, s: GoSchema): GoSchema => ({
  ...s,
  Generic: { ...(s["Generic"] as GoSchema | undefined), Nullable: nullable },
});
export const withNullablePtr = withNullable;
export const nilInterfaceOfStringSlice = (): null => null;

// apiextensions.FieldValueErrorReason constants.
export const apiextensions = {
  FieldValueRequired: "FieldValueRequired",
  FieldValueForbidden: "FieldValueForbidden",
  FieldValueInvalid: "FieldValueInvalid",
  FieldValueDuplicate: "FieldValueDuplicate",
};

const isGo = (v: unknown): v is GoSchema => typeof v === "object" && v !== null && !Array.isArray(v);
const goSchema = (v: unknown): GoSchema => (isGo(v) ? v : {});

/** Go's field names of Structural, ValueValidation and NestedValueValidation, and their JSON names. */
const valueValidationFields: Record<string, string> = {
  Format: "format",
  Maximum: "maximum",
  ExclusiveMaximum: "exclusiveMaximum",
  Minimum: "minimum",
  ExclusiveMinimum: "exclusiveMinimum",
  MaxLength: "maxLength",
  MinLength: "minLength",
  Pattern: "pattern",
  MaxItems: "maxItems",
  MinItems: "minItems",
  UniqueItems: "uniqueItems",
  MultipleOf: "multipleOf",
  MaxProperties: "maxProperties",
  MinProperties: "minProperties",
  Required: "required",
};

function rulesOf(rules: unknown): JSONSchemaProps["x-kubernetes-validations"] {
  if (!Array.isArray(rules)) throw new InternalError("XValidations is not a list");
  return rules.map((r: GoRule & { OptionalOldSelf?: boolean }) => ({
    rule: r.Rule,
    ...(r.Message ? { message: r.Message } : {}),
    ...(r.MessageExpression ? { messageExpression: r.MessageExpression } : {}),
    ...(r.FieldPath ? { fieldPath: r.FieldPath } : {}),
    ...(r.Reason ? { reason: r.Reason } : {}),
    ...(r.OptionalOldSelf === undefined ? {} : { optionalOldSelf: r.OptionalOldSelf }),
  }));
}

/** A Go Structural (or NestedValueValidation) as the JSONSchemaProps crdgen validates with. */
export function toProps(s: GoSchema): JSONSchemaProps {
  const out: Record<string, unknown> = {};
  const generic = goSchema(s["Generic"]);
  if (generic["Type"]) out["type"] = generic["Type"];
  if (generic["Nullable"] === true) out["nullable"] = true;
  if (isGo(generic["Default"])) out["default"] = generic["Default"]["Object"];
  const extensions = { ...goSchema(s["Extensions"]), ...goSchema(s["ValidationExtensions"]) };
  if (s["XValidations"] !== undefined) extensions["XValidations"] = s["XValidations"];
  if (extensions["XPreserveUnknownFields"] === true) out["x-kubernetes-preserve-unknown-fields"] = true;
  if (extensions["XEmbeddedResource"] === true) out["x-kubernetes-embedded-resource"] = true;
  if (extensions["XIntOrString"] === true) out["x-kubernetes-int-or-string"] = true;
  if (extensions["XListType"]) out["x-kubernetes-list-type"] = extensions["XListType"];
  if (extensions["XListMapKeys"]) out["x-kubernetes-list-map-keys"] = extensions["XListMapKeys"];
  if (extensions["XMapType"]) out["x-kubernetes-map-type"] = extensions["XMapType"];
  if (extensions["XValidations"]) out["x-kubernetes-validations"] = rulesOf(extensions["XValidations"]);
  if (isGo(s["Properties"])) {
    out["properties"] = Object.fromEntries(
      Object.entries(s["Properties"]).map(([k, v]) => [k, toProps(goSchema(v))]),
    );
  }
  if (isGo(s["Items"])) out["items"] = toProps(s["Items"]);
  const additional = s["AdditionalProperties"];
  if (isGo(additional)) {
    // Structural's is a StructuralOrBool; NestedValueValidation's (inside allOf) a NestedValueValidation.
    const orBool = "Structural" in additional || "Bool" in additional;
    if (!orBool) out["additionalProperties"] = toProps(additional);
    else if (isGo(additional["Structural"])) out["additionalProperties"] = toProps(additional["Structural"]);
    else out["additionalProperties"] = additional["Bool"] === true;
  }
  const value = { ...goSchema(s["ValueValidation"]), ...valueFieldsOf(s) };
  for (const [goName, jsonName] of Object.entries(valueValidationFields)) {
    if (value[goName] !== undefined && value[goName] !== null) out[jsonName] = value[goName];
  }
  if (Array.isArray(value["Enum"])) out["enum"] = value["Enum"].map((e) => goSchema(e)["Object"]);
  for (const junctor of ["AllOf", "AnyOf", "OneOf"] as const) {
    const list = value[junctor];
    if (Array.isArray(list)) {
      out[junctor.charAt(0).toLowerCase() + junctor.slice(1)] = list.map((v) => toProps(goSchema(v)));
    }
  }
  if (isGo(value["Not"])) out["not"] = toProps(value["Not"]);
  return out;
}

// NestedValueValidation carries its value validations inline (it embeds ValueValidation).
function valueFieldsOf(s: GoSchema): GoSchema {
  const fields: Record<string, unknown> = {};
  for (const name of [...Object.keys(valueValidationFields), "Enum", "AllOf", "AnyOf", "OneOf", "Not"]) {
    if (s[name] !== undefined) fields[name] = s[name];
  }
  return fields;
}

// k8s.io/apimachinery/pkg/util/validation/field's error types.
export const field = {
  ErrorTypeInvalid: "FieldValueInvalid",
  ErrorTypeForbidden: "FieldValueForbidden",
  ErrorTypeRequired: "FieldValueRequired",
  ErrorTypeDuplicate: "FieldValueDuplicate",
  ErrorTypeNotSupported: "FieldValueNotSupported",
  ErrorTypeTooLong: "FieldValueTooLong",
  ErrorTypeTooMany: "FieldValueTooMany",
  ErrorTypeInternal: "InternalError",
};

// TestReasonAndFldPath's local `forbiddenReason`.
export const forbiddenReason = "FieldValueForbidden";

// k8s.io/apiserver/pkg/apis/cel/config.go.
export const celconfig = { PerCallLimit: 1000000, RuntimeCELCostBudget: 10000000 };

export const genMatchSelectorSchema = (rule: string): GoSchema =>
  withRule(
    objectType({
      matchExpressions: listType(
        objectType({ key: stringType, operator: stringType, values: listType(stringType) }),
      ),
    }),
    rule,
  );

/**
 * compilation_test.go's `validationMatcher`s (TestCelCompilation), as data: `go-compilation.ts` applies them to
 * a CompilationResult. `programIsNil()` stands for the table's one `fnMatcher` ("program is nil"), replaced by
 * that call before transcription (SOURCES.md).
 */
export type CompilationMatcher =
  | { readonly kind: "all"; readonly matchers: readonly CompilationMatcher[] }
  | { readonly kind: "noError" }
  | { readonly kind: "invalidError"; readonly contains: string }
  | { readonly kind: "messageExpressionError"; readonly contains: string }
  | { readonly kind: "transitionRule"; readonly usesOldSelf: boolean }
  | { readonly kind: "programIsNil" };
export const matchesAll = (...matchers: CompilationMatcher[]): CompilationMatcher => ({
  kind: "all",
  matchers,
});
export const noError = (): CompilationMatcher => ({ kind: "noError" });
export const invalidError = (contains: string): CompilationMatcher => ({ kind: "invalidError", contains });
export const messageExpressionError = (contains: string): CompilationMatcher => ({
  kind: "messageExpressionError",
  contains,
});
export const transitionRule = (usesOldSelf: boolean): CompilationMatcher => ({
  kind: "transitionRule",
  usesOldSelf,
});
export const programIsNil = (): CompilationMatcher => ({ kind: "programIsNil" });
