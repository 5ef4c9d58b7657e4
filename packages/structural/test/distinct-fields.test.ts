import { describe, expect, it } from "vitest";
import type { FieldError } from "../src/index.js";
import { errorString, fieldErrors, haveDistinctFields } from "../src/index.js";

const errors = fieldErrors("schema");

// What haveDistinctFields promises: when it says true, the error strings differ pairwise.
function stringsDiffer(list: readonly FieldError[]): boolean {
  return new Set(list.map(errorString)).size === list.length;
}

describe("haveDistinctFields", () => {
  it("is true for errors at different fields, whose strings differ", () => {
    const list = [errors.required("spec.a"), errors.required("spec.b"), errors.invalid("spec.a.b", 1, "x")];
    expect(haveDistinctFields(list)).toBe(true);
    expect(stringsDiffer(list)).toBe(true);
  });

  it("is false for two errors at one field, whether or not their strings are the same", () => {
    expect(haveDistinctFields([errors.required("spec"), errors.required("spec")])).toBe(false);
    expect(haveDistinctFields([errors.required("spec"), errors.forbidden("spec")])).toBe(false);
  });

  it("is false where a field holds ': ', which can make two fields' strings the same", () => {
    // `m[k]: Forbidden: Forbidden: x` both ways: a map key may hold ": ".
    const first = errors.forbidden("m[k]", "Forbidden: x");
    const second = errors.forbidden("m[k]: Forbidden", "x");
    expect(errorString(first)).toBe(errorString(second));
    expect(haveDistinctFields([first, second])).toBe(false);
  });

  it("decides the same past the pairwise scan, with a set", () => {
    const many = Array.from({ length: 40 }, (_, i) => errors.required(`spec.items[${i}]`));
    expect(haveDistinctFields(many)).toBe(true);
    expect(haveDistinctFields([...many, errors.required("spec.items[7]")])).toBe(false);
    expect(haveDistinctFields([...many, errors.required("spec[a: b]")])).toBe(false);
  });
});
