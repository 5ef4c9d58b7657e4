// Generated from apiserver pkg/cel/library/semver_test.go (24a394e5): every case that compiles, with the Go
// source of its expected value (`result`) or its runtime error (text or pattern).
export const semverCases = [
  {
    expr: 'semver("1.2.3")',
    result: 'apiservercel.Semver{Version: semver.MustParse("1.2.3")}',
  },
  {
    expr: 'semver("v1.0")',
    expectRuntimeErrPattern: "No Major.Minor.Patch elements found",
  },
  {
    expr: 'isSemver("1.2.3-beta.1+build.1")',
    result: "trueVal",
  },
  {
    expr: 'isSemver("")',
    result: "falseVal",
  },
  {
    expr: 'isSemver("v1.0.0")',
    result: "falseVal",
  },
  {
    expr: 'isSemver(" 1.0.0")',
    result: "falseVal",
  },
  {
    expr: 'isSemver("1. 0.0")',
    result: "falseVal",
  },
  {
    expr: 'isSemver("1.0.0 ")',
    result: "falseVal",
  },
  {
    expr: 'isSemver("01.01.01")',
    result: "falseVal",
  },
  {
    expr: 'isSemver("1")',
    result: "falseVal",
  },
  {
    expr: 'isSemver("1.1")',
    result: "falseVal",
  },
  {
    expr: 'isSemver("", true)',
    result: "falseVal",
    version: "1",
  },
  {
    expr: 'isSemver(" 1.0.0", true)',
    result: "falseVal",
    version: "1",
  },
  {
    expr: 'isSemver("1. 0.0", true)',
    result: "falseVal",
    version: "1",
  },
  {
    expr: 'isSemver("1.0.0 ", true)',
    result: "falseVal",
    version: "1",
  },
  {
    expr: 'isSemver("v1.0.0", true)',
    result: "trueVal",
    version: "1",
  },
  {
    expr: 'isSemver("01.01.01", true)',
    result: "trueVal",
    version: "1",
  },
  {
    expr: 'isSemver("1", true)',
    result: "trueVal",
    version: "1",
  },
  {
    expr: 'isSemver("1.1", true)',
    result: "trueVal",
    version: "1",
  },
  {
    expr: 'semver("v01.01", true) == semver("1.1.0")',
    result: "trueVal",
    version: "1",
  },
  {
    expr: 'semver("1.2.3") == semver("1.2.3")',
    result: "trueVal",
  },
  {
    expr: 'semver("1.2.3") == semver("1.0.0")',
    result: "falseVal",
  },
  {
    expr: 'semver("1.0.0").isLessThan(semver("1.2.3"))',
    result: "trueVal",
  },
  {
    expr: 'semver("1.0.0").isLessThan(semver("1.0.0"))',
    result: "falseVal",
  },
  {
    expr: 'semver("1.2.3").isGreaterThan(semver("1.0.0"))',
    result: "trueVal",
  },
  {
    expr: 'semver("1.0.0").isGreaterThan(semver("1.0.0"))',
    result: "falseVal",
  },
  {
    expr: 'semver("1.2.3").compareTo(semver("1.2.3"))',
    result: "types.Int(0)",
  },
  {
    expr: 'semver("1.0.0").compareTo(semver("1.2.3"))',
    result: "types.Int(-1)",
  },
  {
    expr: 'semver("1.2.3").compareTo(semver("1.0.0"))',
    result: "types.Int(1)",
  },
  {
    expr: 'semver("1.2.3").major()',
    result: "types.Int(1)",
  },
  {
    expr: 'semver("1.2.3").minor()',
    result: "types.Int(2)",
  },
  {
    expr: 'semver("1.2.3").patch()',
    result: "types.Int(3)",
  },
] as const;
