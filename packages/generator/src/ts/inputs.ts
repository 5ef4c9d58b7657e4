import path from "node:path";
import type { ProgramFileSystem } from "./file-system.js";
import { toPosix } from "./paths.js";

/** What listing the inputs reads: the ts-morph backend's file system, or the TypeScript 7 backend's. */
export type InputsFileSystem = Pick<
  ProgramFileSystem,
  "readDirSync" | "directoryExistsSync" | "fileExistsSync"
>;

const sourceFile = /\.(ts|mts|cts|tsx)$/;
const declarationFile = /\.d\.(ts|mts|cts)$/;

/**
 * A folder's files and subfolders by name (none for a folder that does not exist), as TypeScript's directory
 * walkers ask for them: TypeScript 6's `matchFiles` and TypeScript 7's `getAccessibleEntries` callback.
 */
export function folderEntries(
  fs: InputsFileSystem,
  dir: string,
): { readonly files: string[]; readonly directories: string[] } {
  const found = fs.directoryExistsSync(dir) ? fs.readDirSync(dir) : [];
  return {
    files: found.filter((e) => e.isFile).map((e) => path.posix.basename(e.name)),
    directories: found.filter((e) => e.isDirectory).map((e) => path.posix.basename(e.name)),
  };
}

/** What a folder input holds: its source files, and the declaration files left out. */
interface Found {
  readonly files: string[];
  readonly declarations: string[];
}

function walk(fs: InputsFileSystem, dir: string, found: Found): void {
  for (const entry of fs.readDirSync(dir)) {
    const name = path.posix.basename(toPosix(entry.name));
    if (entry.isDirectory) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      walk(fs, toPosix(entry.name), found);
    } else if (entry.isFile && sourceFile.test(name)) {
      (declarationFile.test(name) ? found.declarations : found.files).push(toPosix(entry.name));
    }
  }
}

/** The inputs, listed. */
export interface ExpandedInputs {
  /** Absolute, sorted. */
  readonly files: string[];
  /** The inputs that name nothing, as given, with the absolute path looked for. */
  readonly missing: { readonly input: string; readonly absolute: string }[];
  /** The declaration files left out of each folder input (absolute, sorted), for the folders that had any. */
  readonly skipped: { readonly input: string; readonly declarations: string[] }[];
}

/**
 * The TypeScript files the inputs name: files as given, folders read recursively (without node_modules,
 * dot-folders and declaration files, which are usually build output). Sorted, so that every run sees them
 * in the same order.
 */
export function expandInputs(fs: InputsFileSystem, cwd: string, inputs: readonly string[]): ExpandedInputs {
  const files = new Set<string>();
  const missing: ExpandedInputs["missing"] = [];
  const skipped: ExpandedInputs["skipped"] = [];
  for (const input of inputs) {
    const absolute = toPosix(path.resolve(cwd, input));
    if (fs.directoryExistsSync(absolute)) {
      const found: Found = { files: [], declarations: [] };
      walk(fs, absolute, found);
      for (const f of found.files) files.add(f);
      if (found.declarations.length > 0) skipped.push({ input, declarations: found.declarations.sort() });
    } else if (fs.fileExistsSync(absolute)) {
      files.add(absolute);
    } else {
      missing.push({ input, absolute });
    }
  }
  return { files: [...files].sort(), missing, skipped };
}
