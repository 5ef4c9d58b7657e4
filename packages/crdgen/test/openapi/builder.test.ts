// Table tests transcribed from apiextensions-apiserver pkg/controller/openapi/builder/builder_test.go (see
// SOURCES.md): TestNewBuilder, TestBuildOpenAPIV2, TestBuildOpenAPIV3 and TestCRDRouteParameterBuilder.
import { describe, expect, it } from "vitest";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { buildOpenApiDocuments } from "../../src/openapi/build.js";
import type { JsonObject } from "../../src/openapi/json.js";
import { fooCrd, withoutMetaDescriptions } from "./upstream-crd.js";

const gvk = (version = "v1"): JsonObject[] => [{ group: "bar.k8s.io", kind: "Foo", version }];
const v2Meta = { $ref: "#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta" };
const v3Meta = { allOf: [{ $ref: "#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta" }] };
const typeMeta = { apiVersion: { type: "string" }, kind: { type: "string" } };

function definitions(crd: CustomResourceDefinition, openapiVersion: "v2" | "v3"): Record<string, JsonObject> {
  const [document] = buildOpenApiDocuments([crd], openapiVersion);
  const body = document?.document ?? {};
  const found = openapiVersion === "v2" ? body.definitions : (body.components as JsonObject).schemas;
  return found as Record<string, JsonObject>;
}

function kindOf(crd: CustomResourceDefinition, openapiVersion: "v2" | "v3", version = "v1"): JsonObject {
  const found = definitions(crd, openapiVersion)[`io.k8s.bar.${version}.Foo`];
  if (found === undefined) throw new Error("no kind definition");
  return withoutMetaDescriptions(found);
}

describe("TestNewBuilder (v2)", () => {
  const cases: { name: string; schema?: JsonObject; wanted: JsonObject }[] = [
    { name: "nil", wanted: { type: "object", "x-kubernetes-group-version-kind": gvk() } },
    {
      name: "with properties",
      schema: { type: "object", properties: { spec: { type: "object" }, status: { type: "object" } } },
      wanted: {
        type: "object",
        properties: { ...typeMeta, metadata: v2Meta, spec: { type: "object" }, status: { type: "object" } },
        "x-kubernetes-group-version-kind": gvk(),
      },
    },
    {
      name: "type only",
      schema: { type: "object" },
      wanted: {
        type: "object",
        properties: { ...typeMeta, metadata: v2Meta },
        "x-kubernetes-group-version-kind": gvk(),
      },
    },
    {
      name: "preserve unknown at root v2",
      schema: { type: "object", "x-kubernetes-preserve-unknown-fields": true },
      wanted: { type: "object", "x-kubernetes-group-version-kind": gvk() },
    },
    {
      name: "with extensions",
      schema: {
        type: "object",
        properties: {
          "int-or-string-1": {
            "x-kubernetes-int-or-string": true,
            anyOf: [{ type: "integer" }, { type: "string" }],
          },
          "int-or-string-2": {
            "x-kubernetes-int-or-string": true,
            allOf: [{ anyOf: [{ type: "integer" }, { type: "string" }] }, { anyOf: [{ minimum: 42.0 }] }],
          },
          "int-or-string-3": {
            "x-kubernetes-int-or-string": true,
            anyOf: [{ type: "integer" }, { type: "string" }],
            allOf: [{ anyOf: [{ minimum: 42.0 }] }],
          },
          "int-or-string-4": { "x-kubernetes-int-or-string": true, anyOf: [{ minimum: 42.0 }] },
          "int-or-string-5": {
            "x-kubernetes-int-or-string": true,
            anyOf: [{ minimum: 42.0 }],
            allOf: [{ minimum: 42.0 }],
          },
          "int-or-string-6": { "x-kubernetes-int-or-string": true },
          "preserve-unknown-fields": { "x-kubernetes-preserve-unknown-fields": true },
          "embedded-object": {
            "x-kubernetes-embedded-resource": true,
            "x-kubernetes-preserve-unknown-fields": true,
            type: "object",
          },
        },
      },
      wanted: {
        type: "object",
        properties: {
          ...typeMeta,
          metadata: v2Meta,
          "int-or-string-1": { "x-kubernetes-int-or-string": true },
          "int-or-string-2": { "x-kubernetes-int-or-string": true },
          "int-or-string-3": { "x-kubernetes-int-or-string": true },
          "int-or-string-4": { "x-kubernetes-int-or-string": true },
          "int-or-string-5": { "x-kubernetes-int-or-string": true },
          "int-or-string-6": { "x-kubernetes-int-or-string": true },
          "preserve-unknown-fields": { "x-kubernetes-preserve-unknown-fields": true },
          "embedded-object": {
            "x-kubernetes-embedded-resource": true,
            "x-kubernetes-preserve-unknown-fields": true,
          },
        },
        "x-kubernetes-group-version-kind": gvk(),
      },
    },
  ];
  for (const testCase of cases) {
    it(testCase.name, () => {
      const crd = fooCrd(testCase.schema);
      expect(kindOf(crd, "v2")).toEqual(testCase.wanted);
      const list = definitions(crd, "v2")["io.k8s.bar.v1.FooList"] as JsonObject;
      const properties = list.properties as Record<string, JsonObject>;
      expect(Object.keys(properties).sort()).toEqual(["apiVersion", "items", "kind", "metadata"]);
      expect(properties.apiVersion?.type).toBe("string");
      expect(properties.kind?.type).toBe("string");
      expect(properties.metadata?.$ref).toBe("#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta");
      expect(properties.items?.items).toEqual({ $ref: "#/definitions/io.k8s.bar.v1.Foo" });
    });
  }

  it("include selectable fields with different version", () => {
    const schema = { type: "object", properties: { spec: { type: "object" }, status: { type: "object" } } };
    // The selectable fields belong to v1; the v2 version has none.
    const crd = fooCrd(schema, { version: "v2" });
    expect(kindOf(crd, "v2", "v2")).toEqual({
      type: "object",
      properties: { ...typeMeta, metadata: v2Meta, spec: { type: "object" }, status: { type: "object" } },
      "x-kubernetes-group-version-kind": gvk("v2"),
    });
  });
});

