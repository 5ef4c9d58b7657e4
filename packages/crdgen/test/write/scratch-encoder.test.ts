import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChunkEncoder, ChunkedCrdFile, ScratchEncoder } from "../../src/write/chunked-file.js";

// Chunks long enough to be copied from their bytes once repeated, and short ones, with text of every UTF-8 width.
const text = fc.string({ unit: fc.constantFrom("a", "é", "€", "😀", "\n", " ", "\ud800") });
const long = fc
  .tuple(text, fc.integer({ min: 1100, max: 5000 }))
  .map(([t, n]) => `${t}x`.repeat(n).slice(0, n * 4));

describe("ScratchEncoder", () => {
  it("gives each file the bytes Buffer.from gives its chunks, however many files share which chunks", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(text, long), { minLength: 1, maxLength: 6 }),
        fc.array(fc.array(fc.nat(), { maxLength: 8 }), { minLength: 1, maxLength: 6 }),
        (pool, files) => {
          const scratch = new ScratchEncoder(new ChunkEncoder());
          for (const picks of files) {
            const chunks = picks.map((i) => pool[i % pool.length] ?? "");
            const expected = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk, "utf8")));
            const bytes = scratch.bytesOf(new ChunkedCrdFile("f.yaml", chunks));
            expect(Buffer.from(bytes).equals(expected)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("encodes a large chunk once it comes back, and copies its bytes from then on", () => {
    const chunks = new ChunkEncoder();
    const large = "é".repeat(5000);
    expect(chunks.repeatedBytesOf(large)).toBeUndefined();
    const second = chunks.repeatedBytesOf(large);
    expect(second).toBeDefined();
    expect(chunks.repeatedBytesOf(large)).toBe(second);
    expect(chunks.repeatedBytesOf("small")).toBeUndefined();
    expect(chunks.repeatedBytesOf("small")).toBeUndefined();
  });
});

describe("ChunkEncoder.comparableBytesOf", () => {
  it("gives the bytes Buffer.from gives, in whatever order chunks come and come back", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(text, long), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat()),
        (pool, picks) => {
          const chunks = new ChunkEncoder();
          for (const pick of picks) {
            const chunk = pool[pick % pool.length] ?? "";
            expect(Buffer.from(chunks.comparableBytesOf(chunk)).equals(Buffer.from(chunk, "utf8"))).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps the bytes of a large chunk once it comes back, and of no small one", () => {
    const chunks = new ChunkEncoder();
    const large = "é".repeat(5000);
    const first = chunks.comparableBytesOf(large);
    const second = chunks.comparableBytesOf(large);
    expect(second.buffer).not.toBe(first.buffer);
    expect(chunks.comparableBytesOf(large)).toBe(second);
    const small = chunks.comparableBytesOf("small");
    expect(chunks.comparableBytesOf("other").buffer).toBe(small.buffer);
  });
});
