/**
 * apiserver `pkg/cel/library/cost.go` `CostEstimator.CallCost`: the actual cost of a Kubernetes library call,
 * keyed on the function name as the Go switch is. The cases shared with the ext libraries (`lowerAscii`,
 * `replace`, `join`, and the list library's traversals) are in ext.ts; undefined falls back to cel-go's defaults.
 */
import { costFactors } from "../../cost/estimates.js";
import { selectorCostEstimate } from "../../cost/kubernetes-strings.js";
import { type CelValue, OpaqueValue, OptionalValue } from "../../values/value.js";
import { actualSize as celGoActualSize } from "../cost.js";
import type { FunctionCallCost } from "./registry-types.js";
import { nominalCostFunctions } from "../../cost/kubernetes-call-cost.js";

const stringFactor = costFactors.stringTraversalCostFactor;
const regexFactor = costFactors.regexStringLengthCostFactor;
const ceil = (x: number): bigint => BigInt(Math.ceil(x));

/** A `cel.Format`, whose regex size `validate` charges for. */
interface HasMaxRegexSize {
  readonly maxRegexSize: number;
}
const isFormat = (v: CelValue | undefined): v is OpaqueValue & HasMaxRegexSize =>
  v instanceof OpaqueValue && typeof (v as Partial<HasMaxRegexSize>).maxRegexSize === "number";

/**
 * The library's own `actualSize` (cost.go:544-553): a `traits.Sizer`'s size (IP and CIDR are Sizers), else 1. Unlike
 * cel-go's (interpreter/runtimecost.go:353-361) it does not look inside an optional.
 */
function actualSize(v: CelValue): bigint {
  return v instanceof OptionalValue ? 1n : celGoActualSize(v);
}

const stringParses = new Set([
  "url",
  "jsonpatch.escapeKey",
  "cidr",
  "isIP",
  "isCIDR",
  "quantity",
  "isQuantity",
  "semver",
  "isSemver",
]);

/** cel-go's regex cost shape, shared by `find`/`findAll` and `validate`. */
function regexCost(strSize: bigint, regexSize: number): bigint {
  return ceil((1 + Number(strSize)) * stringFactor) * ceil(regexSize * regexFactor);
}

/** The CIDR cases: comparing up to the prefix bytes twice, plus parsing a string argument. */
function containsCost(overloadId: string, cidr: CelValue, other: CelValue, isCIDR: boolean): bigint {
  const cidrSize = actualSize(cidr);
  let cost = ceil(Number(cidrSize + cidrSize) * stringFactor);
  if (isCIDR) cost += ceil(Number(cidrSize) * stringFactor) + 1n;
  if (overloadId === "cidr_contains_ip_string" || overloadId === "cidr_contains_cidr_string") {
    cost += ceil(Number(actualSize(other)) * stringFactor);
  }
  return cost;
}

function libraryCallCost(fn: string, overloadId: string, args: readonly CelValue[]): bigint | undefined {
  const [a0, a1] = args;
  if (nominalCostFunctions.has(fn)) return 1n;
  if (stringParses.has(fn)) return a0 === undefined ? undefined : ceil(Number(actualSize(a0)) * stringFactor);
  switch (fn) {
    case "check":
      return 350000n;
    case "fieldSelector":
    case "labelSelector":
      if (a1 === undefined) return undefined;
      return selectorCostEstimate({ min: actualSize(a1), max: actualSize(a1) }).max;
    case "find":
    case "findAll":
      if (a0 === undefined || a1 === undefined) return undefined;
      return regexCost(actualSize(a0), Number(actualSize(a1)));
    case "ip":
      if (a0 === undefined) return undefined;
      return overloadId === "cidr_ip" ? 1n : ceil(Number(actualSize(a0)) * stringFactor);
    case "ip.isCanonical":
      return a0 === undefined ? undefined : ceil(Number(actualSize(a0)) * 2 * stringFactor);
    case "containsIP":
    case "containsCIDR":
      if (a0 === undefined || a1 === undefined) return undefined;
      return containsCost(overloadId, a0, a1, fn === "containsCIDR");
    case "validate":
      if (!isFormat(a0) || a1 === undefined) return undefined;
      return regexCost(actualSize(a1), a0.maxRegexSize);
    case "_==_":
      // Every Kubernetes library type compares at unit cost (the Go type switch).
      return args.length === 2 && a0 instanceof OpaqueValue ? 1n : undefined;
  }
  return undefined;
}

const switchCases = [
  ...nominalCostFunctions,
  ...stringParses,
  "check",
  "fieldSelector",
  "labelSelector",
  "find",
  "findAll",
  "ip",
  "ip.isCanonical",
  "containsIP",
  "containsCIDR",
  "validate",
  "_==_",
];

/** The Kubernetes libraries' cases of `CallCost`, by function name. */
export const kubernetesFunctionCallCosts: ReadonlyMap<string, FunctionCallCost> = new Map(
  switchCases.map((fn): [string, FunctionCallCost] => [fn, (id, args) => libraryCallCost(fn, id, args)]),
);
