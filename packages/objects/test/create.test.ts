import { describe, expect, it } from "vitest";
import { errorString } from "@crdgen/structural";
import { CrdCatalog, createObject } from "../src/index.js";
import { exampleCrd } from "./support/crd.js";

const widgets = exampleCrd("Widget", "Namespaced", [
  {
    name: "v1beta1",
    served: true,
    storage: false,
    deprecated: true,
    schema: { openAPIV3Schema: { type: "object" } },
  },
  {
    name: "v1",
    served: true,
    storage: true,
    subresources: {
      status: {},
      scale: { specReplicasPath: ".spec.replicas", statusReplicasPath: ".status.replicas" },
    },
    schema: {
      openAPIV3Schema: {
        type: "object",
        properties: {
          spec: {
            type: "object",
            required: ["size"],
            properties: {
              replicas: { type: "integer", maximum: 10 },
              mode: { type: "string", enum: ["Fast", "Slow"], default: "Slow" },
              size: { type: "string" },
              tags: { type: "array", items: { type: "string" }, "x-kubernetes-list-type": "set" },
              ports: {
                type: "array",
                "x-kubernetes-list-type": "map",
                "x-kubernetes-list-map-keys": ["port"],
                items: {
                  type: "object",
                  required: ["port"],
                  properties: { port: { type: "integer" }, name: { type: "string" } },
                },
              },
            },
          },
          status: { type: "object", properties: { replicas: { type: "integer" } } },
        },
      },
    },
  },
  { name: "v2", served: false, storage: false, schema: { openAPIV3Schema: { type: "object" } } },
]);

const catalog = new CrdCatalog([widgets]);

function create(object: Record<string, unknown>) {
  const resolution = catalog.resolve(String(object.apiVersion), String(object.kind));
  if (!resolution.found) throw new Error(resolution.message);
  const outcome = createObject(resolution.served, object);
  return { ...outcome, errors: outcome.errors.map(errorString) };
}

