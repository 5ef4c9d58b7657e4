/**
 * How a rule on a schema node sees `self` and `oldSelf`, and how big the values it reaches can be: the type and
 * size parts of apiextensions `pkg/apiserver/schema/cel/compilation.go` (prepareEnvSet,
 * generateUniqueSelfTypeName, sizeEstimator.EstimateSize, maxCardinality).
 */
import { type CelType, optionalType } from "../common/types.js";
import { type DeclType, pathNamedType } from "./decl-type.js";
import { DeclTypeProvider, type DeclTypeProviderOptions } from "./decl-type-provider.js";
import { maxRequestSizeBytes } from "./limits.js";

/** `ScopedVarName`: the variable holding the node's value. */
export const scopedVarName = "self";
/** `OldScopedVarName`: the variable holding the node's previous value (transition rules). */
export const oldScopedVarName = "oldSelf";

export interface RuleScope {
  /** The node's DeclType with its object types named after `typeName` (MaybeAssignTypeName). */
  readonly scopedType: DeclType;
  /** The type of `self`. */
  readonly selfType: CelType;
  /** The type of `oldSelf`: `optional_type(T)` when the rule sets optionalOldSelf, else `self`'s type. */
  readonly oldSelfType: CelType;
  /** The struct types of `scopedType` for the checker. */
  readonly provider: DeclTypeProvider;
}

export interface RuleScopeOptions extends DeclTypeProviderOptions {
  /** The rule's `optionalOldSelf`. */
  readonly optionalOldSelf?: boolean;
  /**
   * The root type name. The API server makes a fresh `selfType<nanosecond>` on every compilation, so that rule
   * authors cannot depend on it; crdgen's output must be deterministic, so the default is the fixed
   * {@link selfTypeName}.
   */
  readonly typeName?: string;
}

/** The declarations of `self` and `oldSelf` for the rules of a node of type `declType` (prepareEnvSet). */
export function ruleScope(declType: DeclType, options: RuleScopeOptions = {}): RuleScope {
  const typeName = options.typeName ?? selfTypeName;
  // A tree of unnamed objects (every schema's) is named as the checker reads it; see pathNamedType. The scope's
  // name must not be a name buildDeclTypes gives by the root's type name (`object`, `list`, `map`).
  const container = declType.isObject() || declType.isList() || declType.isMap();
  const byPaths =
    container && typeName !== "object" && typeName !== declType.typeName() && !declType.hasNamedObject();
  const scopedType = byPaths ? pathNamedType(declType, typeName) : declType.maybeAssignTypeName(typeName);
  const selfType = scopedType.celType;
  return {
    scopedType,
    selfType,
    oldSelfType: options.optionalOldSelf === true ? optionalType(selfType) : selfType,
    provider: byPaths
      ? DeclTypeProvider.pathNamed(scopedType, typeName, options)
      : new DeclTypeProvider([scopedType], options),
  };
}

/**
 * The root type name crdgen uses where the API server's `generateUniqueSelfTypeName` uses `selfType` and the
 * nanosecond of the current second: the name only shows in messages (`…applied to '(selfType0, int)'`), whose
 * number differs on every server compile anyway, and a fixed one keeps crdgen's output byte-for-byte stable.
 */
export const selfTypeName = "selfType0";

/** cel-go's `checker.SizeEstimate`: uint64 bounds. */
export interface SizeEstimate {
  readonly min: bigint;
  readonly max: bigint;
}

/**
 * `sizeEstimator.EstimateSize`: the size bound of the value at `path`, a checker AST node path that starts at
 * `self` and steps through field names, `@items`/`@values` (list items, map values) and `@keys` (map keys).
 * Undefined when the path is empty or leaves the type tree.
 */
export function estimateSize(root: DeclType, path: readonly string[]): SizeEstimate | undefined {
  if (path.length === 0) return undefined;
  let node: DeclType = root;
  // The first element is "self", where every path starts.
  for (const name of path.slice(1)) {
    let next: DeclType | undefined;
    if (name === "@items" || name === "@values") next = node.elemType;
    else if (name === "@keys") next = node.keyType;
    else next = node.fields?.get(name)?.type;
    if (next === undefined) return undefined;
    node = next;
  }
  // Go converts the int64 MaxElements with uint64(), which wraps a negative value.
  return { min: 0n, max: BigInt.asUintN(64, node.maxElements) };
}

/**
 * `maxCardinality`: how many times data of this minimum serialized size can occur in one request, one comma
 * between elements; the worst case count of a rule's evaluations under unbounded lists and maps.
 */
export function maxCardinality(minSize: bigint): bigint {
  return BigInt.asUintN(64, maxRequestSizeBytes / (minSize + 1n));
}
