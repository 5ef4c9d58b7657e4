/**
 * The Kubernetes library's `CostEstimator.EstimateCallCost` (apiserver pkg/cel/library/cost.go). The estimates
 * decide which rules a CRD may hold, so any change to them, up or down, is a breaking change upstream; they are
 * kept exactly, keyed on the function name as the Go switch is.
 */
import type { AstNode, CallEstimate, CostEstimator } from "./ast-node.js";
import { nodeSize } from "./ast-node.js";
import {
  type CostEstimate,
  type SizeEstimate,
  addEstimates,
  costFactors,
  fixedEstimate,
  multiplyByCostFactor,
  multiplyEstimates,
} from "./estimates.js";
import {
  estimateJoin,
  estimateReplace,
  estimateSplit,
  listElementNode,
  selectorCostEstimate,
} from "./kubernetes-strings.js";

const stringFactor = costFactors.stringTraversalCostFactor;
const regexFactor = costFactors.regexStringLengthCostFactor;
const unit: CallEstimate = { cost: fixedEstimate(1n) };
/** apiserver pkg/cel/limits.go. */
const maxFormatSize = 64n;
const maxNameFormatRegexSize = 128;

/**
 * The functions apiserver's cost.go prices at a fixed cost of 1, statically (EstimateCallCost) and at run time
 * (CallCost) alike.
 */
export const nominalCostFunctions: ReadonlySet<string> = new Set([
  // authorization builders and accessors
  "serviceAccount",
  "path",
  "group",
  "resource",
  "subresource",
  "namespace",
  "name",
  "allowed",
  "reason",
  "error",
  "errored",
  // IP and CIDR accessors
  "masked",
  "prefixLength",
  "family",
  "isUnspecified",
  "isLoopback",
  "isLinkLocalMulticast",
  "isLinkLocalUnicast",
  "isGlobalUnicast",
  "format.named",
  // quantity and semver
  "sign",
  "asInteger",
  "isInteger",
  "asApproximateFloat",
  "isGreaterThan",
  "isLessThan",
  "compareTo",
  "add",
  "sub",
  "major",
  "minor",
  "patch",
  // url accessors
  "getScheme",
  "getHostname",
  "getHost",
  "getPort",
  "getEscapedPath",
  "getQuery",
]);

/** Types whose equality is O(1) (`_==_` in EstimateCallCost). */
const unitEqualityStructs = new Set([
  "kubernetes.Quantity",
  "kubernetes.authorization.Authorizer",
  "kubernetes.authorization.PathCheck",
  "kubernetes.authorization.GroupCheck",
  "kubernetes.authorization.ResourceCheck",
  "kubernetes.authorization.Decision",
  "kubernetes.Semver",
]);

/** An IP or CIDR comparison: two byte lists of 4 or 16 bytes. */
const ipBytes: SizeEstimate = { min: 4n, max: 16n };

/** `CostEstimator` with its `SizeEstimator` (the CRD's schema, or none). */
export class KubernetesCostEstimator implements CostEstimator {
  constructor(private readonly sizeEstimator?: Pick<CostEstimator, "estimateSize">) {}

  estimateSize(node: AstNode): SizeEstimate | undefined {
    return this.sizeEstimator?.estimateSize(node);
  }

