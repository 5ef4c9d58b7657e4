import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type Scenario,
  kindSource,
  runAugmentationScript,
  runBecomesGlobalScript,
  runEditScript,
  runEmptiedFileScript,
  runSyntaxAndFilesScript,
  setUpScenario,
} from "../support/incremental-scenario.js";
import { runLibraryLoweringScript, runLibraryReuseScript } from "../support/library-reuse-scenario.js";
import { generateCrds, loadProject } from "../../src/index.js";

// The incremental pipeline on the ts-morph backend: the shared edit script (support/incremental-scenario.ts),
// and a case of its own about comment problems.

let dir: string;

function setUp(): Scenario {
  const open = () => {
    const project = loadProject({ inputs: ["api"], cwd: dir }).value;
    if (project === undefined) throw new Error("not loaded");
    return project;
  };
  return setUpScenario(dir, open, () => generateCrds({ inputs: ["api"], cwd: dir }));
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-incremental-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("IncrementalGenerator", () => {
  it("gives what a fresh run gives after each edit, reusing the CRDs of untouched kinds", () => {
    runEditScript(setUp());
  });

  it("redoes only the kind whose file was caught empty in the middle of a save", () => {
    runEmptiedFileScript(setUp());
  });

  it("redoes every kind when a module becomes a global script", () => {
    runBecomesGlobalScript(setUp());
  });

  it("redoes the kinds a module augmentation reaches, though they do not import it", () => {
    runAugmentationScript(setUp());
  });

  it("keeps library types' definitions across edits, converting again only those with problems", () => {
    runLibraryReuseScript(setUp());
  });

  it("keeps library types' schemas across edits, lowering again those that report problems", () => {
    runLibraryLoweringScript(setUp());
  });

  it("notices syntax errors, their fix, new kinds and removed files", () => {
    runSyntaxAndFilesScript(setUp());
  });

  it("lists the input files once per run when the edited file holds the kinds it redoes", () => {
    const { generator, project, fresh, write } = setUp();
    generator.run();
    const gamma = write("api/v1/gamma.ts", kindSource("Gamma", "{ g: string; h?: number }"));
    project.refresh([gamma]);
    // Discovery lists them; the redone kind's declaration is the one it found in the edited file.
    const listed = vi.spyOn(project, "inputFiles");
    expect(generator.run()).toEqual(fresh());
    expect(listed).toHaveBeenCalledTimes(1);
  });

  it("keeps comment problems when a kind starts reading a file another kind reads", () => {
    const { generator, project, fresh, write } = setUp();
    const typo = "export interface Tagged {\n  // +kubebuilder:validation:MinLenght=1\n  tag: string;\n}\n";
    const tagged = write("api/v1/tagged.ts", typo);
    const gamma = write(
      "api/v1/gamma.ts",
      kindSource("Gamma", "{ t: Tagged }", 'import type { Tagged } from "./tagged";'),
    );
    project.refresh([tagged, gamma]);
    generator.run();
    // Beta now reads tagged.ts too, which Gamma reads: both are converted again.
    const beta = write(
      "api/v1/beta.ts",
      kindSource(
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
