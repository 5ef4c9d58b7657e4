import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GenerateResult, TsProject } from "../../src/index.js";
import { generateCrds, IncrementalGenerator, openProject } from "../../src/index.js";
import { testTsconfig, writeProjectFile } from "../support/temp-project.js";
import { typescript7Package } from "./typescript7.js";

// Watch mode on the TypeScript 7 backend: each refresh is a new snapshot of the compiler with the changed
// files; after every edit the incremental run gives what a fresh ts-morph run gives, and reuses the CRDs of
// kinds no changed file reaches (the import graph comes from the compiler's resolution of each import).

let dir: string;
let project: TsProject | undefined;

const write = (file: string, text: string): string => writeProjectFile(dir, file, text);

const kind = (name: string, spec: string, imports = "") =>
  `import type { ObjectMeta } from "crdgen";\n${imports}\n// +kubebuilder:object:root=true\nexport interface ${name} {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: ${spec};\n}\n`;

const shared = (extra: string) =>
  `export interface Shared {\n  name: string;\n}\n\nexport interface Broken {\n  // +kubebuilder:validation:Minimum=1\n  ${extra}\n}\n`;

function setUp(): { generator: IncrementalGenerator; project: TsProject } {
  write("tsconfig.json", testTsconfig());
  write("api/v1/info.ts", "// +groupName=inc.example.com\nexport {};\n");
  write("api/v1/shared.ts", shared("flag: boolean;"));
  write(
    "api/v1/alpha.ts",
    kind("Alpha", "{ s: Shared; b: Broken }", 'import type { Broken, Shared } from "./shared";'),
  );
  write("api/v1/beta.ts", kind("Beta", "{ b: Broken }", 'import type { Broken } from "./shared";'));
  write("api/v1/gamma.ts", kind("Gamma", "{ g: string }"));
  project = openProject({
    inputs: ["api"],
    cwd: dir,
    tsBackend: "typescript7",
    typescriptPackage: typescript7Package,
  }).value;
  if (project === undefined) throw new Error("not loaded");
  project.prepareForChanges();
  return { generator: new IncrementalGenerator(project), project };
}

function fresh(): GenerateResult {
  return generateCrds({ inputs: ["api"], cwd: dir, tsBackend: "ts-morph" });
}

function crdOf(result: GenerateResult, name: string): unknown {
  return result.crds.find((c) => c.kind === name)?.crd;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-ts7-incremental-"));
});

afterEach(() => {
  project?.close?.();
  project = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const timeout = 120_000;

describe("IncrementalGenerator on the TypeScript 7 backend", () => {
  it(
    "gives what a fresh run gives after each edit, reusing the CRDs of untouched kinds",
    () => {
      const { generator, project } = setUp();
      const first = generator.run();
      expect(first).toEqual(fresh());

      const gamma = write("api/v1/gamma.ts", kind("Gamma", "{ g: string; h?: number }"));
      project.refresh([gamma]);
      const second = generator.run();
      expect(second).toEqual(fresh());
      expect(crdOf(second, "Alpha")).toBe(crdOf(first, "Alpha"));
      expect(crdOf(second, "Beta")).toBe(crdOf(first, "Beta"));
      expect(crdOf(second, "Gamma")).not.toBe(crdOf(first, "Gamma"));

      // Fixing the shared file clears the problem and changes Alpha and Beta, which import it.
      const sharedFile = write("api/v1/shared.ts", shared("count: number;"));
      project.refresh([sharedFile]);
      const third = generator.run();
      expect(third).toEqual(fresh());
      expect(third.diagnostics).toEqual([]);
      expect(crdOf(third, "Beta")).not.toBe(crdOf(second, "Beta"));
      expect(crdOf(third, "Gamma")).toBe(crdOf(second, "Gamma"));
    },
    timeout,
  );

  it(
    "notices syntax errors, their fix, new kinds and removed files",
    () => {
      const { generator, project } = setUp();
      generator.run();
      const gamma = write("api/v1/gamma.ts", `${kind("Gamma", "{ g: string }")}\nexport interface Oops {\n`);
      project.refresh([gamma]);
      const broken = generator.run();
      expect(broken).toEqual(fresh());
      expect(broken.diagnostics.some((d) => d.code === "CRD2001" && d.message.includes("'}' expected"))).toBe(
        true,
      );

      write("api/v1/gamma.ts", kind("Gamma", "{ g: string }"));
      const delta = write(
        "api/v2/delta.ts",
        `// +groupName=inc.example.com\n${kind("Delta", "{ d: string }")}`,
      );
      project.refresh([gamma, delta]);
      const grown = generator.run();
      expect(grown).toEqual(fresh());
      expect(grown.crds.map((c) => c.kind)).toEqual(["Alpha", "Beta", "Delta", "Gamma"]);

      rmSync(gamma);
      project.refresh([gamma]);
      const shrunk = generator.run();
      expect(shrunk).toEqual(fresh());
      expect(shrunk.crds.map((c) => c.kind)).toEqual(["Alpha", "Beta", "Delta"]);
    },
    timeout,
  );
});
