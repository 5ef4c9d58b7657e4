import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CommentReader } from "../../src/comments/reader.js";
import type { DiscoveryCache } from "../../src/discover/discover.js";
import { SpecialTypes } from "../../src/convert/special.js";
import { discover } from "../../src/discover/discover.js";
import { loadProject } from "../../src/index.js";
import { DisplayPaths } from "../../src/ts/paths.js";
import { kindSource } from "../support/incremental-scenario.js";
import { testTsconfig, writeProjectFile } from "../support/temp-project.js";

// Watch mode's discovery: a folder none of whose files changed gives back its package and root kinds as they
// were, rather than rebuilding every folder's after each edit; the edited folder's are made anew.

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-discovery-reuse-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("discovery with a cache", () => {
  it("reuses the package and roots of folders whose files did not change", () => {
    const write = (file: string, text: string): string => writeProjectFile(dir, file, text);
    write("tsconfig.json", testTsconfig());
    for (const group of ["a", "b"]) {
      write(`api/${group}/v1/info.ts`, `// +groupName=${group}.example.com\nexport {};\n`);
      write(`api/${group}/v1/kind.ts`, kindSource(`Kind${group.toUpperCase()}`, "{ g: string }"));
    }
    const project = loadProject({ inputs: ["api"], cwd: dir }).value;
    if (project === undefined) throw new Error("not loaded");
    const paths = new DisplayPaths(project.cwd);
    const comments = new CommentReader((file) => paths.of(file));
    const cache: DiscoveryCache = { findings: new Map(), changes: "all", folders: new Map() };
    const specialTypes = new SpecialTypes();
    const first = discover(project, comments, specialTypes, cache);

    const edited = write("api/b/v1/kind.ts", kindSource("KindB", "{ g: string; h?: number }"));
    project.refresh([edited]);
    const second = discover(project, comments, specialTypes, { ...cache, changes: new Set([edited]) });
    expect(second.diagnostics).toEqual(first.diagnostics);
    expect(second.value.roots.map((root) => root.kind)).toEqual(["KindA", "KindB"]);
    // Folder a: untouched, the same objects; folder b: found again.
    expect(second.value.roots[0]).toBe(first.value.roots[0]);
    expect(second.value.packages[0]).toBe(first.value.packages[0]);
    expect(second.value.roots[1]).not.toBe(first.value.roots[1]);
    expect(second.value.roots[1]?.declaration.file).toBe(edited);
  });
});
