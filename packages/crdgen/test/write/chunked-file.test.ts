import * as fs from "node:fs";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { byteLengthOf, bytesOf, ChunkedCrdFile } from "../../src/write/chunked-file.js";
import { clientSideApplyLimit, sizeDiagnostics, writeCrdFiles } from "../../src/write/index.js";

// Passes through to the real node:fs, so the tests can see which files were read.
vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return { ...actual, readFileSync: vi.fn(actual.readFileSync), openSync: vi.fn(actual.openSync) };
});

const readFileSyncSpy = vi.mocked(fs.readFileSync);
const openSyncSpy = vi.mocked(fs.openSync);

let root = "";

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "crdgen-chunked-"));
  readFileSyncSpy.mockClear();
  openSyncSpy.mockClear();
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A chunked file whose `content` getter counts its calls. */
function watched(name: string, chunks: string[]): { file: ChunkedCrdFile; joins: () => number } {
  const file = new ChunkedCrdFile(name, chunks);
  const descriptor = Object.getOwnPropertyDescriptor(file, "content");
  let joins = 0;
  Object.defineProperty(file, "content", {
    enumerable: true,
    get: () => {
      joins++;
      return descriptor?.get?.call(file) as string;
    },
  });
  return { file, joins: () => joins };
}

describe("ChunkedCrdFile", () => {
  it("is a CrdFile whose content is its chunks joined, an own enumerable property shown by JSON", () => {
    const file = new ChunkedCrdFile("a.yaml", ["---\n", "kind: A # é\n", "spec: {}\n"]);
    expect(file.content).toBe("---\nkind: A # é\nspec: {}\n");
    expect(Object.fromEntries(Object.entries(file))).toEqual({ name: "a.yaml", content: file.content });
    expect(JSON.parse(JSON.stringify(file))).toEqual({ name: "a.yaml", content: file.content });
  });

  it("measures and encodes its UTF-8 bytes without joining its chunks", () => {
    const { file, joins } = watched("a.yaml", ["---\n", "kind: é€\n", "x".repeat(100)]);
    expect(byteLengthOf(file)).toBe(Buffer.byteLength(`---\nkind: é€\n${"x".repeat(100)}`));
    expect(new TextDecoder().decode(bytesOf(file))).toBe(`---\nkind: é€\n${"x".repeat(100)}`);
    expect(joins()).toBe(0);
  });

  it("is measured for the size warning without joining it", () => {
    const big = watched("big.yaml", ["#".repeat(clientSideApplyLimit), "\n"]);
    const small = watched("small.yaml", ["#".repeat(100)]);
    const warnings = sizeDiagnostics(root, [big.file, small.file]);
    expect(warnings.map((w) => w.span?.file)).toEqual([join(root, "big.yaml")]);
    expect(big.joins() + small.joins()).toBe(0);
  });

  it("keeps its size warnings for its directory, as watch mode asks again after every edit", () => {
    const big = new ChunkedCrdFile("big.yaml", ["#".repeat(clientSideApplyLimit), "\n"]);
    const [first] = sizeDiagnostics(root, [big]);
    expect(first?.span?.file).toBe(join(root, "big.yaml"));
    expect(sizeDiagnostics(root, [big])[0]).toBe(first);
    const [elsewhere] = sizeDiagnostics(join(root, "other"), [big]);
    expect(elsewhere?.span?.file).toBe(join(root, "other", "big.yaml"));
    // A plain file may be edited between calls: its warnings are made anew.
    const plain = { name: "big.yaml", content: "#".repeat(clientSideApplyLimit + 1) };
    const [once] = sizeDiagnostics(root, [plain]);
    expect(once).toEqual(first);
    expect(sizeDiagnostics(root, [plain])[0]).not.toBe(once);
  });

  it("is written byte for byte without being joined", async () => {
    const { file, joins } = watched("a.yaml", ["---\n", "kind: A # é\n"]);
    const report = await writeCrdFiles(root, [file]);
    expect(report.files).toEqual([{ path: join(root, "a.yaml"), bytes: 17, status: "written" }]);
    expect(readFileSync(join(root, "a.yaml"), "utf8")).toBe("---\nkind: A # é\n");
    expect(joins()).toBe(0);
  });
});

describe("writeCrdFiles", () => {
  it("encodes the files it writes one after another into one reused buffer", async () => {
    const files = [
      new ChunkedCrdFile("long.yaml", ["kind: Long\n", `text: ${"é".repeat(3000)}\n`]),
      new ChunkedCrdFile("short.yaml", ["kind: Short\n"]),
      { name: "plain.yaml", content: "kind: Plain # ü\n" },
    ];
    const encode = vi.spyOn(ChunkedCrdFile.prototype, "encodeInto");
    try {
      await writeCrdFiles(root, files);
      expect(encode).toHaveBeenCalledTimes(2);
      const targets = new Set(encode.mock.results.map((result) => (result.value as Uint8Array).buffer));
      expect(targets.size).toBe(1);
    } finally {
      encode.mockRestore();
    }
    expect(readFileSync(join(root, "long.yaml"), "utf8")).toBe(`kind: Long\ntext: ${"é".repeat(3000)}\n`);
    expect(readFileSync(join(root, "short.yaml"), "utf8")).toBe("kind: Short\n");
    expect(readFileSync(join(root, "plain.yaml"), "utf8")).toBe("kind: Plain # ü\n");
  });

  it("finds files unchanged by comparing their chunks, without encoding each file whole", async () => {
    const shared = `template: ${"x".repeat(1000)} é\n`;
    const files = [
      new ChunkedCrdFile("a.yaml", ["kind: A\n", shared]),
      new ChunkedCrdFile("b.yaml", ["kind: B\n", shared]),
      new ChunkedCrdFile("c.yaml", ["kind: C\n", shared]),
    ];
    writeFileSync(join(root, "a.yaml"), `kind: A\n${shared}`);
    writeFileSync(join(root, "b.yaml"), `kind: B\n${shared}`);
    writeFileSync(join(root, "c.yaml"), `kind: X\n${shared}`);
    const encodeWhole = vi.spyOn(ChunkedCrdFile.prototype, "encodeInto");
    try {
      const report = await writeCrdFiles(root, files);
      expect(report.files.map((f) => f.status)).toEqual(["unchanged", "unchanged", "written"]);
      // Only the changed file is encoded whole, to be written.
      expect(encodeWhole.mock.contexts).toEqual([files[2]]);
      expect(readFileSync(join(root, "c.yaml"), "utf8")).toBe(`kind: C\n${shared}`);
    } finally {
      encodeWhole.mockRestore();
    }
  });

  it("does not read a target whose size already differs, and reads one of the same size", async () => {
    writeFileSync(join(root, "longer.yaml"), "kind: A\nold: true\n");
    writeFileSync(join(root, "same-size.yaml"), "kind: B\n");
    readFileSyncSpy.mockClear();
    openSyncSpy.mockClear();
    const report = await writeCrdFiles(root, [
      { name: "longer.yaml", content: "kind: A\n" },
      { name: "same-size.yaml", content: "kind: C\n" },
    ]);
    expect(report.files.map((f) => f.status)).toEqual(["written", "written"]);
    const opened = openSyncSpy.mock.calls.filter(([, flags]) => flags === "r").map(([path]) => String(path));
    expect(opened).toEqual([join(root, "same-size.yaml")]);
    expect(readFileSyncSpy).not.toHaveBeenCalled();
    expect(readFileSync(join(root, "longer.yaml"), "utf8")).toBe("kind: A\n");
  });
});
