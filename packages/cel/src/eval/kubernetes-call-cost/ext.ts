/**
 * Runtime call costs of the cel-go extension functions the Kubernetes environment declares:
 * - the cost trackers the ext libraries install as program options (`ext/sets.go` `trackSetsCost`,
 *   `ext/lists.go` version 3 `trackListOutputSize` and friends), which cel-go's `costCall` consults before
 *   the environment's `CallCost`. (`ext/strings.go` installs trackers only from version 5; Kubernetes uses 2.)
 * - apiserver `pkg/cel/library/cost.go` `CallCost` for the string extension functions, keyed by function
 *   name as its switch is.
 */
import { costFactors } from "../../cost/estimates.js";
import { escape, unescape } from "../../schema/escaping.js";
import { RecoveredPanic } from "../../values/go-panic.js";
import {
  type CelValue,
  ListValue,
  MapValue,
  ObjectValue,
  type Unstructured,
  typeNameOf,
} from "../../values/value.js";
import type { FunctionCallCost, OverloadCostTracker } from "./registry-types.js";
import { ceilUint64, goUint64, sizerSize } from "./sizes.js";
import { comparableTypeNames } from "../../decls/ext/lists.js";
import { refValGoType } from "../../values/ref-val-type.js";

const stringFactor = costFactors.stringTraversalCostFactor;
const callCost = 1n;

/** `trackSetsCost` of cel-go v0.26.0 (ext/sets.go:259-266): uint64 arithmetic that wraps. */
const setsCost =
  (factor: number): OverloadCostTracker =>
  (args) =>
    BigInt.asUintN(
      64,
      callCost + goUint64(Number(BigInt.asUintN(64, sizerSize(args[0]) * sizerSize(args[1]))) * factor),
    );

/**
 * `trackAllocatingListCall` of cel-go v0.26.0 (ext/lists.go:759-764, Kubernetes 1.35): Go's `uint64` of the
 * product, a negative factor (flatten's depth) wrapping around, plus the call and list costs in wrapping
 * uint64 arithmetic. (v0.29.2, which Kubernetes 1.37 pins, counts a negative factor as 1 and adds
 * saturating, cel-go #1360; the runtime call costs are not versioned, so that is not modelled.)
 */
const allocatingListCall = (factor: number, size: bigint): bigint =>
  BigInt.asUintN(64, goUint64(Number(size) * factor) + callCost + costFactors.listCreateBaseCost);

/**
 * `args[i].(traits.Lister)` of the ext lists trackers: an argument that is not a list (an error, when the
 * list expression failed) panics, and `prog.Eval` recovers the panic as an internal error.
 */
function asLister(v: CelValue | undefined): ListValue {
  if (v instanceof ListValue) return v;
  throw new RecoveredPanic(
    `interface conversion: ${goDynamicType(v)} is not traits.Lister: missing method Add`,
  );
}

/**
 * The Go type of a value that is not a list, as a failed interface conversion names it (`%T`: a list CEL built
 * is a `*types.baseList`).
 */
function goDynamicType(v: CelValue | undefined): string {
  // The checker lets no call through without its arguments.
  if (v === undefined) throw new Error("a list cost tracker called without its argument");
  return refValGoType(v);
}

/** `trackListSelfCompare`: a quadratic number of comparisons, strings and bytes a little dearer. */
function selfCompare(list: CelValue | undefined): bigint {
  const size = sizerSize(list);
  let factor = 2.0;
  if (size === 0n) return allocatingListCall(factor, 0n);
  const first = list instanceof ListValue ? list.elements[0] : undefined;
  if (first !== undefined && (typeNameOf(first) === "string" || typeNameOf(first) === "bytes")) {
    factor += stringFactor;
  }
  // v0.26.0 squares in wrapping uint64 (v0.29.2's safeMul saturates).
  return allocatingListCall(factor, BigInt.asUintN(64, size * size));
}

const outputSize: OverloadCostTracker = (_args, result) => allocatingListCall(1, sizerSize(result));
/** `trackListFlatten`: its `args[1].(types.Int)` panics on a depth that failed to evaluate. */
const flattenCost: OverloadCostTracker = (args) => {
  const depthArg = args[1];
  if (args.length === 2 && typeof depthArg !== "bigint") {
    throw new RecoveredPanic(`interface conversion: ref.Val is ${goDynamicType(depthArg)}, not types.Int`);
  }
  const depth = typeof depthArg === "bigint" ? Number(depthArg) : 1.0;
  return allocatingListCall(depth, sizerSize(args[0]));
};

