/** apiserver `pkg/cel/library/semver_test.go`: values and runtime errors. */
import { describe, expect, it } from "vitest";
import { kubernetesSemverLibrary } from "../../../src/decls/kubernetes/semver.js";
import { Semver } from "../../../src/values/semver.js";
import { type CelValue, ErrorValue } from "../../../src/values/value.js";
import { expectGoCase, goScalar, newEnv, run } from "./harness.js";
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

// semverlib.go:322-327 normalizeAndParse: `len(p) > 1` counts bytes, so a lone two-byte "é" is a part to trim, and
// its first byte, not a digit, gets a "0" in front. Kubernetes 1.35 oracle answers.
describe("normalizing a part of one non-ASCII character", () => {
  it.each([
    [`semver("é", true)`, 'Invalid character(s) found in major number "0é"'],
    [`semver("1.é", true)`, 'Invalid character(s) found in minor number "0é"'],
    [`semver("1.2.é", true)`, 'Invalid character(s) found in patch number "0é"'],
  ])("%s", (expr, message) => {
    expect(run(newEnv(["kubernetes.Semver", kubernetesSemverLibrary(1)]), expr)).toEqual(
      new ErrorValue(message),
    );
  });
});
