import { catalogMessage } from "@crdgen/core";
import { InternalError } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { ApplyContext, ApplyProblem } from "./types.js";

// The parser reads each argument as its definition's type (or the marker's check rejects it), so a value
// of another type is a bug; only an optional argument left out is undefined, and reads as Go's zero value.

/** The parsed value as a number; 0 for an optional argument left out. */
export function asNumber(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value !== "number") throw wrongType("a number", value);
  return value;
}

/** The parsed value as a string; "" for an optional argument left out. */
export function asString(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value !== "string") throw wrongType("a string", value);
  return value;
}

/** The parsed value as a list of strings; empty for an optional argument left out. */
export function asStringList(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
    throw wrongType("a list of strings", value);
  }
  return value;
}

/** The named arguments of a struct-form marker. */
export function asFields(value: unknown): Readonly<Record<string, unknown>> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw wrongType("named arguments", value);
  }
  return value as Record<string, unknown>;
}

function wrongType(expected: string, value: unknown): InternalError {
  return new InternalError(`a marker argument parsed as ${expected} is ${JSON.stringify(value)}`);
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
  const args = { marker: context.marker, expected, found: describeSchemaType(schema) };
  const problem: ApplyProblem = { message: catalogMessage("CRD1007", "wrongType", args) };
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
