import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { threadId } from "node:worker_threads";
import type { Ts7Files } from "./files.js";
import { readTsconfigText } from "./tsconfig-json.js";

/**
 * Where the tsconfig crdgen shows TypeScript 7 lives. It extends the project's own tsconfig and lists crdgen's
 * inputs as its `files`.
 *
 * TypeScript 7's API has no way to open a project from a tsconfig with other root files or overridden options
 * (`updateSnapshot` takes tsconfig paths only), and its file-system callbacks are all or nothing: once
 * `readFile` is given, the compiler asks it for every file it reads (`callbackFS.ReadFile` in typescript-go's
 * internal/api/callbackfs.go), 1,265 round trips for the CronJob example, ≈280 ms of CPU across both
 * processes, to serve one file. So, for a program on disk, the tsconfig is written to disk, where the compiler
 * reads it like any other file, and removed when the project closes.
 *
 * It is written to `node_modules/.cache/crdgen/` in the nearest folder above the project's tsconfig (or the
 * working folder without one) that has a `node_modules`. What the compiler resolves from the folder of the
 * tsconfig it opens, rather than from the file that names a setting, is the default `typeRoots`: every
 * `node_modules/@types` above that folder (TypeScript 7 looks `types` up in the type roots only). From the
 * cache folder these are the ones above the project's tsconfig plus some inside `node_modules` that hold no
 * packages; the folders it skips, between the tsconfig and that `node_modules`, have no `node_modules`. So the
 * same packages are found (test/ts7/config-placement.test.ts compares the programs). Everything the project's
 * own tsconfig names (`paths`, `typeRoots`, `include`, `extends`) is resolved from the file that names it,
 * wherever the extending file is. The exception is `${configDir}`,
 * which means the folder of the extending file: a tsconfig chain that uses it keeps the in-memory tsconfig, as
 * do in-memory programs (whose every file is a callback anyway) and a project whose cache folder cannot be
 * written.
 */
export interface CrdgenConfigFile {
  /** The path the compiler opens. */
  readonly path: string;
  /** Whether the compiler reads it from disk (else the readFile callback serves it from memory). */
  readonly onDisk: boolean;
  /** Writes the text where the compiler reads it. */
  write(text: string): void;
  /** The text the readFile callback serves, for a file in memory. */
  readonly text: string;
  /** Removes the file from disk, if it was written there. */
  remove(): void;
  /**
   * The file the next list of inputs goes to. TypeScript 7 ignores the change notices of files whose path has
   * `/node_modules/.` in it (`tspath.ContainsIgnoredPath` in typescript-go), which the cache folder's has: a
   * tsconfig there is read once, when its project opens. So, on disk, a changed list is written to a new file
   * (the caller opens it as a project and removes this one); in memory the readFile callback serves the new
   * text under the same name, and a change notice makes the compiler read it again.
   */
  next(): CrdgenConfigFile;
}

/** Used when there is no tsconfig: the same strict, modern defaults as the ts-morph backend. */
const defaultCompilerOptions = {
  strict: true,
  target: "ES2022",
  module: "preserve",
  moduleResolution: "bundler",
  skipLibCheck: true,
  noEmit: true,
};

/**
 * The text of crdgen's tsconfig: the project's own tsconfig extended (or the defaults without one), the inputs
 * (absolute paths) as its files, and no `include`, so that it means the same wherever it is.
 */
export function crdgenConfigText(tsconfig: string | undefined, inputs: readonly string[]): string {
  const config =
    tsconfig === undefined
      ? { compilerOptions: defaultCompilerOptions }
      : { extends: tsconfig, compilerOptions: { noEmit: true } };
  return JSON.stringify({ ...config, files: inputs, include: [] }, undefined, 2);
}

/** The name of the tsconfig crdgen shows TypeScript 7 when it is kept in memory, next to the project's own. */
const virtualConfigName = "tsconfig.crdgen-inputs.json";

// Names unique to this process, thread and project: runs of crdgen in the same project at once (a watch and a
// generate, test workers sharing a process) each write their own.
let written = 0;

