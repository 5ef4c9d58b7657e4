// Which old item of an x-kubernetes-list-type=map list a new item is validated against (its oldSelf), as
// apiextensions-apiserver's validateArray asks `makeMapList(s.Schema, oldObj).Get(item)`
// (pkg/apiserver/schema/cel/validation.go:875-878, kubernetes-1.35.0), implemented in apiserver
// pkg/cel/common/maplist.go (v0.35.0). CorrelatedObject.Index (equality.go:111-116) asks the same for ratcheting.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { MapList } from "../../src/schema/cel/map-list.js";
import { errorString, validateObjectRules } from "../../src/index.js";

/** One lookup: `makeMapList(schema, oldItems).Get(item)`. */
const correlatedItem = (schema: JSONSchemaProps, oldItems: readonly unknown[], item: unknown): unknown =>
  new MapList(schema, oldItems).get(item);

const mapList = (keys: readonly string[]): JSONSchemaProps => ({
  type: "array",
  "x-kubernetes-list-type": "map",
  "x-kubernetes-list-map-keys": [...keys],
  items: { type: "object", "x-kubernetes-preserve-unknown-fields": true },
});

describe("makeMapList(…).Get", () => {
  it("finds no old item for an item without one of the keys (maplist.go:47-49, 70-74)", () => {
    expect(correlatedItem(mapList(["k"]), [{ v: 1 }], { v: 2 })).toBeUndefined();
    expect(correlatedItem(mapList(["k", "j"]), [{ k: "a", v: 1 }], { k: "a", v: 2 })).toBeUndefined();
  });

  it("passes over old items without the keys and finds the first keyed one (maplist.go:118-135)", () => {
    const first = { k: "a", v: 1 };
    expect(correlatedItem(mapList(["k"]), [{ v: 0 }, "x", first, { k: "a", v: 2 }], { k: "a" })).toBe(first);
  });

  it("finds none for non-scalar key values, null included (maplist.go:52-56, 84-86)", () => {
    for (const value of [null, [], {}, [1], { a: 1 }]) {
      expect(correlatedItem(mapList(["k"]), [{ k: value }], { k: value })).toBeUndefined();
      expect(correlatedItem(mapList(["k", "j"]), [{ k: value, j: 1 }], { k: value, j: 1 })).toBeUndefined();
    }
  });

  it("compares one key as a Go interface value: type and value (maplist.go:45-57)", () => {
    expect(correlatedItem(mapList(["k"]), [{ k: "1" }], { k: 1 })).toBeUndefined();
    expect(correlatedItem(mapList(["k"]), [{ k: 0.1 }], { k: 0.1000001 })).toBeUndefined();
    const old = { k: 0.1 };
    expect(correlatedItem(mapList(["k"]), [old], { k: 0.1 })).toBe(old);
  });

  it("prints several keys with %f: floats equal to six decimals match, ties round to even (maplist.go:79-80)", () => {
    const old = { k: 0.1, j: "x" };
    expect(correlatedItem(mapList(["k", "j"]), [old], { k: 0.1000001, j: "x" })).toBe(old);
    // strconv rounds 0.0078125 (exact in binary) to 0.007812; JavaScript's toFixed would give 0.007813.
    expect(
      correlatedItem(mapList(["k", "j"]), [{ k: 0.007813, j: "x" }], { k: 0.0078125, j: "x" }),
    ).toBeUndefined();
    const tie = { k: 0.007812, j: "x" };
    expect(correlatedItem(mapList(["k", "j"]), [tie], { k: 0.0078125, j: "x" })).toBe(tie);
  });

  it("is the empty list for other list types and for map lists without keys (maplist.go:166-168)", () => {
    const old = { k: "a" };
    expect(
      correlatedItem({ ...mapList(["k"]), "x-kubernetes-list-type": "set" }, [old], { k: "a" }),
    ).toBeUndefined();
    expect(correlatedItem(mapList([]), [old], { k: "a" })).toBeUndefined();
  });

  it("runs no transition rule on an item whose key is missing, as there is no old item (validation.go:402-413)", () => {
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        spec: {
          type: "object",
          properties: {
            l: {
              ...mapList(["k"]),
              items: {
                type: "object",
                properties: { k: { type: "string" }, v: { type: "integer" } },
                "x-kubernetes-validations": [{ rule: "self.v == oldSelf.v", message: "changed" }],
              },
            },
          },
        },
      },
    };
    const update = (item: object, oldItem: object): string[] =>
      validateObjectRules(schema, { spec: { l: [item] } }, {}, { spec: { l: [oldItem] } }).errors.map(
        errorString,
      );
    expect(update({ v: 1 }, { v: 2 })).toEqual([]);
    expect(update({ k: "a", v: 1 }, { k: "a", v: 2 })).toEqual(["spec.l[0]: Invalid value: changed"]);
  });
});

