import { existsSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import type { Diagnostic } from "@crdgen/core";
import { hasErrors } from "@crdgen/core";
import type { ConfigSettings } from "../config/index.js";
import { loadConfig } from "../config/index.js";

/** Where the inputs and the output are when neither a flag nor the config file says. */
const defaultInputs: readonly string[] = ["api"];
const defaultOut = "config/crd/bases";
/** The sample objects kubebuilder scaffolds; validated by default only when the folder exists. */
const defaultSamples = "config/samples";

/** How `crdgen generate` runs, every setting decided; paths are absolute. */
export interface GenerateSettings {
  /** The folder diagnostics are shown against. */
  readonly cwd: string;
  /** The project: the config file's folder, else the working folder. Defaults and prettier start here. */
  readonly projectDir: string;
  readonly inputs: readonly string[];
  readonly out: string;
  readonly tsconfig?: string;
  readonly maxDescLen?: number;
  /** The sample objects validated against the generated CRDs, when set or config/samples exists. */
  readonly samples?: string;
  /** `prettier`: the generated YAML goes through the project's own prettier. */
  readonly formatter: "none" | "prettier";
  readonly embeddedObjectMeta: "object" | "restricted";
  /** Which compiler reads the types: `auto` takes the project's TypeScript 7 when it has one. */
  readonly tsBackend: "auto" | "ts-morph" | "typescript7";
  /** The config file the settings came from, when there was one (watch mode watches it). */
  readonly configFile?: string;
}

/**
 * Settings given directly (flags, or a build script's options): the keys of a config file, with relative
 * paths starting at `cwd`, and which config file to read.
 */
export interface SettingsInput extends ConfigSettings {
  /** The config file to read; `false` reads none; by default the nearest one is looked for. */
  readonly config?: string | false;
}

/** The settings, or undefined when the config file has errors (they are in `diagnostics`). */
export interface ResolvedSettings {
  readonly settings: GenerateSettings | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Decides every setting: what is given wins (paths relative to `cwd`), then the config file (paths relative
 * to it), then the defaults (relative to the config file's folder, else to `cwd`).
 */
export function resolveSettings(cwd: string, given: SettingsInput = {}): ResolvedSettings {
  const base = resolve(cwd);
  const loaded =
    given.config === false
      ? { settings: {}, diagnostics: [] }
      : loadConfig({ cwd: base, ...(given.config === undefined ? {} : { file: given.config }) });
  if (hasErrors(loaded.diagnostics)) return { settings: undefined, diagnostics: loaded.diagnostics };
  const fromConfig = loaded.settings;
  const configFile = "file" in loaded ? loaded.file : undefined;
  const path = (p: string): string => (isAbsolute(p) ? p : resolve(base, p));
  // The defaults belong to the project: next to its config file when there is one.
  const projectDir = configFile === undefined ? base : dirname(configFile);
  const fromProject = (p: string): string => resolve(projectDir, p);
  const givenInputs = given.inputs !== undefined && given.inputs.length > 0 ? given.inputs : undefined;
  const tsconfig = given.tsconfig === undefined ? fromConfig.tsconfig : path(given.tsconfig);
  const maxDescLen = given.maxDescLen ?? fromConfig.maxDescLen;
  const samples =
    given.samples === undefined
      ? (fromConfig.samples ?? existing(fromProject(defaultSamples)))
      : path(given.samples);
  const settings: GenerateSettings = {
    cwd: base,
    projectDir,
    inputs: givenInputs?.map(path) ?? fromConfig.inputs ?? defaultInputs.map(fromProject),
    out: given.out === undefined ? (fromConfig.out ?? fromProject(defaultOut)) : path(given.out),
    ...(tsconfig === undefined ? {} : { tsconfig }),
    ...(maxDescLen === undefined ? {} : { maxDescLen }),
    ...(samples === undefined ? {} : { samples }),
    formatter: given.formatter ?? fromConfig.formatter ?? "none",
    embeddedObjectMeta: given.embeddedObjectMeta ?? fromConfig.embeddedObjectMeta ?? "object",
    tsBackend: given.tsBackend ?? fromConfig.tsBackend ?? "auto",
    ...(configFile === undefined ? {} : { configFile }),
  };
  return { settings, diagnostics: loaded.diagnostics };
}

// A default folder is used only when the project has it: most projects have no samples.
function existing(path: string): string | undefined {
  return existsSync(path) ? path : undefined;
}
