import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diffCrdFiles, looksGeneratedByCrdgen } from "../../src/write/index.js";

let root = "";

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "crdgen-diff-"));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const crdgenCrd = (name: string): string =>
  `---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    crdgen.dev/version: 0.1.0\n  name: ${name}\n`;
const controllerGenCrd =
  "---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    controller-gen.kubebuilder.io/version: v0.16.5\n  name: x\n";

describe("diffCrdFiles", () => {
  it("reports current, stale (with a diff), missing and orphaned files, and writes nothing", async () => {
    await writeFile(join(root, "current.yaml"), "a\n");
    await writeFile(join(root, "stale.yaml"), "a\nb\nc\n");
    await writeFile(join(root, "old.yaml"), crdgenCrd("olds.example.com"));
    await writeFile(join(root, "hand.yaml"), controllerGenCrd);
    await writeFile(join(root, "notes.txt"), crdgenCrd("notes"));
    const before = (await readdir(root)).sort();
    const report = await diffCrdFiles(root, [
      { name: "current.yaml", content: "a\n" },
      { name: "stale.yaml", content: "a\nB\nc\n" },
      { name: "missing.yaml", content: "m\n" },
    ]);
    const path = join(root, "stale.yaml").replace(/^\/+/, "");
    expect(report).toEqual({
      files: [
        { path: join(root, "current.yaml"), status: "current" },
        {
          path: join(root, "stale.yaml"),
          status: "stale",
          diff: `--- a/${path}\n+++ b/${path}\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n`,
        },
        {
          path: join(root, "missing.yaml"),
          status: "missing",
          diff: `--- /dev/null\n+++ b/${join(root, "missing.yaml").replace(/^\/+/, "")}\n@@ -0,0 +1 @@\n+m\n`,
        },
      ],
      orphaned: [join(root, "old.yaml")],
      errors: [],
    });
    expect((await readdir(root)).sort()).toEqual(before);
    expect(await readFile(join(root, "stale.yaml"), "utf8")).toBe("a\nb\nc\n");
  });

  it("treats a folder that does not exist as all files missing", async () => {
    const report = await diffCrdFiles(join(root, "nope"), [{ name: "a.yaml", content: "a\n" }], {
      relativeTo: root,
    });
    expect(report).toEqual({
      files: [
        {
          path: join(root, "nope", "a.yaml"),
          status: "missing",
          diff: "--- /dev/null\n+++ b/nope/a.yaml\n@@ -0,0 +1 @@\n+a\n",
        },
      ],
      orphaned: [],
      errors: [],
    });
  });

  it("takes a custom test for crdgen output", async () => {
    await writeFile(join(root, "x.yaml"), "generated-by: me\n");
    const report = await diffCrdFiles(root, [], {
      isGenerated: (text) => text.startsWith("generated-by: me"),
    });
    expect(report.orphaned).toEqual([join(root, "x.yaml")]);
  });

  it("reports bad names as errors instead of looking outside the folder", async () => {
    const report = await diffCrdFiles(root, [{ name: "a/b.yaml", content: "x" }]);
    expect(report.errors.map((e) => e.message)).toEqual([
      'output file name "a/b.yaml" must be a plain file name (no path separators or NUL)',
    ]);
    expect(report.files).toEqual([]);
  });
});

describe("looksGeneratedByCrdgen", () => {
  it.each([
    [crdgenCrd("a"), true],
    [crdgenCrd("a").replace("crdgen.dev/version", "crdgen.io/version"), true],
    [controllerGenCrd, false],
    ["kind: ConfigMap\nmetadata:\n  annotations:\n    crdgen.dev/version: 1\n", false],
    ["", false],
  ])("%#", (text, expected) => {
    expect(looksGeneratedByCrdgen(text)).toBe(expected);
  });
});
