import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorString } from "@crdgen/structural";
import { CrdCatalog, createObject, updateObject } from "../src/index.js";
import { exampleCrd } from "./support/crd.js";

const widgets = exampleCrd("Widget", "Namespaced", [
  {
    name: "v1",
    served: true,
    storage: true,
    subresources: { status: {} },
    schema: {
      openAPIV3Schema: {
        type: "object",
        properties: {
          spec: {
            type: "object",
            required: ["size"],
            properties: {
              replicas: { type: "integer", maximum: 10 },
              size: { type: "string", maxLength: 3 },
              other: { type: "string" },
              tags: { type: "array", items: { type: "string" }, "x-kubernetes-list-type": "set" },
              ports: {
                type: "array",
                "x-kubernetes-list-type": "map",
                "x-kubernetes-list-map-keys": ["port"],
                items: {
                  type: "object",
                  required: ["port"],
                  properties: { port: { type: "integer" }, name: { type: "string", maxLength: 3 } },
                },
              },
            },
          },
          status: { type: "object", properties: { replicas: { type: "integer" } } },
        },
      },
    },
  },
]);

const resolution = new CrdCatalog([widgets]).resolve("example.com/v1", "Widget");
if (!resolution.found) throw new Error(resolution.message);
const served = resolution.served;

const widget = (spec: Record<string, unknown>, metadata: Record<string, unknown> = {}, extra = {}) => ({
  apiVersion: "example.com/v1",
  kind: "Widget",
  metadata: { name: "w1", namespace: "default", ...metadata },
  spec,
  ...extra,
});

function update(object: Record<string, unknown>, old: Record<string, unknown>) {
  const outcome = updateObject(served, object, old);
  return { ...outcome, errors: outcome.errors.map(errorString) };
}

