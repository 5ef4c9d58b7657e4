/** apiserver `pkg/cel/library/semver_test.go`: values and runtime errors. */
import { describe, it } from "vitest";
import { kubernetesSemverLibrary } from "../../../src/decls/kubernetes/semver.js";
import { Semver } from "../../../src/values/semver.js";
import type { CelValue } from "../../../src/values/value.js";
import { expectGoCase, goScalar, newEnv } from "./harness.js";
import { semverCases } from "./semver-cases.js";

function resolve(goResult: string): CelValue {
  const scalar = goScalar(goResult);
  if (scalar !== undefined) return scalar;
  const m = /^apiservercel\.Semver\{Version: semver\.MustParse\("(.*)"\)\}$/.exec(goResult);
  if (m?.[1] !== undefined) return Semver.parse(m[1]);
  throw new Error(`unknown Go result ${goResult}`);
}

describe("semver_test.go", () => {
  it.each(semverCases)("$expr", (c) => {
    const version = "version" in c ? Number(c.version) : 0;
    expectGoCase(newEnv(["kubernetes.Semver", kubernetesSemverLibrary(version)]), c, resolve);
  });
});
