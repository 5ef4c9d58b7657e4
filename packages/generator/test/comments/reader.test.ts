import fc from "fast-check";
import { parseComment } from "@crdgen/markers";
import type { MarkerTarget } from "@crdgen/markers";
import { describe, expect, it } from "vitest";
import { CommentReader } from "../../src/comments/reader.js";
import type { DeclarationComments } from "../../src/ts/model.js";

// Comments at a few places of two files (a place has one text, as in a real file): the reader answers by the
// comments object asked with, and else by the file, the target and the comments' positions. A fresh object
// for the same place (as the ts-morph adapter hands out) must get the same answer, and each place's problems
// are reported once.
const texts = [
  "// +kubebuilder:validation:Minimum=1",
  "/** A field. */",
  "// +kubebuilder:validation:Minimum=x",
  "// +groupName=example.com",
  "// +kubebuilder:object:root=true",
];
const files = ["/p/api/a.ts", "/p/api/b.ts"];
const targets: readonly MarkerTarget[] = ["package", "type", "field"];

interface Read {
  readonly line: number;
  readonly file: string;
  readonly target: MarkerTarget;
  readonly reuse: boolean;
}

const read: fc.Arbitrary<Read> = fc.record({
  line: fc.constantFrom(1, 5, 9),
  file: fc.constantFrom(...files),
  target: fc.constantFrom(...targets),
  reuse: fc.boolean(),
});

function commentsOf({ line, file }: Read): DeclarationComments {
  // The group at line 9 is separated from its declaration by a blank line.
  const detached = line === 9;
  const text = texts[(line + files.indexOf(file) * 3) % texts.length] ?? "";
  const raw = { text, start: { line, column: 1 } };
  return detached ? { detached: [raw] } : { doc: raw, detached: [] };
}

describe("CommentReader", () => {
  it("answers every read as parsing the comments would, and reports each place's problems once", () => {
    fc.assert(
      fc.property(fc.array(read, { maxLength: 30 }), (reads) => {
        const reader = new CommentReader((file) => file);
        const objects = new Map<string, DeclarationComments>();
        const reported = new Set<string>();
        let expectedDiagnostics = 0;
        for (const r of reads) {
          const place = `${String(r.line)}|${r.file}`;
          // The same object again when asked to reuse it, else a fresh one for the same place.
          const comments = (r.reuse ? objects.get(place) : undefined) ?? commentsOf(r);
          objects.set(place, comments);
          const raw = comments.doc ?? comments.detached[0];
          if (raw === undefined) throw new Error("no comment");
          const parsed = parseComment(raw.text, raw.start, r.file, r.target);
          expect(reader.read(comments, r.file, r.target)).toEqual({
            markers: parsed.markers,
            packageMarkers: parsed.packageMarkers,
            description: comments.doc === undefined ? "" : parsed.description,
          });
          const key = `${place}|${r.target}`;
          if (!reported.has(key)) expectedDiagnostics += parsed.diagnostics.length;
          reported.add(key);
        }
        expect(reader.takeDiagnostics()).toHaveLength(expectedDiagnostics);
      }),
    );
  });

  it("gives a fresh comments object at a place already read the same answer object", () => {
    const reader = new CommentReader((file) => file);
    const at = (line: number): DeclarationComments => ({
      doc: { text: texts[0] ?? "", start: { line, column: 1 } },
      detached: [],
    });
    const first = reader.read(at(3), "/p/api/a.ts", "field");
    expect(reader.read(at(3), "/p/api/a.ts", "field")).toBe(first);
    expect(reader.read(at(4), "/p/api/a.ts", "field")).not.toBe(first);
    expect(reader.read(at(3), "/p/api/b.ts", "field")).not.toBe(first);
    expect(reader.read(at(3), "/p/api/a.ts", "type")).not.toBe(first);
  });

  // collect.go, markerSubVisitor.Visit: only the closest non-doc group and the doc group carry a declaration's
  // markers; groups further up are package markers at file level and dropped inside a type
  it("takes no markers from groups further up than the closest one, keeping package markers above a type", () => {
    const reader = new CommentReader((file) => file);
    const raw = (text: string, line: number) => ({ text, start: { line, column: 1 } });
    const comments: DeclarationComments = {
      farther: [
        raw(
          "// +groupName=example.com\n// +kubebuilder:validation:Minimum=1\n// +kubebuilder:validation:Minimum=x",
          1,
        ),
      ],
      detached: [raw("// +kubebuilder:validation:Maximum=5", 4)],
      doc: raw("/** A. */", 6),
    };
    const asType = reader.read(comments, "/p/api/a.ts", "type");
    expect(asType.markers.map((m) => m.text)).toEqual(["+kubebuilder:validation:Maximum=5"]);
    expect(asType.packageMarkers.map((m) => m.text)).toEqual(["+groupName=example.com"]);
    expect(reader.takeDiagnostics().map((d) => [d.code, d.span?.start.line, d.message])).toEqual([
      [
        "CRD1014",
        2,
        "+kubebuilder:validation:Minimum=1 has no effect here: controller-gen reads a declaration's markers from its doc comment and the one comment group above it, not from groups further up",
      ],
    ]);
    const asField = reader.read(comments, "/p/api/a.ts", "field");
    expect(asField.markers.map((m) => m.text)).toEqual(["+kubebuilder:validation:Maximum=5"]);
    expect(asField.packageMarkers).toEqual([]);
    expect(reader.takeDiagnostics().map((d) => d.span?.start.line)).toEqual([2]);
  });

  it("reads a declaration without comments as nothing said, for every target, with no problem counted", () => {
    const reader = new CommentReader((file) => file);
    for (const target of targets) {
      expect(reader.read({ detached: [] }, "/p/api/a.ts", target)).toEqual({
        markers: [],
        packageMarkers: [],
        description: "",
      });
    }
    expect(reader.problemsRead()).toBe(0);
    expect(reader.takeDiagnostics()).toEqual([]);
  });
});
