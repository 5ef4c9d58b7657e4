import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { CrdCatalog, createObject } from "../src/index.js";
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
