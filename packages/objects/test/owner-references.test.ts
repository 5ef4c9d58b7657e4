import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorString } from "@crdgen/structural";
import { CrdCatalog, createObject, updateObject } from "../src/index.js";
import { exampleCrd } from "./support/crd.js";

const crd = exampleCrd("Widget", "Namespaced", [
  { name: "v1", served: true, storage: true, schema: { openAPIV3Schema: { type: "object" } } },
]);
const resolution = new CrdCatalog([crd]).resolve("example.com/v1", "Widget");
if (!resolution.found) throw new Error(resolution.message);
const served = resolution.served;

const widget = (ownerReferences: unknown[], extra: Record<string, unknown> = {}) => ({
  apiVersion: "example.com/v1",
  kind: "Widget",
  metadata: { name: "w1", namespace: "default", ownerReferences, ...extra },
});

const ref = (uid: string, more: Record<string, unknown> = {}) => ({
  apiVersion: "v1",
  kind: "ConfigMap",
  name: "owner",
  uid,
  ...more,
});

const warning = (uids: string) =>
  ".metadata.ownerReferences contains duplicate entries; API server dedups owner references in 1.20+, and may " +
  `reject such requests as early as 1.24; please fix your requests; duplicate UID(s) observed: ${uids}`;

// The create and update handlers drop owner references equal to an earlier one before anything validates them
// (apiserver pkg/endpoints/handlers/rest.go:297-353 dedupOwnerReferences, create.go:193, update.go:226), and warn
// once with the dropped ones' UIDs (rest.go:57 DuplicateOwnerReferencesWarningFormat).
describe("duplicate owner references", () => {
  it("are dropped from what is stored, with one warning naming their UIDs in order", () => {
    const outcome = createObject(served, widget([ref("u1"), ref("u2"), ref("u1"), ref("u2"), ref("u1")]));
    expect(outcome.stored?.metadata).toEqual({
      name: "w1",
      namespace: "default",
      generation: 1,
      ownerReferences: [ref("u1"), ref("u2")],
    });
    expect(outcome.warnings).toEqual([warning("u1, u2, u1")]);
  });

  it("are equal in every field: an absent controller is not controller: false (Semantic.DeepEqual of *bool)", () => {
    const refs = [
      ref("u1"),
      ref("u1", { controller: false }),
      ref("u1", { name: "other" }),
      ref("u1", { controller: false }),
    ];
    const outcome = createObject(served, widget(refs));
    expect((outcome.stored?.metadata as Record<string, unknown>).ownerReferences).toEqual(refs.slice(0, 3));
    expect(outcome.warnings).toEqual([warning("u1")]);
  });

  it("are dropped before validation: two equal controller references are one controller, not two", () => {
    const controller = ref("u1", { controller: true });
    expect(createObject(served, widget([controller, controller])).errors).toEqual([]);
    // Two different controllers still are two (ValidateOwnerReferences).
    const two = createObject(served, widget([controller, ref("u2", { controller: true })]));
    expect(two.errors.map(errorString)[0]).toMatch(
      /^metadata.ownerReferences: Invalid value: .*Only one reference can have Controller set to true/,
    );
  });

  it("with an empty UID are dropped too, and named by it", () => {
    const outcome = createObject(served, widget([ref(""), ref("")]));
    expect(outcome.warnings).toEqual([warning("")]);
  });

  it("are dropped from the new object of an update, not from the old one", () => {
    const old = {
      ...widget([ref("u1"), ref("u1")]),
      metadata: { ...widget([ref("u1"), ref("u1")]).metadata, generation: 1 },
    };
    const outcome = updateObject(served, widget([ref("u1"), ref("u1")], { labels: { a: "b" } }), old);
    expect((outcome.stored?.metadata as Record<string, unknown>).ownerReferences).toEqual([ref("u1")]);
    expect(outcome.warnings).toEqual([warning("u1")]);
    expect(outcome.old?.metadata).toMatchObject({ ownerReferences: [ref("u1"), ref("u1")] });
  });

  it("agree with a model of dedupOwnerReferences on generated lists", () => {
    const reference = fc.record(
      {
        apiVersion: fc.constantFrom("v1", "apps/v1"),
        kind: fc.constant("ConfigMap"),
        name: fc.constantFrom("a", "b"),
        uid: fc.constantFrom("u1", "u2", ""),
        controller: fc.boolean(),
        blockOwnerDeletion: fc.boolean(),
      },
      { requiredKeys: ["apiVersion", "kind", "name", "uid"] },
    );
    fc.assert(
      fc.property(fc.array(reference, { maxLength: 6 }), (refs) => {
        // rest.go:297: a reference whose UID was seen and that is Semantic.DeepEqual to a kept one is dropped.
        const kept: (typeof refs)[number][] = [];
        const dropped: string[] = [];
        const seen = new Set<string>();
        for (const r of refs) {
          if (
            !seen.has(r.uid) ||
            !kept.some((k) => JSON.stringify(sorted(k)) === JSON.stringify(sorted(r)))
          ) {
            seen.add(r.uid);
            kept.push(r);
          } else {
            dropped.push(r.uid);
          }
        }
        const outcome = createObject(served, widget(refs));
        const stored = (outcome.stored?.metadata as Record<string, unknown>).ownerReferences;
        expect(stored ?? []).toEqual(kept.map(sorted));
        expect(outcome.warnings.filter((w) => w.startsWith(".metadata.ownerReferences"))).toEqual(
          dropped.length === 0 ? [] : [warning(dropped.join(", "))],
        );
      }),
    );
  });
});

function sorted(ref: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ["apiVersion", "kind", "name", "uid", "controller", "blockOwnerDeletion"]) {
    if (ref[key] !== undefined) out[key] = ref[key];
  }
  return out;
}
