/**
 * cel-go `ext/strings_test.go`: `TestStringsVersions` (each version's functions compile from that version
 * on, and are an undeclared reference before) and `TestFunctionsForVersions` (the exact function set of
 * each version). Values need the evaluator.
 */
import { describe, expect, it } from "vitest";
import { stringsLibrary } from "../../src/decls/ext/strings.js";
import { standardLibrary } from "../../src/decls/stdlib.js";
import { compileKubernetes } from "../../src/env/compile.js";
import type { CelEnvironment } from "../../src/env/environment.js";

const env = (version: number): CelEnvironment => ({
  libraries: [
    { name: "cel.lib.std", library: standardLibrary },
    { name: "cel.lib.ext.strings", library: stringsLibrary(version) },
  ],
  checkerOptions: { crossTypeNumericComparisons: false, homogeneousAggregateLiterals: false },
  validators: [],
  macros: [],
});

const versionCases: readonly { version: number; supportedFunctions: Record<string, string> }[] = [
  {
    version: 0,
    supportedFunctions: {
      chatAt: "''.charAt(0) == ''",
      indexOf: "'a'.indexOf('a') == 0",
      lastIndexOf: "'a'.lastIndexOf('a') == 0",
      join: "['a', 'b'].join() == 'ab'",
      joinSep: "['a', 'b'].join('-') == 'a-b'",
      lowerAscii: "'a'.lowerAscii() == 'a'",
      replace: "'hello hello'.replace('he', 'we') == 'wello wello'",
      split: "'hello hello hello'.split(' ') == ['hello', 'hello', 'hello']",
      substring: "'tacocat'.substring(4) == 'cat'",
      trim: "'  \\ttrim\\n    '.trim() == 'trim'",
      upperAscii: "'TacoCat'.upperAscii() == 'TACOCAT'",
    },
  },
  {
    version: 1,
    supportedFunctions: {
      format: "'a %d'.format([1]) == 'a 1'",
      quote: `strings.quote('\\a \\b "double quotes"') == '"\\\\a \\\\b \\\\"double quotes\\\\""'`,
    },
  },
  { version: 3, supportedFunctions: { reverse: "'taco'.reverse() == 'ocat'" } },
];

describe("TestStringsVersions", () => {
  const cases = [0, 1, 2, 3].flatMap((libVersion) =>
    versionCases.flatMap((tc) =>
      Object.entries(tc.supportedFunctions).map(([name, expr]) => ({
        libVersion,
        name,
        expr,
        supported: libVersion >= tc.version,
      })),
    ),
  );
  it.each(cases)("version=$libVersion $name supported=$supported", ({ libVersion, expr, supported }) => {
    const messages = compileKubernetes(expr, env(libVersion)).errors.map((e) => e.message);
    if (supported) expect(messages).toEqual([]);
    else expect(messages.some((m) => m.includes("undeclared reference"))).toBe(true);
  });
});

describe("TestFunctionsForVersions", () => {
  const introduced: readonly (readonly [number, readonly string[]])[] = [
    [
      0,
      [
        "lastIndexOf",
        "lowerAscii",
        "split",
        "trim",
        "join",
        "charAt",
        "indexOf",
        "replace",
        "substring",
        "upperAscii",
      ],
    ],
    [1, ["strings.quote", "format"]],
    [2, []],
    [3, ["reverse"]],
  ];
  it.each(
    introduced.map(
      ([version], i) => [version, introduced.slice(0, i + 1).flatMap(([, fns]) => fns)] as const,
    ),
  )("version %i", (version, functions) => {
    const declared = stringsLibrary(version).functions.map((f) => f.name);
    expect([...declared].sort()).toEqual([...functions].sort());
  });
});
