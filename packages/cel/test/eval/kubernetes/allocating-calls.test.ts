/**
 * A call that builds a list whose length its arguments fix (`lists.range`) is costed before it builds it
 * (`callWithinBudget`): the evaluation must end exactly as when the cost is added after the call (cel-go's
 * order), with the same value or error, total cost and cancellation, and a length far past what memory holds
 * must be cancelled instead of exhausting the process's memory.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listsExtOverloads } from "../../../src/eval/ext/lists.js";
import type { RuntimeOverload } from "../../../src/eval/overload.js";
import { interpretChecked } from "../../../src/eval/program.js";
import {
  type CheckedAst,
  type EvalResult,
  celTypes,
  evaluate,
  kubernetesCallCost,
  listsExtLibrary,
  standardOverloads,
  variableDecl,
} from "../../../src/index.js";
import { render } from "../spec-values.js";
import { compile } from "../../cost/compile.js";

const costedFirst = standardOverloads().add(...listsExtOverloads());
const costedAfter = standardOverloads().add(...listsExtOverloads().map(withoutAllocates));

/** The overload as cel-go runs it: its cost added after the call, from the list it built. */
function withoutAllocates(overload: RuntimeOverload): RuntimeOverload {
  const { id, function: name, args, impl } = overload;
  return { id, function: name, args, impl };
}

const expressions = [
  "lists.range(n).size() >= 0",
  "lists.range(n).all(i, i >= 0)",
  "size(lists.range(n)) + size(lists.range(n)) > 3",
  "lists.range(n).exists(i, i == 7)",
].map((text) =>
  compile(text, { vars: [variableDecl("n", celTypes.int)], functions: listsExtLibrary().functions }),
);

function outcome(result: EvalResult): unknown {
  return { value: render(result.value), cost: result.cost, cancelled: result.cancelled };
}

function run(
  ast: CheckedAst,
  n: bigint,
  limit: bigint,
  registry: typeof costedFirst,
  planned: boolean,
): unknown {
  const options = { overloads: registry, callCost: kubernetesCallCost, costLimit: limit };
  return outcome(planned ? evaluate(ast, { n }, options) : interpretChecked(ast, { n }, options));
}

describe("lists.range is costed before its list is built", () => {
  it("ends as when costed after the call: same value, total cost and cancellation (planned and interpreted)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...expressions),
        fc.bigInt({ min: -3n, max: 3000n }),
        fc.bigInt({ min: 0n, max: 8000n }),
        fc.boolean(),
        (ast, n, limit, planned) => {
          expect(run(ast, n, limit, costedFirst, planned)).toEqual(run(ast, n, limit, costedAfter, planned));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("cancels a range of a billion under the per-call limit without building it", () => {
    const [ast] = expressions;
    if (ast === undefined) throw new Error("no expression");
    // Built, this list would exhaust the test process's memory (a fatal error, not an exception).
    for (const planned of [true, false]) {
      const result = run(ast, 2_000_000_000n, 1_000_000n, costedFirst, planned) as { cancelled: boolean };
      expect(result.cancelled).toBe(true);
    }
  });
});
