export type {
  CallExpr,
  ComprehensionExpr,
  Expr,
  IdentExpr,
  ListExpr,
  Literal,
  LiteralExpr,
  MapEntry,
  MapExpr,
  ParsedAst,
  SelectExpr,
  SourceInfo,
  StructExpr,
  StructField,
} from "./ast/expr.js";
export type { CelError } from "./common/errors.js";
export type { CelType, TypeKind, TypeProvider } from "./common/types.js";
export {
  celTypes,
  formatType,
  listType,
  mapType,
  opaqueType,
  nullableType,
  optionalType,
  structType,
  typeParam,
  typeType,
} from "./common/types.js";
export type { CelSchema } from "./schema/cel-schema.js";
export type { DeclField, DeclTypeParts } from "./schema/decl-type.js";
export {
  DeclType,
  anyDeclType,
  boolDeclType,
  bytesDeclType,
  dateDeclType,
  doubleDeclType,
  durationDeclType,
  dynDeclType,
  fieldTypeMap,
  intDeclType,
  listDeclType,
  mapDeclType,
  newDeclField,
  newListType,
  newMapType,
  newObjectType,
  newSimpleType,
  nullDeclType,
  stringDeclType,
  timestampDeclType,
  uintDeclType,
} from "./schema/decl-type.js";
export type { DeclTypeProviderOptions } from "./schema/decl-type-provider.js";
export { DeclTypeProvider } from "./schema/decl-type-provider.js";
export { celReservedSymbols, escape, unescape } from "./schema/escaping.js";
export * as celLimits from "./schema/limits.js";
export { withTypeAndObjectMeta } from "./schema/object-meta.js";
export type { RuleScope, RuleScopeOptions, SizeEstimate } from "./schema/rule-scope.js";
export {
  estimateSize,
  selfTypeName,
  maxCardinality,
  oldScopedVarName,
  ruleScope,
  scopedVarName,
} from "./schema/rule-scope.js";
export {
  estimateMaxAdditionalPropertiesFromMinSize,
  estimateMaxArrayItemsFromMinSize,
  estimateMaxElementsFromMaxLength,
  estimateMaxStringEnumLength,
  estimateMaxStringLengthPerRequest,
  schemaDeclType,
} from "./schema/schema-decl-type.js";
export type { CheckedAst, CheckResult, Reference } from "./checker/checker.js";
export { check } from "./checker/checker.js";
export type { CheckerEnvOptions } from "./checker/env.js";
export { CheckerEnv } from "./checker/env.js";
export type { DeclaredFunction } from "./checker/scopes.js";
export { formatCheckedType } from "./checker/format.js";
export { printChecked } from "./checker/printer.js";
export type { FunctionDecl, Library, OverloadDecl, VariableDecl } from "./decls/decls.js";
export {
  DeclarationError,
  functionDecl,
  globalOverload,
  memberOverload,
  mergeFunctionDecls,
  typeVariable,
  variableDecl,
} from "./decls/decls.js";
export { optionalLibrary } from "./decls/optional.js";
export { standardLibrary } from "./decls/stdlib.js";
export type {
  AstNode,
  CallEstimate,
  CostEstimator,
  CostOptions,
  FunctionEstimator,
} from "./cost/ast-node.js";
export type { CostEstimate } from "./cost/estimates.js";
export { costFactors, unknownCost, unknownSize } from "./cost/estimates.js";
export { estimateCost } from "./cost/coster.js";
export { goParseFloat } from "./eval/go-parse-float.js";
export { parseRequestURI } from "./values/net-url.js";
/** Go's `fmt` `%.<n>f` of a float64 (exact, ties to even). */
export { formatGoFixed } from "./cost/go-fixed.js";
export { KubernetesCostEstimator } from "./cost/kubernetes-call-cost.js";
export { kubernetesOverloadEstimators } from "./cost/ext-estimators.js";
export type { RuleCost } from "./cost/crd-cost.js";
export {
  crdCostEstimator,
  estimateKubernetesCost,
  expressionMaxCost,
  getCostErrorMessage,
  getExpressionCost,
  multiplyWithOverflowGuard,
  ruleCost,
  staticEstimatedCRDCostLimit,
  staticEstimatedCostLimit,
} from "./cost/crd-cost.js";
export type { PathCost } from "./cost/cel-cost-context.js";
export { CelCostContext, TotalCost, extractMaxElements } from "./cost/cel-cost-context.js";
export type { KubernetesLibrary } from "./decls/kubernetes/library.js";
export * as kubernetesTypes from "./decls/kubernetes/types.js";
export { kubernetesAuthzLibrary, kubernetesAuthzSelectorsLibrary } from "./decls/kubernetes/authz.js";
export { kubernetesCidrLibrary } from "./decls/kubernetes/cidr.js";
export { constantFormatNames, kubernetesFormatLibrary } from "./decls/kubernetes/format.js";
export { kubernetesIpLibrary } from "./decls/kubernetes/ip.js";
export { kubernetesJsonPatchLibrary } from "./decls/kubernetes/jsonpatch.js";
export { knownKubernetesLibraries } from "./decls/kubernetes/known.js";
export { kubernetesListsLibrary } from "./decls/kubernetes/lists.js";
export { kubernetesQuantityLibrary } from "./decls/kubernetes/quantity.js";
export { kubernetesRegexLibrary } from "./decls/kubernetes/regex.js";
export { kubernetesSemverLibrary } from "./decls/kubernetes/semver.js";
export { kubernetesUrlsLibrary } from "./decls/kubernetes/urls.js";
export { twoVarComprehensionsLibrary } from "./decls/ext/comprehensions.js";
export { listsExtLibrary } from "./decls/ext/lists.js";
export { setsLibrary } from "./decls/ext/sets.js";
export { stringsLibrary } from "./decls/ext/strings.js";
export type { EnvOption, MacroSignature, VersionedOptions } from "./env/base.js";
export { baseOptions } from "./env/base.js";
export type {
  CelEnvironment,
  ExpressionsType,
  KubernetesEnvironment,
  KubernetesEnvironmentOptions,
  NamedLibrary,
} from "./env/environment.js";
export {
  defaultBinaryVersion,
  kubernetesEnvSet,
  kubernetesEnvironment,
  newKubernetesCheckerEnv,
  recognizesKeywordsAsFieldNames,
} from "./env/environment.js";
export type { MajorMinor } from "./env/version.js";
export type { AstValidator, Navigated, ValidatorConfig } from "./validators/validator.js";
export { NavigableAst, validateChecked } from "./validators/validator.js";
export { homogeneousAggregateLiteralsValidator } from "./validators/homogeneous.js";
export {
  validateDurationLiterals,
  validateRegexLiterals,
  validateTimestampLiterals,
} from "./validators/literals.js";
export type { UnspecifiedExpr } from "./ast/expr.js";
export { Source, formatError, formatErrors, noLocation } from "./common/source.js";
export { goStringsTrimSpace } from "./common/go-space.js";
export type { Location } from "./common/source.js";
export { formatGoFloat, formatLiteral, kindAdorner, toDebugString } from "./common/debug.js";
export type { Adorner } from "./common/debug.js";
export { Parser, parse } from "./parser/parser.js";
export type { ParseResult } from "./parser/parser.js";
export { kubernetesParseOptions } from "./parser/options.js";
export type { ParseOptions } from "./parser/options.js";
export { optionalMacros, standardMacros, twoVarComprehensionMacros } from "./parser/macros.js";
export type { Macro, MacroExpander, MacroResult } from "./parser/macros.js";
export { MacroExprHelper } from "./parser/helper.js";
export type { CompiledRuleCost, CostFinding, RuleCostOptions } from "./cost/cost-findings.js";
export {
  observeMessageExpressionCost,
  observeRuleCost,
  observeRuleCosts,
  totalCostFindings,
} from "./cost/cost-findings.js";
export type { CompileOptions, CompileResult } from "./env/compile.js";
export { PreparedEnvironment, compileKubernetes, kubernetesParseOptionsFor } from "./env/compile.js";
export { stringFormatValidator } from "./validators/string-format.js";
export { sortByMacro } from "./decls/ext/lists-macros.js";
export type { CelValue, ListKind } from "./values/value.js";
export {
  DurationValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  OptionalValue,
  TimestampValue,
  TypeValue,
  UintValue,
  typeNameOf,
} from "./values/value.js";
export { compare, equals } from "./values/equality.js";
export type { CallCostHook } from "./eval/cost.js";
export { CostTracker, actualSize } from "./eval/cost.js";
export type { Activation } from "./eval/interpreter.js";
export type { ArgMatcher, RuntimeOverload } from "./eval/overload.js";
export { OverloadRegistry } from "./eval/overload.js";
export { standardOverloads } from "./eval/stdlib-registry.js";
export type { ExtOverloadVersions } from "./eval/ext/registry.js";
export { extOverloads, standardAndExtOverloads } from "./eval/ext/registry.js";
export { formatString } from "./eval/ext/format.js";
export { extLibrariesCallCost, kubernetesCallCost } from "./eval/kubernetes-call-cost/registry.js";
export type { FunctionCallCost, OverloadCostTracker } from "./eval/kubernetes-call-cost/registry-types.js";
export type { EvalOptions, EvalResult, Variables } from "./eval/program.js";
export { PlannedProgram, ProgramPlans, evaluate } from "./eval/program.js";
export { PreservedValue } from "./values/value.js";
export type { ValueSchema } from "./values/unstructured.js";
export { UnstructuredSchemas, unstructuredToVal } from "./values/unstructured.js";
export { validateHomogeneousAggregateLiterals } from "./checker/homogeneous.js";
export type { CompiledRule, CompileRuleOptions, ExpressionProblem, RuleText } from "./rules/compile-rule.js";
export { compileRule } from "./rules/compile-rule.js";
export type { RuleCompilerOptions, RuleCompilerStats } from "./rules/rule-compiler.js";
export { RuleCompiler } from "./rules/rule-compiler.js";
export type {
  RuleSchema,
  SchemaRule,
  SchemaRulesOptions,
  SchemaRulesResult,
  SchemaStep,
} from "./rules/schema-rules.js";
export { schemaRules } from "./rules/schema-rules.js";
export { kubernetesOverloads } from "./eval/kubernetes/registry.js";
export { OpaqueValue } from "./values/value.js";
export { CIDRValue, IPValue } from "./values/kubernetes-net.js";
export { URLValue } from "./values/kubernetes-url.js";
export type { GoRegexp } from "./regexp/go-regexp.js";
export { compileGoRegexp, goMatchString, goRegexpError } from "./regexp/go-regexp.js";
export { FormatValue } from "./values/kubernetes-format.js";
export {
  dns1035LabelErrors,
  dns1123LabelErrors,
  dns1123SubdomainErrors,
  labelValueErrors,
  maskTrailingDash,
  nameIsDNS1035Label,
  nameIsDNSLabel,
  nameIsDNSSubdomain,
  qualifiedNameErrors,
} from "./formats/names.js";
export { isBase64, isDate, isDateTime, isUUID } from "./formats/strfmt.js";
export { type GoTime, type GoTimeResult, formatRFC3339UTC, parseGoTime } from "./formats/go-time.js";
export { constantFormats } from "./formats/constant-formats.js";
