import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GenerateOutput } from "../../src/generate/generate.js";
import { afterWrite, folderFindings, passes } from "../../src/generate/output-folder.js";

let root = "";

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "crdgen-folder-"));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

// The two lines `looksGeneratedByCrdgen` looks for.
const generatedText =
  "apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    crdgen.dev/version: 0.1.0\n";

const output: GenerateOutput = { settings: undefined, crds: [], files: [], diagnostics: [], ok: true };

describe("folderFindings", () => {
  it("warns about an orphan unless it is to be pruned", async () => {
    const orphan = join(root, "example.com_gadgets.yaml");
    await writeFile(orphan, generatedText);
    const warned = await folderFindings(root, [], false);
    expect(warned.orphans).toEqual([orphan]);
    expect(warned.diagnostics.map((d) => d.code)).toEqual(["CRD5021"]);
    const pruned = await folderFindings(root, [], true);
    expect(pruned).toEqual({ orphans: [orphan], diagnostics: [] });
  });
});

describe("passes", () => {
  const warning = createDiagnostic(catalogMessage("CRD5021", "orphan", { file: "w.yaml" }));
  it("fails on warnings only with strict", () => {
    expect(passes([warning], false)).toBe(true);
    expect(passes([warning], true)).toBe(false);
    expect(passes([], true)).toBe(true);
  });
});

describe("afterWrite", () => {
  it("is not ok when an orphan cannot be pruned", async () => {
    const written = { files: [], errors: [] };
    // A folder cannot be removed with rm() without `recursive`: a stand-in for a permission error.
    const result = await afterWrite(output, written, [root]);
    expect(result.ok).toBe(false);
    expect(result.written?.errors.map((e) => e.path)).toEqual([root]);
    expect(result.removed).toEqual([]);
  });
});
