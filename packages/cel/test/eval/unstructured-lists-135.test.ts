/**
 * `==` and `+` on the lists of an object as Kubernetes 1.35 evaluates them (apiserver
 * `pkg/cel/common/valuesunstructured.go` at kubernetes-1.35.0): unstructuredSetList keys a Go map on the raw JSON
 * elements and looks up `Value()` of the other list's CEL elements, unstructuredMapList reads its keys from the raw
 * maps by their escaped names, neither notices duplicates on the right, and `+` appends Go values that its items
 * schema converts again. The cases are derived line by line from that file; the property compares crdgen with a
 * model of those functions written here on Go values.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CheckerEnv,
  type CelValue,
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

const env = new CheckerEnv().addLibrary(standardLibrary);
env.addVariables(variableDecl("self", celTypes.dyn));

function run(expression: string, schema: ValueSchema, object: unknown): CelValue {
  const parsed = parse(expression);
  if (parsed.ast === undefined) throw new Error(`parse: ${expression}`);
  const checked = check(parsed.ast, env);
  expect(checked.errors).toEqual([]);
  return evaluate(checked.ast, { self: unstructuredToVal(object, schema) }).value;
}

const set = (items: ValueSchema): ValueSchema => ({ type: "array", items, "x-kubernetes-list-type": "set" });
const atomic = (items: ValueSchema): ValueSchema => ({ type: "array", items });
const mapList = (properties: Record<string, ValueSchema>, keys: string[]): ValueSchema => ({
  type: "array",
  items: { type: "object", properties },
  "x-kubernetes-list-type": "map",
  "x-kubernetes-list-map-keys": keys,
});
const str: ValueSchema = { type: "string" };
const schema: ValueSchema = {
  type: "object",
  properties: {
    nums: set({ type: "number" }),
    fracs: set({ type: "number" }),
    ints: set({ type: "integer" }),
    strs: set(str),
    times: set({ type: "string", format: "date-time" }),
    spans: set({ type: "string", format: "duration" }),
    objs: set({ type: "object", properties: { a: str } }),
    dates: atomic({ type: "string", format: "date-time" }),
    lists: atomic(atomic(str)),
    refs: mapList({ namespace: str, name: str, v: { type: "integer" } }, ["namespace", "name"]),
    ports: mapList({ port: { type: "integer" }, v: { type: "integer" } }, ["port"]),
    morePorts: mapList({ port: { type: "integer" }, v: { type: "integer" } }, ["port"]),
  },
};
const object = {
  nums: [1, 2.5],
  fracs: [1.5, 2.5],
  ints: [1, 2],
  strs: ["a", "b"],
  times: ["2020-01-01T00:00:00Z"],
  spans: ["1h"],
  objs: [{ a: "x" }],
  dates: ["2020-01-01T00:00:00Z"],
  lists: [["a"]],
  refs: [
    { namespace: "a", name: "x", v: 1 },
    { namespace: "b", name: "x", v: 2 },
  ],
  ports: [
    { port: 80, v: 1 },
    { port: 81, v: 2 },
  ],
  morePorts: [
    { port: 90, v: 1 },
    { port: 90, v: 2 },
  ],
};

describe("Kubernetes 1.35 list semantics of an object's lists", () => {
  it.each([
    // A JSON integer is an int64 key; the other side's number is Value() of a double, a float64.
    ["self.nums == self.nums", false],
    ["self.nums == [1.0, 2.5]", false],
    ["self.fracs == self.fracs", true],
    ["self.fracs == [2.5, 1.5]", true],
    ["self.ints == [2, 1]", true],
    // A time.Time or time.Duration is never the string it was read from.
    ["self.times == self.times", false],
    ["self.spans == self.spans", false],
    // Duplicates on the right are not noticed; on the left the sizes differ.
    ["self.strs == ['a', 'a']", true],
    ["['a', 'a'] == self.strs", false],
    ["self.strs == ['b', 'a']", true],
    // namespace is escaped to __namespace__, which no raw map has: both elements have the key [nil, "x"].
    ["self.refs == self.refs", false],
    ["self.ports == self.ports", true],
    ["self.ports == [self.ports[1], self.ports[0]]", true],
    // An empty CEL list added to a list gives that list itself, set semantics included (list.go:129-134).
    ["([] + self.strs) == ['b', 'a']", true],
    ["(self.strs + []) == ['b', 'a']", true],
    // Sets append what they do not hold, once; the right side is deduplicated as it is appended.
    ["size(self.strs + ['a', 'c', 'c'])", 3n],
    ["(self.strs + ['c']) == ['c', 'b', 'a']", true],
    ["size(self.nums + self.nums)", 3n],
    ["size(self.ints + self.ints)", 2n],
    // A map list appends an element whose key it did not hold before, even twice.
    ["size(self.ports + self.morePorts)", 4n],
    ["(self.ports + [self.ports[0]])[0].v", 1n],
    ["size(self.ports + self.ports)", 2n],
  ] as const)("%s", (expression, want) => {
    expect(run(expression, schema, object)).toBe(want);
  });

  it.each([
    // `+` converts the appended Value()s with the left list's items schema.
    ["(self.dates + [timestamp('2021-01-01T00:00:00Z')])[1]", "invalid data, expected string, got time.Time"],
    ["(self.dates + self.dates)[1]", "invalid data, expected string, got time.Time"],
    ["(self.spans + [duration('2h')])[1]", "invalid data, expected string, got time.Duration"],
    ["(self.lists + [['b']])[1]", "invalid data, expected an array for the provided schema with type=array"],
    // Hashing a map panics; cel-go recovers it as an internal error.
    [
      "self.objs == self.objs",
      "internal error: runtime error: hash of unhashable type map[string]interface {}",
    ],
    [
      "self.objs + self.objs",
      "internal error: runtime error: hash of unhashable type map[string]interface {}",
    ],
  ] as const)("%s", (expression, message) => {
    expect(run(expression, schema, object)).toEqual(new ErrorValue(message));
  });

  it("keeps the appended lists of lists of an object, which convert again", () => {
    expect(run("(self.lists + self.lists)[1] == ['a']", schema, object)).toBe(true);
  });
});

// A model of valuesunstructured.go (1.35) on Go values: [Go type, value], keyed as a Go map compares them.
type GoValue = readonly ["int64" | "float64" | "string" | "time.Time" | "nil", string];
const goKey = (v: GoValue): string => `${v[0]}/${v[1]}`;

/** The Go value a JSON element decodes to (sigs.k8s.io/json keeps integers as int64). */
function rawGo(json: unknown): GoValue {
  if (json === null) return ["nil", ""];
  if (typeof json === "string") return ["string", json];
  const n = json as number;
  return Number.isInteger(n) ? ["int64", String(n)] : ["float64", String(n)];
}

