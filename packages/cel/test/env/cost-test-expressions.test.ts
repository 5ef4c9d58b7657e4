/**
 * The literal expressions of apiserver `pkg/cel/library/cost_test.go` (TestIPIsCanonicalCost through
 * TestTwoVariableComprehensionCost), compiled in `testCost`'s environment: every library at the versions it
 * names, plus `authorizer`. They must all compile (the test fails on any issue); costs are another helper's.
 */
import { describe, expect, it } from "vitest";
import { variableDecl } from "../../src/decls/decls.js";
import { twoVarComprehensionsLibrary } from "../../src/decls/ext/comprehensions.js";
import { setsLibrary } from "../../src/decls/ext/sets.js";
import { stringsLibrary } from "../../src/decls/ext/strings.js";
import { kubernetesAuthzLibrary, kubernetesAuthzSelectorsLibrary } from "../../src/decls/kubernetes/authz.js";
import { kubernetesCidrLibrary } from "../../src/decls/kubernetes/cidr.js";
import { kubernetesFormatLibrary } from "../../src/decls/kubernetes/format.js";
import { kubernetesIpLibrary } from "../../src/decls/kubernetes/ip.js";
import { kubernetesJsonPatchLibrary } from "../../src/decls/kubernetes/jsonpatch.js";
import { kubernetesListsLibrary } from "../../src/decls/kubernetes/lists.js";
import { kubernetesQuantityLibrary } from "../../src/decls/kubernetes/quantity.js";
import { kubernetesRegexLibrary } from "../../src/decls/kubernetes/regex.js";
import { kubernetesSemverLibrary } from "../../src/decls/kubernetes/semver.js";
import { authorizerType } from "../../src/decls/kubernetes/types.js";
import { kubernetesUrlsLibrary } from "../../src/decls/kubernetes/urls.js";
import { optionalLibrary } from "../../src/decls/optional.js";
import { standardLibrary } from "../../src/decls/stdlib.js";
import { compileKubernetes } from "../../src/env/compile.js";
import type { CelEnvironment } from "../../src/env/environment.js";

const env: CelEnvironment = {
  libraries: [
    { name: "cel.lib.std", library: standardLibrary },
    { name: "cel.lib.ext.strings", library: stringsLibrary(2) },
    { name: "kubernetes.urls", library: kubernetesUrlsLibrary() },
    { name: "kubernetes.regex", library: kubernetesRegexLibrary() },
    { name: "kubernetes.lists", library: kubernetesListsLibrary(1) },
    { name: "kubernetes.authz", library: kubernetesAuthzLibrary() },
    { name: "kubernetes.authzSelectors", library: kubernetesAuthzSelectorsLibrary() },
    { name: "kubernetes.quantity", library: kubernetesQuantityLibrary() },
    { name: "cel.lib.ext.sets", library: setsLibrary() },
    { name: "kubernetes.net.ip", library: kubernetesIpLibrary() },
    { name: "kubernetes.net.cidr", library: kubernetesCidrLibrary() },
    { name: "kubernetes.format", library: kubernetesFormatLibrary() },
    { name: "kubernetes.jsonpatch", library: kubernetesJsonPatchLibrary() },
    { name: "cel.lib.optional", library: optionalLibrary() },
    { name: "cel.lib.ext.comprev2", library: twoVarComprehensionsLibrary() },
    { name: "kubernetes.Semver", library: kubernetesSemverLibrary(1) },
  ],
  checkerOptions: { crossTypeNumericComparisons: false, homogeneousAggregateLiterals: false },
  validators: [],
  macros: [
    { name: "optMap", argCount: 2, receiver: true },
    { name: "optFlatMap", argCount: 2, receiver: true },
    ...["all", "exists", "existsOne", "exists_one"].map((name) => ({ name, argCount: 3, receiver: true })),
    ...["transformList", "transformMap", "transformMapEntry"].flatMap((name) =>
      [3, 4].map((argCount) => ({ name, argCount, receiver: true })),
    ),
  ],
};

