/**
 * `coster.functionCost` (cel-go checker/cost.go): an overload's cost from, in order, an `OverloadCostEstimate`
 * option, the library's `EstimateCallCost`, CEL's own rules for its O(n) and O(n·m) functions, else one unit.
 */
import type { Expr } from "../ast/expr.js";
import { InternalError } from "@crdgen/core";
import type { AstNode, CallEstimate } from "./ast-node.js";
import type { Coster } from "./coster.js";
import {
  type CostEstimate,
  addEstimates,
  costFactors,
  fixedEstimate,
  multiplyByCostFactor,
  multiplyEstimates,
  unionEstimates,
  wrapUint64,
} from "./estimates.js";
import { unionEntrySizes } from "./sizes.js";

const stringFactor = costFactors.stringTraversalCostFactor;
const comparisonOverloads = new Set([
  "less_string",
  "greater_string",
  "less_equals_string",
  "greater_equals_string",
  "less_bytes",
  "greater_bytes",
  "less_equals_bytes",
  "greater_equals_bytes",
  "equals",
  "not_equals",
]);

export function functionCost(
  c: Coster,
  e: Expr & { kind: "call" },
  overloadId: string,
  target: AstNode | undefined,
  args: readonly AstNode[],
  argCosts: readonly CostEstimate[],
): CallEstimate {
  const argCostSum = (): CostEstimate => argCosts.reduce(addEstimates, fixedEstimate(0n));
  const withArgs = (estimate: CallEstimate): CallEstimate => ({
    cost: addEstimates(estimate.cost, argCostSum()),
    ...(estimate.resultSize === undefined ? {} : { resultSize: estimate.resultSize }),
  });
  const optionEstimate = c.overloadEstimators.get(overloadId)?.(c.estimator, target, args);
  if (optionEstimate !== undefined) return withArgs(optionEstimate);
  const libraryEstimate = c.estimator.estimateCallCost(e.function, overloadId, target, args);
  if (libraryEstimate !== undefined) return withArgs(libraryEstimate);

  const arg = (i: number): AstNode => {
    const node = args[i];
    if (node === undefined) throw new InternalError(`${overloadId} without argument ${i}`);
    return node;
  };
  const argCost = (i: number): CostEstimate => {
    const cost = argCosts[i];
    if (cost === undefined) throw new InternalError(`${overloadId} without argument ${i}`);
    return cost;
  };
  const scan = (node: AstNode): CostEstimate => multiplyByCostFactor(c.sizeOrUnknown(node), stringFactor);

  switch (overloadId) {
    // O(n) functions
    case "string_format":
      // No result size: the formatted length cannot be bounded.
      if (target !== undefined) return withArgs({ cost: scan(target) });
      break;
    case "string_to_bytes":
      if (args.length === 1) {
        // At most 4 bytes per character (Go's uint64 multiply wraps).
        const sz = c.sizeOrUnknown(arg(0));
        return withArgs({ cost: scan(arg(0)), resultSize: { min: sz.min, max: wrapUint64(sz.max * 4n) } });
      }
      break;
    case "bytes_to_string":
      if (args.length === 1) {
        const sz = c.sizeOrUnknown(arg(0));
        return withArgs({ cost: scan(arg(0)), resultSize: { min: sz.min / 4n, max: sz.max } });
      }
      break;
    case "strings_quote":
      if (args.length === 1) {
        // Every character may be escaped; two quotes are always added.
        const sz = c.sizeOrUnknown(arg(0));
        const resultSize = { min: wrapUint64(sz.min + 2n), max: wrapUint64(sz.max * 2n + 2n) };
        return withArgs({ cost: scan(arg(0)), resultSize });
      }
      break;
    case "starts_with_string":
    case "ends_with_string":
      if (args.length === 1) return withArgs({ cost: scan(arg(0)) });
      break;
    case "in_list":
      // Containment is taken as O(n) even for constant lists.
      if (args.length === 2) return withArgs({ cost: multiplyByCostFactor(c.sizeOrUnknown(arg(1)), 1) });
      break;
    // O(n·m) functions
    case "matches_string":
      if (target !== undefined && args.length === 1) {
        // One is added to the string length so that an empty string still pays for an expensive regex; each
        // regex term is guessed to be about 4 characters long.
        const size = c.sizeOrUnknown(target);
        const strCost = multiplyByCostFactor(addEstimates(size, fixedEstimate(1n)), stringFactor);
        const regexCost = multiplyByCostFactor(
          c.sizeOrUnknown(arg(0)),
          costFactors.regexStringLengthCostFactor,
        );
        return withArgs({ cost: multiplyEstimates(strCost, regexCost) });
      }
      break;
    case "contains_string":
      if (target !== undefined && args.length === 1) {
        return withArgs({ cost: multiplyEstimates(scan(target), scan(arg(0))) });
      }
      break;
    case "logical_or":
    case "logical_and": {
      // Short-circuiting: the minimum is the left side's alone.
      const lhs = argCost(0);
      return { cost: { min: lhs.min, max: addEstimates(lhs, argCost(1)).max } };
    }
    case "conditional": {
      const resultSize = unionEstimates(c.sizeOrUnknown(arg(1)), c.sizeOrUnknown(arg(2)));
      const entry = unionEntrySizes(entrySizeOf(c, arg(1)), entrySizeOf(c, arg(2)));
      c.setEntrySize(e.id, entry);
      return { cost: addEstimates(argCost(0), unionEstimates(argCost(1), argCost(2))), resultSize };
    }
    case "add_string":
    case "add_bytes":
    case "add_list":
      if (args.length === 2) {
        const resultSize = addEstimates(c.sizeOrUnknown(arg(0)), c.sizeOrUnknown(arg(1)));
        c.setEntrySize(e.id, unionEntrySizes(entrySizeOf(c, arg(0)), entrySizeOf(c, arg(1))));
        // List concatenation is O(1), but handled here to track the size.
        if (overloadId === "add_list") return withArgs({ cost: fixedEstimate(1n), resultSize });
        return withArgs({ cost: multiplyByCostFactor(resultSize, stringFactor), resultSize });
      }
      break;
    default:
      if (comparisonOverloads.has(overloadId)) {
        // Comparing stops at the shorter operand; scalars cost 1.
        const lhs = c.sizeOrUnknown(arg(0));
        const rhs = c.sizeOrUnknown(arg(1));
        const smallestMax = rhs.max < lhs.max ? rhs.max : lhs.max;
        const range = { min: smallestMax > 0n ? 1n : 0n, max: smallestMax };
        return withArgs({ cost: multiplyByCostFactor(range, stringFactor) });
      }
  }
  // O(1) functions: most other operations take about one base cost unit.
  return withArgs({ cost: fixedEstimate(1n) });
}

function entrySizeOf(c: Coster, node: AstNode): ReturnType<Coster["computeEntrySize"]> {
  return node.expr === undefined ? undefined : c.computeEntrySize(node.expr);
}
