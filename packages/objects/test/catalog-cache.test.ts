import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { FieldPath } from "@crdgen/structural";
import { CrdCatalog, createObject, ListTypeNodes, validateListTypes } from "../src/index.js";
import { exampleCrd } from "./support/crd.js";

const sizeSchema = (maxLength: number): JSONSchemaProps => ({
  type: "object",
  properties: { spec: { type: "object", properties: { size: { type: "string", maxLength } } } },
});

const object = {
  apiVersion: "example.com/v1",
  kind: "Gadget",
  metadata: { name: "g" },
  spec: { size: "large" },
};

function served(catalog: CrdCatalog) {
  const resolution = catalog.resolve("example.com/v1", "Gadget");
  if (!resolution.found) throw new Error(resolution.message);
  return resolution.served;
}

describe("the catalog's schema caches", () => {
  it("are kept by the catalog: one set of views for every object it validates", () => {
    const catalog = new CrdCatalog([
      exampleCrd("Gadget", "Namespaced", [
        { name: "v1", served: true, storage: true, schema: { openAPIV3Schema: sizeSchema(3) } },
      ]),
    ]);
    expect(served(catalog).views).toBeDefined();
    expect(served(catalog).views).toBe(served(catalog).views);
    expect(served(catalog).hasRules).toBe(false);
    expect(served(catalog).listTypes).toBeDefined();
    expect(served(catalog).listTypes).toBe(served(catalog).listTypes);
  });

  it("know which nodes lead to a set or map list, and the list-type walk finds the same with them", () => {
    const tags: JSONSchemaProps = {
      type: "array",
      items: { type: "string" },
      "x-kubernetes-list-type": "set",
    };
    const plain: JSONSchemaProps = { type: "object", properties: { name: { type: "string" } } };
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        plain,
        byName: { type: "object", additionalProperties: { type: "object", properties: { tags } } },
      },
    };
    const nodes = new ListTypeNodes();
    expect(nodes.leadToLists(schema)).toBe(true);
    expect(nodes.leadToLists(plain)).toBe(false);
    const value = { plain: { name: "x" }, byName: { a: { tags: ["t", "t"] }, b: { tags: ["u"] } } };
    const root = FieldPath.root("");
    const found = validateListTypes(root, schema, value, nodes);
    expect(found.map((e) => `${e.type} ${e.field}`)).toEqual(["FieldValueDuplicate byName[a].tags[1]"]);
    expect(found).toEqual(validateListTypes(root, schema, value));
  });

  it("do not serve a replaced schema's views or rules", () => {
    const version = { name: "v1", served: true, storage: true, schema: { openAPIV3Schema: sizeSchema(3) } };
    const catalog = new CrdCatalog([exampleCrd("Gadget", "Namespaced", [version])]);
    expect(createObject(served(catalog), object).errors.map((e) => e.type)).toEqual(["FieldValueTooLong"]);
    // The caller gives the CRD a new schema: its nodes are new objects, which the cached views are not for.
    const replaced = sizeSchema(10);
    replaced["x-kubernetes-validations"] = [{ rule: "true" }];
    version.schema = { openAPIV3Schema: replaced };
    const outcome = createObject(served(catalog), object);
    expect(outcome.errors).toEqual([]);
    expect(outcome.unevaluatedRules).toBe(true);
  });
});
