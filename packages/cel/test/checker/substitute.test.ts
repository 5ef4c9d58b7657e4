/**
 * substitute returns a type with nothing to replace as itself instead of rebuilding it: a differential against
 * cel-go's substitute as written (every list, map, opaque and type type rebuilt).
 */
import { at } from "@crdgen/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { substitute } from "../../src/checker/assignability.js";
import { TypeMapping } from "../../src/checker/mapping.js";
import {
  type CelType,
  celTypes,
  listType,
  mapType,
  nullableType,
  opaqueType,
  typeParam,
  typeType,
} from "../../src/common/types.js";

function rebuilt(m: TypeMapping, t: CelType, typeParamToDyn: boolean): CelType {
  const sub = m.find(t);
  if (sub !== undefined) return rebuilt(m, sub, typeParamToDyn);
  if (typeParamToDyn && t.kind === "type_param") return celTypes.dyn;
  switch (t.kind) {
    case "opaque":
      return opaqueType(t.name, ...t.params.map((p) => rebuilt(m, p, typeParamToDyn)));
    case "list":
      return listType(rebuilt(m, at(t.params, 0), typeParamToDyn));
    case "map":
      return mapType(
        rebuilt(m, at(t.params, 0), typeParamToDyn),
        rebuilt(m, at(t.params, 1), typeParamToDyn),
      );
    case "type": {
      const param = t.params[0];
      return param === undefined ? t : typeType(rebuilt(m, param, typeParamToDyn));
    }
    default:
      return t;
  }
}

const names = ["A", "B", "_var0", "_var1"] as const;
const { type } = fc.letrec<{ type: CelType }>((tie) => ({
  type: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom(celTypes.int, celTypes.string, celTypes.dyn, celTypes.type, nullableType(celTypes.int)),
    fc.constantFrom(...names).map(typeParam),
    tie("type").map(listType),
    fc.tuple(tie("type"), tie("type")).map(([k, v]) => mapType(k, v)),
    tie("type").map(typeType),
    fc
      .tuple(fc.constantFrom("optional_type", "function"), fc.array(tie("type"), { maxLength: 3 }))
      .map(([name, params]) => opaqueType(name, ...params)),
  ),
}));

describe("substitute", () => {
  it("gives the types cel-go's substitute builds, sharing the parts with nothing replaced (property)", () => {
    // Bindings only to types without parameters that are bound in turn, so that no substitution loops.
    const binding = fc.tuple(fc.constantFrom(...names), type);
    fc.assert(
      fc.property(type, fc.array(binding, { maxLength: 3 }), fc.boolean(), (t, bindings, toDyn) => {
        const m = new TypeMapping();
        const bound = new Set<string>();
        for (const [name, to] of bindings) {
          if (JSON.stringify(to).includes('"type_param"')) continue;
          if (!bound.has(name)) m.add(typeParam(name), to);
          bound.add(name);
        }
        const shared = substitute(m, t, toDyn);
        expect(shared).toEqual(rebuilt(m, t, toDyn));
        if (JSON.stringify(shared) === JSON.stringify(t)) expect(shared).toBe(t);
      }),
      { numRuns: 1000 },
    );
  });
});
