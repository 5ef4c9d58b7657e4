import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The built bin, as users run it (`npm run build` first), on the real CRD corpus: 196 CRD files with
// 210 CRDs from 24 operators, all accepted by real API servers, plus the corpus's index.json.
const bin = fileURLToPath(new URL("../packages/crdgen/bin/crdgen.js", import.meta.url));
const corpus = fileURLToPath(new URL("../testdata/corpus/crds", import.meta.url));

function check(format: "text" | "json"): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [bin, "check", "--format", format, corpus], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("crdgen check on the CRD corpus", () => {
  it("finds every CRD valid and exits 0", () => {
    const run = check("text");
    expect(run.stderr).toBe("");
    expect(run.stdout.trimEnd().split("\n").at(-1)).toBe("Checked 197 files, 210 CRDs: no errors, 1 warning");
    expect(run.status).toBe(0);
  });

  it("reports 210 CRDs without errors in JSON", () => {
    const run = check("json");
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as {
      files: {
        file: string;
        documents: { name: string; errors: unknown[] }[];
        diagnostics?: { code: string }[];
      }[];
    };
    const crds = result.files.flatMap((f) => f.documents);
    expect(crds).toHaveLength(210);
    expect(crds.filter((c) => c.errors.length > 0)).toEqual([]);
    // index.json is the corpus's own catalogue, a JSON array: skipped with a warning.
    const diagnostics = result.files.flatMap((f) => (f.diagnostics ?? []).map((d) => `${f.file} ${d.code}`));
    expect(diagnostics).toEqual([`${corpus}/index.json CRD4009`]);
  });
});
