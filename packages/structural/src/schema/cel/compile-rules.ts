/**
 * apiextensions `pkg/apiserver/schema/cel/compilation.go` (`Compile`, `compileRule`) for the checks the CRD
 * validation makes: whether each rule and messageExpression of a node compiles in the environment for new
 * expressions, what it costs, and whether it reads `oldSelf`. Programs are not built: validation uses only the
 * results that compiling and cost estimation give. The compiling itself is @crdgen/cel's `compileRule`, the
 * one port of compileRule that the generator's diagnostics use too; this adapts its results to the shape
 * the CRD validation reads.
 */
import {
  type CheckedAst,
  type CompiledRule,
  type DeclType,
  type KubernetesEnvironment,
  type RuleCompiler,
  type RuleScope,
  recognizesKeywordsAsFieldNames,
  ruleScope,
} from "@crdgen/cel";
import type { ValidationRule } from "../../model/schema-types.js";

/** `apiservercel.Error` (compileRule's internal errors cannot happen here: every AST it checks converts). */
export interface CompileError {
  /** `Internal`: no error of the server's but its HTTP 500, as cel-go panics planning the expression. */
  readonly type: "Required" | "Invalid" | "Internal";
  readonly detail: string;
}

/** The parts of `CompilationResult` the CRD validation reads. */
export interface CompilationResult {
  readonly error?: CompileError;
  readonly usesOldSelf: boolean;
  /** `MaxCost`: 0 unless the rule compiled. */
  readonly maxCost: bigint;
  readonly maxCardinality: bigint;
  readonly messageExpressionError?: CompileError;
  /** Set when the rule has a messageExpression that compiled. */
  readonly messageExpressionMaxCost?: bigint;
  /** The checked rule, for evaluation (C9); set when it compiled. */
  readonly program?: CheckedAst;
  /** The checked messageExpression, when it compiled. */
  readonly messageProgram?: CheckedAst;
}

/**
 * `Compile`: the results of a node's rules, in order, for a node whose CEL type is `declType`. The two scopes
 * (`oldSelf` plain or optional, `prepareEnvSet`) are built once for the node and only when a rule is compiled
 * (`compiler` answers rules it has compiled before, for a type of the same shape, without them).
 */
export function compileRules(
  rules: readonly ValidationRule[],
  declType: DeclType,
  environment: KubernetesEnvironment,
  compiler: RuleCompiler,
): CompilationResult[] {
  const recognizeKeywordAsFieldName = recognizesKeywordsAsFieldNames(environment);
  const scopes = new Map<boolean, RuleScope>();
  const scopeFor = (optionalOldSelf: boolean): RuleScope => {
    let scope = scopes.get(optionalOldSelf);
    if (scope === undefined) {
      scope = ruleScope(declType, { optionalOldSelf, recognizeKeywordAsFieldName });
      scopes.set(optionalOldSelf, scope);
    }
    return scope;
  };
  return rules.map((rule) =>
    compilationResult(
      compiler.compile(rule, declType, environment, { scopeFor, recognizeKeywordAsFieldName }),
    ),
  );
}

/**
 * compileRule's `CompilationResult` from the compiled rule. The problem about an unused optionalOldSelf is
 * validation.go's, which the CRD validation reports on its own, so it is not an error of the compilation.
 */
function compilationResult(compiled: CompiledRule): CompilationResult {
  // Plain assignments, not conditional spreads: a spread of `{}` or `{ key }` per optional part goes through
  // V8's slow object-copying path, and this runs for every rule each time a node's rules are asked for.
  const result: Mutable<CompilationResult> = {
    usesOldSelf: compiled.usesOldSelf,
    maxCost: compiled.cost?.maxCost ?? 0n,
    maxCardinality: compiled.cost?.maxCardinality ?? 0n,
  };
  for (const problem of compiled.problems) {
    const type = problem.serverPanics === true ? "Internal" : "Invalid";
    if (problem.field === "rule") result.error = { type, detail: problem.detail };
    if (problem.field === "messageExpression") {
      result.messageExpressionError = { type, detail: problem.detail };
    }
  }
  if (compiled.messageExpressionMaxCost !== undefined) {
    result.messageExpressionMaxCost = compiled.messageExpressionMaxCost;
  }
  if (compiled.ast !== undefined) result.program = compiled.ast;
  if (compiled.messageAst !== undefined) result.messageProgram = compiled.messageAst;
  return result;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
