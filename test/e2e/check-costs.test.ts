import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { childEnvironment } from "./operator-project.js";

// The package's bin, as `npx crdgen` runs it.
const bin = fileURLToPath(new URL("../../packages/crdgen/dist/bundle/bin.js", import.meta.url));
const corpusCrd = fileURLToPath(
  new URL("../../testdata/corpus/crds/fluxcd/source.toolkit.fluxcd.io_helmcharts.yaml", import.meta.url),
);

const folder = mkdtempSync(join(tmpdir(), "crdgen-costs-"));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** A CRD with a rule over an unbounded list (cardinality from the request size) under a bounded one. */
const handMade = [
  "apiVersion: apiextensions.k8s.io/v1",
  "kind: CustomResourceDefinition",
  "metadata:",
  "  name: widgets.example.com",
  "spec:",
  "  group: example.com",
  "  names: {kind: Widget, plural: widgets}",
  "  scope: Namespaced",
  "  versions:",
  "    - name: v1",
  "      served: true",
  "      storage: true",
  "      schema:",
  "        openAPIV3Schema:",
  "          type: object",
  "          properties:",
  "            spec:",
  "              type: object",
  "              properties:",
  "                parts:",
  "                  type: array",
  "                  maxItems: 10",
  "                  items:",
  "                    type: object",
  "                    properties:",
  "                      name: {type: string, maxLength: 20}",
  "                    x-kubernetes-validations:",
  "                      - rule: self.name.startsWith('a')",
  "",
].join("\n");

function run(args: readonly string[]) {
  return spawnSync(process.execPath, [bin, "check", ...args], { encoding: "utf8", env: childEnvironment() });
}

describe("crdgen check --costs", () => {
  it("prints each rule's cost, cardinality and share, and the CRD total, as JSON", () => {
    const file = join(folder, "widget.yaml");
    writeFileSync(file, handMade);
    const result = run(["--costs", "--format", "json", file, corpusCrd]);
    expect(result.status).toBe(0);
    const json = JSON.parse(result.stdout) as {
      files: { documents: { rules: Record<string, unknown>[]; estimatedCostTotal: number }[] }[];
    };
    const [widget, flux] = json.files.map((f) => f.documents[0]);
    expect(widget?.rules).toEqual([
      {
        field:
          "spec.validation.openAPIV3Schema.properties[spec].properties[parts].items.x-kubernetes-validations[0].rule",
        rule: "self.name.startsWith('a')",
        estimatedCost: { min: 3, max: 3 },
        maxCardinality: 10,
        totalCost: 30,
      },
    ]);
    expect(widget?.estimatedCostTotal).toBe(30);
    expect(flux?.rules.map((r) => r.field)).toEqual([
      "spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].rule",
    ]);
    expect(flux?.estimatedCostTotal).toBe(7);
  });

  it("prints them as text", () => {
    const file = join(folder, "widget-text.yaml");
    writeFileSync(file, handMade);
    const result = run(["--costs", file]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`${file}:1: CEL rule costs of widgets.example.com`);
    expect(result.stdout).toContain("    rule: self.name.startsWith('a')");
    expect(result.stdout).toContain("    estimated cost 3..3, max cardinality 10");
    expect(result.stdout).toContain("    total 30: 0.00% of the per-rule limit 10000000");
    expect(result.stdout).toContain(
      "  spec.validation.openAPIV3Schema: total 30, 0.00% of the per-CRD limit 100000000",
    );
  });

  it("prints no costs without --costs", () => {
    const result = run(["--format", "json", corpusCrd]);
    expect(result.stdout).not.toContain('"rules"');
  });
});
