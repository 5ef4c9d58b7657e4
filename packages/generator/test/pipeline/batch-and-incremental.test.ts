import path from "node:path";
import { describe, expect, it } from "vitest";
import { IncrementalGenerator, loadProject } from "../../src/index.js";
import { runPipeline } from "../../src/pipeline/batch.js";
import {
  fixtureFolders,
  fixtureInputs,
  fixtureOptions,
  fixturesRoot,
  fixturesTsconfig,
} from "../support/fixtures.js";

// The one-shot pipeline is a straight run of the stages; watch mode's IncrementalGenerator runs the same
// stages keeping what earlier runs found. On a first run the two must give the same CRDs and the same
// diagnostics, in the same order, on every fixture (the error fixtures included).
const folders = [...fixtureFolders(), ...fixtureFolders("_error_")];

function project(folder: string) {
  const loaded = loadProject({ inputs: fixtureInputs(folder), cwd: folder, tsconfig: fixturesTsconfig });
  if (loaded.value === undefined) throw new Error(`${folder} does not load`);
  return loaded.value;
}

describe("the batch pipeline and the incremental generator", () => {
  it("have fixtures to compare", () => {
    expect(folders.length).toBeGreaterThan(20);
  });

  it.each(folders.map((folder) => [path.relative(fixturesRoot, folder), folder]))(
    "agree on %s",
    (_name, folder) => {
      const options = fixtureOptions(folder);
      const batch = runPipeline(project(folder), options);
      const incremental = new IncrementalGenerator(project(folder), options).run();
      expect(batch.crds.map((c) => c.crd)).toEqual(incremental.crds.map((c) => c.crd));
      expect(batch.crds.map((c) => [c.group, c.kind, c.plural, c.versions, c.sources])).toEqual(
        incremental.crds.map((c) => [c.group, c.kind, c.plural, c.versions, c.sources]),
      );
      expect(batch.diagnostics).toEqual(incremental.diagnostics);
    },
  );
});
