import path from "node:path";
import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { Node } from "jsonc-parser";
import { findNodeAtLocation } from "jsonc-parser";
import { findConfigFile } from "./discover.js";
import { configFileName, packageJsonKey } from "./keys.js";
import { parseSource } from "./parse.js";
import type { ConfigSource } from "./source.js";
import { displayPath } from "../display-path.js";
import { nodeSpan, readSource, spanAt } from "./source.js";
import type { LoadedConfig } from "./types.js";
import { validateSettings } from "./validate.js";

/** Where to look for the configuration. */
export interface LoadConfigOptions {
  /** The working folder: where the search starts, and what `file` and displayed paths are relative to. */
  readonly cwd: string;
  /** A configuration file given explicitly (`--config`); a package.json is read for its `"crdgen"` key. */
  readonly file?: string;
}

/**
 * Finds, reads and validates crdgen's configuration: `file` when given, else the nearest crdgen.config.json or
 * package.json with a `"crdgen"` key (see {@link findConfigFile}). Files are read as data, never run.
 * Problems come back as diagnostics, all at once; with any error the settings are empty. Never throws.
 */
export function loadConfig(options: LoadConfigOptions): LoadedConfig {
  const cwd = path.resolve(options.cwd);
  if (options.file !== undefined) return loadExplicit(path.resolve(cwd, options.file), cwd);
  const found = findConfigFile(cwd);
  switch (found.kind) {
    case "none":
      return { settings: {}, diagnostics: [] };
    case "package-json":
      return loadPackageJson(found.file, cwd, false);
    case "config-file": {
      const loaded = loadConfigFile(found.file, cwd);
      const ignored = found.packageJson === undefined ? [] : ignoredPackageKey(found.packageJson, cwd);
      return { ...loaded, diagnostics: [...loaded.diagnostics, ...ignored] };
    }
  }
}

function loadExplicit(file: string, cwd: string): LoadedConfig {
  const read = readSource(file, cwd);
  if ("diagnostic" in read) {
    if (!read.missing) return { file, settings: {}, diagnostics: [read.diagnostic] };
    const message = catalogMessage("CRD5006", "notFound", { file: displayPath(file, cwd) });
    return { settings: {}, diagnostics: [createDiagnostic(message)] };
  }
  return path.basename(file) === "package.json"
    ? fromPackageJson(read.source, true)
    : fromConfigFile(read.source);
}

function loadConfigFile(file: string, cwd: string): LoadedConfig {
  const read = readSource(file, cwd);
  return "diagnostic" in read
    ? { file, settings: {}, diagnostics: [read.diagnostic] }
    : fromConfigFile(read.source);
}

function loadPackageJson(file: string, cwd: string, required: boolean): LoadedConfig {
  const read = readSource(file, cwd);
  if ("diagnostic" in read) return { file, settings: {}, diagnostics: [read.diagnostic] };
  return fromPackageJson(read.source, required);
}

function fromConfigFile(source: ConfigSource): LoadedConfig {
  const parsed = parseSource(source, false);
  if (parsed.root === undefined || parsed.diagnostics.length > 0) return failed(source, parsed.diagnostics);
  return settled(source, validateSettings(parsed.root, source, path.basename(source.path)));
}

// A package.json found by the search only counts when it has the key; one given with --config must have it.
function fromPackageJson(source: ConfigSource, required: boolean): LoadedConfig {
  const parsed = parseSource(source, true);
  const key = keyNode(parsed.root);
  if (key === undefined) {
    if (!required) return { settings: {}, diagnostics: [] };
    if (parsed.diagnostics.length > 0) return failed(source, parsed.diagnostics);
    const span = spanAt(source, parsed.root?.offset ?? 0, 1);
    const message = catalogMessage("CRD5006", "noKey", { file: source.display, key: packageJsonKey });
    return failed(source, [createDiagnostic(message, { span })]);
  }
  const value = key.parent?.children?.[1];
  if (parsed.diagnostics.length > 0 || value === undefined) return failed(source, parsed.diagnostics);
  return settled(source, validateSettings(value, source, `"${packageJsonKey}" in package.json`));
}

function ignoredPackageKey(file: string, cwd: string): Diagnostic[] {
  const read = readSource(file, cwd);
  if ("diagnostic" in read) return [];
  const key = keyNode(parseSource(read.source, true).root);
  if (key === undefined) return [];
  const message = catalogMessage("CRD5007", "packageKeyIgnored", {
    key: packageJsonKey,
    configFile: configFileName,
  });
  return [createDiagnostic(message, { span: nodeSpan(read.source, key) })];
}

// The key node (not the value) of package.json's "crdgen" property, when the file is an object that has one.
function keyNode(root: Node | undefined): Node | undefined {
  if (root?.type !== "object") return undefined;
  return findNodeAtLocation(root, [packageJsonKey])?.parent?.children?.[0];
}

function settled(source: ConfigSource, validated: ReturnType<typeof validateSettings>): LoadedConfig {
  return validated.settings === undefined
    ? failed(source, validated.diagnostics)
    : { file: source.path, settings: validated.settings, diagnostics: validated.diagnostics };
}

function failed(source: ConfigSource, diagnostics: readonly Diagnostic[]): LoadedConfig {
  return { file: source.path, settings: {}, diagnostics };
}
