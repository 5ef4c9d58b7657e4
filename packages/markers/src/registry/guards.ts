import type { JSONSchemaProps } from "@crdgen/structural";
import type { ApplyContext, ApplyProblem } from "./types.js";

/** The parsed value as a number (the parser guarantees the type; 0 otherwise). */
export function asNumber(value: unknown): number {
  return typeof value === "number" ? value : 0;
}

/** The parsed value as a string ("" otherwise). */
export function asString(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The parsed value as a list of strings (non-strings dropped). */
export function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** The named arguments of a struct-form marker. */
export function asFields(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** `integer` or `number`. */
export function hasNumericType(schema: JSONSchemaProps): boolean {
  return schema.type === "integer" || schema.type === "number";
}

/** `string`, or an int-or-string (which validates its string form). */
export function hasTextualType(schema: JSONSchemaProps): boolean {
  return schema.type === "string" || schema["x-kubernetes-int-or-string"] === true;
}

/** How a schema's type reads in messages: `type "string"` or `no type`. */
export function describeSchemaType(schema: JSONSchemaProps): string {
  if (schema["x-kubernetes-int-or-string"] === true && (schema.type ?? "") === "") return "an int-or-string";
  return schema.type === undefined || schema.type === null || schema.type === ""
    ? "no type"
    : `type ${JSON.stringify(schema.type)}`;
}

/** Reports that `+name` does not fit the schema's type. */
export function reportWrongType(context: ApplyContext, schema: JSONSchemaProps, expected: string): void {
  const problem: ApplyProblem = {
    code: "CRD1007",
    message: `+${context.name} must be applied to ${expected}, found ${describeSchemaType(schema)}`,
  };
  context.report(problem);
}

/** The boolean keywords that Go writes only when true (`omitempty`). */
export type FlagKeyword =
  | "exclusiveMaximum"
  | "exclusiveMinimum"
  | "uniqueItems"
  | "nullable"
  | "x-kubernetes-embedded-resource"
  | "x-kubernetes-int-or-string";

/** Sets a boolean keyword the way Go's `omitempty` writes it: absent when false. */
export function setFlag(schema: JSONSchemaProps, key: FlagKeyword, on: boolean): void {
  if (on) schema[key] = true;
  else Reflect.deleteProperty(schema, key);
}
