import { describe, expect, it } from "vitest";
import { validateCustomResource } from "../../src/defaults/index.js";
import { errorString } from "../../src/model/field-error.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { CorrelatedObject } from "../../src/schema/cel/correlated-object.js";
import { MapList } from "../../src/schema/cel/map-list.js";
import cases from "./upstream/maplist-get.json" with { type: "json" };

/** One lookup: `MakeMapList(node, old).Get(item)`. */
const mapListItem = (node: JSONSchemaProps, old: readonly unknown[], item: unknown): unknown =>
  new MapList(node, old).get(item);

interface Case {
  node: JSONSchemaProps;
  old: unknown[];
  item: unknown;
  /** The index of the old item Go's MakeMapList(node, old).Get(item) returned, -1 for nil. */
  expected: number;
}

describe("mapListItem: MakeMapList(schema, old).Get(item) (pkg/cel/common/maplist.go)", () => {
  it("finds the old item Go finds, for every vector run through the Go source (upstream/maplist-get.json)", () => {
    for (const c of cases as Case[]) {
      const found = mapListItem(c.node, c.old, c.item);
      expect({ ...c, found: found === undefined ? -1 : c.old.indexOf(found) }).toEqual({
        ...c,
        found: c.expected,
      });
    }
  });

  const ports: JSONSchemaProps = {
    type: "array",
    "x-kubernetes-list-type": "map",
    "x-kubernetes-list-map-keys": ["name"],
    items: { type: "object", properties: { name: { type: "string" }, port: { type: "integer" } } },
  };

  it("gives no old item to an item whose key fields are missing, null or not scalars (CompositeKeyFor)", () => {
    // maplist.go singleKeyStrategy: `v, ok := obj[ks.key]; if !ok { return nil, false }`, and only bool,
    // float64, int64 and string are keys.
    expect(mapListItem(ports, [{ port: 1 }], { port: 2 })).toBeUndefined();
    expect(mapListItem(ports, [{ name: null }], { name: null })).toBeUndefined();
    expect(mapListItem(ports, [{ name: { a: 1 } }], { name: { a: 1 } })).toBeUndefined();
    const old = { name: "a", port: 1 };
    expect(mapListItem(ports, [{ name: "b" }, old, { name: "a" }], { name: "a" })).toBe(old);
  });

  it("compares several key fields by their %f text: floats equal to six decimals are one key", () => {
    // multiKeyStrategy writes a float64 with %f (strconv 'f', 6 decimals, ties to even).
    const node: JSONSchemaProps = { ...ports, "x-kubernetes-list-map-keys": ["name", "weight"] };
    const old = { name: "a", weight: 1.0000001 };
    expect(mapListItem(node, [old], { name: "a", weight: 1.0000004 })).toBe(old);
    expect(mapListItem(node, [old], { name: "a", weight: 1.0000006 })).toBeUndefined();
    // 0.0078125 is a tie at six decimals: 0.007812 (to even), not JavaScript's toFixed 0.007813.
    expect(
      mapListItem(node, [{ name: "a", weight: 0.0078125 }], { name: "a", weight: 0.0078124 }),
    ).toBeDefined();
  });

  it("keeps the errors of an unchanged item without its key: it has no old version to be ratcheted against", () => {
    // equality.go:127-134: an item without a correlation makes its map list changed, and its own validator is
    // not a ratcheting one (ratcheting.go:194-198), so its Required error stays when a sibling changed.
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: {
          type: "object",
          properties: {
            other: { type: "string" },
            ports: { ...ports, items: { ...(ports.items as JSONSchemaProps), required: ["name"] } },
          },
        },
      },
    };
    const value = { spec: { other: "new", ports: [{ port: 1 }] } };
    const old = { spec: { other: "old", ports: [{ port: 1 }] } };
    expect(
      validateCustomResource(value, schema, new CorrelatedObject(value, old, schema)).map(errorString),
    ).toEqual(["spec.ports[0].name: Required value"]);
  });
});
