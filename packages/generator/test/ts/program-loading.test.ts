import { ts } from "@ts-morph/common";
import { describe, expect, it } from "vitest";
import { ImportGraph } from "../../src/ts/changes.js";
import { SourceFileCache, createCompilerHost } from "../../src/ts/compiler-host.js";
import type { ProgramFileSystem } from "../../src/ts/file-system.js";
import { programFileSystem } from "../../src/ts/file-system.js";

const options: ts.CompilerOptions = { strict: true, noEmit: true, module: ts.ModuleKind.Preserve };
/** Only TypeScript's library. */
const libOnly = programFileSystem({});

/** Files that can be edited, with the names of the files read since the last `reads()`. */
function editableFiles(initial: Record<string, string>) {
  const files = { ...initial };
  let read: string[] = [];
  const fs: ProgramFileSystem = {
    ...programFileSystem(files),
    fileExistsSync: (file) => Object.hasOwn(files, file) || libOnly.fileExistsSync(file),
    readFile: (file) => {
      read.push(file);
      return files[file] ?? libOnly.readFile(file);
    },
  };
  return {
    fs,
    edit: (file: string, text: string) => (files[file] = text),
    reads: () => {
      const out = read.filter((f) => !f.includes("/node_modules/"));
      read = [];
      return out;
    },
  };
}

function program(
  fs: ProgramFileSystem,
  cache: SourceFileCache,
  rootNames: string[],
  oldProgram?: ts.Program,
): ts.Program {
  const host = createCompilerHost(fs, "/app", cache);
  return ts.createProgram({ rootNames, options, host, ...(oldProgram ? { oldProgram } : {}) });
}

function declaration(source: ts.SourceFile | undefined, index = 0): ts.Node & { jsDoc?: unknown } {
  const found = source?.statements[index];
  if (found === undefined) throw new Error("no such statement");
  return found;
}

describe("the ts-morph backend's program", () => {
  it("parses JSDoc as tsc does: doc comments stay text unless they hold @see or @link", () => {
    const files = editableFiles({
      "/app/a.ts":
        "/** +kubebuilder:validation:MinLength=1 */\nexport type A = string;\n/** @see A */\nexport type B = A;\n",
    });
    const source = program(files.fs, new SourceFileCache(), ["/app/a.ts"]).getSourceFile("/app/a.ts");
    expect(declaration(source, 0).jsDoc).toBeUndefined();
    expect(declaration(source, 1).jsDoc).toBeDefined();
  });

  it("reads and parses again only the files an edit changed, reusing the rest", () => {
    const files = editableFiles({
      "/app/a.ts": 'import type { B } from "./b";\nexport interface A { b: B }\n',
      "/app/b.ts": "export interface B { x: string }\n",
    });
    const cache = new SourceFileCache();
    const first = program(files.fs, cache, ["/app/a.ts"]);
    expect(files.reads().sort()).toEqual(["/app/a.ts", "/app/b.ts"]);
    files.edit("/app/b.ts", "export interface B { x: number }\n");
    cache.forget("/app/b.ts");
    const second = program(files.fs, cache, ["/app/a.ts"], first);
    expect(files.reads()).toEqual(["/app/b.ts"]);
    expect(second.getSourceFile("/app/a.ts")).toBe(first.getSourceFile("/app/a.ts"));
    expect(second.getSourceFile("/app/b.ts")?.text).toContain("number");
  });

  it("knows which files import a file, directly or not, and that a global declaration reaches every file", () => {
    const files = editableFiles({
      "/app/a.ts": 'import type { B } from "./b";\nexport interface A { b: B }\n',
      "/app/b.ts": 'export type { C as B } from "./c";\n',
      "/app/c.ts": "export interface C { x: string }\n",
      "/app/d.ts": "export interface D { x: string }\n",
      "/app/g.ts": "interface Global { x: string }\n",
    });
    const built = program(files.fs, new SourceFileCache(), ["/app/a.ts", "/app/d.ts", "/app/g.ts"]);
    const graph = new ImportGraph(built);
    const importers = (file: string) => {
      const source = built.getSourceFile(file);
      if (source === undefined) throw new Error(`${file} is not in the program`);
      const found = graph.withImporters(source);
      return found === undefined ? "all" : [...found].sort();
    };
    expect(importers("/app/c.ts")).toEqual(["/app/a.ts", "/app/b.ts", "/app/c.ts"]);
    expect(importers("/app/d.ts")).toEqual(["/app/d.ts"]);
    expect(importers("/app/g.ts")).toBe("all");
  });
});
