/**
 * The type parameter names of a declared function's overloads are kept by the environment that declares it: the
 * environments extending it (one per compiled rule) find the same ones, and a redeclaration starts anew.
 */
import { describe, expect, it } from "vitest";
import { CheckerEnv } from "../../src/checker/env.js";
import { functionDecl, globalOverload, overloadTypeParams } from "../../src/decls/decls.js";
import { listType, mapType, typeParam } from "../../src/common/types.js";
import { standardLibrary } from "../../src/decls/stdlib.js";

describe("DeclaredFunction", () => {
  it("gives each overload's type parameters, kept by the declaring environment for those extending it", () => {
    const base = new CheckerEnv().addLibrary(standardLibrary);
    const [first, second] = [CheckerEnv.extending(base), CheckerEnv.extending(base)];
    const declared = first.lookupDeclaredFunction("size");
    expect(declared).toBeDefined();
    expect(second.lookupDeclaredFunction("size")).toBe(declared);
    const overloads = declared?.decl.overloads ?? [];
    expect(overloads.length).toBeGreaterThan(1);
    overloads.forEach((overload, i) => {
      const names = declared?.typeParams(i);
      expect(names).toEqual(overloadTypeParams(overload));
      expect(second.lookupDeclaredFunction("size")?.typeParams(i)).toBe(names);
    });
  });

  it("finds the merged overloads' parameters when a function is declared again", () => {
    const K = typeParam("K");
    const V = typeParam("V");
    const env = new CheckerEnv().addFunctions(
      functionDecl("f", [globalOverload("f_list", [listType(V)], V)]),
    );
    expect(env.lookupDeclaredFunction("f")?.typeParams(0)).toEqual(["V"]);
    env.addFunctions(functionDecl("f", [globalOverload("f_map", [mapType(K, V)], K)]));
    const merged = env.lookupDeclaredFunction("f");
    expect(merged?.decl.overloads.map((o) => o.id)).toEqual(["f_list", "f_map"]);
    expect([merged?.typeParams(0), merged?.typeParams(1)]).toEqual([["V"], ["K", "V"]]);
  });
});
