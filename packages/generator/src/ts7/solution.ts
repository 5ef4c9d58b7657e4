import type * as Sync from "typescript7/unstable/sync";
import { toPosix } from "../ts/paths.js";
import type { ChosenTsconfig } from "../ts/solution-tsconfig.js";
import { chooseTsconfig } from "../ts/solution-tsconfig.js";
import { compilerFileSystem } from "./compiler-fs.js";
import type { Ts7Files } from "./files.js";
import type { Ts7Modules } from "./modules.js";
import { tsconfigReferences } from "./tsconfig-json.js";

/**
 * {@link chooseTsconfig} with TypeScript 7 listing each tsconfig's root files (its `parseConfigFile`, which reads
 * `files`/`include`/`exclude` and `extends` as the compiler does). That takes a compiler process of its own, started
 * only when the tsconfig found has `references` and closed before the program's own process starts: the program's
 * compiler is started with a tsconfig of crdgen's that extends the chosen one (config-file.ts).
 */
export function chooseTs7Tsconfig(
  modules: Ts7Modules,
  files: Ts7Files,
  cwd: string,
  found: string,
  listInputs: () => readonly string[],
): ChosenTsconfig {
  let api: Sync.API | undefined;
  const listed = (tsconfig: string): readonly string[] => {
    api ??= new modules.sync.API({ cwd, fs: compilerFileSystem(files, undefined) });
    try {
      return api.parseConfigFile(tsconfig).fileNames.map(toPosix);
    } catch {
      // A tsconfig the compiler cannot parse includes no input; the chosen one's problems are reported when the
      // program loads.
      return [];
    }
  };
  try {
    return chooseTsconfig(
      found,
      listInputs,
      (tsconfig) => {
        const text = files.readFile(tsconfig);
        if (text === undefined) return undefined;
        return { references: tsconfigReferences(text, tsconfig), fileNames: () => listed(tsconfig) };
      },
      cwd,
    );
  } finally {
    api?.close();
  }
}
