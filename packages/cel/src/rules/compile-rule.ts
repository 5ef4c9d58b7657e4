/**
 * One `x-kubernetes-validations` entry compiled as apiextensions `pkg/apiserver/schema/cel/compilation.go`'s
 * compileRule does: the rule must compile to a `bool`, the messageExpression to a `string`, both with `self` and
 * `oldSelf` declared; a rule that names `oldSelf` is a transition rule. The results keep cel-go's errors (with
 * their offsets inside the expression) so that callers can point into the text the rule was written in.
 */
import type { CheckedAst } from "../checker/checker.js";
import type { CelError } from "../common/errors.js";
import { goStringsTrimSpace } from "../common/go-space.js";
import { formatErrors, type Source } from "../common/source.js";
import { formatType } from "../common/types.js";
import { variableDecl } from "../decls/decls.js";
import {
  type CompileOptions,
  type PreparedEnvironment,
  compileKubernetes,
  prepared,
} from "../env/compile.js";
import type { CelEnvironment } from "../env/environment.js";
import {
  type RuleCost,
  crdCostEstimator,
  estimateKubernetesCost,
  expressionMaxCost,
} from "../cost/crd-cost.js";
import type { DeclType } from "../schema/decl-type.js";
import { type PlanTimeFailure, planTimeError } from "./plan-time-errors.js";
import {
  type RuleScope,
  maxCardinality,
  oldScopedVarName,
  ruleScope,
  scopedVarName,
} from "../schema/rule-scope.js";

/** The parts of a ValidationRule that compiling reads. */
export interface RuleText {
  readonly rule?: string | null;
  readonly messageExpression?: string | null;
  readonly optionalOldSelf?: boolean | null;
}

/** Why an expression of a rule is refused: the server's detail, and cel-go's errors when it did not compile. */
export interface ExpressionProblem {
  /** The field of the ValidationRule the problem is on. */
  readonly field: "rule" | "messageExpression" | "optionalOldSelf";
  /** The API server's detail (`compilation failed: ERROR: <input>:1:6: …`). */
  readonly detail: string;
  /** cel-go's errors, with offsets in code points into the expression; empty for a wrong result type. */
  readonly errors: readonly CelError[];
  /** The type the expression has, when it compiled to the wrong one. */
  readonly resultType?: string;
  /**
   * Set when cel-go panics planning the expression (`Program()` does not recover a panic): the API server does
   * not report it as a field error but answers the whole request with HTTP 500; `detail` then says so.
   */
  readonly serverPanics?: true;
}

export interface CompiledRule {
  /** The checked rule; undefined when it is empty or did not compile. */
  readonly ast?: CheckedAst;
  readonly problems: readonly ExpressionProblem[];
  /** The rule's costs, when it compiled. */
  readonly cost?: RuleCost;
  /** cel-go's estimate of one evaluation of the rule (`cost.max` is its max). */
  readonly estimatedCost?: { readonly min: bigint; readonly max: bigint };
  readonly messageExpressionMaxCost?: bigint;
  /** The checked messageExpression, when it compiled to a string. */
  readonly messageAst?: CheckedAst;
  readonly usesOldSelf: boolean;
}

export interface CompileRuleOptions {
  /**
   * The scope (`self`, `oldSelf`, the provider) for the rule; callers compiling many rules of one node pass
   * one that builds each of the node's two scopes once (`prepareEnvSet` builds them per node too).
   */
  readonly scopeFor?: (optionalOldSelf: boolean) => RuleScope;
  /** `EnvSet.Extend`'s keyword escaping of field names, from compatibility version 1.31 (see `ruleScope`). */
  readonly recognizeKeywordAsFieldName?: boolean;
  /** Parses the rule and the messageExpression (see {@link CompileOptions.parse}); default a fresh parse. */
  readonly parse?: CompileOptions["parse"];
}

/**
 * Compiles `rule` for a node whose CEL type is `declType` (schemaDeclType of the node). A caller compiling many
 * rules in one environment passes a {@link PreparedEnvironment} it keeps; a plain one is prepared for this rule.
 */
