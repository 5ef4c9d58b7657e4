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

// kube-openapi builder3/util/util.go:29 WrapRefs walks schemas with schemamutation's Walker (walker.go), through
// properties, items, junctors and the like: a property named `default`, `enum` or `example` is walked like any other,
// and keyword values are not. Found by the publish oracle (test/openapi/oracle) on an embedded resource under a
// property named `default`.
it("wraps a $ref with a description in allOf under properties named default, enum or example", () => {
  const embedded = {
    type: "object",
    "x-kubernetes-embedded-resource": true,
    "x-kubernetes-preserve-unknown-fields": true,
  };
  const properties = kindProperties({
    type: "object",
    properties: { default: embedded, enum: embedded, example: embedded },
  });
  for (const name of ["default", "enum", "example"]) {
    const metadata = (properties[name]?.properties as Record<string, JsonObject>).metadata;
    expect(metadata?.allOf).toEqual([
      { $ref: "#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta" },
    ]);
    expect(metadata?.$ref).toBeUndefined();
  }
});

it("leaves a $ref key in a default value alone, and does not publish the definition it names", () => {
  const scale = "io.k8s.api.autoscaling.v1.Scale";
  const value = { $ref: `#/components/schemas/${scale}`, description: "data" };
  const schema = { type: "object", properties: { x: { type: "object", default: value } } };
  const [built] = buildOpenApiDocuments([fooCrd(schema)], "v3");
  const schemas = (built?.document.components as JsonObject).schemas as Record<string, JsonObject>;
  const x = (schemas["io.k8s.bar.v1.Foo"]?.properties as Record<string, JsonObject>).x;
  expect(x?.default).toEqual(value);
  expect(Object.keys(schemas)).not.toContain(scale);
});
