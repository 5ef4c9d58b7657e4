/**
 * apiserver `pkg/cel/library/library_compatibility_test.go`: `TestLibraryCompatibility` (every function
 * of the Kubernetes libraries is assigned to a release, and every listed one exists) and
 * `TestTypeRegistration` (every opaque or struct argument type is in the library's `Types()`, with a
 * `kubernetes.` name unless legacy).
 */
import { describe, expect, it } from "vitest";
import { knownKubernetesLibraries } from "../../src/decls/kubernetes/known.js";

const knownFunctions = new Set([
  // Kubernetes 1.24:
  ...[
    "isSorted",
    "sum",
    "max",
    "min",
    "indexOf",
    "lastIndexOf",
    "find",
    "findAll",
    "url",
    "getScheme",
    "getHost",
  ],
  ...["getHostname", "getPort", "getEscapedPath", "getQuery", "isURL"],
  // Kubernetes <1.27>:
  ...[
    "path",
    "group",
    "serviceAccount",
    "resource",
    "subresource",
    "namespace",
    "name",
    "check",
    "allowed",
    "reason",
  ],
  // Kubernetes <1.28>:
  ...["errored", "error"],
  // Kubernetes <1.29>:
  ...["add", "asApproximateFloat", "asInteger", "compareTo", "isGreaterThan", "isInteger", "isLessThan"],
  ...["isQuantity", "quantity", "sign", "sub"],
  // Kubernetes <1.30>:
  ...["ip", "family", "isUnspecified", "isLoopback", "isLinkLocalMulticast", "isLinkLocalUnicast"],
  ...["isGlobalUnicast", "ip.isCanonical", "isIP", "cidr", "containsIP", "containsCIDR", "masked"],
  ...["prefixLength", "isCIDR", "string"],
  // Kubernetes <1.31>:
  ...[
    "fieldSelector",
    "labelSelector",
    "validate",
    "format.named",
    "isSemver",
    "major",
    "minor",
    "patch",
    "semver",
  ],
  // Kubernetes <1.32>:
  "jsonpatch.escapeKey",
  // Kubernetes <1.33>:
  ...["semver", "isSemver", "major", "minor", "patch"],
  // Kubernetes <1.37>:
  "includes",
]);

const legacyTypeNames = new Set(["net.IP", "net.CIDR"]);

describe("TestLibraryCompatibility", () => {
  const libraries = knownKubernetesLibraries();

  it("names every library kubernetes.*", () => {
    for (const lib of libraries) expect(lib.name).toMatch(/^kubernetes\./);
  });

  it("assigns every declared function to a release, and declares every listed one", () => {
    const declared = new Set(libraries.flatMap((lib) => lib.declarations.map((fn) => fn.name)));
    expect([...declared].filter((name) => !knownFunctions.has(name))).toEqual([]);
    expect([...knownFunctions].filter((name) => !declared.has(name))).toEqual([]);
  });
});

describe("TestTypeRegistration", () => {
  it.each(knownKubernetesLibraries().map((lib) => [lib.name, lib] as const))("%s", (_, lib) => {
    const registered = new Set(lib.types.map((t) => t.name));
    for (const name of registered) {
      if (!legacyTypeNames.has(name)) expect(name).toMatch(/^kubernetes\./);
    }
    const used = lib.declarations
      .flatMap((fn) => fn.overloads.flatMap((o) => o.argTypes))
      .filter((t) => t.kind === "opaque" || t.kind === "struct")
      .map((t) => t.name);
    expect(used.filter((name) => !registered.has(name))).toEqual([]);
  });
});
