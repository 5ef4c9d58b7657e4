import { ts } from "@ts-morph/common";
import { describe, expect, it } from "vitest";
import { ImportGraph } from "../../src/ts/changes.js";
import { SourceFileCache, createCompilerHost } from "../../src/ts/compiler-host.js";
import type { ProgramFileSystem } from "../../src/ts/file-system.js";
import { programFileSystem } from "../../src/ts/file-system.js";
import { ModuleResolution } from "../../src/ts/module-resolution.js";

const options: ts.CompilerOptions = { strict: true, noEmit: true, module: ts.ModuleKind.Preserve };
/** Only TypeScript's library. */
const libOnly = programFileSystem({});

/** Files that can be edited, with the names of the files read since the last `reads()`. */
function editableFiles(initial: Record<string, string>) {
  const files = { ...initial };
  let read: string[] = [];
  let packageJsonLookups: string[] = [];
  const fs: ProgramFileSystem = {
    ...programFileSystem(files),
    fileExistsSync: (file) => {
      if (file.endsWith("/package.json")) packageJsonLookups.push(file);
      return Object.hasOwn(files, file) || libOnly.fileExistsSync(file);
    },
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
    /** The package.json files looked for since the last call. */
    packageJsonLookups: () => {
      const looked = packageJsonLookups;
      packageJsonLookups = [];
      return looked;
    },
  };
}

function program(
  fs: ProgramFileSystem,
  cache: SourceFileCache,
  rootNames: string[],
  oldProgram?: ts.Program,
  compilerOptions: ts.CompilerOptions = options,
  resolution = new ModuleResolution("/app", compilerOptions),
): ts.Program {
  const host = createCompilerHost(fs, "/app", cache, resolution);
  resolution.startProgram();
  return ts.createProgram({
    rootNames,
    options: compilerOptions,
    host,
    ...(oldProgram ? { oldProgram } : {}),
  });
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

  it("looks for package.json files once per project, not once per program, but resolves imports anew", () => {
    const nodeNext = {
      ...options,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    };
    const files = editableFiles({
      "/app/package.json": '{ "type": "module" }\n',
      "/app/a.ts":
        'import type { B } from "./b.js";\nimport type { L } from "./lib/l.js";\nexport interface A { b: B; l: L }\n',
      "/app/b.ts": "export interface B { x: string }\n",
      // The in-memory folders are those of the first files.
      "/app/lib/other.ts": "export {};\n",
    });
    const cache = new SourceFileCache();
    const resolution = new ModuleResolution("/app", nodeNext);
    const first = program(files.fs, cache, ["/app/a.ts"], undefined, nodeNext, resolution);
    expect(files.packageJsonLookups()).toContain("/app/package.json");
    const unresolved = (built: ts.Program) =>
      built
        .getSemanticDiagnostics(built.getSourceFile("/app/a.ts"))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(unresolved(first).join("\n")).toContain("./lib/l.js");
    // A file outside the inputs appears (nothing relists them), then the file importing it is saved.
    files.edit("/app/lib/l.ts", "export interface L { y: number }\n");
    files.edit("/app/a.ts", `${first.getSourceFile("/app/a.ts")?.text ?? ""}\n`);
    cache.forget("/app/a.ts");
    const second = program(files.fs, cache, ["/app/a.ts"], first, nodeNext, resolution);
    // Only the new file's folder is looked at: what the first program learnt is kept.
    expect(files.packageJsonLookups()).toEqual(["/app/lib/package.json"]);
    expect(unresolved(second)).toEqual([]);
    // Forgotten on a relisting: a package.json may have appeared or gone.
    resolution.forgetPackageJsons();
    files.edit("/app/b.ts", "export interface B { x: number }\n");
    cache.forget("/app/b.ts");
    program(files.fs, cache, ["/app/a.ts"], second, nodeNext, resolution);
    expect(files.packageJsonLookups()).toContain("/app/package.json");
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