/** `Value()` of UnstructuredToVal(json, items): a double is a float64 whatever its JSON; a date-time a time.Time. */
function valueGo(json: unknown, items: ItemType): GoValue {
  if (items === "number") return ["float64", String(json)];
  if (items === "date-time") return ["time.Time", json as string];
  return rawGo(json);
}

/** unstructuredSetList.Equal (valuesunstructured.go:369-386). */
function modelSetEqual(mine: readonly unknown[], theirs: readonly unknown[], items: ItemType): boolean {
  if (mine.length !== theirs.length) return false;
  const keys = new Set(mine.map((e) => goKey(rawGo(e))));
  return theirs.every((e) => keys.has(goKey(valueGo(e, items))));
}

/** unstructuredSetList.Add (valuesunstructured.go:401-418): the size of the union. */
function modelSetAddSize(mine: readonly unknown[], theirs: readonly unknown[], items: ItemType): number {
  const keys = new Set(mine.map((e) => goKey(rawGo(e))));
  let size = mine.length;
  for (const e of theirs) {
    const key = goKey(valueGo(e, items));
    if (!keys.has(key)) {
      keys.add(key);
      size++;
    }
  }
  return size;
}

type ItemType = "integer" | "number" | "string" | "date-time" | "int-or-string";
const itemSchemas: Record<ItemType, ValueSchema> = {
  integer: { type: "integer" },
  number: { type: "number" },
  string: { type: "string" },
  "date-time": { type: "string", format: "date-time" },
  "int-or-string": { "x-kubernetes-int-or-string": true },
};
const elementOf: Record<ItemType, fc.Arbitrary<unknown>> = {
  integer: fc.integer({ min: -2, max: 3 }),
  number: fc.constantFrom(0, 1, 2, 1.5, -0.5, 3),
  string: fc.constantFrom("a", "b", "c", "1"),
  "date-time": fc.constantFrom("2020-01-01T00:00:00Z", "2021-01-01T00:00:00Z"),
  "int-or-string": fc.constantFrom(1, 2, "1", "a"),
};