describe("TestBuildOpenAPIV2", () => {
  const fooString = { type: "object", properties: { foo: { type: "string" } } };
  const cases: {
    name: string;
    schema?: JsonObject;
    preserve?: boolean;
    selectable?: boolean;
    wanted: JsonObject;
  }[] = [
    { name: "nil", wanted: { type: "object", "x-kubernetes-group-version-kind": gvk() } },
    {
      name: "with properties",
      schema: { type: "object", properties: { spec: { type: "object" }, status: { type: "object" } } },
      wanted: {
        type: "object",
        properties: { ...typeMeta, metadata: v2Meta, spec: { type: "object" }, status: { type: "object" } },
        "x-kubernetes-group-version-kind": gvk(),
      },
    },
    {
      name: "with invalid-typed properties",
      schema: { type: "object", properties: { spec: { type: "bug" }, status: { type: "object" } } },
      wanted: { type: "object", "x-kubernetes-group-version-kind": gvk() },
    },
    {
      name: "with non-structural schema",
      schema: { type: "object", properties: { foo: { type: "array" } } },
      wanted: { type: "object", "x-kubernetes-group-version-kind": gvk() },
    },
    {
      name: "with spec.preseveUnknownFields=true",
      schema: fooString,
      preserve: true,
      wanted: { type: "object", "x-kubernetes-group-version-kind": gvk() },
    },
    {
      name: "v2",
      schema: {
        type: "object",
        properties: { foo: { type: "string", oneOf: [{ pattern: "a" }, { pattern: "b" }] } },
      },
      wanted: {
        type: "object",
        properties: { ...typeMeta, metadata: v2Meta, foo: { type: "string" } },
        "x-kubernetes-group-version-kind": gvk(),
      },
    },
    {
      name: "with selectable fields enabled",
      schema: fooString,
      selectable: true,
      wanted: {
        type: "object",
        properties: { ...typeMeta, metadata: v2Meta, foo: { type: "string" } },
        "x-kubernetes-group-version-kind": gvk(),
        "x-kubernetes-selectable-fields": [{ fieldPath: "foo" }],
      },
    },
  ];
  for (const testCase of cases) {
    it(testCase.name, () => {
      const crd = fooCrd(testCase.schema, {
        ...(testCase.preserve === true ? { preserveUnknownFields: true } : {}),
        ...(testCase.selectable === true ? { selectableFields: [{ jsonPath: "foo" }] } : {}),
      });
      expect(kindOf(crd, "v2")).toEqual(testCase.wanted);
    });
  }
});

