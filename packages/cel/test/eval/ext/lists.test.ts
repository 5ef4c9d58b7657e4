/**
 * cel-go `ext/lists_test.go`, evaluated in `cel.NewEnv(Lists())`: `TestLists` (each expression is true or
 * fails with an error containing the text, parsed and checked; the three `ExampleType` protobuf cases are
 * left out), `TestListsRuntimeErrors` (version 1) and `TestListsCosts` (the actual cost of the checked AST
 * with the library's cost trackers; cel-go's default `PresenceTestHasCost(true)`).
 */
import { describe, expect, it } from "vitest";
import {
  type CelType,
  type CelValue,
  ListValue,
  MapValue,
  celTypes as t,
  listType,
  listsExtLibrary,
  mapType,
  variableDecl,
} from "../../../src/index.js";
import { evalExt } from "./eval-ext.js";

const listsTests: readonly (readonly [string, string?])[] = [
  ["lists.range(4) == [0,1,2,3]"],
  ["lists.range(0) == []"],
  ["[5,1,2,3].reverse() == [3,2,1,5]"],
  ["[].reverse() == []"],
  ["[1].reverse() == [1]"],
  [
    "['are', 'you', 'as', 'bored', 'as', 'I', 'am'].reverse() == ['am', 'I', 'as', 'bored', 'as', 'you', 'are']",
  ],
  ["[false, true, true].reverse().reverse() == [false, true, true]"],
  ["[1,2,3,4].slice(0, 4) == [1,2,3,4]"],
  ["[1,2,3,4].slice(0, 0) == []"],
  ["[1,2,3,4].slice(1, 1) == []"],
  ["[1,2,3,4].slice(4, 4) == []"],
  ["[1,2,3,4].slice(1, 3) == [2, 3]"],
  ["[1,2,3,4].slice(3, 0)", "cannot slice(3, 0), start index must be less than or equal to end index"],
  ["[1,2,3,4].slice(0, 10)", "cannot slice(0, 10), list is length 4"],
  ["[1,2,3,4].slice(-5, 10)", "cannot slice(-5, 10), negative indexes not supported"],
  ["[1,2,3,4].slice(-5, -3)", "cannot slice(-5, -3), negative indexes not supported"],
  ["dyn([]).flatten() == []"],
  ["dyn([1,2,3,4]).flatten() == [1,2,3,4]"],
  ["[1,[2,[3,4]]].flatten() == [1,2,[3,4]]"],
  ["[1,2,[],[],[3,4]].flatten() == [1,2,3,4]"],
  ["[1,[2,[3,4]]].flatten(2) == [1,2,3,4]"],
  ["[1,[2,[3,[4]]]].flatten(-1) == [1,2,3,4]", "level must be non-negative"],
  ["[].sort() == []"],
  ["[1].sort() == [1]"],
  ["[4, 3, 2, 1].sort() == [1, 2, 3, 4]"],
  ['["d", "a", "b", "c"].sort() == ["a", "b", "c", "d"]'],
  ['["d", 3, 2, "c"].sort() == ["a", "b", "c", "d"]', "list elements must have the same type"],
  ["[].sortBy(e, e) == []"],
  ['["a"].sortBy(e, e) == ["a"]'],
  ["[-3, 1, -5, -2, 4].sortBy(e, -(e * e)) == [-5, 4, -3, -2, 1]"],
  ["[-3, 1, -5, -2, 4].map(e, e * 2).sortBy(e, -(e * e)) == [-10, 8, -6, -4, 2]"],
  ["lists.range(3).sortBy(e, -e) == [2, 1, 0]"],
  ['["a", "c", "b", "first"].sortBy(e, e == "first" ? "" : e) == ["first", "a", "b", "c"]'],
  ["[].distinct() == []"],
  ["[1].distinct() == [1]"],
  ["[-2, 5, -2, 1, 1, 5, -2, 1].distinct() == [-2, 5, 1]"],
  ["['c', 'a', 'a', 'b', 'a', 'b', 'c', 'c'].distinct() == ['c', 'a', 'b']"],
  ['[1, 2.0, "c", 3, "c", 1].distinct() == [1, 2.0, "c", 3]'],
  ["[1, 1.0, 2].distinct() == [1, 2]"],
  ["[[1], [1], [2]].distinct() == [[1], [2]]"],
];

const env = { library: listsExtLibrary(3) };

describe("cel-go TestLists", () => {
  it.each(listsTests.map(([expr, err]) => ({ expr, err })))("$expr", ({ expr, err }) => {
    for (const parseOnly of [true, false]) {
      const out = evalExt(expr, env, { parseOnly });
      if (err !== undefined) expect(out.error).toContain(err);
      else expect(out).toMatchObject({ value: true });
    }
  });
});

describe("cel-go TestListsRuntimeErrors", () => {
  it.each([
    ["dyn({}).flatten()", "no such overload"],
    ["dyn({}).flatten(0)", "no such overload"],
    ["[].flatten(-1)", "level must be non-negative"],
    ["[].flatten(dyn('1'))", "no such overload"],
  ])("%s", (expr, err) => {
    // Go's test plans without OptTrackCost: no tracker asserts argument types (trackListFlatten would panic on
    // dyn('1'), as in attribute-cost.test.ts).
    const out = evalExt(
      expr,
      { library: listsExtLibrary(1), versions: { lists: 1 } },
      { callCost: () => undefined },
    );
    expect(out.error).toContain(err);
  });
});

