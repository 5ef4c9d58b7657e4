/**
 * Declarations added to an environment: cel-go checker_test.go `TestAddDuplicateDeclarations`,
 * `TestAddEquivalentDeclarations`, `TestCheckInvalidOptSelect*` (commit 14f6746a), and the conflict texts
 * of cel-go's `common/decls` and `checker/env.go`.
 */
import { describe, expect, it } from "vitest";
import {
  CheckerEnv,
  DeclarationError,
  celTypes,
  check,
  functionDecl,
  globalOverload,
  listType,
  mapType,
  memberOverload,
  optionalType,
  standardLibrary,
  typeParam,
  variableDecl,
} from "../../src/index.js";
import { AstBuilder, parsed } from "./ast-builders.js";

describe("environment declarations", () => {
  it("accepts the standard library twice (TestAddDuplicateDeclarations)", () => {
    const env = new CheckerEnv().addFunctions(...standardLibrary.functions);
    expect(() => env.addFunctions(...standardLibrary.functions)).not.toThrow();
  });

  it("accepts an equivalent redeclaration with other type parameter instances (TestAddEquivalentDeclarations)", () => {
    const decl = () =>
      functionDecl("optional_index", [
        globalOverload(
          "optional_map_key_value",
          [mapType(typeParam("K"), typeParam("V")), typeParam("K")],
          optionalType(typeParam("V")),
        ),
      ]);
    const env = new CheckerEnv().addFunctions(decl());
    expect(() => env.addFunctions(decl())).not.toThrow();
  });

  it("rejects overlapping signatures with cel-go's text", () => {
    const env = new CheckerEnv().addFunctions(
      functionDecl("f", [globalOverload("f_list_dyn", [listType(celTypes.dyn)], celTypes.int)]),
    );
    expect(() =>
      env.addFunctions(
        functionDecl("f", [globalOverload("f_list_string", [listType(celTypes.string)], celTypes.int)]),
      ),
    ).toThrow(
      new DeclarationError(
        "function declaration merge failed: overload signature collision in function f: f_list_dyn collides with f_list_string",
      ),
    );
  });

  it("rejects a redefinition of an overload id with another signature", () => {
    const env = new CheckerEnv().addFunctions(
      functionDecl("f", [globalOverload("f_x", [celTypes.int], celTypes.int)]),
    );
    expect(() =>
      env.addFunctions(
        functionDecl("f", [globalOverload("f_x", [celTypes.string, celTypes.int], celTypes.int)]),
      ),
    ).toThrow(
      "function declaration merge failed: overload redefinition in function. f: f_x has multiple definitions",
    );
  });

  it("rejects functions that overlap a macro", () => {
    expect(() =>
      new CheckerEnv().addFunctions(
        functionDecl("all", [
          memberOverload("all_list", [listType(celTypes.dyn), celTypes.dyn], celTypes.bool),
        ]),
      ),
    ).toThrow("overlapping macro for name 'all' with 2 args");
  });

  it("rejects a variable declared again with another type", () => {
    const env = new CheckerEnv().addVariables(variableDecl("x", celTypes.int));
    expect(() => env.addVariables(variableDecl("x", celTypes.int))).not.toThrow();
    expect(() => env.addVariables(variableDecl("x", celTypes.string))).toThrow(
      "overlapping identifier for name 'x'",
    );
  });
});

describe("malformed optional selections (TestCheckInvalidOptSelect*)", () => {
  it("reports a member-style _?._", () => {
    const b = new AstBuilder();
    const call = b.member(b.ident("a"), "_?._", b.ident("b"), b.literal({ type: "string", value: "field" }));
    const result = check(parsed(call), new CheckerEnv());
    expect(result.errors.map((e) => e.message)).toEqual([
      "unsupported optional field selection: incorrect signature. member call with argument count: 2",
    ]);
  });

  it("reports a _?._ with one argument", () => {
    const b = new AstBuilder();
    const result = check(parsed(b.call("_?._", b.ident("a"))), new CheckerEnv());
    expect(result.errors.map((e) => e.message)).toEqual([
      "unsupported optional field selection: incorrect signature. argument count: 1",
    ]);
  });
});
