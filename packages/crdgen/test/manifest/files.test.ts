import { mkdir, mkdtemp, rm, symlink, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expandPath } from "../../src/manifest/expand.js";
import { maxManifestBytes, readManifestFile, readManifestStream } from "../../src/manifest/read-file.js";

let root = "";

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "crdgen-files-"));
  for (const path of [
    "b.yaml",
    "a.yml",
    "a/z.json",
    "a/b/c.yaml",
    "notes.txt",
    ".hidden/x.yaml",
    "node_modules/m.yaml",
  ]) {
    await mkdir(join(root, path, ".."), { recursive: true });
    await writeFile(join(root, path), "a: 1\n");
  }
  await symlink(join(root, "b.yaml"), join(root, "link.yaml"));
  await symlink(join(root, "a"), join(root, "linked-dir"));
  await mkdir(join(root, "empty"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("expandPath", () => {
  it("lists *.yaml, *.yml and *.json recursively, sorted, without dot-folders, node_modules or linked folders", async () => {
    const expanded = await expandPath(root);
    expect(expanded.kind).toBe("directory");
    const files = expanded.kind === "directory" ? expanded.files.map((f) => f.slice(root.length + 1)) : [];
    expect(files).toEqual(["a.yml", "a/b/c.yaml", "a/z.json", "b.yaml", "link.yaml"]);
  });

  it("passes a file through and reports a missing path", async () => {
    expect(await expandPath(join(root, "notes.txt"))).toEqual({
      kind: "file",
      path: join(root, "notes.txt"),
    });
    expect((await expandPath(join(root, "nope.yaml"))).kind).toBe("missing");
  });

  it("finds nothing in an empty folder", async () => {
    expect(await expandPath(join(root, "empty"))).toMatchObject({ kind: "directory", files: [] });
  });
});

describe("readManifestFile", () => {
  it("reads a file as text", () => {
    expect(readManifestFile(join(root, "b.yaml"), "b.yaml")).toEqual({ kind: "text", text: "a: 1\n" });
  });

  it("reports a missing file and a path through a file as unreadable", () => {
    const missing = readManifestFile(join(root, "missing.yaml"), "missing.yaml");
    expect(missing).toMatchObject({ kind: "problem", unreadable: true });
    expect(missing.kind === "problem" && missing.diagnostic.message).toBe(
      "cannot read missing.yaml: no such file or directory",
    );
    const through = readManifestFile(join(root, "b.yaml", "x.yaml"), "b.yaml/x.yaml");
    expect(through.kind === "problem" && through.diagnostic.message).toBe(
      "cannot read b.yaml/x.yaml: a part of the path is not a directory",
    );
  });

  it("refuses a file over 64 MiB without reading it", async () => {
    const huge = join(root, "huge.yaml");
    await writeFile(huge, "");
    await truncate(huge, maxManifestBytes + 1);
    const read = readManifestFile(huge, "huge.yaml");
    expect(read.kind === "problem" && [read.diagnostic.code, read.diagnostic.message]).toEqual([
      "CRD4005",
      "huge.yaml is larger than 64 MiB (67,108,865 bytes)",
    ]);
  });
});

describe("readManifestStream", () => {
  it("reads a stream and refuses one over the limit", async () => {
    expect(await readManifestStream(Readable.from([Buffer.from("a: "), Buffer.from("1\n")]), "-")).toEqual({
      kind: "text",
      text: "a: 1\n",
    });
    const chunk = Buffer.alloc(16 * 1024 * 1024, 0x20);
    const big = await readManifestStream(Readable.from([chunk, chunk, chunk, chunk, chunk]), "-");
    expect(big.kind === "problem" && big.diagnostic.code).toBe("CRD4005");
  });
});
