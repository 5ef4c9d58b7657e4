import type { JsonObject } from "./json.js";
import { isObject } from "./structural-schema.js";

/**
 * kube-openapi handler.PruneDefaults (pkg/handler/default_pruning.go): `/openapi/v2` publishes no defaults, so the
 * controller prunes them from every definition it merges (apiextensions-apiserver pkg/controller/openapi/
 * controller.go:103). Walks the places a schema can hold schemas, never into `default`, `enum` or `example`
 * values. Returns new objects; the definitions passed in are not changed.
 */
export function pruneDefaults(definitions: Record<string, JsonObject>): Record<string, JsonObject> {
  return Object.fromEntries(Object.entries(definitions).map(([name, schema]) => [name, pruneSchema(schema)]));
}

const schemaMaps = ["definitions", "properties", "patternProperties", "dependencies"];
const schemaLists = ["allOf", "anyOf", "oneOf"];
const schemaOrBool = ["not", "additionalProperties", "additionalItems", "items"];

function pruneSchema(schema: JsonObject): JsonObject {
  const out: JsonObject = { ...schema };
  delete out.default;
  for (const key of schemaMaps) {
    const map = schema[key];
    if (isObject(map)) {
      // dependencies hold schemas or lists of property names; only schemas are pruned.
      out[key] = Object.fromEntries(
        Object.entries(map).map(([name, value]) => [name, isObject(value) ? pruneSchema(value) : value]),
      );
    }
  }
  for (const key of schemaLists) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = pruneList(list);
  }
  for (const key of schemaOrBool) {
    const value = schema[key];
    // items may also be a list of schemas (SchemaOrArray).
    if (isObject(value)) out[key] = pruneSchema(value);
    else if (key === "items" && Array.isArray(value)) out[key] = pruneList(value);
  }
  return out;
}

function pruneList(list: readonly unknown[]): unknown[] {
  return list.map((item) => (isObject(item) ? pruneSchema(item) : item));
}