export function placeCrdgenConfig(
  files: Ts7Files,
  baseDir: string,
  tsconfig: string | undefined,
): CrdgenConfigFile {
  const cacheDir =
    files.memory === undefined && !usesConfigDir(tsconfig) ? cacheFolder(files, baseDir) : undefined;
  const onDisk = cacheDir === undefined ? undefined : diskConfig(cacheDir);
  return onDisk ?? memoryConfig(path.posix.join(baseDir, virtualConfigName));
}

function memoryConfig(file: string): CrdgenConfigFile {
  let text = "";
  const config: CrdgenConfigFile = {
    path: file,
    onDisk: false,
    get text() {
      return text;
    },
    write(next) {
      text = next;
    },
    remove() {},
    next: () => config,
  };
  return config;
}

/** A new config file in `cacheDir`, or undefined when that folder cannot be written. */
function diskConfig(cacheDir: string): CrdgenConfigFile | undefined {
  written += 1;
  const file = path.posix.join(
    cacheDir,
    `tsconfig.${String(process.pid)}-${String(threadId)}-${String(written)}.json`,
  );
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, "{}");
  } catch {
    return undefined;
  }
  // Removed at exit too: a run that throws before it closes the project leaves no file behind.
  const remove = () => {
    rmSync(file, { force: true });
  };
  process.once("exit", remove);
  return {
    path: file,
    onDisk: true,
    text: "",
    write(text) {
      writeFileSync(file, text);
    },
    remove() {
      remove();
      process.removeListener("exit", remove);
    },
    // Should the folder no longer be writable, the list stays where it was, as it would in memory.
    next() {
      return diskConfig(cacheDir) ?? this;
    },
  };
}

/** `<dir>/node_modules/.cache/crdgen` for the nearest `dir` at or above `from` that has a `node_modules`. */
function cacheFolder(files: Ts7Files, from: string): string | undefined {
  for (let dir = from; ; dir = path.posix.dirname(dir)) {
    const modules = path.posix.join(dir, "node_modules");
    if (files.directoryExistsSync(modules)) return path.posix.join(modules, ".cache", "crdgen");
    if (path.posix.dirname(dir) === dir) return undefined;
  }
}

/**
 * Whether a tsconfig or one it extends mentions `${configDir}`, or extends one this cannot find (which might):
 * then only a tsconfig in the project's folder means the same.
 */
function usesConfigDir(tsconfig: string | undefined): boolean {
  const seen = new Set<string>();
  const pending = tsconfig === undefined ? [] : [tsconfig];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      return true;
    }
    if (text.includes("${configDir}")) return true;
    for (const spec of extendsOf(text)) {
      const target = resolveExtends(file, spec);
      if (target === undefined) return true;
      pending.push(target);
    }
  }
  return false;
}

/**
 * The `extends` of a tsconfig's text (JSON with comments): one name or a list; `?` (which names no file) when the
 * text or the value cannot be read, so that the caller is unsure.
 */
function extendsOf(text: string): string[] {
  const json = readTsconfigText(text);
  if (json === undefined) return ["?"];
  const value = json.extends;
  if (value === undefined) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value) && value.every((name) => typeof name === "string")) return value;
  return ["?"];
}

/** The file an `extends` names, resolved as TypeScript does (a path, or a package's tsconfig). */
function resolveExtends(from: string, spec: string): string | undefined {
  const dir = path.posix.dirname(from);
  const candidates = (base: string) => [base, `${base}.json`, path.posix.join(base, "tsconfig.json")];
  if (spec.startsWith(".") || path.isAbsolute(spec)) {
    return candidates(path.posix.resolve(dir, spec)).find(isReadable);
  }
  const require = createRequire(path.posix.join(dir, "noop.js"));
  for (const candidate of candidates(spec)) {
    try {
      return require.resolve(candidate);
    } catch {
      // the next form
    }
  }
  return undefined;
}

function isReadable(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}
