import type { Diagnostic } from "@crdgen/core";
import { compareDiagnostics, hasErrors } from "@crdgen/core";
import type { GeneratedCrd, TsProject } from "@crdgen/generator";
// Not the index: see on-demand.ts (a TypeScript 7 run must not load ts-morph).
import { IncrementalGenerator, openProjectOnDemand } from "@crdgen/generator/on-demand";
import { crdgenVersion } from "../cli/version.js";
import { displayPath } from "../display-path.js";
import type { GenerateSettings } from "../settings/resolve.js";
import type { CrdFile } from "../write/index.js";
import { PrettierFormatter } from "./prettier.js";
import type { ProgressListener } from "./progress.js";
import { CrdFileRenderer } from "./render-files.js";

/** One run of the generator: the CRDs, their files (none when there are errors) and every diagnostic. */
export interface GenerateRun {
  readonly crds: readonly GeneratedCrd[];
  readonly files: readonly CrdFile[];
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * A loaded TypeScript program with its settings, run once by `crdgen generate` and again after every
 * change in watch mode: `run(changed)` rereads only the changed files.
 */
export class GenerateSession {
  private readonly renderer: CrdFileRenderer;
  private readonly generator: IncrementalGenerator | undefined;
  private readonly prettier: PrettierFormatter | undefined;

  private constructor(
    readonly settings: GenerateSettings,
    private readonly project: TsProject | undefined,
    private loadDiagnostics: readonly Diagnostic[],
    private readonly onProgress: ProgressListener | undefined,
  ) {
    this.generator =
      project === undefined
        ? undefined
        : new IncrementalGenerator(project, { embeddedObjectMeta: settings.embeddedObjectMeta });
    this.prettier =
      settings.formatter === "prettier"
        ? new PrettierFormatter(settings.out, settings.projectDir)
        : undefined;
    this.renderer = new CrdFileRenderer({
      version: crdgenVersion(),
      ...(settings.maxDescLen === undefined ? {} : { maxDescLen: settings.maxDescLen }),
    });
  }

  /** Loads the program the settings describe; problems with it are reported by the first run. */
  static async open(settings: GenerateSettings, onProgress?: ProgressListener): Promise<GenerateSession> {
    onProgress?.("loading");
    const loaded = await openProjectOnDemand({
      // Relative where they can be, so that "input not found: api" names the path as the user wrote it.
      inputs: settings.inputs.map((input) => displayPath(input, settings.cwd)),
      cwd: settings.cwd,
      ...(settings.tsconfig === undefined ? {} : { tsconfig: settings.tsconfig }),
      tsBackend: settings.tsBackend,
    });
    return new GenerateSession(settings, loaded.value, loaded.diagnostics, onProgress);
  }

  /** Does ahead of time what the first rerun would otherwise do (see TsProject.prepareForChanges). */
  prepareForChanges(): void {
    this.project?.prepareForChanges();
  }

  /** Ends what the program holds outside this process (TypeScript 7's compiler); the session is done. */
  close(): void {
    this.project?.close?.();
  }

  /** The tsconfig.json the program uses (absolute), when there is one. */
  tsconfig(): string | undefined {
    return this.project?.tsconfig;
  }

  /** The solution-style tsconfig the tsconfig was chosen from (absolute), when it was. */
  solution(): string | undefined {
    return this.project?.solution;
  }

  /** Every file of the program outside node_modules, absolute: what watch mode watches. */
  programFiles(): readonly string[] {
    return this.project?.programFiles() ?? [];
  }

  /** Generates the CRDs, after rereading `changed` (absolute paths) when given. */
  async run(changed?: readonly string[]): Promise<GenerateRun> {
    if (this.project === undefined || this.generator === undefined) {
      return { crds: [], files: [], diagnostics: this.loadDiagnostics };
    }
    if (changed !== undefined) {
      this.onProgress?.("loading");
      this.loadDiagnostics = this.project.refresh(changed);
    }
    const result = this.generator.run(this.onProgress);
    const diagnostics = [...this.loadDiagnostics, ...result.diagnostics].sort(compareDiagnostics);
    if (hasErrors(diagnostics)) return { crds: result.crds, files: [], diagnostics };
    this.onProgress?.("rendering");
    const files = this.renderer.renderRun(result.crds.map((generated) => generated.crd));
    if (this.prettier === undefined) return { crds: result.crds, files, diagnostics };
    const formatted = await this.prettier.format(files);
    return {
      crds: result.crds,
      files: hasErrors(formatted.diagnostics) ? [] : formatted.value,
      diagnostics: [...diagnostics, ...formatted.diagnostics],
    };
  }
}
