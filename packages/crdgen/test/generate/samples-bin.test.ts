import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBin as runValidateBin } from "../validate/fixtures.js";
import { apiProject, widgetSource } from "./api-project.js";

// generate validates the project's samples against the CRDs it has just generated, through the built bin.

const goodSample = "apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  size: 3\n";
const kustomization =
  "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - widget.yaml\n";
// generate prints its diagnostics on standard error and its summary on standard output: both are read.
function runBin(args: readonly string[], cwd: string): { stdout: string; status: number | null } {
  const run = runValidateBin(args, cwd);
  return { stdout: run.stdout + run.stderr, status: run.status };
}

const crdFile = "config/crd/bases/example.com_widgets.yaml";

describe("crdgen generate: samples", () => {
  it("validates config/samples by default, skipping documents of other groups", () => {
    const dir = apiProject({
      "config/samples/widget.yaml": goodSample,
      "config/samples/kustomization.yaml": kustomization,
    });
    const run = runBin(["generate"], dir);
    expect(run.stdout).not.toContain("config/samples");
    expect(run.status).toBe(0);
    expect(existsSync(path.join(dir, crdFile))).toBe(true);
  });

  it("fails on a sample the new CRD refuses, at the sample's position, and writes nothing", () => {
    const dir = apiProject({
      "api/v1/widget.ts": widgetSource("{ size: number; color: string }"),
      "config/samples/widget.yaml": goodSample,
    });
    const run = runBin(["generate"], dir);
    expect(run.stdout).toContain(
      "config/samples/widget.yaml:5:1 - error CRD5040: spec.color: Required value",
    );
    expect(run.stdout).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    expect(run.status).toBe(1);
    expect(existsSync(path.join(dir, crdFile))).toBe(false);
  });

  it("fails --check on an invalid sample, and reports a mistyped kind of the project's group", () => {
    const dir = apiProject({
      "samples/widget.yaml": goodSample.replace("size: 3", 'size: "three"'),
      "samples/gadget.yaml": "apiVersion: example.com/v1\nkind: Gadget\nmetadata:\n  name: g\n",
    });
    expect(runBin(["generate"], dir).status).toBe(0);
    const run = runBin(["generate", "--check", "--samples", "samples"], dir);
    expect(run.stdout).toContain("samples/widget.yaml:6:9 - error CRD5040: spec.size: Invalid value");
    expect(run.stdout).toContain(
      'samples/gadget.yaml:1:13 - error CRD5042: no matches for kind "Gadget" in version "example.com/v1"',
    );
    expect(run.status).toBe(1);
  });

  it("takes samples from the config file", () => {
    const dir = apiProject({
      "crdgen.config.json": JSON.stringify({ samples: "examples" }),
      "examples/widget.yaml": goodSample.replace("size: 3", "size: 3\n  extra: 1"),
    });
    const run = runBin(["generate"], dir);
    expect(run.stdout).toContain('examples/widget.yaml:7:3 - warning CRD5041: unknown field "spec.extra"');
    expect(run.status).toBe(0);
  });
});