describe("TestBuildOpenAPIV3", () => {
  const specField = {
    type: "object",
    properties: {
      spec: { type: "object", properties: { field: { type: "string", default: "foo" } } },
      status: { type: "object" },
    },
  };
  const cases: { name: string; schema?: JsonObject; selectable?: boolean; wanted: JsonObject }[] = [
    { name: "nil", wanted: { type: "object", "x-kubernetes-group-version-kind": gvk() } },
    {
      name: "with properties",
      schema: { type: "object", properties: { spec: { type: "object" }, status: { type: "object" } } },
      wanted: {
        type: "object",
        properties: { ...typeMeta, metadata: v3Meta, spec: { type: "object" }, status: { type: "object" } },
        "x-kubernetes-group-version-kind": gvk(),
      },
    },
    {
      name: "with v3 nullable field",
      schema: {
        type: "object",
        properties: { spec: { type: "object", nullable: true }, status: { type: "object" } },
      },
      wanted: {
        type: "object",
        properties: {
          ...typeMeta,
          metadata: v3Meta,
          spec: { type: "object", nullable: true },
          status: { type: "object" },
        },
        "x-kubernetes-group-version-kind": gvk(),
      },
    },
    {
      name: "with default not pruned for v3",
      schema: specField,
      wanted: {
        type: "object",
        properties: { ...typeMeta, metadata: v3Meta, ...(specField.properties as JsonObject) },
        "x-kubernetes-group-version-kind": gvk(),
      },
    },
    {
      name: "with selectable fields enabled",
      schema: specField,
      selectable: true,
      wanted: {
        type: "object",
        properties: { ...typeMeta, metadata: v3Meta, ...(specField.properties as JsonObject) },
        "x-kubernetes-group-version-kind": gvk(),
        "x-kubernetes-selectable-fields": [{ fieldPath: "spec.field" }],
      },
    },
  ];
  for (const testCase of cases) {
    it(testCase.name, () => {
      const crd = fooCrd(
        testCase.schema,
        testCase.selectable === true ? { selectableFields: [{ jsonPath: "spec.field" }] } : {},
      );
      expect(kindOf(crd, "v3")).toEqual(testCase.wanted);
      const list = definitions(crd, "v3")["io.k8s.bar.v1.FooList"] as JsonObject;
      const items = (list.properties as Record<string, JsonObject>).items?.items as JsonObject;
      expect(items.$ref).toBe("#/components/schemas/io.k8s.bar.v1.Foo");
    });
  }
});

