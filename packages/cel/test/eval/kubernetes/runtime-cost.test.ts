/**
 * The runtime cost column of apiserver `pkg/cel/library/cost_test.go` (`ActualCost()` with the library's
 * `CallCost` and `PresenceTestHasCost(false)`), for the libraries whose runtime is implemented here.
 */
import { describe, expect, it } from "vitest";
import { optionalLibrary } from "../../../src/decls/optional.js";
import { kubernetesCallCost } from "../../../src/eval/kubernetes-call-cost/registry.js";
import { kubernetesOverloads } from "../../../src/eval/kubernetes/registry.js";
import { evaluate } from "../../../src/eval/program.js";
import { kubernetesParseOptions } from "../../../src/index.js";
import { ErrorValue } from "../../../src/values/value.js";
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