  estimateCallCost(
    fn: string,
    overloadId: string,
    target: AstNode | undefined,
    args: readonly AstNode[],
  ): CallEstimate | undefined {
    const size = (node: AstNode): SizeEstimate => nodeSize(this, node);
    const scan = (node: AstNode, factor: number = stringFactor): CostEstimate =>
      multiplyByCostFactor(size(node), factor);
    const [arg0, arg1] = args;
    if (nominalCostFunctions.has(fn)) return unit;
    switch (fn) {
      case "check":
        // A fixed cost that allows only two authorization checks per expression.
        return { cost: fixedEstimate(350000n) };
      case "fieldSelector":
      case "labelSelector":
        if (args.length === 1 && arg0 !== undefined) return { cost: selectorCostEstimate(size(arg0)) };
        return undefined;
      case "isSorted":
      case "sum":
      case "max":
      case "min":
      case "indexOf":
      case "lastIndexOf":
      case "includes":
        return target === undefined ? undefined : this.listTraversal(fn, target);
      case "url":
      case "jsonpatch.escapeKey":
        if (args.length === 1 && arg0 !== undefined) return { cost: scan(arg0), resultSize: size(arg0) };
        return undefined;
      case "lowerAscii":
      case "upperAscii":
      case "substring":
      case "trim":
        return target === undefined ? undefined : { cost: scan(target), resultSize: size(target) };
      case "replace":
        return target !== undefined && arg0 !== undefined && arg1 !== undefined
          ? estimateReplace(size(target), size(arg0), size(arg1))
          : undefined;
      case "split":
        return target === undefined ? undefined : estimateSplit(size(target), arg1);
      case "join":
        return target === undefined ? undefined : estimateJoin(this, target, arg0);
      case "find":
      case "findAll":
        if (target !== undefined && arg0 !== undefined) {
          // One is added so that an empty string still pays for the regex; regex terms are guessed 4 characters.
          const sz = size(target);
          const strCost = multiplyByCostFactor(addEstimates(sz, fixedEstimate(1n)), stringFactor);
          const regexCost = scan(arg0, regexFactor);
          // At worst every character is a separate match.
          return { cost: multiplyEstimates(strCost, regexCost), resultSize: { min: 0n, max: sz.max } };
        }
        return undefined;
      case "cidr":
      case "isIP":
      case "isCIDR":
      case "quantity":
      case "isQuantity":
      case "semver":
      case "isSemver":
        return arg0 === undefined ? undefined : { cost: scan(arg0) };
      case "ip":
        // The IP of a CIDR is a field access.
        if (overloadId === "cidr_ip") return unit;
        return arg0 === undefined ? undefined : { cost: scan(arg0) };
      case "ip.isCanonical":
        // Parsing and comparing with the original: twice a parse.
        return arg0 === undefined ? undefined : { cost: scan(arg0, 2 * stringFactor) };
      case "containsIP":
      case "containsCIDR":
        return arg0 === undefined ? undefined : this.containsCost(fn, overloadId, arg0);
      case "validate":
        if (arg0 === undefined) return undefined;
        return { cost: multiplyByCostFactor(scan(arg0), maxNameFormatRegexSize * regexFactor) };
      case "_==_":
        return arg0 !== undefined && arg1 !== undefined && args.length === 2
          ? equalityCost(arg0, arg1)
          : undefined;
      default:
        return undefined;
    }
  }

  /** isSorted, sum, max, min, indexOf, lastIndexOf, includes: one traversal of the target. */
  private listTraversal(fn: string, target: AstNode): CallEstimate {
    // One unit per element compared, plus a scan of each string or bytes element.
    let elementCost = fixedEstimate(1n);
    const element = listElementNode(target);
    if (element !== undefined) {
      const kind = element.type.kind;
      if (kind === "string" || kind === "bytes") {
        elementCost = addEstimates(elementCost, multiplyByCostFactor(nodeSize(this, element), stringFactor));
      }
      return { cost: multiplyEstimates(nodeSize(this, target), elementCost) };
    }
    // A dyn target may be a list: a comparison per element.
    if (fn === "includes") return { cost: multiplyEstimates(nodeSize(this, target), elementCost) };
    // Otherwise a string (indexOf, lastIndexOf).
    return { cost: multiplyByCostFactor(nodeSize(this, target), stringFactor) };
  }

  private containsCost(fn: string, overloadId: string, arg0: AstNode): CallEstimate {
    // Comparing two byte lists.
    let cost = multiplyByCostFactor(addEstimates(ipBytes, ipBytes), stringFactor);
    if (fn === "containsCIDR") {
      // The base CIDR is masked and the prefix bits compared: the IP once more, plus one.
      cost = addEstimates(cost, multiplyByCostFactor(ipBytes, stringFactor));
      cost = addEstimates(cost, fixedEstimate(1n));
    }
    // A string argument is parsed first: one more traversal of it (args exclude the receiver).
    if (overloadId === "cidr_contains_ip_string" || overloadId === "cidr_contains_cidr_string") {
      cost = addEstimates(cost, multiplyByCostFactor(nodeSize(this, arg0), stringFactor));
    }
    return { cost };
  }
}

/** `_==_` of two values of the same Kubernetes type. */
function equalityCost(lhs: AstNode, rhs: AstNode): CallEstimate | undefined {
  const t = lhs.type;
  if (!sameType(t, rhs.type)) return undefined;
  if (t.kind === "opaque" && (t.name === "net.IP" || t.name === "net.CIDR")) return unit;
  if (t.kind !== "struct") return undefined;
  if (unitEqualityStructs.has(t.name)) return unit;
  if (t.name === "kubernetes.NamedFormat") {
    return { cost: multiplyByCostFactor({ min: 1n, max: maxFormatSize }, stringFactor) };
  }
  if (t.name === "kubernetes.URL") {
    // Go reads rhs.ComputedSize() for both sides; kept as is.
    let sz: SizeEstimate = { min: 1n, max: 1n };
    const rhSize = rhs.computedSize;
    if (rhSize !== undefined) sz = rhSize;
    return { cost: multiplyByCostFactor({ min: 1n, max: sz.max }, stringFactor) };
  }
  return undefined;
}

/** cel-go `Type.Equal`: same kind, name and parameters. */
function sameType(a: AstNode["type"], b: AstNode["type"]): boolean {
  if (a.kind !== b.kind || a.name !== b.name || a.params.length !== b.params.length) return false;
  return a.params.every((p, i) => {
    const q = b.params[i];
    return q !== undefined && sameType(p, q);
  });
}
