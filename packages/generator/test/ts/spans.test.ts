import { positionAt } from "@crdgen/core";
import type { SourceSpan } from "@crdgen/core";
import { ts } from "@ts-morph/common";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateCrds, loadProject } from "../../src/index.js";
import { DisplayPaths } from "../../src/ts/paths.js";
import { spanOf } from "../../src/ts/spans.js";

/*
 * Spans work out their lines and columns when first read. They must read as the eager span did: from the
 * node's first token (comments skipped) to its end, positions counted by core's own line scan here.
 */

function nodesOf(file: ts.SourceFile): ts.Node[] {
  const out: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    out.push(node);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(file, visit);
  return out;
}

function expected(file: ts.SourceFile, node: ts.Node, shown: string): SourceSpan {
  return {
    file: shown,
    start: positionAt(file.text, node.getStart(file)),
    end: positionAt(file.text, node.getEnd()),
  };
}

// Lines of declarations with comments before names and types, blank lines, and characters outside ASCII.
const line = fc.constantFrom(
  "export interface A { /** a */ a: string; b?: number[] }",
  "// +kubebuilder:object:root=true",
  "/**\n * Doc über B.\n */\nexport type B = { c: 'x' | 'y' /* why */ | 'z' };",
  "",
  "interface C<T> {\n  // note\n  items: Array<T>;\n  map: Record<string, /* v */ boolean>;\n}",
  "export enum D { One = 'one', /** two */ Two = 'two' }",
);

describe("spans of nodes", () => {
  it("read as the positions of the node's first token and end, whichever is read first", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.boolean(),
        (lines, pick, endFirst) => {
          const text = lines.join("\n");
          const file = ts.createSourceFile("/p/api/a.ts", text, ts.ScriptTarget.ES2022, true);
          const nodes = nodesOf(file);
          const node = nodes[pick % nodes.length] as ts.Node;
          const span = spanOf(node, new DisplayPaths("/p"), file);
          const want = expected(file, node, "api/a.ts");
          if (endFirst) expect(span.end).toEqual(want.end);
          expect(span.start).toEqual(want.start);
          expect(span.end).toEqual(want.end);
          expect(span.file).toBe("api/a.ts");
          expect(JSON.stringify(span)).toBe(JSON.stringify(want));
        },
      ),
    );
  });

  it("finds the node's file itself when not given it", () => {
    const file = ts.createSourceFile(
      "/p/a.ts",
      "\n\n  /** x */ type X =\n  string;\n",
      ts.ScriptTarget.ES2022,
      true,
    );
    const node = nodesOf(file).find(ts.isTypeAliasDeclaration) as ts.TypeAliasDeclaration;
    const span = spanOf(node.type, new DisplayPaths("/elsewhere"));
    expect(JSON.parse(JSON.stringify(span))).toEqual({
      file: "/p/a.ts",
      start: { line: 4, column: 3 },
      end: { line: 4, column: 9 },
    });
  });

  it("reads its positions when frozen first, as shared schemas are", () => {
    const file = ts.createSourceFile(
      "/p/a.ts",
      "type X =\n  /** doc */ string;\n",
      ts.ScriptTarget.ES2022,
      true,
    );
    const node = nodesOf(file).find(ts.isTypeAliasDeclaration) as ts.TypeAliasDeclaration;
    const span = Object.freeze(spanOf(node.type, new DisplayPaths("/p"), file));
    expect([span.start, span.end]).toEqual([
      { line: 2, column: 14 },
      { line: 2, column: 20 },
    ]);
  });

  it("leave the generator as plain objects in the diagnostics a caller gets", () => {
    // A property type crdgen cannot map is an error placed at the type's span, which the adapter made.
    const result = generateCrds({
      inputs: ["api/a.ts"],
      cwd: "/app",
      files: {
        "/app/api/a.ts":
          "// +groupName=example.com\n\n/** +kubebuilder:object:root=true */\nexport interface Widget {\n" +
          "  apiVersion?: string;\n  kind?: string;\n  spec?: { a: symbol };\n}\n",
      },
    });
    const placed = result.diagnostics.filter((d) => d.span !== undefined);
    expect(placed.length).toBeGreaterThan(0);
    for (const { span } of placed) {
      expect(Object.getPrototypeOf(span)).toBe(Object.prototype);
      // Deep equality and a spread see what JSON sees: the positions are own properties.
      expect({ ...span }).toEqual(JSON.parse(JSON.stringify(span)));
      expect(span?.start.line).toBeGreaterThan(0);
    }
  });

  it("gives a property the place of its name, not of its comment", () => {
    const project = loadProject({
      inputs: ["a.ts"],
      cwd: "/app",
      files: { "/app/a.ts": "export interface T {\n  /** Doc. */\n  name: string;\n}\n" },
    }).value;
    const property = project?.inputFiles()[0]?.declarations[0]?.type().properties()[0];
    expect(property?.span?.start).toEqual({ line: 3, column: 3 });
    expect(property?.span?.end).toEqual({ line: 3, column: 7 });
  });
});
