import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { ChunkByteCounter } from "../../src/write/chunk-byte-counter.js";
import { byteLengthOf, bytesOf, ChunkedCrdFile } from "../../src/write/chunked-file.js";

// Any UTF-16 units, lone and split surrogates included, mostly short but sometimes past the counter's 4096-unit
// threshold, where a chunk's length is looked up rather than measured.
const unit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("a", "é", "€", "\u{1F600}", "\uD83D", "\uDE00", "\n") },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 4 }) },
);
const chunk = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit, maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.string({ unit, maxLength: 6 }), fc.nat(2)).map(([s, n]) => s.repeat(4096 * n + 1)),
  },
);
// The same chunk strings in several files, as the files of one run share their schemas' text.
const run = fc
  .array(chunk, { minLength: 1, maxLength: 6 })
  .chain((pool) =>
    fc.array(fc.array(fc.constantFrom(...pool), { maxLength: 8 }), { minLength: 1, maxLength: 4 }),
  );

describe("ChunkByteCounter", () => {
  it("gives each file the UTF-8 byte length of its joined text, surrogates split across chunks included", () => {
    fc.assert(
      fc.property(run, (files) => {
        const counter = new ChunkByteCounter();
        for (const chunks of files) {
          const expected = Buffer.byteLength(chunks.join(""), "utf8");
          expect(byteLengthOf(new ChunkedCrdFile("a.yaml", chunks, counter))).toBe(expected);
          expect(byteLengthOf(new ChunkedCrdFile("a.yaml", chunks))).toBe(expected);
        }
      }),
    );
  });

  it("encodes each file as its joined text, surrogates split across chunks included", () => {
    fc.assert(
      fc.property(run, (files) => {
        const counter = new ChunkByteCounter();
        for (const chunks of files) {
          const file = new ChunkedCrdFile("a.yaml", chunks, counter);
          expect(Buffer.from(bytesOf(file)).equals(Buffer.from(chunks.join(""), "utf8"))).toBe(true);
          expect(file.content).toBe(chunks.join(""));
        }
      }),
    );
  });

  it("measures a large chunk once for all the files that share it, and a small one each time", () => {
    const shared = "é".repeat(5000);
    const counter = new ChunkByteCounter();
    const measure = vi.spyOn(Buffer, "byteLength");
    try {
      const files = ["a", "b", "c"].map(
        (name) => new ChunkedCrdFile(`${name}.yaml`, [`${name}\n`, shared, "\n"], counter),
      );
      expect(files.map(byteLengthOf)).toEqual([10_003, 10_003, 10_003]);
      const measured = measure.mock.calls.map(([text]) => text);
      expect(measured.filter((text) => text === shared)).toHaveLength(1);
      expect(measured.filter((text) => text === "\n")).toHaveLength(3);
    } finally {
      measure.mockRestore();
    }
  });
});
