import path from "node:path";
import type { FileSystemHost } from "ts-morph";
import { toPosix } from "./paths.js";

const sourceFile = /\.(ts|mts|cts|tsx)$/;
const declarationFile = /\.d\.(ts|mts|cts)$/;

function isInputFile(name: string): boolean {
  return sourceFile.test(name) && !declarationFile.test(name);
}

function walk(fs: FileSystemHost, dir: string, out: string[]): void {
  for (const entry of fs.readDirSync(dir)) {
    const name = path.posix.basename(toPosix(entry.name));
    if (entry.isDirectory) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      walk(fs, toPosix(entry.name), out);
    } else if (entry.isFile && isInputFile(name)) out.push(toPosix(entry.name));
  }
}

/**
 * The TypeScript files the inputs name: files as given, folders read recursively (without node_modules,
 * dot-folders and declaration files). Sorted, so that every run sees them in the same order.
 */
export function expandInputs(
  fs: FileSystemHost,
  cwd: string,
  inputs: readonly string[],
): { files: string[]; missing: string[] } {
  const files = new Set<string>();
  const missing: string[] = [];
  for (const input of inputs) {
    const absolute = toPosix(path.resolve(cwd, input));
    if (fs.directoryExistsSync(absolute)) {
      const found: string[] = [];
      walk(fs, absolute, found);
      for (const f of found) files.add(f);
    } else if (fs.fileExistsSync(absolute)) files.add(absolute);
    else missing.push(input);
  }
  return { files: [...files].sort(), missing };
}
