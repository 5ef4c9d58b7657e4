/**
 * `equalsOrError` (`types.Equal`), `goEqual` (the left value's `Equal`) and `listContains` against a small model
 * of the Go methods, written from their source on a tagged tree: ints, strings, null, quantities held by value or
 * by pointer and semvers (apiserver pkg/cel quantity.go:62-68, semver.go:59-65), lists CEL built (cel-go
 * common/types/list.go:142-152, 223-240), made by `+` (list.go:377-396, 415-440) or read from an object (apiserver
 * valuesunstructured.go:461-477, 501-522), and maps CEL built or read from an object (map.go:260-282,
 * valuesunstructured.go:593-632).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { equalsOrError, goEqual, listContains } from "../../src/values/equality.js";
import { parseQuantity } from "../../src/values/quantity-parse.js";
import { Quantity } from "../../src/values/quantity.js";
import { Semver } from "../../src/values/semver.js";
import { type CelValue, ErrorValue, ListValue, MapValue } from "../../src/values/value.js";

type M =
  | { readonly k: "int"; readonly v: number }
  | { readonly k: "str"; readonly v: string }
  | { readonly k: "null" }
  | { readonly k: "quantity"; readonly v: number; readonly pointer: boolean }
  | { readonly k: "semver"; readonly v: number }
  | { readonly k: "list"; readonly from: "cel" | "object"; readonly items: readonly M[] }
  | { readonly k: "concat"; readonly prev: ListM; readonly next: ListM }
  | {
      readonly k: "map";
      readonly from: "cel" | "object";
      readonly entries: readonly (readonly [string, M])[];
    };
type ListM = Extract<M, { k: "list" } | { k: "concat" }>;

const ERR = "error";
type R = boolean | typeof ERR;

const isList = (m: M): m is ListM => m.k === "list" || m.k === "concat";
const items = (m: ListM): readonly M[] => (m.k === "list" ? m.items : [...items(m.prev), ...items(m.next)]);

/** `types.Equal`: null compares by nullness, else the left value's Equal. */
function typesEqual(a: M, b: M): R {
  if (a.k === "null" || b.k === "null") return a.k === b.k;
  return equal(a, b);
}

/** The Go `Equal` method of the left value. */
function equal(a: M, b: M): R {
  switch (a.k) {
    case "int":
    case "str":
      return b.k === a.k && b.v === a.v;
    case "null":
      return b.k === "null";
    case "quantity":
    case "semver":
      if (b.k !== a.k || (b.k === "quantity" && b.pointer)) return ERR;
      return b.v === a.v;
    case "list":
    case "concat": {
      if (!isList(b)) return a.k === "list" && a.from === "object" ? ERR : false;
      const mine = items(a);
      const theirs = items(b);
      if (mine.length !== theirs.length) return false;
      if (a.k === "list" && a.from === "object") {
        for (const [i, x] of mine.entries()) {
          const r = equal(x, theirs[i] as M);
          if (r !== true) return r;
        }
        return true;
      }
      let err: R | undefined;
      for (const [i, x] of mine.entries()) {
        const r = typesEqual(x, theirs[i] as M);
        if (r === false) return false;
        if (r === ERR) err ??= ERR;
      }
      return a.k === "concat" ? (err ?? true) : true;
    }
    case "map": {
      if (b.k !== "map") return a.from === "object" ? ERR : false;
      if (a.entries.length !== b.entries.length) return false;
      for (const [key, v] of a.entries) {
        const w = b.entries.find(([k]) => k === key)?.[1];
        if (w === undefined) return false;
        const r = a.from === "object" ? equal(v, w) : typesEqual(v, w);
        if (a.from === "object" ? r !== true : r === false) return r;
      }
      return true;
    }
  }
}

function contains(list: ListM, x: M): R {
  if (list.k === "concat") {
    const prev = contains(list.prev, x);
    if (prev === true) return true;
    const next = contains(list.next, x);
    if (next === true) return true;
    return prev === ERR ? prev : next;
  }
  if (list.from === "cel") return list.items.some((e) => equal(x, e) === true);
  let err: R | undefined;
  for (const e of list.items) {
    const r = equal(e, x);
    if (r === true) return true;
    if (r === ERR) err ??= ERR;
  }
  return err ?? false;
}

