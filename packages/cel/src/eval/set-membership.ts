/**
 * OptOptimize's `evalSetMembership` (cel-go v0.26.0 interpreter/decorators.go:212-271, interpretable.go:844-853):
 * `x in <constant list of primitives>` looks `x` up in a Go map keyed by the list's values, each int, uint and
 * double also under its conversions to the other two that succeed (a double only when lossless). A Go map finds
 * only a key of the same Go type and value, not what CEL's equality would: `dyn(9007199254740993) in
 * [9007199254740992.0]` is false though the two are equal, and a value Go cannot hash (bytes, a semver, a named
 * format) panics, which `prog.Eval` recovers as the evaluation's error.
 */
import { FormatValue } from "../values/kubernetes-format.js";
import { Semver } from "../values/semver.js";
import type { ListValue } from "../values/value.js";
import { type CelValue, UintValue } from "../values/value.js";
import { RecoveredPanic } from "../values/go-panic.js";

const maxInt64 = 2n ** 63n - 1n;
const doubleKey = (d: number): string => `double:${Object.is(d, -0) ? "0" : String(d)}`;

/** The Go map of a constant list's values: built once per planned call. */
export class GoValueSet {
  private readonly keys = new Set<string>();

  constructor(list: ListValue) {
    for (const v of list.elements) {
      if (typeof v === "bigint") {
        this.keys.add(`int:${v}`).add(doubleKey(Number(v)));
        if (v >= 0n) this.keys.add(`uint:${v}`);
      } else if (v instanceof UintValue) {
        this.keys.add(`uint:${v.value}`).add(doubleKey(Number(v.value)));
        if (v.value <= maxInt64) this.keys.add(`int:${v.value}`);
      } else if (typeof v === "number") {
        if (Number.isNaN(v)) continue; // a NaN key is never found again
        this.keys.add(doubleKey(v));
        // doubleToInt64Checked / doubleToUint64Checked (common/types/overflow.go:302-317), kept when lossless.
        if (Number.isInteger(v) && v > -(2 ** 63) && v < 2 ** 63) this.keys.add(`int:${BigInt(v)}`);
        if (Number.isInteger(v) && v >= 0 && v < 2 ** 64) this.keys.add(`uint:${BigInt(v)}`);
      } else if (typeof v === "string") {
        this.keys.add(`string:${v}`);
      } else if (typeof v === "boolean") {
        this.keys.add(`bool:${v}`);
      }
    }
  }

  /** `valueSet[x]`: found, not found, or the panic of hashing an unhashable Go value. */
  has(x: CelValue): boolean {
    if (typeof x === "bigint") return this.keys.has(`int:${x}`);
    if (x instanceof UintValue) return this.keys.has(`uint:${x.value}`);
    if (typeof x === "number") return !Number.isNaN(x) && this.keys.has(doubleKey(x));
    if (typeof x === "string") return this.keys.has(`string:${x}`);
    if (typeof x === "boolean") return this.keys.has(`bool:${x}`);
    const unhashable = unhashableGoType(x);
    if (unhashable !== undefined) {
      throw new RecoveredPanic(`runtime error: hash of unhashable type ${unhashable}`);
    }
    return false;
  }
}

/** The Go type of a value whose hash panics: a slice (`types.Bytes`) or a struct holding one or a func. */
function unhashableGoType(x: CelValue): string | undefined {
  if (x instanceof Uint8Array) return "types.Bytes";
  if (x instanceof Semver) return "cel.Semver";
  if (x instanceof FormatValue) return "cel.Format";
  return undefined;
}
