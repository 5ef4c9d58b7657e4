import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeOrphans } from "../../src/write/index.js";

let root = "";

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "crdgen-orphans-"));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("removeOrphans", () => {
  it("counts an orphan that is already gone (deleted by someone else meanwhile) as no problem", async () => {
    const present = join(root, "a.yaml");
    const gone = join(root, "b.yaml");
    await writeFile(present, "x");
    expect(await removeOrphans([present, gone])).toEqual({ removed: [present], errors: [] });
    expect(await readdir(root)).toEqual([]);
  });

  it("reports a path it cannot delete as a problem, without throwing", async () => {
    // A folder cannot be removed with rm() without `recursive`: a stand-in for a permission error.
    const report = await removeOrphans([root]);
    expect(report.removed).toEqual([]);
    expect(report.errors.map((e) => e.path)).toEqual([root]);
  });
});
