import { mkdirSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { GenerateOutput } from "../../src/generate/index.js";
import { generate } from "../../src/generate/index.js";
import type { Watcher, WatchRun } from "../../src/watch/watch.js";
import { watch } from "../../src/watch/watch.js";
import { apiProject, writeProjectFile } from "../generate/api-project.js";

// Files added to and removed from the inputs while watch mode runs, on both TypeScript backends: each run
// must produce what a cold `generate` of the project as it is then produces. On TypeScript 7 the new list of
// inputs, rewritten into crdgen's tsconfig under node_modules/.cache, once went unread (the compiler ignores
// changes there): the run threw for the new file, which was never read.

const typescript7 = path.dirname(createRequire(import.meta.url).resolve("typescript7/package.json"));

let root = "";
let watcher: Watcher | undefined;

afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
  rmSync(root, { recursive: true, force: true });
});

/** A kind of the given group, in the version of the folder its file is written to. */
function kindSource(kind: string, group = "example.com"): string {
  return (
    `// +groupName=${group}\nimport type { ObjectMeta } from "crdgen";\n\n` +
    `/** A ${kind}. */\nexport interface ${kind} {\n  apiVersion: string;\n  kind: string;\n` +
    `  metadata?: ObjectMeta;\n  spec: { size: number };\n}\n`
  );
}

/** The runs so far and the errors thrown, and a way to wait for the next run that a given path triggers. */
class Runs {
  readonly all: WatchRun[] = [];
  readonly errors: unknown[] = [];
  private waiting: (() => void)[] = [];

  readonly onRun = (run: WatchRun): void => {
    this.all.push(run);
    for (const check of this.waiting) check();
  };

  readonly onError = (error: unknown): void => {
    this.errors.push(error);
    for (const check of this.waiting) check();
  };

  /** The first run from `from` on whose changes include `file`; rejects when a run throws (none follows). */
  triggeredBy(file: string, from: number): Promise<WatchRun> {
    return new Promise((resolve, reject) => {
      const check = (): void => {
        const found = this.all.slice(from).find((run) => run.changed.includes(file));
        if (found === undefined && this.errors.length === 0) return;
        this.waiting = this.waiting.filter((c) => c !== check);
        if (found === undefined) reject(new Error("a watch run threw", { cause: this.errors[0] }));
        else resolve(found);
      };
      this.waiting.push(check);
      check();
    });
  }
}

/** What a run's output says, comparable between a watch run and a cold generate. */
function outcome(output: GenerateOutput): { files: [string, string][]; diagnostics: string[] } {
  return {
    files: output.files.map((f) => [f.name, f.content]),
    diagnostics: output.diagnostics.map((d) => `${d.code} ${d.message}`),
  };
}

describe("watch mode with files added and removed", () => {
  it.each(["typescript7", "ts-morph"] as const)(
    "regenerates as a cold run would after a new file, a removed one and a new version folder (%s backend)",
    async (tsBackend) => {
      root = apiProject();
      // The project's own typescript is TypeScript 7, as the typescript7 backend needs.
      mkdirSync(path.join(root, "node_modules"));
      symlinkSync(typescript7, path.join(root, "node_modules", "typescript"), "junction");
      const runs = new Runs();
      watcher = watch({ cwd: root, tsBackend, onRun: runs.onRun, onError: runs.onError });
      await watcher.ready;
      const cold = async (): Promise<ReturnType<typeof outcome>> =>
        outcome(await generate({ cwd: root, tsBackend }));

      // A new file beside the others, with a new kind.
      const gadget = writeProjectFile(root, "api/v1/gadget.ts", kindSource("Gadget"));
      const added = await runs.triggeredBy(gadget, 1);
      expect(runs.errors).toEqual([]);
      expect(added.output.files.map((f) => f.name)).toContain("example.com_gadgets.yaml");
      expect(outcome(added.output)).toEqual(await cold());

      // A new folder with a new group-version.
      const sprocket = writeProjectFile(root, "api/v2alpha1/sprocket.ts", kindSource("Sprocket", "tools.io"));
      const grouped = await runs.triggeredBy(sprocket, runs.all.indexOf(added) + 1);
      expect(runs.errors).toEqual([]);
      expect(grouped.output.files.map((f) => f.name)).toContain("tools.io_sprockets.yaml");
      expect(outcome(grouped.output)).toEqual(await cold());

      // The first new file removed again.
      rmSync(gadget);
      const removed = await runs.triggeredBy(gadget, runs.all.indexOf(grouped) + 1);
      expect(runs.errors).toEqual([]);
      expect(removed.output.files.map((f) => f.name)).not.toContain("example.com_gadgets.yaml");
      expect(outcome(removed.output)).toEqual(await cold());
    },
  );
});