describe("createObject", () => {
  it("prunes, defaults and validates as the API server does on create", () => {
    const object = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w1", namespace: "default", labelz: { a: "b" } },
      spec: {
        replicas: 11,
        replicaz: 3,
        size: "M",
        tags: ["a", "b", "a"],
        ports: [{ port: 80 }, { port: 80, name: "x" }],
      },
      status: { replicas: 2 },
    };
    const before = JSON.stringify(object);
    const outcome = create(object);
    expect(JSON.stringify(object)).toBe(before);
    expect(outcome.errors).toEqual([
      "spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10",
      'spec.ports[1]: Duplicate value: {"port":80}',
      'spec.tags[2]: Duplicate value: "a"',
    ]);
    expect(outcome.warnings).toEqual(['unknown field "metadata.labelz"', 'unknown field "spec.replicaz"']);
    expect(outcome.stored).toEqual({
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w1", namespace: "default", generation: 1 },
      spec: {
        replicas: 11,
        mode: "Slow",
        size: "M",
        tags: ["a", "b", "a"],
        ports: [{ port: 80 }, { port: 80, name: "x" }],
      },
    });
  });

  it("requires a name and the schema's required fields", () => {
    const outcome = create({ apiVersion: "example.com/v1", kind: "Widget", spec: { mode: "Medium" } });
    expect(outcome.errors).toEqual([
      "metadata.name: Required value: name or generateName is required",
      'spec.mode: Unsupported value: "Medium": supported values: "Fast", "Slow"',
      "spec.size: Required value",
    ]);
  });

  it("checks names as DNS-1123 subdomains", () => {
    const outcome = create({
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "W_1" },
      spec: { size: "S" },
    });
    expect(outcome.errors[0]).toMatch(
      /^metadata\.name: Invalid value: "W_1": a lowercase RFC 1123 subdomain must consist of/,
    );
  });

  it("masks a generateName's trailing dash as Go does, cutting two bytes (part of a multi-byte character)", () => {
    const errorsFor = (generateName: string) =>
      create({
        apiVersion: "example.com/v1",
        kind: "Widget",
        metadata: { generateName },
        spec: { size: "S" },
      }).errors.filter((e) => e.startsWith("metadata.generateName"));
    expect(errorsFor("w-")).toEqual([]);
    // "xé-"[:len-2] + "a" leaves half of "é", which is no DNS-1123 subdomain.
    expect(errorsFor("x\u00e9-")[0]).toMatch(
      /^metadata\.generateName: Invalid value: "x\u00e9-": a lowercase RFC 1123/,
    );
  });

  it("warns on a deprecated version, naming the served version to use", () => {
    const outcome = create({ apiVersion: "example.com/v1beta1", kind: "Widget", metadata: { name: "w" } });
    expect(outcome.warnings).toEqual(["example.com/v1beta1 Widget is deprecated; use example.com/v1 Widget"]);
  });

  it("does not know kinds or versions that are not served", () => {
    expect(catalog.resolve("example.com/v2", "Widget")).toEqual({
      found: false,
      message: 'no matches for kind "Widget" in version "example.com/v2"',
    });
    expect(catalog.resolve("example.com/v1", "Gadget")).toMatchObject({ found: false });
  });

  it("clears the namespace of a cluster-scoped object before validating it, and checks a namespaced one's", () => {
    const gizmos = exampleCrd("Gizmo", "Cluster", [
      { name: "v1", served: true, storage: true, schema: { openAPIV3Schema: { type: "object" } } },
    ]);
    const resolution = new CrdCatalog([gizmos]).resolve("example.com/v1", "Gizmo");
    if (!resolution.found) throw new Error(resolution.message);
    const object = {
      apiVersion: "example.com/v1",
      kind: "Gizmo",
      metadata: { name: "g", namespace: "Bad_NS" },
    };
    // apiserver pkg/registry/rest/create.go BeforeCreate → meta.go EnsureObjectNamespaceMatchesRequestNamespace:
    // the request of a cluster-scoped resource has no namespace, and the object's is cleared.
    const outcome = createObject(resolution.served, object);
    expect(outcome.errors).toEqual([]);
    expect(outcome.stored?.metadata).toEqual({ name: "g", generation: 1 });
    const namespaced = create({
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w", namespace: "Bad_NS" },
      spec: { size: "S" },
    });
    expect(namespaced.errors[0]).toMatch(
      /^metadata\.namespace: Invalid value: "Bad_NS": a lowercase RFC 1123 label/,
    );
  });

  it("stores a namespaced object without a namespace in the request's, default as kubectl sends it", () => {
    // apiserver pkg/registry/rest/meta.go:47-68 EnsureObjectNamespaceMatchesRequestNamespace: an unset (or empty)
    // namespace takes the request's; kubectl's default context sends the object to `default`.
    for (const metadata of [{ name: "w" }, { name: "w", namespace: "" }]) {
      const given = structuredClone(metadata);
      const outcome = create({ apiVersion: "example.com/v1", kind: "Widget", metadata, spec: { size: "S" } });
      expect(outcome.errors).toEqual([]);
      expect(outcome.stored?.metadata).toEqual({ name: "w", namespace: "default", generation: 1 });
      expect(metadata).toEqual(given);
    }
    const elsewhere = create({
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w", namespace: "team-a" },
      spec: { size: "S" },
    });
    expect(elsewhere.stored?.metadata).toEqual({ name: "w", namespace: "team-a", generation: 1 });
    // No metadata at all: the namespace is still set (unstructured SetNamespace makes the map), the name missing.
    const bare = create({ apiVersion: "example.com/v1", kind: "Widget", spec: { size: "S" } });
    expect(bare.stored?.metadata).toMatchObject({ namespace: "default" });
    expect(bare.errors[0]).toMatch(/^metadata\.name: Required value/);
  });

  it("names unknown fields as the decoder finds them: root metadata, then pruning, then embedded metadata", () => {
    const embedded = {
      type: "object",
      "x-kubernetes-embedded-resource": true,
      properties: { x: { type: "string" } },
    };
    const pods = exampleCrd("Pod", "Namespaced", [
      {
        name: "v1",
        served: true,
        storage: true,
        schema: {
          openAPIV3Schema: {
            type: "object",
            properties: {
              spec: {
                type: "object",
                properties: { template: embedded, list: { type: "array", items: embedded } },
              },
            },
          },
        },
      },
    ]);
    const resolution = new CrdCatalog([pods]).resolve("example.com/v1", "Pod");
    if (!resolution.found) throw new Error(resolution.message);
    const resource = (metadata: Record<string, unknown>) => ({ apiVersion: "v1", kind: "K", metadata });
    const outcome = createObject(resolution.served, {
      apiVersion: "example.com/v1",
      kind: "Pod",
      apple: 1,
      metadata: {
        name: "p",
        zz: 1,
        ownerReferences: [{ apiVersion: "v1", kind: "K", name: "o", uid: "u", bar: 2 }],
      },
      spec: {
        template: { ...resource({ name: "t", b: 1 }), y: 1 },
        list: [resource({ a: 1 })],
      },
    });
    // unstructuredSchemaCoercer.apply (customresource_handler.go): GetObjectMetaWithOptions' paths (strict
    // decoder order), then PruneWithOptions' (sorted), then CoerceWithOptions' (sorted), not one sorted list.
    expect(outcome.unknownFields).toEqual([
      "metadata.ownerReferences[0].bar",
      "metadata.zz",
      "apple",
      "spec.template.y",
      "spec.list[0].metadata.a",
      "spec.template.metadata.b",
    ]);
    expect(outcome.warnings).toContain('unknown field "spec.template.metadata.b"');
    expect(outcome.stored?.spec).toEqual({
      template: { apiVersion: "v1", kind: "K", metadata: { name: "t" } },
      list: [{ apiVersion: "v1", kind: "K", metadata: {} }],
    });
    expect(outcome.errors).toEqual([]);
    // CoerceWithOptions' first error stops decoding: a BadRequest whose text is the field error's.
    const refused = createObject(resolution.served, {
      apiVersion: "example.com/v1",
      kind: "Pod",
      metadata: { name: "p" },
      spec: { template: { apiVersion: 1, kind: "K" } },
    });
    expect(refused.badRequest).toBe(
      'Pod in version "v1" cannot be handled as a Pod: spec.template.apiVersion: Invalid value: 1: must be a string',
    );
    expect(refused.stored).toBeUndefined();
  });

  it("validates the ObjectMeta PrepareForCreate leaves: the system fields wiped, generation 1", () => {
    const outcome = create({
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: {
        name: "w",
        generation: -7,
        uid: "u",
        selfLink: "/x",
        creationTimestamp: "2020-01-01T00:00:00Z",
        deletionTimestamp: "2020-01-01T00:00:00Z",
        deletionGracePeriodSeconds: 5,
      },
      spec: { size: "S" },
    });
    // The create handler's rest.WipeObjectMetaSystemFields (apiserver pkg/endpoints/handlers/create.go), then
    // customResourceStrategy.PrepareForCreate's SetGeneration(1) before Validate: -7 is never validated.
    expect(outcome.errors).toEqual([]);
    expect(outcome.stored?.metadata).toEqual({ name: "w", namespace: "default", generation: 1 });
  });

  it("warns about finalizer names in Go's byte order (sets.String's List), only when it accepts the object", () => {
    const outcome = create({
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w", finalizers: ["b.c", "a", "B", "a"] },
      spec: { size: "S" },
    });
    expect(outcome.errors).toEqual([]);
    expect(outcome.validWarnings.map((w) => w.split('"')[1])).toEqual(["B", "a", "b.c"]);
    // A name that is no qualified name is an error (ValidateFinalizers), and rest.BeforeCreate returns the
    // Invalid status before WarningsOnCreate (apiserver pkg/registry/rest/create.go:124-134): no warning at all.
    const refused = create({
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w", finalizers: ["\u{10000}", "cleanup"] },
      spec: { size: "S" },
    });
    expect(refused.errors.map((e) => e.split(":")[0])).toEqual(["metadata.finalizers"]);
    expect([...refused.warnings, ...refused.validWarnings]).toEqual([]);
  });

  it("reports scale replicas of the wrong type", () => {
    const outcome = create({
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w" },
      spec: { size: "S", replicas: 1.5 },
    });
    expect(outcome.errors).toContain(
      ".spec.replicas: Invalid value: 0: .spec.replicas accessor error: 1.5 is of the type float64, expected int64",
    );
  });
});

