import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { placedDiagnostics, testTsconfig, writeProjectFile } from "../support/temp-project.js";
import { generateCrds, IncrementalGenerator, loadProject } from "../../src/index.js";

// When TypeScript reports why a type is broken, crdgen's complaint about the `any` it became is noise that
// would be read first.

let dir: string;

const write = (file: string, text: string): string => writeProjectFile(dir, file, text);

const placed = placedDiagnostics;

const kind = (spec: string, imports = "") =>
  `// +groupName=c.example.com\n${imports}\n// +kubebuilder:object:root=true\nexport interface Cascade {\n  apiVersion: string;\n  kind: string;\n  spec: ${spec};\n}\n`;

const clientNode = 'import type { V1PodSpec } from "@kubernetes/client-node";';

const missingClientNode = [
  "CRD2001",
  "api/v1/c.ts:2:32",
  "TS2307: Cannot find module '@kubernetes/client-node' or its corresponding type declarations.",
];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-cascades-"));
  write("tsconfig.json", testTsconfig());
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("types TypeScript could not resolve", () => {
  it("give only TypeScript's error for an unresolved import", () => {
    write("api/v1/c.ts", kind("{ pod: V1PodSpec; n: string }", clientNode));
    expect(placed(generateCrds({ inputs: ["api"], cwd: dir }).diagnostics)).toEqual([missingClientNode]);
  });

  it("give only TypeScript's error for a syntax error in a type", () => {
    write("api/v1/c.ts", kind("{ a: ; n: string }"));
    expect(placed(generateCrds({ inputs: ["api"], cwd: dir }).diagnostics)).toEqual([
      ["CRD2001", "api/v1/c.ts:7:14", "TS1110: Type expected."],
    ]);
  });

  it("are reported where they are used when TypeScript's error is in a file crdgen does not check", () => {
    write("shared/pod.ts", `${clientNode}\nexport interface Pod {\n  spec: V1PodSpec;\n}\n`);
    write("api/v1/c.ts", kind("{ pod: Pod }", 'import type { Pod } from "../../shared/pod";'));
    const [only, ...rest] = generateCrds({ inputs: ["api"], cwd: dir }).diagnostics;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      code: "CRD2023",
      severity: "error",
      span: { file: "shared/pod.ts", start: { line: 3, column: 9 } },
      hint: expect.stringContaining("tsc --noEmit") as unknown,
    });
  });

  it("in watch mode too: an edit that breaks an import gives TypeScript's error alone", () => {
    const file = write("api/v1/c.ts", kind("{ n: string }"));
    const project = loadProject({ inputs: ["api"], cwd: dir }).value;
    if (project === undefined) throw new Error("not loaded");
    const generator = new IncrementalGenerator(project);
    expect(generator.run().diagnostics).toEqual([]);
    write("api/v1/c.ts", kind("{ pod: V1PodSpec; n: string }", clientNode));
    project.refresh([file]);
    expect(placed(generator.run().diagnostics)).toEqual([missingClientNode]);
  });
});