describe("TestCRDRouteParameterBuilder", () => {
  const base = "/apis/foo-group/foo-version";
  const cases: {
    scope: string;
    paths: Record<string, { namespace: boolean; name: boolean; actions: string[] }>;
  }[] = [
    {
      scope: "Namespaced",
      paths: {
        [`${base}/foos`]: { namespace: false, name: false, actions: ["list"] },
        [`${base}/namespaces/{namespace}/foos`]: {
          namespace: true,
          name: false,
          actions: ["deletecollection", "list", "post"],
        },
        [`${base}/namespaces/{namespace}/foos/{name}`]: {
          namespace: true,
          name: true,
          actions: ["delete", "get", "patch", "put"],
        },
        [`${base}/namespaces/{namespace}/foos/{name}/scale`]: {
          namespace: true,
          name: true,
          actions: ["get", "patch", "put"],
        },
        [`${base}/namespaces/{namespace}/foos/{name}/status`]: {
          namespace: true,
          name: true,
          actions: ["get", "patch", "put"],
        },
      },
    },
    {
      scope: "Cluster",
      paths: {
        [`${base}/foos`]: { namespace: false, name: false, actions: ["deletecollection", "list", "post"] },
        [`${base}/foos/{name}`]: { namespace: false, name: true, actions: ["delete", "get", "patch", "put"] },
        [`${base}/foos/{name}/scale`]: { namespace: false, name: true, actions: ["get", "patch", "put"] },
        [`${base}/foos/{name}/status`]: { namespace: false, name: true, actions: ["get", "patch", "put"] },
      },
    },
  ];
  for (const testCase of cases) {
    it(testCase.scope, () => {
      const crd = {
        apiVersion: "apiextensions.k8s.io/v1",
        kind: "CustomResourceDefinition",
        metadata: { name: "foos.foo-group" },
        spec: {
          scope: testCase.scope,
          group: "foo-group",
          names: { kind: "Foo", plural: "foos" },
          versions: [
            { name: "foo-version", served: true, storage: true, subresources: { status: {}, scale: {} } },
          ],
        },
      } as unknown as CustomResourceDefinition;
      const [document] = buildOpenApiDocuments([crd], "v2");
      const paths = document?.document.paths as Record<string, Record<string, JsonObject>>;
      expect(Object.keys(paths).sort()).toEqual(Object.keys(testCase.paths).sort());
      for (const [path, expected] of Object.entries(testCase.paths)) {
        const item = paths[path] ?? {};
        const parameters = (item.parameters ?? []) as unknown as JsonObject[];
        // The namespace parameter is shared (deduplicateParameters), so a $ref, as the Go test expects.
        const namespaceRef = (p: JsonObject): boolean => String(p.$ref).startsWith("#/parameters/namespace-");
        expect(parameters.some(namespaceRef)).toBe(expected.namespace);
        expect(parameters.some((p) => p.in === "path" && p.name === "name")).toBe(expected.name);
        const actions: string[] = [];
        for (const method of ["get", "post", "put", "patch", "delete"]) {
          const operation = item[method];
          if (operation === undefined) continue;
          const action = operation["x-kubernetes-action"] as string;
          actions.push(action);
          expect(operation.consumes).toEqual(
            action === "patch"
              ? [
                  "application/json-patch+json",
                  "application/merge-patch+json",
                  "application/apply-patch+yaml",
                ]
              : ["application/json", "application/yaml"],
          );
        }
        expect(actions.sort()).toEqual(expected.actions);
      }
    });
  }
});

// builder.go:564/:598 (v0.35.0) declare ObjectMeta a dependency of the kind's definition, and kube-openapi's
// buildDefinitionRecursively follows Dependencies (builder/openapi.go:183, builder3/openapi.go:460): found by the
// publish oracle (test/openapi/oracle) on versions published as `type: object` alone.
describe("ObjectMeta is published with a kind that does not refer to it", () => {
  const metaClosure = ["ObjectMeta", "ManagedFieldsEntry", "FieldsV1", "OwnerReference", "Time"].map(
    (name) => `io.k8s.apimachinery.pkg.apis.meta.v1.${name}`,
  );
  const preserving = fooCrd({ type: "object", "x-kubernetes-preserve-unknown-fields": true });
  it.each([
    ["no schema, v2", fooCrd(undefined), "v2"],
    ["no schema, v3", fooCrd(undefined), "v3"],
    ["preserve-unknown-fields at the root, v2", preserving, "v2"],
  ] as const)("%s", (_, crd, openapiVersion) => {
    const names = Object.keys(definitions(crd, openapiVersion));
    expect(kindOf(crd, openapiVersion).properties).toBeUndefined();
    expect(metaClosure.filter((name) => !names.includes(name))).toEqual([]);
  });
});