// A model of maplist.go written out plainly: Go's interface values as (type, value) pairs, one key compared
// as such, several keys as the fmt text of each after a NUL, and the old items keyed lazily in order.
type GoScalar = readonly ["bool" | "int64" | "float64" | "string", string];

function goScalar(value: unknown): GoScalar | undefined {
  if (typeof value === "boolean") return ["bool", value ? "true" : "false"];
  if (typeof value === "string") return ["string", value];
  if (typeof value === "number") {
    return Number.isInteger(value) ? ["int64", String(value)] : ["float64", String(value)];
  }
  return undefined;
}

// fmt's %f: the double's exact decimal expansion, rounded to six places half to even on the digit string.
function percentF(x: number): string {
  const negative = x < 0;
  let mantissa = Math.abs(x);
  let twos = 0;
  while (!Number.isInteger(mantissa)) {
    mantissa *= 2;
    twos++;
  }
  // |x| = mantissa / 2^twos = mantissa * 5^twos / 10^twos
  const digits = (BigInt(mantissa) * 5n ** BigInt(twos)).toString().padStart(twos + 1, "0");
  const whole = digits.slice(0, digits.length - twos);
  const fraction = digits.slice(digits.length - twos).padEnd(7, "0");
  let kept = BigInt(whole + fraction.slice(0, 6));
  const rest = fraction.slice(6);
  const half = rest[0] === "5" && /^50*$/u.test(rest);
  if ((rest[0] ?? "0") > "5" || (rest[0] === "5" && !half) || (half && kept % 2n === 1n)) kept += 1n;
  const text = kept.toString().padStart(7, "0");
  return `${negative ? "-" : ""}${text.slice(0, -6)}.${text.slice(-6)}`;
}

function modelKey(keys: readonly string[], item: unknown): string | undefined {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  const scalars: GoScalar[] = [];
  for (const key of keys) {
    if (!(key in record)) return undefined;
    const scalar = goScalar(record[key]);
    if (scalar === undefined) return undefined;
    scalars.push(scalar);
  }
  if (keys.length === 1) return JSON.stringify(scalars[0]);
  return scalars
    .map(([type, text]) => {
      if (type === "string") return `\u0000${JSON.stringify(text)}`;
      if (type === "float64") return `\u0000${percentF(Number(text))}`;
      return `\u0000${text}`;
    })
    .join("");
}

function modelGet(schema: JSONSchemaProps, oldItems: readonly unknown[], item: unknown): unknown {
  const keys = schema["x-kubernetes-list-map-keys"] ?? [];
  if (schema.type !== "array" || schema["x-kubernetes-list-type"] !== "map" || keys.length === 0) {
    return undefined;
  }
  if (oldItems.length === 0) return undefined;
  const wanted = modelKey(keys, item);
  if (wanted === undefined) return undefined;
  const keyed = new Map<string, unknown>();
  for (const old of oldItems) {
    const key = modelKey(keys, old);
    if (key !== undefined && !keyed.has(key)) keyed.set(key, old);
    if (key === wanted) return keyed.get(key);
  }
  return undefined;
}

