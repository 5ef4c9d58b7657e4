import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as write from "../../src/write/index.js";
import { OutputMemory } from "../../src/watch/output-memory.js";
import { ChunkedCrdFile } from "../../src/write/index.js";
import { countJoins } from "../write/count-joins.js";

// Passes through to the real writeCrdFiles, so the tests can see which files reached it.
vi.mock("../../src/write/index.js", async (importOriginal) => {
  const actual = await importOriginal<typeof write>();
  return { ...actual, writeCrdFiles: vi.fn(actual.writeCrdFiles) };
});

const writeCrdFiles = vi.mocked(write.writeCrdFiles);
/** The folder and files of each call of writeCrdFiles since the last mockClear(). */
const passedToWrite = (): unknown[] => writeCrdFiles.mock.calls.map(([folder, files]) => [folder, files]);
const past = new Date("2020-01-02T03:04:05Z");
// Two bytes in UTF-8: the reported size is in bytes, not characters.
const apple = { name: "a.example.com_apples.yaml", content: "kind: Apple # é\n" };
const berry = { name: "b.example.com_berries.yaml", content: "kind: Berry\n" };

let dir = "";
let out = "";

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-memory-"));
  out = path.join(dir, "out");
  writeCrdFiles.mockClear();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("OutputMemory", () => {
  it("writes every file the first time, with its size in bytes", async () => {
    const memory = new OutputMemory();
    const report = await memory.write(out, [apple, berry]);
    expect(report).toEqual({
      files: [
        { path: path.join(out, apple.name), bytes: 17, status: "written" },
        { path: path.join(out, berry.name), bytes: 12, status: "written" },
      ],
      errors: [],
    });
    expect(readFileSync(path.join(out, apple.name), "utf8")).toBe(apple.content);
    expect(readFileSync(path.join(out, berry.name), "utf8")).toBe(berry.content);
    expect(passedToWrite()).toEqual([[out, [apple, berry]]]);
  });

  it("reports the same text again as unchanged without touching or reading the disk", async () => {
    const memory = new OutputMemory();
    await memory.write(out, [apple, berry]);
    const target = path.join(out, apple.name);
    utimesSync(target, past, past);
    // Edited behind its back: the memory trusts what it wrote, so this stays.
    writeFileSync(path.join(out, berry.name), "edited by hand\n");
    writeCrdFiles.mockClear();
    const report = await memory.write(out, [apple, berry]);
    expect(report.files).toEqual([
      { path: target, bytes: 17, status: "unchanged" },
      { path: path.join(out, berry.name), bytes: 12, status: "unchanged" },
    ]);
    expect(report.errors).toEqual([]);
    expect(passedToWrite()).toEqual([[out, []]]);
    expect(statSync(target).mtime.getTime()).toBe(past.getTime());
    expect(readFileSync(path.join(out, berry.name), "utf8")).toBe("edited by hand\n");
  });

  it("remembers a new object with the same text, so that the next runs do not compare the text again", async () => {
    const memory = new OutputMemory();
    await memory.write(out, [apple]);
    let reads = 0;
    const sameApple = {
      name: apple.name,
      get content(): string {
        reads++;
        return apple.content;
      },
    };
    const again = await memory.write(out, [sameApple]);
    expect(again.files).toEqual([{ path: path.join(out, apple.name), bytes: 17, status: "unchanged" }]);
    const readsToCompare = reads;
    expect(readsToCompare).toBeGreaterThan(0);
    const later = await memory.write(out, [sameApple]);
    expect(later.files).toEqual([{ path: path.join(out, apple.name), bytes: 17, status: "unchanged" }]);
    expect(reads).toBe(readsToCompare);
  });

  it("writes only the file whose text changed, in the order the files were given", async () => {
    const memory = new OutputMemory();
    await memory.write(out, [apple, berry]);
    utimesSync(path.join(out, apple.name), past, past);
    writeCrdFiles.mockClear();
    const newBerry = { name: berry.name, content: "kind: Berry\nplural: berries\n" };
    const report = await memory.write(out, [apple, newBerry]);
    expect(report.files).toEqual([
      { path: path.join(out, apple.name), bytes: 17, status: "unchanged" },
      { path: path.join(out, berry.name), bytes: 28, status: "written" },
    ]);
    expect(passedToWrite()).toEqual([[out, [newBerry]]]);
    expect(readFileSync(path.join(out, berry.name), "utf8")).toBe(newBerry.content);
    expect(statSync(path.join(out, apple.name)).mtime.getTime()).toBe(past.getTime());
    // And the new text is what it remembers now.
    expect((await memory.write(out, [newBerry])).files).toEqual([
      { path: path.join(out, berry.name), bytes: 28, status: "unchanged" },
    ]);
  });

  it("compares a file's first write with the disk, keeping its mtime when equal", async () => {
    const target = path.join(out, apple.name);
    await new OutputMemory().write(out, [apple]);
    utimesSync(target, past, past);
    const report = await new OutputMemory().write(out, [apple]);
    expect(report.files).toEqual([{ path: target, bytes: 17, status: "unchanged" }]);
    expect(statSync(target).mtime.getTime()).toBe(past.getTime());
  });

  it("remembers files per folder", async () => {
    const memory = new OutputMemory();
    await memory.write(out, [apple]);
    const other = path.join(dir, "other");
    const report = await memory.write(other, [apple]);
    expect(report.files).toEqual([{ path: path.join(other, apple.name), bytes: 17, status: "written" }]);
  });

  it("reports each file at its path in the folder of this write, across folders and renamed CRDs", async () => {
    const memory = new OutputMemory();
    const other = path.join(dir, "other");
    const renamed = (n: number) => ({ name: `c${n}.example.com_cherries.yaml`, content: `kind: C${n}\n` });
    for (let n = 0; n < 6; n++) {
      for (const folder of [out, other]) {
        const report = await memory.write(folder, [apple, renamed(n)]);
        expect(report.files.map((f) => [f.path, f.status])).toEqual([
          [path.join(folder, apple.name), n === 0 ? "written" : "unchanged"],
          [path.join(folder, renamed(n).name), "written"],
        ]);
      }
    }
  });

  it("forgets what it wrote on clear(), going back to the disk", async () => {
    const memory = new OutputMemory();
    await memory.write(out, [apple]);
    memory.clear();
    writeCrdFiles.mockClear();
    const report = await memory.write(out, [apple]);
    expect(passedToWrite()).toEqual([[out, [apple]]]);
    expect(report.files.map((f) => f.status)).toEqual(["unchanged"]);
  });

  it("does not remember a file that could not be written, so the next write tries again", async () => {
    writeFileSync(out, "a file where the folder should be");
    const memory = new OutputMemory();
    const failed = await memory.write(out, [apple]);
    expect(failed.files).toEqual([{ path: path.join(out, apple.name), bytes: 17, status: "skipped" }]);
    expect(failed.errors).toHaveLength(1);
    rmSync(out);
    const retried = await memory.write(out, [apple]);
    expect(retried.files).toEqual([{ path: path.join(out, apple.name), bytes: 17, status: "written" }]);
    expect(retried.errors).toEqual([]);
  });

  it("remembers chunked files without joining them, and knows a new file with the same text", async () => {
    let joins = 0;
    const chunked = (name: string, chunks: string[]): ChunkedCrdFile =>
      countJoins(new ChunkedCrdFile(name, chunks), () => joins++);
    const memory = new OutputMemory();
    const first = chunked(apple.name, ["kind: Apple", " # é\n"]);
    await memory.write(out, [first]);
    writeCrdFiles.mockClear();
    const same = await memory.write(out, [first]);
    const again = await memory.write(out, [chunked(apple.name, ["kind: ", "Apple # é\n"])]);
    expect([...same.files, ...again.files].map((f) => [f.status, f.bytes])).toEqual([
      ["unchanged", 17],
      ["unchanged", 17],
    ]);
    expect(passedToWrite()).toEqual([
      [out, []],
      [out, []],
    ]);
    const changed = await memory.write(out, [chunked(apple.name, ["kind: Apricot\n"])]);
    expect(changed.files.map((f) => f.status)).toEqual(["written"]);
    expect(readFileSync(path.join(out, apple.name), "utf8")).toBe("kind: Apricot\n");
    expect(joins).toBe(0);
  });
});
