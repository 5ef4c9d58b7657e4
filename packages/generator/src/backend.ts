import path from "node:path";
import type { Result } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { TsProject } from "./ts/model.js";
import { toPosix } from "./ts/paths.js";
import type { ProjectOptions } from "./ts/project.js";
import type { InstalledTypeScript } from "./ts7/modules.js";
import { isTypeScript7, loadTs7Modules, projectTypeScript, typeScriptAt } from "./ts7/modules.js";
import { loadTs7Project } from "./ts7/project.js";

// No value is imported from ./ts/ here but paths: the ts-morph adapter (and ts-morph, 1 MB of TypeScript 6)
// is loaded only by the caller that chose it, so that a TypeScript 7 run never pays for it (see
// open-project.ts for the synchronous entry and openProjectOnDemand below for the one the CLI uses).

/**
 * Which compiler reads the types: ts-morph (TypeScript 6, bundled with crdgen) or the project's own
 * TypeScript 7 (the native compiler, through its JS API); `auto` takes TypeScript 7 when the project has it.
 */
export type TsBackend = "auto" | "ts-morph" | "typescript7";

/** How to load a program, and with which compiler. */
export interface OpenProjectOptions extends ProjectOptions {
  /** `auto` by default. */
  readonly tsBackend?: TsBackend;
  /**
   * The `typescript` package folder to use as TypeScript 7, instead of the one the project resolves (tests
   * use the repository's `typescript7` alias).
   */
  readonly typescriptPackage?: string;
}

/** The ts-morph backend's loader, `loadProject` of ./ts/project.js. */
export type TsMorphLoader = (options: ProjectOptions) => Result<TsProject | undefined>;

/** Where the project's own `typescript` is looked up from: the tsconfig's folder, else the working folder. */
function projectFolder(options: ProjectOptions): string {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  return options.tsconfig === undefined ? cwd : path.dirname(path.resolve(cwd, options.tsconfig));
}

function installedTypeScript(options: OpenProjectOptions): InstalledTypeScript | undefined {
  if (options.typescriptPackage !== undefined) return typeScriptAt(options.typescriptPackage);
  // An in-memory program has no project on disk to take a compiler from.
  if (options.files !== undefined) return undefined;
  return projectTypeScript(projectFolder(options));
}

function failure(message: Parameters<typeof createDiagnostic>[0]): Result<TsProject | undefined> {
  return { value: undefined, diagnostics: [createDiagnostic(message)] };
}

/**
 * The program opened with TypeScript 7, or the reason it cannot be, when the options choose (or `auto`
 * finds) TypeScript 7; undefined when they choose ts-morph.
 */
function openWithTypeScript7(options: OpenProjectOptions): Result<TsProject | undefined> | undefined {
  const backend = options.tsBackend ?? "auto";
  if (backend === "ts-morph") return undefined;
  const installed = installedTypeScript(options);
  const is7 = installed !== undefined && isTypeScript7(installed.version);
  if (backend === "auto" && !is7) return undefined;
  if (installed === undefined) {
    const from = toPosix(options.typescriptPackage ?? projectFolder(options));
    return failure(catalogMessage("CRD2070", "notInstalled", { from }));
  }
  if (!is7) {
    return failure(
      catalogMessage("CRD2070", "notVersion7", {
        packageDir: toPosix(installed.packageDir),
        version: installed.version,
      }),
    );
  }
  try {
    return loadTs7Project(loadTs7Modules(installed), options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failure(
      catalogMessage("CRD2070", "cannotStart", { packageDir: toPosix(installed.packageDir), reason }),
    );
  }
}

/** Loads the inputs with the backend the options choose, ts-morph's through `loadTsMorph`. */
export function openProjectWith(
  options: OpenProjectOptions,
  loadTsMorph: TsMorphLoader,
): Result<TsProject | undefined> {
  return openWithTypeScript7(options) ?? loadTsMorph(options);
}

/**
 * {@link openProject}, loading the ts-morph adapter (and ts-morph) only when that backend is the one chosen:
 * what the command line uses, so that a TypeScript 7 run does not spend 0.4–1 s of CPU loading TypeScript 6.
 */
export async function openProjectOnDemand(
  options: OpenProjectOptions,
): Promise<Result<TsProject | undefined>> {
  const opened = openWithTypeScript7(options);
  if (opened !== undefined) return opened;
  const { loadProject } = await import("./ts/project.js");
  return loadProject(options);
}
