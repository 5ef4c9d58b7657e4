// The runtime cost of a CEL rule whose attribute chain indexes a list element that does not match its schema (a
// null where the items are not nullable, a string where they are integers), kept by ratcheting on an update: the
// index succeeds with the conversion's error as its value, and the chain's next qualifier is applied to it and
// fails, observed (packages/cel/src/eval/element-errors.ts has the Go lines). Each row's cost and error are the
// crvalidate oracle's answers (the Kubernetes 1.35 API server's update path, packages/objects/test/oracle/SOURCES.md,
// program /work/go-oracle/vd2): the update of an unchanged object `{items: [null], lists: [[{name: a}, null]],
// nums: ["x"], byName: {k: null}}` in `spec.holder`, which has the one rule.
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { validate } from "../../src/index.js";
import { widgetCrdWithSpec } from "./fixtures.js";

const properties = {
  items: {
    type: "array",
    maxItems: 4,
    items: {
      type: "object",
      properties: {
        name: { type: "string", maxLength: 8 },
        x: { type: "array", maxItems: 4, items: { type: "integer" } },
      },
    },
  },
  lists: {
    type: "array",
    maxItems: 4,
    items: {
      type: "array",
      maxItems: 4,
      items: { type: "object", properties: { name: { type: "string", maxLength: 8 } } },
    },
  },
  nums: { type: "array", maxItems: 4, items: { type: "integer" } },
  byName: {
    type: "object",
    maxProperties: 4,
    additionalProperties: { type: "object", properties: { name: { type: "string", maxLength: 8 } } },
  },
} satisfies Record<string, JSONSchemaProps>;

const holder = { items: [null], lists: [[{ name: "a" }, null]], nums: ["x"], byName: { k: null } };

const nullItem = "invalid data, got null for schema with nullable=false";

const rows: readonly { rule: string; cost: number; error?: string }[] = [
  // The select after the erroneous element is applied and observed: self, items, [0], name, then ==.
  { rule: "self.items[0].name == 'a'", cost: 5, error: nullItem },
  { rule: "self.items[0].x[0] == 1", cost: 5, error: nullItem },
  // A presence test after it is observed too (QualifyIfPresent observes a presence-only test).
  { rule: "has(self.items[0].name)", cost: 3, error: nullItem },
  // An optional select after it is not (QualifyIfPresent observes only what is present).
  { rule: "self.items[?0].?name.orValue('z') == 'a'", cost: 4, error: nullItem },
  { rule: "self.items[0].?name.orValue('z') == 'a'", cost: 4, error: nullItem },
  // No qualifier after the element, or the element bound to a variable: nothing more.
  { rule: "self.items[0] == self.items[0]", cost: 7, error: nullItem },
  { rule: "self.lists[0][1] == self.lists[0][1]", cost: 9, error: nullItem },
  { rule: "self.items.all(i, i.name == 'a')", cost: 8, error: nullItem },
  { rule: "self.nums[0] + 1 == 2", cost: 5, error: "invalid data, expected int, got string" },
  // A map's erroneous value is a failed qualification (Mapper.Find, attributes.go:1332-1338): the chain stops.
  { rule: "self.byName['k'].name == 'a'", cost: 4, error: "no such key: k" },
  { rule: "self.lists[0][0].name == 'a'", cost: 6 },
];

describe("the runtime cost of a rule reaching an erroneous list element", () => {
  it.each(rows)("$rule costs $cost", ({ rule, cost, error }) => {
    const crd = widgetCrdWithSpec({
      holder: { type: "object", properties, "x-kubernetes-validations": [{ rule }] },
    });
    const object = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w1", namespace: "default" },
      spec: { holder },
    };
    const old = { ...object, metadata: { ...object.metadata, generation: 1 } };
    const [outcome] = validate({ crds: [crd], objects: [object], old: [old] }).objects;
    expect(outcome?.runtimeCost).toBe(cost);
    expect(outcome?.errors.map((e) => e.detail)).toEqual(
      error === undefined ? [] : [`${error} evaluating rule: ${rule}`],
    );
  });
});
