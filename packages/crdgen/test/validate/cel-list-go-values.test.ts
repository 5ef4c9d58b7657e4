// What a list's `Value()` is when `+` appends it to a list read from an object, which converts it again with its
// own items schema (apiserver valuesunstructured.go:487-499 at kubernetes-1.35.0): a list literal and the result
// of `map`/`filter` hold a []ref.Val (NewRefValList; a fold into an empty list is a mutable list made plain,
// cel-go v0.26.0 interpreter/interpretable.go:1370-1380, 1437-1438), which converts to nothing; a `+` of two
// non-empty CEL lists (concatList, list.go:500-512) and a list `oldSelf.value()` holds (NewDynamicList of the
// object's []interface{}) are a []interface{}, which converts to a list. The expected errors and costs are the
// crvalidate oracle's answers (packages/objects/test/oracle/SOURCES.md) for this CRD and these objects.
import { describe, expect, it } from "vitest";
import { validate } from "../../src/index.js";
import { widgetCrdWithSpecSchema } from "./fixtures.js";

const rules: readonly (readonly [rule: string, optionalOldSelf: boolean])[] = [
  ["(self.l + [[1] + [2]])[size(self.l)][1] == 2", false],
  ["(self.l + [[1, 2]])[size(self.l)][1] == 2", false],
  ["(self.l + [[1, 2].map(x, x)])[size(self.l)][1] == 2", false],
  ["(self.l + [[0].map(x, x) + [2]])[size(self.l)][1] == 2", false],
  ["(self.l + [[1, 2].filter(x, true) + [3].map(x, x)])[size(self.l)][2] == 3", false],
  ["(self.l + [[1, 2].filter(x, x > 1) + []])[size(self.l)][0] == 2", false],
  ["(self.s + [dyn([1] + [2])])[size(self.s)] == 'a'", false],
  ["(self.s + [dyn([1, 2])])[size(self.s)] == 'a'", false],
  ["(self.s + [dyn([1, 2].map(x, x))])[size(self.s)] == 'a'", false],
  ["(self.s + [dyn([1].map(x, x) + [2])])[size(self.s)] == 'a'", false],
  ["(self.s + [dyn(oldSelf.value().o.n)])[size(self.s)] == 'a'", true],
  ["(self.s + dyn(oldSelf.value().o.n))[size(self.s)] == 'a'", true],
  ["(self.l + oldSelf.value().o.n)[size(self.l)][0] == 7", true],
  ["(self.l + [oldSelf.value().o.n[0] + [1]])[size(self.l)][1] == 1", true],
];

const listOfLists = { type: "array", items: { type: "array", items: { type: "integer" } } } as const;
const crd = widgetCrdWithSpecSchema({
  type: "object",
  properties: {
    l: listOfLists,
    s: { type: "array", items: { type: "string" } },
    o: { type: "object", properties: { n: listOfLists } },
  },
  "x-kubernetes-validations": rules.map(([rule, optionalOldSelf]) =>
    optionalOldSelf ? { rule, optionalOldSelf } : { rule },
  ),
});

const metadata = { name: "w1", namespace: "default" };
const object = {
  apiVersion: "example.com/v1",
  kind: "Widget",
  metadata,
  spec: { l: [[5]], s: ["x"], o: { n: [[7]] } },
};
const old = { ...object, metadata: { ...metadata, generation: 1 }, spec: { ...object.spec, s: ["y"] } };

const failing = (index: number, detail: string): string =>
  `spec: ${detail} evaluating rule: ${rules[index]?.[0]}`;
const noArray = "invalid data, expected an array for the provided schema with type=array";
const notString = (goType: string): string => `invalid data, expected string, got ${goType}`;
const valueTypes = [
  failing(1, noArray),
  failing(2, noArray),
  failing(5, noArray),
  failing(6, notString("[]interface {}")),
  failing(7, notString("[]ref.Val")),
  failing(8, notString("[]ref.Val")),
  failing(9, notString("[]interface {}")),
];

describe("a CEL list appended to a list read from an object", () => {
  it("converts as its Go value does (create: oldSelf has no value)", () => {
    const [outcome] = validate({ crds: [crd], objects: [object] }).objects;
    expect(outcome?.errors.map((e) => `${e.field}: ${e.detail}`)).toEqual([
      ...valueTypes,
      ...[10, 11, 12, 13].map((i) => failing(i, "optional.none() dereference")),
    ]);
    expect(outcome?.runtimeCost).toBe(381);
  });

  it("converts `oldSelf.value()`'s lists as the object's []interface{} (update)", () => {
    const [outcome] = validate({ crds: [crd], objects: [object], old: [old] }).objects;
    expect(outcome?.errors.map((e) => `${e.field}: ${e.detail}`)).toEqual([
      ...valueTypes,
      failing(10, notString("[]interface {}")),
      failing(11, notString("[]interface {}")),
    ]);
    expect(outcome?.runtimeCost).toBe(408);
  });
});

