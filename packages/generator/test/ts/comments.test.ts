import { describe, expect, it } from "vitest";
import { loadProject } from "../../src/index.js";
import type { TsSourceFile } from "../../src/ts/model.js";

function file(text: string): TsSourceFile {
  const project = loadProject({ inputs: ["a.ts"], cwd: "/app", files: { "/app/a.ts": text } }).value;
  const found = project?.inputFiles()[0];
  if (found === undefined) throw new Error("no input file");
  return found;
}

function texts(source: TsSourceFile): unknown {
  return {
    leading: source.leadingComments.map((c) => c.text),
    declarations: source.declarations.map((d) => ({
      name: d.identity.name,
      doc: d.comments.doc?.text,
      detached: d.comments.detached.map((c) => c.text),
    })),
  };
}

describe("comments", () => {
  it("gives the file's leading comment to the package when a blank line separates it from the first type", () => {
    const source = file("// +groupName=a.io\n\n/** Doc. */\nexport interface A {}\n");
    expect(texts(source)).toEqual({
      leading: ["// +groupName=a.io"],
      declarations: [{ name: "A", doc: "/** Doc. */", detached: [] }],
    });
    expect(source.leadingComments[0]?.start).toEqual({ line: 1, column: 1 });
  });

  it("keeps a comment attached to the first type as its doc", () => {
    expect(texts(file("/** Doc.\n * +groupName=a.io\n */\nexport interface A {}\n"))).toEqual({
      leading: [],
      declarations: [{ name: "A", doc: "/** Doc.\n * +groupName=a.io\n */", detached: [] }],
    });
  });

  it("gives all leading comments to the package when the file starts with imports", () => {
    const source = file(
      '// +groupName=a.io\nimport type { X } from "./x";\n/** A. */\nexport type A = string;\n',
    );
    expect(texts(source)).toEqual({
      leading: ["// +groupName=a.io"],
      declarations: [{ name: "A", doc: "/** A. */", detached: [] }],
    });
  });

  it("reads a file without statements", () => {
    expect(texts(file("// +groupName=a.io\n// +versionName=v2\n"))).toEqual({
      leading: ["// +groupName=a.io\n// +versionName=v2"],
      declarations: [],
    });
  });

  it("groups comments by blank lines: the doc group and detached groups above it", () => {
    const text =
      "export interface First {}\n\n// +kubebuilder:object:root=true\n\n// B is\n// the second.\nexport interface B {}\n";
    expect(texts(file(text))).toEqual({
      leading: [],
      declarations: [
        { name: "First", doc: undefined, detached: [] },
        { name: "B", doc: "// B is\n// the second.", detached: ["// +kubebuilder:object:root=true"] },
      ],
    });
  });

  it("keeps only the closest detached group as such; the groups further up are farther", () => {
    const text =
      "export interface First {}\n\n// one\n\n// two\n\n// three\n\n/** B. */\nexport interface B {}\n";
    expect(file(text).declarations[1]?.comments).toEqual({
      doc: { text: "/** B. */", start: { line: 9, column: 1 } },
      detached: [{ text: "// three", start: { line: 7, column: 1 } }],
      farther: [
        { text: "// one", start: { line: 3, column: 1 } },
        { text: "// two", start: { line: 5, column: 1 } },
      ],
    });
  });

  it("has no doc when a blank line separates the comment from the declaration", () => {
    const source = file("export interface First {}\n/** Loose. */\n\nexport interface B {}\n");
    expect(source.declarations[1]?.comments).toEqual({
      detached: [{ text: "/** Loose. */", start: { line: 2, column: 1 } }],
    });
  });
});
