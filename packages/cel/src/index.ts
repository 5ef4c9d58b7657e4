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
export { nameMaxLength, withTypeAndObjectMeta } from "./schema/object-meta.js";
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
export type { UnspecifiedExpr } from "./ast/expr.js";
export { Source, formatError, formatErrors, noLocation } from "./common/source.js";
export type { Location } from "./common/source.js";
export { formatGoFloat, formatLiteral, kindAdorner, toDebugString } from "./common/debug.js";
export type { Adorner } from "./common/debug.js";
export { parse } from "./parser/parser.js";
export type { ParseResult } from "./parser/parser.js";
export { kubernetesParseOptions } from "./parser/options.js";
export type { ParseOptions } from "./parser/options.js";
export { optionalMacros, standardMacros, twoVarComprehensionMacros } from "./parser/macros.js";
export type { Macro, MacroExpander, MacroResult } from "./parser/macros.js";
export { MacroExprHelper } from "./parser/helper.js";
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
export { CostTracker, actualSize, costFactors } from "./eval/cost.js";
export type { Activation } from "./eval/interpreter.js";
export type { ArgMatcher, RuntimeOverload } from "./eval/overload.js";
export { OverloadRegistry } from "./eval/overload.js";
export { standardOverloads } from "./eval/stdlib-registry.js";
export type { EvalOptions, EvalResult, Variables } from "./eval/program.js";
export { evaluate } from "./eval/program.js";
export { PreservedValue } from "./values/value.js";
export type { ValueSchema } from "./values/unstructured.js";
export { unstructuredToVal } from "./values/unstructured.js";
export { validateHomogeneousAggregateLiterals } from "./checker/homogeneous.js";
