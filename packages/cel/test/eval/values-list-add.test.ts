/**
 * apiserver `pkg/cel/common/values_test.go` `TestListAdd`, the UnstructuredToVal runs: Kubernetes list
 * semantics (`x-kubernetes-list-type` set and map) for `+` and `==`. The Go structs are written as the JSON
 * that encoding/json produces for them; cases upstream skips for unstructured values are left out.
 *
 * The table comes from the 1.37 sources, which fixed the lists' `+` and `==`; crdgen follows Kubernetes 1.35,
 * whose valuesunstructured.go (kubernetes-1.35.0) answers differently where a case says so: `+` appends
 * `Value()` of the right list's elements and converts them again with the left list's items schema (a literal
 * map is no `map[string]interface{}`, an int no string), map-list keys are read from the raw maps by their
 * escaped names (`if` is looked up as `__if__`, always nil) and joined with `%v` beyond three (`[a b c d e]` for
 * both `a b`,`c` and `a`,`b c`), `==` does not notice duplicates on the right, and a set of lists panics on
 * hashing a slice, which cel-go turns into an internal error.
 */
import { describe, expect, it } from "vitest";
import {
  CheckerEnv,
  ErrorValue,
  type ValueSchema,
  celTypes,
  check,
  evaluate,
  parse,
  standardLibrary,
  unstructuredToVal,
  variableDecl,
} from "../../src/index.js";

const stringSchema: ValueSchema = { type: "string" };
const int64Schema: ValueSchema = { type: "integer", format: "int64" };
const int32Schema: ValueSchema = { type: "integer", format: "int32" };
const array = (items: ValueSchema, extra: Partial<ValueSchema> = {}): ValueSchema => ({
  type: "array",
  items,
  ...extra,
});
const object = (properties: Record<string, ValueSchema>): ValueSchema => ({ type: "object", properties });
const structSchema = object({
  kind: stringSchema,
  apiVersion: stringSchema,
  metadata: object({ name: stringSchema }),
  s: stringSchema,
  i: int64Schema,
  b: { type: "boolean" },
  f: { type: "number", format: "double" },
});
const nestedSchema = object({ name: stringSchema, info: structSchema });
const mapListEntry = object({ key1: stringSchema, key2: stringSchema, value: int64Schema });
const ifEntry = object({ if: stringSchema, value: int64Schema });
const wideEntry = object({
  key1: stringSchema,
  key2: stringSchema,
  key3: stringSchema,
  key4: stringSchema,
  value: int64Schema,
});
const ptrEntry = object({ name: stringSchema, port: int64Schema, value: int64Schema });
const mapList = (items: ValueSchema, keys: string[]): ValueSchema =>
  array(items, { "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": keys });
const set = (items: ValueSchema): ValueSchema => array(items, { "x-kubernetes-list-type": "set" });

const addListsSchema = object({
  tags: array(stringSchema),
  i32s: array(int32Schema),
  items: array(mapListEntry),
  nested: array(nestedSchema),
  empty: array(int64Schema),
  mapList: mapList(mapListEntry, ["key1", "key2"]),
  ifList: mapList(ifEntry, ["if"]),
  wide: mapList(wideEntry, ["key1", "key2", "key3", "key4"]),
  tri: mapList(wideEntry, ["key1", "key2", "key3"]),
  ptrList: mapList(ptrEntry, ["name", "port"]),
  setList: set(int64Schema),
  ptrSet: set(int64Schema),
  setOfLists: set(array(stringSchema)),
});

const m = (key1: string, key2: string, value: number) => ({ key1, key2, value });
const wide = (key1: string, key2: string, key3: string, key4: string, value: number) => ({
  key1,
  key2,
  key3,
  key4,
  value,
});
const struct = (s: string) => ({ kind: "", apiVersion: "", metadata: {}, s, i: 0, b: false, f: 0 });
/** encoding/json of AddListsStruct: nil slices are null. */
const addLists = (fields: Record<string, unknown>) => ({
  tags: null,
  i32s: null,
  items: null,
  nested: null,
  empty: null,
  mapList: null,
  ifList: null,
  wide: null,
  tri: null,
  ptrList: null,
  setList: null,
  ptrSet: null,
  setOfLists: null,
  ...fields,
});

