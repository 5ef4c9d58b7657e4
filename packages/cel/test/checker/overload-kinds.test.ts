/**
 * resolveOverload skips an overload without instantiating it when some argument is of another kind than the
 * parameter at its place (someKindMismatch): a differential against isAssignableList, which must then refuse
 * the arguments whatever the substitutions, and record none.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAssignableList } from "../../src/checker/assignability.js";
import { someKindMismatch } from "../../src/checker/calls.js";
import { TypeMapping } from "../../src/checker/mapping.js";
import {
  type CelType,
  celTypes,
  listType,
  mapType,
  nullableType,
  opaqueType,
  structType,
  typeParam,
  typeType,
} from "../../src/common/types.js";

const names = ["A", "B", "_var0", "_var1"] as const;
const { type } = fc.letrec<{ type: CelType }>((tie) => ({
  type: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(...Object.values(celTypes), structType("a.B"), structType("a.C")),
    fc.constantFrom(nullableType(celTypes.int), nullableType(celTypes.string), nullableType(celTypes.bool)),
    fc.constantFrom(...names).map(typeParam),
    tie("type").map(listType),
    fc.tuple(tie("type"), tie("type")).map(([k, v]) => mapType(k, v)),
    tie("type").map(typeType),
    fc
      .tuple(fc.constantFrom("optional_type", "function"), fc.array(tie("type"), { maxLength: 2 }))
      .map(([name, params]) => opaqueType(name, ...params)),
  ),
}));

describe("someKindMismatch", () => {
  it("answers true only for arguments isAssignableList refuses, whatever is bound (property)", () => {
    let mismatches = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(type, type), { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.constantFrom(...names), type), { maxLength: 3 }),
        (pairs, bindings) => {
          const m = new TypeMapping();
          for (const [name, to] of bindings) {
            // Bindings to types without parameters only, so that no substitution loops.
            if (!JSON.stringify(to).includes('"type_param"')) m.add(typeParam(name), to);
          }
          const args = pairs.map(([arg]) => arg);
          const params = pairs.map(([, param]) => param);
          if (!someKindMismatch(args, params)) return;
          mismatches++;
          const probe = new TypeMapping();
          expect(isAssignableList(m, args, params)).toBe(false);
          expect(isAssignableList(probe, args, params)).toBe(false);
        },
      ),
      { numRuns: 3000 },
    );
    // Not vacuous: most random pairs of kinds differ.
    expect(mismatches).toBeGreaterThan(1000);
  });

  it("looks past parameters, DYN, errors and null, and compares only the outer kinds", () => {
    expect(someKindMismatch([celTypes.int], [celTypes.string])).toBe(true);
    expect(someKindMismatch([celTypes.int, celTypes.int], [celTypes.int, listType(celTypes.int)])).toBe(true);
    expect(someKindMismatch([celTypes.null], [structType("a.B")])).toBe(false);
    expect(someKindMismatch([celTypes.dyn], [celTypes.string])).toBe(false);
    expect(someKindMismatch([celTypes.int], [typeParam("A")])).toBe(false);
    expect(someKindMismatch([listType(celTypes.int)], [listType(celTypes.string)])).toBe(false);
  });
});
