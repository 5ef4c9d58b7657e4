import path from "node:path";
import { ts } from "@ts-morph/common";
import type { ProgramFileSystem } from "./file-system.js";
import { libFolder } from "./file-system.js";
import type { ModuleResolution } from "./module-resolution.js";

/**
 * The parsed files of one loaded project, kept from one program to the next: a watch edit re-parses only the
 * files it changed, and `createProgram` (given the previous program) reuses everything else. Owned by the
 * project (one `loadProject`), dropped with it; `forget` is called for every file an edit touches.
 */
export class SourceFileCache {
  private readonly files = new Map<string, { readonly key: string; readonly source: ts.SourceFile }>();

  get(file: string, key: string, parse: () => ts.SourceFile | undefined): ts.SourceFile | undefined {
    const found = this.files.get(file);
    if (found?.key === key) return found.source;
    const source = parse();
    if (source === undefined) this.files.delete(file);
    else this.files.set(file, { key, source });
    return source;
  }

  forget(file: string): void {
    this.files.delete(file);
  }
}

// What a source file was parsed with, besides its text: the same text parses differently under another target,
// module format or JSDoc mode.
function parseKey(options: ts.ScriptTarget | ts.CreateSourceFileOptions): string {
  if (typeof options === "number") return String(options);
  return `${options.languageVersion}|${options.impliedNodeFormat}|${options.jsDocParsingMode}`;
}

/**
 * A compiler host as `tsc`'s own, reading through `fs` and parsing each file once per project (see
 * {@link SourceFileCache}). JSDoc comments are parsed as `tsc` parses them (ParseForTypeErrors: in .ts files
 * only comments with `@see` or `@link`); crdgen reads comments from the text (comments.ts), never as JSDoc nodes.
 */
export function createCompilerHost(
  fs: ProgramFileSystem,
  cwd: string,
  cache: SourceFileCache,
  resolution: ModuleResolution,
): ts.CompilerHost {
  const host: ts.CompilerHost = {
    getSourceFile: (fileName, options) =>
      cache.get(fileName, parseKey(options), () => {
        const text = fs.readFile(fileName);
        return text === undefined ? undefined : ts.createSourceFile(fileName, text, options);
      }),
    getDefaultLibFileName: (options) => `${libFolder}/${ts.getDefaultLibFileName(options)}`,
    getDefaultLibLocation: () => libFolder,
    // The program is never emitted (noEmit).
    writeFile: () => undefined,
    getCurrentDirectory: () => cwd,
    getCanonicalFileName: (fileName) => fileName,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
    fileExists: (file) => fs.fileExistsSync(file),
    readFile: (file) => fs.readFile(file),
    directoryExists: (dir) => fs.directoryExistsSync(dir),
    getDirectories: (dir) =>
      fs.directoryExistsSync(dir)
        ? fs
            .readDirSync(dir)
            .filter((e) => e.isDirectory)
            .map((e) => path.posix.basename(e.name))
        : [],
    realpath: (file) => fs.realpath(file),
    jsDocParsingMode: ts.JSDocParsingMode.ParseForTypeErrors,
    resolveModuleNameLiterals: (literals, containingFile, redirected, options, containingSourceFile) =>
      resolution.resolve(literals, containingFile, redirected, options, containingSourceFile, host),
    getModuleResolutionCache: () => resolution.current(),
  };
  return host;
}
