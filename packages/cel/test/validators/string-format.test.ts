/**
 * cel-go `ext/formatting_test.go` `TestStringFormat`: the cases without `skipCompileCheck` whose error
 * comes from the string format validator at compile time (compared with `strings.Contains`, as upstream's
 * `checkCase` does), and cases that must compile. `"index N out of range"` cases are included: the
 * validator reports them before evaluation. The environment is `cel.NewEnv(ext.Strings(version 3))`.
 */
import { describe, expect, it } from "vitest";
import { structType } from "../../src/common/types.js";
import { variableDecl } from "../../src/decls/decls.js";
import { stringsLibrary } from "../../src/decls/ext/strings.js";
import { standardLibrary } from "../../src/decls/stdlib.js";
import { compileKubernetes } from "../../src/env/compile.js";
import type { CelEnvironment } from "../../src/env/environment.js";
import { kubernetesEnvironment } from "../../src/env/environment.js";
import { stringFormatValidator } from "../../src/validators/string-format.js";

const env: CelEnvironment = {
  libraries: [
    { name: "cel.lib.std", library: standardLibrary },
    { name: "cel.lib.ext.strings", library: stringsLibrary(3) },
  ],
  checkerOptions: { crossTypeNumericComparisons: false, homogeneousAggregateLiterals: false },
  validators: [stringFormatValidator()],
  macros: [],
};

/** `fmt.Sprintf("%q.format([%s])", format, formatArgs)`; the formats here need no escaping. */
const expression = (format: string, args: string): string => `"${format}".format([${args}])`;

/** Upstream's `ext.TestAllTypes{…}` message literal, as a variable of that struct type. */
const msg = variableDecl("msg", structType("ext.TestAllTypes"));

const messages = (expr: string, environment: CelEnvironment = env): string[] =>
  compileKubernetes(expr, environment, { variables: [msg] }).errors.map((e) => e.message);

describe("TestStringFormat compile-time checks", () => {
  it.each([
    ["%s %s", `"abc"`, "index 1 out of range"],
    ["%s %s", `"abc", "def", "ghi"`, "too many arguments supplied to string.format (expected 2, got 3)"],
    ["filler %", "", "unexpected end of string"],
    ["%j", "123", `could not parse formatting clause: unrecognized formatting clause "j"`],
    [
      "object is %s",
      "msg",
      "error during formatting: string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps, was given ext.TestAllTypes",
    ],
    [
      "list is %s",
      "[1, 2, msg]",
      "error during formatting: string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps",
    ],
    ["int is %d", "5.2", "error during formatting: decimal clause can only be used on integers"],
    ["double is %f", "true", "error during formatting: fixed-point clause can only be used on doubles"],
    [
      "double is %.34",
      "5.0",
      "could not parse formatting clause: error while parsing precision: could not find end of precision specifier",
    ],
    ["double is %e", "true", "error during formatting: scientific clause can only be used on doubles"],
    [
      "string is %b",
      `"a string"`,
      "error during formatting: only integers and bools can be formatted as binary",
    ],
    [
      "%x is a double",
      "2.5",
      "error during formatting: only integers, byte buffers, and strings can be formatted as hex",
    ],
    [
      "%X is a double",
      "2.5",
      "error during formatting: only integers, byte buffers, and strings can be formatted as hex",
    ],
    ["an octal: %o", "3.14", "error during formatting: octal clause can only be used on integers"],
    // From the skipCompileCheck cases: the runtime texts, which the validator gives with the type name.
    [
      "%d",
      `duration("30m2s")`,
      "decimal clause can only be used on integers, was given google.protobuf.Duration",
    ],
    ["octal: %o", `"a string"`, "octal clause can only be used on integers, was given string"],
    ["null: %b", "null", "only integers and bools can be formatted as binary, was given null_type"],
    ["%d %d %d", "0, 1", "index 2 out of range"],
  ])("%s with [%s]: %s", (format, args, expected) => {
    const found = messages(expression(format, args));
    expect(found.some((m) => m.includes(expected))).toBe(true);
  });

  it.each([
    ["%s %d %f %e %b %x %X %o %%", `"a", 1, 1.5, 2.5, true, "hex", b"HEX", 8u`],
    ["%.3f and %s", `dyn(1), [1, "two", {"k": [3.0]}]`],
    ["%s", `[timestamp(0), duration("1s"), null, type(1), b"x"]`],
    ["no clauses", ""],
  ])("accepts %s with [%s]", (format, args) => {
    expect(messages(expression(format, args))).toEqual([]);
  });

  it("reports at the offending argument", () => {
    const result = compileKubernetes(`"%d".format(["x"])`, env);
    expect(result.errors.map((e) => e.offset)).toEqual([13]);
  });
});

describe("the string format validator in the Kubernetes environment", () => {
  it("runs from 1.29 and exempts format arguments from the homogeneous-literal check", () => {
    const k8s = kubernetesEnvironment({ compatibilityVersion: "1.29" });
    expect(messages(`"%s %d".format(["a", 1]) == "a 1"`, k8s)).toEqual([]);
    expect(messages(`"%d".format(["a"]) == ""`, k8s)).toEqual([
      "error during formatting: decimal clause can only be used on integers, was given string",
    ]);
  });
});
