import { catalogMessage, UsageError } from "@crdgen/core";
import { existsSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgressStage } from "../../src/generate/index.js";
import { generate } from "../../src/generate/index.js";
import { apiProject, widgetSource, writeProjectFile } from "./api-project.js";

const fileName = "example.com_widgets.yaml";
const shownPath = `config/crd/bases/${fileName}`;

describe("generate() on one project, run after run", () => {
  let root = "";
  let target = "";

  beforeAll(() => {
    root = apiProject();
    target = path.join(root, shownPath);
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("returns the files without writing them when neither write nor check is set", async () => {
    const output = await generate({ cwd: root });
    expect(output.ok).toBe(true);
    expect(output.diagnostics).toEqual([]);
    expect(output.crds.map((c) => [c.group, c.kind, c.plural, c.versions])).toEqual([
      ["example.com", "Widget", "widgets", ["v1"]],
    ]);
    expect(output.files.map((f) => f.name)).toEqual([fileName]);
    expect(output.files[0]?.content).toMatch(/^---\napiVersion: apiextensions\.k8s\.io\/v1\n/);
    expect(output.files[0]?.content).toContain("    crdgen.io/version: ");
    expect(output.written).toBeUndefined();
    expect(output.diff).toBeUndefined();
    expect(output.settings?.out).toBe(path.join(root, "config/crd/bases"));
    expect(existsSync(path.join(root, "config"))).toBe(false);
  });

  it("writes with write: true, reporting each file and the stages it went through", async () => {
    const stages: ProgressStage[] = [];
    const output = await generate({ cwd: root, write: true, onProgress: (stage) => stages.push(stage) });
    expect(output.ok).toBe(true);
    const content = output.files[0]?.content ?? "";
    expect(readFileSync(target, "utf8")).toBe(content);
    expect(output.written).toEqual({
      files: [{ path: target, bytes: Buffer.byteLength(content), status: "written" }],
      errors: [],
    });
    expect(stages[0]).toBe("loading");
    expect(stages.slice(-2)).toEqual(["rendering", "writing"]);
    expect(stages).toContain("type-checking");
  });

  it("reports the file unchanged on a second run and leaves it untouched", async () => {
    const past = new Date("2020-01-02T03:04:05Z");
    utimesSync(target, past, past);
    const output = await generate({ cwd: root, write: true });
    expect(output.ok).toBe(true);
    expect(output.written?.files.map((f) => f.status)).toEqual(["unchanged"]);
    expect(statSync(target).mtime.getTime()).toBe(past.getTime());
  });

  it("finds the files current with check: true", async () => {
    const output = await generate({ cwd: root, check: true });
    expect(output.ok).toBe(true);
    expect(output.written).toBeUndefined();
    expect(output.diff).toEqual({ files: [{ path: target, status: "current" }], orphaned: [], errors: [] });
  });

  it("finds a file stale after a type changed, with a unified diff, and writes nothing", async () => {
    const before = readFileSync(target, "utf8");
    writeProjectFile(root, "api/v1/widget.ts", widgetSource("{ size: number; colour: string }"));
    const output = await generate({ cwd: root, check: true });
    expect(output.ok).toBe(false);
    expect(output.diagnostics).toEqual([]);
    const file = output.diff?.files[0];
    expect(file?.status).toBe("stale");
    expect(file?.path).toBe(target);
    expect(file?.diff).toMatch(new RegExp(`^--- a/${shownPath}\n\\+\\+\\+ b/${shownPath}\n@@ `));
    expect(file?.diff).toContain("\n+              colour:\n+                type: string\n");
    expect(file?.diff).toContain("\n+            - colour\n");
    expect(readFileSync(target, "utf8")).toBe(before);
  });

  it("finds a deleted file missing, with a diff from /dev/null", async () => {
    rmSync(target);
    const output = await generate({ cwd: root, check: true });
    expect(output.ok).toBe(false);
    const file = output.diff?.files[0];
    expect(file?.status).toBe("missing");
    expect(file?.diff).toMatch(
      new RegExp(`^--- /dev/null\n\\+\\+\\+ b/${shownPath}\n@@ -0,0 \\+1,\\d+ @@\n\\+---\n`),
    );
    expect(existsSync(target)).toBe(false);
  });

  it("reports crdgen files no longer generated as orphaned, but not hand-written ones", async () => {
    const written = await generate({ cwd: root, write: true });
    const content = written.files[0]?.content ?? "";
    const orphan = path.join(root, "config/crd/bases/example.com_gadgets.yaml");
    writeFileSync(orphan, content.replaceAll("widget", "gadget").replaceAll("Widget", "Gadget"));
    const handWritten = content.replace(/^ {4}crdgen\.io\/version: .*\n/m, "").replaceAll("widget", "thing");
    writeFileSync(path.join(root, "config/crd/bases/example.com_things.yaml"), handWritten);
    const output = await generate({ cwd: root, check: true });
    expect(output.diff).toEqual({
      files: [{ path: target, status: "current" }],
      orphaned: [orphan],
      errors: [],
    });
    expect(output.ok).toBe(false);
    rmSync(orphan);
    expect((await generate({ cwd: root, check: true })).ok).toBe(true);
  });
});

describe("generate() with bad input", () => {
  it("rejects write together with check, and prune without write, as usage errors", async () => {
    const rejected = generate({ cwd: "/nonexistent", write: true, check: true });
    await expect(rejected).rejects.toBeInstanceOf(UsageError);
    await expect(rejected).rejects.toThrow("generate: `write` and `check` exclude each other");
    await expect(generate({ cwd: "/nonexistent", check: true, prune: true })).rejects.toThrow(
      new UsageError(catalogMessage("CRD5002", "pruneWithoutWrite")),
    );
  });

  it("returns no settings and writes nothing when the config file is bad", async () => {
    const root = apiProject({ "crdgen.config.json": '{ "maxDescLen": -1 }' });
    const output = await generate({ cwd: root, write: true });
    expect(output).toEqual({
      settings: undefined,
      crds: [],
      files: [],
      diagnostics: [expect.objectContaining({ code: "CRD5005", severity: "error" })],
      ok: false,
    });
    expect(existsSync(path.join(root, "config"))).toBe(false);
    rmSync(root, { recursive: true, force: true });
  });

  it("returns no files and writes nothing when the types have errors", async () => {
    const root = apiProject({
      "api/v1/widget.ts": widgetSource("{ size: number }"),
      "api/v1/gizmo.ts": widgetSource("{ size: nmber }").replaceAll("Widget", "Gizmo"),
    });
    const output = await generate({ cwd: root, write: true });
    expect(output.ok).toBe(false);
    expect(output.files).toEqual([]);
    expect(output.written).toBeUndefined();
    const errors = output.diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => [d.code, d.span?.file, d.span?.start, d.message])).toEqual([
      [
        "CRD2001",
        "api/v1/gizmo.ts",
        { line: 9, column: 17 },
        "TS2552: Cannot find name 'nmber'. Did you mean 'number'?",
      ],
    ]);
    expect(existsSync(path.join(root, "config"))).toBe(false);
    const checked = await generate({ cwd: root, check: true });
    expect(checked.ok).toBe(false);
    expect(checked.diff).toBeUndefined();
    rmSync(root, { recursive: true, force: true });
  });
});