const x = addLists({
  tags: ["a", "b", "c"],
  i32s: [1, 2, 3],
  items: [m("k1v1", "k2v1", 1), m("k1v2", "k2v2", 2)],
  nested: [{ name: "n1", info: struct("hello") }],
  empty: [],
  mapList: [m("k1v1", "k2v1", 1), m("k1v2", "k2v2", 2)],
  ifList: [
    { if: "a", value: 1 },
    { if: "b", value: 2 },
  ],
  wide: [wide("a b", "c", "d", "e", 1)],
  tri: [wide("ta", "tb", "tc", "", 1), wide("td", "te", "tf", "", 2)],
  ptrList: [
    { name: "a", port: 80, value: 1 },
    { name: "b", port: 81, value: 2 },
  ],
  setList: [1, 2, 3],
  ptrSet: [80, 81],
  setOfLists: [["a b", "c"], ["x"]],
});
const y = addLists({
  tags: ["d", "e"],
  i32s: [30],
  items: [m("yk1", "yk2", 7)],
  nested: [],
  empty: [],
  mapList: [m("k1v1", "k2v1", 10), m("k1v3", "k2v3", 3)],
  ifList: [
    { if: "a", value: 10 },
    { if: "c", value: 3 },
  ],
  wide: [wide("a", "b c", "d", "e", 2)],
  tri: [wide("tg", "th", "ti", "", 3)],
  ptrList: [
    { name: "b", port: 81, value: 20 },
    { name: "c", port: 82, value: 3 },
  ],
  setList: [3, 30],
  ptrSet: [81, 82],
  setOfLists: [["a", "b c"], ["x"]],
});
const z = addLists({
  mapList: [m("k1v3", "k2v3", 3), m("k1v1", "k2v1", 10), m("k1v2", "k2v2", 2)],
  ifList: [
    { if: "b", value: 2 },
    { if: "a", value: 1 },
  ],
  wide: [wide("a", "b c", "d", "e", 2), wide("a b", "c", "d", "e", 1)],
  tri: [wide("td", "te", "tf", "", 2), wide("ta", "tb", "tc", "", 1)],
  ptrList: [
    { name: "c", port: 82, value: 3 },
    { name: "a", port: 80, value: 1 },
    { name: "b", port: 81, value: 20 },
  ],
  setList: [30, 3, 2, 1],
  ptrSet: [82, 80, 81],
  setOfLists: [["x"], ["a b", "c"]],
});
const w = addLists({ mapList: [m("k1v1", "k2v1", 1), m("k1v1", "k2v1", 1)], setList: [1, 1, 1] });

const vars = Object.fromEntries(
  Object.entries({ x, y, z, w }).map(([name, json]) => [name, unstructuredToVal(json, addListsSchema)]),
);
const env = new CheckerEnv().addLibrary(standardLibrary);
env.addVariables(...["x", "y", "z", "w"].map((n) => variableDecl(n, celTypes.dyn)));

function run(expression: string) {
  const parsed = parse(expression);
  if (parsed.ast === undefined) throw new Error(`parse: ${expression}`);
  const checked = check(parsed.ast, env);
  expect(checked.errors).toEqual([]);
  return evaluate(checked.ast, vars).value;
}

