import path from "node:path";
import type { Diagnostic, DiagnosticMessage, Result } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { FileSystemHost, SourceFile } from "ts-morph";
import { InMemoryFileSystemHost, Project, ts } from "ts-morph";
import type { Changes } from "./changes.js";
import { ChangeTracker, declaresGlobals, withImporters } from "./changes.js";
import { fileDiagnostics, programDiagnostics } from "./compiler-diagnostics.js";
import { ProgramContext } from "./context.js";
import { PackageLocator } from "./identity.js";
import { inputProblems } from "./input-problems.js";
import { expandInputs } from "./inputs.js";
import type { TsCompilerDiagnostic, TsProject, TsSourceFile } from "./model.js";
import { markModuleFormat } from "./module-format.js";
import { toPosix } from "./paths.js";
import { sourceFileView } from "./source-file.js";
import { readTsconfig } from "./tsconfig.js";

/** How to load a program. */
export interface ProjectOptions {
  /** Files and folders with API types (folders are read recursively), relative to `cwd`. */
  readonly inputs: readonly string[];
  /** The tsconfig to honour; by default the nearest tsconfig.json from `cwd` upwards, if any. */
  readonly tsconfig?: string;
  /** The folder relative paths start from; the process's working folder by default. */
  readonly cwd?: string;
  /** Files by absolute path: the program lives in memory and nothing is read from disk. */
  readonly files?: Readonly<Record<string, string>>;
}

/** Used when there is no tsconfig: strict, modern module resolution, no emit. */
const defaultCompilerOptions: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  skipLibCheck: true,
  noEmit: true,
};

function memoryFileSystem(files: Readonly<Record<string, string>>): FileSystemHost {
  const host = new InMemoryFileSystemHost();
  for (const [file, text] of Object.entries(files)) host.writeFileSync(file, text);
  return host;
}

function findTsconfig(fs: FileSystemHost, cwd: string, given: string | undefined): string | undefined {
  if (given !== undefined) return toPosix(path.resolve(cwd, given));
  return ts.findConfigFile(cwd, (file) => fs.fileExistsSync(file));
}

function readFailure(message: DiagnosticMessage): Diagnostic {
  return createDiagnostic(message);
}

/**
 * Loads the inputs into a TypeScript program, honouring the project's tsconfig (paths, module resolution,
 * `lib`) when there is one and strict defaults otherwise. Nothing is ever executed. Problems with the inputs
 * or the tsconfig are diagnostics; the value is undefined when there is nothing to read.
 */
export function loadProject(options: ProjectOptions): Result<TsProject | undefined> {
  const cwd = toPosix(path.resolve(options.cwd ?? process.cwd()));
  const fs = options.files === undefined ? undefined : memoryFileSystem(options.files);
  const host = fs ?? new Project().getFileSystem();
  const tsconfig = findTsconfig(host, cwd, options.tsconfig);
  if (tsconfig !== undefined && !host.fileExistsSync(tsconfig)) {
    return {
      value: undefined,
      diagnostics: [readFailure(catalogMessage("CRD2002", "tsconfigNotFound", { tsconfig }))],
    };
  }
  let config: { options: ts.CompilerOptions; diagnostics: readonly TsCompilerDiagnostic[] };
  try {
    config =
      tsconfig === undefined
        ? { options: defaultCompilerOptions, diagnostics: [] }
        : readTsconfig(host, tsconfig);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      value: undefined,
      diagnostics: [
        readFailure(catalogMessage("CRD2002", "cannotRead", { file: tsconfig ?? "tsconfig", reason })),
      ],
    };
  }
  const project = new Project({
    compilerOptions: { ...config.options, noEmit: true },
    ...(fs === undefined ? {} : { fileSystem: fs }),
  });
  const loaded = new LoadedProject(project, cwd, tsconfig, options.inputs, config.diagnostics);
  return { value: loaded, diagnostics: loaded.load() };
}

class LoadedProject implements TsProject {
  readonly backend = "ts-morph";
  private context: ProgramContext | undefined;
  private inputs: readonly string[] = [];
  /** For the generator's caches. */
  private readonly changes = new ChangeTracker();
  /** TypeScript's diagnostics of each input file, kept while neither it nor anything it imports changes. */
  private readonly diagnosticsByFile = new Map<string, readonly TsCompilerDiagnostic[]>();
  /** The problems with the inputs the last listing found. */
  private inputProblems: readonly Diagnostic[] = [];

  constructor(
    private readonly project: Project,
    readonly cwd: string,
    readonly tsconfig: string | undefined,
    private readonly specs: readonly string[],
    /** TypeScript's problems with the tsconfig, found when it was read. */
    private readonly configDiagnostics: readonly TsCompilerDiagnostic[],
  ) {}

