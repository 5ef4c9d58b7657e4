import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "@crdgen/structural";
import { generateCrds } from "../../src/index.js";
import type { GenerateResult } from "../../src/index.js";
import { explainDifferences } from "./allow-list.js";
import { crdDifferences, formatDifference } from "./crd-differences.js";
import { goldenCrd } from "./golden.js";
import { knownDifferences } from "./known-differences.js";

/**
 * crdgen against controller-gen: the TypeScript re-expression of controller-tools' cronjob test input
 * (packages/generator/test/parity/project) must give controller-gen's golden CRD, descriptions aside, up to the known
 * differences listed with their reasons in known-differences.ts.
 */

const parityDir = fileURLToPath(new URL("project", import.meta.url));

/** The warnings the fixture is expected to raise: markers that controller-gen ignores silently. */
const expectedDiagnostics = [
  "api/v1/spec_defaults.ts warning CRD1011 " +
    '+default="kubernetes-default" conflicts with +kubebuilder:default="kubebuilder-default"; +kubebuilder:default takes effect',
  "api/v1/spec_defaults.ts warning CRD1014 +default=ref(DefaultRefValue) has no effect: ref(...) defaults name Go constants",
  "api/v1/spec_objects.ts warning CRD1001 unknown marker +kubebuilder:validation:nullable",
  "api/v1/spec_objects.ts warning CRD1001 unknown marker +kubebuilder:validation:nullable",
  "api/v1/spec_objects.ts warning CRD1001 unknown marker +kubebuilder:validation:nullable",
  "api/v1/spec_objects.ts warning CRD1001 unknown marker +kubebuilder:validation:optional",
];

describe("parity with controller-gen on controller-tools' cronjob test input", () => {
  let result: GenerateResult;

  beforeAll(() => {
    result = generateCrds({
      inputs: [path.join(parityDir, "api")],
      tsconfig: path.join(parityDir, "tsconfig.json"),
      cwd: parityDir,
    });
  });

  it("raises only the expected warnings, each at a line of the fixture", () => {
    const lines = result.diagnostics.map(
      (d) => `${d.span?.file ?? "(no file)"} ${d.severity} ${d.code} ${d.message}`,
    );
    expect(lines).toEqual(expectedDiagnostics);
    expect(result.diagnostics.every((d) => (d.span?.start.line ?? 0) >= 1)).toBe(true);
  });

  it("makes one CRD with the golden's three versions", () => {
    expect(result.crds.map((c) => [c.group, c.kind, c.plural, c.versions])).toEqual([
      ["testdata.kubebuilder.io", "CronJob", "cronjobs", ["v1", "v1beta1", "v1beta2"]],
    ]);
  });

  it("matches the golden CRD, descriptions aside, up to the known differences", () => {
    const differences = crdDifferences(result.crds[0]?.crd, goldenCrd());
    const { unexplained, unused } = explainDifferences(differences, knownDifferences);
    expect(unexplained.map(formatDifference)).toEqual([]);
    expect(unused.map((k) => `${k.path} (${k.reason})`)).toEqual([]);
  });

  it("passes the API server's CRD validation", () => {
    expect(validateCustomResourceDefinition(result.crds[0]?.crd)).toEqual([]);
  });

  it("compares against a golden that itself passes the API server's CRD validation", () => {
    expect(validateCustomResourceDefinition(goldenCrd())).toEqual([]);
  });
});
