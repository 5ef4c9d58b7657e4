import { spawnSync } from "node:child_process";
import { existsSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { apiProject, widgetSource, writeProjectFile } from "../generate/api-project.js";
import { crdgenBin } from "../support/bin.js";

// `crdgen generate` through the package's bin, as users run it: the diagnostics of a run are the same
// whether it writes, checks, prints or speaks JSON, stale files are reported and pruned, and --strict
// fails on warnings.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project(extra: Readonly<Record<string, string>> = {}): string {
  const root = apiProject(extra);
  roots.push(root);
  return root;
}

function crdgen(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [crdgenBin, "generate", ...args], { cwd, encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

interface JsonRun {
  ok: boolean;
  diagnostics: { code: string; severity: string; file?: string; line?: number }[];
  summary: { warnings: number; errors: number; removed: number };
}

const widgetsFile = "config/crd/bases/example.com_widgets.yaml";
const gadgetsFile = "config/crd/bases/example.com_gadgets.yaml";
const gadgetSource = widgetSource().replaceAll("Widget", "Gadget").replace("A widget.", "A gadget.");
// A description this long puts the CRD over the 262,144 bytes kubectl's client-side apply can store.
const hugeSpec = `{\n  /** ${"A very long description. ".repeat(11_000)}*/\n  size: number;\n}`;
const summaryEnd = String.raw`\((\d+ ms|\d+\.\d s)\)\n$`;

describe("crdgen generate: one set of diagnostics in every mode", () => {
  // One bin run per test: each run compiles a TypeScript program, which takes seconds on a loaded machine.
  const warning = new RegExp(
    `${widgetsFile}:1:1 - warning CRD5020: example.com_widgets.yaml is [\\d,]+ bytes, over the 262,144-byte limit`,
  );
  const hugeProject = (): string => project({ "api/v1/widget.ts": widgetSource(hugeSpec) });

  it("reports the size warning when writing", () => {
    const written = crdgen(hugeProject());
    expect(written.status).toBe(0);
    expect(written.stderr).toMatch(warning);
    // The code frame shows the file's first line, read without reading the whole (large) file.
    expect(written.stderr).toContain("\n\n1 ---\n  ~\n");
    expect(written.stdout).toMatch(new RegExp(`1 written, 0 unchanged, 1 warning ${summaryEnd}`));
  });

  it("reports the same warning with --check", () => {
    const root = hugeProject();
    expect(crdgen(root, "--format", "json").status).toBe(0);
    const checked = crdgen(root, "--check");
    expect(checked.status).toBe(0);
    expect(checked.stderr).toMatch(warning);
    expect(checked.stdout).toMatch(new RegExp(`1 current, 0 stale, 0 missing, 1 warning ${summaryEnd}`));
  });

  it("reports the same warning with --stdout", () => {
    const printed = crdgen(hugeProject(), "--stdout");
    expect(printed.status).toBe(0);
    expect(printed.stderr).toMatch(warning);
    expect(printed.stderr).toMatch(new RegExp(`1 CRD printed, 1 warning ${summaryEnd}`));
  });

  it.each([[[]], [["--stdout"]]])("reports the same warning in JSON (%j)", (mode: string[]) => {
    const json = JSON.parse(crdgen(hugeProject(), ...mode, "--format", "json").stdout) as JsonRun;
    expect(json.diagnostics.map((d) => [d.code, d.severity, d.file, d.line])).toEqual([
      ["CRD5020", "warning", widgetsFile, 1],
    ]);
    expect(json.summary.warnings).toBe(1);
  });

  it("fails on warnings with --strict, writing nothing", () => {
    const root = project({ "api/v1/widget.ts": widgetSource(hugeSpec) });
    const run = crdgen(root, "--strict");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("warning CRD5020");
    expect(existsSync(path.join(root, widgetsFile))).toBe(false);
    expect(crdgen(root, "--check", "--strict").status).toBe(1);
  });

  it("creates no output folder when there are no CRDs", () => {
    const root = project({
      "api/v1/widget.ts": "// +groupName=example.com\nexport interface NotAKind {\n  a: string;\n}\n",
    });
    const run = crdgen(root);
    expect(run.stdout).toMatch(new RegExp(`crdgen: 0 CRDs: 0 written, 0 unchanged, `));
    expect(existsSync(path.join(root, "config"))).toBe(false);
  });
});

describe("crdgen generate: files no kind produces any more", () => {
  function withStaleGadget(): string {
    const root = project({ "api/v1/gadget.ts": gadgetSource });
    expect(crdgen(root).status).toBe(0);
    expect(existsSync(path.join(root, gadgetsFile))).toBe(true);
    rmSync(path.join(root, "api/v1/gadget.ts"));
    return root;
  }

  it("are reported by generate with the way to remove them, and left in place", () => {
    const root = withStaleGadget();
    const run = crdgen(root);
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(
      `${gadgetsFile}:1:1 - warning CRD5021: example.com_gadgets.yaml was generated by crdgen earlier, but no kind produces it any more`,
    );
    expect(run.stderr).toContain("crdgen generate --prune");
    expect(existsSync(path.join(root, gadgetsFile))).toBe(true);
  });

  it("fail --check with the same diagnostic and its hint", () => {
    const root = withStaleGadget();
    const run = crdgen(root, "--check");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${gadgetsFile}:1:1 - warning CRD5021`);
    expect(run.stderr).toContain("crdgen generate --prune");
    expect(run.stdout).toContain("1 no longer generated");
  });

  it("are deleted by --prune, after which nothing is reported", () => {
    const root = withStaleGadget();
    const pruned = crdgen(root, "--prune");
    expect(pruned.status).toBe(0);
    expect(pruned.stderr).toBe("");
    expect(pruned.stdout).toContain(`  removed   ${gadgetsFile}\n`);
    expect(pruned.stdout).toMatch(new RegExp(`0 written, 1 unchanged, 1 removed, 0 warnings ${summaryEnd}`));
    expect(existsSync(path.join(root, gadgetsFile))).toBe(false);
    expect(statSync(path.join(root, widgetsFile)).isFile()).toBe(true);
    const again = crdgen(root, "--format", "json");
    expect((JSON.parse(again.stdout) as JsonRun).diagnostics).toEqual([]);
  });

  it("are never a hand-written file: --prune leaves YAML without crdgen's annotation alone", () => {
    const root = project();
    const handWritten = writeProjectFile(
      root,
      "config/crd/bases/notes.yaml",
      "kind: CustomResourceDefinition\n",
    );
    expect(crdgen(root, "--prune").status).toBe(0);
    expect(existsSync(handWritten)).toBe(true);
  });

  it("--prune with --check or --stdout is a usage error", () => {
    const root = project();
    const run = crdgen(root, "--check", "--prune");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--prune deletes files only when writing: it cannot be used with --check");
  });
});

describe("crdgen generate: every configuration key is also a flag", () => {
  it("--formatter prettier asks for the project's prettier, as the config key does", () => {
    const root = project();
    const run = crdgen(root, "--stdout", "--formatter", "prettier");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("error CRD5008");
  });

  it("--embedded-object-meta restricted lists the fields of an embedded ObjectMeta", () => {
    const root = project({
      "api/v1/widget.ts": widgetSource('{ template: { metadata?: import("crdgen").ObjectMeta } }'),
    });
    const plain = crdgen(root, "--stdout");
    const restricted = crdgen(root, "--stdout", "--embedded-object-meta", "restricted");
    expect(restricted.status).toBe(0);
    expect(plain.stdout).not.toContain("finalizers:");
    expect(restricted.stdout).toContain("finalizers:");
  });
});
