import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { InputsFileSystem } from "../ts/inputs.js";

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
  const names = Object.keys(files);
  const isDir = (dir: string): boolean => {
    const prefix = dir.endsWith("/") ? dir : `${dir}/`;
    return names.some((n) => n.startsWith(prefix));
  };
  return {
    memory: files,
    fileExistsSync: (file) => Object.hasOwn(files, file),
    directoryExistsSync: isDir,
    readDirSync: (dir) => {
      const prefix = dir.endsWith("/") ? dir : `${dir}/`;
      const children = new Map<string, boolean>();
      for (const n of names) {
        if (!n.startsWith(prefix)) continue;
        const [first, ...rest] = n.slice(prefix.length).split("/");
        if (first !== undefined) children.set(first, (children.get(first) ?? false) || rest.length > 0);
      }
      return [...children].map(([child, dirFlag]) => ({
        name: `${prefix}${child}`,
        isFile: !dirFlag,
        isDirectory: dirFlag,
        isSymlink: false,
      }));
    },
    readFile: (file) => files[file],
  };
}
