/**
 * Runs one expression as the cel-go v0.26.0 oracle does (see SOURCES.md, "Evaluator"): the Kubernetes 1.35
 * environment with two `dyn` variables `x` and `y`, compiled, then evaluated with `OptOptimize` and the
 * per-call cost limit; and the tagged JSON both sides write values in, so that a result compares exactly
 * (doubles bit for bit, `-0.0` and NaN included; map entries in one order).
 */
import { celTypes } from "../../../src/common/types.js";
import { compileKubernetes } from "../../../src/env/compile.js";
import { kubernetesEnvironment } from "../../../src/env/environment.js";
import { kubernetesOverloads } from "../../../src/eval/kubernetes/registry.js";
import { kubernetesCallCost } from "../../../src/eval/kubernetes-call-cost/registry.js";
import { evaluate } from "../../../src/eval/program.js";
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  MapValue,
  OptionalValue,
  TimestampValue,
  TypeValue,
  UintValue,
  typeNameOf,
} from "../../../src/values/value.js";

/** A value as the oracle reads and writes it: `["int", "5"]`, `["double", "-0"]`, `["list", [...]]`. */
export type Tagged = readonly unknown[];

/** One case: an expression and the values of `x` and `y`. */
export interface OracleCase {
  readonly expr: string;
  readonly vars?: Readonly<Record<string, Tagged>>;
}

/** What the oracle answered: a value, a run-time error, or a compile error (then not compared further). */
export interface OracleAnswer {
  readonly value?: Tagged;
  readonly error?: string;
  readonly compile?: string;
  readonly program?: string;
}

const environment = kubernetesEnvironment();
const variables = [
  { name: "x", type: celTypes.dyn },
  { name: "y", type: celTypes.dyn },
];
const overloads = kubernetesOverloads();

/** crdgen's answer to a case, in the oracle's form. */
export function crdgenAnswer(c: OracleCase): OracleAnswer {
  const compiled = compileKubernetes(c.expr, environment, { variables });
  if (compiled.ast === undefined || compiled.errors.length > 0) {
    return { compile: compiled.errors.map((e) => e.message).join("; ") };
  }
  const vars: Record<string, CelValue> = {};
  for (const [name, tagged] of Object.entries(c.vars ?? {})) vars[name] = decode(tagged);
  const result = evaluate(compiled.ast, vars, {
    overloads,
    optimize: true,
    costLimit: 1_000_000n,
    callCost: kubernetesCallCost,
  });
  if (result.value instanceof ErrorValue) return { error: result.value.message };
  return { value: encode(result.value) };
}

/** The oracle's answer with doubles as bits and map entries sorted, to compare with {@link crdgenAnswer}'s. */
export function canonicalAnswer(a: OracleAnswer): OracleAnswer {
  if (a.value === undefined) return a;
  return { value: canonical(a.value) };
}

function canonical(t: Tagged): Tagged {
  switch (t[0]) {
    case "double":
      return ["double", doubleBits(goFloat(t[1] as string))];
    case "list":
      return ["list", (t[1] as Tagged[]).map(canonical)];
    case "map":
      return ["map", sortEntries((t[1] as [Tagged, Tagged][]).map(([k, v]) => [canonical(k), canonical(v)]))];
    case "optional":
      return t.length === 1 ? t : ["optional", canonical(t[1] as Tagged)];
    default:
      return t;
  }
}

function sortEntries(entries: [Tagged, Tagged][]): [Tagged, Tagged][] {
  return entries
    .map((e) => [JSON.stringify(e[0]), e] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([, e]) => e);
}

/** Go's `strconv.FormatFloat(f, 'g', -1, 64)` read back: shortest round-trip digits, `+Inf`, `NaN`. */
function goFloat(s: string): number {
  if (s === "+Inf") return Infinity;
  if (s === "-Inf") return -Infinity;
  return Number(s);
}

// A NaN's sign and payload are not part of its value (and the oracle prints every NaN as `NaN`): one spelling.
function doubleBits(f: number): string {
  if (Number.isNaN(f)) return "NaN";
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, f);
  return view.getBigUint64(0).toString(16).padStart(16, "0");
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function encode(v: CelValue): Tagged {
  if (v === null) return ["null"];
  switch (typeof v) {
    case "boolean":
      return ["bool", v];
    case "bigint":
      return ["int", v.toString()];
    case "number":
      return ["double", doubleBits(v)];
    case "string":
      return ["string", v];
  }
  if (v instanceof Uint8Array) return ["bytes", hex(v)];
  if (v instanceof UintValue) return ["uint", v.value.toString()];
  if (v instanceof TimestampValue) {
    const seconds = v.nanos >= 0n ? v.nanos / 1_000_000_000n : -((-v.nanos + 999_999_999n) / 1_000_000_000n);
    return ["timestamp", seconds.toString(), Number(v.nanos - seconds * 1_000_000_000n), v.offsetSeconds];
  }
  if (v instanceof DurationValue) return ["duration", v.nanos.toString()];
  if (v instanceof TypeValue) return ["type", v.name];
  if (v instanceof OptionalValue) return v.hasValue() ? ["optional", encode(v.value)] : ["optional"];
  if (v instanceof ListValue) return ["list", v.elements.map(encode)];
  if (v instanceof MapValue) {
    return ["map", sortEntries([...v.entries()].map(([k, x]) => [encode(k), encode(x)]))];
  }
  return ["other", typeNameOf(v)];
}

function decode(t: Tagged): CelValue {
  const s = t[1] as string;
  switch (t[0]) {
    case "int":
      return BigInt(s);
    case "uint":
      return new UintValue(BigInt(s));
    case "double":
      return goFloat(s);
    case "string":
      return s;
    case "bytes":
      return Uint8Array.from((s.match(/../g) ?? []).map((b) => parseInt(b, 16)));
    case "bool":
      return t[1] as boolean;
    case "null":
      return null;
    case "list":
      return new ListValue((t[1] as Tagged[]).map(decode));
    case "map":
      return new MapValue((t[1] as [Tagged, Tagged][]).map(([k, v]) => [decode(k), decode(v)] as const));
  }
  throw new Error(`unknown tag ${String(t[0])}`);
}
