import { mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GenerateSession } from "../../src/generate/index.js";
import type { Watcher, WatchRun } from "../../src/watch/watch.js";
import { watch } from "../../src/watch/watch.js";
import { apiProject, widgetSource, writeProjectFile } from "../generate/api-project.js";

// A file saved while watch mode's first run loads the program, after the compiler read it, must be picked up
// by a later run. Nothing is watched yet then, so no file event tells of the save: only comparing the file
// with what it was before it was read can. TypeScript 7 reads every source when the project opens (the
// ts-morph backend only once the run needs them, after the open), and the edit used to be lost until the
// next save of that file.

const typescript7 = path.dirname(createRequire(import.meta.url).resolve("typescript7/package.json"));

let root = "";
let watcher: Watcher | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await watcher?.close();
  watcher = undefined;
  rmSync(root, { recursive: true, force: true });
});

/** The runs so far, and a way to wait for the first one that satisfies a condition. */
class Runs {
  readonly all: WatchRun[] = [];
  private waiting: (() => void)[] = [];

  readonly onRun = (run: WatchRun): void => {
    this.all.push(run);
    for (const check of this.waiting) check();
  };

  until(done: (run: WatchRun) => boolean): Promise<WatchRun> {
    return new Promise((resolve) => {
      const check = (): void => {
        const found = this.all.find(done);
        if (found === undefined) return;
        this.waiting = this.waiting.filter((c) => c !== check);
        resolve(found);
      };
      this.waiting.push(check);
      check();
    });
  }
}

describe("watch mode", () => {
  it.each(["typescript7", "ts-morph"] as const)(
    "picks up a source saved while the first run loaded the program (%s backend)",
    async (tsBackend) => {
      root = apiProject({ "api/v1/other.ts": "export {};\n" });
      // The project's own typescript is TypeScript 7, as the typescript7 backend needs.
      mkdirSync(path.join(root, "node_modules"));
      symlinkSync(typescript7, path.join(root, "node_modules", "typescript"), "junction");
      const open = GenerateSession.open.bind(GenerateSession);
      vi.spyOn(GenerateSession, "open").mockImplementationOnce(async (settings, onProgress) => {
        const session = await open(settings, onProgress);
        writeProjectFile(root, "api/v1/widget.ts", widgetSource("{ size: number; color?: string }"));
        return session;
      });
      const runs = new Runs();
      const errors: unknown[] = [];
      watcher = watch({ cwd: root, tsBackend, onRun: runs.onRun, onError: (error) => errors.push(error) });
      await watcher.ready;

      // Another file edited once watching has begun: by the run that names it, the save must have been seen.
      const other = writeProjectFile(root, "api/v1/other.ts", "export const other = 1;\n");
      await runs.until((run) => run.changed.includes(other));
      // The first run is reported first, although the run that the save causes may start before its report.
      expect(runs.all[0]?.changed).toEqual([]);
      const crd = readFileSync(path.join(root, "config", "crd", "bases", "example.com_widgets.yaml"), "utf8");
      expect(crd).toContain("              color:\n");
      expect(errors).toEqual([]);
    },
  );
});
