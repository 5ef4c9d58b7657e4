import { fileURLToPath } from "node:url";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  validateExampleFixed,
  validateExampleOutput,
  validateExampleSample,
  validateExampleStored,
} from "../../src/cli/validate-example.js";
import { folderWith, runBin } from "./fixtures.js";

// The worked example of docs/cli.md is what the bin prints for it.
const cronjobCrds = fileURLToPath(new URL("../../../../examples/cronjob/config/crd/bases", import.meta.url));

function sampleProject(sample: string): string {
  const dir = folderWith({});
  mkdirSync(join(dir, "config", "samples"), { recursive: true });
  writeFileSync(join(dir, "config", "samples", "cronjob.yaml"), sample);
  return dir;
}

describe("the worked example of crdgen validate", () => {
  it("prints the documented findings for the sample", () => {
    const run = runBin(
      ["validate", "config/samples/cronjob.yaml", "--crds", cronjobCrds],
      sampleProject(validateExampleSample),
    );
    expect(run.stdout).toBe(validateExampleOutput);
    expect(run.status).toBe(1);
  });

  it("prints the documented stored object for the fixed sample", () => {
    const run = runBin(
      ["validate", "config/samples/cronjob.yaml", "--crds", cronjobCrds, "--output", "yaml"],
      sampleProject(validateExampleFixed),
    );
    expect(run.stdout).toBe(validateExampleStored);
    expect(run.status).toBe(0);
  });
});
