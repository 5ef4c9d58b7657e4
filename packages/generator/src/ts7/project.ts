import path from "node:path";
import type { Diagnostic, Result } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import { isDeprecation } from "../ts/deprecations.js";
import { PackageLocator } from "../ts/identity.js";
import type { TsCompilerDiagnostic, TsProject, TsSourceFile } from "../ts/model.js";
import { toPosix } from "../ts/paths.js";
import type { ProjectOptions } from "../ts/project.js";
import { inputProblems } from "../ts/input-problems.js";
import { expandInputs } from "../ts/inputs.js";
import { Ts7Context } from "./context.js";
import { convertDiagnostic } from "./diagnostics.js";
import type { CrdgenConfigFile } from "./config-file.js";
import { crdgenConfigText, placeCrdgenConfig } from "./config-file.js";
import type { Ts7Files } from "./files.js";
import { diskFiles, memoryFiles } from "./files.js";
import type { Ts7Modules } from "./modules.js";
import { PrefetchGroup, sourceFileView } from "./source-file.js";
import { ImportGraph } from "./imports.js";
import { compilerFileSystem } from "./compiler-fs.js";
import { chooseTs7Tsconfig } from "./solution.js";
import { topLevelKeyOffset } from "./tsconfig-json.js";
import { compilerCpuSeconds, keepAliveUntilCompilerExits } from "./compiler-process.js";
import { MethodTimings } from "./timing.js";

// TS18003 "No inputs were found in config file": crdgen reads its own inputs, not the tsconfig's `include`.
const noInputsInConfig = 18003;

function findTsconfig(files: Ts7Files, cwd: string, given: string | undefined): string | undefined {
  if (given !== undefined) return toPosix(path.resolve(cwd, given));
  for (let dir = cwd; ; dir = path.posix.dirname(dir)) {
    const candidate = path.posix.join(dir, "tsconfig.json");
    if (files.fileExistsSync(candidate)) return candidate;
    if (path.posix.dirname(dir) === dir) return undefined;
  }
}

/** Set CRDGEN_TS7_TIMING=1 to have the round trips to the compiler counted and printed when a run ends. */
const collectTiming = process.env.CRDGEN_TS7_TIMING === "1";

/**
 * Loads the inputs into a program of TypeScript 7's native compiler, as {@link loadProject} does with
 * ts-morph. The compiler reads a tsconfig of crdgen's (see config-file.ts for where it lives): it extends the
 * project's own tsconfig (so `paths`, `lib`, module resolution are the project's) and lists crdgen's inputs
 * as its `files`. Close the project when done: it ends the compiler's process and removes that tsconfig.
 */
export function loadTs7Project(modules: Ts7Modules, options: ProjectOptions): Result<TsProject | undefined> {
  const cwd = toPosix(path.resolve(options.cwd ?? process.cwd()));
  const files = options.files === undefined ? diskFiles : memoryFiles(options.files);
  const found = findTsconfig(files, cwd, options.tsconfig);
  if (found !== undefined && !files.fileExistsSync(found)) {
    return {
      value: undefined,
      diagnostics: [createDiagnostic(catalogMessage("CRD2002", "tsconfigNotFound", { tsconfig: found }))],
    };
  }
  // A tsconfig the user names is used as it is; one found above the working folder may be a solution's.
  const chosen =
    found === undefined || options.tsconfig !== undefined
      ? undefined
      : chooseTs7Tsconfig(modules, files, cwd, found, () => expandInputs(files, cwd, options.inputs).files);
  const configs = { tsconfig: chosen?.tsconfig ?? found, solution: chosen?.solution };
  const project = new Ts7LoadedProject(modules, files, cwd, configs, options.inputs);
  return { value: project, diagnostics: [...(chosen?.diagnostics ?? []), ...project.load()] };
}

