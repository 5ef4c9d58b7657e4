import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChunkedCrdFile } from "../../src/write/chunked-file.js";
import { diffCrdFiles, unifiedDiff } from "../../src/write/index.js";
import { countJoins } from "./count-joins.js";

let root = "";

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "crdgen-diff-bytes-"));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

// Text of every UTF-8 width, with U+FFFD and lone surrogates (which reach a file as U+FFFD).
const text = fc.string({ unit: fc.constantFrom("a", "\n", "é", "€", "😀", "\uFFFD", "\ud800", "\udc00") });
// Bytes on disk: the expected text's own, with a byte changed, cut or added, or another text's (invalid
// UTF-8 among them: a lone byte 0xff decodes to U+FFFD as well).
const disk = (expected: string): fc.Arbitrary<Buffer> => {
  const own = Buffer.from(expected, "utf8");
  return fc.oneof(
    fc.constant(own),
    fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })).map(([at, byte]) => {
      const changed = Buffer.from(own);
      if (changed.length > 0) changed[at % changed.length] = byte;
      return changed;
    }),
    fc.nat().map((cut) => own.subarray(0, cut % (own.length + 1))),
    fc.constant(Buffer.concat([own, Buffer.from([0xff])])),
    text.map((other) => Buffer.from(other, "utf8")),
  );
};

describe("diffCrdFiles comparing bytes", () => {
  // The independent check is the text comparison diffCrdFiles made before it compared bytes: the file decoded
  // as UTF-8 is current when it equals the expected text, else stale with a diff from it.
  it("finds each file current or stale exactly as comparing the decoded text does", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(text, { minLength: 1, maxLength: 4 })
          .chain((chunks) => fc.tuple(fc.constant(chunks), disk(chunks.join("")), fc.boolean())),
        async ([chunks, bytes, chunked]) => {
          const content = chunks.join("");
          writeFileSync(join(root, "a.yaml"), bytes);
          const file = chunked ? new ChunkedCrdFile("a.yaml", chunks) : { name: "a.yaml", content };
          const report = await diffCrdFiles(root, [file]);
          const existing = bytes.toString("utf8");
          const path = join(root, "a.yaml");
          expect(report.files).toEqual([
            existing === content
              ? { path, status: "current" }
              : { path, status: "stale", diff: unifiedDiff(existing, content, path.replace(/^\/+/, "")) },
          ]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("finds a current chunked file current without joining its text", async () => {
    const shared = `template: ${"x".repeat(5000)} é\n`;
    const files = ["a", "b"].map((name) => new ChunkedCrdFile(`${name}.yaml`, [`kind: ${name}\n`, shared]));
    for (const file of files) {
      writeFileSync(join(root, file.name), `kind: ${file.name.slice(0, 1)}\n${shared}`);
    }
    let joins = 0;
    for (const file of files) countJoins(file, () => joins++);
    const report = await diffCrdFiles(root, files);
    expect(report.files.map((f) => f.status)).toEqual(["current", "current"]);
    expect(joins).toBe(0);
  });
});
