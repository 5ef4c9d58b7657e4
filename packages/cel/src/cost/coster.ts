/**
 * cel-go's `checker.Cost` (checker/cost.go): the static cost range of a checked expression. Walks the tree as
 * `coster.cost` does, tracking field paths (so that a library's size estimator can find schema bounds such as
 * maxLength for `self.name`), the sizes of call results and the entry sizes of inline lists and maps.
 */
import type { ComprehensionExpr, Expr } from "../ast/expr.js";
import { type CelType, celTypes } from "../common/types.js";
import type { CheckedAst } from "../checker/checker.js";
import type { AstNode, CostEstimator, CostOptions, FunctionEstimator } from "./ast-node.js";
import { functionCost } from "./function-cost.js";
import {
  type CostEstimate,
  type SizeEstimate,
  addEstimates,
  costFactors,
  fixedEstimate,
  maxUint64,
  multiplyEstimates,
  unionEstimates,
  unknownSize,
} from "./estimates.js";
import { GoSlicePath } from "./go-slice-path.js";
import { type EntrySize, LocalVars, computeExprSize, computeTypeSize } from "./sizes.js";

const selectAndIdentCost = fixedEstimate(costFactors.selectAndIdentCost);
const zero: CostEstimate = fixedEstimate(0n);

/** `checker.Cost`. */
export function estimateCost(
  checked: CheckedAst,
  estimator: CostEstimator,
  options: CostOptions = {},
): CostEstimate {
  return new Coster(checked, estimator, options).cost(checked.expr);
}

export class Coster {
  /** Paths as Go slices: cel-go's appends may share a backing array (see GoSlicePath). */
  private readonly exprPaths = new Map<number, GoSlicePath | undefined>();
  private readonly localVars = new LocalVars();
  private readonly computedSizes = new Map<number, SizeEstimate>();
  private readonly computedEntrySizes = new Map<number, EntrySize>();
  private readonly presenceTestCost: CostEstimate;
  readonly overloadEstimators: ReadonlyMap<string, FunctionEstimator>;

  constructor(
    private readonly checked: CheckedAst,
    readonly estimator: CostEstimator,
    options: CostOptions,
  ) {
    this.presenceTestCost = options.presenceTestHasCost === false ? zero : selectAndIdentCost;
    this.overloadEstimators = options.overloadEstimators ?? new Map();
  }

  cost(e: Expr): CostEstimate {
    switch (e.kind) {
      case "literal":
        return fixedEstimate(costFactors.constCost);
      case "ident":
        return this.costIdent(e.id, e.name);
      case "select":
        return this.costSelect(e);
      case "call":
        return this.costCall(e);
      case "list":
        return this.costCreateList(e);
      case "map":
        return this.costCreateMap(e);
      case "struct": {
        let sum = zero;
        for (const field of e.fields) sum = addEstimates(sum, this.cost(field.value));
        return addEstimates(sum, fixedEstimate(costFactors.structCreateBaseCost));
      }
      case "comprehension":
        return isBind(e) ? this.costBind(e) : this.costComprehension(e);
      case "unspecified":
        return zero;
    }
  }

  private costIdent(id: number, name: string): CostEstimate {
    const local = this.localVars.peek(name);
    this.exprPaths.set(id, local === undefined ? GoSlicePath.of(name) : local.path);
    return selectAndIdentCost;
  }

  private costSelect(e: Expr & { kind: "select" }): CostEstimate {
    if (e.testOnly) {
      // As evalTestOnly: the operand is charged, the presence test itself only if configured so.
      return addEstimates(this.presenceTestCost, this.cost(e.operand));
    }
    let sum = this.cost(e.operand);
    const kind = this.getType(e.operand).kind;
    if (kind === "map" || kind === "struct" || kind === "type_param") {
      sum = addEstimates(sum, selectAndIdentCost);
    }
    this.exprPaths.set(e.id, GoSlicePath.append(this.getPath(e.operand), e.field));
    return sum;
  }

