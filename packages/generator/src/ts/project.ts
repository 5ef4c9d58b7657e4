import path from "node:path";
import type { Diagnostic, DiagnosticMessage, Result } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import { ts } from "@ts-morph/common";
import type { Changes } from "./changes.js";
import { ChangeTracker, ImportGraph, declaresGlobals } from "./changes.js";
import { SourceFileCache, createCompilerHost } from "./compiler-host.js";
import { fileDiagnostics, programDiagnostics } from "./compiler-diagnostics.js";
import { ProgramContext } from "./context.js";
import type { ProgramFileSystem } from "./file-system.js";
import { programFileSystem } from "./file-system.js";
import { PackageLocator } from "./identity.js";
import { inputProblems } from "./input-problems.js";
import { ModuleResolution } from "./module-resolution.js";
import { expandInputs } from "./inputs.js";
import type { TsCompilerDiagnostic, TsProject, TsSourceFile } from "./model.js";
import { toPosix } from "./paths.js";
import { sourceFileView } from "./source-file.js";
import { chooseTsconfig } from "./solution-tsconfig.js";
import { readTsconfig, tsconfigFacts } from "./tsconfig.js";

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

function findTsconfig(fs: ProgramFileSystem, cwd: string, given: string | undefined): string | undefined {
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
  const host = programFileSystem(options.files);
  const found = findTsconfig(host, cwd, options.tsconfig);
  if (found !== undefined && !host.fileExistsSync(found)) {
    return {
      value: undefined,
      diagnostics: [readFailure(catalogMessage("CRD2002", "tsconfigNotFound", { tsconfig: found }))],
    };
  }
  // A tsconfig the user names is used as it is; one found above the working folder may be a solution's.
  const chosen =
    found === undefined || options.tsconfig !== undefined
      ? undefined
      : chooseTsconfig(
          found,
          () => expandInputs(host, cwd, options.inputs).files,
          (file) => tsconfigFacts(host, file, cwd),
          cwd,
        );
  const tsconfig = chosen?.tsconfig ?? found;
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
  const compilerOptions = { ...config.options, noEmit: true };
  const loaded = new LoadedProject(
    host,
    compilerOptions,
    cwd,
    { tsconfig, solution: chosen?.solution },
    options.inputs,
    config.diagnostics,
  );
  return { value: loaded, diagnostics: [...(chosen?.diagnostics ?? []), ...loaded.load()] };
}

/**
 * A program made with the compiler's own `createProgram` (not a ts-morph Project, which wraps every node and
 * parses every JSDoc comment): its roots are the inputs, as for `tsc`, and each edit makes a new program from
 * the previous one, reusing the parsed files the edit did not touch.
 */
class LoadedProject implements TsProject {
  readonly backend = "ts-morph";
  readonly tsconfig: string | undefined;
  readonly solution: string | undefined;
  private context: ProgramContext | undefined;
  /**
   * The views of the input files, made once per program context (discovery and the incremental pipeline both
   * ask): a new program, which every change of the inputs or their files makes, makes a new context.
   */
  private inputViews:
    { readonly context: ProgramContext; readonly files: readonly TsSourceFile[] } | undefined;
  private inputs: readonly string[] = [];
  /** The current program; undefined after a change until it is next needed. */
  private program: ts.Program | undefined;
  /** The program before the last change, for `createProgram` to reuse. */
  private previous: ts.Program | undefined;
  private readonly sources = new SourceFileCache();
  private readonly host: ts.CompilerHost;
  private readonly resolution: ModuleResolution;
  /** Who imports whom in the current program, built on the first edit (or by prepareForChanges). */
  private graph: { readonly program: ts.Program; readonly graph: ImportGraph } | undefined;
  /** For the generator's caches. */
  private readonly changes = new ChangeTracker();
  /** TypeScript's diagnostics of each input file, kept while neither it nor anything it imports changes. */
  private readonly diagnosticsByFile = new Map<string, readonly TsCompilerDiagnostic[]>();
  /** The problems with the inputs the last listing found. */
  private inputProblems: readonly Diagnostic[] = [];

