import type { JSONSchemaProps } from "../model/schema-types.js";
import type { Spec } from "./internal-model.js";

/** upstream `specHasDefaults`: whether any schema of the spec (hoisted or per version) sets a `default`. */
export function specHasDefaults(spec: Spec): boolean {
  return [spec.validation, ...spec.versions.map((version) => version.schema)].some((validation) =>
    schemaHasDefault(validation?.openAPIV3Schema),
  );
}

// upstream `SchemaHas`: every nested schema, whichever keyword holds it. Depth is bounded by decoding.
function schemaHasDefault(schema: JSONSchemaProps | null | undefined): boolean {
  if (schema === null || schema === undefined) return false;
  if (schema.default !== null && schema.default !== undefined) return true;
  const items = schema.items;
  const nested: (JSONSchemaProps | null | undefined)[] = [
    ...(Array.isArray(items) ? items : [items]),
    ...(schema.allOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    schema.not,
    ...Object.values(schema.properties ?? {}),
    schemaOf(schema.additionalProperties),
    ...Object.values(schema.patternProperties ?? {}),
    schemaOf(schema.additionalItems),
    ...Object.values(schema.definitions ?? {}),
    ...Object.values(schema.dependencies ?? {}).map((dependency) =>
      Array.isArray(dependency) ? undefined : dependency,
    ),
  ];
  return nested.some(schemaHasDefault);
}

function schemaOf(value: JSONSchemaProps | boolean | null | undefined): JSONSchemaProps | undefined {
  return typeof value === "object" && value !== null ? value : undefined;
}
