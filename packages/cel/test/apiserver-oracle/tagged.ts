/**
 * Values in the tagged JSON both sides of the apiserver and cel-go oracles write (`../eval/oracle/` uses it too):
 * `["int", "5"]`, `["double", <bits>]`, `["list", [...]]`, map entries sorted by their JSON, and the Kubernetes
 * library values as `["kube", <type name>, <Go %v>]` (a quantity's canonical text, an address, a prefix, a URL, a
 * version; a format's `Name`).
 */
import {
  type CelValue,
  DurationValue,
  ListValue,
  MapValue,
  OpaqueValue,
  OptionalValue,
  TimestampValue,
  TypeValue,
  UintValue,
  typeNameOf,
} from "../../src/values/value.js";

export type Tagged = readonly unknown[];

/** The oracle's value with its doubles as bits (Go prints `strconv.FormatFloat(f, 'g', -1, 64)`). */
export function canonical(t: Tagged): Tagged {
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
  // By key, then by value: keys that print alike (the same list twice, two timestamps with one offset: distinct
  // Go map keys) are ordered by Go's map iteration on the oracle's side, by insertion on crdgen's.
  return entries
    .map((e) => [JSON.stringify(e), e] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([, e]) => e);
}

function goFloat(s: string): number {
  if (s === "+Inf") return Infinity;
  if (s === "-Inf") return -Infinity;
  return Number(s);
}

/** The bits of a double; every NaN is `NaN` (Go prints them all so, and their sign bits are no result). */
function doubleBits(f: number): string {
  if (Number.isNaN(f)) return "NaN";
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, f);
  return view.getBigUint64(0).toString(16).padStart(16, "0");
}

const hex = (bytes: Uint8Array): string => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

/** crdgen's value in the oracle's form (doubles as bits, as {@link canonical} leaves the oracle's). */
export function encode(v: CelValue): Tagged {
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
  if (v instanceof OpaqueValue) return ["kube", v.typeName, v.toString()];
  return ["other", typeNameOf(v)];
}

/** The CEL value of a tagged value the oracle was given (scalars, lists and maps). */
export function decode(t: Tagged): CelValue {
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
