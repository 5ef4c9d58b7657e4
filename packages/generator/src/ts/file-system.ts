import { readFileSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { getLibFiles, libFolderInMemoryPath } from "@ts-morph/common";
import type { DirEntry } from "./memory-folders.js";
import { folderPrefix, memoryFolders } from "./memory-folders.js";

/** What the ts-morph backend reads files through: the disk, or the in-memory files of a program. */
export interface ProgramFileSystem {
  fileExistsSync(file: string): boolean;
  directoryExistsSync(dir: string): boolean;
  readDirSync(dir: string): DirEntry[];
  /** The text, or undefined when there is no such file. */
  readFile(file: string): string | undefined;
  realpath(file: string): string;
}

// Without an exception for a missing path, as TypeScript's own `sys` asks: module resolution looks for many
// files that are not there (each import tries several extensions and folders), and a thrown error costs a
// stack trace each time. Other failures (a folder not readable) still throw, and read as "not there".
function stat(p: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(p, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

const disk: ProgramFileSystem = {
  fileExistsSync: (file) => stat(file)?.isFile() ?? false,
  directoryExistsSync: (dir) => stat(dir)?.isDirectory() ?? false,
  readDirSync: (dir) =>
    readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const name = path.posix.join(dir, entry.name);
      const link = entry.isSymbolicLink();
      const target = link ? stat(name) : undefined;
      return {
        name,
        isFile: link ? (target?.isFile() ?? false) : entry.isFile(),
        isDirectory: link ? (target?.isDirectory() ?? false) : entry.isDirectory(),
        isSymlink: link,
      };
    }),
  readFile: (file) => {
    try {
      return readFileSync(file, "utf8");
    } catch {
      return undefined;
    }
  },
  realpath: (file) => {
    try {
      return realpathSync(file).replace(/\\/g, "/");
    } catch {
      return file;
    }
  },
};

function memory(files: Readonly<Record<string, string>>): ProgramFileSystem {
  return {
    fileExistsSync: (file) => Object.hasOwn(files, file),
    ...memoryFolders(Object.keys(files)),
    readFile: (file) => (Object.hasOwn(files, file) ? files[file] : undefined),
    realpath: (file) => file,
  };
}

/**
 * TypeScript's default library, which the compiler ts-morph bundles carries as text rather than files: served
 * from the folder ts-morph serves it from (`/node_modules/typescript/lib`), so that lib declarations keep the
 * paths they had when the program was a ts-morph Project.
 */
export const libFolder: string = libFolderInMemoryPath;

function withLibFiles(fs: ProgramFileSystem): ProgramFileSystem {
  const lib = new Map(getLibFiles().map((f) => [`${libFolder}/${f.fileName}`, f.text]));
  const libDir = `${libFolder}/`;
  return {
    fileExistsSync: (file) => lib.has(file) || fs.fileExistsSync(file),
    directoryExistsSync: (dir) => libDir.startsWith(folderPrefix(dir)) || fs.directoryExistsSync(dir),
    readDirSync: (dir) => fs.readDirSync(dir),
    readFile: (file) => lib.get(file) ?? fs.readFile(file),
    realpath: (file) => (lib.has(file) ? file : fs.realpath(file)),
  };
}

/** The disk, or only `files` (absolute paths) when given; with TypeScript's library either way. */
export function programFileSystem(files?: Readonly<Record<string, string>>): ProgramFileSystem {
  return withLibFiles(files === undefined ? disk : memory(files));
}
