/**
 * cel-go `checker/cost_test.go` `TestCost`, transcribed: expression, declarations, size hints by path, options and
 * the wanted [min, max] estimate.
 */
import { describe, expect, it } from "vitest";
import {
  type AstNode,
  type CallEstimate,
  type CostEstimator,
  type CostOptions,
  type FunctionEstimator,
  type SizeEstimate,
  type VariableDecl,
  celTypes,
  costFactors,
  estimateCost,
  functionDecl,
  listType,
  mapType,
  memberOverload,
  structType,
  variableDecl,
} from "../../src/index.js";
import { protoProvider } from "../checker/proto-provider.js";
import { compile } from "./compile.js";

const allTypes = structType("google.expr.proto3.test.TestAllTypes");
const allList = listType(allTypes);
const intList = listType(celTypes.int);
const nestedList = listType(allList);
const allMap = mapType(celTypes.string, allTypes);
const nestedMap = mapType(celTypes.string, allMap);
const v = variableDecl;
const { string, int, bool, bytes, timestamp, duration, double } = celTypes;
const maxU = (1n << 64n) - 1n;

/** `testCostEstimator`. */
class TestCostEstimator implements CostEstimator {
  constructor(private readonly hints: Readonly<Record<string, number>>) {}
  estimateSize(node: AstNode): SizeEstimate | undefined {
    const hint = node.path === undefined ? undefined : this.hints[node.path.join(".")];
    if (hint !== undefined) return { min: 0n, max: BigInt(hint) };
    if (node.type.kind === "bytes") return { min: 0n, max: 12n };
    return undefined;
  }
  estimateCallCost(_fn: string, overloadId: string): CallEstimate | undefined {
    return overloadId === "timestamp_to_year" ? { cost: { min: 7n, max: 7n } } : undefined;
  }
}

function sizeOf(estimator: CostEstimator, node: AstNode): SizeEstimate {
  return node.computedSize ?? estimator.estimateSize(node) ?? { min: 0n, max: maxU };
}

const multiply = (a: SizeEstimate, b: SizeEstimate): SizeEstimate => ({
  min: a.min * b.min > maxU ? maxU : a.min * b.min,
  max: a.max * b.max > maxU ? maxU : a.max * b.max,
});
const factor = (a: SizeEstimate, f: number): SizeEstimate => ({
  min: BigInt(Math.ceil(Number(a.min) * f)),
  max: BigInt(Math.ceil(Number(a.max) * f)),
});

/** The custom `contains_string` estimator of "str concat custom cost estimate". */
const containsTimesPointTwo: FunctionEstimator = (estimator, target, args) => {
  const [arg] = args;
  if (target === undefined || args.length !== 1 || arg === undefined) return undefined;
  return { cost: multiply(factor(sizeOf(estimator, target), 0.2), factor(sizeOf(estimator, arg), 0.2)) };
};

/** The `list_bytes_max` estimator of "bytes list max". */
const bytesMax: FunctionEstimator = (estimator, target) => {
  if (target === undefined) return undefined;
  const elementType = target.type.params[0];
  if (elementType === undefined) return undefined;
  const element: AstNode = {
    path: target.path === undefined ? undefined : [...target.path, "@items"],
    type: elementType,
    expr: undefined,
    computedSize: undefined,
  };
  let elCost: SizeEstimate = { min: 1n, max: 1n };
  if (elementType.kind === "string" || elementType.kind === "bytes") {
    const sz = factor(sizeOf(estimator, element), costFactors.stringTraversalCostFactor);
    elCost = { min: elCost.min + sz.min, max: elCost.max + sz.max };
  }
  return { cost: multiply(sizeOf(estimator, target), elCost) };
};

interface Case {
  readonly name: string;
  readonly expr: string;
  readonly vars?: readonly VariableDecl[];
  readonly hints?: Readonly<Record<string, number>>;
  readonly options?: CostOptions;
  readonly wanted: readonly [bigint, bigint];
}

const bools = [v("a", bool), v("b", bool), v("c", bool), v("d", bool)];
const ints = (...names: string[]) => names.map((n) => v(n, int));
const noHasCost: CostOptions = { presenceTestHasCost: false };

