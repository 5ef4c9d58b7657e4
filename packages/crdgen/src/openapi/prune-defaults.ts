import type { JsonObject } from "./json.js";
import { mapSubschemas } from "./subschemas.js";

/**
 * kube-openapi handler.PruneDefaults (pkg/handler/default_pruning.go): `/openapi/v2` publishes no defaults, so the
 * controller prunes them from every definition it merges (apiextensions-apiserver pkg/controller/openapi/
 * controller.go:103). Walks the places a schema can hold schemas, never into `default`, `enum` or `example`
 * values. Returns new objects; the definitions passed in are not changed.
 */
export function pruneDefaults(definitions: Record<string, JsonObject>): Record<string, JsonObject> {
  return Object.fromEntries(Object.entries(definitions).map(([name, schema]) => [name, pruneSchema(schema)]));
}

function pruneSchema(schema: JsonObject): JsonObject {
  const out = mapSubschemas(schema, pruneSchema);
  delete out.default;
  return out;
}
