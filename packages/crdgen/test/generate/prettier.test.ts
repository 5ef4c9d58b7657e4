import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../src/generate/index.js";
import { apiProject, widgetSource, writeProjectFile } from "./api-project.js";

// The repository's own prettier 3, installed into the temp projects by a symlink.
const repoPrettier = fileURLToPath(new URL("../../../../node_modules/prettier", import.meta.url));
const prettierConfig = { singleQuote: true, printWidth: 60 };
const shownPath = "config/crd/bases/example.com_widgets.yaml";
// `"yes"` must be quoted in YAML: crdgen writes "yes", prettier with singleQuote 'yes'.
const spec = '{ mode: "yes" | "no"; size: number }';

describe('format: "prettier" with the project\'s prettier installed', () => {
  let root = "";
  let raw = "";

  beforeAll(async () => {
    root = apiProject({
      "api/v1/widget.ts": widgetSource(spec),
      "crdgen.config.json": '{ "formatter": "prettier" }',
      ".prettierrc.json": JSON.stringify(prettierConfig),
    });
    mkdirSync(path.join(root, "node_modules"));
    symlinkSync(repoPrettier, path.join(root, "node_modules", "prettier"), "dir");
    // What crdgen writes without the prettier pass (what is given wins over the config file).
    raw = (await generate({ cwd: root, formatter: "none" })).files[0]?.content ?? "";
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("formats the output exactly as prettier does with the project's config", async () => {
    expect(raw).toContain('- "yes"');
    const output = await generate({ cwd: root, write: true });
    expect(output.diagnostics).toEqual([]);
    expect(output.ok).toBe(true);
    const target = path.join(root, shownPath);
    const expected = await prettier.format(raw, { ...prettierConfig, filepath: target });
    expect(expected).not.toBe(raw);
    expect(expected).toContain("- 'yes'");
    expect(output.files).toEqual([{ name: "example.com_widgets.yaml", content: expected }]);
    expect(readFileSync(target, "utf8")).toBe(expected);
  });

  it("leaves files that the project's .prettierignore excludes as crdgen writes them", async () => {
    writeProjectFile(root, ".prettierignore", "config/\n");
    const output = await generate({ cwd: root });
    expect(output.diagnostics).toEqual([]);
    expect(output.files[0]?.content).toBe(raw);
    rmSync(path.join(root, ".prettierignore"));
  });
});

describe('format: "prettier" without prettier in the project', () => {
  it("reports CRD5008 and writes nothing", async () => {
    const root = apiProject({ "crdgen.config.json": '{ "formatter": "prettier" }' });
    const output = await generate({ cwd: root, write: true });
    expect(output.ok).toBe(false);
    expect(output.files).toEqual([]);
    expect(output.written).toBeUndefined();
    expect(output.diagnostics.map((d) => [d.code, d.severity, d.message])).toEqual([
      ["CRD5008", "error", `format is "prettier", but prettier is not installed in ${root}`],
    ]);
    expect(existsSync(path.join(root, "config"))).toBe(false);
    rmSync(root, { recursive: true, force: true });
  });
});