// Port numbers and names as map-list keys; a key named like a reserved word is never found in the raw maps.
const keySets: readonly (readonly string[])[] = [
  ["port"],
  ["name", "port"],
  ["namespace"],
  ["namespace", "port"],
];
const entryOf = fc.record({
  port: fc.constantFrom(80, 81),
  name: fc.constantFrom("x", "y"),
  namespace: fc.constantFrom("a", "b"),
  v: fc.constantFrom(1, 2),
});
type Entry = { readonly port: number; readonly name: string; readonly namespace: string; readonly v: number };

/** unstructuredMapList.Equal (valuesunstructured.go:288-311), with toMapKey reading escaped names. */
function modelMapListEqual(
  mine: readonly Entry[],
  theirs: readonly Entry[],
  keys: readonly string[],
): boolean {
  if (mine.length !== theirs.length) return false;
  const escaped = keys.map((k) => (k === "namespace" ? "__namespace__" : k));
  const keyOf = (e: Entry): string =>
    JSON.stringify(escaped.map((k) => (k in e ? rawGo((e as Record<string, unknown>)[k]) : rawGo(null))));
  const byKey = new Map(mine.map((e) => [keyOf(e), e] as const));
  return theirs.every((e) => {
    const found = byKey.get(keyOf(e));
    return found !== undefined && JSON.stringify(found) === JSON.stringify(e);
  });
}

describe("a model of valuesunstructured.go (1.35)", () => {
  it("set lists: == and the size of + agree with the model", () => {
    const itemType = fc.constantFrom<ItemType>("integer", "number", "string", "date-time", "int-or-string");
    fc.assert(
      fc.property(
        itemType.chain((t) =>
          fc.tuple(
            fc.constant(t),
            fc.array(elementOf[t], { maxLength: 4 }),
            fc.array(elementOf[t], { maxLength: 4 }),
          ),
        ),
        ([t, a, b]) => {
          const s: ValueSchema = {
            type: "object",
            properties: { a: set(itemSchemas[t]), b: set(itemSchemas[t]) },
          };
          const o = { a, b };
          expect(run("self.a == self.b", s, o)).toBe(modelSetEqual(a, b, t));
          expect(run("size(self.a + self.b)", s, o)).toBe(BigInt(modelSetAddSize(a, b, t)));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("map lists: == agrees with the model", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...keySets),
        fc.array(entryOf, { maxLength: 3 }),
        fc.array(entryOf, { maxLength: 3 }),
        (keys, a, b) => {
          const entry = {
            port: { type: "integer" },
            name: str,
            namespace: str,
            v: { type: "integer" },
          } as const;
          const s: ValueSchema = {
            type: "object",
            properties: { a: mapList(entry, [...keys]), b: mapList(entry, [...keys]) },
          };
          expect(run("self.a == self.b", s, { a, b })).toBe(modelMapListEqual(a, b, keys));
        },
      ),
      { numRuns: 400 },
    );
  });
});