  private costCall(e: Expr & { kind: "call" }): CostEstimate {
    // `dyn(x)` only disables type checking: the argument's cost plus one (maybeUnwrapDynCall).
    if (e.function === "dyn") {
      const arg = e.args[0];
      if (arg === undefined) return fixedEstimate(1n);
      const argCost = this.cost(arg);
      this.copySizeEstimates(e.id, arg);
      return addEstimates(fixedEstimate(1n), argCost);
    }
    // Each argument is costed, then described, in turn, as Go's loop does.
    const argCosts: CostEstimate[] = [];
    const argNodes: AstNode[] = [];
    for (const arg of e.args) {
      argCosts.push(this.cost(arg));
      argNodes.push(this.newAstNode(arg));
    }
    const overloadIds = this.checked.references.get(e.id)?.overloadIds ?? [];
    if (overloadIds.length === 0) return zero;
    let sum = zero;
    let target: AstNode | undefined;
    if (e.target !== undefined) {
      sum = addEstimates(sum, this.cost(e.target));
      target = this.newAstNode(e.target);
    }
    // A range that covers every overload the call may dispatch to.
    let fnCost: CostEstimate = { min: maxUint64, max: 0n };
    let resultSize: SizeEstimate | undefined;
    const firstArg = e.args[0];
    for (const overloadId of overloadIds) {
      const estimate = functionCost(this, e, overloadId, target, argNodes, argCosts);
      fnCost = unionEstimates(fnCost, estimate.cost);
      if (estimate.resultSize !== undefined) {
        resultSize =
          resultSize === undefined ? estimate.resultSize : unionEstimates(resultSize, estimate.resultSize);
      }
      // Index operations extend the path, so the element's schema bounds can be found.
      if (firstArg !== undefined && (overloadId === "index_list" || overloadId === "index_map")) {
        resultSize = this.computeEntrySize(firstArg)?.val;
        const step = overloadId === "index_list" ? "@items" : "@values";
        this.exprPaths.set(e.id, GoSlicePath.append(this.getPath(firstArg), step));
      }
      resultSize ??= this.computeSize(e);
    }
    this.setSize(e.id, resultSize);
    return addEstimates(sum, fnCost);
  }

  private costCreateList(e: Expr & { kind: "list" }): CostEstimate {
    let sum = zero;
    let itemSize: SizeEstimate = { min: e.elements.length === 0 ? 0n : maxUint64, max: 0n };
    for (const element of e.elements) {
      sum = addEstimates(sum, this.cost(element));
      itemSize = unionEstimates(itemSize, this.sizeOrUnknown(element));
    }
    this.computedEntrySizes.set(e.id, { container: "list", key: fixedEstimate(1n), val: itemSize });
    return addEstimates(sum, fixedEstimate(costFactors.listCreateBaseCost));
  }

  private costCreateMap(e: Expr & { kind: "map" }): CostEstimate {
    let sum = zero;
    const empty = e.entries.length === 0;
    let keySize: SizeEstimate = { min: empty ? 0n : maxUint64, max: 0n };
    let valSize: SizeEstimate = { min: empty ? 0n : maxUint64, max: 0n };
    for (const entry of e.entries) {
      sum = addEstimates(sum, this.cost(entry.key));
      sum = addEstimates(sum, this.cost(entry.value));
      keySize = unionEstimates(keySize, this.sizeOrUnknown(entry.key));
      valSize = unionEstimates(valSize, this.sizeOrUnknown(entry.value));
    }
    this.computedEntrySizes.set(e.id, { container: "map", key: keySize, val: valSize });
    return addEstimates(sum, fixedEstimate(costFactors.mapCreateBaseCost));
  }

  private costComprehension(e: ComprehensionExpr): CostEstimate {
    let sum = addEstimates(this.cost(e.iterRange), this.cost(e.accuInit));
    this.pushLocalVar(e.accuVar, e.accuInit);
    // Track the range of each iteration variable for field paths.
    if (e.iterVar2 !== undefined) {
      this.pushIter(e.iterVar, e.iterRange, "key");
      this.pushIter(e.iterVar2, e.iterRange, "value");
    } else {
      this.pushIter(e.iterVar, e.iterRange, "single");
    }
    const loopCost = this.cost(e.loopCondition);
    const stepCost = this.cost(e.loopStep);
    this.localVars.pop(e.iterVar);
    if (e.iterVar2 !== undefined) this.localVars.pop(e.iterVar2);
    sum = addEstimates(sum, this.cost(e.result));
    this.localVars.pop(e.accuVar);

    const rangeCount = this.sizeOrUnknown(e.iterRange);
    const perStep = addEstimates(stepCost, loopCost);
    sum = addEstimates(sum, multiplyEstimates(rangeCount, perStep));
    const accuKind = e.accuInit.kind;
    if (accuKind === "literal") {
      this.setSize(e.id, this.computeSize(e.accuInit));
    } else if (accuKind === "list" || accuKind === "map") {
      this.setSize(e.id, rangeCount);
      // A step that builds a container carries the entry size under its id.
      const stepEntrySize = this.computeEntrySize(e.loopStep);
      if (stepEntrySize !== undefined) this.computedEntrySizes.set(e.id, stepEntrySize);
    }
    return sum;
  }