describe("updateObject: the update path", () => {
  it("drops the errors of unchanged invalid fields and keeps those of changed ones (ratcheting)", () => {
    const old = widget({ size: "large", replicas: 20 });
    expect(update(widget({ size: "large", replicas: 20, other: "x" }), old).errors).toEqual([]);
    expect(update(widget({ size: "large", replicas: 30 }), old).errors).toEqual([
      "spec.replicas: Invalid value: 30: spec.replicas in body should be less than or equal to 10",
    ]);
    // The same object created is refused.
    expect(createObject(served, widget({ size: "large", replicas: 20 })).errors).toHaveLength(2);
  });

  it("correlates map-list items by key, and checks list types only when the old object kept them", () => {
    const old = widget({ size: "s", ports: [{ port: 1, name: "long" }], tags: ["a", "a"] });
    const moved = widget({ size: "s", ports: [{ port: 2 }, { port: 1, name: "long" }], tags: ["a", "a"] });
    expect(update(moved, old).errors).toEqual([]);
    const fresh = widget({ size: "s", tags: ["a", "a"] });
    expect(update(fresh, widget({ size: "s" })).errors).toEqual(['spec.tags[1]: Duplicate value: "a"']);
  });

  it("keeps status from the old object and bumps the generation when the spec changes", () => {
    const old = widget({ size: "s" }, { generation: 4 }, { status: { replicas: 1 } });
    const same = update(widget({ size: "s" }, {}, { status: { replicas: 9 } }), old);
    expect(same.stored?.status).toEqual({ replicas: 1 });
    expect(same.stored?.metadata).toMatchObject({ generation: 4 });
    const changed = update(widget({ size: "m" }), old);
    expect(changed.stored?.metadata).toMatchObject({ generation: 5 });
    // An old object written without a generation is taken as created: generation 1.
    expect(update(widget({ size: "m" }), widget({ size: "s" })).stored?.metadata).toMatchObject({
      generation: 2,
    });
  });

  it("applies ValidateObjectMetaUpdate: uid is immutable, no new finalizers on an object being deleted", () => {
    const old = widget(
      { size: "s" },
      { uid: "a", deletionTimestamp: "2026-01-01T00:00:00Z", finalizers: ["x.io/f"] },
    );
    const metaErrors = [
      'metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"y.io/g"}',
      'metadata.uid: Invalid value: "b": field is immutable',
    ];
    // Twice: rest.BeforeUpdate (update.go:98) and the strategy's validator (validator.go:65) both check them.
    expect(update(widget({ size: "s" }, { uid: "b", finalizers: ["x.io/f", "y.io/g"] }), old).errors).toEqual(
      [...metaErrors, ...metaErrors],
    );
    // types.UID is a named string type: ErrorBody marshals it to JSON (apimachinery field/errors.go), so `<` and
    // `&` come out escaped and U+00E9 as it is, where %q would keep the first two and escape nothing here.
    expect(
      update(widget({ size: "s" }, { uid: "<&\u00e9>" }), widget({ size: "s" }, { uid: "a" })).errors,
    ).toEqual(
      Array(2).fill('metadata.uid: Invalid value: "\\u003c\\u0026\u00e9\\u003e": field is immutable'),
    );
    // The uid the request leaves out is the old one.
    expect(update(widget({ size: "s" }), old).stored?.metadata).toMatchObject({ uid: "a" });
  });

  it("checks the new ObjectMeta as rest.BeforeUpdate does: as on create (names as path segments), then the update rules twice", () => {
    // apiserver pkg/registry/rest/update.go:97-98 (validateCommonFields, v0.35.0): ValidateObjectMetaAccessor
    // with path.ValidatePathSegmentName, then ValidateObjectMetaAccessorUpdate. Finalizers are only checked in
    // the first (apimachinery objectmeta.go:269 ValidateFinalizers).
    const old = widget({ size: "s" });
    const bad = "a/b/c";
    const qualified = `metadata.finalizers: Invalid value: "${bad}": `;
    const refused = update(widget({ size: "s" }, { finalizers: [bad] }), old);
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors[0]).toMatch(qualified);
    // Even left as they were: the update checks the whole new ObjectMeta.
    const both = ["orphan", "foregroundDeletion"];
    expect(
      update(widget({ size: "s" }, { finalizers: both }), widget({ size: "s" }, { finalizers: both })).errors,
    ).toEqual([
      'metadata.finalizers: Invalid value: ["orphan","foregroundDeletion"]: finalizer orphan and foregroundDeletion cannot be both set',
    ]);
    // generateName as a path-segment prefix (IsValidPathSegmentPrefix), not a DNS subdomain: `A_` passes, `/` not.
    expect(update(widget({ size: "s" }, { generateName: "A_" }), old).errors).toEqual([]);
    expect(update(widget({ size: "s" }, { generateName: "a/" }), old).errors).toEqual([
      "metadata.generateName: Invalid value: \"a/\": may not contain '/'",
    ]);
    // Labels are checked by all three: the create-like checks and both update checks.
    const labels = update(widget({ size: "s" }, { labels: { "a/b/c": "x" } }), old).errors;
    expect(labels).toHaveLength(3);
    expect(new Set(labels).size).toBe(1);
  });

  it("warns only about the finalizers the update adds", () => {
    const old = widget({ size: "s" }, { finalizers: ["bad"] });
    expect(update(widget({ size: "s" }, { finalizers: ["bad", "worse"] }), old).validWarnings).toEqual([
      'metadata.finalizers: "worse": prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers',
    ]);
  });
});

// Two served versions of one CRD, conversion strategy None (the default): each version prunes and defaults
// with its own schema.
const gadgetSpec = (defaulted: string, kept: string) => ({
  type: "object",
  properties: {
    spec: {
      type: "object",
      properties: { [defaulted]: { type: "string", default: `from-${kept}` }, [kept]: { type: "string" } },
    },
  },
});
const gadgets = new CrdCatalog([
  exampleCrd("Gadget", "Namespaced", [
    { name: "v1", served: true, storage: false, schema: { openAPIV3Schema: gadgetSpec("a", "onlyV1") } },
    { name: "v2", served: true, storage: true, schema: { openAPIV3Schema: gadgetSpec("b", "onlyV2") } },
  ]),
]);

function gadgetVersion(version: string) {
  const found = gadgets.resolve(`example.com/${version}`, "Gadget");
  if (!found.found) throw new Error(found.message);
  return found.served;
}

const gadget = (version: string, spec: Record<string, unknown>) => ({
  apiVersion: `example.com/${version}`,
  kind: "Gadget",
  metadata: { name: "g1", namespace: "default" },
  spec,
});

