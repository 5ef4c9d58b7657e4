/**
 * A variable whose value is CEL's null is a value like any other: the planner resolves it as the interpreter
 * does (`??` once took it for an absent variable: a qualified name fell through to the select, an attribute's
 * variable became 'no such attribute').
 */
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  ErrorValue,
  MapValue,
  celTypes,
  evaluate,
  mapType,
  variableDecl,
} from "../../src/index.js";
import { interpretChecked } from "../../src/eval/program.js";
import { compile } from "../cost/compile.js";

const dynMap = mapType(celTypes.string, celTypes.dyn);
const errorText = (v: CelValue) => (v instanceof ErrorValue ? v.message : "not an error");

describe("a variable holding null", () => {
  it("is the value of a dotted name that names it, planned as interpreted", () => {
    // No call: the planner reads the select as a possibly qualified variable name, as the interpreter does.
    const ast = compile("a.b", { vars: [variableDecl("a", dynMap)] });
    const vars = { a: new MapValue([["b", 1n]]), "a.b": null };
    expect(evaluate(ast, vars).value).toBe(null);
    expect(interpretChecked(ast, vars).value).toBe(null);
  });

  it("is an attribute's base, planned as interpreted", () => {
    const ast = compile("a[b]", { vars: [variableDecl("a", dynMap), variableDecl("b", celTypes.dyn)] });
    const vars = { a: new MapValue([]), b: null };
    expect(errorText(evaluate(ast, vars).value)).toBe("invalid qualifier type: types.Null");
    expect(errorText(interpretChecked(ast, vars).value)).toBe("invalid qualifier type: types.Null");
  });
});
