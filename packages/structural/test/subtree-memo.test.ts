import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../src/crd/index.js";
import { SubtreeMemo } from "../src/schema/subtree-memo.js";
import { FieldPath } from "../src/model/path.js";
import type { JSONSchemaProps } from "../src/model/schema-types.js";
import type { SchemaValidationOptions } from "../src/schema/options.js";
import { createOptions } from "../src/schema/options.js";
import { validateOpenAPISchema } from "../src/schema/validate-schema.js";
import { crdWith, version } from "./crd/fixture.js";

/*
 * The memo's differential: CRDs that share subtrees (the same objects) at random places, checked one after the
 * other with one memo and each without, must give the same errors, field for field and in the same order.
 * The shared subtrees are mostly valid, so that the memo keeps and replays them, with now and then an error
 * (a bad default, a bad rule, a wrong type), and they land at the places whose context changes the result:
 * the root's metadata/kind/apiVersion, inside an embedded resource's metadata, below additionalProperties,
 * items and junctors, beside int-or-string and list-type nodes.
 */

/** Where a pool subtree goes, replaced by the shared object itself once the pool is built. */
interface SharedRef {
  readonly shared: number;
}

const names = fc.constantFrom("a", "b", "metadata", "kind", "apiVersion", "spec", "name", "labels");

/** Mostly `good`, now and then `bad`: whole CRDs come out valid often enough for the CEL rules to be compiled. */
function mostly<T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ weight: 8, arbitrary: good }, { weight: 1, arbitrary: bad });
}

const validScalar = fc.constantFrom<Record<string, unknown>>(
  { type: "string" },
  { type: "string", default: "x" },
  { type: "integer", format: "int32", default: 1 },
  { type: "boolean" },
  { type: "string", enum: ["x", "y"] },
  { type: "string", maxLength: 3 },
  { "x-kubernetes-int-or-string": true, anyOf: [{ type: "integer" }, { type: "string" }] },
  { "x-kubernetes-int-or-string": true, default: 1 },
  { type: "object", "x-kubernetes-preserve-unknown-fields": true },
  { type: "string", "x-kubernetes-validations": [{ rule: "self.size() < 5" }] },
  { type: "string", maxLength: 3, "x-kubernetes-validations": [{ rule: "self == oldSelf" }] },
);
// Each wrong in a way a different step finds: the walk, the defaults, the CEL compiler, the decoder.
const badScalar = fc.constantFrom<Record<string, unknown>>(
  { type: "bogus" },
  { type: "integer", default: "x" },
  { type: "string", maxLength: -1 },
  { type: "string", "x-kubernetes-validations": [{ rule: "self ==" }] },
  { type: "string", "x-kubernetes-validations": [{ rule: "self.size() < 5" }], default: "toolong" },
  { type: "string", unknownKeyword: 1 },
  // The walk finds nothing wrong, but the schema does not convert to the structural model (A22).
  { type: "string", $schema: "http://json-schema.org/draft-04/schema#" },
);
// Valid anywhere but in a resource's metadata: an integer default as its name, an embedded resource in it.
const metaLike = fc
  .tuple(
    fc.constantFrom({ type: "string", default: "ok" }, { type: "integer", default: 5 }),
    fc.constantFrom<Record<string, unknown>>(
      { type: "string" },
      {
        type: "object",
        "x-kubernetes-embedded-resource": true,
        "x-kubernetes-preserve-unknown-fields": true,
      },
    ),
  )
  .map(([name, other]) => ({ type: "object", properties: { name, other } }));

// Wrong only under some of the create options, each switched off by one of them.
const forgivable = fc.constantFrom<Record<string, unknown>>(
  { type: "bogus" },
  { type: "object", properties: { a: { type: "string" } }, default: { z: 1 } },
  { type: "string", default: "x" },
  {
    type: "array",
    "x-kubernetes-list-type": "set",
    items: { type: "object", properties: { a: { type: "string" } } },
  },
  {
    type: "array",
    "x-kubernetes-list-type": "map",
    "x-kubernetes-list-map-keys": ["name"],
    items: { type: "object", properties: { name: { type: "string" } } },
  },
);

