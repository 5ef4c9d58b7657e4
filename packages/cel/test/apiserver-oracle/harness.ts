/**
 * One CRD rule as the Kubernetes 1.35 API server compiles, costs and evaluates it (the apiserver oracle of
 * SOURCES.md, "apiserver libraries and environment"): apiextensions-apiserver v0.35.0 `schema/cel.Compile` on a
 * schema node holding the rule, in `environment.MustBaseEnvSet(compat)` (NewExpressions or StoredExpressions),
 * then the same rule in a replica of `prepareEnvSet`'s environment without the bool check (its type, estimate,
 * `Program()` error, value, error and actual cost on `self`). This file is crdgen's half: the same answers from
 * `compileRule`, `compileKubernetes`, `estimateKubernetesCost`, `planTimeError` and `evaluate`.
 */
import { formatType } from "../../src/common/types.js";
import { variableDecl } from "../../src/decls/decls.js";
import { compileKubernetes } from "../../src/env/compile.js";
import {
  type KubernetesEnvironment,
  kubernetesEnvironment,
  recognizesKeywordsAsFieldNames,
} from "../../src/env/environment.js";
import { crdCostEstimator, estimateKubernetesCost } from "../../src/cost/crd-cost.js";
import { kubernetesOverloads } from "../../src/eval/kubernetes/registry.js";
import { kubernetesCallCost } from "../../src/eval/kubernetes-call-cost/registry.js";
import { evaluate } from "../../src/eval/program.js";
import { compileRule } from "../../src/rules/compile-rule.js";
import { planTimeError } from "../../src/rules/plan-time-errors.js";
import { oldScopedVarName, ruleScope, scopedVarName } from "../../src/schema/rule-scope.js";
import { schemaDeclType } from "../../src/schema/schema-decl-type.js";
import { type ValueSchema, unstructuredToVal } from "../../src/values/unstructured.js";
import { type CelValue, ErrorValue, OptionalValue } from "../../src/values/value.js";
import { type Tagged, encode } from "./tagged.js";

/** One line the oracle reads. */
export interface LibCase {
  /** A v1 JSONSchemaProps node (the rule is put into its `x-kubernetes-validations`). */
  readonly schema: ValueSchema;
  readonly rule: string;
  readonly message?: string;
  readonly optionalOldSelf?: boolean;
  /** `stored` compiles with the StoredExpressions environment; default NewExpressions. */
  readonly env?: "new" | "stored";
  /** The compatibility version `major.minor`; default `DefaultCompatibilityVersion()` (1.34 for 1.35). */
  readonly compat?: string;
  /** The object `self` is evaluated on; no evaluation without it. */
  readonly self?: unknown;
  readonly oldSelf?: unknown;
}

/** One line the oracle writes (fields absent when not reached). */
export interface LibAnswer {
  /** `<ErrorType>: <Detail>` of the rule's CompilationResult.Error. */
  readonly compile?: string;
  readonly msgCompile?: string;
  readonly maxCost?: string;
  readonly maxCardinality?: string;
  readonly msgMaxCost?: string;
  /** The rule's output type, when it type-checks (whatever the type). */
  readonly type?: string;
  readonly estMin?: string;
  readonly estMax?: string;
  /** `Program()`'s error. */
  readonly program?: string;
  readonly value?: Tagged;
  readonly error?: string;
  readonly cost?: string;
  readonly panic?: string;
  readonly bad?: string;
}

const perCallLimit = 1_000_000n;
const overloads = kubernetesOverloads();
const environments = new Map<string, KubernetesEnvironment>();

function environmentOf(c: LibCase): KubernetesEnvironment {
  const key = `${c.compat ?? ""}/${c.env ?? "new"}`;
  let environment = environments.get(key);
  if (environment === undefined) {
    environment = kubernetesEnvironment({
      ...(c.compat === undefined ? {} : { compatibilityVersion: c.compat }),
      type: c.env === "stored" ? "StoredExpressions" : "NewExpressions",
    });
    environments.set(key, environment);
  }
  return environment;
}

/** crdgen's answer to a case, in the oracle's form. */
export function crdgenAnswer(c: LibCase): LibAnswer {
  const declType = schemaDeclType(c.schema, false);
  if (declType === undefined) return { bad: "no decl type" };
  const environment = environmentOf(c);
  const recognizeKeywordAsFieldName = recognizesKeywordsAsFieldNames(environment);
  const answer: Record<string, unknown> = {};
  const compiled = compileRule(
    {
      rule: c.rule,
      ...(c.message === undefined ? {} : { messageExpression: c.message }),
      ...(c.optionalOldSelf === undefined ? {} : { optionalOldSelf: c.optionalOldSelf }),
    },
    declType,
    environment,
    { recognizeKeywordAsFieldName },
  );
  const ruleProblem = compiled.problems.find((p) => p.field === "rule");
  if (ruleProblem !== undefined) {
    answer.compile = `RuleInvalid: ${ruleProblem.detail}`;
  } else if (compiled.cost !== undefined) {
    answer.maxCost = compiled.cost.maxCost.toString();
    answer.maxCardinality = compiled.cost.maxCardinality.toString();
  }
  const messageProblem = compiled.problems.find((p) => p.field === "messageExpression");
  if (messageProblem !== undefined) {
    answer.msgCompile = `RuleInvalid: ${messageProblem.detail}`;
  } else if (compiled.messageExpressionMaxCost !== undefined) {
    answer.msgMaxCost = compiled.messageExpressionMaxCost.toString();
  }

  const optionalOldSelf = c.optionalOldSelf === true;
  const scope = ruleScope(declType, { optionalOldSelf, recognizeKeywordAsFieldName });
  const checked = compileKubernetes(c.rule, environment, {
    provider: scope.provider,
    variables: [
      variableDecl(scopedVarName, scope.selfType),
      variableDecl(oldScopedVarName, scope.oldSelfType),
    ],
  });
  if (checked.ast === undefined) return answer;
  const ast = checked.ast;
  const outputType = ast.types.get(ast.expr.id);
  if (outputType !== undefined) answer.type = formatType(outputType);
  const estimate = estimateKubernetesCost(ast, crdCostEstimator(declType));
  answer.estMin = estimate.min.toString();
  answer.estMax = estimate.max.toString();
  const programError = planTimeError(ast);
  if (programError !== undefined) {
    answer.program = "error" in programError ? programError.error : `panic: ${programError.panic}`;
    return answer;
  }
  if (c.self === undefined) return answer;
  const schema = c.schema;
  const vars: Record<string, CelValue> = { self: unstructuredToVal(c.self, schema) };
  if (c.oldSelf !== undefined) {
    const old = unstructuredToVal(c.oldSelf, schema);
    vars.oldSelf = optionalOldSelf ? new OptionalValue(old) : old;
  } else if (optionalOldSelf) {
    vars.oldSelf = new OptionalValue(undefined);
  }
  const result = evaluate(ast, vars, {
    overloads,
    optimize: true,
    costLimit: perCallLimit,
    callCost: kubernetesCallCost,
  });
  answer.cost = result.cost.toString();
  if (result.cancelled) answer.error = "operation cancelled: actual cost limit exceeded";
  else if (result.value instanceof ErrorValue) answer.error = result.value.message;
  else answer.value = encode(result.value);
  return answer;
}