describe("the scale subresource's checks", () => {
  it("find nothing below a null on the way to the replicas or the selector", () => {
    const nullable = { type: "object", nullable: true, properties: { replicas: { type: "integer" } } };
    const gauges = exampleCrd("Gauge", "Namespaced", [
      {
        name: "v1",
        served: true,
        storage: true,
        subresources: {
          scale: {
            specReplicasPath: ".spec.replicas",
            statusReplicasPath: ".status.replicas",
            labelSelectorPath: ".spec.selector.text",
          },
        },
        schema: { openAPIV3Schema: { type: "object", properties: { spec: nullable, status: nullable } } },
      },
    ]);
    const resolution = new CrdCatalog([gauges]).resolve("example.com/v1", "Gauge");
    if (!resolution.found) throw new Error(resolution.message);
    const object = {
      apiVersion: "example.com/v1",
      kind: "Gauge",
      metadata: { name: "g" },
      spec: null,
      status: null,
    };
    // unstructured.NestedFieldNoCopy (apimachinery pkg/apis/meta/v1/unstructured/helpers.go:58): `if val == nil`
    // it returns not found, without an error; NestedInt64 and NestedString then give 0 and "".
    expect(createObject(resolution.served, object).errors).toEqual([]);
    const stringSpec = { ...object, spec: { replicas: 1 }, status: { replicas: "x" } };
    expect(createObject(resolution.served, stringSpec).errors.map(errorString)).toContain(
      ".status.replicas: Invalid value: 0: .status.replicas accessor error: x is of the type string, expected int64",
    );
  });
});