class Ts7LoadedProject implements TsProject {
  readonly backend = "typescript7";
  readonly tsconfig: string | undefined;
  readonly solution: string | undefined;
  private readonly api: Sync.API;
  private config: CrdgenConfigFile;
  private snapshot: Sync.Snapshot | undefined;
  private context: Ts7Context | undefined;
  private inputs: readonly string[] = [];
  private problems: readonly Diagnostic[] = [];
  private readonly locator: PackageLocator;
  private readonly methodTimings: MethodTimings | undefined;
  private readonly graph = new ImportGraph();
  /**
   * Each input's semantic diagnostics, kept across edits while the file and what it imports do not change
   * (the import graph says which may): asking is a round trip per input, and the compiler checks the file
   * again in every new snapshot.
   */
  private readonly semantic = new Map<string, readonly TsCompilerDiagnostic[]>();
  /**
   * The checker's diagnostics that belong to no file, kept until an edit can reach everything (a global
   * script, the inputs listed again): asking makes the compiler build all its checkers for the new snapshot.
   */
  private globalDiagnostics: readonly Sync.Diagnostic[] | undefined;
  private closed = false;
  /** No edit since the program was opened (see inputFiles). */
  private cold = true;

  constructor(
    private readonly modules: Ts7Modules,
    private readonly files: Ts7Files,
    readonly cwd: string,
    /** The tsconfig, and the solution-style tsconfig it was chosen from, if it was. */
    configs: { readonly tsconfig: string | undefined; readonly solution: string | undefined },
    private readonly specs: readonly string[],
  ) {
    const { tsconfig } = configs;
    this.tsconfig = tsconfig;
    this.solution = configs.solution;
    this.config = placeCrdgenConfig(
      files,
      tsconfig === undefined ? cwd : path.posix.dirname(tsconfig),
      tsconfig,
    );
    this.api = new modules.sync.API({ cwd, collectTiming, fs: compilerFileSystem(files, this.config) });
    if (collectTiming) this.methodTimings = new MethodTimings(this.api);
    const reader = {
      fileExists: (file: string) => files.fileExistsSync(file),
      readFile: (file: string) => files.readFile(file),
    };
    this.locator = new PackageLocator(reader, cwd);
  }

  /** Lists the inputs and opens (or updates) the program; returns problems with the inputs. */
  load(changed: readonly string[] = [], deleted: readonly string[] = []): readonly Diagnostic[] {
    const listed = expandInputs(this.files, this.cwd, this.specs);
    const inputsChanged =
      listed.files.length !== this.inputs.length || listed.files.some((f, i) => f !== this.inputs[i]);
    this.inputs = listed.files;
    const previous = this.snapshot;
    if (previous !== undefined) this.cold = false;
    if (previous === undefined) {
      this.config.write(crdgenConfigText(this.tsconfig, this.inputs));
      this.snapshot = this.api.updateSnapshot({ openProjects: [this.config.path] });
    } else {
      const fileChanges = { changed: [...changed], deleted: [...deleted] };
      const listedBefore = this.config;
      if (inputsChanged) {
        this.config = listedBefore.next();
        this.config.write(crdgenConfigText(this.tsconfig, this.inputs));
      }
      if (this.config === listedBefore) {
        if (inputsChanged) fileChanges.changed.push(this.config.path);
        this.snapshot = this.api.updateSnapshot({ fileChanges });
      } else {
        // The new list is a new file (see CrdgenConfigFile.next): its project replaces the one of the old.
        this.snapshot = this.api.updateSnapshot({
          fileChanges,
          openProjects: [this.config.path],
          closeProjects: [listedBefore.path],
        });
        listedBefore.remove();
      }
      previous.dispose();
    }
    if (inputsChanged) this.graph.markAll();
    this.context = undefined;
    this.problems = inputProblems(listed, this.cwd);
    return this.problems;
  }

  private programContext(): Ts7Context {
    if (this.context === undefined) {
      const project = this.snapshot?.getProject(this.config.path);
      if (project === undefined) throw new Error(`TypeScript 7 did not open ${this.config.path}`);
      this.context = new Ts7Context(this.modules, project, this.locator, this.cwd);
    }
    return this.context;
  }

  private sourceFile(file: string): Ast.SourceFile | undefined {
    return this.programContext().program.getSourceFile(file);
  }

