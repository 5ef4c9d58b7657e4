/**
 * cel-go `interpreter/runtimecost_test.go` `TestRuntimeCost`: the actual cost of evaluating each expression
 * (the cases without protobuf messages; a list of maps stands in where only the list shape matters), with
 * the test's `testRuntimeCostEstimator` (timestamp_to_year costs 7) and cel-go's default
 * `PresenceTestHasCost(true)` unless a case sets it.
 */
import { describe, expect, it } from "vitest";
import {
  type CelType,
  type CelValue,
  CheckerEnv,
  ListValue,
  MapValue,
  TimestampValue,
  celTypes,
  check,
  evaluate,
  listType,
  mapType,
  optionalLibrary,
  parse,
  standardLibrary,
  variableDecl,
} from "../../src/index.js";

const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const randSeq = (n: number): string =>
  Array.from({ length: n }, (_, i) => letters[(i * 7) % letters.length]).join("");
const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
const ints = (...xs: number[]): ListValue => new ListValue(xs.map(BigInt));
const dynMap = mapType(celTypes.string, celTypes.dyn);
const nestedMap = mapType(celTypes.string, mapType(celTypes.string, celTypes.dyn));

interface Case {
  readonly name: string;
  readonly expr: string;
  readonly vars?: Readonly<Record<string, CelType>>;
  readonly in?: Readonly<Record<string, CelValue>>;
  readonly want: bigint;
  readonly presenceTestHasCost?: boolean;
  readonly limit?: bigint;
  readonly exceeds?: boolean;
}

