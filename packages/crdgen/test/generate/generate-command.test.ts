import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { catalogMessage, UsageError } from "@crdgen/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { apiProject, widgetSource, writeProjectFile } from "./api-project.js";
import { fakeContext } from "./fake-context.js";

const shownPath = "config/crd/bases/example.com_widgets.yaml";
// The summary's duration: `(12 ms)` below a second, `(1.2 s)` above.
const took = String.raw`\((\d+ ms|\d+\.\d s)\)`;

async function crdgen(cwd: string, ...argv: string[]) {
  const context = fakeContext(cwd);
  const outcome = await runCli(["generate", ...argv], context);
  return { outcome, stdout: context.out(), stderr: context.err() };
}

describe("crdgen generate on a valid project", () => {
  let root = "";
  let target = "";

  beforeAll(() => {
    root = apiProject();
    target = path.join(root, shownPath);
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("writes the files by default and ends with the summary line", async () => {
    const run = await crdgen(root);
    expect(run.outcome).toBe("ok");
    expect(run.stderr).toBe("");
    const bytes = statSync(target).size;
    expect(run.stdout).toMatch(
      new RegExp(
        `^  written   ${shownPath} \\(${bytes} bytes\\)\ncrdgen: 1 CRD: 1 written, 0 unchanged, 0 warnings ${took}\n$`,
      ),
    );
  });

  it("exits ok with --check when every file is current", async () => {
    const run = await crdgen(root, "--check");
    expect(run.outcome).toBe("ok");
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(
      new RegExp(`^crdgen: 1 CRD: 1 current, 0 stale, 0 missing, 0 warnings ${took}\n$`),
    );
  });

  it("prints only the YAML on stdout with --stdout, the summary on stderr, and writes nothing", async () => {
    const run = await crdgen(root, "--stdout", "--out", "elsewhere");
    expect(run.outcome).toBe("ok");
    expect(run.stdout.startsWith("---\napiVersion: apiextensions.k8s.io/v1\n")).toBe(true);
    expect(run.stdout).toBe(readFileSync(target, "utf8"));
    expect(run.stderr).toMatch(new RegExp(`^crdgen: 1 CRD printed, 0 warnings ${took}\n$`));
    expect(existsSync(path.join(root, "elsewhere"))).toBe(false);
  });

  it("prints exactly one JSON document with --format json", async () => {
    const run = await crdgen(root, "--format", "json");
    expect(run.outcome).toBe("ok");
    expect(run.stderr).toBe("");
    expect(run.stdout.endsWith("}\n")).toBe(true);
    expect(run.stdout.trimEnd().split("\n")).toHaveLength(1);
    expect(JSON.parse(run.stdout)).toEqual({
      ok: true,
      crds: [{ group: "example.com", kind: "Widget", plural: "widgets", versions: ["v1"], file: shownPath }],
      files: [{ path: shownPath, status: "unchanged" }],
      diagnostics: [],
      summary: {
        crds: 1,
        written: 0,
        unchanged: 1,
        stale: 0,
        missing: 0,
        orphaned: 0,
        removed: 0,
        errors: 0,
        warnings: 0,
        ms: expect.any(Number) as number,
      },
    });
  });

  it("puts each file's content in the JSON with --stdout --format json", async () => {
    const run = await crdgen(root, "--stdout", "--format", "json");
    const json = JSON.parse(run.stdout) as { files: unknown[] };
    expect(json.files).toEqual([{ path: shownPath, content: readFileSync(target, "utf8") }]);
  });

  it("fails --check with the diff on stdout once a type changed, leaving the file as it was", async () => {
    const before = readFileSync(target, "utf8");
    writeProjectFile(root, "api/v1/widget.ts", widgetSource("{ size: number; colour: string }"));
    const run = await crdgen(root, "--check");
    expect(run.outcome).toBe("failed");
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(new RegExp(`^--- a/${shownPath}\n\\+\\+\\+ b/${shownPath}\n@@ `));
    expect(run.stdout).toContain("\n+              colour:\n");
    expect(run.stdout).toMatch(
      new RegExp(
        `\n  stale     ${shownPath}\ncrdgen: 1 CRD: 0 current, 1 stale, 0 missing, 0 warnings ${took}\n$`,
      ),
    );
    expect(readFileSync(target, "utf8")).toBe(before);
  });

  it("rejects --check, --stdout and --watch together as a usage error", async () => {
    await expect(crdgen(root, "--check", "--stdout")).rejects.toThrow(
      new UsageError(catalogMessage("CRD5002", "exclusiveFlags", { flags: "--check and --stdout" })),
    );
    await expect(crdgen(root, "--stdout", "--watch")).rejects.toThrow(
      new UsageError(catalogMessage("CRD5002", "exclusiveFlags", { flags: "--stdout and --watch" })),
    );
    await expect(crdgen(root, "--check", "--stdout", "--watch")).rejects.toBeInstanceOf(UsageError);
  });
});

describe("crdgen generate on a project with errors", () => {
  let root = "";
  beforeAll(() => {
    root = apiProject({ "api/v1/widget.ts": widgetSource("{ size: nmber }") });
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("prints the diagnostics on stderr, writes nothing and fails", async () => {
    const run = await crdgen(root);
    expect(run.outcome).toBe("failed");
    expect(run.stderr).toContain("CRD2001");
    expect(run.stderr).toContain("TS2552: Cannot find name 'nmber'. Did you mean 'number'?");
    expect(run.stderr).toContain("api/v1/widget.ts:9:17");
    expect(run.stdout).toMatch(new RegExp(`^crdgen: 1 error, 0 warnings: nothing written ${took}\n$`));
    expect(existsSync(path.join(root, "config"))).toBe(false);
  });

  it("gives each JSON diagnostic its file, line and column", async () => {
    const run = await crdgen(root, "--format", "json");
    expect(run.outcome).toBe("failed");
    const json = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(json.ok).toBe(false);
    expect(json.files).toEqual([]);
    expect(json.diagnostics).toEqual([
      {
        code: "CRD2001",
        severity: "error",
        message: "TS2552: Cannot find name 'nmber'. Did you mean 'number'?",
        file: "api/v1/widget.ts",
        line: 9,
        column: 17,
        hint: "Fix the TypeScript error first: crdgen reads the types the compiler sees, and a type error can change them.",
      },
    ]);
    expect(json.summary).toMatchObject({ crds: 0, errors: 1, written: 0 });
  });
});

describe("crdgen generate with a config file", () => {
  let root = "";
  beforeAll(() => {
    root = apiProject({ "crdgen.config.json": '{ "out": "deploy" }' });
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("writes into the config's out folder", async () => {
    const run = await crdgen(root);
    expect(run.outcome).toBe("ok");
    expect(run.stdout).toContain("  written   deploy/example.com_widgets.yaml (");
    expect(existsSync(path.join(root, "deploy/example.com_widgets.yaml"))).toBe(true);
    expect(existsSync(path.join(root, "config"))).toBe(false);
  });

  it("lets --out override it", async () => {
    const run = await crdgen(root, "--out", "manifests");
    expect(run.outcome).toBe("ok");
    expect(run.stdout).toContain("  written   manifests/example.com_widgets.yaml (");
    expect(existsSync(path.join(root, "manifests/example.com_widgets.yaml"))).toBe(true);
  });
});
