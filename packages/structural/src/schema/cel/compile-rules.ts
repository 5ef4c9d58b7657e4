/**
 * apiextensions `pkg/apiserver/schema/cel/compilation.go` (`Compile`, `compileRule`) for the checks the CRD
 * validation makes: whether each rule and messageExpression of a node compiles in the environment for new
 * expressions, what it costs, and whether it reads `oldSelf`. Programs are not built: validation uses only the
 * results that compiling and cost estimation give.
 */
import {
  type CheckedAst,
  type DeclType,
  type KubernetesEnvironment,
  type RuleScope,
  compileKubernetes,
  expressionMaxCost,
  formatErrors,
  formatType,
  maxCardinality,
  ruleScope,
  variableDecl,
} from "@crdgen/cel";
import type { ValidationRule } from "../../model/schema-types.js";

/** `apiservercel.Error` (compileRule's internal errors cannot happen here: every AST it checks converts). */
export interface CompileError {
  readonly type: "Required" | "Invalid";
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

/** `ScopedVarName`/`OldScopedVarName` of compilation.go. */
const selfName = "self";
const oldSelfName = "oldSelf";

// Go's strings.TrimSpace for the emptiness test of compileRule.
const blank = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/u;

/**
 * `Compile`: the results of a node's rules, in order, for a node whose CEL type is `declType`. The two scopes
 * (`oldSelf` plain or optional, `prepareEnvSet`) are built once for the node and only when a rule needs them.
 */
export function compileRules(
  rules: readonly ValidationRule[],
  declType: DeclType,
  environment: KubernetesEnvironment,
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
  const cardinality = maxCardinality(declType.minSerializedSize);
  return rules.map((rule) =>
    compileRule(rule, declType, environment, cardinality, () => scopeFor(rule.optionalOldSelf === true)),
  );
}

/**
 * apiserver `EnvSet.Extend` (environment.go) lets `self.namespace` reach the field escaped as `__namespace__`
 * from compatibility version 1.31.
 */
function recognizesKeywordsAsFieldNames(environment: KubernetesEnvironment): boolean {
  const [major = 0, minor = 0] = environment.compatibilityVersion.split(".").map(Number);
  return major > 1 || (major === 1 && minor >= 31);
}

function compileRule(
  rule: ValidationRule,
  declType: DeclType,
  environment: KubernetesEnvironment,
  cardinality: bigint,
  scope: () => RuleScope,
): CompilationResult {
  const text = rule.rule ?? "";
  const empty: CompilationResult = { usesOldSelf: false, maxCost: 0n, maxCardinality: 0n };
  if (blank.test(text)) return empty;
  const compiled = compileExpression(text, environment, scope());
  if ("issues" in compiled) {
    return { ...empty, error: { type: "Invalid", detail: `compilation failed: ${compiled.issues}` } };
  }
  const ast = compiled.ast;
  if (outputType(ast) !== "bool") {
    return { ...empty, error: { type: "Invalid", detail: "cel expression must evaluate to a bool" } };
  }
  const result = {
    program: ast,
    usesOldSelf: usesOldSelf(ast),
    maxCost: expressionMaxCost(ast, declType),
    maxCardinality: cardinality,
  };
  const messageExpression = rule.messageExpression ?? "";
  if (messageExpression === "") return result;
  const message = compileExpression(messageExpression, environment, scope());
  if ("issues" in message) {
    return {
      ...result,
      messageExpressionError: {
        type: "Invalid",
        detail: `messageExpression compilation failed: ${message.issues}`,
      },
    };
  }
  if (outputType(message.ast) !== "string") {
    return {
      ...result,
      messageExpressionError: { type: "Invalid", detail: "messageExpression must evaluate to a string" },
    };
  }
  return {
    ...result,
    messageProgram: message.ast,
    messageExpressionMaxCost: expressionMaxCost(message.ast, declType),
  };
}

/** `env.Compile`: the checked AST, or the issues' display text (`issues.String()`). */
function compileExpression(
  text: string,
  environment: KubernetesEnvironment,
  scope: RuleScope,
): { ast: CheckedAst } | { issues: string } {
  const result = compileKubernetes(text, environment, {
    provider: scope.provider,
    variables: [variableDecl(selfName, scope.selfType), variableDecl(oldSelfName, scope.oldSelfType)],
  });
  if (result.ast === undefined) return { issues: formatErrors(result.source, result.errors) };
  return { ast: result.ast };
}

/** `ast.OutputType()` as cel-go prints it; the comparisons with `cel.BoolType`/`cel.StringType` are exact. */
function outputType(ast: CheckedAst): string {
  const type = ast.types.get(ast.expr.id);
  return type === undefined ? "" : formatType(type);
}

/** `UsesOldSelf`: some reference of the checked expression resolves to `oldSelf`. */
function usesOldSelf(ast: CheckedAst): boolean {
  for (const reference of ast.references.values()) {
    if (reference.name === oldSelfName) return true;
  }
  return false;
}
