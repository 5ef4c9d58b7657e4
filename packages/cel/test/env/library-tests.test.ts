/**
 * The expressions of apiserver `pkg/cel/library/{cidr,ip,quantity,format,semver}_test.go`, compiled in
 * the environments those tests build (`cel.NewEnv` with the same libraries). Each case that expects a
 * compile error must produce one matching its pattern; every other case must compile, since its
 * expected value or runtime error comes after checking (test/eval/kubernetes/ evaluates them).
 */
import { describe, expect, it } from "vitest";
import type { Library } from "../../src/decls/decls.js";
import { stringsLibrary } from "../../src/decls/ext/strings.js";
import { kubernetesCidrLibrary } from "../../src/decls/kubernetes/cidr.js";
import { constantFormatNames, kubernetesFormatLibrary } from "../../src/decls/kubernetes/format.js";
import { kubernetesIpLibrary } from "../../src/decls/kubernetes/ip.js";
import { kubernetesListsLibrary } from "../../src/decls/kubernetes/lists.js";
import { kubernetesQuantityLibrary } from "../../src/decls/kubernetes/quantity.js";
import { kubernetesRegexLibrary } from "../../src/decls/kubernetes/regex.js";
import { kubernetesSemverLibrary } from "../../src/decls/kubernetes/semver.js";
import { kubernetesUrlsLibrary } from "../../src/decls/kubernetes/urls.js";
import { optionalLibrary } from "../../src/decls/optional.js";
import { standardLibrary } from "../../src/decls/stdlib.js";
import { compileKubernetes } from "../../src/env/compile.js";
import type { CelEnvironment } from "../../src/env/environment.js";
import { libraryTestCases } from "./library-test-cases.js";

/** `cel.NewEnv(libs...)`: the standard library, then the given ones; no validators, default options. */
function newEnv(...libraries: (readonly [string, Library])[]): CelEnvironment {
  return {
    libraries: [["cel.lib.std", standardLibrary] as const, ...libraries].map(([name, library]) => ({
      name,
      library,
    })),
    checkerOptions: { crossTypeNumericComparisons: false, homogeneousAggregateLiterals: false },
    validators: [],
    macros: [],
  };
}

const netEnv = newEnv(
  ["kubernetes.net.ip", kubernetesIpLibrary()],
  ["kubernetes.net.cidr", kubernetesCidrLibrary()],
);

/** `testQuantity`'s environment, also used by format_test.go. */
const quantityEnv = newEnv(
  ["cel.lib.optional", optionalLibrary()],
  ["cel.lib.ext.strings", stringsLibrary()],
  ["kubernetes.urls", kubernetesUrlsLibrary()],
  ["kubernetes.regex", kubernetesRegexLibrary()],
  ["kubernetes.lists", kubernetesListsLibrary()],
  ["kubernetes.quantity", kubernetesQuantityLibrary()],
  ["kubernetes.format", kubernetesFormatLibrary()],
);

const semverEnv = (version: number): CelEnvironment =>
  newEnv(["kubernetes.Semver", kubernetesSemverLibrary(version)]);

interface Case {
  readonly expr: string;
  readonly compileError?: string;
}

function expectCase(env: CelEnvironment, { expr, compileError }: Case): void {
  const messages = compileKubernetes(expr, env).errors.map((e) => e.message);
  if (compileError === undefined) expect(messages).toEqual([]);
  else expect(messages.some((m) => new RegExp(compileError).test(m))).toBe(true);
}

describe("cidr_test.go", () => {
  it.each(libraryTestCases.cidr)("$expr", (c) => {
    expectCase(netEnv, c);
  });
});

describe("ip_test.go", () => {
  it.each(libraryTestCases.ip)("$expr", (c) => {
    expectCase(netEnv, c);
  });
});

describe("quantity_test.go", () => {
  it.each(libraryTestCases.quantity)("$expr", (c) => {
    expectCase(quantityEnv, c);
  });
});

describe("format_test.go", () => {
  it.each(libraryTestCases.format)("$expr", (c) => {
    expectCase(quantityEnv, c);
  });

  // The cases the Go test appends for every pair of `ConstantFormats` keys.
  const generated = constantFormatNames.flatMap((lhs) => [
    `format.named("${lhs}").hasValue()`,
    `format.named("${lhs}").value() == format.${lhs}()`,
    ...constantFormatNames.filter((rhs) => rhs !== lhs).map((rhs) => `format.${lhs}() == format.${rhs}()`),
  ]);
  it.each(generated)("%s", (expr) => {
    expectCase(quantityEnv, { expr });
  });
});

describe("semver_test.go", () => {
  it.each(libraryTestCases.semver)("$expr (version $version)", (c) => {
    expectCase(semverEnv(c.version), c);
  });
});
