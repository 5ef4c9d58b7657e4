import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { KindTable } from "../ts/type-kinds.js";
import { kindTable } from "../ts/type-kinds.js";

/** TypeScript 7's JS API as loaded from one installed `typescript` package. */
export interface Ts7Modules {
  /** The synchronous client of the native compiler (`typescript/unstable/sync`). */
  readonly sync: typeof Sync;
  /** The AST node helpers (`typescript/unstable/ast`): kinds, guards, comment scanning. */
  readonly ast: typeof Ast;
  readonly version: string;
  /** The kinds of its `TypeFlags` (type-kinds.ts), made with the modules: one table per load of the compiler. */
  readonly typeKinds: KindTable;
  /** The package folder it was loaded from. */
  readonly packageDir: string;
}

/** The `typescript` package a folder resolves (as Node would from a file in it), with its version. */
export interface InstalledTypeScript {
  readonly packageDir: string;
  readonly version: string;
}

function readVersion(packageDir: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as {
      version?: unknown;
    };
    return typeof manifest.version === "string" ? manifest.version : undefined;
  } catch {
    return undefined;
  }
}

/** The `typescript` the project in `dir` compiles with, when it has one installed. */
export function projectTypeScript(dir: string): InstalledTypeScript | undefined {
  let manifest: string;
  try {
    manifest = createRequire(path.join(dir, "noop.js")).resolve("typescript/package.json");
  } catch {
    return undefined;
  }
  const packageDir = path.dirname(manifest);
  const version = readVersion(packageDir);
  return version === undefined ? undefined : { packageDir, version };
}

/** A typescript package folder given explicitly (tests point at the `typescript7` alias). */
export function typeScriptAt(packageDir: string): InstalledTypeScript | undefined {
  const version = existsSync(packageDir) ? readVersion(packageDir) : undefined;
  return version === undefined ? undefined : { packageDir: path.resolve(packageDir), version };
}

/** Whether a version is TypeScript 7 or later, whose JS API talks to the native compiler. */
export function isTypeScript7(version: string): boolean {
  return Number.parseInt(version, 10) >= 7;
}

/**
 * Loads the API of an installed TypeScript 7. The package is required from inside itself (a package may
 * name itself through its `exports`), so that it loads the same whether it is installed as `typescript` or
 * under an alias. The API modules are ES modules without top-level await: Node ≥ 20.19 requires them. Not kept
 * here: Node's module cache already keeps each module by its file, so loading a package again hands out the
 * same module objects; only this small record (and its kinds table) is made again, once per project opened.
 */
export function loadTs7Modules(installed: InstalledTypeScript): Ts7Modules {
  const require = createRequire(path.join(installed.packageDir, "package.json"));
  const sync = require("typescript/unstable/sync") as typeof Sync;
  return {
    sync,
    ast: require("typescript/unstable/ast") as typeof Ast,
    version: installed.version,
    typeKinds: kindTable(sync.TypeFlags),
    packageDir: installed.packageDir,
  };
}