// Lists cel-go makes of a Go []string (NewStringList: `split`, `findAll`, `url.getQuery()`'s values) are that
// []string, which converts to nothing; hashing any slice in a set list panics, and cel-go's recovered panic ends
// the whole evaluation (`|| true` does not save it), with the cost counted until then. Answers of the crvalidate
// oracle for these CRDs and objects.
describe("Go slices of other types, and hashing them in set lists", () => {
  const schemaOf = (rules: readonly string[], optionalOldSelf: boolean) =>
    widgetCrdWithSpecSchema({
      type: "object",
      properties: {
        s: { type: "array", items: { type: "string" } },
        ls: { type: "array", items: { type: "array", items: { type: "string" } } },
        set: { type: "array", items: { type: "string" }, "x-kubernetes-list-type": "set" },
        ml: {
          type: "array",
          items: { type: "object", properties: { k: { type: "string" } }, required: ["k"] },
          "x-kubernetes-list-type": "map",
          "x-kubernetes-list-map-keys": ["k"],
        },
        o: { type: "object", properties: { n: { type: "integer" } } },
      },
      "x-kubernetes-validations": rules.map((rule) =>
        optionalOldSelf ? { rule, optionalOldSelf } : { rule },
      ),
    });
  const spec = { s: ["x"], ls: [["q"]], set: ["z"], ml: [{ k: "a" }], o: { n: 1 } };
  const base = { apiVersion: "example.com/v1", kind: "Widget", metadata, spec };
  const details = (rules: readonly string[], optionalOldSelf: boolean, withOld: boolean) => {
    const crd = schemaOf(rules, optionalOldSelf);
    const previous = { ...base, metadata: { ...metadata, generation: 1 }, spec: { ...spec, s: ["y"] } };
    const [outcome] = validate({
      crds: [crd],
      objects: [base],
      ...(withOld ? { old: [previous] } : {}),
    }).objects;
    return { errors: outcome?.errors.map((e) => e.detail), cost: outcome?.runtimeCost };
  };
  const rule = (text: string, detail: string): string => `${detail} evaluating rule: ${text}`;

  it("names []string and map types as Go does (update, optionalOldSelf)", () => {
    const rules = [
      "(self.s + [dyn('a,b'.split(','))])[size(self.s)] == 'a'",
      "(self.s + [dyn('abc'.findAll('[a-z]'))])[size(self.s)] == 'a'",
      "(self.ls + ['a,b'.split(',')])[size(self.ls)][0] == 'a'",
      "(self.ls + [oldSelf.value().ls[0] + 'c'.split(',')])[size(self.ls)][1] == 'c'",
      "size(self.set + [dyn('a,b'.split(','))]) == 2",
      "size(self.set + [dyn([1] + [2])]) == 2",
      "(self.s + [dyn(url('https://a/?x=1').getQuery())])[size(self.s)] == 'a'",
      "(self.s + [dyn(url('https://a/?x=1').getQuery()['x'])])[size(self.s)] == 'a'",
      "(self.s + [dyn(oldSelf.value().o)])[size(self.s)] == 'a'",
      "(self.s + [dyn({'a': 1})])[size(self.s)] == 'a'",
    ];
    const at = (i: number, detail: string) => rule(rules[i] ?? "", detail);
    expect(details(rules, true, true)).toEqual({
      errors: [
        at(0, notString("[]string")),
        at(1, notString("[]string")),
        at(2, noArray),
        at(4, "internal error: runtime error: hash of unhashable type []string"),
        at(5, "internal error: runtime error: hash of unhashable type []interface {}"),
        at(6, notString("map[ref.Val]ref.Val")),
        at(7, notString("[]string")),
        at(8, notString("map[string]interface {}")),
        at(9, notString("map[ref.Val]ref.Val")),
      ],
      cost: 200,
    });
  });

  it("ends the evaluation on the panic of hashing a slice, whatever encloses it (create)", () => {
    const rules = [
      "size(self.set + [dyn([1] + [2])]) == 2 || true",
      "self.set == dyn([dyn([1] + [2])]) || true",
      "dyn([dyn([1] + [2])]) == self.set || true",
      "(self.set + [dyn('a'.split(','))] == self.set) || true",
      "size(self.ml + [dyn({'k': [1] + [2]})]) == 2 || true",
      "self.ml == [dyn({'k': [1] + [2]})] || true",
      "size(self.set + [dyn([1] + [2])]) == 2",
    ];
    const at = (i: number, goType: string) =>
      rule(rules[i] ?? "", `internal error: runtime error: hash of unhashable type ${goType}`);
    expect(details(rules, false, false)).toEqual({
      errors: [at(0, "[]interface {}"), at(1, "[]interface {}"), at(3, "[]string"), at(6, "[]interface {}")],
      cost: 165,
    });
  });
});