const { schema } = fc.letrec<{ schema: unknown; container: unknown }>((tie) => ({
  schema: fc.oneof(
    { maxDepth: 4, depthIdentifier: "shared" },
    { weight: 3, arbitrary: mostly(validScalar, badScalar) },
    { weight: 2, arbitrary: fc.nat({ max: 3 }).map((shared): SharedRef => ({ shared })) },
    { weight: 4, arbitrary: tie("container") },
  ),
  container: fc.oneof(
    // Unknown to the decoder, which forgives it below items and additionalProperties only.
    fc.record({
      type: fc.constant("object"),
      properties: fc.dictionary(names, tie("schema"), { maxKeys: 2 }),
      unknownKeyword: fc.constant(1),
    }),
    fc.record(
      {
        type: fc.constant("object"),
        properties: fc.dictionary(names, tie("schema"), { maxKeys: 3 }),
        required: fc.constant(["name"]),
        default: mostly<unknown>(fc.constant({}), fc.constant({ z: 1 })),
        "x-kubernetes-validations": fc.constant([{ rule: "self.size() >= 0" }]),
        "x-kubernetes-embedded-resource": mostly(fc.constant(false), fc.constant(true)),
        // false keeps the schema from converting to the structural model (A22), which the walk only notices.
        "x-kubernetes-preserve-unknown-fields": mostly(fc.constant(true), fc.constant(false)),
        "x-kubernetes-map-type": fc.constantFrom("atomic", "granular"),
      },
      { requiredKeys: ["type", "properties"] },
    ),
    fc.record(
      {
        type: fc.constant("array"),
        items: tie("schema"),
        "x-kubernetes-list-type": fc.constantFrom("atomic", "set", "map"),
        "x-kubernetes-list-map-keys": fc.constant(["name"]),
        default: mostly<unknown>(fc.constant([]), fc.constant(["x"])),
      },
      { requiredKeys: ["type", "items"] },
    ),
    fc.record({ type: fc.constant("object"), additionalProperties: tie("schema") }),
    fc.record(
      {
        properties: fc.dictionary(names, tie("schema"), { maxKeys: 2 }),
        allOf: fc.array(tie("schema"), { maxLength: 2 }),
      },
      { requiredKeys: ["allOf"] },
    ),
    // No type: valid in a junctor branch, an error where a structural node needs one.
    fc.record(
      {
        properties: fc.dictionary(names, tie("schema"), { minKeys: 1, maxKeys: 2 }),
        "x-kubernetes-validations": fc.constant([{ rule: "self ==" }]),
      },
      { requiredKeys: ["properties"] },
    ),
  ),
}));

/**
 * Replaces every {@link SharedRef} in `value` by the pool's object (the same one each time). Pool entry `i`
 * may only hold entries below `i`, so that no subtree contains itself.
 */
function resolve(value: unknown, pool: readonly unknown[], below: number): unknown {
  if (Array.isArray(value)) return value.map((element) => resolve(element, pool, below));
  if (value === null || typeof value !== "object") return value;
  if ("shared" in value && typeof value.shared === "number") {
    return value.shared < below ? pool[value.shared] : { type: "string" };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, pool, below)]));
}

function sharedPool(generated: readonly unknown[]): unknown[] {
  const pool: unknown[] = [];
  generated.forEach((entry, i) => pool.push(resolve(entry, pool, i)));
  return pool;
}

function crdOf(root: unknown, status: boolean, hoisted: boolean): unknown {
  return crdWith((crd) => {
    const only = version("v1", true, hoisted ? undefined : root);
    if (status) only.subresources = { status: {} };
    if (hoisted) {
      delete only.schema;
      crd.spec.validation = { openAPIV3Schema: root };
    }
    crd.spec.versions = [only];
  });
}

