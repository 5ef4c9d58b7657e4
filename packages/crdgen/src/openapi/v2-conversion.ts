import type { JsonObject } from "./json.js";
import { forEachChild } from "./structural-schema.js";

/**
 * ToStructuralOpenAPIV2 (apiextensions-apiserver pkg/controller/openapi/v2/conversion.go): what OpenAPI v2 and
 * kubectl cannot take is removed, node by node, from the root down. Junctors go; a nullable node loses its type,
 * items and properties; preserve-unknown-fields loses items and properties (and the type "object"); an array
 * left without items loses its type; nullable fields leave `required`. Changes the schema in place.
 */
export function toStructuralOpenApiV2(schema: JsonObject): JsonObject {
  convertNode(schema);
  return schema;
}

function convertNode(schema: JsonObject): void {
  delete schema.allOf;
  delete schema.oneOf;
  delete schema.anyOf;
  delete schema.not;
  if (schema.nullable === true) {
    delete schema.type;
    delete schema.nullable;
    delete schema.items;
    delete schema.properties;
  }
  const preserveUnknown = schema["x-kubernetes-preserve-unknown-fields"] === true;
  if (preserveUnknown) {
    delete schema.items;
    delete schema.properties;
  }
  if (schema.items === undefined && schema.type === "array") delete schema.type;
  if (preserveUnknown && schema.type === "object") delete schema.type;

  const properties = schema.properties as Record<string, JsonObject> | undefined;
  for (const [name, field] of Object.entries(properties ?? {})) {
    if (field.nullable === true) removeRequired(schema, name);
  }
  const additional = schema.additionalProperties;
  if (typeof additional === "object" && additional !== null && (additional as JsonObject).nullable === true) {
    delete schema.required;
  }
  // The Go visitor visits the children after the node itself, so they see the node's changes.
  forEachChild(schema, convertNode);
}

function removeRequired(schema: JsonObject, name: string): void {
  const required = schema.required as string[] | undefined;
  if (required === undefined) return;
  const left = required.filter((field) => field !== name);
  if (left.length === 0) delete schema.required;
  else schema.required = left;
}