const expressions: readonly string[] = [
  "ip.isCanonical('192.168.0.1')",
  "ip.isCanonical('2001:db8:3333:4444:5555:6666:7777:8888')",
  "ip.isCanonical('2001:db8::abcd')",
  "'ABCDEFGHIJ abcdefghij'.lowerAscii()",
  "'ABCDEFGHIJ abcdefghij'.lowerAscii() == 'abcdefghij ABCDEFGHIJ'.lowerAscii()",
  "'ABCDEFGHIJ abcdefghij'.upperAscii()",
  "'ABCDEFGHIJ abcdefghij'.upperAscii() == 'abcdefghij ABCDEFGHIJ'.upperAscii()",
  "strings.quote('ABCDEFGHIJ abcdefghij')",
  "strings.quote('ABCDEFGHIJ abcdefghij') == strings.quote('ABCDEFGHIJ abcdefghij')",
  "'abc 123 def 123'.replace('123', '456')",
  "'abc 123 def 123'.replace('', 'x')",
  "'abc 123 def 123'.replace('123', '')",
  "'abc 123 def 123'.replace('123', '456', 1)",
  "'abc 123 def 123'.split(' ')",
  "'abc 123 def 123'.split(' ', 1)",
  "'abc 123 def 123'.substring(5)",
  "'abc 123 def 123'.substring(5, 8)",
  "'  abc 123 def 123  '.trim()",
  "['aa', 'bb', 'cc', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join(' ')",
  "['aa', 'bb', 'cc', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join()",
  "'abc 123 def 123'.find('123')",
  "'abc 123 def 123'.findAll('123')",
  "'abc 123 def 123'.findAll('123', 1)",
  "jsonpatch.escapeKey('abc/def~ abc/def~')",
  "authorizer.path('/healthz')",
  "authorizer.group('apps').resource('deployments').subresource('status').namespace('test').name('backend')",
  "authorizer.group('').resource('pods').fieldSelector('spec.nodeName=example-node-name.fully.qualified.domain.name.example.com')",
  "authorizer.group('').resource('pods').labelSelector('spec.nodeName=example-node-name.fully.qualified.domain.name.example.com')",
  "authorizer.path('/healthz').check('get').allowed()",
  "authorizer.group('apps').resource('deployments').subresource('status').namespace('test').name('backend').check('create').allowed()",
  "authorizer.group('apps').resource('deployments').subresource('status').namespace('test').name('backend').check('create').allowed()",
  "authorizer.group('apps').resource('deployments').subresource('status').namespace('test').name('backend').check('create').errored()",
  "authorizer.group('apps').resource('deployments').subresource('status').namespace('test').name('backend').check('create').error()",
  'quantity("12Mi")',
  'isQuantity("20")',
  'isQuantity("20M")',
  'quantity("200M") == quantity("200M")',
  'quantity("200M") == quantity("0.2G") && quantity("0.2G") == quantity("200M")',
  'quantity("2M") == quantity("0.002G") && quantity("2000k") == quantity("2M") && quantity("0.002G") == quantity("2000k")',
  'quantity("50M").isLessThan(quantity("50Mi"))',
  'quantity("50Mi").isGreaterThan(quantity("50M"))',
  'quantity("200M").compareTo(quantity("0.2G")) > 0',
  'quantity("50k").add(quantity("20")) == quantity("50.02k")',
  'quantity("50k").sub(quantity("20")) == quantity("49.98k")',
  'quantity("50k").sub(20) == quantity("49980")',
  'quantity("50k").add(20).sub(quantity("100k")).asInteger() > 0',
  'quantity("50k").add(20).sub(quantity("100k")).sub(-50000).asInteger() > 0',
  'quantity("50k").asInteger() > 0',
  'quantity("50").isInteger()',
  'quantity("50.703k").asApproximateFloat() > 0.0',
  'format.named("dns1123subdomain")',
  'format.named("dns1123Subdomain").value().validate("my-name")',
  'format.named("dns1123Label").value().validate("my-name")',
  'format.named("dns1123Label").value().validate("my-name")',
  'format.named("dns1123Label").value() == format.named("dns1123Label").value()',
  "sets.contains([], [])",
  "sets.contains([1], [])",
  "sets.contains([1], [1])",
  "sets.contains([1], [1, 1])",
  "sets.contains([1, 1], [1])",
  "sets.contains([2, 1], [1])",
  "sets.contains([1, 2, 3, 4], [2, 3])",
  "sets.contains([1], [1.0, 1])",
  "sets.contains([1, 2], [2u, 2.0])",
  "sets.contains([1, 2u], [2, 2.0])",
  "sets.contains([1, 2.0, 3u], [1.0, 2u, 3])",
  "sets.contains([[1], [2, 3]], [[2, 3.0]])",
  "!sets.contains([1], [2])",
  "!sets.contains([1], [1, 2])",
  '!sets.contains([1], ["1", 1])',
  "!sets.contains([1], [1.1, 1u])",
  "sets.equivalent([], [])",
  "sets.equivalent([1], [1])",
  "sets.equivalent([1], [1, 1])",
  "sets.equivalent([1, 1], [1])",
  "sets.equivalent([1], [1u, 1.0])",
  "sets.equivalent([1], [1u, 1.0])",
  "sets.equivalent([1, 2, 3], [3u, 2.0, 1])",
  "sets.equivalent([[1.0], [2, 3]], [[1], [2, 3.0]])",
  "!sets.equivalent([2, 1], [1])",
  "!sets.equivalent([1], [1, 2])",
  "!sets.equivalent([1, 2], [2u, 2, 2.0])",
  "!sets.equivalent([1, 2], [1u, 2, 2.3])",
  "sets.intersects([1], [1])",
  "sets.intersects([1], [1, 1])",
  "sets.intersects([1, 1], [1])",
  "sets.intersects([2, 1], [1])",
  "sets.intersects([1], [1, 2])",
  "sets.intersects([1], [1.0, 2])",
  "sets.intersects([1, 2], [2u, 2, 2.0])",
  "sets.intersects([1, 2], [1u, 2, 2.3])",
  "sets.intersects([[1], [2, 3]], [[1, 2], [2, 3.0]])",
  "!sets.intersects([], [])",
  "!sets.intersects([1], [])",
  "!sets.intersects([1], [2])",
  '!sets.intersects([1], ["1", 2])',
  "!sets.intersects([1], [1.1, 2u])",
  'semver("1.0.0")',
  'semver("1234.56789012345.67890123456789")',
  'isSemver("1.0.0")',
  'isSemver("1234.56789012345.67890123456789")',
  'semver("1.2.3").major()',
  'semver("1.2.3").minor()',
  'semver("1.2.3").patch()',
  'semver("1.0.0").isLessThan(semver("1.1.0"))',
  'semver("1.1.0").isGreaterThan(semver("1.0.0"))',
  'semver("1.0.0").compareTo(semver("1.2.3"))',
  "{'a': 1, 'b': 2}.all(k, v, v > 0)",
  "{'a': 1, 'b': 2}.exists(k, v, v > 0)",
  "{'a': 1, 'b': 2}.existsOne(k, v, v > 0)",
  "{'a': 1, 'b': 2}.transformMap(k, v, v + 1)",
  "{'a': 1, 'b': 2}.transformMap(k, v, v < 5, v + 1)",
  "{'a': 1, 'b': 2}.transformMapEntry(k, v, {k: v + 1})",
  "{'a': 1, 'b': 2}.transformMapEntry(k, v, v < 5, {k: v + 1})",
  "[1, 2].all(i, v, v > 0)",
  "[1, 2].exists(i, v, v > 0)",
  "[1, 2].existsOne(i, v, v > 0)",
  "[1, 2].transformList(i, v, v + 1)",
  "[1, 2].transformList(i, v, v < 5, v + 1)",
];

describe("cost_test.go expressions", () => {
  it.each(expressions)("%s", (expr) => {
    const result = compileKubernetes(expr, env, { variables: [variableDecl("authorizer", authorizerType)] });
    expect(result.errors.map((e) => e.message)).toEqual([]);
  });
});
