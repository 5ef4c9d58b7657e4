import { rmSync } from "node:fs";
import { expect } from "vitest";
import type { GenerateResult, TsProject } from "../../src/index.js";
import { IncrementalGenerator } from "../../src/index.js";
import { testTsconfig, writeProjectFile } from "./temp-project.js";

// The edit script the incremental (watch) tests run on each backend: a small project of three kinds, two of them
// importing a shared file, edited step by step. After every step the incremental run must give exactly what a
// fresh run gives, while handing back the same CRD objects for kinds no changed file reaches (watch mode renders
// and writes only changed ones).

/** A kind's source file: `spec` is its spec type, `imports` the import lines it needs. */
export const kindSource = (name: string, spec: string, imports = ""): string =>
  `import type { ObjectMeta } from "crdgen";\n${imports}\n// +kubebuilder:object:root=true\nexport interface ${name} {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: ${spec};\n}\n`;

/** shared.ts: `Shared`, and `Broken`, whose Minimum marker is a problem while `extra` is a boolean field. */
const sharedSource = (extra: string): string =>
  `export interface Shared {\n  name: string;\n}\n\nexport interface Broken {\n  // +kubebuilder:validation:Minimum=1\n  ${extra}\n}\n`;

/** A test project in a temporary folder, the incremental generator over it, and the fresh run to compare with. */
export interface Scenario {
  readonly generator: IncrementalGenerator;
  readonly project: TsProject;
  /** A fresh, non-incremental run over the folder as it is now. */
  readonly fresh: () => GenerateResult;
  /** Writes a file of the project (relative to its folder); returns the absolute path. */
  readonly write: (file: string, text: string) => string;
}

/**
 * Writes the scenario's project into `dir` (Alpha and Beta import api/v1/shared.ts, Gamma imports nothing),
 * opens it with `open` and puts an incremental generator over it; `fresh` is the run each step is compared with.
 */
export function setUpScenario(dir: string, open: () => TsProject, fresh: () => GenerateResult): Scenario {
  const write = (file: string, text: string): string => writeProjectFile(dir, file, text);
  write("tsconfig.json", testTsconfig());
  write("api/v1/info.ts", "// +groupName=inc.example.com\nexport {};\n");
  write("api/v1/shared.ts", sharedSource("flag: boolean;"));
  write(
    "api/v1/alpha.ts",
    kindSource("Alpha", "{ s: Shared; b: Broken }", 'import type { Broken, Shared } from "./shared";'),
  );
  write("api/v1/beta.ts", kindSource("Beta", "{ b: Broken }", 'import type { Broken } from "./shared";'));
  write("api/v1/gamma.ts", kindSource("Gamma", "{ g: string }"));
  const project = open();
  return { generator: new IncrementalGenerator(project), project, fresh, write };
}

/** The CRD object of kind `name` in `result`: compared by identity to tell reused CRDs from rebuilt ones. */
function crdOf(result: GenerateResult, name: string): unknown {
  return result.crds.find((c) => c.kind === name)?.crd;
}

/**
 * Edits that each reach some kinds and not others: Gamma alone, then Alpha dropping its use of Broken, then the
 * fix of shared.ts.
 */
export function runEditScript({ generator, project, fresh, write }: Scenario): void {
  const first = generator.run();
  expect(first).toEqual(fresh());
  // The marker on a boolean is a problem in shared.ts, met by Alpha and Beta.
  expect(first.diagnostics.map((d) => `${d.code} ${d.span?.file ?? ""}`)).toEqual([
    "CRD1007 api/v1/shared.ts",
  ]);

  const gamma = write("api/v1/gamma.ts", kindSource("Gamma", "{ g: string; h?: number }"));
  project.refresh([gamma]);
  const second = generator.run();
  expect(second).toEqual(fresh());
  expect(crdOf(second, "Alpha")).toBe(crdOf(first, "Alpha"));
  expect(crdOf(second, "Beta")).toBe(crdOf(first, "Beta"));
  expect(crdOf(second, "Gamma")).not.toBe(crdOf(first, "Gamma"));

  // Alpha stops using Broken: Beta still does, so its problem stays.
  const alpha = write(
    "api/v1/alpha.ts",
    kindSource("Alpha", "{ s: Shared }", 'import type { Shared } from "./shared";'),
  );
  project.refresh([alpha]);
  const third = generator.run();
  expect(third).toEqual(fresh());
  expect(third.diagnostics).toHaveLength(1);
  expect(crdOf(third, "Gamma")).toBe(crdOf(second, "Gamma"));

  // Fixing the shared file clears the problem and changes Beta, which imports it.
  const sharedFile = write("api/v1/shared.ts", sharedSource("count: number;"));
  project.refresh([sharedFile]);
  const fourth = generator.run();
  expect(fourth).toEqual(fresh());
  expect(fourth.diagnostics).toEqual([]);
  expect(crdOf(fourth, "Beta")).not.toBe(crdOf(third, "Beta"));
  expect(crdOf(fourth, "Gamma")).toBe(crdOf(third, "Gamma"));
}

