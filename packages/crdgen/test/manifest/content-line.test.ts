import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readManifestText } from "../../src/manifest/documents.js";
import { splitDocuments } from "../../src/manifest/split.js";

/**
 * A document's line is where its chunk's content starts (past blank lines, comments, directives and the `---`
 * marker, within the first 200 lines). It used to be found by splitting 200 lines off the chunk; kept here as
 * it was, that is the reference the line-by-line scan must agree with.
 */
function splitContentLine(chunk: { readonly text: string; readonly line: number }): number {
  const lines = chunk.text.split("\n", 200);
  for (const [i, raw] of lines.entries()) {
    const text = raw.trim();
    if (text === "" || text.startsWith("#") || text.startsWith("%") || /^---(?:\s+#.*)?$/.test(text)) {
      continue;
    }
    return chunk.line + i;
  }
  return chunk.line;
}

const lineBefore = fc.constantFrom("", "  ", "\t", "# note", "  # indented", "\r");
const content = fc.constantFrom("a: 1\nb: [1, 2]", "- x\n- y: z", '"q": y', "k: v\r", "  c: |\n    text");
const marker = fc.constantFrom("---", "--- # c", "---  ");

/** Texts of several documents, each with some lines before its content, some near the 200 lines looked at. */
const manifest = fc
  .array(
    fc.tuple(
      marker,
      fc.array(lineBefore, { maxLength: 6 }),
      fc.oneof(fc.nat({ max: 2 }), fc.integer({ min: 192, max: 202 })),
      content,
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((documents) =>
    documents
      .map(([start, before, many, lines], i) =>
        [...(i === 0 ? [] : [start]), ...before, ...Array<string>(many).fill("#"), lines].join("\n"),
      )
      .join("\n"),
  );

describe("a document's content line", () => {
  it("is the one splitting the chunk into 200 lines found", () => {
    fc.assert(
      fc.property(manifest, fc.boolean(), (text, finalBreak) => {
        const full = finalBreak ? `${text}\n` : text;
        const expected = [...splitDocuments(full)].map(splitContentLine);
        const lines: number[] = [];
        for (const item of readManifestText(full, "m.yaml")) {
          if (item.kind === "document") lines.push(item.document.line);
        }
        expect(lines).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