  inputFiles(): readonly TsSourceFile[] {
    const context = this.programContext();
    const sources = this.inputs.flatMap((file) => {
      const source = context.program.getSourceFile(file);
      return source === undefined ? [] : [source];
    });
    // A cold run reads every input: the questions of all of them go together. After an edit the generator
    // reads only the changed files again (it keeps the rest), so each file is asked about alone.
    const together = this.cold ? new PrefetchGroup(sources) : undefined;
    return sources.map((source) => sourceFileView(context, source, together));
  }

  compilerDiagnostics(): readonly TsCompilerDiagnostic[] {
    const { program } = this.programContext();
    const place = (d: Sync.Diagnostic): TsCompilerDiagnostic =>
      d.fileName === this.config.path
        ? this.inProjectTsconfig(d)
        : convertDiagnostic(d, (file) => this.sourceFile(file) ?? this.jsonFile(file));
    const stale = this.graph.takeForDiagnostics(this.programContext());
    if (stale === "all") this.globalDiagnostics = undefined;
    const checkedAll = this.globalDiagnostics === undefined;
    this.globalDiagnostics ??= program.getGlobalDiagnostics();
    const global = [
      ...program.getConfigFileParsingDiagnostics(),
      ...program.getProgramDiagnostics(),
      ...this.globalDiagnostics,
    ]
      .map(place)
      .filter((d) => d.code !== noInputsInConfig && !isDeprecation(d.code));
    const out = dedupe(global);
    // Syntax errors of every file in one round trip (they are few, and parsing is done), where asking file by
    // file costs one each.
    const syntactic = byFile(program.getSyntacticDiagnostics());
    if (stale === "all") this.semantic.clear();
    else for (const file of stale) this.semantic.delete(file);
    if (checkedAll) this.takeAllSemantic(place);
    for (const file of this.inputs) {
      out.push(...(syntactic.get(file) ?? []).map(place), ...this.semanticOf(file, place));
    }
    return out;
  }

  /**
   * Keeps every input's semantic diagnostics, asked in one round trip instead of one per input (at 800 kinds
   * 810 round trips, about 25 ms of CPU between the two processes). Only right after the global diagnostics
   * were asked of this snapshot: to find those the compiler checks every file of the program, so this answer
   * merely reads what it found; asked at any other time it would have the compiler check files no input needs
   * (after an edit, all but the changed ones). The compiler answers for the whole program file by file, each
   * file's as it answers for that file alone (test/ts7/whole-program-diagnostics.test.ts).
   */
  private takeAllSemantic(place: (d: Sync.Diagnostic) => TsCompilerDiagnostic): void {
    const all = byFile(this.programContext().program.getSemanticDiagnostics());
    for (const file of this.inputs) this.semantic.set(file, (all.get(file) ?? []).map(place));
  }

  private semanticOf(
    file: string,
    place: (d: Sync.Diagnostic) => TsCompilerDiagnostic,
  ): readonly TsCompilerDiagnostic[] {
    let found = this.semantic.get(file);
    if (found === undefined) {
      found = this.programContext().program.getSemanticDiagnostics(file).map(place);
      this.semantic.set(file, found);
    }
    return found;
  }

  /**
   * A diagnostic the compiler placed in crdgen's own tsconfig, which the user never sees (it is removed when the
   * run ends), placed where the compiler places it when the project's tsconfig is the one it opens. An option of
   * an extended tsconfig that the compiler refuses is reported at the `compilerOptions` of the tsconfig it opened
   * (or nowhere, without one; TypeScript 6 does the same): that of the project's tsconfig, which crdgen's extends.
   * Anything else in crdgen's tsconfig (its list of inputs) has no place the user could open.
   */
  private inProjectTsconfig(d: Sync.Diagnostic): TsCompilerDiagnostic {
    const unplaced = convertDiagnostic(d, () => undefined);
    const own = crdgenConfigText(this.tsconfig, this.inputs);
    const text = this.tsconfig === undefined ? undefined : this.files.readFile(this.tsconfig);
    if (
      this.tsconfig === undefined ||
      text === undefined ||
      d.pos !== topLevelKeyOffset(own, "compilerOptions")
    ) {
      return unplaced;
    }
    const at = topLevelKeyOffset(text, "compilerOptions");
    if (at === undefined) return unplaced;
    const file = lineMap(this.tsconfig, text);
    return convertDiagnostic({ ...d, fileName: this.tsconfig, pos: at }, () => file);
  }

