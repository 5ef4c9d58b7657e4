// The v3 kind schema beyond the upstream tables: Unfold's int-or-string anyOf and addEmbeddedProperties (builder.go,
// unfold.go), which v3 keeps where v2 drops them.
import { expect, it } from "vitest";
import { buildOpenApiDocuments } from "../../src/openapi/build.js";
import type { JsonObject } from "../../src/openapi/json.js";
import { fooCrd } from "./upstream-crd.js";

function kindProperties(schema: JsonObject): Record<string, JsonObject> {
  const [built] = buildOpenApiDocuments([fooCrd(schema)], "v3");
  const schemas = (built?.document.components as JsonObject).schemas as Record<string, JsonObject>;
  return schemas["io.k8s.bar.v1.Foo"]?.properties as Record<string, JsonObject>;
}

it("unfolds int-or-string into anyOf integer or string, unless the pattern is already there", () => {
  const properties = kindProperties({
    type: "object",
    properties: {
      plain: { "x-kubernetes-int-or-string": true },
      bounded: { "x-kubernetes-int-or-string": true, anyOf: [{ minimum: 42 }] },
    },
  });
  expect(properties.plain).toEqual({
    "x-kubernetes-int-or-string": true,
    anyOf: [{ type: "integer" }, { type: "string" }],
  });
  expect(properties.bounded).toEqual({
    "x-kubernetes-int-or-string": true,
    anyOf: [{ minimum: 42 }],
    allOf: [{ anyOf: [{ type: "integer" }, { type: "string" }] }],
  });
});

it("gives an embedded resource apiVersion, kind and metadata, and requires apiVersion and kind", () => {
  const properties = kindProperties({
    type: "object",
    properties: {
      template: {
        type: "object",
        "x-kubernetes-embedded-resource": true,
        properties: { spec: { type: "object" } },
        required: ["spec"],
      },
    },
  });
  const template = properties.template as JsonObject;
  const inner = template.properties as Record<string, JsonObject>;
  expect(Object.keys(inner).sort()).toEqual(["apiVersion", "kind", "metadata", "spec"]);
  expect(inner.metadata).toEqual({
    allOf: [{ $ref: "#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta" }],
    description:
      "Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
  });
  expect(inner.kind?.description).toMatch(/^kind is a string value representing the type of this object/);
  expect(template.required).toEqual(["spec", "kind", "apiVersion"]);
});
