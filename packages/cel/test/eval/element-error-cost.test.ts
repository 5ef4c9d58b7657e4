/**
 * An attribute chain that indexes a list element which does not match its schema (apiserver's unstructured list
 * `Get` gives it as an error value, pkg/cel/common/valuesunstructured.go:524-534 at kubernetes-1.35.0): cel-go's
 * `refQualify` takes the error as the index's value (interpreter/attributes.go:1346-1355 at v0.26.0), so the next
 * qualifier is applied to it, fails, and is observed (interpretable.go:937-963), and the chain stops there. The
 * costs are the crvalidate oracle's answers for the same rules on the same data (the Kubernetes 1.35 API server's
 * update path, where ratcheting lets CEL run on such data: packages/crdgen/test/validate/rule-element-error-cost.test.ts
 * has the rows with the oracle's provenance); the planned evaluation and the tree-walking interpreter must both
 * give them.
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

const str: ValueSchema = { type: "string" };
const schema: ValueSchema = {
  type: "object",
  properties: {
    items: {
      type: "array",
      items: { type: "object", properties: { name: str, x: { type: "array", items: { type: "integer" } } } },
    },
    lists: { type: "array", items: { type: "array", items: { type: "object", properties: { name: str } } } },
    nums: { type: "array", items: { type: "integer" } },
    byName: { type: "object", additionalProperties: { type: "object", properties: { name: str } } },
  },
};
const self = unstructuredToVal(
  { items: [null], lists: [[{ name: "a" }, null]], nums: ["x"], byName: { k: null } },
  schema,
);

const rows: readonly (readonly [expression: string, cost: bigint, error: string | undefined])[] = [
  ["self.items[0].name == 'a'", 5n, "invalid data, got null for schema with nullable=false"],
  ["self.items[0].x[0] == 1", 5n, "invalid data, got null for schema with nullable=false"],
  ["self.items[0] == self.items[0]", 7n, "invalid data, got null for schema with nullable=false"],
  ["self.lists[0][1] == self.lists[0][1]", 9n, "invalid data, got null for schema with nullable=false"],
  ["self.items.all(i, i.name == 'a')", 8n, "invalid data, got null for schema with nullable=false"],
  ["self.nums[0] + 1 == 2", 5n, "invalid data, expected int, got string"],
  // A map's erroneous value is a failed qualification (Mapper.Find, attributes.go:1332-1338): the chain stops at
  // it. (On the server the null is pruned before CEL runs, so the oracle's error there is `no such key: k`; the
  // cost is the same.)
  ["self.byName['k'].name == 'a'", 4n, "invalid data, got null for schema with nullable=false"],
  ["self.lists[0][0].name == 'a'", 6n, undefined],
];

describe("a qualifier after an erroneous list element", () => {
  it.each(rows)("%s costs %s", (expression, cost, error) => {
    const parsed = parse(expression);
    if (parsed.ast === undefined) throw new Error(`parse: ${expression}`);
    const checked = check(parsed.ast, env);
    expect(checked.errors).toEqual([]);
    for (const result of [evaluate(checked.ast, { self }), interpretChecked(checked.ast, { self })]) {
      expect(result.cost).toBe(cost);
      const value = result.value;
      // The error leaves the chain as a plain error value.
      if (error === undefined) expect(value).toBe(true);
      else expect(value).toEqual(new ErrorValue(error, (value as ErrorValue).exprId));
    }
  });
});