function toCel(m: M): CelValue {
  switch (m.k) {
    case "int":
      return BigInt(m.v);
    case "str":
      return m.v;
    case "null":
      return null;
    case "quantity": {
      const q = parseQuantity(String(m.v));
      if (!(q instanceof Quantity)) throw new Error("bad quantity");
      return m.pointer ? q.asGoPointer() : q;
    }
    case "semver":
      return Semver.parse(`${m.v}.0.0`);
    case "list":
      return new ListValue(m.items.map(toCel), { type: "list" }, m.from === "object");
    case "concat": {
      const prev = toCel(m.prev) as ListValue;
      const next = toCel(m.next) as ListValue;
      return new ListValue([...prev.elements, ...next.elements], { type: "list" }, false, undefined, [
        prev,
        next,
      ]);
    }
    case "map":
      return new MapValue(
        m.entries.map(([k, v]) => [k, toCel(v)] as const),
        m.from === "object",
      );
  }
}

const asR = (v: boolean | ErrorValue): R => (v instanceof ErrorValue ? ERR : v);

const from = fc.constantFrom("cel" as const, "object" as const);
const tree = fc.letrec<{ m: M; list: ListM }>((tie) => ({
  m: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.integer({ min: 0, max: 2 }).map((v): M => ({ k: "int", v })),
    fc.constantFrom("a", "b").map((v): M => ({ k: "str", v })),
    fc.constant<M>({ k: "null" }),
    fc
      .record({ v: fc.integer({ min: 1, max: 2 }), pointer: fc.boolean() })
      .map((r): M => ({ k: "quantity", ...r })),
    fc.integer({ min: 1, max: 2 }).map((v): M => ({ k: "semver", v })),
    tie("list"),
    fc
      .record({
        from,
        entries: fc.uniqueArray(fc.tuple(fc.constantFrom("x", "y"), tie("m")), {
          maxLength: 2,
          selector: ([k]) => k,
        }),
      })
      .map((r): M => ({ k: "map", ...r })),
  ),
  list: fc.oneof(
    { depthSize: "small" },
    fc.record({ from, items: fc.array(tie("m"), { maxLength: 3 }) }).map((r): ListM => ({ k: "list", ...r })),
    // `+` of two non-empty lists CEL built or not (a list read from an object adds as its own kind).
    fc
      .tuple(tie("list"), tie("list"))
      .filter(
        ([p, n]) => items(p).length > 0 && items(n).length > 0 && !(p.k === "list" && p.from === "object"),
      )
      .map(([prev, next]): ListM => ({ k: "concat", prev, next })),
  ),
}));

/** A pair often alike: the second is the first with one leaf changed, or the first itself, or another tree. */
const pairs = fc.oneof(
  fc.tuple(tree.m, tree.m),
  tree.m.map((m) => [m, m] as const),
  fc
    .tuple(tree.m, tree.m)
    .map(([a, b]) => [a, a.k === "list" ? { ...a, from: "cel" as const, items: [...a.items] } : b] as const),
);

describe("Go's Equal and Contains, against a model of the Go methods", () => {
  it("types.Equal and the left value's Equal", () => {
    fc.assert(
      fc.property(pairs, ([a, b]) => {
        expect(asR(equalsOrError(toCel(a), toCel(b)))).toBe(typesEqual(a, b));
        expect(asR(goEqual(toCel(a), toCel(b)))).toBe(equal(a, b));
      }),
      { numRuns: 3000 },
    );
  });

  it("a list's Contains", () => {
    fc.assert(
      fc.property(tree.list, tree.m, (list, x) => {
        expect(asR(listContains(toCel(list) as ListValue, toCel(x)))).toBe(contains(list, x));
      }),
      { numRuns: 3000 },
    );
  });
});
