import fc from "fast-check";
import yaml from "js-yaml";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readInputs } from "../../src/manifest/read-inputs.js";
import { catalogOf } from "../../src/validate/api.js";
import { celRuleEvaluator } from "../../src/validate/cel-rules.js";
import { validateFileReports } from "../../src/validate/run.js";
import type { ValidateFileReport } from "../../src/validate/types.js";
import { validateManifestText } from "../../src/validate/validate-text.js";
import { widgetCrd } from "./fixtures.js";

/**
 * validateFileReports reads small files a batch at a time before validating them. What it reports must be what
 * reading and validating each file in turn reported (the loop it had before, kept here as the reference),
 * whatever the batch size: the same reports in the same order, problems of unreadable paths in their place.
 */

const crds = [yaml.load(widgetCrd)];

async function oneAtATime(paths: readonly string[]): Promise<ValidateFileReport[]> {
  const checks = { catalog: catalogOf(crds), rules: celRuleEvaluator() };
  const reports: ValidateFileReport[] = [];
  for await (const input of readInputs(paths, undefined)) {
    reports.push(
      input.kind === "text"
        ? validateManifestText(input.text, input.file, checks)
        : { file: input.file, objects: [], diagnostics: [input.diagnostic], unreadable: input.unreadable },
    );
  }
  return reports;
}

async function batched(paths: readonly string[], batchCharacters: number): Promise<ValidateFileReport[]> {
  const reports: ValidateFileReport[] = [];
  for await (const report of validateFileReports(paths, { crds }, batchCharacters)) reports.push(report);
  return reports;
}

const widget = (name: string, size: number, extra: string) =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: ${name}\nspec:\n  size: ${size}\n${extra}`;

// Documents of every kind a file can hold: valid and invalid objects, unknown fields, a List, a CRD (skipped),
// an unknown kind, text that is no object, and YAML that cannot be read.
const documentText = fc.oneof(
  fc
    .tuple(fc.integer({ min: -2, max: 14 }), fc.constantFrom("", "  tags: [a, a]\n", "  sise: 2\n"))
    .map(([size, extra]) => widget(`w${size}`, size, extra)),
  fc.constant(`apiVersion: v1\nkind: List\nitems:\n- ${widget("in-list", 3, "").replaceAll("\n", "\n  ")}`),
  fc.constant(widgetCrd),
  fc.constant("apiVersion: example.com/v1\nkind: Gadget\nmetadata:\n  name: g\n"),
  fc.constant("just text\n"),
  fc.constant("a: [unclosed\n"),
);

// A file's documents, or a path that cannot be read (null).
const files = fc.array(fc.option(fc.array(documentText, { minLength: 1, maxLength: 4 }), { freq: 6 }), {
  minLength: 1,
  maxLength: 8,
});

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("validating files read in batches", () => {
  it("reports what validating each file as it was read reported", async () => {
    await fc.assert(
      fc.asyncProperty(files, fc.integer({ min: 1, max: 2000 }), async (contents, batchCharacters) => {
        const folder = mkdtempSync(join(tmpdir(), "crdgen-read-batches-"));
        folders.push(folder);
        const paths = contents.map((documents, i) => {
          const path = join(folder, `f${i}.yaml`);
          if (documents !== null) writeFileSync(path, documents.join("---\n"));
          return path;
        });
        // A folder's files are read in their sorted order, between the paths given alone.
        mkdirSync(join(folder, "sub"));
        writeFileSync(join(folder, "sub", "a.yaml"), widget("a", 1, ""));
        writeFileSync(join(folder, "sub", "b.yaml"), widget("b", 20, ""));
        const all = [...paths.slice(0, 1), join(folder, "sub"), ...paths.slice(1)];
        expect(await batched(all, batchCharacters)).toEqual(await oneAtATime(all));
      }),
      { numRuns: 60 },
    );
  });
});