describe("createObject of an object handed over", () => {
  // A schema that describes metadata beyond name and generateName (the API server refuses such a CRD; crdgen
  // validate still reads it): the decoded ObjectMeta keeps fieldsV1 as it was written, which pruning in place
  // must not reach through the metadata's null removal.
  const described = exampleCrd("Gadget", "Namespaced", [
    {
      name: "v1",
      served: true,
      storage: true,
      schema: {
        openAPIV3Schema: {
          type: "object",
          properties: {
            metadata: {
              type: "object",
              properties: {
                managedFields: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: { fieldsV1: { type: "object", properties: { x: { type: "string" } } } },
                  },
                },
              },
            },
          },
        },
      },
    },
  ]);
  const found = new CrdCatalog([described]).resolve("example.com/v1", "Gadget");
  if (!found.found) throw new Error(found.message);
  const gadget = () => ({
    apiVersion: "example.com/v1",
    kind: "Gadget",
    metadata: { name: "g", managedFields: [{ manager: "m", fieldsV1: { x: null } }] },
    spec: { gone: 1 },
  });

  it("stores what the copy stores, metadata's raw values included", () => {
    const copied = createObject(found.served, gadget());
    const given = gadget();
    const handed = createObject(found.served, given, { owned: true });
    expect(handed.stored).toBe(given);
    expect(JSON.stringify(handed.stored)).toBe(JSON.stringify(copied.stored));
    expect(handed.unknownFields).toEqual(["spec"]);
  });
});
