import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { crdgenBin } from "../support/bin.js";

// `crdgen markers [NAME]` through the package's bin: the reference that hints point at, from the registry.

function markers(...args: string[]) {
  const run = spawnSync(process.execPath, [crdgenBin, "markers", ...args], { encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("crdgen markers", () => {
  it("lists every marker by category with its summary", () => {
    const run = markers();
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(
      /^Validation:\n {2}\+kubebuilder:validation:Maximum +specifies the largest value/,
    );
    expect(run.stdout).toMatch(/\n {2}\+kubebuilder:printcolumn +adds a column to `kubectl get`/);
    expect(run.stdout).toContain("\nPackage (file-leading comment):\n  +groupName ");
    expect(
      run.stdout.endsWith(
        "Run `crdgen markers NAME` for one marker's arguments and an example (NAME may omit the prefix).\n",
      ),
    ).toBe(true);
  });

  it.each([
    ["kubebuilder:validation:Minimum"],
    ["+kubebuilder:validation:Minimum"],
    ["minimum"],
    ["MINIMUM"],
  ])("shows one marker's reference for %s", (name) => {
    const run = markers(name);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^### `\+kubebuilder:validation:Minimum`\n\nSpecifies the smallest value/);
    expect(run.stdout).toContain(
      "For the items of an array field or type: `+kubebuilder:validation:items:Minimum`.",
    );
    expect(run.stdout).toContain("```ts\n// +kubebuilder:validation:Minimum=0\n```\n");
  });

  it("is a usage error for an unknown marker, with the closest name", () => {
    const run = markers("minimun");
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain('error CRD5002: unknown marker "minimun"; did you mean Minimum?');
  });
});