  private costBind(e: ComprehensionExpr): CostEstimate {
    // Binds are lazily initialized, so the cost of the empty iteration range is kept.
    let sum = addEstimates(this.cost(e.iterRange), this.cost(e.accuInit));
    this.pushLocalVar(e.accuVar, e.accuInit);
    sum = addEstimates(sum, this.cost(e.result));
    this.localVars.pop(e.accuVar);
    this.copySizeEstimates(e.id, e.result);
    return sum;
  }

  /** pushIterKey, pushIterValue and pushIterSingle. */
  private pushIter(name: string, range: Expr, role: "key" | "value" | "single"): void {
    const entrySize = this.computeEntrySize(range);
    const container = entrySize?.container ?? this.getType(range).kind;
    const isList = container === "list";
    let size: SizeEstimate | undefined;
    let step: string;
    if (role === "key") {
      size = entrySize?.key;
      step = isList ? "@indices" : "@keys";
    } else if (role === "value") {
      size = entrySize?.val;
      step = isList ? "@items" : "@values";
    } else {
      size = isList ? entrySize?.val : entrySize?.key;
      step = isList ? "@items" : "@keys";
    }
    this.localVars.push(name, {
      path: GoSlicePath.append(this.getPath(range), step),
      size,
      entrySize: undefined,
    });
  }

  private pushLocalVar(name: string, e: Expr): void {
    // The entry size of a bound list or map travels with the variable.
    this.localVars.push(name, {
      path: this.getPath(e),
      size: this.computeSize(e),
      entrySize: this.computeEntrySize(e),
    });
  }

  getType(e: Expr): CelType {
    return this.checked.types.get(e.id) ?? celTypes.dyn;
  }

  private getPath(e: Expr): GoSlicePath | undefined {
    if (e.kind === "ident") {
      const local = this.localVars.peek(e.name);
      if (local !== undefined) return local.path;
    }
    return this.exprPaths.get(e.id);
  }

  newAstNode(e: Expr): AstNode {
    let path = this.getPath(e);
    // Only paths rooted at declared variables are given; accumulators have none.
    const root = path?.first();
    if (root === "__result__" || root === "@result") path = undefined;
    return astNode(e, path, this.getType(e), this.computeSize(e));
  }

  setSize(id: number, size: SizeEstimate | undefined): void {
    if (size !== undefined) this.computedSizes.set(id, size);
  }

  sizeOrUnknown(e: Expr | AstNode): SizeEstimate {
    const size = "kind" in e ? this.computeSize(e) : e.computedSize;
    return size ?? unknownSize;
  }

  private copySizeEstimates(dst: number, src: Expr): void {
    this.setSize(dst, this.computeSize(src));
    this.setEntrySize(dst, this.computeEntrySize(src));
  }

  computeSize(e: Expr): SizeEstimate | undefined {
    const computed = this.computedSizes.get(e.id) ?? computeExprSize(e);
    if (computed !== undefined) return computed;
    // The estimator comes before the type's size, so that libraries may override what CEL would ascribe.
    const node = astNode(e, this.getPath(e), this.getType(e), undefined);
    const estimated = this.estimator.estimateSize(node);
    if (estimated !== undefined) {
      this.computedSizes.set(e.id, estimated);
      return estimated;
    }
    const typeSize = computeTypeSize(this.getType(e));
    if (typeSize !== undefined) return typeSize;
    if (e.kind === "ident") return this.localVars.peek(e.name)?.size;
    return undefined;
  }

  setEntrySize(id: number, size: EntrySize | undefined): void {
    if (size !== undefined) this.computedEntrySizes.set(id, size);
  }

  computeEntrySize(e: Expr): EntrySize | undefined {
    const found = this.computedEntrySizes.get(e.id);
    if (found !== undefined) return found;
    if (e.kind === "ident") return this.localVars.peek(e.name)?.entrySize;
    return undefined;
  }
}

/**
 * cel-go's `astNode`: its path is the Go slice itself, so an estimator reading it after a later append to a shared
 * backing array sees what Go would.
 */
function astNode(
  expr: Expr,
  path: GoSlicePath | undefined,
  type: CelType,
  computedSize: SizeEstimate | undefined,
): AstNode {
  return {
    get path() {
      return path?.toArray();
    },
    type,
    expr,
    computedSize,
  };
}

/** `isBind`: `cel.bind` expands to a comprehension over `[]` whose loop condition is `false`. */
function isBind(e: ComprehensionExpr): boolean {
  const cond = e.loopCondition;
  return (
    e.iterRange.kind === "list" &&
    e.iterRange.elements.length === 0 &&
    cond.kind === "literal" &&
    cond.value.type === "bool" &&
    !cond.value.value &&
    e.accuVar !== "__result__"
  );
}