export function compileRule(
  rule: RuleText,
  declType: DeclType,
  environment: CelEnvironment | PreparedEnvironment,
  compileOptions: CompileRuleOptions = {},
): CompiledRule {
  const text = rule.rule ?? "";
  // The server keeps an empty rule without a program or an error (the structural checker requires it).
  if (goStringsTrimSpace(text) === "") return { problems: [], usesOldSelf: false };
  const optionalOldSelf = rule.optionalOldSelf === true;
  const { recognizeKeywordAsFieldName = false } = compileOptions;
  const scope =
    compileOptions.scopeFor?.(optionalOldSelf) ??
    ruleScope(declType, { optionalOldSelf, recognizeKeywordAsFieldName });
  const options: CompileOptions = {
    provider: scope.provider,
    variables: [
      variableDecl(scopedVarName, scope.selfType),
      variableDecl(oldScopedVarName, scope.oldSelfType),
    ],
    ...(compileOptions.parse === undefined ? {} : { parse: compileOptions.parse }),
  };
  // The rule and its messageExpression compile in one prepared environment.
  const ready = prepared(environment);
  const compiled = compileKubernetes(text, ready, options);
  if (compiled.ast === undefined) {
    return { problems: [compilationProblem("rule", "compilation failed: ", compiled)], usesOldSelf: false };
  }
  const outputType = compiled.ast.types.get(compiled.ast.expr.id);
  if (outputType?.kind !== "bool" || outputType.nullable === true) {
    const problem: ExpressionProblem = {
      field: "rule",
      detail: "cel expression must evaluate to a bool",
      errors: [],
      ...(outputType === undefined ? {} : { resultType: formatType(outputType) }),
    };
    return { problems: [problem], usesOldSelf: false };
  }
  const usesOldSelf = [...compiled.ast.references.values()].some((r) => r.name === oldScopedVarName);
  const instantiationError = planTimeError(compiled.ast);
  if (instantiationError !== undefined) {
    // compileRule: `ruleEnv.Program` failed; the rule has no program, cost or messageExpression.
    return { problems: [instantiationProblem("rule", "program", instantiationError)], usesOldSelf };
  }
  const problems: ExpressionProblem[] = [];
  if (!usesOldSelf && rule.optionalOldSelf !== undefined && rule.optionalOldSelf !== null) {
    // validation.go: optionalOldSelf only means something for a transition rule.
    problems.push({
      field: "optionalOldSelf",
      detail: "may not be set if oldSelf is not used in rule",
      errors: [],
    });
  }
  const message = rule.messageExpression ?? "";
  let messageExpressionMaxCost: bigint | undefined;
  let messageAst: CheckedAst | undefined;
  if (message !== "") {
    const messageCompiled = compileKubernetes(message, ready, options);
    if (messageCompiled.ast === undefined) {
      problems.push(
        compilationProblem("messageExpression", "messageExpression compilation failed: ", messageCompiled),
      );
    } else {
      const messageType = messageCompiled.ast.types.get(messageCompiled.ast.expr.id);
      if (messageType?.kind !== "string" || messageType.nullable === true) {
        problems.push({
          field: "messageExpression",
          detail: "messageExpression must evaluate to a string",
          errors: [],
          ...(messageType === undefined ? {} : { resultType: formatType(messageType) }),
        });
      } else {
        const messageInstantiationError = planTimeError(messageCompiled.ast);
        if (messageInstantiationError !== undefined) {
          // compileRule: `messageEnv.Program` failed; the message has no program or cost.
          problems.push(
            instantiationProblem("messageExpression", "messageExpression", messageInstantiationError),
          );
        } else {
          messageExpressionMaxCost = expressionMaxCost(messageCompiled.ast, declType);
          messageAst = messageCompiled.ast;
        }
      }
    }
  }
  // compileRule's `costEst` (ruleCost's MaxCost), kept whole for showing the minimum too.
  const estimate = estimateKubernetesCost(compiled.ast, crdCostEstimator(declType));
  return {
    ast: compiled.ast,
    problems,
    cost: { maxCost: estimate.max, maxCardinality: maxCardinality(declType.minSerializedSize) },
    estimatedCost: { min: estimate.min, max: estimate.max },
    ...(messageExpressionMaxCost === undefined ? {} : { messageExpressionMaxCost }),
    ...(messageAst === undefined ? {} : { messageAst }),
    usesOldSelf,
  };
}

function compilationProblem(
  field: "rule" | "messageExpression",
  prefix: string,
  compiled: { readonly errors: readonly CelError[]; readonly source: Source; readonly panic?: string },
): ExpressionProblem {
  if (compiled.panic !== undefined) return panicProblem(field, "checking", compiled.panic);
  return { field, detail: prefix + formatErrors(compiled.source, compiled.errors), errors: compiled.errors };
}

// The problem of an expression whose `Program()` fails: compileRule's error, or a panic.
function instantiationProblem(
  field: "rule" | "messageExpression",
  label: "program" | "messageExpression",
  failure: PlanTimeFailure,
): ExpressionProblem {
  if ("error" in failure) {
    return { field, detail: `${label} instantiation failed: ${failure.error}`, errors: [] };
  }
  return panicProblem(field, "planning", failure.panic);
}

// cel-go panics checking or planning the expression: the API server's panic filter answers the whole request with
// HTTP 500 and its own text (apiserver pkg/server/filters/wrap.go:56 at kubernetes-1.35.0).
function panicProblem(
  field: "rule" | "messageExpression",
  when: "checking" | "planning",
  panic: string,
): ExpressionProblem {
  const detail =
    `cel-go panics ${when} this expression (${panic}), and the API server answers the request with ` +
    `HTTP 500: "This request caused apiserver to panic. Look in the logs for details."`;
  return { field, detail, errors: [], serverPanics: true };
}
