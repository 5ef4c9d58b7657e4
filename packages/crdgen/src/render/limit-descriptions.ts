import type { CustomResourceDefinition } from "@crdgen/structural";
import { truncateDescription } from "./truncate-description.js";

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function deepCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepCopy);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    Object.defineProperty(out, key, {
      value: deepCopy(child),
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return out;
}

// The child schemas controller-gen's schema walker visits (pkg/crd/schema_visitor.go).
const schemaChildren = ["items", "not", "additionalProperties", "additionalItems"];
const schemaLists = ["items", "allOf", "oneOf", "anyOf"];
const schemaMaps = ["properties", "patternProperties", "dependencies", "definitions"];

function limitSchema(schema: unknown, maxLen: number): void {
  if (!isObject(schema)) return;
  if (maxLen === 0) {
    delete schema.description;
  } else if (typeof schema.description === "string") {
    schema.description = truncateDescription(schema.description, maxLen);
  }
  for (const key of schemaChildren) limitSchema(schema[key], maxLen);
  for (const key of schemaLists) {
    const list = schema[key];
    if (Array.isArray(list)) for (const child of list) limitSchema(child, maxLen);
  }
  for (const key of schemaMaps) {
    const map = schema[key];
    if (isObject(map)) for (const child of Object.values(map)) limitSchema(child, maxLen);
  }
}

/**
 * A copy of the CRD with controller-gen's `crd:maxDescLen=N` applied to every version's
 * `openAPIV3Schema`: `0` removes all schema descriptions, a positive `N` cuts longer ones (see
 * {@link truncateDescription}), a negative `N` changes nothing. Printer-column descriptions are kept, as
 * in controller-gen.
 */
export function limitCrdDescriptions(
  crd: CustomResourceDefinition,
  maxDescLen: number,
): CustomResourceDefinition {
  const copy = deepCopy(crd) as CustomResourceDefinition;
  const maxLen = Math.floor(maxDescLen);
  if (!(maxLen >= 0)) return copy;
  const versions: unknown = copy.spec?.versions;
  if (!Array.isArray(versions)) return copy;
  for (const version of versions) {
    if (!isObject(version) || !isObject(version.schema)) continue;
    limitSchema(version.schema.openAPIV3Schema, maxLen);
  }
  return copy;
}
