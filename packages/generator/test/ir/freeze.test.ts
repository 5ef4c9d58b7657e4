import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepFreeze } from "../../src/ir/freeze.js";

// Every object and array reachable from a value, itself included.
function objectsIn(value: unknown, out: object[] = []): object[] {
  if (value === null || typeof value !== "object") return out;
  out.push(value);
  for (const child of Object.values(value)) objectsIn(child, out);
  return out;
}

describe("deepFreeze", () => {
  it("freezes every object and array in a JSON value and returns it", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy: unknown = structuredClone(value);
        expect(deepFreeze(copy)).toBe(copy);
        for (const object of objectsIn(copy)) expect(Object.isFrozen(object)).toBe(true);
        expect(copy).toEqual(value);
      }),
    );
  });

  it("leaves a frozen subtree as it is, and freezes the rest around it", () => {
    const shared = Object.freeze({ inner: { notFrozen: true } });
    const value = { a: [{ b: 1 }], shared, s: "x", n: null };
    deepFreeze(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a[0])).toBe(true);
    // Below a subtree frozen already, nothing is walked: shared schemas were frozen whole when made.
    expect(Object.isFrozen(shared.inner)).toBe(false);
  });
});
