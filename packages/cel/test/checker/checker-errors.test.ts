/**
 * Error cases of cel-go's checker/checker_test.go `testCases` (commit 14f6746a): input, container,
 * declarations and the expected error display, whitespace-normalized as cel-go's `test.Compare` does.
 */
import { describe, expect, it } from "vitest";
import {
  type CelType,
  type CheckerEnvOptions,
  type VariableDecl,
  Source,
  celTypes,
  check,
  formatErrors,
  listType,
  mapType,
  nullableType,
  parse,
  structType,
  variableDecl,
} from "../../src/index.js";
import { specEnv } from "./spec-env.js";

const proto3 = (name: string): CelType => structType(`google.expr.proto3.test.${name}`);

interface ErrorCase {
  readonly in: string;
  readonly err: string;
  readonly container?: string;
  readonly idents?: readonly VariableDecl[];
  readonly options?: CheckerEnvOptions;
}

const cases: readonly ErrorCase[] = [
  { in: "foo", err: "ERROR: <input>:1:1: undeclared reference to 'foo' (in container '')\n| foo\n| ^" },
  {
    in: "TestAllTypes{single_int32: 1u}",
    container: "google.expr.proto3.test",
    err: "ERROR: <input>:1:26: expected type of field 'single_int32' is 'int' but provided type is 'uint'\n| TestAllTypes{single_int32: 1u}\n| .........................^",
  },
  {
    in: "TestAllTypes{single_int32: 1, undefined: 2}",
    container: "google.expr.proto3.test",
    err: "ERROR: <input>:1:40: undefined field 'undefined'\n| TestAllTypes{single_int32: 1, undefined: 2}\n| .......................................^",
  },
  {
    in: "x.single_int32 != null",
    idents: [variableDecl("x", proto3("Proto2Message"))],
    err: "ERROR: <input>:1:2: unexpected failed resolution of 'google.expr.proto3.test.Proto2Message'\n| x.single_int32 != null\n| .^",
  },
  {
    in: "x + y",
    idents: [variableDecl("x", listType(proto3("TestAllTypes"))), variableDecl("y", listType(celTypes.int))],
    err: "ERROR: <input>:1:3: found no matching overload for '_+_' applied to '(list(google.expr.proto3.test.TestAllTypes), list(int))'\n| x + y\n| ..^",
  },
  {
    in: "x[1u]",
    idents: [variableDecl("x", listType(proto3("TestAllTypes")))],
    err: "ERROR: <input>:1:2: found no matching overload for '_[_]' applied to '(list(google.expr.proto3.test.TestAllTypes), uint)'\n| x[1u]\n| .^",
  },
  {
    in: "x.all(y, y == true)",
    idents: [variableDecl("x", celTypes.bool)],
    err: "ERROR: <input>:1:1: expression of type 'bool' cannot be range of a comprehension (must be list, map, or dynamic)\n| x.all(y, y == true)\n| ^",
  },
  {
    in: "x[2].single_int32 == 23",
    idents: [variableDecl("x", mapType(celTypes.string, proto3("TestAllTypes")))],
    err: "ERROR: <input>:1:2: found no matching overload for '_[_]' applied to '(map(string, google.expr.proto3.test.TestAllTypes), int)'\n| x[2].single_int32 == 23\n| .^",
  },
  {
    in: "x.single_nested_message.undefined == x.undefined && has(x.single_int32) && has(x.repeated_int32)",
    idents: [variableDecl("x", proto3("TestAllTypes"))],
    err: [
      "ERROR: <input>:1:24: undefined field 'undefined'",
      "| x.single_nested_message.undefined == x.undefined && has(x.single_int32) && has(x.repeated_int32)",
      "| .......................^",
      "ERROR: <input>:1:39: undefined field 'undefined'",
      "| x.single_nested_message.undefined == x.undefined && has(x.single_int32) && has(x.repeated_int32)",
      "| ......................................^",
    ].join("\n"),
  },
  {
    in: "x.single_int64 != null",
    idents: [variableDecl("x", proto3("TestAllTypes"))],
    err: "ERROR: <input>:1:16: found no matching overload for '_!=_' applied to '(int, null)'\n| x.single_int64 != null\n| ...............^",
  },
  {
    in: "x.repeated_int64.exists(y, y > 10) && y < 5",
    idents: [variableDecl("x", proto3("TestAllTypes"))],
    err: "ERROR: <input>:1:39: undeclared reference to 'y' (in container '')\n| x.repeated_int64.exists(y, y > 10) && y < 5\n| ......................................^",
  },
  {
    in: "x.all(e, 0)",
    idents: [variableDecl("x", proto3("TestAllTypes"))],
    err: [
      "ERROR: <input>:1:1: expression of type 'google.expr.proto3.test.TestAllTypes' cannot be range of a comprehension (must be list, map, or dynamic)",
      "| x.all(e, 0)",
      "| ^",
      "ERROR: <input>:1:10: expected type 'bool' but found 'int'",
      "| x.all(e, 0)",
      "| .........^",
    ].join("\n"),
  },
  { in: "1 + x", err: "ERROR: <input>:1:5: undeclared reference to 'x' (in container '')\n| 1 + x\n| ....^" },
  {
    in: "[].map(x, [].map(y, x in y && y in x))",
    err: "ERROR: <input>:1:33: found no matching overload for '@in' applied to '(list(dyn), dyn)'\n| [].map(x, [].map(y, x in y && y in x))\n| ................................^",
  },
  { in: "int{}", err: "ERROR: <input>:1:4: 'int' is not a message type\n| int{}\n| ...^" },
  {
    in: "Msg{}",
    err: "ERROR: <input>:1:4: undeclared reference to 'Msg' (in container '')\n| Msg{}\n| ...^",
  },
  {
    in: "fun()",
    err: "ERROR: <input>:1:4: undeclared reference to 'fun' (in container '')\n| fun()\n| ...^",
  },
  {
    in: "'string'.fun()",
    err: "ERROR: <input>:1:13: undeclared reference to 'fun' (in container '')\n| 'string'.fun()\n| ............^",
  },
  {
    in: "[].length",
    err: "ERROR: <input>:1:3: type 'list(_var0)' does not support field selection\n| [].length\n| ..^",
  },
  {
    in: "1 <= 1.0 && 1u <= 1.0 && 1.0 <= 1 && 1.0 <= 1u && 1 <= 1u && 1u <= 1",
    options: { crossTypeNumericComparisons: false },
    err: [
      [3, "int, double", ".."],
      [16, "uint, double", "..............."],
      [30, "double, int", "............................."],
      [42, "double, uint", "........................................."],
      [53, "int, uint", "...................................................."],
      [65, "uint, int", "................................................................"],
    ]
      .map(
        ([col, args, dots]) =>
          `ERROR: <input>:1:${String(col)}: found no matching overload for '_<=_' applied to '(${String(args)})'\n` +
          `| 1 <= 1.0 && 1u <= 1.0 && 1.0 <= 1 && 1.0 <= 1u && 1 <= 1u && 1u <= 1\n| ${String(dots)}^`,
      )
      .join("\n"),
  },
  {
    in: "{?'key': 'hi'}",
    err: "ERROR: <input>:1:10: expected type 'optional_type(string)' but found 'string'\n| {?'key': 'hi'}\n| .........^",
  },
  {
    in: "[?'value']",
    err: "ERROR: <input>:1:3: expected type 'optional_type(string)' but found 'string'\n| [?'value']\n| ..^",
  },
  {
    in: "TestAllTypes{?single_int32: 1}",
    container: "google.expr.proto2.test",
    err: "ERROR: <input>:1:29: expected type 'optional_type(int)' but found 'int'\n| TestAllTypes{?single_int32: 1}\n| ............................^",
  },
  { in: "undef", err: "ERROR: <input>:1:1: undeclared reference to 'undef' (in container '')\n| undef\n| ^" },
  {
    in: "undef()",
    err: "ERROR: <input>:1:6: undeclared reference to 'undef' (in container '')\n| undef()\n| .....^",
  },
  {
    in: "NotAMessage{}",
    idents: [variableDecl("NotAMessage", nullableType(celTypes.int))],
    err: "ERROR: <input>:1:12: undeclared reference to 'NotAMessage' (in container '')\n| NotAMessage{}\n| ...........^",
  },
];

/** cel-go's `test.Compare`: lines compared with surrounding whitespace removed. */
function normalize(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");
}

describe("cel-go checker_test.go error cases", () => {
  it.each(cases)("$in", (c) => {
    const parsed = parse(c.in, { enableOptionalSyntax: true });
    expect(parsed.errors).toEqual([]);
    if (parsed.ast === undefined) return;
    const env = specEnv(c.container ?? "", [], false, c.options?.crossTypeNumericComparisons ?? true);
    if (c.idents !== undefined) env.addVariables(...c.idents);
    const result = check(parsed.ast, env);
    expect(normalize(formatErrors(new Source(c.in), result.errors))).toBe(normalize(c.err));
  });
});
