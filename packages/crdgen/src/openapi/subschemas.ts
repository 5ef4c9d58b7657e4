import type { JsonObject } from "./json.js";
import { isObject } from "./structural-schema.js";

// The places a JSON schema holds other schemas, as kube-openapi's spec.Schema has them and apiextensions'
// SchemaHas walks them: maps of schemas, lists of schemas, and single schemas (where `items` may also be a list
// and `additionalProperties`/`additionalItems` a boolean). `dependencies` values may be lists of property names
// instead of schemas; `default`, `enum` and `example` hold values, never schemas.
const schemaMaps = ["definitions", "properties", "patternProperties", "dependencies"];
const schemaLists = ["allOf", "anyOf", "oneOf"];
const singleSchemas = ["not", "additionalProperties", "additionalItems", "items"];

/** Every schema directly below `schema`. */
export function subschemas(schema: JsonObject): JsonObject[] {
  const found: JsonObject[] = [];
  mapSubschemas(schema, (child) => {
    found.push(child);
    return child;
  });
  return found;
}

/** A shallow copy of `schema` with every schema directly below it replaced by `replace(child)`. */
export function mapSubschemas(schema: JsonObject, replace: (child: JsonObject) => JsonObject): JsonObject {
  const out: JsonObject = { ...schema };
  const mapList = (list: readonly unknown[]): unknown[] =>
    list.map((item) => (isObject(item) ? replace(item) : item));
  for (const key of schemaMaps) {
    const map = schema[key];
    if (isObject(map)) {
      out[key] = Object.fromEntries(
        Object.entries(map).map(([name, value]) => [name, isObject(value) ? replace(value) : value]),
      );
    }
  }
  for (const key of schemaLists) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = mapList(list);
  }
  for (const key of singleSchemas) {
    const value = schema[key];
    if (isObject(value)) out[key] = replace(value);
    else if (key === "items" && Array.isArray(value)) out[key] = mapList(value);
  }
  return out;
}