describe("updateObject: an old object stored in another version (conversion strategy None)", () => {
  it("reads it as the versioning codec does: its own version's pruning and defaults, then the apiVersion set and the served version's pruning", () => {
    // apimachinery versioning.go codec.Decode defaults before converting; nop_converter.go sets the apiVersion;
    // schemaCoercingConverter prunes with the served version's schema and defaults nothing.
    const [v1, v2] = [gadgetVersion("v1"), gadgetVersion("v2")];
    const old = gadget("v1", { onlyV1: "x", onlyV2: "y" });
    const outcome = updateObject(v2, gadget("v2", {}), old, {}, v1);
    // v1 prunes onlyV2 and defaults a; v2 prunes onlyV1 and a, and does not default b.
    expect(outcome.old).toEqual({
      apiVersion: "example.com/v2",
      kind: "Gadget",
      metadata: { name: "g1", namespace: "default", generation: 1 },
      spec: {},
    });
    // The new object is decoded at v2 (b defaulted): a change, so the generation goes up.
    expect(outcome.stored?.spec).toEqual({ b: "from-onlyV2" });
    expect(outcome.stored?.metadata).toMatchObject({ generation: 2 });
    // Stored at v2, onlyV1 is pruned before v1 reads it (and b after): nothing is left.
    const back = gadget("v2", { onlyV1: "x", b: "kept" });
    expect(updateObject(v1, gadget("v1", {}), back, {}, v2).old?.spec).toEqual({});
    // Stored at the version it is read at, the old object is decoded once, defaults included: unchanged.
    const same = updateObject(v1, gadget("v1", { onlyV1: "x" }), gadget("v1", { onlyV1: "x" }));
    expect(same.old?.spec).toEqual({ onlyV1: "x", a: "from-onlyV1" });
    expect(same.stored?.metadata).toMatchObject({ generation: 1 });
  });
});

describe("updateObject: reading across versions, against a model", () => {
  // v1 and v2 share `a` but default it differently; `x` is v1's alone and `y` (defaulted) v2's. Read at v2, an
  // object stored at v1 keeps a (v1's default when missing or null: Default replaces a non-nullable null) and
  // loses x (v2's pruning) and y (v1's, before the conversion); v2's defaults never apply, not even to y
  // (versioning.go codec.Decode defaults before converting; schemaCoercingConverter only prunes).
  const schemaWith = (defaulted: string, only: Record<string, unknown>) => ({
    type: "object",
    properties: {
      spec: {
        type: "object",
        properties: { a: { type: "string", default: defaulted }, ...only },
      },
    },
  });
  const catalog = new CrdCatalog([
    exampleCrd("Doohickey", "Namespaced", [
      {
        name: "v1",
        served: true,
        storage: true,
        schema: { openAPIV3Schema: schemaWith("one", { x: { type: "string" } }) },
      },
      {
        name: "v2",
        served: true,
        storage: false,
        schema: { openAPIV3Schema: schemaWith("two", { y: { type: "string", default: "why" } }) },
      },
    ]),
  ]);
  const versionOf = (version: string) => {
    const found = catalog.resolve(`example.com/${version}`, "Doohickey");
    if (!found.found) throw new Error(found.message);
    return found.served;
  };
  const [v1, v2] = [versionOf("v1"), versionOf("v2")];
  const value = fc.oneof(fc.string({ maxLength: 3 }), fc.constant(null));
  const spec = fc.record({ a: value, x: value, y: value, z: value }, { requiredKeys: [] });
  const doohickey = (version: string, content: Record<string, unknown>) => ({
    apiVersion: `example.com/${version}`,
    kind: "Doohickey",
    metadata: { name: "d1", namespace: "default" },
    spec: content,
  });

  it("keeps what the stored version keeps and defaults, then drops what the served version drops", () => {
    fc.assert(
      fc.property(spec, (old) => {
        const read = updateObject(v2, doohickey("v2", {}), doohickey("v1", old), {}, v1).old;
        expect(read?.apiVersion).toBe("example.com/v2");
        expect(read?.spec).toEqual({ a: typeof old.a === "string" ? old.a : "one" });
      }),
    );
  });
});

