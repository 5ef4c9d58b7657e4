import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { coreDefinitionNames, CoreSchemas } from "../../src/core-types/index.js";
import { coreSchemaData, referenceKey } from "../../src/core-types/data.js";
import type { StoredSchema } from "../../src/core-types/data.js";

// One owner for the file, as a generator holds one for all its runs.
const coreSchemas = new CoreSchemas();

// CoreSchemas copies each stored node with a JSON copy. This is an independent expansion of the same data, the
// way core-schema.ts did it before, with structuredClone: the two must agree on every definition, key order
// included, and neither may change the data that was read once for the whole process.

const isSchema = (value: unknown): value is StoredSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function referenceExpansion(name: string, embeddedObjectMeta: boolean): JSONSchemaProps {
  const data = coreSchemaData();
  if (embeddedObjectMeta && name === "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta") {
    return structuredClone(data.embeddedObjectMeta);
  }
  const expand = (node: StoredSchema): JSONSchemaProps => {
    const { [referenceKey]: reference, ...rest } = node;
    if (reference !== undefined) {
      const schema = referenceExpansion(reference, embeddedObjectMeta);
      if (typeof rest.description === "string") schema.description = rest.description;
      return schema;
    }
    const own: JSONSchemaProps = { ...rest };
    delete own.properties;
    if (isSchema(own.items)) delete own.items;
    if (isSchema(own.additionalProperties)) delete own.additionalProperties;
    const out = structuredClone(own);
    out.required?.sort();
    if (rest.properties) {
      out.properties = Object.fromEntries(
        Object.entries(rest.properties).map(([key, value]) => [key, expand(value)]),
      );
    }
    if (isSchema(rest.items)) out.items = expand(rest.items);
    if (isSchema(rest.additionalProperties)) out.additionalProperties = expand(rest.additionalProperties);
    return out;
  };
  const stored = data.definitions[name];
  if (stored === undefined) throw new Error(`no definition ${name}`);
  return expand(stored);
}

describe("core schema expansion", () => {
  it.each([false, true])(
    "gives every definition as a structuredClone expansion does (generateEmbeddedObjectMeta %s)",
    (embeddedObjectMeta) => {
      const dataBefore = JSON.stringify(coreSchemaData());
      for (const name of coreDefinitionNames()) {
        const expanded = coreSchemas.of(name, { generateEmbeddedObjectMeta: embeddedObjectMeta });
        const expected = referenceExpansion(name, embeddedObjectMeta);
        expect(expanded, name).toStrictEqual(expected);
        expect(JSON.stringify(expanded), name).toBe(JSON.stringify(expected));
      }
      expect(JSON.stringify(coreSchemaData())).toBe(dataBefore);
    },
  );
});
