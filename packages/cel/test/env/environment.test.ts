/**
 * The versioned base environment of apiserver `pkg/cel/environment/base.go` and the `EnvSet` split of
 * `environment.go`: which libraries, options and validators are in effect at each compatibility version,
 * for new and for stored expressions.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { celTypes } from "../../src/common/types.js";
import { variableDecl } from "../../src/decls/decls.js";
import { compileKubernetes } from "../../src/env/compile.js";
import { kubernetesOverloads } from "../../src/eval/kubernetes/registry.js";
import { evaluate } from "../../src/eval/program.js";
import { planTimeError } from "../../src/rules/plan-time-errors.js";
import { ErrorValue } from "../../src/values/value.js";
import {
  type KubernetesEnvironment,
  kubernetesEnvSet,
  kubernetesEnvironment,
  newKubernetesCheckerEnv,
  recognizesKeywordsAsFieldNames,
} from "../../src/env/environment.js";
import { compileRule } from "../../src/rules/compile-rule.js";
import { schemaDeclType } from "../../src/schema/schema-decl-type.js";

const names = (env: KubernetesEnvironment): string[] => env.libraries.map((l) => l.name);
const functionNames = (env: KubernetesEnvironment): Set<string> =>
  new Set(env.libraries.flatMap((l) => l.library.functions.map((f) => f.name)));
const overloadIds = (env: KubernetesEnvironment): Set<string> =>
  new Set(env.libraries.flatMap((l) => l.library.functions.flatMap((f) => f.overloads.map((o) => o.id))));
const at = (compatibilityVersion: string, binaryVersion = "1.35"): KubernetesEnvironment =>
  kubernetesEnvironment({ compatibilityVersion, binaryVersion });

describe("kubernetesEnvironment", () => {
  it("models Kubernetes 1.35 with its default compatibility version 1.34", () => {
    const env = kubernetesEnvironment();
    expect([env.binaryVersion, env.compatibilityVersion, env.type]).toEqual([
      "1.35",
      "1.34",
      "NewExpressions",
    ]);
  });

  it("has the 1.0 base before any versioned entry", () => {
    const env = at("1.26");
    expect(names(env)).toEqual([
      "cel.lib.std",
      "kubernetes.urls",
      "kubernetes.regex",
      "kubernetes.lists",
      "cel.lib.ext.strings",
      // Feature-gated, and the gate is on in 1.35: in at any compatibility version (see below).
      "kubernetes.authzSelectors",
    ]);
    expect(env.checkerOptions).toEqual({
      crossTypeNumericComparisons: false,
      homogeneousAggregateLiterals: false,
      celGoV026Lookup: true,
    });
    expect(env.validators.map((v) => v.name)).toEqual(["cel.validator.homogeneous_literals"]);
    expect(functionNames(env).has("format")).toBe(false); // strings version 0
  });

  it.each([
    ["1.27", "kubernetes.authz"],
    ["1.28", "cel.lib.optional"],
    ["1.28", "kubernetes.quantity"],
    ["1.29", "cel.lib.ext.sets"],
    ["1.30", "kubernetes.net.ip"],
    ["1.30", "kubernetes.net.cidr"],
    ["1.31", "kubernetes.format"],
    ["1.32", "cel.lib.ext.comprev2"],
    ["1.33", "kubernetes.Semver"],
    ["1.34", "cel.lib.ext.lists"],
  ])("adds at %s the library %s", (version, library) => {
    const [major, minor] = version.split(".").map(Number);
    expect(names(at(version))).toContain(library);
    expect(names(at(`${major}.${(minor ?? 0) - 1}`))).not.toContain(library);
  });

  // environment.go:248-262 at v0.35.0: for NewExpressions a FeatureEnabled hook takes priority over the versions;
  // base.go:152-167 gates library.AuthzSelectors on AuthorizeWithSelectors (kube_features.go:350-354: off in
  // 1.31, on from 1.32), and 24a394e5 (1.37) drops the hook. StoredExpressions ignores the hook.
  it("adds library.AuthzSelectors to new expressions as its feature gate says, in binaries 1.31 to 1.36", () => {
    const selectors = "kubernetes.authzSelectors";
    expect(names(at("1.26", "1.35"))).toContain(selectors);
    expect(names(at("1.30", "1.32"))).toContain(selectors);
    expect(names(at("1.31", "1.31"))).not.toContain(selectors);
    expect(names(kubernetesEnvironment({ binaryVersion: "1.31", type: "StoredExpressions" }))).toContain(
      selectors,
    );
    expect(names(at("1.30", "1.37"))).not.toContain(selectors);
    expect(names(at("1.31", "1.37"))).toContain(selectors);
  });

  // environment.go:264-269 at v0.35.0: the provider recognizes keyword field names from compatibility version
  // 1.31; StoredExpressions is extended at version MaxUint.MaxUint (environment.go:228), so it always does.
  it("reaches a keyword-named field by its name from 1.31, and always in stored expressions", () => {
    const declType = schemaDeclType({ type: "object", properties: { namespace: { type: "string" } } }, false);
    if (declType === undefined) throw new Error("no decl type");
    const compiles = (environment: KubernetesEnvironment, rule: string): boolean => {
      const recognizeKeywordAsFieldName = recognizesKeywordsAsFieldNames(environment);
      return (
        compileRule({ rule }, declType, environment, { recognizeKeywordAsFieldName }).problems.length === 0
      );
    };
    const stored130 = kubernetesEnvironment({ compatibilityVersion: "1.30", type: "StoredExpressions" });
    expect(compiles(at("1.30"), "self.namespace == 'a'")).toBe(false);
    expect(compiles(at("1.30"), "self.__namespace__ == 'a'")).toBe(true);
    expect(compiles(at("1.31"), "self.namespace == 'a'")).toBe(true);
    expect(compiles(stored130, "self.namespace == 'a'")).toBe(true);
  });

  it("turns on cross-type numeric comparisons at 1.28", () => {
    expect(at("1.27").checkerOptions.crossTypeNumericComparisons).toBe(false);
    expect(at("1.28").checkerOptions.crossTypeNumericComparisons).toBe(true);
  });

  it("adds the literal validators at 1.29, each once, and the string format configurer with strings v2", () => {
    expect(at("1.29").validators.map((v) => v.name)).toEqual([
      "cel.validator.homogeneous_literals",
      "cel.validator.duration",
      "cel.validator.timestamp",
      "cel.validator.matches",
      "cel.validator.string_format",
    ]);
  });

  it("switches the strings library from version 0 to 2 at 1.29", () => {
    expect(functionNames(at("1.28")).has("strings.quote")).toBe(false);
    expect(functionNames(at("1.29")).has("strings.quote")).toBe(true);
    expect(functionNames(at("1.29")).has("reverse")).toBe(false); // version 3
  });

  it("uses semver version 1 and ext lists version 3", () => {
    expect(overloadIds(at("1.33")).has("string_bool_to_semver")).toBe(true);
    expect(overloadIds(at("1.34")).has("list_google.protobuf.Duration_sort")).toBe(true);
  });

  it("has lists version 0 up to 1.36 and version 1 (includes) from 1.37, on a 1.37 binary", () => {
    expect(functionNames(at("1.36", "1.37")).has("includes")).toBe(false);
    expect(functionNames(at("1.37", "1.37")).has("includes")).toBe(true);
    expect(names(at("1.37", "1.37")).filter((n) => n === "kubernetes.lists")).toHaveLength(1);
  });

  it("gives stored expressions every library the binary knows, whatever the compatibility version", () => {
    const set = kubernetesEnvSet({ binaryVersion: "1.35", compatibilityVersion: "1.27" });
    expect(names(set.NewExpressions)).not.toContain("cel.lib.ext.sets");
    expect(names(set.StoredExpressions)).toEqual(names(at("1.35")));
    expect(functionNames(set.StoredExpressions).has("includes")).toBe(false); // 1.35 had lists version 0
    const later = kubernetesEnvSet({ binaryVersion: "1.37", compatibilityVersion: "1.36" });
    expect(functionNames(later.StoredExpressions).has("includes")).toBe(true);
  });

  it("declares without conflicts at every version", () => {
    for (const binaryVersion of ["1.35", "1.37"]) {
      for (let minor = 0; minor <= 37; minor++) {
        const set = kubernetesEnvSet({ binaryVersion, compatibilityVersion: `1.${minor}` });
        expect(() => newKubernetesCheckerEnv(set.NewExpressions)).not.toThrow();
        expect(() => newKubernetesCheckerEnv(set.StoredExpressions)).not.toThrow();
      }
    }
  });

  it("rejects a version without major and minor", () => {
    expect(() => kubernetesEnvironment({ binaryVersion: "1" })).toThrow(
      "version must contain an major and minor component, but got: 1",
    );
  });
});

describe("compiling in a versioned environment", () => {
  const errors = (expr: string, env: KubernetesEnvironment): string[] =>
    compileKubernetes(expr, env).errors.map((e) => e.message);

  it("compares int with double from 1.28", () => {
    expect(errors("1 < 2.0", at("1.27"))).toEqual([
      "found no matching overload for '_<_' applied to '(int, double)'",
    ]);
    expect(errors("1 < 2.0", at("1.28"))).toEqual([]);
  });

  it("knows optional syntax from 1.28", () => {
    expect(errors("{'a': 1}[?'a'].orValue(0) == 1", at("1.28"))).toEqual([]);
    expect(errors("{'a': 1}[?'a'].orValue(0) == 1", at("1.27"))).not.toEqual([]);
  });

  it("expands two-variable comprehensions from 1.32", () => {
    expect(errors("{'a': 1}.all(k, v, v > 0)", at("1.32"))).toEqual([]);
    expect(errors("{'a': 1}.all(k, v, v > 0)", at("1.31"))).not.toEqual([]);
  });

  it("expands sortBy from 1.34", () => {
    expect(errors("[2, 1].sortBy(e, -e) == [2, 1]", at("1.34"))).toEqual([]);
    expect(errors("[2, 1].sortBy(e, -e) == [2, 1]", at("1.33"))).not.toEqual([]);
  });

  it("exempts string.format arguments from the homogeneous-literal check", () => {
    expect(errors("'%s %d'.format(['a', 1]) == 'a 1'", at("1.29"))).toEqual([]);
    expect(errors("['a', 1] == ['a', 1]", at("1.29"))).toEqual([
      "expected type 'string' but found 'int'",
      "expected type 'string' but found 'int'",
    ]);
  });

  it("takes back-quoted field names only from a 1.37 binary (cel-go v0.29.2), whatever the compatibility version", () => {
    const text = "{'a-b': 1}.`a-b` == 1";
    // cel-go v0.26.0 parser_test.go: `a.\`b-c\`` with EnableIdentEscapeSyntax(false).
    const refused = compileKubernetes(text, at("1.35"));
    expect(refused.errors.map((e) => [e.message, e.offset])).toEqual([["unsupported syntax: '`'", 11]]);
    expect(errors(text, at("1.30", "1.36"))).toEqual(["unsupported syntax: '`'"]);
    expect(errors(text, kubernetesEnvSet({ binaryVersion: "1.36" }).StoredExpressions)).toEqual([
      "unsupported syntax: '`'",
    ]);
    expect(errors(text, at("1.36", "1.37"))).toEqual([]);
    expect(errors(text, at("1.30", "1.37"))).toEqual([]);
  });

  it("resolves identifiers as cel-go v0.26.0 below a 1.37 binary: a leading dot finds comprehension variables", () => {
    // v0.26.0 checker/env.go:134-166 (LookupIdent); later releases make `.x` skip the comprehension's x.
    const text = "[1].all(x, .x > 0)";
    expect(errors(text, at("1.34"))).toEqual([]);
    expect(errors(text, kubernetesEnvSet({ binaryVersion: "1.36" }).StoredExpressions)).toEqual([]);
    expect(errors(text, at("1.36", "1.37"))).toEqual(["undeclared reference to '.x' (in container '')"]);
  });

  it("types the identifier optional_type as type(optional_type) below a 1.37 binary (cel-go v0.26.0)", () => {
    // v0.26.0 common/types/optional.go:28 declares OptionalType without parameters; later ones with dyn.
    const text = "optional_type == 1";
    expect(errors(text, at("1.34"))).toEqual([
      "found no matching overload for '_==_' applied to '(type(optional_type), int)'",
    ]);
    expect(errors(text, at("1.36", "1.37"))).toEqual([
      "found no matching overload for '_==_' applied to '(type(optional_type(dyn)), int)'",
    ]);
    expect(errors("type(optional.of(1)) == optional_type", at("1.34"))).toEqual([]);
  });

  it("declares duration(int) below a 1.37 binary (cel-go v0.26.0; deleted by cel-go #1300)", () => {
    const text = "duration(5) == duration('5s')";
    // It type-checks; from compatibility version 1.29 the duration literal validator evaluates the call, whose
    // conversion always fails (cel/validator.go:273-281, common/types/int.go:198).
    expect(errors(text, at("1.34"))).toEqual(["invalid duration argument"]);
    expect(errors(text, kubernetesEnvSet({ binaryVersion: "1.36" }).StoredExpressions)).toEqual([
      "invalid duration argument",
    ]);
    expect(errors(text, at("1.36", "1.37"))).toEqual([
      "found no matching overload for 'duration' applied to '(int)'",
    ]);
    // Without the validators (compatibility 1.28), planning the constant argument fails, as `Program()` does.
    const checked = compileKubernetes(text, at("1.28")).ast;
    if (checked === undefined) throw new Error("did not compile");
    expect(planTimeError(checked)).toEqual({
      error: "type conversion error from 'int' to 'google.protobuf.Duration'",
    });
    // A variable argument compiles and fails when evaluated.
    const withVariable = compileKubernetes("duration(n) == duration('5s')", at("1.34"), {
      variables: [variableDecl("n", celTypes.int)],
    }).ast;
    if (withVariable === undefined) throw new Error("did not compile");
    const value = evaluate(withVariable, { n: 5n }, { overloads: kubernetesOverloads() }).value;
    expect(value).toEqual(new ErrorValue("type conversion error from 'int' to 'google.protobuf.Duration'"));
  });

  it("knows the library types", () => {
    expect(
      errors("type(ip('1.2.3.4')) == net.IP && type(cidr('1.2.3.0/24')) == net.CIDR", at("1.30")),
    ).toEqual([]);
    expect(errors("url('https://x').getHost() == 'x' && quantity('1').isInteger()", at("1.28"))).toEqual([]);
  });
});

describe("environment properties", () => {
  const version = fc.record({ major: fc.constant(1), minor: fc.integer({ min: 0, max: 40 }) });

  it("stored expressions know every overload new expressions may use", () => {
    fc.assert(
      fc.property(version, version, (binary, compatibility) => {
        const set = kubernetesEnvSet({
          binaryVersion: `${binary.major}.${binary.minor}`,
          compatibilityVersion: `${compatibility.major}.${compatibility.minor}`,
        });
        const stored = overloadIds(set.StoredExpressions);
        return [...overloadIds(set.NewExpressions)].every((id) => stored.has(id));
      }),
    );
  });

  it("a later compatibility version never loses an overload, a library name or a validator", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36 }), (minor) => {
        const before = at(`1.${minor}`, "1.37");
        const after = at(`1.${minor + 1}`, "1.37");
        const ids = overloadIds(after);
        const libs = names(after);
        const validators = after.validators.map((v) => v.name);
        return (
          [...overloadIds(before)].every((id) => ids.has(id)) &&
          names(before).every((n) => libs.includes(n)) &&
          before.validators.every((v) => validators.includes(v.name))
        );
      }),
    );
  });
});
