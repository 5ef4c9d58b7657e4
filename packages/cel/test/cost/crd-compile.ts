/**
 * A rule on a schema node compiled as apiextensions `Compile` does for its costs: the node's DeclType declares
 * `self` and `oldSelf`, the expression is parsed with the Kubernetes options and checked with the test fixture of
 * Kubernetes functions, and `ruleCost` gives MaxCost and MaxCardinality.
 */
import {
  type CelSchema,
  type RuleCost,
  optionalLibrary,
  kubernetesParseOptions,
  ruleCost,
  ruleScope,
  schemaDeclType,
  variableDecl,
} from "../../src/index.js";
import { compile } from "./compile.js";
import { kubernetesTestFunctions } from "./kubernetes-decls.js";

export function compileRuleCost(schema: CelSchema, rule: string, isResourceRoot = false): RuleCost {
  const declType = schemaDeclType(schema, isResourceRoot);
  if (declType === undefined) throw new Error("schema has no CEL type");
  const scope = ruleScope(declType);
  const checked = compile(rule, {
    functions: [...optionalLibrary().functions, ...kubernetesTestFunctions],
    vars: [variableDecl("self", scope.selfType), variableDecl("oldSelf", scope.oldSelfType)],
    provider: scope.provider,
    parseOptions: kubernetesParseOptions,
  });
  return ruleCost(checked, declType);
}
