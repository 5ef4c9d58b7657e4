/**
 * Runs one expression as the cel-go v0.26.0 oracle does (see SOURCES.md, "Evaluator"): the Kubernetes 1.35
 * environment with two `dyn` variables `x` and `y`, compiled, then evaluated with `OptOptimize` and the
 * per-call cost limit; and the tagged JSON both sides write values in, so that a result compares exactly
 * (doubles bit for bit, `-0.0` included; map entries in one order: `../../apiserver-oracle/tagged.ts`).
 */
import { celTypes } from "../../../src/common/types.js";
import { compileKubernetes } from "../../../src/env/compile.js";
import { kubernetesEnvironment } from "../../../src/env/environment.js";
import { kubernetesOverloads } from "../../../src/eval/kubernetes/registry.js";
import { kubernetesCallCost } from "../../../src/eval/kubernetes-call-cost/registry.js";
import { evaluate } from "../../../src/eval/program.js";
import { type CelValue, ErrorValue } from "../../../src/values/value.js";
import { type Tagged, canonical, decode, encode } from "../../apiserver-oracle/tagged.js";

/** One case: an expression and the values of `x` and `y`. */
export interface OracleCase {
  readonly expr: string;
  readonly vars?: Readonly<Record<string, Tagged>>;
}

/** What the oracle answered: a value, a run-time error, or a compile error (then not compared further). */
export interface OracleAnswer {
  readonly value?: Tagged;
  readonly error?: string;
  readonly compile?: string;
  readonly program?: string;
}

const environment = kubernetesEnvironment();
const variables = [
  { name: "x", type: celTypes.dyn },
  { name: "y", type: celTypes.dyn },
];
const overloads = kubernetesOverloads();

/** crdgen's answer to a case, in the oracle's form. */
export function crdgenAnswer(c: OracleCase): OracleAnswer {
  const compiled = compileKubernetes(c.expr, environment, { variables });
  if (compiled.ast === undefined || compiled.errors.length > 0) {
    return { compile: compiled.errors.map((e) => e.message).join("; ") };
  }
  const vars: Record<string, CelValue> = {};
  for (const [name, tagged] of Object.entries(c.vars ?? {})) vars[name] = decode(tagged);
  const result = evaluate(compiled.ast, vars, {
    overloads,
    optimize: true,
    costLimit: 1_000_000n,
    callCost: kubernetesCallCost,
  });
  if (result.value instanceof ErrorValue) return { error: result.value.message };
  return { value: encode(result.value) };
}

/** The oracle's answer with doubles as bits and map entries sorted, to compare with {@link crdgenAnswer}'s. */
export function canonicalAnswer(a: OracleAnswer): OracleAnswer {
  if (a.value === undefined) return a;
  return { value: canonical(a.value) };
}
