import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { apiProject, widgetSource } from "../generate/api-project.js";
import { crdgenBin } from "../support/bin.js";

// `crdgen openapi` through the package's bin, as users run it.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function folder(): string {
  const root = mkdtempSync(path.join(tmpdir(), "crdgen-openapi-"));
  roots.push(root);
  return root;
}

function crdgen(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [crdgenBin, "openapi", ...args], { cwd, encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function crdYaml(group: string, versions: string[]): string {
  const served = versions.map(
    (name, index) =>
      `  - name: ${name}\n    served: true\n    storage: ${index === 0}\n    schema:\n      openAPIV3Schema:\n` +
      `        type: object\n        properties:\n          spec:\n            type: object\n            nullable: true\n`,
  );
  return (
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.${group}\n` +
    `spec:\n  group: ${group}\n  names:\n    kind: Widget\n    listKind: WidgetList\n    plural: widgets\n` +
    `    singular: widget\n  scope: Namespaced\n  versions:\n${served.join("")}`
  );
}

describe("crdgen openapi", () => {
  it("prints the one v3 document of --crds", () => {
    const root = folder();
    writeFileSync(path.join(root, "crd.yaml"), crdYaml("example.com", ["v1"]));
    const run = crdgen(root, "--crds", "crd.yaml");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const document = JSON.parse(run.stdout) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.0.0");
    expect(Object.keys(document.paths)).toContain(
      "/apis/example.com/v1/namespaces/{namespace}/widgets/{name}",
    );
    expect(run.stdout).toContain('"nullable": true');
  });

  it("converts for v2: nullable fields lose their type", () => {
    const root = folder();
    writeFileSync(path.join(root, "crd.yaml"), crdYaml("example.com", ["v1"]));
    const run = crdgen(root, "crd.yaml", "--v2");
    expect(run.status).toBe(0);
    const document = JSON.parse(run.stdout) as {
      swagger: string;
      definitions: Record<string, { properties: object }>;
    };
    expect(document.swagger).toBe("2.0");
    expect(document.definitions["com.example.v1.Widget"]?.properties).toHaveProperty("spec", {});
  });

  it("writes one file per group-version to --out", () => {
    const root = folder();
    writeFileSync(path.join(root, "crd.yaml"), crdYaml("example.com", ["v1", "v1beta1"]));
    const run = crdgen(root, "--crds", "crd.yaml", "--out", "openapi");
    expect(run.status).toBe(0);
    expect(readdirSync(path.join(root, "openapi")).sort()).toEqual([
      "apis__example.com__v1_openapi.json",
      "apis__example.com__v1beta1_openapi.json",
    ]);
  });

  it("needs --out for several group-versions", () => {
    const root = folder();
    writeFileSync(path.join(root, "crd.yaml"), crdYaml("example.com", ["v1", "v1beta1"]));
    const run = crdgen(root, "--crds", "crd.yaml");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      "error CRD5002: the CRDs serve 2 group-versions (example.com/v1, example.com/v1beta1); pass --out DIR",
    );
  });

  it("refuses --v2 with --v3", () => {
    const run = crdgen(folder(), "--v2", "--v3");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("error CRD5002: --v2 and --v3 are both given");
  });

  it("generates the project's CRDs when no CRDs are given", () => {
    const root = apiProject();
    roots.push(root);
    const run = crdgen(root);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toHaveProperty("components.schemas");
  });

  it("says the project's types have errors, naming crdgen openapi (CRD5046), exit 2", () => {
    const root = apiProject({ "api/v1/widget.ts": widgetSource("{ size: symbol }") });
    roots.push(root);
    const run = crdgen(root);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(
      "error CRD5046: the project's API types (api) have errors: no CRDs for crdgen openapi",
    );
  });
});
