import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { startNumber, viewKey } from "../../src/ts7/view-keys.js";

/*
 * The context's views were keyed by the string `${file}:${pos}|${outer}` ("" for a missing node or outer
 * declaration). The numeric keys must tell two views apart exactly when those strings did.
 */

interface Place {
  readonly node?: { readonly file: string; readonly pos: number };
  readonly outer?: string;
}

function stringKey(place: Place): string {
  const at = place.node === undefined ? "" : `${place.node.file}:${String(place.node.pos)}`;
  return `${at}|${place.outer ?? ""}`;
}

function numericKeys(places: readonly Place[]): (number | string)[] {
  const files = new Map<string, number>();
  return places.map(({ node, outer }) => {
    if (node === undefined) return viewKey(undefined, outer);
    let file = files.get(node.file);
    if (file === undefined) {
      file = files.size;
      files.set(node.file, file);
    }
    return viewKey(startNumber(file, node.pos), outer);
  });
}

// File names and outer keys as crdgen makes them, with look-alikes of positions and separators among them.
const fileName = fc.constantFrom("/p/a.ts", "/p/b.ts", "/p/a.ts:1", "1", "/p/c.d.ts");
const position = fc.oneof(fc.nat(20), fc.constantFrom(2 ** 32 - 1, 2 ** 31, 2 ** 31 - 1));
const outerKey = fc.constantFrom("/p/a.ts:0", "/p/a.ts:7", "/p/b.ts:0", "-1", "0|/p/a.ts:0");
const place: fc.Arbitrary<Place> = fc.record(
  { node: fc.record({ file: fileName, pos: position }), outer: outerKey },
  { requiredKeys: [] },
);

describe("view keys", () => {
  it("tell views apart exactly when the string keys did", () => {
    fc.assert(
      fc.property(fc.array(place, { minLength: 2, maxLength: 12 }), (places) => {
        const numeric = numericKeys(places);
        const strings = places.map(stringKey);
        for (let i = 0; i < places.length; i++) {
          for (let j = 0; j < places.length; j++) {
            expect(numeric[i] === numeric[j]).toBe(strings[i] === strings[j]);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("keep a file's positions apart from the next file's, up to the largest uint32", () => {
    expect(startNumber(0, 2 ** 32 - 1)).not.toBe(startNumber(1, 0));
    expect(startNumber(2 ** 21 - 1, 2 ** 32 - 1)).toBe((2 ** 21 - 1) * 2 ** 32 + 2 ** 32 - 1);
    expect(Number.isSafeInteger(startNumber(2 ** 21 - 1, 2 ** 32 - 1))).toBe(true);
  });
});