  constructor(
    private readonly fs: ProgramFileSystem,
    private readonly options: ts.CompilerOptions,
    readonly cwd: string,
    /** The tsconfig, and the solution-style tsconfig it was chosen from, if it was. */
    configs: { readonly tsconfig: string | undefined; readonly solution: string | undefined },
    private readonly specs: readonly string[],
    /** TypeScript's problems with the tsconfig, found when it was read. */
    private readonly configDiagnostics: readonly TsCompilerDiagnostic[],
  ) {
    this.tsconfig = configs.tsconfig;
    this.solution = configs.solution;
    this.resolution = new ModuleResolution(cwd, options);
    this.host = createCompilerHost(fs, cwd, this.sources, this.resolution);
  }

  /** Lists the input files, the program's roots; returns problems with the inputs. */
  load(): readonly Diagnostic[] {
    const { files, missing, skipped } = expandInputs(this.fs, this.cwd, this.specs);
    // A listing follows a file or folder appearing or going, which may be a package.json.
    this.resolution.forgetPackageJsons();
    // A file that appears or goes can change how any import resolves.
    if (files.length !== this.inputs.length || files.some((file, i) => file !== this.inputs[i])) {
      this.changedAll();
    }
    this.inputs = files;
    this.invalidate();
    this.inputProblems = inputProblems({ missing, skipped }, this.cwd);
    return this.inputProblems;
  }

  inputFiles(): readonly TsSourceFile[] {
    const context = this.programContext();
    if (this.inputViews?.context !== context) {
      const files = this.inputs.flatMap((file) => {
        const source = context.program.getSourceFile(file);
        return source === undefined ? [] : [sourceFileView(context, source)];
      });
      this.inputViews = { context, files };
    }
    return this.inputViews.files;
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
    this.importGraph();
  }

  refresh(changed: readonly string[]): readonly Diagnostic[] {
    const before = this.currentProgram();
    const graph = this.importGraph();
    // Edits of files already in the program need no new look at the input folders; anything else might
    // be a new or removed file or folder.
    let relist = false;
    const edited: string[] = [];
    for (const file of changed) {
      this.sources.forget(file);
      const source = before.getSourceFile(file);
      if (source === undefined) {
        relist = true;
        continue;
      }
      // Before the edit: the files that import it see the change too.
      const touched = graph.withImporters(source);
      if (touched === undefined) this.changedAll();
      else this.changedFiles(touched);
      if (this.fs.fileExistsSync(file)) edited.push(file);
      else relist = true;
    }
    if (relist) this.load();
    else this.invalidate();
    // Names that were in a module or nowhere (an empty file) may now be global, reaching any file.
    const after = edited.length === 0 ? undefined : this.currentProgram();
    for (const file of edited) {
      const source = after?.getSourceFile(file);
      if (source !== undefined && declaresGlobals(source)) this.changedAll();
    }
    return this.inputProblems;
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
    return this.currentProgram()
      .getSourceFiles()
      .map((source) => source.fileName)
      .filter((file) => !file.includes("/node_modules/"))
      .sort();
  }

  sourceText(file: string): string | undefined {
    return this.currentProgram().getSourceFile(file)?.text;
  }

  private invalidate(): void {
    if (this.program !== undefined) this.previous = this.program;
    this.program = undefined;
  }

  private currentProgram(): ts.Program {
    if (this.program === undefined) {
      this.resolution.startProgram();
      this.program = ts.createProgram({
        rootNames: this.inputs,
        options: this.options,
        host: this.host,
        ...(this.previous === undefined ? {} : { oldProgram: this.previous }),
      });
      // The old program's files that this one reuses live on in it; the rest go with the old program.
      this.previous = undefined;
    }
    return this.program;
  }

  private importGraph(): ImportGraph {
    const program = this.currentProgram();
    if (this.graph?.program !== program) this.graph = { program, graph: new ImportGraph(program) };
    return this.graph.graph;
  }

  private programContext(): ProgramContext {
    const program = this.currentProgram();
    if (this.context?.program !== program) {
      const reader = {
        fileExists: (f: string) => this.fs.fileExistsSync(f),
        readFile: (f: string) => this.fs.readFile(f),
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