const arbitrarySpec = fc.record(
  {
    size: fc.constantFrom("s", "large"),
    replicas: fc.integer({ min: -5, max: 20 }),
    other: fc.string({ maxLength: 4 }),
    tags: fc.array(fc.constantFrom("a", "b"), { maxLength: 3 }),
    ports: fc.array(fc.record({ port: fc.integer({ min: 1, max: 3 }), name: fc.constantFrom("a", "long") }), {
      maxLength: 3,
    }),
  },
  { requiredKeys: [] },
);

const arbitraryMeta = fc.record(
  {
    finalizers: fc.subarray(["a/b/c", "orphan", "foregroundDeletion", "x.io/f", "bad", "-x"]),
    labels: fc.dictionary(fc.constantFrom("a", "a/b/c", "-x", "x.io/y"), fc.constantFrom("v", "-", "a b")),
    annotations: fc.dictionary(fc.constantFrom("a", "A/b", "-x"), fc.constantFrom("v")),
    generateName: fc.constantFrom("", "a/", "A_", "x%", "ok-"),
  },
  { requiredKeys: [] },
);

describe("updateObject: properties", () => {
  it("an update checks the new ObjectMeta as a create does, but for the name rules (validateCommonFields)", () => {
    // apiserver rest/update.go:97: ValidateObjectMetaAccessor on every update, so a metadata error of the
    // create of an object (other than its name's and generateName's, which a create checks as a DNS subdomain)
    // is an error of any update to it, even one that leaves the metadata as it was.
    fc.assert(
      fc.property(arbitraryMeta, arbitrarySpec, (metadata, spec) => {
        const object = widget({ size: "s", ...spec }, metadata);
        const named = /^metadata\.(name|generateName)[:[]/;
        const created = createObject(served, object)
          .errors.map(errorString)
          .filter((error) => error.startsWith("metadata.") && !named.test(error));
        const updated = new Set(update(object, object).errors);
        for (const error of created) expect(updated).toContain(error);
      }),
    );
  });

  it("an update where old == new never reports more errors than the create of the same object", () => {
    fc.assert(
      fc.property(arbitrarySpec, (spec) => {
        const object = widget(spec);
        const created = createObject(served, object).errors.length;
        expect(update(object, object).errors.length).toBeLessThanOrEqual(created);
      }),
    );
  });

  it("ratcheting makes an unchanged object valid, when its map lists have unique keys", () => {
    // With a repeated key, an item correlates with the first old item of that key (mapList.Get), so the list
    // counts as changed and its parent's errors stay, as on the server.
    const uniqueKeys = arbitrarySpec.filter(
      (spec) => new Set((spec.ports ?? []).map((p) => p.port)).size === (spec.ports ?? []).length,
    );
    fc.assert(
      fc.property(uniqueKeys, (spec) => {
        const object = widget(spec);
        expect(update(object, object).errors).toEqual([]);
      }),
    );
  });

  it("never reports more errors than the create of the same object", () => {
    fc.assert(
      fc.property(arbitrarySpec, arbitrarySpec, (spec, oldSpec) => {
        const created = createObject(served, widget(spec)).errors.length;
        expect(update(widget(spec), widget(oldSpec)).errors.length).toBeLessThanOrEqual(created);
      }),
    );
  });

  it("changes neither object, unless the new one is handed over: then it is stored, as the copy would be", () => {
    fc.assert(
      fc.property(arbitrarySpec, arbitrarySpec, fc.boolean(), (spec, oldSpec, unknown) => {
        const object = widget(unknown ? { ...spec, unknown: null } : spec, {}, { status: { replicas: 1 } });
        const old = widget(oldSpec, { uid: "u1" }, { status: { replicas: 2 } });
        const [objectBefore, oldBefore] = [structuredClone(object), structuredClone(old)];
        const copied = updateObject(served, object, old);
        expect([object, old]).toEqual([objectBefore, oldBefore]);
        expect(Object.isFrozen(object) || Object.isFrozen(old)).toBe(false);
        const handed = updateObject(served, objectBefore, old, { owned: true });
        expect(old).toEqual(oldBefore);
        expect(handed.stored).toBe(objectBefore);
        expect(JSON.stringify([handed.stored, handed.old])).toBe(JSON.stringify([copied.stored, copied.old]));
        expect([handed.errors, handed.warnings, handed.unknownFields]).toEqual([
          copied.errors,
          copied.warnings,
          copied.unknownFields,
        ]);
      }),
    );
  });
});
