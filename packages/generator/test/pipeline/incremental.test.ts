import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testTsconfig, writeProjectFile } from "../support/temp-project.js";
import type { GenerateResult, TsProject } from "../../src/index.js";
import { generateCrds, IncrementalGenerator, loadProject } from "../../src/index.js";

// The incremental pipeline must give exactly what a fresh run gives after every edit, while handing back
// the same CRD objects for kinds that did not change (watch mode renders and writes only changed ones).

let dir: string;

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
  const project = loadProject({ inputs: ["api"], cwd: dir }).value;
  if (project === undefined) throw new Error("not loaded");
  return { generator: new IncrementalGenerator(project), project };
}

function fresh(): GenerateResult {
  return generateCrds({ inputs: ["api"], cwd: dir });
}

function crdOf(result: GenerateResult, name: string): unknown {
  return result.crds.find((c) => c.kind === name)?.crd;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-incremental-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("IncrementalGenerator", () => {
  it("gives what a fresh run gives after each edit, reusing the CRDs of untouched kinds", () => {
    const { generator, project } = setUp();
    const first = generator.run();
    expect(first).toEqual(fresh());
    // The marker on a boolean is a problem in shared.ts, met by Alpha and Beta.
    expect(first.diagnostics.map((d) => `${d.code} ${d.span?.file ?? ""}`)).toEqual([
      "CRD1007 api/v1/shared.ts",
    ]);

    const gamma = write("api/v1/gamma.ts", kind("Gamma", "{ g: string; h?: number }"));
    project.refresh([gamma]);
    const second = generator.run();
    expect(second).toEqual(fresh());
    expect(crdOf(second, "Alpha")).toBe(crdOf(first, "Alpha"));
    expect(crdOf(second, "Beta")).toBe(crdOf(first, "Beta"));
    expect(crdOf(second, "Gamma")).not.toBe(crdOf(first, "Gamma"));

    // Alpha stops using Broken: Beta still does, so its problem stays.
    const alpha = write(
      "api/v1/alpha.ts",
      kind("Alpha", "{ s: Shared }", 'import type { Shared } from "./shared";'),
    );
    project.refresh([alpha]);
    const third = generator.run();
    expect(third).toEqual(fresh());
    expect(third.diagnostics).toHaveLength(1);
    expect(crdOf(third, "Gamma")).toBe(crdOf(second, "Gamma"));

    // Fixing the shared file clears the problem and changes Beta.
    const sharedFile = write("api/v1/shared.ts", shared("count: number;"));
    project.refresh([sharedFile]);
    const fourth = generator.run();
    expect(fourth).toEqual(fresh());
    expect(fourth.diagnostics).toEqual([]);
    expect(crdOf(fourth, "Beta")).not.toBe(crdOf(third, "Beta"));
  });

  it("redoes only the kind whose file was caught empty in the middle of a save", () => {
    const { generator, project } = setUp();
    const first = generator.run();
    const gamma = write("api/v1/gamma.ts", "");
    project.refresh([gamma]);
    const emptied = generator.run();
    expect(emptied).toEqual(fresh());
    expect(emptied.crds.map((c) => c.kind)).toEqual(["Alpha", "Beta"]);
    write("api/v1/gamma.ts", kind("Gamma", "{ g: string; h?: number }"));
    project.refresh([gamma]);
    const saved = generator.run();
    expect(saved).toEqual(fresh());
    expect(crdOf(saved, "Alpha")).toBe(crdOf(first, "Alpha"));
    expect(crdOf(saved, "Beta")).toBe(crdOf(first, "Beta"));
  });

  it("notices syntax errors, their fix, new kinds and removed files", () => {
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
  });

  it("keeps comment problems when a kind starts reading a file another kind reads", () => {
    const { generator, project } = setUp();
    const typo = "export interface Tagged {\n  // +kubebuilder:validation:MinLenght=1\n  tag: string;\n}\n";
    write("api/v1/tagged.ts", typo);
    const gamma = write(
      "api/v1/gamma.ts",
      kind("Gamma", "{ t: Tagged }", 'import type { Tagged } from "./tagged";'),
    );
    project.refresh([path.join(dir, "api/v1/tagged.ts"), gamma]);
    generator.run();
    // Beta now reads tagged.ts too, which Gamma reads: both are converted again.
    const beta = write(
      "api/v1/beta.ts",
      kind(
        "Beta",
        "{ b: Broken; t: Tagged }",
        'import type { Broken } from "./shared";\nimport type { Tagged } from "./tagged";',
      ),
    );
    project.refresh([beta]);
    const after = generator.run();
    expect(after).toEqual(fresh());
    expect(after.diagnostics.some((d) => d.span?.file === "api/v1/tagged.ts")).toBe(true);
  });
});
