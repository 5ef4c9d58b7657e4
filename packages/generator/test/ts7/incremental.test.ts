import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TsProject } from "../../src/index.js";
import {
  type Scenario,
  runAugmentationScript,
  runBecomesGlobalScript,
  runEditScript,
  runEmptiedFileScript,
  runSyntaxAndFilesScript,
} from "../support/incremental-scenario.js";
import { runLibraryLoweringScript, runLibraryReuseScript } from "../support/library-reuse-scenario.js";
import { setUpTs7Scenario } from "./typescript7.js";

// Watch mode on the TypeScript 7 backend: each refresh is a new snapshot of the compiler with the changed
// files. The edit scripts are the ts-morph backend's (support/incremental-scenario.ts); each step is compared
// with a fresh ts-morph run, and the CRDs of kinds no changed file reaches must be reused (the import graph
// comes from the compiler's resolution of each import).

let dir: string;
let project: TsProject | undefined;

function setUp(): Scenario {
  return setUpTs7Scenario(dir, (opened) => {
    project = opened;
  });
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
      runEditScript(setUp());
    },
    timeout,
  );

  it(
    "redoes only the kind whose file was caught empty in the middle of a save",
    () => {
      runEmptiedFileScript(setUp());
    },
    timeout,
  );

  it(
    "redoes every kind when a module becomes a global script",
    () => {
      runBecomesGlobalScript(setUp());
    },
    timeout,
  );

  it(
    "redoes the kinds a module augmentation reaches, though they do not import it",
    () => {
      runAugmentationScript(setUp());
    },
    timeout,
  );

  it(
    "keeps library types' definitions across edits, converting again only those with problems",
    () => {
      runLibraryReuseScript(setUp());
    },
    timeout,
  );

  it(
    "keeps library types' schemas across edits, lowering again those that report problems",
    () => {
      runLibraryLoweringScript(setUp());
    },
    timeout,
  );

  it(
    "notices syntax errors, their fix, new kinds and removed files",
    () => {
      runSyntaxAndFilesScript(setUp());
    },
    timeout,
  );

  // With a node_modules folder crdgen's tsconfig is written to node_modules/.cache/crdgen (config-file.ts),
  // where the compiler takes no notice of changes: a new list of inputs must go to a new file.
  it(
    "notices new kinds and removed files with crdgen's tsconfig on disk",
    () => {
      mkdirSync(path.join(dir, "node_modules"));
      const cache = path.join(dir, "node_modules", ".cache", "crdgen");
      const scenario = setUp();
      expect(readdirSync(cache)).toHaveLength(1);
      runSyntaxAndFilesScript(scenario);
      // Each list replaced the one before: only the last is left.
      expect(readdirSync(cache)).toHaveLength(1);
    },
    timeout,
  );
});
