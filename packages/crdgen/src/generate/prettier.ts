import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Diagnostic, DiagnosticMessage, Result } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { CrdFile } from "../write/index.js";

/** The part of prettier's API that crdgen uses (prettier is the project's, not crdgen's, dependency). */
interface PrettierApi {
  resolveConfig(file: string): Promise<Record<string, unknown> | null>;
  getFileInfo(file: string, options: { ignorePath: string[] }): Promise<{ ignored: boolean }>;
  format(source: string, options: Record<string, unknown>): Promise<string>;
}

function isPrettierApi(value: unknown): value is PrettierApi {
  if (typeof value !== "object" || value === null) return false;
  const api = value as Record<string, unknown>;
  return ["resolveConfig", "getFileInfo", "format"].every((name) => typeof api[name] === "function");
}

// The project's prettier, resolved from the project folder as `npx prettier` would find it.
async function loadProjectPrettier(projectDir: string): Promise<PrettierApi | DiagnosticMessage> {
  let entry: string;
  try {
    entry = createRequire(join(projectDir, "package.json")).resolve("prettier");
  } catch {
    return catalogMessage("CRD5008", "notInstalled", { folder: projectDir });
  }
  const loaded: unknown = await import(pathToFileURL(entry).href);
  const api = (loaded as { default?: unknown }).default ?? loaded;
  return isPrettierApi(api) ? api : catalogMessage("CRD5008", "notPrettier3", { module: entry });
}

/**
 * Formats the generated YAML with the project's own prettier and prettier config, so that the project's
 * `prettier --check` stays green. Files the project's .prettierignore (or .gitignore) excludes are kept
 * as crdgen writes them, as prettier itself would leave them alone. One formatter serves a session: prettier
 * is loaded once, and a rendered file (the renderer hands back the same object for an unchanged CRD) is
 * formatted once, so a watch-mode rerun formats only what changed. A change to the prettier config takes
 * effect when the session is opened anew.
 */
export class PrettierFormatter {
  private prettier: Promise<PrettierApi | DiagnosticMessage> | undefined;
  private readonly formatted = new WeakMap<CrdFile, CrdFile>();

  constructor(
    private readonly outDir: string,
    private readonly projectDir: string,
  ) {}

  async format(files: readonly CrdFile[]): Promise<Result<readonly CrdFile[]>> {
    this.prettier ??= loadProjectPrettier(this.projectDir);
    const prettier = await this.prettier;
    if (!isPrettierApi(prettier)) return failed(files, prettier);
    const ignorePath = [".prettierignore", ".gitignore"]
      .map((name) => join(this.projectDir, name))
      .filter((path) => existsSync(path));
    try {
      const formatted = await Promise.all(files.map((file) => this.formatFile(prettier, file, ignorePath)));
      return { value: formatted, diagnostics: [] };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return failed(files, catalogMessage("CRD5008", "failed", { detail }));
    }
  }

  private async formatFile(prettier: PrettierApi, file: CrdFile, ignorePath: string[]): Promise<CrdFile> {
    const known = this.formatted.get(file);
    if (known !== undefined) return known;
    const filepath = join(this.outDir, file.name);
    let result = file;
    if (!(await prettier.getFileInfo(filepath, { ignorePath })).ignored) {
      const config = (await prettier.resolveConfig(filepath)) ?? {};
      result = { name: file.name, content: await prettier.format(file.content, { ...config, filepath }) };
    }
    this.formatted.set(file, result);
    return result;
  }
}

function failed(files: readonly CrdFile[], message: DiagnosticMessage): Result<readonly CrdFile[]> {
  const diagnostic: Diagnostic = createDiagnostic(message);
  return { value: files, diagnostics: [diagnostic] };
}
