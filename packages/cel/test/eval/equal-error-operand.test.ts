/**
 * Equality of an object's value with an erroneous one of the same declared type: on the update path ratcheting
 * lets CEL run on an object whose unchanged field does not match its schema, and apiserver's list and map values
 * answer `Equal` with such an error as cel-go's `types.MaybeNoSuchOverloadErr(other)` does: the error itself, not
 * `no such overload` (pkg/cel/common/valuesunstructured.go:461-465 and 593-597 at kubernetes-1.35.0; cel-go
 * common/types/err.go:101-112 at v0.26.0). Found by the crvalidate oracle's wide round (seed 2212: cluster-api's
 * MachineDrainRule, `self.all(x, self.exists_one(y, x == y))` over selectors, one `matchExpressions: 0`); the
 * errors and costs below are the oracle's for each rule alone on `{a: [{<field>: <good>}, {<field>: <bad>}]}`.
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
import { interpretChecked } from "../../src/eval/program.js";

const env = new CheckerEnv().addLibrary(standardLibrary);
env.addVariables(variableDecl("self", celTypes.dyn));

const item: ValueSchema = {
  type: "object",
  properties: {
    l: { type: "array", items: { type: "object", properties: { k: { type: "string" } } } },
    s: { type: "array", "x-kubernetes-list-type": "set", items: { type: "string" } } as ValueSchema,
    ml: {
      type: "array",
      "x-kubernetes-list-type": "map",
      "x-kubernetes-list-map-keys": ["k"],
      items: { type: "object", required: ["k"], properties: { k: { type: "string" } } },
    } as ValueSchema,
    m: { type: "object", additionalProperties: { type: "integer" } },
    o: { type: "object", properties: { x: { type: "integer" } } },
  },
};
const schema: ValueSchema = { type: "object", properties: { a: { type: "array", items: item } } };

const notArray = "invalid data, expected an array for the provided schema with type=array";
const notMap = "invalid data, expected a map for the provided schema with type=object";
const fields: readonly (readonly [field: string, good: unknown, bad: unknown, error: string])[] = [
  ["l", [{}], 0, notArray],
  ["s", ["x"], 1, notArray],
  ["ml", [{ k: "a" }], "z", notArray],
  ["m", { a: 1 }, 5, notMap],
  ["o", { x: 1 }, [1], notMap],
];
// Each rule's cost and value: the error, or a bool where the operator takes the error for "not equal" (`!=` is
// true; `in` finds no element, false: the oracle's ratcheting warning `failed rule`).
const rules: readonly (readonly [expression: string, cost: bigint, value: boolean | "error"])[] = [
  ["self.a[0] == self.a[1]", 7n, "error"],
  ["self.a[0] != self.a[1]", 7n, true],
  ["self.a[0] in [self.a[1]]", 17n, false],
  ["self.a.all(x, self.a.exists_one(y, x == y))", 31n, "error"],
];

describe("an object's list or map compared with an erroneous value", () => {
  const cases = fields.flatMap(([field, good, bad, error]) =>
    rules.map(
      ([expression, cost, value]) =>
        [field, expression, good, bad, cost, value === "error" ? error : value] as const,
    ),
  );
  it.each(cases)("%s: %s", (field, expression, good, bad, cost, expected) => {
    const self = unstructuredToVal({ a: [{ [field]: good }, { [field]: bad }] }, schema);
    const parsed = parse(expression);
    if (parsed.ast === undefined) throw new Error(`parse: ${expression}`);
    const checked = check(parsed.ast, env);
    expect(checked.errors).toEqual([]);
    for (const result of [evaluate(checked.ast, { self }), interpretChecked(checked.ast, { self })]) {
      expect(result.cost).toBe(cost);
      const value = result.value;
      if (typeof expected === "boolean") expect(value).toBe(expected);
      else expect(value).toEqual(new ErrorValue(expected, (value as ErrorValue).exprId));
    }
  });
});
