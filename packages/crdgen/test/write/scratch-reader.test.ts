import * as fs from "node:fs";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChunkedCrdFile } from "../../src/write/chunked-file.js";
import { writeCrdFiles } from "../../src/write/index.js";
import { ScratchReader } from "../../src/write/scratch-reader.js";

// Passes through to the real node:fs, so the tests can see into which buffers files were read.
vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return { ...actual, readSync: vi.fn(actual.readSync) };
});

const readSyncSpy = vi.mocked(fs.readSync);

let root = "";

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "crdgen-scratch-reader-"));
  readSyncSpy.mockClear();
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("ScratchReader", () => {
  it("reads a file whole up to one byte past the limit, whatever the sizes of earlier reads", () => {
    const reader = new ScratchReader();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.uint8Array({ maxLength: 300 }), fc.nat({ max: 320 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (reads) => {
          for (const [content, limit] of reads) {
            const path = join(root, "f.yaml");
            writeFileSync(path, content);
            const read = reader.readUpTo(path, limit);
            expect(Buffer.from(read).equals(Buffer.from(content.subarray(0, limit + 1)))).toBe(true);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("throws Node's own errors", () => {
    const reader = new ScratchReader();
    expect(() => reader.readUpTo(join(root, "missing.yaml"), 10)).toThrow(/ENOENT/);
    expect(() => reader.readUpTo(root, 10)).toThrow(/EISDIR/);
  });
});

describe("writeCrdFiles", () => {
  it("reads the targets it compares into one reused buffer, and still finds a change in the last byte", async () => {
    const shared = `template: ${"x".repeat(5000)} é\n`;
    const files = ["a", "b", "c"].map(
      (name) => new ChunkedCrdFile(`${name}.yaml`, [`kind: ${name}\n`, shared]),
    );
    writeFileSync(join(root, "a.yaml"), `kind: a\n${shared}`);
    writeFileSync(join(root, "b.yaml"), `kind: b\n${shared}`);
    writeFileSync(join(root, "c.yaml"), `kind: c\n${shared.slice(0, -1)}!`);
    const report = await writeCrdFiles(root, files);
    expect(report.files.map((f) => f.status)).toEqual(["unchanged", "unchanged", "written"]);
    const buffers = new Set(readSyncSpy.mock.calls.map(([, buffer]) => (buffer as Uint8Array).buffer));
    expect(readSyncSpy.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(buffers.size).toBe(1);
  });
});
