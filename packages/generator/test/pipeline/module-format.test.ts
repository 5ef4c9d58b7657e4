import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testTsconfig, writeProjectFile } from "../support/temp-project.js";
import { generateCrds } from "../../src/index.js";

// In a `"type": "module"` project with node16/nodenext resolution, `tsc` reads every .ts file as an ES
// module, where kubernetes-types (no `exports` map) is imported by file name with `.js`. crdgen must see the
// same: accept what `tsc` accepts, refuse what it refuses, and say how to fix the import.

const kubernetesTypes = fileURLToPath(new URL("../../../../node_modules/kubernetes-types", import.meta.url));

let dir: string;

const write = (file: string, text: string): string => writeProjectFile(dir, file, text);

function esmProject(module: string): void {
  write("package.json", JSON.stringify({ name: "operator", type: "module" }));
  write("tsconfig.json", testTsconfig({}, { module: "NodeNext", moduleResolution: "NodeNext" }));
  mkdirSync(path.join(dir, "node_modules"));
  symlinkSync(kubernetesTypes, path.join(dir, "node_modules/kubernetes-types"), "dir");
  write(
    "api/v1/pod.ts",
    [
      "// +groupName=pods.example.com",
      'import type { ObjectMeta } from "crdgen";',
      `import type { PodSpec } from "${module}";`,
      "",
      "export interface Runner {",
      "  apiVersion: string;",
      "  kind: string;",
      "  metadata?: ObjectMeta;",
      "  spec: { template: PodSpec };",
      "}",
      "",
    ].join("\n"),
  );
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-esm-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("an ES module project with nodenext resolution", () => {
  it("imports kubernetes-types with .js", () => {
    esmProject("kubernetes-types/core/v1.js");
    const result = generateCrds({ inputs: ["api"], cwd: dir });
    expect(result.diagnostics).toEqual([]);
    expect(result.crds.map((c) => c.kind)).toEqual(["Runner"]);
  });

  it("refuses kubernetes-types without .js as tsc does, with a hint that says to add it", () => {
    esmProject("kubernetes-types/core/v1");
    const errors = generateCrds({ inputs: ["api"], cwd: dir }).diagnostics;
    expect(errors.map((d) => [d.code, d.span?.file, d.span?.start, d.message])).toEqual([
      [
        "CRD2001",
        "api/v1/pod.ts",
        { line: 3, column: 30 },
        "TS2307: Cannot find module 'kubernetes-types/core/v1' or its corresponding type declarations.",
      ],
    ]);
    expect(errors[0]?.hint).toContain('"kubernetes-types/core/v1.js"');
    expect(errors[0]?.hint).toContain("no `exports` map");
  });
});
