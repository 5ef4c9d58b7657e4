import type { JsonMap } from "../explain/go-values.js";
import { isJsonMap } from "../explain/go-values.js";

// A schema's validations in words, one phrase each, in a fixed order, for the API reference.

/** The validations of one field's schema, as short Markdown phrases. */
export function validationPhrases(schema: JsonMap): string[] {
  const phrases: string[] = [];
  const number = (key: string): number | undefined =>
    typeof schema[key] === "number" ? schema[key] : undefined;
  const minimum = number("minimum");
  const maximum = number("maximum");
  if (minimum !== undefined) {
    phrases.push(`${schema["exclusiveMinimum"] === true ? "greater than" : "at least"} ${minimum}`);
  }
  if (maximum !== undefined) {
    phrases.push(`${schema["exclusiveMaximum"] === true ? "less than" : "at most"} ${maximum}`);
  }
  const multipleOf = number("multipleOf");
  if (multipleOf !== undefined) phrases.push(`a multiple of ${multipleOf}`);
  lengthPhrase(phrases, number("minLength"), number("maxLength"), "character");
  lengthPhrase(phrases, number("minItems"), number("maxItems"), "item");
  lengthPhrase(phrases, number("minProperties"), number("maxProperties"), "entry");
  if (typeof schema["pattern"] === "string") phrases.push(`matches ${code(schema["pattern"])}`);
  // An integer's or number's format is part of its type name (integer (int32)).
  const numeric = schema["type"] === "integer" || schema["type"] === "number";
  if (typeof schema["format"] === "string" && !numeric) phrases.push(`format ${code(schema["format"])}`);
  if (schema["uniqueItems"] === true) phrases.push("items are unique");
  if (schema["nullable"] === true) phrases.push("may be null");
  const listType = schema["x-kubernetes-list-type"];
  if (listType === "set") phrases.push("a set: items are unique");
  if (listType === "map") {
    const keys = Array.isArray(schema["x-kubernetes-list-map-keys"])
      ? schema["x-kubernetes-list-map-keys"]
      : [];
    phrases.push(`a map list keyed by ${keys.map((key) => code(String(key))).join(", ")}`);
  }
  if (listType === "atomic" || schema["x-kubernetes-map-type"] === "atomic") {
    phrases.push("replaced as a whole");
  }
  if (schema["x-kubernetes-preserve-unknown-fields"] === true) phrases.push("unknown fields are kept");
  if (schema["x-kubernetes-embedded-resource"] === true) phrases.push("an embedded Kubernetes object");
  const rules = Array.isArray(schema["x-kubernetes-validations"]) ? schema["x-kubernetes-validations"] : [];
  for (const rule of rules) {
    if (!isJsonMap(rule) || typeof rule["rule"] !== "string") continue;
    const message = typeof rule["message"] === "string" ? ` (${rule["message"]})` : "";
    phrases.push(`rule ${code(rule["rule"])}${message}`);
  }
  return phrases;
}

function lengthPhrase(
  phrases: string[],
  min: number | undefined,
  max: number | undefined,
  unit: string,
): void {
  const plural = (n: number): string => `${n} ${unit}${n === 1 ? "" : unit === "entry" ? "" : "s"}`;
  const entries = (n: number): string => (unit === "entry" && n !== 1 ? `${n} entries` : plural(n));
  if (min !== undefined && max !== undefined) {
    phrases.push(min === max ? `exactly ${entries(min)}` : `${min} to ${entries(max)}`);
  } else if (min !== undefined) {
    phrases.push(`at least ${entries(min)}`);
  } else if (max !== undefined) {
    phrases.push(`at most ${entries(max)}`);
  }
}

/** Inline code that survives any backticks inside. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}