const ints = (...xs: number[]): ListValue => new ListValue(xs.map(BigInt));
const strs = (...xs: string[]): ListValue => new ListValue(xs);
const entry = (v: CelValue): MapValue => new MapValue([["x", v]]);

interface CostCase {
  readonly name: string;
  readonly expr: string;
  readonly vars?: Readonly<Record<string, readonly [CelType, CelValue]>>;
  readonly actualCost: bigint;
}

const costTests: readonly CostCase[] = [
  { name: "list_range", expr: "lists.range(4) == [0, 1, 2, 3]", actualCost: 26n },
  { name: "list_range_computed", expr: "lists.range(4 / 2) == [0, 1]", actualCost: 25n },
  {
    name: "list_range_var",
    expr: "lists.range(x) == [0, 1, 2, 3, 4]",
    vars: { x: [t.int, 5n] },
    actualCost: 28n,
  },
  { name: "list_flatten_depth_one", expr: "[[1, 2], 3].flatten(1) == [1, 2, 3]", actualCost: 44n },
  { name: "list_flatten_depth_two", expr: "[[1, 2], 3].flatten(2) == [1, 2, 3]", actualCost: 46n },
  { name: "list_flatten_depth_three", expr: "[[1, 2], 3].flatten(3) == [1, 2, 3]", actualCost: 48n },
  { name: "list_flatten", expr: "[[1], 2, 3].flatten() == [1, 2, 3]", actualCost: 45n },
  {
    name: "list_flatten_var",
    expr: "x.flatten() == [1, 2, 3]",
    vars: { x: [listType(t.dyn), new ListValue([ints(1), 2n, 3n])] },
    actualCost: 26n,
  },
  {
    name: "list_flatten_depth_var",
    expr: "[[1, 2], 3].flatten(x) == [1, 2, 3]",
    vars: { x: [t.int, 5n] },
    actualCost: 53n,
  },
  { name: "list_distinct_worst_case", expr: "[1, 2, 3].distinct() == [1, 2, 3]", actualCost: 50n },
  { name: "list_distinct_best_case", expr: "[1, 1, 1].distinct() == [1]", actualCost: 50n },
  {
    name: "list_distinct_var",
    expr: "x.distinct() == ['hello']",
    vars: { x: [listType(t.string), strs("hello", "hello")] },
    actualCost: 31n,
  },
  {
    name: "list_slice_var_range",
    expr: "[1, 2, 3, 4, 5].slice(x, y) == [2, 3]",
    vars: { x: [t.int, 1n], y: [t.int, 3n] },
    actualCost: 36n,
  },
  {
    name: "list_slice_var_list",
    expr: "z.slice(1, 3) == [2, 3]",
    vars: { x: [t.int, 1n], y: [t.int, 3n], z: [listType(t.int), ints(1, 2, 3, 4, 5, 6, 7)] },
    actualCost: 25n,
  },
  {
    name: "list_slice_var_list_var_range",
    expr: "z.slice(x, y) == [2, 3]",
    vars: { x: [t.int, 1n], y: [t.int, 3n], z: [listType(t.int), ints(1, 2, 3, 4, 5, 6, 7)] },
    actualCost: 27n,
  },
  { name: "list_slice", expr: "[1, 2, 3].slice(1, 3) == [2, 3]", actualCost: 34n },
  { name: "list_reverse", expr: "[3, 2, 1].reverse() == [1, 2, 3]", actualCost: 35n },
  {
    name: "list_var_reverse",
    expr: "x.reverse() == [1, 2, 3]",
    vars: { x: [listType(t.int), ints(3, 2, 1)] },
    actualCost: 26n,
  },
  { name: "list_sort", expr: "[2, 3, 1].sort() == [1, 2, 3]", actualCost: 50n },
  {
    name: "list_sort_var",
    expr: "x.sort() == [1, 2, 3]",
    vars: { x: [listType(t.int), ints(3, 2, 1)] },
    actualCost: 41n,
  },
  {
    name: "list_sort_var_string",
    expr: 'x.sort() == ["a", "a", "b", "b", "c", "c"]',
    vars: { x: [listType(t.string), strs("b", "a", "b", "a", "c", "c")] },
    actualCost: 98n,
  },
  {
    name: "list_sort_var_int_empty",
    expr: "x.sort() == []",
    vars: { x: [listType(t.int), ints()] },
    actualCost: 22n,
  },
  {
    name: "list_sortBy",
    expr: "[{'x':4}, {'x':3}].sortBy(m, m['x']) == [{'x':3}, {'x':4}]",
    actualCost: 211n,
  },
  {
    name: "list_sortBy_var",
    expr: "x.sortBy(m, m['x']) == [{'x':3}, {'x':4}]",
    vars: { x: [listType(t.dyn), new ListValue([entry(4n), entry(3n)])] },
    actualCost: 142n,
  },
  {
    name: "list_sortBy_var_string",
    expr: "x.sortBy(m, m['x']) == [{'x': 'a'}, {'x': 'b'}, {'x': 'c'}]",
    vars: {
      x: [listType(mapType(t.string, t.string)), new ListValue([entry("b"), entry("c"), entry("a")])],
    },
    actualCost: 196n,
  },
];

describe("cel-go TestListsCosts", () => {
  it.each(costTests)("$name", ({ expr, vars = {}, actualCost }) => {
    const decls = Object.entries(vars).map(([name, [type]]) => variableDecl(name, type));
    const values = Object.fromEntries(Object.entries(vars).map(([name, [, value]]) => [name, value]));
    expect(evalExt(expr, { ...env, variables: decls }, { vars: values })).toEqual({
      value: true,
      cost: actualCost,
    });
  });
});