/** Overload id → tracker, for the ext libraries the Kubernetes environment installs. */
export const extOverloadTrackers: ReadonlyMap<string, OverloadCostTracker> = new Map([
  ["list_sets_contains_list", setsCost(1)],
  ["list_sets_intersects_list", setsCost(1)],
  ["list_sets_equivalent_list", setsCost(2)],
  ["list_slice", outputSize],
  ["list_flatten", flattenCost],
  ["list_flatten_int", flattenCost],
  ["lists_range", outputSize],
  ["list_reverse", outputSize],
  ["list_distinct", (args) => selfCompare(asLister(args[0]))],
  ...comparableTypeNames.flatMap((t): [string, OverloadCostTracker][] => [
    [`list_${t}_sort`, (args) => selfCompare(asLister(args[0]))],
    [`list_${t}_sortByAssociatedKeys`, (args) => selfCompare(asLister(args[1]))],
  ]),
]);

/**
 * apiserver `traversalCost`: strings and bytes by their byte length (truncated, not rounded up), lists and
 * maps by their elements' traversal, anything else 1.
 */
function traversalCost(v: CelValue | undefined): bigint {
  if (typeof v === "string") return goUint64(utf8Length(v) * stringFactor);
  if (v instanceof Uint8Array) return goUint64(v.length * stringFactor);
  let cost = 0n;
  if (v instanceof ListValue) {
    for (const e of v.elements) cost += traversalCost(e);
    return cost;
  }
  if (v instanceof ObjectValue && v.unstructured !== undefined) return objectTraversalCost(v, v.unstructured);
  const entries =
    v instanceof MapValue ? [...v.entries()] : v instanceof ObjectValue ? [...v.fields] : undefined;
  if (entries === undefined) return 1n;
  for (const [k, e] of entries) cost += traversalCost(k) + traversalCost(e);
  return cost;
}

/**
 * `traversalCost` of a Kubernetes object through `unstructuredMap.Iterator` (valuesunstructured.go): one key per
 * raw field, the schema's escaped, and a nil key for each field outside the schema (1, and `Get(nil)` is an error,
 * 1); `Get` of a null or unfound field is an error too (1).
 */
function objectTraversalCost(o: ObjectValue, { raw, known }: Unstructured): bigint {
  let cost = 0n;
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) {
      cost += 2n;
      continue;
    }
    const mapKey = escape(key) ?? key;
    // Find unescapes the key it is given and looks that name up.
    const name = unescape(mapKey);
    const value = name === undefined || !known.has(name) ? undefined : o.fields.get(escape(name) ?? name);
    cost += traversalCost(mapKey) + (value === undefined ? 1n : traversalCost(value));
  }
  return cost;
}

const encoder = new TextEncoder();
const utf8Length = (s: string): number => encoder.encode(s).length;

/** A string scan: `uint64(math.Ceil(size * factor))` of the first argument, when there is one. */
const scan =
  (factor: number, of: "first" | "result"): FunctionCallCost =>
  (_id, args, result) => {
    if (args.length < 1) return undefined;
    return ceilUint64(Number(sizerSize(of === "first" ? args[0] : result)) * factor);
  };

/** apiserver `CallCost` cases of the string extension functions (and the list functions sharing them). */
export const extFunctionCallCosts: ReadonlyMap<string, FunctionCallCost> = new Map([
  // One traversal of the receiver; the Kubernetes list library's functions share this case.
  ...["isSorted", "sum", "max", "min", "indexOf", "lastIndexOf", "includes"].map(
    (fn): [string, FunctionCallCost] => [fn, (_id, args) => (args.length > 0 ? traversalCost(args[0]) : 0n)],
  ),
  ...["lowerAscii", "upperAscii", "substring", "trim"].map((fn): [string, FunctionCallCost] => [
    fn,
    scan(stringFactor, "first"),
  ]),
  // The traversal plus the construction of the result.
  ["replace", scan(2 * stringFactor, "first")],
  ["split", scan(2 * stringFactor, "first")],
  ["join", scan(2 * stringFactor, "result")],
]);
