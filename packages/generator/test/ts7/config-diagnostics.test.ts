import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { TsBackend } from "../../src/index.js";
import { generateCrds } from "../../src/index.js";
import { toPosix } from "../../src/ts/paths.js";
import { placedDiagnostics, writeProjectFile } from "../support/temp-project.js";
import { typescript7Package } from "./typescript7.js";

// An option the compiler refuses in a tsconfig the project's tsconfig extends. TypeScript reports it at the
// `compilerOptions` of the tsconfig it opened. The TypeScript 7 backend opens a tsconfig of crdgen's that extends
// the project's, removed when the run ends: the diagnostic must land in the project's tsconfig, as with ts-morph.

const timeout = 120_000;
const root = toPosix(mkdtempSync(path.join(tmpdir(), "crdgen-config-diagnostics-")));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function project(name: string, tsconfig: string): string {
  const dir = `${root}/${name}`;
  writeProjectFile(
    dir,
    "tsconfig.base.json",
    JSON.stringify({ compilerOptions: { paths: { "@x/*": ["api/*"] } } }),
  );
  writeProjectFile(dir, "tsconfig.json", tsconfig);
  writeProjectFile(
    dir,
    "api/widget.ts",
    "// +groupName=example.com\n/** +kubebuilder:object:root=true */\nexport interface Widget {\n  apiVersion: string;\n  kind: string;\n}\n",
  );
  return dir;
}

const withOptions = project(
  "with-options",
  '{\n  // the project\n  "extends": "./tsconfig.base.json",\n  "compilerOptions": { "types": [] }\n}\n',
);
const withoutOptions = project("without-options", '{\n  "extends": "./tsconfig.base.json"\n}\n');

const places = (cwd: string, tsBackend: TsBackend) =>
  placedDiagnostics(
    generateCrds({ inputs: ["api"], cwd, tsBackend, typescriptPackage: typescript7Package }).diagnostics,
  ).map(([code, place, message]) => [code, place, message?.slice(0, "TS5090: Non-relative paths".length)]);

describe("an option refused in an extended tsconfig", () => {
  it.each(["ts-morph", "typescript7"] as const)(
    "is placed at the project tsconfig's compilerOptions (%s)",
    (backend) => {
      expect(places(withOptions, backend)).toEqual([
        ["CRD2001", "tsconfig.json:4:3", "TS5090: Non-relative paths"],
      ]);
    },
    timeout,
  );

  it.each(["ts-morph", "typescript7"] as const)(
    "has no place when the project's tsconfig has no compilerOptions (%s)",
    (backend) => {
      expect(places(withoutOptions, backend)).toEqual([["CRD2001", undefined, "TS5090: Non-relative paths"]]);
    },
    timeout,
  );
});