  /** Adds the input files and what they import; returns problems with the inputs. */
  load(): readonly Diagnostic[] {
    const fs = this.project.getFileSystem();
    const { files, missing, skipped } = expandInputs(fs, this.cwd, this.specs);
    // Inputs deleted since the last load (a removed file, a renamed folder) leave the program.
    const current = new Set(files);
    for (const file of this.inputs) {
      const source = current.has(file) ? undefined : this.project.getSourceFile(file);
      if (source !== undefined && !fs.fileExistsSync(file)) this.project.removeSourceFile(source);
    }
    for (const file of files) {
      if (this.project.getSourceFile(file) === undefined) {
        this.markFormat(this.project.addSourceFileAtPath(file));
      }
    }
    this.project.resolveSourceFileDependencies();
    // A file that appears or goes can change how any import resolves.
    if (files.length !== this.inputs.length || files.some((file, i) => file !== this.inputs[i])) {
      this.changedAll();
    }
    this.inputs = files;
    this.context = undefined;
    this.inputProblems = inputProblems({ missing, skipped }, this.cwd);
    return this.inputProblems;
  }

  inputFiles(): readonly TsSourceFile[] {
    const context = this.programContext();
    return this.inputs.flatMap((file) => {
      const source = context.program.getSourceFile(file);
      return source === undefined ? [] : [sourceFileView(context, source)];
    });
  }

  compilerDiagnostics(): readonly TsCompilerDiagnostic[] {
    const { program } = this.programContext();
    const out = programDiagnostics(program, this.configDiagnostics);
    for (const file of this.inputs) {
      let found = this.diagnosticsByFile.get(file);
      if (found === undefined) {
        const source = program.getSourceFile(file);
        found = source === undefined ? [] : fileDiagnostics(program, source);
        this.diagnosticsByFile.set(file, found);
      }
      out.push(...found);
    }
    return out;
  }

  takeChanges(): Changes {
    return this.changes.take();
  }

  prepareForChanges(): void {
    // ts-morph indexes who imports whom on first use, for every file at once.
    const [first] = this.inputs;
    const source = first === undefined ? undefined : this.project.getSourceFile(first);
    if (source !== undefined) withImporters(source);
  }

  refresh(changed: readonly string[]): readonly Diagnostic[] {
    const fs = this.project.getFileSystem();
    // Edits of files already in the program need no new look at the input folders; anything else might
    // be a new or removed file or folder.
    let relist = false;
    for (const file of changed) {
      const source = this.project.getSourceFile(file);
      if (source === undefined) {
        relist = true;
        continue;
      }
      // Before the refresh: the files that import it see the change too.
      const touched = withImporters(source);
      if (touched === undefined) this.changedAll();
      else this.changedFiles(touched);
      if (fs.fileExistsSync(source.getFilePath())) {
        source.refreshFromFileSystemSync();
        // Names that were in a module or nowhere (an empty file) may now be global, reaching any file.
        if (declaresGlobals(source)) this.changedAll();
        if (this.inputs.includes(source.getFilePath())) this.markFormat(source);
      } else {
        this.project.removeSourceFile(source);
        relist = true;
      }
    }
    if (relist) this.load();
    return this.inputProblems;
  }

  /** An input file, new or reread, is an ES module or CommonJS as `tsc` sees it. */
  private markFormat(source: SourceFile): void {
    markModuleFormat(source.compilerNode, this.project.getFileSystem(), this.project.getCompilerOptions());
  }

  private changedFiles(files: ReadonlySet<string>): void {
    this.changes.mark(files);
    for (const file of files) this.diagnosticsByFile.delete(file);
  }

  private changedAll(): void {
    this.changes.markAll();
    this.diagnosticsByFile.clear();
  }

  programFiles(): readonly string[] {
    return this.project
      .getSourceFiles()
      .map((source) => source.getFilePath() as string)
      .filter((file) => !file.includes("/node_modules/"))
      .sort();
  }

  sourceText(file: string): string | undefined {
    return this.project.getSourceFile(file)?.getFullText();
  }

  private programContext(): ProgramContext {
    const program = this.project.getProgram().compilerObject;
    if (this.context?.program !== program) {
      const fs = this.project.getFileSystem();
      const reader = {
        fileExists: (f: string) => fs.fileExistsSync(f),
        readFile: (f: string) => (fs.fileExistsSync(f) ? fs.readFileSync(f) : undefined),
      };
      this.context = new ProgramContext(
        program,
        program.getTypeChecker(),
        new PackageLocator(reader, this.cwd),
        this.cwd,
      );
    }
    return this.context;
  }
}
