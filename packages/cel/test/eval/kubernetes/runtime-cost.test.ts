/**
 * The runtime cost column of apiserver `pkg/cel/library/cost_test.go` (`ActualCost()` with the library's
 * `CallCost` and `PresenceTestHasCost(false)`), for the libraries whose runtime is implemented here.
 */
import { describe, expect, it } from "vitest";
import { optionalLibrary } from "../../../src/decls/optional.js";
import { kubernetesCallCost } from "../../../src/eval/kubernetes-call-cost/registry.js";
import { kubernetesOverloads } from "../../../src/eval/kubernetes/registry.js";
import { evaluate } from "../../../src/eval/program.js";
import {
  type ValueSchema,
  celTypes,
  kubernetesParseOptions,
  listType,
  unstructuredToVal,
  variableDecl,
} from "../../../src/index.js";
import { ErrorValue, ListValue } from "../../../src/values/value.js";
import { compile } from "../../cost/compile.js";
import { type Row, tables } from "../../cost/kubernetes-cost-rows.js";
import { kubernetesTestFunctions } from "../../cost/kubernetes-decls.js";

const registry = kubernetesOverloads();

/** The tables whose functions have a runtime here (the authorizer and jsonpatch libraries have none). */
const implemented: readonly (readonly [string, (row: Row) => boolean])[] = [
  ["TestListsCost", () => true],
  ["TestIndexOfCost", () => true],
  ["TestIncludesCost", () => true],
  ["TestIPCost", () => true],
  ["TestIPIsCanonicalCost", () => true],
  ["TestCIDRCost", () => true],
  ["TestQuantityCost", () => true],
  ["TestSemverCost", () => true],
  ["TestURLsCost", () => true],
  ["TestNameFormatCost", () => true],
  // jsonpatch.escapeKey has no runtime here.
  ["TestStringLibrary", ([expr]) => !expr.startsWith("jsonpatch.")],
  ["TestSetsCost", () => true],
  ["TestTwoVariableComprehensionCost", () => true],
];

function actualCost(expr: string): bigint {
  const checked = compile(expr, {
    functions: [...optionalLibrary().functions, ...kubernetesTestFunctions],
    parseOptions: kubernetesParseOptions,
  });
  const result = evaluate(checked, {}, { overloads: registry, callCost: kubernetesCallCost });
  if (result.value instanceof ErrorValue) throw new Error(result.value.message);
  return result.cost;
}

for (const [name, keep] of implemented) {
  describe(`apiserver ${name} (runtime)`, () => {
    for (const row of (tables[name] ?? []).filter(keep)) {
      it(row[0], () => {
        expect(actualCost(row[0])).toBe(BigInt(row[3]));
      });
    }
  });
}

// Not transcribed: apiserver library/cost.go traversalCost of an object goes through unstructuredMap.Iterator
// (valuesunstructured.go), which makes a key slot per raw field: the schema's fields under their escaped names,
// a nil key for each field outside the schema (traversalCost(nil) = 1, Get(nil) an error, 1); Get of a null
// field is an error (1).
describe("traversalCost of Kubernetes objects (indexOf's runtime cost)", () => {
  const schema: ValueSchema = {
    type: "object",
    "x-kubernetes-preserve-unknown-fields": true,
    properties: {
      "long-name-x": { type: "string" },
      n: { type: "string", nullable: true } as ValueSchema,
    },
  };
  it("counts escaped keys, null fields and fields outside the schema", () => {
    const object = unstructuredToVal({ "long-name-x": "abcdefghijk", n: null, u: "x", v: 1 }, schema);
    const checked = compile("l.indexOf(o)", {
      functions: [...optionalLibrary().functions, ...kubernetesTestFunctions],
      vars: [variableDecl("l", listType(celTypes.dyn)), variableDecl("o", celTypes.dyn)],
      parseOptions: kubernetesParseOptions,
    });
    const list = new ListValue([object, object]);
    const result = evaluate(
      checked,
      { l: list, o: object },
      { overloads: registry, callCost: kubernetesCallCost },
    );
    // Per object: "long__dash__name__dash__x" (25 bytes) 2 + its 11-byte value 1; "n" 0 + the null's error 1;
    // two fields outside the schema, 2 each: 8. Two objects, plus the identifiers l and o.
    expect(result.cost).toBe(2n * 8n + 2n);
  });
});

// apiserver library cost.go:544-553 `actualSize` counts a traits.Sizer and nothing else: an optional is 1, where
// cel-go's own actualSize (interpreter/runtimecost.go:353-361) would look inside it. Kubernetes 1.35 oracle answers
// (the call is charged though it fails: `no such overload: isIP(optional_type)`).
describe("the library's CallCost sizes an optional argument as 1", () => {
  const optionalText = "dyn(optional.of('abcdefghijklmnopqrstuvwxyz0123456789'))";
  it.each([
    [`isIP(${optionalText})`, 3n],
    [`cidr(${optionalText})`, 3n],
    [`url(${optionalText})`, 3n],
    [`quantity(${optionalText})`, 3n],
  ])("%s costs %d", (expr, cost) => {
    const checked = compile(expr, {
      functions: [...optionalLibrary().functions, ...kubernetesTestFunctions],
      parseOptions: kubernetesParseOptions,
    });
    const result = evaluate(checked, {}, { overloads: registry, callCost: kubernetesCallCost });
    expect(result.value).toBeInstanceOf(ErrorValue);
    expect(result.cost).toBe(cost);
  });
});