describe("correlatedItem against a model of maplist.go", () => {
  // Values next to each other where Go's key equality is subtle: numbers of both Go types, floats that agree to
  // six decimals (or tie at the seventh), strings that read like other types, and non-scalars.
  const keyValue = fc.oneof(
    fc.constantFrom<unknown>(true, false, 0, 1, -1, "1", "true", "", "a\u0000b", null, [], {}),
    // Floats where %f decides: equal to six decimals, or a tie at the seventh (0.0078125 is 0.007812 in Go).
    fc.constantFrom<unknown>(1.5, -1.5, 0.1, 0.1000001, -0.0078125, 2.5e-7),
    { arbitrary: fc.constantFrom<unknown>(0.0078125, 0.007812, 0.007813), weight: 2 },
  );
  const keyNames = ["a", "b", "c"] as const;
  const item = fc.oneof(
    fc.record({ a: keyValue, b: keyValue, c: keyValue, v: keyValue }, { requiredKeys: [] }),
    fc.constantFrom<unknown>(null, "item", [], [{ a: 1 }]),
  );
  const schema = fc.record({
    type: fc.constantFrom<string | undefined>("array", "array", "array", undefined),
    listType: fc.constantFrom<string | undefined>("map", "map", "map", "set", "atomic", undefined),
    keys: fc.subarray([...keyNames], { minLength: 0, maxLength: 3 }),
  });

  // Old items are random, or the new item with one field set to another value of the pool (or removed): the
  // near misses and near matches on which key equality turns.
  const oldItem = fc.oneof(
    item.map((random) => ({ random })),
    fc.record({ field: fc.constantFrom(...keyNames), value: fc.option(keyValue, { nil: undefined }) }),
  );
  const near = (newItem: unknown, old: { random: unknown } | { field: string; value: unknown }): unknown => {
    if ("random" in old) return old.random;
    if (typeof newItem !== "object" || newItem === null || Array.isArray(newItem)) return newItem;
    const others = Object.entries(newItem).filter(([name]) => name !== old.field);
    return Object.fromEntries(old.value === undefined ? others : [...others, [old.field, old.value]]);
  };

  it("finds the same old item", () => {
    fc.assert(
      fc.property(schema, fc.array(oldItem, { maxLength: 6 }), item, (s, olds, newItem) => {
        const oldItems = olds.map((old) => near(newItem, old));
        const node: JSONSchemaProps = {
          ...(s.type === undefined ? {} : { type: s.type }),
          ...(s.listType === undefined ? {} : { "x-kubernetes-list-type": s.listType }),
          "x-kubernetes-list-map-keys": s.keys,
        };
        expect(correlatedItem(node, oldItems, newItem)).toBe(modelGet(node, oldItems, newItem));
      }),
      { numRuns: 3000 },
    );
  });

  it("finds the same old items when one list answers many lookups (lazy keying keeps the first of each key)", () => {
    fc.assert(
      fc.property(
        schema,
        fc.array(oldItem, { maxLength: 6 }),
        fc.array(item, { maxLength: 6 }),
        (s, olds, items) => {
          const node: JSONSchemaProps = {
            type: s.type ?? "array",
            "x-kubernetes-list-type": "map",
            "x-kubernetes-list-map-keys": s.keys,
          };
          const oldItems = olds.map((old, i) => near(items[i % Math.max(items.length, 1)], old));
          const list = new MapList(node, oldItems);
          for (const newItem of items) expect(list.get(newItem)).toBe(modelGet(node, oldItems, newItem));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("the model's %f rounds as strconv does", () => {
    // strconv.FormatFloat(x, 'f', 6, 64), Go 1.19.
    expect(percentF(0.0078125)).toBe("0.007812");
    expect(percentF(0.0078135)).toBe("0.007813");
    expect(percentF(-0.0078125)).toBe("-0.007812");
    expect(percentF(-1.5)).toBe("-1.500000");
    expect(percentF(2.5e-7)).toBe("0.000000");
    expect(percentF(0.1000001)).toBe("0.100000");
  });
});