// The places whose context changes what the walk finds in a subtree, each holding a pool entry.
const places = {
  field: (shared: unknown) => shared,
  items: (shared: unknown) => ({ type: "array", items: shared }),
  allOf: (shared: unknown) => ({ type: "object", allOf: [shared] }),
  map: (shared: unknown) => ({ type: "object", additionalProperties: shared }),
  embeddedMetadata: (shared: unknown) => ({
    type: "object",
    "x-kubernetes-embedded-resource": true,
    properties: { apiVersion: { type: "string" }, kind: { type: "string" }, metadata: shared },
  }),
  labels: (shared: unknown) => ({
    type: "object",
    properties: { labels: { type: "object", additionalProperties: shared } },
  }),
} as const;
// The root's own metadata, kind and apiVersion (defaults forbidden, resource meta) take a pool entry as is.
const placeNames = [...Object.keys(places), "metadata", "kind", "apiVersion"] as const;

const roots = fc.array(
  fc.record({
    properties: fc.dictionary(names, schema, { maxKeys: 3 }),
    placed: fc.array(fc.tuple(fc.constantFrom(...placeNames), fc.nat({ max: 4 })), {
      minLength: 1,
      maxLength: 4,
    }),
    status: fc.boolean(),
    hoisted: fc.boolean(),
  }),
  { minLength: 2, maxLength: 6 },
);

function rootOf(properties: unknown, placed: readonly [string, number][], pool: readonly unknown[]): unknown {
  const out: Record<string, unknown> = { ...(resolve(properties, pool, pool.length) as object) };
  placed.forEach(([place, index], i) => {
    const shared = pool[index];
    if (place in places) out[`${place}${i}`] = places[place as keyof typeof places](shared);
    else out[place] = shared;
  });
  return { type: "object", properties: out };
}

