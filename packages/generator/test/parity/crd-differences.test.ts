import { describe, expect, it } from "vitest";
import { explainDifferences, present } from "./allow-list.js";
import { absent, crdDifferences, formatDifference } from "./crd-differences.js";

/** The comparison the parity test relies on must see what it claims to see, and skip only descriptions. */

const schema = (spec: Record<string, unknown>): unknown => ({
  spec: { versions: [{ name: "v1", schema: { openAPIV3Schema: { properties: { spec } } } }] },
});

const lines = (ours: unknown, theirs: unknown): string[] =>
  crdDifferences(ours, theirs).map(formatDifference);

describe("crdDifferences", () => {
  it("ignores description keywords but keeps a property named description", () => {
    const ours = schema({ description: "ours", properties: { description: { type: "string" } } });
    const theirs = schema({ description: "theirs", properties: { description: { type: "integer" } } });
    expect(lines(ours, theirs)).toEqual([
      'spec.versions[v1].schema.openAPIV3Schema.properties.spec.properties.description.type: ours "string" vs theirs "integer"',
    ]);
  });

  it("reports keys on one side only, with the side's value", () => {
    expect(crdDifferences({ a: { x: 1 } }, { a: { y: [2] } })).toEqual([
      { path: "a.x", ours: 1, theirs: absent },
      { path: "a.y", ours: absent, theirs: [2] },
    ]);
  });

  it("compares required as a set, and reports an order difference once", () => {
    expect(lines({ required: ["a", "b", "c"] }, { required: ["b", "a", "d"] })).toEqual([
      'required[c]: ours "c" vs theirs (absent)',
      'required[d]: ours (absent) vs theirs "d"',
      'required (order): ours ["a","b","c"] vs theirs ["b","a","d"]',
    ]);
  });

  it("matches versions by name and compares defaults whole, descriptions inside them included", () => {
    const ours = { versions: [{ name: "b" }, { name: "a", default: { description: "x" } }] };
    const theirs = { versions: [{ name: "a", default: { description: "y" } }, { name: "b" }] };
    expect(lines(ours, theirs)).toEqual([
      'versions[a].default: ours {"description":"x"} vs theirs {"description":"y"}',
      'versions (order): ours ["b","a"] vs theirs ["a","b"]',
    ]);
  });

  it("quotes keys that are not plain names", () => {
    expect(lines({ annotations: { "a.io/v": "1" } }, { annotations: {} })).toEqual([
      'annotations["a.io/v"]: ours "1" vs theirs (absent)',
    ]);
  });
});

describe("explainDifferences", () => {
  it("explains exact matches and present/absent matches, and returns the rest and the unused entries", () => {
    const differences = crdDifferences({ a: 1, b: { big: true }, c: 3 }, { a: 2, c: 4 });
    const known = [
      { path: "a", ours: 1, theirs: 2, reason: "exact" },
      { path: "b", ours: present, theirs: absent, reason: "any value" },
      { path: "c", ours: 3, theirs: 5, reason: "wrong value" },
    ];
    const { unexplained, unused } = explainDifferences(differences, known);
    expect(unexplained.map(formatDifference)).toEqual(["c: ours 3 vs theirs 4"]);
    expect(unused.map((k) => k.reason)).toEqual(["wrong value"]);
  });
});