/** [name, expression, what 1.35 gives when it is not `true`: false, or an error's text]. */
const cases: readonly (readonly [string, string, (string | false)?])[] = [
  ["string list + literal list", "(x.tags + ['d']) == ['a', 'b', 'c', 'd']"],
  ["string list + string list", "(x.tags + y.tags) == ['a', 'b', 'c', 'd', 'e']"],
  ["int32 list + literal list", "(x.i32s + [4]) == [1, 2, 3, 4]"],
  ["int32 list + int32 list", "(x.i32s + y.i32s) == [1, 2, 3, 30]"],
  ["empty list + literal list", "(x.empty + [1]) == [1]"],
  ["list + empty literal list", "(x.tags + []) == ['a', 'b', 'c']"],
  ["chained concatenation", "(x.tags + ['d'] + y.tags) == ['a', 'b', 'c', 'd', 'd', 'e']"],
  [
    "struct list + literal list, field access",
    "(x.items + [{'key1': 'lk1', 'key2': 'lk2', 'value': 100}])[2].value == 100",
    "invalid data, expected a map for the provided schema with type=object",
  ],
  [
    "struct list + literal list, exists",
    "(x.items + [{'key1': 'lk1', 'key2': 'lk2', 'value': 100}]).exists(e, e.key1 == 'lk1')",
    "invalid data, expected a map for the provided schema with type=object",
  ],
  [
    "literal list + struct list",
    "([{'key1': 'lk1'}] + x.items)[0].key1 == 'lk1' && ([{'key1': 'lk1'}] + x.items)[1].key1 == 'k1v1'",
  ],
  ["struct list + struct list", "(x.items + y.items)[2].key1 == 'yk1'"],
  [
    "nested field access on appended literal",
    "(x.nested + [{'name': 'n2', 'info': {'s': 'deep'}}])[1].info.s == 'deep'",
    "invalid data, expected a map for the provided schema with type=object",
  ],
  ["size of concatenated list", "size(x.items + [{'key1': 'lk1'}]) == 3"],
  ["all over concatenated list", "(x.i32s + [4]).all(i, i < 100)"],
  ["membership in concatenated list", "4 in (x.i32s + [4])"],
  ["heterogeneous literal elements", "(x.tags + [1])[3] == 1", "invalid data, expected string, got int64"],
  ["add non-list", "(x.tags + dyn(1)) == ['a']", "no such overload"],
  ["index out of bounds on concatenated list", "(x.i32s + [4])[10] == 1", "index out of bounds: 10"],
  [
    "map list merge overwrites intersecting keys in place",
    "(x.mapList + y.mapList)[0].value == 10 && size(x.mapList + y.mapList) == 3",
  ],
  ["map list merge appends non-intersecting keys", "(x.mapList + y.mapList)[2].key1 == 'k1v3'"],
  [
    "map list + literal list merges by key",
    "(x.mapList + [{'key1': 'k1v1', 'key2': 'k2v1', 'value': 99}])[0].value == 99 && size(x.mapList + [{'key1': 'k1v1', 'key2': 'k2v1', 'value': 99}]) == 2",
    false,
  ],
  [
    "map list + literal list appends non-intersecting keys",
    "(x.mapList + [{'key1': 'k1v9', 'key2': 'k2v9', 'value': 9}])[2].value == 9",
    "invalid data, expected a map for the provided schema with type=object",
  ],
  [
    "chained map list merge",
    "(x.mapList + y.mapList + [{'key1': 'k1v3', 'key2': 'k2v3', 'value': 33}])[2].value == 33",
    false,
  ],
  ["map list equality ignores element order", "(x.mapList + y.mapList) == z.mapList"],
  [
    "map list with escaped key prop merges intersecting keys",
    "(x.ifList + y.ifList)[0].value == 10 && size(x.ifList + y.ifList) == 3",
    false,
  ],
  [
    "map list with escaped key prop appends non-intersecting keys",
    "(x.ifList + y.ifList)[2].__if__ == 'c'",
    "index out of bounds: 2",
  ],
  [
    "serialized map keys distinguish value boundaries on merge",
    "size(x.wide + y.wide) == 2 && (x.wide + y.wide)[0].value == 1",
    false,
  ],
  [
    "serialized map key equality ignores element order",
    "(x.wide + y.wide) == z.wide && z.wide == (x.wide + y.wide)",
    false,
  ],
  ["merge and equality of map lists with three key props", "size(x.tri + y.tri) == 3 && x.tri == z.tri"],
  [
    "map list with pointer key props merges intersecting keys",
    "(x.ptrList + y.ptrList)[1].value == 20 && size(x.ptrList + y.ptrList) == 3",
  ],
  [
    "map list equality with pointer key props ignores element order",
    "(x.ptrList + y.ptrList) == z.ptrList && z.ptrList == (x.ptrList + y.ptrList)",
  ],
  ["map lists with same keys but different values are not equal", "x.mapList != y.mapList"],
  [
    "concatenated map list differs from its left operand",
    "(x.mapList + y.mapList) != x.mapList && x.mapList != (x.mapList + y.mapList)",
  ],
  [
    "concatenated map lists with different appended keys are not equal",
    "(x.mapList + [{'key1': 'A', 'key2': 'B', 'value': 9}]) != (x.mapList + [{'key1': 'C', 'key2': 'D', 'value': 9}])",
  ],
  [
    "concatenated map lists with same keys but different values are not equal",
    "(x.mapList + [{'key1': 'A', 'key2': 'B', 'value': 1}]) != (x.mapList + [{'key1': 'A', 'key2': 'B', 'value': 2}])",
  ],
  [
    "map list is not equal to a list with duplicate keys",
    "x.mapList != w.mapList && w.mapList != x.mapList",
    false,
  ],
  [
    "concatenated map list is not equal to a list with duplicate keys",
    "(x.mapList + w.mapList) != w.mapList",
    false,
  ],
  ["map list add non-list", "(x.mapList + dyn(1)) == x.mapList", "no such overload"],
  ["concatenated map list add non-list", "(x.mapList + y.mapList + dyn(1)) == x.mapList", "no such overload"],
  ["set list union with literal list", "(x.setList + [3, 4]) == [1, 2, 3, 4]"],
  ["set list union with set list", "(x.setList + y.setList) == [1, 2, 3, 30]"],
  ["set list equality ignores element order", "(x.setList + [4]) == [4, 3, 2, 1]"],
  ["chained set list union", "(x.setList + [4] + [4, 5]) == [1, 2, 3, 4, 5]"],
  [
    "set list union with set list ignores element order",
    "(x.setList + y.setList) == z.setList && z.setList == (x.setList + y.setList)",
  ],
  ["set lists with different elements are not equal", "x.setList != y.setList"],
  [
    "concatenated set list differs from its left operand",
    "(x.setList + y.setList) != x.setList && x.setList != (x.setList + y.setList)",
  ],
  ["concatenated set lists with same elements are equal", "(x.setList + [4]) == (x.setList + [4])"],
  [
    "repeated concatenation of the same set list wrapper",
    "[x.setList].all(s, (s + y.setList) == (s + y.setList))",
  ],
  [
    "concatenated set lists with different appended elements are not equal",
    "(x.setList + [4]) != (x.setList + [5])",
  ],
  [
    "set list with pointer elements unions distinct elements",
    "size(x.ptrSet + y.ptrSet) == 3 && (x.ptrSet + y.ptrSet)[2] == 82",
  ],
  [
    "set list equality with pointer elements ignores element order",
    "(x.ptrSet + y.ptrSet) == z.ptrSet && z.ptrSet == (x.ptrSet + y.ptrSet)",
  ],
  [
    "set of lists: Equal between two set wrappers errors",
    "x.setOfLists == z.setOfLists",
    "internal error: runtime error: hash of unhashable type []interface {}",
  ],
  [
    "set of lists: Equal between set wrapper and literal list errors",
    "x.setOfLists == [['a b', 'c'], ['x']]",
    "internal error: runtime error: hash of unhashable type []interface {}",
  ],
  [
    "set of lists: Add of two set wrappers errors",
    "size(x.setOfLists + y.setOfLists) == 3",
    "internal error: runtime error: hash of unhashable type []interface {}",
  ],
  [
    "set of lists: Add of set wrapper and literal list errors",
    "size(x.setOfLists + [['x']]) == 2",
    "internal error: runtime error: hash of unhashable type []interface {}",
  ],
  [
    "set list is not equal to a list with duplicate elements",
    "x.setList != w.setList && w.setList != x.setList",
    false,
  ],
  ["set list is not equal to a literal list with duplicate elements", "x.setList != [1, 1, 3]", false],
  [
    "concatenated set list is not equal to a list with duplicate elements",
    "(x.setList + [4]) != [1, 1, 3, 4]",
    false,
  ],
  ["set list add non-list", "(x.setList + dyn(1)) == x.setList", "no such overload"],
  ["concatenated set list add non-list", "(x.setList + y.setList + dyn(1)) == x.setList", "no such overload"],
];

describe("values_test.go TestListAdd (UnstructuredToVal), as Kubernetes 1.35 evaluates it", () => {
  for (const [name, expression, want] of cases) {
    it(name, () => {
      const value = run(expression);
      if (want === undefined || want === false) expect(value).toBe(want ?? true);
      else expect(value).toEqual(new ErrorValue(want));
    });
  }
});
