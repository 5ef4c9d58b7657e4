import { describe, expect, it } from "vitest";
import { pruneValue } from "../../src/defaults/index.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

const obj = (properties: Record<string, JSONSchemaProps>, extra: JSONSchemaProps = {}): JSONSchemaProps => ({
  type: "object",
  properties,
  ...extra,
});

const cases: [name: string, schema: JSONSchemaProps, isRoot: boolean, value: unknown, pruned: unknown][] = [
  ["unknown keys are dropped", obj({ a: { type: "string" } }), false, { a: "x", b: 1 }, { a: "x" }],
  ["scalars stay", { type: "string" }, false, "x", "x"],
  [
    "nested objects are pruned with their schema",
    obj({ a: obj({ b: { type: "string" } }) }),
    false,
    { a: { b: "x", c: 1 } },
    { a: { b: "x" } },
  ],
  [
    "array items are pruned with items",
    { type: "array", items: obj({ a: { type: "string" } }) },
    false,
    [{ a: "x", b: 1 }, "s"],
    [{ a: "x" }, "s"],
  ],
  [
    "additionalProperties keeps every key, pruned with its schema",
    { type: "object", additionalProperties: obj({ a: { type: "string" } }) },
    false,
    { k: { a: "x", z: 1 } },
    { k: { a: "x" } },
  ],
  [
    "additionalProperties true keeps the keys but empties nested objects",
    obj({ p: { type: "object", additionalProperties: true } }),
    false,
    { p: { k: { deep: 1 }, s: "v", l: [{ x: 1 }] } },
    { p: { k: {}, s: "v", l: [{}] } },
  ],
  [
    "preserve-unknown-fields keeps unknown keys but prunes known ones",
    obj({ a: obj({ b: { type: "string" } }) }, { "x-kubernetes-preserve-unknown-fields": true }),
    false,
    { a: { b: "x", c: 1 }, z: { y: 1 } },
    { a: { b: "x" }, z: { y: 1 } },
  ],
  [
    "preserve-unknown-fields applies to list items too",
    { type: "array", items: obj({}, { "x-kubernetes-preserve-unknown-fields": true }) },
    false,
    [{ any: 1 }],
    [{ any: 1 }],
  ],
  [
    "a parent's preserve-unknown-fields does not protect a child with its own schema",
    obj({ nested: obj({ foo: { type: "string" } }) }, { "x-kubernetes-preserve-unknown-fields": true }),
    false,
    { nested: { foo: "abc", bar: 42 } },
    { nested: { foo: "abc" } },
  ],
  [
    "embedded resources keep apiVersion, kind and metadata untouched",
    obj({ e: obj({ spec: { type: "string" } }, { "x-kubernetes-embedded-resource": true }) }),
    false,
    { e: { apiVersion: "v1", kind: "Pod", metadata: { name: "n", unknown: 1 }, spec: "s", extra: 1 } },
    { e: { apiVersion: "v1", kind: "Pod", metadata: { name: "n", unknown: 1 }, spec: "s" } },
  ],
  [
    "the resource root keeps its metadata fields",
    obj({ spec: { type: "string" } }),
    true,
    { apiVersion: "v1", kind: "K", metadata: { x: 1 }, spec: "s", status: 1 },
    { apiVersion: "v1", kind: "K", metadata: { x: 1 }, spec: "s" },
  ],
  [
    "metadata fields of a non-resource object are pruned like others",
    obj({ spec: { type: "string" } }),
    false,
    { kind: "K", spec: "s" },
    { spec: "s" },
  ],
  [
    "keys named __proto__ are handled as data",
    obj({ a: { type: "string" } }),
    false,
    JSON.parse('{"__proto__":1,"a":"x"}'),
    { a: "x" },
  ],
];

describe("pruneValue", () => {
  it.each(cases)("%s", (_name, schema, isRoot, value, expected) => {
    const before = JSON.stringify(value);
    expect(pruneValue(value, schema, isRoot)).toEqual(expected);
    expect(JSON.stringify(value)).toBe(before);
  });

  it("keeps an own __proto__ key that the schema knows", () => {
    const value: unknown = JSON.parse('{"__proto__":{"x":1}}');
    const pruned = pruneValue(value, obj({ ["__proto__"]: obj({ x: { type: "integer" } }) }), false);
    expect(Object.keys(pruned as object)).toEqual(["__proto__"]);
  });
});