describe("SubtreeMemo", () => {
  it("gives the errors each CRD has on its own, whatever the CRDs share and wherever", () => {
    fc.assert(
      fc.property(
        fc.array(schema, { minLength: 4, maxLength: 4 }),
        metaLike,
        roots,
        (generated, meta, crds) => {
          const pool = [...sharedPool(generated), meta];
          const docs = crds.map(({ properties, placed, status, hoisted }) =>
            crdOf(rootOf(properties, placed, pool), status, hoisted),
          );
          const memo = new SubtreeMemo();
          // Twice over, so that the second round replays what the first recorded.
          for (const doc of [...docs, ...docs]) {
            expect(validateCustomResourceDefinition(doc, { memo })).toEqual(
              validateCustomResourceDefinition(doc),
            );
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it("keeps a subtree's findings apart per set of options", () => {
    // The create options with at most one switch off: few enough sets that a subtree meets each set more
    // than once (the memo records on the second visit and replays from the third).
    const switches = [
      "allowDefaults",
      "requireValidPropertyType",
      "requireStructuralSchema",
      "requirePrunedDefaults",
      "requireAtomicSetType",
      "requireMapListKeysMapSetValidation",
    ] as const;
    const options = fc
      .tuple(fc.option(fc.constantFrom(...switches)), fc.boolean())
      .map(([off, status]): SchemaValidationOptions => ({
        ...createOptions(status),
        ...(off === null ? {} : { [off]: false }),
      }));
    const path = FieldPath.root("schema");
    fc.assert(
      fc.property(
        fc.array(schema, { minLength: 4, maxLength: 4 }),
        fc.oneof(badScalar, forgivable),
        fc.array(fc.tuple(fc.dictionary(names, schema, { maxKeys: 3 }), options), {
          minLength: 8,
          maxLength: 20,
        }),
        (generated, bad, uses) => {
          // One entry surely wrong in some way that some set of options forgives.
          const pool = [...sharedPool(generated), { type: "object", properties: { bad } }];
          const memo = new SubtreeMemo();
          uses.forEach(([properties, given]) => {
            // Every pool entry in every schema, so that each is walked under every set of options.
            const shared = Object.fromEntries(pool.map((entry, i) => [`shared${i}`, entry]));
            const root = {
              type: "object",
              properties: { ...(resolve(properties, pool, pool.length) as object), ...shared },
            } as JSONSchemaProps;
            const opts: SchemaValidationOptions = given;
            expect(validateOpenAPISchema(root, path, { ...opts, memo })).toEqual(
              validateOpenAPISchema(root, path, opts),
            );
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  // The memo answers from what it saw, which is why its owner must drop it when a schema changes; a memo that
  // were never asked would pass the differential above just as well.
  it("answers from the subtrees it has seen, without looking at them again", () => {
    const shared: { type: string; properties: Record<string, unknown> } = {
      type: "object",
      properties: { a: { type: "string" } },
    };
    const crd = () => crdOf({ type: "object", properties: { spec: shared } }, false, false);
    const memo = new SubtreeMemo();
    expect(validateCustomResourceDefinition(crd(), { memo })).toEqual([]);
    expect(validateCustomResourceDefinition(crd(), { memo })).toEqual([]);
    shared.properties.a = { type: "bogus", unknownKeyword: 1 };
    expect(validateCustomResourceDefinition(crd())).not.toEqual([]);
    expect(validateCustomResourceDefinition(crd(), { memo })).toEqual([]);
    // The decode memo alone: the walk sees the wrong type, the decoder's unknown key stays unseen.
    const decodedOnly = new SubtreeMemo();
    shared.properties.a = { type: "string" };
    validateCustomResourceDefinition(crd(), { memo: decodedOnly });
    shared.properties.a = { type: "bogus", unknownKeyword: 1 };
    const errors = validateCustomResourceDefinition(crd(), { memo: decodedOnly }).map((e) => e.field);
    expect(errors).toEqual(["spec.validation.openAPIV3Schema.properties[spec].properties[a].type"]);
  });

  // A default inside a resource's metadata is checked as part of the resource around it, which a subtree
  // valid elsewhere knows nothing of.
  it("checks again a subtree that comes into a resource's metadata", () => {
    const shared = { type: "object", properties: { name: { type: "integer", default: 5 } } };
    const asField = () => crdOf({ type: "object", properties: { spec: shared } }, false, false);
    const asMetadata = () =>
      crdOf({ type: "object", properties: { spec: places.embeddedMetadata(shared) } }, false, false);
    const memo = new SubtreeMemo();
    for (let i = 0; i < 3; i++) expect(validateCustomResourceDefinition(asField(), { memo })).toEqual([]);
    const expected = validateCustomResourceDefinition(asMetadata());
    expect(expected.map((e) => e.detail)).toEqual([expect.stringContaining("must result in valid metadata")]);
    expect(validateCustomResourceDefinition(asMetadata(), { memo })).toEqual(expected);
  });

  it("walks again a subtree that comes into a resource's metadata", () => {
    const embedded = {
      type: "object",
      "x-kubernetes-embedded-resource": true,
      "x-kubernetes-preserve-unknown-fields": true,
    };
    const shared = { type: "object", properties: { inner: embedded } };
    const asField = () => crdOf({ type: "object", properties: { spec: shared } }, false, false);
    const asMetadata = () =>
      crdOf({ type: "object", properties: { spec: places.embeddedMetadata(shared) } }, false, false);
    const memo = new SubtreeMemo();
    for (let i = 0; i < 3; i++) expect(validateCustomResourceDefinition(asField(), { memo })).toEqual([]);
    const expected = validateCustomResourceDefinition(asMetadata());
    expect(expected.map((e) => e.detail)).toContain("must not be used inside of resource meta");
    expect(validateCustomResourceDefinition(asMetadata(), { memo })).toEqual(expected);
  });

  // Skipping a default whose rules were evaluated would leave the rules after it more CEL cost than upstream's
  // walk leaves them: such a subtree is checked again each time, as a changed rule shows.
  it("keeps no subtree whose defaults spent CEL cost", () => {
    const rules = [{ rule: "self.size() < 5" }];
    const shared = {
      type: "object",
      properties: { a: { type: "string", default: "abcdef", "x-kubernetes-validations": rules } },
    };
    const crd = () => crdOf({ type: "object", properties: { spec: shared } }, false, false);
    const memo = new SubtreeMemo();
    rules[0] = { rule: "self.size() < 10" };
    for (let i = 0; i < 3; i++) expect(validateCustomResourceDefinition(crd(), { memo })).toEqual([]);
    rules[0] = { rule: "self.size() < 5" };
    expect(validateCustomResourceDefinition(crd(), { memo })).not.toEqual([]);
  });
});
