import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { diagnosticCatalog } from "@crdgen/core";
import { describe, expect, it } from "vitest";

// The catalog and the tests must agree: a code no fixture or test produces is either dead or untested, and a
// code a test expects but the catalog lacks was dropped or misspelled. Evidence of a code is a golden that
// holds it (generator fixtures' expected diagnostics) or a test that names it, in the packages that produce
// diagnostics from real input and in the end-to-end tests. The core tests are left out: they build
// diagnostics by hand, so naming a code there proves nothing produces it.
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const evidenceFolders = [
  "packages/markers/test",
  "packages/structural/test",
  "packages/generator/test",
  "packages/generator/fixtures",
  "packages/crdgen/test",
  "test",
];
const evidenceFile = /\.(ts|txt|ya?ml|json)$/;
const thisFile = fileURLToPath(import.meta.url);

function evidenceFiles(): string[] {
  return evidenceFolders.flatMap((folder) =>
    readdirSync(join(repoRoot, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => evidenceFile.test(name) && !name.split(/[\\/]/).includes("node_modules"))
      .map((name) => join(repoRoot, folder, name))
      .filter((file) => file !== thisFile),
  );
}

/** Each code named in the evidence, with one file that names it. */
function producedCodes(): Map<string, string> {
  const produced = new Map<string, string>();
  for (const file of evidenceFiles()) {
    for (const [code] of readFileSync(file, "utf8").matchAll(/\bCRD\d{4}\b/g)) {
      if (!produced.has(code)) produced.set(code, relative(repoRoot, file));
    }
  }
  return produced;
}

describe("the diagnostic catalog", () => {
  const produced = producedCodes();
  const catalogued = Object.keys(diagnosticCatalog);

  it("has no code that no fixture or test produces", () => {
    expect(catalogued.filter((code) => !produced.has(code))).toEqual([]);
  });

  it("holds every code a fixture or test produces", () => {
    const missing = [...produced].filter(([code]) => !catalogued.includes(code));
    expect(missing.map(([code, file]) => `${code} (${file})`)).toEqual([]);
  });
});