/** A syntax error and its fix, a new kind in a new file, then a removed file. */
export function runSyntaxAndFilesScript({ generator, project, fresh, write }: Scenario): void {
  generator.run();
  const gamma = write(
    "api/v1/gamma.ts",
    `${kindSource("Gamma", "{ g: string }")}\nexport interface Oops {\n`,
  );
  project.refresh([gamma]);
  const broken = generator.run();
  expect(broken).toEqual(fresh());
  expect(broken.diagnostics.some((d) => d.code === "CRD2001" && d.message.includes("'}' expected"))).toBe(
    true,
  );

  write("api/v1/gamma.ts", kindSource("Gamma", "{ g: string }"));
  const delta = write(
    "api/v2/delta.ts",
    `// +groupName=inc.example.com\n${kindSource("Delta", "{ d: string }")}`,
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
}

/**
 * A save caught after the editor emptied Gamma's file and before it wrote the new text: an empty file declares
 * nothing global, so the next runs redo Gamma alone.
 */
export function runEmptiedFileScript({ generator, project, fresh, write }: Scenario): void {
  const first = generator.run();
  const gamma = write("api/v1/gamma.ts", "");
  project.refresh([gamma]);
  const emptied = generator.run();
  expect(emptied).toEqual(fresh());
  expect(emptied.crds.map((c) => c.kind)).toEqual(["Alpha", "Beta"]);
  write("api/v1/gamma.ts", kindSource("Gamma", "{ g: string; h?: number }"));
  project.refresh([gamma]);
  const saved = generator.run();
  expect(saved).toEqual(fresh());
  expect(crdOf(saved, "Alpha")).toBe(crdOf(first, "Alpha"));
  expect(crdOf(saved, "Beta")).toBe(crdOf(first, "Beta"));
}

/**
 * A module that becomes a global script: its names now reach files that never import it, so Gamma, which
 * names one of them, must be redone although no file it imports changed.
 */
export function runBecomesGlobalScript({ generator, project, fresh, write }: Scenario): void {
  const extra = write("api/v1/extra.ts", "export interface Unused {\n  u: string;\n}\n");
  const gamma = write("api/v1/gamma.ts", kindSource("Gamma", "{ g: string; e?: GlobalExtra }"));
  project.refresh([extra, gamma]);
  const unresolved = generator.run();
  expect(unresolved).toEqual(fresh());
  expect(unresolved.crds.map((c) => c.kind)).toEqual(["Alpha", "Beta"]);
  write("api/v1/extra.ts", "interface GlobalExtra {\n  x: string;\n}\n");
  project.refresh([extra]);
  const resolved = generator.run();
  expect(resolved).toEqual(fresh());
  expect(resolved.crds.map((c) => c.kind)).toEqual(["Alpha", "Beta", "Gamma"]);
}

/**
 * A module that starts augmenting another module and then the global scope: Alpha, which uses the augmented
 * `Shared`, and Gamma, which names the global type, import nothing from it, yet both must be redone.
 */
export function runAugmentationScript({ generator, project, fresh, write }: Scenario): void {
  const aug = write("api/v1/aug.ts", "export interface Unused {\n  u: string;\n}\n");
  const gamma = write("api/v1/gamma.ts", kindSource("Gamma", "{ g: string; e?: GlobalExtra }"));
  project.refresh([aug, gamma]);
  const plain = generator.run();
  expect(plain).toEqual(fresh());
  write(
    "api/v1/aug.ts",
    'export {};\ndeclare module "./shared" {\n  interface Shared {\n    extra?: string;\n  }\n}\n',
  );
  project.refresh([aug]);
  const augmented = generator.run();
  expect(augmented).toEqual(fresh());
  expect(augmented).not.toEqual(plain);
  write("api/v1/aug.ts", "export {};\ndeclare global {\n  interface GlobalExtra {\n    x: string;\n  }\n}\n");
  project.refresh([aug]);
  const global = generator.run();
  expect(global).toEqual(fresh());
  expect(global.crds.map((c) => c.kind)).toEqual(["Alpha", "Beta", "Gamma"]);
}
