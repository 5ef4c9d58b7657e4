import type * as Sync from "typescript7/unstable/sync";
import type { CrdgenConfigFile } from "./config-file.js";
import { folderEntries } from "../ts/inputs.js";
import type { Ts7Files } from "./files.js";

/**
 * The file-system callbacks the native compiler is started with. Each callback is a round trip the compiler
 * makes for every file it reads or probes (the CronJob example: 1,300 reads and 4,100 existence checks against
 * 70 requests of crdgen's own), so a program on disk gets none when crdgen's tsconfig is on disk (or there is
 * none to serve), and only readFile, which serves that tsconfig, when it is not: the compiler opens a tsconfig
 * without asking whether it exists. An in-memory program gets them all: nothing else exists.
 */
export function compilerFileSystem(
  files: Ts7Files,
  served: CrdgenConfigFile | undefined,
): NonNullable<Sync.APIOptions["fs"]> {
  const memory = files.memory;
  const servedPath = served === undefined || served.onDisk ? undefined : served.path;
  return {
    ...(memory === undefined && servedPath === undefined
      ? {}
      : {
          readFile: (file: string) => {
            if (served !== undefined && file === served.path) return served.text;
            if (memory === undefined) return undefined;
            return memory[file] ?? null;
          },
        }),
    ...(memory === undefined
      ? {}
      : {
          fileExists: (file: string) => file === served?.path || Object.hasOwn(memory, file),
          directoryExists: (dir: string) => files.directoryExistsSync(dir),
          getAccessibleEntries: (dir: string) => folderEntries(files, dir),
          realpath: (file: string) => file,
        }),
  };
}
