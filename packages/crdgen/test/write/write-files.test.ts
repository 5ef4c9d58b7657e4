import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientSideApplyLimit, sizeDiagnostics, writeCrdFiles } from "../../src/write/index.js";

let root = "";

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "crdgen-write-"));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const past = new Date("2020-01-01T00:00:00Z");

async function ageFile(path: string): Promise<void> {
  await utimes(path, past, past);
}

describe("writeCrdFiles", () => {
  it("creates the folder and writes each file, reporting path, bytes and status", async () => {
    const dir = join(root, "config", "crd", "bases");
    const report = await writeCrdFiles(dir, [
      { name: "a.example.com_as.yaml", content: "---\nkind: A\n" },
      { name: "b.example.com_bs.yaml", content: "---\nkind: B é\n" },
    ]);
    expect(report).toEqual({
      files: [
        { path: join(dir, "a.example.com_as.yaml"), bytes: 12, status: "written" },
        { path: join(dir, "b.example.com_bs.yaml"), bytes: 15, status: "written" },
      ],
      errors: [],
    });
    expect(await readFile(join(dir, "b.example.com_bs.yaml"), "utf8")).toBe("---\nkind: B é\n");
    expect((await readdir(dir)).sort()).toEqual(["a.example.com_as.yaml", "b.example.com_bs.yaml"]);
  });

  it("leaves a file with the same bytes alone, keeping its mtime, and rewrites a changed one", async () => {
    await writeFile(join(root, "same.yaml"), "same\n");
    await writeFile(join(root, "changed.yaml"), "old\n");
    await ageFile(join(root, "same.yaml"));
    await ageFile(join(root, "changed.yaml"));
    const report = await writeCrdFiles(root, [
      { name: "same.yaml", content: "same\n" },
      { name: "changed.yaml", content: "new\n" },
    ]);
    expect(report.files.map((f) => f.status)).toEqual(["unchanged", "written"]);
    expect((await stat(join(root, "same.yaml"))).mtime.getTime()).toBe(past.getTime());
    expect((await stat(join(root, "changed.yaml"))).mtime.getTime()).toBeGreaterThan(past.getTime());
    expect(await readFile(join(root, "changed.yaml"), "utf8")).toBe("new\n");
  });

  it("keeps the permissions of a file it replaces", async () => {
    await writeFile(join(root, "a.yaml"), "old\n");
    await chmod(join(root, "a.yaml"), 0o640);
    await writeCrdFiles(root, [{ name: "a.yaml", content: "new\n" }]);
    expect((await stat(join(root, "a.yaml"))).mode & 0o777).toBe(0o640);
  });

  it("leaves every old file intact and no temporary file behind when one file cannot be staged", async () => {
    await writeFile(join(root, "a.yaml"), "old a\n");
    // A name that is valid but leaves no room for the temporary name next to it (ENAMETOOLONG).
    const long = "x".repeat(245) + ".yaml";
    const report = await writeCrdFiles(root, [
      { name: "a.yaml", content: "new a\n" },
      { name: "b.yaml", content: "new b\n" },
      { name: long, content: "new long\n" },
    ]);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toMatchObject({ path: join(root, long), code: "ENAMETOOLONG" });
    expect(report.files.map((f) => f.status)).toEqual(["skipped", "skipped", "skipped"]);
    expect(await readFile(join(root, "a.yaml"), "utf8")).toBe("old a\n");
    expect(await readdir(root)).toEqual(["a.yaml"]);
  });

  it("writes nothing when a target cannot be read (a folder in its place)", async () => {
    await writeFile(join(root, "a.yaml"), "old a\n");
    await mkdir(join(root, "b.yaml"));
    const report = await writeCrdFiles(root, [
      { name: "a.yaml", content: "new a\n" },
      { name: "b.yaml", content: "b\n" },
    ]);
    expect(report.errors).toEqual([expect.objectContaining({ path: join(root, "b.yaml"), code: "EISDIR" })]);
    expect(report.files.map((f) => f.status)).toEqual(["skipped", "skipped"]);
    expect(await readFile(join(root, "a.yaml"), "utf8")).toBe("old a\n");
  });

  it("refuses names that are not plain file names, or repeated, and writes nothing", async () => {
    const report = await writeCrdFiles(root, [
      { name: "../escape.yaml", content: "x" },
      { name: "ok.yaml", content: "x" },
      { name: "ok.yaml", content: "y" },
      { name: "", content: "z" },
    ]);
    expect(report.errors.map((e) => e.message)).toEqual([
      'output file name "../escape.yaml" must be a plain file name (no path separators or NUL)',
      'output file name "ok.yaml" is used twice',
      'output file name "" is not a file name',
    ]);
    expect(await readdir(root)).toEqual([]);
  });

  it("warns about files over the client-side apply limit, and only those (UTF-8 bytes, not characters)", () => {
    const warnings = sizeDiagnostics(root, [
      { name: "big.yaml", content: "#".repeat(clientSideApplyLimit) + "\n" },
      { name: "limit.yaml", content: "#".repeat(clientSideApplyLimit) },
      { name: "wide.yaml", content: "é".repeat(clientSideApplyLimit / 2 + 1) },
    ]);
    expect(warnings.map((w) => [w.code, w.severity, w.span?.file, w.span?.start])).toEqual([
      ["CRD5020", "warning", join(root, "big.yaml"), { line: 1, column: 1 }],
      ["CRD5020", "warning", join(root, "wide.yaml"), { line: 1, column: 1 }],
    ]);
    expect(warnings[0]?.message).toBe(
      "big.yaml is 262,145 bytes, over the 262,144-byte limit of the last-applied-configuration annotation: " +
        '`kubectl apply` without --server-side fails with "metadata.annotations: Too long"',
    );
    expect(warnings[0]?.hint).toContain("`kubectl apply --server-side`");
    expect(warnings[0]?.hint).toContain("maxDescLen");
  });

  it("measures a file whose characters are 3 UTF-8 bytes each even when it has half the limit's characters", () => {
    // "€" is one UTF-16 unit and 3 UTF-8 bytes: only files under a third of the limit's length are safe unmeasured.
    const warnings = sizeDiagnostics(root, [
      { name: "euro.yaml", content: "€".repeat(clientSideApplyLimit / 2) },
    ]);
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringContaining("euro.yaml is 393,216 bytes, over"),
    ]);
  });

  it("writes no folder when there are no files", async () => {
    const report = await writeCrdFiles(join(root, "never"), []);
    expect(report).toEqual({ files: [], errors: [] });
    expect(await readdir(root)).toEqual([]);
  });

  it("reports a folder it cannot create", async () => {
    await writeFile(join(root, "file"), "");
    const report = await writeCrdFiles(join(root, "file", "sub"), [{ name: "a.yaml", content: "a" }]);
    expect(report.errors).toEqual([
      expect.objectContaining({ path: join(root, "file", "sub"), code: "ENOTDIR" }),
    ]);
    expect(report.files).toEqual([
      { path: join(root, "file", "sub", "a.yaml"), bytes: 1, status: "skipped" },
    ]);
  });
});
