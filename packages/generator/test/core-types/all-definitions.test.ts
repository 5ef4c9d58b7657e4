import { describe, expect, it } from "vitest";
import { validateSchema } from "@crdgen/structural";
import type { JSONSchemaProps } from "@crdgen/structural";
import { coreDefinitionNames, CoreSchemas } from "../../src/core-types/index.js";

// One owner for the file, as a generator holds one for all its runs.
const coreSchemas = new CoreSchemas();

/** Keywords that must not survive into a CRD schema: references, and strategic-merge-patch metadata. */
const forbidden = [
  "$ref",
  "$crdgenRef",
  "allOf",
  "oneOf",
  "x-kubernetes-patch-strategy",
  "x-kubernetes-patch-merge-key",
  "x-kubernetes-unions",
  "x-kubernetes-group-version-kind",
];

/** Paths (`.a.b[]`) of the nodes of a schema that carry one of the `keys`. */
function nodesWith(schema: JSONSchemaProps, keys: readonly string[], path = ""): string[] {
  const here = keys.filter((key) => key in schema).map((key) => `${path || "."} ${key}`);
  const nested = Object.entries(schema.properties ?? {}).flatMap(([name, p]) =>
    nodesWith(p, keys, `${path}.${name}`),
  );
  const items =
    schema.items && !Array.isArray(schema.items) ? nodesWith(schema.items, keys, `${path}[]`) : [];
  const values =
    typeof schema.additionalProperties === "object" && schema.additionalProperties !== null
      ? nodesWith(schema.additionalProperties, keys, `${path}{}`)
      : [];
  return [...here, ...nested, ...items, ...values];
}

const variants = [{}, { generateEmbeddedObjectMeta: true }] as const;

describe("every core definition", () => {
  const names = coreDefinitionNames();

  it("is a sizeable closure", () => {
    expect(names.length).toBeGreaterThan(150);
  });

  it.each(variants)("expands fully inlined, without references or patch metadata (%o)", (options) => {
    const leftovers = names.flatMap((name) =>
      nodesWith(coreSchemas.of(name, options) ?? {}, forbidden).map((where) => `${name}${where}`),
    );
    expect(leftovers).toEqual([]);
  });

  it.each(variants)(
    "is accepted by the API server's CRD schema validation inside a root object (%o)",
    (options) => {
      const errors = names.flatMap((name) => {
        const root: JSONSchemaProps = {
          type: "object",
          properties: {
            spec: { type: "object", properties: { value: coreSchemas.of(name, options) ?? {} } },
          },
        };
        return validateSchema(root).map((error) => `${name}: ${error.field}: ${error.type}: ${error.detail}`);
      });
      expect(errors).toEqual([]);
    },
  );
});
