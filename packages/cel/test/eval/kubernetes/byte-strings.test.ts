/**
 * Go strings as byte strings (values/net-url-escape.ts): a JS string becomes the bytes of its UTF-8 encoding and
 * back, ASCII text without encoding. Checked against TextEncoder/TextDecoder on any text and any bytes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromByteString, toByteString } from "../../../src/values/net-url-escape.js";

const byteString = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

describe("byte strings", () => {
  it("are the UTF-8 bytes of any text, ASCII or not, and read back as that text", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "grapheme-ascii" }), fc.string({ unit: "binary" })),
        (s) => {
          const bytes = toByteString(s);
          expect(bytes).toBe(byteString(new TextEncoder().encode(s)));
          expect(fromByteString(bytes)).toBe(new TextDecoder().decode(new TextEncoder().encode(s)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("decode any bytes as TextDecoder does (invalid UTF-8 as U+FFFD, a BOM dropped)", () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 12 }),
      fc.uint8Array({ max: 0x7f, maxLength: 12 }),
      fc.uint8Array({ maxLength: 9 }).map((b) => Uint8Array.from([0xef, 0xbb, 0xbf, ...b])),
    );
    fc.assert(
      fc.property(bytes, (b) => {
        expect(fromByteString(byteString(b))).toBe(new TextDecoder().decode(b));
      }),
      { numRuns: 500 },
    );
  });
});