  // A tsconfig is no source file of the program: its text is read here to place diagnostics in it.
  private jsonFile(file: string): Ast.SourceFile | undefined {
    const text = this.files.readFile(file);
    if (text === undefined) return undefined;
    return lineMap(file, text);
  }

  takeChanges(): ReadonlySet<string> | "all" {
    return this.graph.take(this.programContext());
  }

  prepareForChanges(): void {
    this.graph.build(this.programContext(), this.programFiles());
  }

  refresh(changed: readonly string[]): readonly Diagnostic[] {
    this.cold = false;
    const program = this.programContext().program;
    const known = new Set(program.getSourceFileNames());
    let relist = false;
    const edited: string[] = [];
    const deleted: string[] = [];
    for (const file of changed) {
      if (!known.has(file)) {
        relist = true;
      } else if (this.files.fileExistsSync(file)) {
        edited.push(file);
      } else {
        deleted.push(file);
        relist = true;
      }
    }
    this.graph.changed(this.programContext(), this.programFiles(), [...edited, ...deleted], relist);
    if (!relist && edited.length === 0) return this.problems;
    if (!relist) {
      const previous = this.snapshot;
      this.snapshot = this.api.updateSnapshot({ fileChanges: { changed: edited } });
      previous?.dispose();
      this.context = undefined;
      return this.problems;
    }
    // A new or removed file: the inputs are listed again (a new input changes crdgen's tsconfig).
    const created = changed.filter((f) => !known.has(f));
    return this.load([...edited, ...created], deleted);
  }

  programFiles(): readonly string[] {
    return this.programContext()
      .program.getSourceFileNames()
      .filter((file) => !file.includes("/node_modules/") && !file.startsWith("bundled:"))
      .sort();
  }

  sourceText(file: string): string | undefined {
    return this.sourceFile(file)?.text;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.config.remove();
    if (collectTiming) {
      const { totals } = this.api.getTimingInfo();
      const compilerCpu = compilerCpuSeconds(this.api);
      process.stderr.write(
        `crdgen ts7: ${String(totals.requestCount)} round trips, ${totals.roundTripMs.toFixed(1)} ms (server ${totals.serverTimeMs.toFixed(1)} ms)${compilerCpu === undefined ? "" : `, compiler process CPU ${compilerCpu.toFixed(2)} s`}, ${String(totals.sourceFilesFetched)} files fetched, ${String(totals.nodesMaterialized)} of ${String(totals.nodesFetched)} nodes materialised\n`,
      );
      for (const line of this.methodTimings?.lines() ?? []) process.stderr.write(`${line}\n`);
    }
    this.api.close();
    keepAliveUntilCompilerExits(this.api);
  }
}

function byFile(diagnostics: readonly Sync.Diagnostic[]): Map<string, Sync.Diagnostic[]> {
  const out = new Map<string, Sync.Diagnostic[]>();
  for (const d of diagnostics) {
    const file = d.fileName ?? "";
    let list = out.get(file);
    if (list === undefined) {
      list = [];
      out.set(file, list);
    }
    list.push(d);
  }
  return out;
}

function dedupe(diagnostics: readonly TsCompilerDiagnostic[]): TsCompilerDiagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify(d);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Just enough of a source file to turn offsets into lines and columns. */
function lineMap(fileName: string, text: string): Ast.SourceFile {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\n") starts.push(i + 1);
  }
  return {
    fileName,
    text,
    getLineAndCharacterOfPosition(position: number) {
      let line = 0;
      while (line + 1 < starts.length && (starts[line + 1] ?? 0) <= position) {
        line++;
      }
      return { line, character: position - (starts[line] ?? 0) };
    },
  } as unknown as Ast.SourceFile;
}