const str500 = randSeq(500);
const cases: readonly Case[] = [
  { name: "const", expr: `"Hello World!"`, want: 0n },
  {
    name: "identity",
    expr: `input`,
    vars: { input: listType(celTypes.int) },
    in: { input: ints(1, 2) },
    want: 1n,
  },
  {
    name: "select: map",
    expr: `input['key']`,
    vars: { input: mapType(celTypes.string, celTypes.string) },
    in: { input: new MapValue([["key", "v"]]) },
    want: 2n,
  },
  {
    name: "select: array index",
    expr: `input[0]`,
    vars: { input: listType(celTypes.string) },
    in: { input: new ListValue(["v"]) },
    want: 2n,
  },
  {
    name: "expr select: map",
    expr: `input['ke' + 'y']`,
    vars: { input: mapType(celTypes.string, celTypes.string) },
    in: { input: new MapValue([["key", "v"]]) },
    want: 3n,
  },
  {
    name: "expr select: array index",
    expr: `input[3-3]`,
    vars: { input: listType(celTypes.string) },
    in: { input: new ListValue(["v"]) },
    want: 3n,
  },
  ...[
    ["select: non-proto field test has() cost", true, 3n],
    ["select: non-proto field test no has() cost", false, 2n],
  ].map(([name, presence, want]) => ({
    name: name as string,
    expr: `has(input.testAttr.nestedAttr)`,
    vars: { input: nestedMap },
    in: { input: new MapValue([["testAttr", new MapValue([["nestedAttr", new MapValue([])]])]]) },
    presenceTestHasCost: presence as boolean,
    want: want as bigint,
  })),
  {
    name: "estimated function call",
    expr: `input.getFullYear()`,
    vars: { input: celTypes.timestamp },
    in: { input: new TimestampValue(1_700_000_000_000_000_000n) },
    want: 8n,
  },
  { name: "create list", expr: `[1, 2, 3]`, want: 10n },
  { name: "create map", expr: `{"a": 1, "b": 2, "c": 3}`, want: 30n },
  {
    name: "all comprehension",
    expr: `input.all(x, true)`,
    vars: { input: listType(dynMap) },
    in: { input: new ListValue([]) },
    want: 2n,
  },
  {
    name: "nested all comprehension",
    expr: `input.all(x, x.all(y, true))`,
    vars: { input: listType(listType(dynMap)) },
    in: { input: new ListValue([]) },
    want: 2n,
  },
  { name: "all comprehension on literal", expr: `[1, 2, 3].all(x, true)`, want: 20n },
  {
    name: "variable cost function",
    expr: `input.matches('[0-9]')`,
    vars: { input: celTypes.string },
    in: { input: str500 },
    want: 103n,
  },
  { name: "variable cost function with constant", expr: `'123'.matches('[0-9]')`, want: 2n },
  { name: "or", expr: `false || false`, want: 0n },
  { name: "or short-circuit", expr: `true || false`, want: 0n },
  ...["||", "&&"].map((op) => ({
    name: `${op} accumulated branch cost`,
    expr: `a ${op} b ${op} c ${op} d`,
    vars: { a: celTypes.bool, b: celTypes.bool, c: celTypes.bool, d: celTypes.bool },
    in: { a: op === "&&", b: op === "&&", c: op === "&&", d: op !== "&&" },
    want: 4n,
  })),
  { name: "and", expr: `true && false`, want: 0n },
  { name: "and short-circuit", expr: `false && true`, want: 0n },
  ...["1 < 2", "1 <= 2", "1 == 2", "2 > 1", "2 >= 1", "1 + 1", "1 - 1", "1 / 1", "1 * 1", "1 % 1"].map(
    (expr) => ({ name: expr, expr, want: 1n }),
  ),
  { name: "in", expr: `2 in [1, 2, 3]`, want: 13n },
  { name: "ternary", expr: `true ? 1 : 2`, want: 0n },
  { name: "string size", expr: `size("123")`, want: 1n },
  { name: "str eq str", expr: `'12345678901234567890' == '123456789012345678901234567890'`, want: 2n },
  {
    name: "bytes to string conversion",
    expr: `string(input)`,
    vars: { input: celTypes.bytes },
    in: { input: bytes(str500) },
    want: 51n,
  },
  {
    name: "string to bytes conversion",
    expr: `bytes(input)`,
    vars: { input: celTypes.string },
    in: { input: str500 },
    want: 51n,
  },
  { name: "int to string conversion", expr: `string(1)`, want: 1n },
  {
    name: "contains",
    expr: `input.contains(arg1)`,
    vars: { input: celTypes.string, arg1: celTypes.string },
    in: { input: str500, arg1: str500 },
    want: 2502n,
  },
  {
    name: "matches",
    expr: `input.matches('\\\\d+a\\\\d+b')`,
    vars: { input: celTypes.string },
    in: { input: str500 },
    want: 103n,
  },
  {
    name: "startsWith",
    expr: `input.startsWith(arg1)`,
    vars: { input: celTypes.string, arg1: celTypes.string },
    in: { input: "idc", arg1: str500 },
    want: 3n,
  },
  {
    name: "endsWith",
    expr: `input.endsWith(arg1)`,
    vars: { input: celTypes.string, arg1: celTypes.string },
    in: { input: "idc", arg1: str500 },
    want: 3n,
  },
  {
    name: "size receiver",
    expr: `input.size()`,
    vars: { input: celTypes.string },
    in: { input: "500" },
    want: 2n,
  },
  { name: "size", expr: `size(input)`, vars: { input: celTypes.string }, in: { input: "500" }, want: 2n },
  {
    name: "ternary eval",
    expr: `(x > 2 ? input1 : input2).all(y, true)`,
    vars: { x: celTypes.int, input1: listType(dynMap), input2: listType(dynMap) },
    in: { x: 1n, input1: new ListValue([new MapValue([])]), input2: new ListValue([new MapValue([])]) },
    want: 6n,
  },
  { name: "ternary eval trivial, true", expr: `true ? false : 1 > 3`, want: 0n },
  { name: "ternary eval trivial, false", expr: `false ? false : 1 > 3`, want: 1n },
  {
    name: "comprehension over nested map of maps",
    expr: `input.all(k, input[k].all(x, true))`,
    vars: { input: nestedMap },
    in: { input: new MapValue([]) },
    want: 2n,
  },
  {
    name: "string size of map keys",
    expr: `input.all(k, k.contains(k))`,
    vars: { input: nestedMap },
    in: { input: new MapValue([]) },
    want: 2n,
  },
  {
    name: "comprehension variable shadowing",
    expr: `input.all(k, input[k].all(k, true) && k.contains(k))`,
    vars: { input: nestedMap },
    in: { input: new MapValue([]) },
    want: 2n,
  },
  {
    name: "list concat",
    expr: `(list1 + list2).all(x, true)`,
    vars: { list1: listType(celTypes.int), list2: listType(celTypes.int) },
    in: { list1: ints(), list2: ints() },
    want: 4n,
  },
  ...[
    ["str concat", undefined, 6n, false],
    ["at limit", 6n, 6n, false],
    ["above limit", 5n, 6n, true],
  ].map(([name, limit, want, exceeds]) => ({
    name: name as string,
    expr: `"abcdefg".contains(str1 + str2)`,
    vars: { str1: celTypes.string, str2: celTypes.string },
    in: { str1: "val1", str2: "val2222222" },
    want: want as bigint,
    ...(limit === undefined ? {} : { limit: limit as bigint }),
    exceeds: exceeds as boolean,
  })),
  { name: "ternary as operand", expr: `(1 > 2 ? 5 : 3) > 1`, want: 2n },
  { name: "ternary as operand (or)", expr: `(1 > 2 || 2 > 1) == true`, want: 3n },
  { name: "list map literal", expr: `[{'k1': 1}, {'k2': 2}].all(x, true)`, want: 77n },
  { name: ".filter list literal", expr: `[1,2,3,4,5].filter(x, x % 2 == 0)`, want: 62n },
  { name: ".map list literal", expr: `[1,2,3,4,5].map(x, x)`, want: 86n },
  { name: ".map.filter list literal", expr: `[1,2,3,4,5].map(x, x).filter(x, x % 2 == 0)`, want: 138n },
  { name: ".map.exists list literal", expr: `[1,2,3,4,5].map(x, x).exists(x, x == 5) == true`, want: 118n },
  { name: ".map.map list literal", expr: `[1,2,3,4,5].map(x, x).map(x, x)`, want: 162n },
  {
    name: ".map.filter nested list literal",
    expr: `[1,2,3,4,5].map(x, [x, x]).filter(z, z.size() == 2)`,
    want: 232n,
  },
  {
    name: "comprehension on nested list",
    expr: `[1,2,3,4,5].map(x, [x, x]).all(y, y.all(y, y == 1))`,
    want: 171n,
  },
  { name: "comprehension size", expr: `[1,2,3,4,5].map(x, x).map(x, x) + [1]`, want: 173n },
  { name: "nested comprehension", expr: `[1,2,3].all(i, i in [1,2,3].map(j, j + j))`, want: 86n },
];

describe("runtimecost_test.go TestRuntimeCost", () => {
  for (const c of cases) {
    it(c.name, () => {
      const env = new CheckerEnv().addLibrary(standardLibrary).addLibrary(optionalLibrary());
      env.addVariables(...Object.entries(c.vars ?? {}).map(([n, t]) => variableDecl(n, t)));
      const parsed = parse(c.expr);
      if (parsed.ast === undefined) throw new Error(`parse ${c.expr}`);
      const checked = check(parsed.ast, env);
      expect(checked.errors).toEqual([]);
      const result = evaluate(checked.ast, c.in ?? {}, {
        presenceTestHasCost: c.presenceTestHasCost ?? true,
        callCost: (_fn, overloadId) => (overloadId === "timestamp_to_year" ? 7n : undefined),
        ...(c.limit === undefined ? {} : { costLimit: c.limit }),
      });
      if (c.exceeds === true) {
        expect(result.cancelled).toBe(true);
        expect(result.value).toMatchObject({ message: "operation cancelled: actual cost limit exceeded" });
      } else {
        expect(result.cancelled).toBe(false);
        expect(result.cost).toBe(c.want);
      }
    });
  }
});
