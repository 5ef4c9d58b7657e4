import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as Sync from "typescript7/unstable/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadTs7Modules, typeScriptAt } from "../../src/ts7/modules.js";
import { loadProject } from "../../src/ts/project.js";
import { loadTs7Project } from "../../src/ts7/project.js";
import { typescript7Package } from "./typescript7.js";

// A cold run takes the semantic diagnostics of all its inputs from one answer for the whole program (asked
// right after the global diagnostics, for which the compiler checks every file) instead of asking input by
// input. That is only right while the compiler answers for the whole program file by file, each file's as it
// answers for the file alone: order, duplicates, directives and all.

const sync = createRequire(path.join(typescript7Package, "package.json"))(
  "typescript/unstable/sync",
) as typeof Sync;

const timeout = 120_000;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-ts7-whole-program-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const files: Record<string, string> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: { strict: true, target: "ES2022", module: "NodeNext", skipDefaultLibCheck: true },
    include: ["api", "lib"],
  }),
  // Errors out of source order, the same error twice, a used and an unused @ts-expect-error, a @ts-ignore.
  "api/alpha.ts": [
    'import { Shared } from "./shared.js";',
    "export interface Alpha { b: Missing; a: Shared; }",
    "export const n: number = 'one';",
    "export const m: number = 'one';",
    "// @ts-expect-error",
    "export const used: string = 1;",
    "// @ts-expect-error",
    "export const unused: string = 'fine';",
    "// @ts-ignore",
    "export const ignored: boolean = 2;",
    "",
  ].join("\n"),
  "api/shared.ts": "export interface Shared { flag: Nope; }\nexport type Twice = Nope | Nope;\n",
  "api/clean.ts": "export interface Clean { ok: string; }\n",
  // A declaration file with an error (skipLibCheck is off) and a file that is no input of crdgen's.
  "lib/ambient.d.ts": "declare interface Ambient { x: NotThere; }\n",
  "lib/helper.ts": "export const helper: string = 42;\n",
};

describe("the semantic diagnostics of the whole program on TypeScript 7", () => {
  it(
    "are, file by file, the ones the compiler gives for each file alone",
    () => {
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
      }
      const api = new sync.API({ cwd: dir });
      try {
        const tsconfig = path.join(dir, "tsconfig.json");
        const program = api.updateSnapshot({ openProjects: [tsconfig] }).getProject(tsconfig)?.program;
        if (program === undefined) throw new Error("no program");
        program.getGlobalDiagnostics();
        const whole = program.getSemanticDiagnostics();
        const ours = program.getSourceFileNames().filter((f) => f.startsWith(dir));
        expect(ours).toHaveLength(5);
        let found = 0;
        for (const file of ours) {
          const alone = program.getSemanticDiagnostics(file);
          found += alone.length;
          expect(
            whole.filter((d) => d.fileName === file),
            file,
          ).toEqual(alone);
        }
        // Enough errors for the comparison to mean something, and none outside the files compared.
        expect(found).toBeGreaterThanOrEqual(8);
        expect(whole.filter((d) => !ours.includes(d.fileName ?? ""))).toEqual([]);
      } finally {
        api.close();
      }
    },
    timeout,
  );

  it(
    "reach crdgen as the ts-morph backend gives them, input by input",
    () => {
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
      }
      const installed = typeScriptAt(typescript7Package);
      if (installed === undefined) throw new Error(`no TypeScript at ${typescript7Package}`);
      const options = { inputs: ["api"], cwd: dir };
      const project = loadTs7Project(loadTs7Modules(installed), options).value;
      const tsMorph = loadProject(options).value;
      if (project === undefined || tsMorph === undefined) throw new Error("the project did not load");
      try {
        const diagnostics = project.compilerDiagnostics();
        expect(diagnostics).toEqual(tsMorph.compilerDiagnostics());
        expect(diagnostics.map((d) => `${path.basename(d.file ?? "")} ${String(d.code)}`)).toEqual([
          "alpha.ts 2304",
          "alpha.ts 2322",
          "alpha.ts 2322",
          "alpha.ts 2578",
          "shared.ts 2304",
          "shared.ts 2304",
          "shared.ts 2304",
        ]);
      } finally {
        project.close?.();
      }
    },
    timeout,
  );
});
