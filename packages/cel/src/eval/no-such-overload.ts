/**
 * The error of a call that no overload takes, with the text cel-go v0.26.0 gives it. cel-go binds a function in
 * one of two ways, and the text follows the binding:
 *
 * - a singleton binding (`decls.Singleton*Binding`: the standard library's operators, `size`, `matches`, `@in`,
 *   `!_`, ext lists' `sort`) runs one implementation for every overload. The evaluator first checks the trait the
 *   binding names on the first argument (interpreter/interpretable.go:462-472, 519-530, 585-596): without it, a
 *   value that is a `traits.Receiver` (string, duration, timestamp) gets its `Receive`, which knows no operator
 *   (common/types/string.go:164-172, duration.go:157-164, timestamp.go:137-149: `no such overload`); any other
 *   value `no such overload: <function>`. With it, the implementation's type switch refuses the other argument
 *   with `MaybeNoSuchOverloadErr`: `no such overload`.
 * - overloads bound one by one dispatch on the runtime types and end in common/decls/decls.go:413-431
 *   `MaybeNoSuchOverload`: `no such overload: <function>(<argument type names>)`, the same text whether the
 *   checker left one overload (its type guard, decls.go:749-785) or several (the function's dispatcher).
 *   Functions declared with `decls.DisableTypeGuards(true)` skip the guard, and their implementations refuse
 *   with `no such overload` (common/stdlib/standard.go:701-727: `contains`, `endsWith`, `startsWith`).
 *
 * With `OptOptimize`, a `matches` whose pattern is a constant runs a compiled regex instead
 * (interpreter/optimizations.go:38-58 `MatchesRegexOptimization`), which refuses anything with
 * `NoSuchOverloadErr`: `no such overload`.
 */
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  TimestampValue,
  UintValue,
  typeNameOf,
} from "../values/value.js";

/** The common/types/traits bits the singleton bindings name (traits/traits.go:20-63 at v0.26.0). */
const adder = 1 << 0;
const comparer = 1 << 1;
const container = 1 << 2;
const divider = 1 << 3;
const indexer = 1 << 5;
const iterable = 1 << 6;
const matcher = 1 << 8;
const modder = 1 << 9;
const multiplier = 1 << 10;
const negator = 1 << 11;
const receiver = 1 << 12;
const sizer = 1 << 13;
const subtractor = 1 << 14;
/** traits.ListerType: what ext lists' `sort` asks for. */
const lister = adder | container | indexer | iterable | sizer;
const noTrait = 0;

/**
 * The functions bound with a singleton and the trait it names (common/stdlib/standard.go at v0.26.0, lines
 * 100-113 `!_`, 148-264 arithmetic, 266-493 ordering, 508-528 `@in`, 529-553 `size`, 554-562 `type`, 615-619
 * `dyn`, 728-742 `matches`; ext/lists.go:259-281 `sort`). `noTrait`: the implementation runs whatever the first
 * argument is.
 */
const singletonTraits: ReadonlyMap<string, number> = new Map([
  ["!_", noTrait],
  ["_+_", adder],
  ["_/_", divider],
  ["_%_", modder],
  ["_*_", multiplier],
  ["-_", negator],
  ["_-_", subtractor],
  ["_<_", comparer],
  ["_<=_", comparer],
  ["_>_", comparer],
  ["_>=_", comparer],
  ["@in", noTrait],
  ["size", sizer],
  ["type", noTrait],
  ["dyn", noTrait],
  ["matches", matcher],
  ["sort", lister],
]);

/** Functions without type guards whose implementations answer `no such overload`. */
const unguarded: ReadonlySet<string> = new Set(["contains", "endsWith", "startsWith"]);

/** The trait mask of a value's runtime type (common/types/types.go:100-210, 480-503 at v0.26.0). */
function traitsOf(v: CelValue): number {
  switch (typeof v) {
    case "boolean":
      return comparer | negator;
    case "bigint":
      return adder | comparer | divider | modder | multiplier | negator | subtractor;
    case "number":
      return adder | comparer | divider | multiplier | negator | subtractor;
    case "string":
      return adder | comparer | matcher | receiver | sizer;
  }
  if (v instanceof Uint8Array) return adder | comparer | sizer;
  if (v instanceof UintValue) {
    return adder | comparer | divider | modder | multiplier | subtractor;
  }
  if (v instanceof DurationValue) {
    return adder | comparer | negator | receiver | subtractor;
  }
  if (v instanceof TimestampValue) return adder | comparer | receiver | subtractor;
  if (v instanceof ListValue) return lister;
  if (v instanceof MapValue || v instanceof ObjectValue) {
    return container | indexer | iterable | sizer;
  }
  // null, types, optionals and the library types (opaque or object types declared without traits).
  return noTrait;
}

/**
 * The error cel-go v0.26.0 gives a call of `fn` that none of its overloads takes (no argument is an error).
 * `compiledRegex`: the call is a `matches` whose pattern OptOptimize compiled.
 */
export function noSuchOverloadFor(fn: string, args: readonly CelValue[], compiledRegex = false): ErrorValue {
  if (compiledRegex || unguarded.has(fn)) return new ErrorValue("no such overload");
  const trait = singletonTraits.get(fn);
  if (trait === undefined) {
    return new ErrorValue(`no such overload: ${fn}(${args.map(typeNameOf).join(", ")})`);
  }
  const first = args[0];
  if (first === undefined) return new ErrorValue("no such overload");
  const traits = traitsOf(first);
  if ((traits & trait) === trait || (traits & receiver) !== 0) return new ErrorValue("no such overload");
  return new ErrorValue(`no such overload: ${fn}`);
}
