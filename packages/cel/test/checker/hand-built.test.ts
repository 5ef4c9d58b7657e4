import { describe, expect, it } from "vitest";
import type { Expr, ParsedAst } from "../../src/ast/expr.js";
import {
  CheckerEnv,
  celTypes,
  check,
  printChecked,
  standardLibrary,
  structType,
  variableDecl,
} from "../../src/index.js";

function ast(expr: Expr): ParsedAst {
  return {
    expr,
    sourceInfo: {
      offsets: new Map([
        [1, 0],
        [2, 4],
        [3, 2],
      ]),
      macroCalls: new Map(),
    },
  };
}

const int = (id: number, v: bigint): Expr => ({ kind: "literal", id, value: { type: "int", value: v } });
const str = (id: number, v: string): Expr => ({ kind: "literal", id, value: { type: "string", value: v } });

describe("check on hand-built ASTs", () => {
  const env = () => new CheckerEnv().addLibrary(standardLibrary);

  it("types 1 + 2 as int with overload add_int64", () => {
    const result = check(
      ast({ kind: "call", id: 2, function: "_+_", args: [int(1, 1n), int(3, 2n)] }),
      env(),
    );
    expect(result.errors).toEqual([]);
    expect(printChecked(result.ast)).toBe("_+_(\n  1~int,\n  2~int\n)~int^add_int64");
  });

  it("reports cel-go's no-matching-overload text", () => {
    const result = check(
      ast({ kind: "call", id: 2, function: "_+_", args: [int(1, 1n), str(3, "a")] }),
      env(),
    );
    expect(result.errors).toEqual([
      { message: "found no matching overload for '_+_' applied to '(int, string)'", exprId: 2, offset: 4 },
    ]);
  });

  it("reports undeclared references with the container", () => {
    const result = check(ast({ kind: "ident", id: 1, name: "x" }), env());
    expect(result.errors.map((e) => e.message)).toEqual(["undeclared reference to 'x' (in container '')"]);
  });

  it("selects struct fields through the type provider", () => {
    const provider = {
      findStructType: (name: string) => (name === "Obj" ? structType("Obj") : undefined),
      findStructFieldType: (name: string, field: string) =>
        name === "Obj" && field === "a" ? celTypes.int : undefined,
      findStructFieldNames: () => ["a"],
    };
    const e = new CheckerEnv({ provider })
      .addLibrary(standardLibrary)
      .addVariables(variableDecl("self", structType("Obj")));
    const sel = (field: string): Expr => ({
      kind: "select",
      id: 2,
      operand: { kind: "ident", id: 1, name: "self" },
      field,
      testOnly: false,
    });
    expect(printChecked(check(ast(sel("a")), e).ast)).toBe("self~Obj^self.a~int");
    expect(check(ast(sel("nope")), e).errors.map((x) => x.message)).toEqual(["undefined field 'nope'"]);
    const onInt: Expr = { kind: "select", id: 2, operand: int(1, 1n), field: "a", testOnly: false };
    expect(check(ast(onInt), e).errors.map((x) => x.message)).toEqual([
      "type 'int' does not support field selection",
    ]);
  });
});