const cases: readonly Case[] = [
  { name: "const", expr: `"Hello World!"`, wanted: [0n, 0n] },
  { name: "identity", expr: `input`, vars: [v("input", intList)], wanted: [1n, 1n] },
  {
    name: "select: map",
    expr: `input['key']`,
    vars: [v("input", mapType(string, string))],
    wanted: [2n, 2n],
  },
  { name: "select: field", expr: `input.single_int32`, vars: [v("input", allTypes)], wanted: [2n, 2n] },
  {
    name: "select: field test only no has() cost",
    expr: `has(input.single_int32)`,
    vars: [v("input", allTypes)],
    options: noHasCost,
    wanted: [1n, 1n],
  },
  {
    name: "select: field test only",
    expr: `has(input.single_int32)`,
    vars: [v("input", allTypes)],
    wanted: [2n, 2n],
  },
  {
    name: "select: non-proto field test has() cost",
    expr: `has(input.testAttr.nestedAttr)`,
    vars: [v("input", nestedMap)],
    options: { presenceTestHasCost: true },
    wanted: [3n, 3n],
  },
  {
    name: "select: non-proto field test no has() cost",
    expr: `has(input.testAttr.nestedAttr)`,
    vars: [v("input", nestedMap)],
    options: noHasCost,
    wanted: [2n, 2n],
  },
  {
    name: "select: non-proto field test",
    expr: `has(input.testAttr.nestedAttr)`,
    vars: [v("input", nestedMap)],
    wanted: [3n, 3n],
  },
  {
    name: "estimated function call",
    expr: `input.getFullYear()`,
    vars: [v("input", timestamp)],
    wanted: [8n, 8n],
  },
  { name: "create list", expr: `[1, 2, 3]`, wanted: [10n, 10n] },
  {
    name: "create struct",
    expr: `google.expr.proto3.test.TestAllTypes{single_int32: 1, single_float: 3.14, single_string: 'str'}`,
    wanted: [40n, 40n],
  },
  { name: "create map", expr: `{"a": 1, "b": 2, "c": 3}`, wanted: [30n, 30n] },
  {
    name: "all comprehension",
    expr: `input.all(x, true)`,
    vars: [v("input", allList)],
    hints: { input: 100 },
    wanted: [2n, 302n],
  },
  {
    name: "nested all comprehension",
    expr: `input.all(x, x.all(y, true))`,
    vars: [v("input", nestedList)],
    hints: { input: 50, "input.@items": 10 },
    wanted: [2n, 1752n],
  },
  { name: "all comprehension on literal", expr: `[1, 2, 3].all(x, true)`, wanted: [20n, 20n] },
  {
    name: "variable cost function",
    expr: `input.matches('[0-9]')`,
    vars: [v("input", string)],
    hints: { input: 500 },
    wanted: [3n, 103n],
  },
  { name: "variable cost function with constant", expr: `'123'.matches('[0-9]')`, wanted: [2n, 2n] },
  { name: "or", expr: `true || false`, wanted: [0n, 0n] },
  { name: "or accumulated branch cost", expr: `a || b || c || d`, vars: bools, wanted: [1n, 4n] },
  { name: "and", expr: `true && false`, wanted: [0n, 0n] },
  { name: "and accumulated branch cost", expr: `a && b && c && d`, vars: bools, wanted: [1n, 4n] },
  { name: "lt", expr: `1 < 2`, wanted: [1n, 1n] },
  { name: "lte", expr: `1 <= 2`, wanted: [1n, 1n] },
  { name: "eq", expr: `1 == 2`, wanted: [1n, 1n] },
  { name: "gt", expr: `2 > 1`, wanted: [1n, 1n] },
  { name: "gte", expr: `2 >= 1`, wanted: [1n, 1n] },
  { name: "in", expr: `2 in [1, 2, 3]`, wanted: [13n, 13n] },
  { name: "plus", expr: `1 + 1`, wanted: [1n, 1n] },
  { name: "minus", expr: `1 - 1`, wanted: [1n, 1n] },
  { name: "/", expr: `1 / 1`, wanted: [1n, 1n] },
  { name: "*", expr: `1 * 1`, wanted: [1n, 1n] },
  { name: "%", expr: `1 % 1`, wanted: [1n, 1n] },
  { name: "ternary", expr: `true ? 1 : 2`, wanted: [0n, 0n] },
  { name: "string size", expr: `size("123")`, wanted: [1n, 1n] },
  { name: "bytes size", expr: `size(b"123")`, wanted: [1n, 1n] },
  {
    name: "bytes to string conversion",
    expr: `string(input)`,
    vars: [v("input", bytes)],
    hints: { input: 500 },
    wanted: [1n, 51n],
  },
  {
    name: "bytes to string conversion equality",
    expr: `string(input) == string(input)`,
    vars: [v("input", bytes)],
    hints: { input: 500 },
    wanted: [3n, 152n],
  },
  {
    name: "string to bytes conversion",
    expr: `bytes(input)`,
    vars: [v("input", string)],
    hints: { input: 500 },
    wanted: [1n, 51n],
  },
  {
    name: "string to bytes conversion equality",
    expr: `bytes(input) == bytes(input)`,
    vars: [v("input", string)],
    hints: { input: 500 },
    wanted: [3n, 302n],
  },
  { name: "int to string conversion", expr: `string(1)`, wanted: [1n, 1n] },
  {
    name: "contains",
    expr: `input.contains(arg1)`,
    vars: [v("input", string), v("arg1", string)],
    hints: { input: 500, arg1: 500 },
    wanted: [2n, 2502n],
  },
  {
    name: "matches",
    expr: `input.matches('\\\\d+a\\\\d+b')`,
    vars: [v("input", string)],
    hints: { input: 500 },
    wanted: [3n, 103n],
  },
  {
    name: "startsWith",
    expr: `input.startsWith(arg1)`,
    vars: [v("input", string), v("arg1", string)],
    hints: { arg1: 500 },
    wanted: [2n, 52n],
  },
  {
    name: "endsWith",
    expr: `input.endsWith(arg1)`,
    vars: [v("input", string), v("arg1", string)],
    hints: { arg1: 500 },
    wanted: [2n, 52n],
  },
  { name: "size receiver", expr: `input.size()`, vars: [v("input", string)], wanted: [2n, 2n] },
  { name: "size", expr: `size(input)`, vars: [v("input", string)], wanted: [2n, 2n] },
  {
    name: "ternary eval",
    expr: `(x > 2 ? input1 : input2).all(y, true)`,
    vars: [v("x", int), v("input1", allList), v("input2", allList)],
    hints: { input1: 1, input2: 1 },
    wanted: [4n, 7n],
  },
  {
    name: "comprehension over map",
    expr: `input.all(k, input[k].single_int32 > 3)`,
    vars: [v("input", allMap)],
    hints: { input: 10 },
    wanted: [2n, 82n],
  },
  {
    name: "comprehension over nested map of maps",
    expr: `input.all(k, input[k].all(x, true))`,
    vars: [v("input", nestedMap)],
    hints: { input: 5, "input.@values": 10 },
    wanted: [2n, 187n],
  },
  {
    name: "string size of map keys",
    expr: `input.all(k, k.contains(k))`,
    vars: [v("input", nestedMap)],
    hints: { input: 5, "input.@keys": 10 },
    wanted: [2n, 32n],
  },
  {
    name: "comprehension variable shadowing",
    expr: `input.all(k, input[k].all(k, true) && k.contains(k))`,
    vars: [v("input", nestedMap)],
    hints: { input: 2, "input.@values": 2, "input.@keys": 5 },
    wanted: [2n, 34n],
  },
  {
    name: "list concat",
    expr: `(list1 + list2).all(x, true)`,
    vars: [v("list1", intList), v("list2", intList)],
    hints: { list1: 10, list2: 10 },
    wanted: [4n, 64n],
  },
  {
    name: "str concat",
    expr: `"abcdefg".contains(str1 + str2)`,
    vars: [v("str1", string), v("str2", string)],
    hints: { str1: 10, str2: 10 },
    wanted: [2n, 6n],
  },
  {
    name: "str concat custom cost estimate",
    expr: `"abcdefg".contains(str1 + str2)`,
    vars: [v("str1", string), v("str2", string)],
    hints: { str1: 10, str2: 10 },
    options: { overloadEstimators: new Map([["contains_string", containsTimesPointTwo]]) },
    wanted: [2n, 12n],
  },
  {
    name: "list size comparison",
    expr: `list1.size() == list2.size()`,
    vars: [v("list1", intList), v("list2", intList)],
    wanted: [5n, 5n],
  },
  {
    name: "list size from ternary",
    expr: `x > y ? list1.size() : list2.size()`,
    vars: [...ints("x", "y"), v("list1", intList), v("list2", intList)],
    wanted: [5n, 5n],
  },
  {
    name: "list size from concat",
    expr: `([x, y] + list1 + list2).size()`,
    vars: [...ints("x", "y"), v("list1", intList), v("list2", intList)],
    hints: { list1: 10, list2: 20 },
    wanted: [17n, 17n],
  },
  {
    name: "list cost tracking through comprehension",
    expr: `[list1, list2].exists(l, l.exists(v, v.startsWith('hi')))`,
    vars: [v("list1", listType(string)), v("list2", listType(string))],
    hints: { list1: 10, "list1.@items": 64, list2: 20, "list2.@items": 128 },
    wanted: [21n, 265n],
  },
  {
    name: "str endsWith equality",
    expr: `str1.endsWith("abcdefghijklmnopqrstuvwxyz") == str2.endsWith("abcdefghijklmnopqrstuvwxyz")`,
    vars: [v("str1", string), v("str2", string)],
    wanted: [9n, 9n],
  },
  {
    name: "nested subexpression operators",
    expr: `((5 != 6) == (1 == 2)) == ((3 <= 4) == (9 != 9))`,
    wanted: [7n, 7n],
  },
  {
    name: "str size estimate",
    expr: `string(timestamp1) == string(timestamp2)`,
    vars: [v("timestamp1", timestamp), v("timestamp2", timestamp)],
    wanted: [5n, 1844674407370955268n],
  },
  {
    name: "timestamp equality check",
    expr: `timestamp1 == timestamp2`,
    vars: [v("timestamp1", timestamp), v("timestamp2", timestamp)],
    wanted: [3n, 3n],
  },
  {
    name: "duration inequality check",
    expr: `duration1 != duration2`,
    vars: [v("duration1", duration), v("duration2", duration)],
    wanted: [3n, 3n],
  },
  { name: ".filter list literal", expr: `[1,2,3,4,5].filter(x, x % 2 == 0)`, wanted: [41n, 101n] },
  { name: ".map list literal", expr: `[1,2,3,4,5].map(x, x)`, wanted: [86n, 86n] },
  {
    name: ".map.filter list literal",
    expr: `[1,2,3,4,5].map(x, x).filter(x, x % 2 == 0)`,
    wanted: [117n, 177n],
  },
  {
    name: ".map.exists list literal",
    expr: `[1,2,3,4,5].map(x, x).exists(x, x == 5) == true`,
    wanted: [108n, 118n],
  },
  { name: ".map.map list literal", expr: `[1,2,3,4,5].map(x, x).map(x, x)`, wanted: [162n, 162n] },
  { name: ".map list literal selection", expr: `[1,2,3,4,5].map(x, x)[4]`, wanted: [87n, 87n] },
  { name: "nested array selection", expr: `[[1,2],[1,2],[1,2],[1,2],[1,2]][4]`, wanted: [61n, 61n] },
  {
    name: "nested map selection",
    expr: `{'a': [1,2], 'b': [1,2], 'c': [1,2], 'd': [1,2], 'e': [1,2]}.b`,
    wanted: [81n, 81n],
  },
  {
    name: "comprehension on nested list",
    expr: `[[1, 1], [2, 2], [3, 3], [4, 4], [5, 5]].all(y, y.all(y, y == 1))`,
    wanted: [76n, 136n],
  },
  {
    name: "comprehension on transformed nested list",
    expr: `[1,2,3,4,5].map(x, [x, x]).all(y, y.all(y, y == 1))`,
    wanted: [157n, 217n],
  },
  {
    name: "comprehension on nested literal list",
    expr: `["a", "ab", "abc", "abcd", "abcde"].map(x, [x, x]).all(y, y.all(y, y.startsWith('a')))`,
    wanted: [157n, 217n],
  },
  {
    name: "comprehension on nested variable list",
    expr: `input.map(x, [x, x]).all(y, y.all(y, y.startsWith('a')))`,
    vars: [v("input", listType(string))],
    hints: { input: 5, "input.@items": 10 },
    wanted: [13n, 208n],
  },
  {
    name: "comprehension chaining with concat",
    expr: `[1,2,3,4,5].map(x, x).map(x, x) + [1]`,
    wanted: [173n, 173n],
  },
  { name: "nested comprehension", expr: `[1,2,3].all(i, i in [1,2,3].map(j, j + j))`, wanted: [20n, 230n] },
  {
    name: "nested dyn comprehension",
    expr: `dyn([1,2,3]).all(i, i in dyn([1,2,3]).map(j, j + j))`,
    wanted: [21n, 234n],
  },
  {
    name: "literal map access",
    expr: `{'hello': 'hi'}['hello'] != {'hello': 'bye'}['hello']`,
    wanted: [63n, 63n],
  },
  { name: "literal list access", expr: `['hello', 'hi'][0] != ['hello', 'bye'][1]`, wanted: [23n, 23n] },
  { name: "type call", expr: `type(1)`, wanted: [1n, 1n] },
  {
    name: "type call variable",
    expr: `type(self.val1)`,
    vars: [v("self", mapType(string, int))],
    wanted: [3n, 3n],
  },
  {
    name: "type call variable equality",
    expr: `type(self.val1) == int`,
    vars: [v("self", mapType(string, int))],
    wanted: [5n, 1844674407370955268n],
  },
  { name: "type literal equality cost", expr: `type(1) == int`, wanted: [3n, 1844674407370955266n] },
  {
    name: "namespace variable equality",
    expr: `self.val1 == 1.0`,
    vars: [v("self.val1", double)],
    wanted: [2n, 2n],
  },
  {
    name: "simple map variable equality",
    expr: `self.val1 == 1.0`,
    vars: [v("self", mapType(string, double))],
    wanted: [3n, 3n],
  },
  {
    name: "date-time math",
    expr: `self.val1 == timestamp('2011-08-18T00:00:00.000+01:00') + duration('19h3m37s10ms')`,
    vars: [v("self", mapType(string, timestamp))],
    wanted: [6n, 6n],
  },
  {
    name: "date-time math self-conversion",
    expr: `timestamp(self.val1) == timestamp('2011-08-18T00:00:00.000+01:00') + duration('19h3m37s10ms')`,
    vars: [v("self", mapType(string, timestamp))],
    wanted: [7n, 7n],
  },
  {
    name: "boolean vars equal",
    expr: `self.val1 != self.val2`,
    vars: [v("self", mapType(string, bool))],
    wanted: [5n, 5n],
  },
  {
    name: "boolean var equals literal",
    expr: `self.val1 != true`,
    vars: [v("self", mapType(string, bool))],
    wanted: [3n, 3n],
  },
  {
    name: "double var equals literal",
    expr: `self.val1 == 1.0`,
    vars: [v("self", mapType(string, double))],
    wanted: [3n, 3n],
  },
  {
    name: "bytes list max",
    expr: "[bytes('012345678901'), bytes('012345678901'), bytes('012345678901'), bytes('012345678901'), bytes('012345678901')].max()",
    options: { overloadEstimators: new Map([["list_bytes_max", bytesMax]]) },
    wanted: [25n, 35n],
  },
];

const maxFunction = functionDecl("max", [memberOverload("list_bytes_max", [listType(bytes)], bytes)]);

describe("cel-go TestCost", () => {
  for (const c of cases) {
    it(`${c.name}: ${c.expr}`, () => {
      const checked = compile(c.expr, {
        vars: c.vars ?? [],
        functions: [maxFunction],
        provider: protoProvider,
      });
      const estimate = estimateCost(checked, new TestCostEstimator(c.hints ?? {}), c.options);
      expect([estimate.min, estimate.max]).toEqual(c.wanted);
    });
  }
});
