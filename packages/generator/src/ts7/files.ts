import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { InputsFileSystem } from "../ts/inputs.js";
import { memoryFolders } from "../ts/memory-folders.js";

/** The files the TypeScript 7 backend reads itself: the real disk, or the in-memory files of a program. */
export interface Ts7Files extends InputsFileSystem {
  readFile(file: string): string | undefined;
  /** In-memory files only: nothing else exists. */
  readonly memory?: Readonly<Record<string, string>>;
}

function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

export const diskFiles: Ts7Files = {
  fileExistsSync: isFile,
  directoryExistsSync: isDirectory,
  readDirSync: (dir) =>
    readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const name = path.posix.join(dir, entry.name);
      const link = entry.isSymbolicLink();
      return {
        name,
        isFile: link ? isFile(name) : entry.isFile(),
        isDirectory: link ? isDirectory(name) : entry.isDirectory(),
        isSymlink: link,
      };
    }),
  readFile: (file) => (existsSync(file) ? readFileSync(file, "utf8") : undefined),
};

/** Files by absolute path, as `ProjectOptions.files` gives them. */
export function memoryFiles(files: Readonly<Record<string, string>>): Ts7Files {
  return {
    memory: files,
    fileExistsSync: (file) => Object.hasOwn(files, file),
    ...memoryFolders(Object.keys(files)),
    readFile: (file) => files[file],
  };
}
