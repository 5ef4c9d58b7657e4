import { statSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import type { Diagnostic } from "@crdgen/core";
import { hasErrors } from "@crdgen/core";
import type { GenerateOutput, GenerateRun, ProgressListener } from "../generate/index.js";
import { finishRun, GenerateSession, runOutput } from "../generate/index.js";
import { withSamples } from "../generate/samples.js";
import type { SettingsInput } from "../settings/resolve.js";
import { resolveSettings } from "../settings/resolve.js";
import type { Signatures } from "./file-signatures.js";
import { changedSince, entriesBelow, foldersBelow, takeSignatures } from "./file-signatures.js";
import { OutputMemory } from "./output-memory.js";
import { PathWatchers } from "./path-watchers.js";
import type { DebounceSettings } from "./scheduler.js";
import { defaultDebounce, RunScheduler } from "./scheduler.js";

/** What to watch, and what to tell. Unset settings come from the config file, as for `generate`. */
export interface WatchOptions extends SettingsInput {
  readonly cwd?: string;
  /** Delete the files crdgen wrote earlier that no kind produces any more, after each run's write. */
  readonly prune?: boolean;
  /** Warnings fail a run as errors do: its files are not written. */
  readonly strict?: boolean;
  /** When a run starts after a change: 25 ms of quiet, at most 100 ms after the first change, by default. */
  readonly debounce?: DebounceSettings;
  /** Called after every run, the first one included. */
  readonly onRun?: (run: WatchRun) => void;
  /** Called when a run throws, which is a crdgen bug; watching goes on. */
  readonly onError?: (error: unknown) => void;
  readonly onProgress?: ProgressListener;
}

/** One run of watch mode: what {@link generate} with `write: true` returns, what triggered it, how long it took. */
export interface WatchRun {
  readonly output: GenerateOutput;
  /** The changed paths (absolute, sorted); empty for the first run. */
  readonly changed: readonly string[];
  /** From the start of the run to the files written, in milliseconds. */
  readonly ms: number;
}

/** A running watch; `close()` stops it (waiting for a run in progress). */
export interface Watcher {
  /** Settles when the first run is done and changes are being watched. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Generates the CRDs, then regenerates them whenever an input file, a file they import, the tsconfig or the
 * config file changes: one long-lived TypeScript program in which only changed files are reread, runs
 * debounced and never overlapping, and only CRD files whose bytes changed rewritten. Errors in the input are
 * reported through `onRun` and watching goes on.
 */
export function watch(options: WatchOptions = {}): Watcher {
  const loop = new WatchLoop(options);
  return { ready: loop.start(), close: () => loop.close() };
}

/** Longer than chokidar's 50 ms window in which it drops repeated changes of one file. */
const recheckDelayMs = 60;

class WatchLoop {
  private readonly cwd: string;
  private readonly memory = new OutputMemory();
  private readonly scheduler: RunScheduler;
  private session: GenerateSession | undefined;
  private readonly paths: PathWatchers;
  private out: string | undefined;
  /** The files the last run read, as it read them. */
  private readSignatures: Signatures = new Map();
  private recheckTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Whether the first run is over and watching has begun. */
  private started = false;

  constructor(private readonly options: WatchOptions) {
    this.cwd = resolve(options.cwd ?? process.cwd());
    this.paths = new PathWatchers(
      (path) => {
        this.scheduler.changed(path);
      },
      (error) => options.onError?.(error),
      (path) => path === this.out,
    );
    this.scheduler = new RunScheduler(
      (changed) => this.run(changed),
      options.debounce ?? defaultDebounce,
      (error) => options.onError?.(error),
    );
  }

  async start(): Promise<void> {
    // The first run is reported only once changes are being watched: a status line that says "watching"
    // must be true, or an edit saved right after it would be missed. Files saved while it ran or while the
    // watchers started are found by their signatures.
    const first = await this.execute([]);
    await this.watchWhatWasRead();
    this.session?.prepareForChanges();
    this.recheck();
    this.options.onRun?.(first);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.recheckTimer !== undefined) clearTimeout(this.recheckTimer);
    await this.scheduler.close();
    await this.paths.close();
    this.session?.close();
  }

  // chokidar drops a second change of a file within 50 ms of the first (and nothing is watched before the
  // first run ends), so a save right after another could go unseen: once the window has passed, the files a
  // run read are compared with what they were when it read them.
  private recheckLater(): void {
    if (this.recheckTimer !== undefined) clearTimeout(this.recheckTimer);
    this.recheckTimer = setTimeout(() => {
      this.recheckTimer = undefined;
      this.recheck();
    }, recheckDelayMs);
    this.recheckTimer.unref();
  }

  private recheck(): void {
    if (this.closed) return;
    for (const path of changedSince(this.readSignatures)) this.scheduler.changed(path);
  }

  private async run(changed: readonly string[]): Promise<void> {
    this.options.onRun?.(await this.execute(changed));
  }

  private async execute(changed: readonly string[]): Promise<WatchRun> {
    const started = performance.now();
    const settingsFiles = this.settingsFiles();
    const reopen = this.session === undefined || changed.some((path) => settingsFiles.includes(path));
    // Taken before the files are read: a save in between shows up as a difference afterwards.
    if (!reopen) this.readSignatures = takeSignatures(changed);
    const output = reopen ? await this.reopen() : await this.rerun(changed);
    // Not after the first run: start() rechecks its files once the watchers run. A recheck timed from here
    // could fire before the first run is reported (and its run be reported ahead of the first), or after a
    // save that followed the report (naming the saved file's folder too, from the first run's signatures).
    if (this.started) {
      await this.watchWhatWasRead();
      this.recheckLater();
    }
    return { output, changed, ms: performance.now() - started };
  }

  // A changed tsconfig or config file can change anything: settings are decided and the program loaded anew.
  private async reopen(): Promise<GenerateOutput> {
    // Signatures are taken before the files are read (the config files now, the sources while the program
    // loads: TypeScript 7 reads them all when it opens), so that a save in between shows up as a difference
    // afterwards; during the first run no file event would tell of it. Files only the new program finds
    // (imports from outside the inputs that the last program did not have) are taken once it has loaded.
    const beforeSettings = takeSignatures(this.settingsFiles());
    const resolved = resolveSettings(this.cwd, this.options);
    const settings = resolved.settings;
    const lastProgram = this.session?.programFiles() ?? [];
    this.session?.close();
    if (settings === undefined) {
      this.session = undefined;
      this.readSignatures = takeSignatures(this.settingsFiles());
      return { settings, crds: [], files: [], diagnostics: resolved.diagnostics, ok: false };
    }
    if (settings.out !== this.out) this.memory.clear();
    this.out = settings.out;
    const beforeSources = takeSignatures([...lastProgram, ...entriesBelow(settings.inputs)]);
    this.session = await GenerateSession.open(settings, this.options.onProgress);
    const loaded = takeSignatures([
      ...this.session.programFiles(),
      ...this.settingsFiles(),
      ...foldersBelow(settings.inputs),
    ]);
    this.readSignatures = new Map(
      [...loaded].map(([path, now]) => [path, beforeSettings.get(path) ?? beforeSources.get(path) ?? now]),
    );
    return this.finish(this.session, await this.session.run(), resolved.diagnostics);
  }

  private async rerun(changed: readonly string[]): Promise<GenerateOutput> {
    const session = this.session;
    if (session === undefined) return this.reopen();
    // A sample is no TypeScript file: the program is left as it is, and finish validates the samples again.
    const samples = session.settings.samples;
    const programChanges = changed.filter((path) => samples === undefined || !isWithin(path, samples));
    return this.finish(session, await session.run(programChanges), []);
  }

  private async finish(
    session: GenerateSession,
    run: GenerateRun,
    settingsDiagnostics: readonly Diagnostic[],
  ): Promise<GenerateOutput> {
    const strict = this.options.strict === true;
    const output = await withSamples(
      runOutput(session.settings, run, settingsDiagnostics, strict),
      session.settings.samples,
      strict,
    );
    if (hasErrors(output.diagnostics)) return output;
    return finishRun(output, session.settings.out, {
      strict,
      prune: this.options.prune === true,
      write: (out, files) => this.memory.write(out, files),
      onWriting: () => this.options.onProgress?.("writing"),
    });
  }

  // The tsconfig (and the solution it was chosen from) and the config files: a change to one of them opens the
  // session anew.
  private settingsFiles(): string[] {
    const settings = this.session?.settings;
    return [
      this.session?.tsconfig(),
      this.session?.solution(),
      settings?.configFile,
      join(this.cwd, "crdgen.config.json"),
      join(this.cwd, "package.json"),
    ].filter((path): path is string => path !== undefined);
  }

  // The input folders, the files they import (outside node_modules), the tsconfig and the config files.
  private async watchWhatWasRead(): Promise<void> {
    this.started = true;
    const inputs = this.session?.settings.inputs ?? [];
    const samples = this.session?.settings.samples;
    const watched = samples === undefined ? inputs : [...inputs, samples];
    const isTree = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isFile() !== true;
    const trees = inputs.filter(isTree);
    const sampleTrees = samples !== undefined && isTree(samples) ? [samples] : [];
    const files = [...(this.session?.programFiles() ?? []), ...this.settingsFiles()];
    const singleFiles = watched.filter((path) => !trees.includes(path) && !sampleTrees.includes(path));
    await this.paths.add(trees, [...files, ...singleFiles], sampleTrees);
  }
}

// Whether `path` is `root` or inside it.
function isWithin(path: string, root: string): boolean {
  const below = relative(root, path);
  return below === "" || (!below.startsWith("..") && !isAbsolute(below));
}
