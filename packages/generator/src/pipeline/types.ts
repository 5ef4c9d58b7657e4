import type { TsBackend } from "../backend.js";
import type { Diagnostic } from "@crdgen/core";
import type { CustomResourceDefinition } from "@crdgen/structural";

/** How the schemas are generated. */
export interface SchemaOptions {
  /**
   * ObjectMeta below the root (in a pod template …): `type: object` (default, as controller-gen), or
   * `restricted`: name, namespace, labels, annotations and finalizers (controller-gen's
   * `crd:generateEmbeddedObjectMeta=true`).
   */
  readonly embeddedObjectMeta?: "object" | "restricted";
}

/** The stages of the pipeline, for progress indicators. */
export type PipelineStage = "type-checking" | "discovering" | "converting" | "checking";

/** How one run of the pipeline goes. */
export interface RunOptions extends SchemaOptions {
  /** Told when the run enters a stage (the pipeline is synchronous: this is the only chance to report). */
  readonly onStage?: (stage: PipelineStage) => void;
}

/** What {@link generateCrds} reads. */
export interface GenerateOptions extends RunOptions {
  /** Files and folders with API types (folders are read recursively), relative to `cwd`. */
  readonly inputs: readonly string[];
  /** The tsconfig to honour; by default the nearest tsconfig.json from `cwd` upwards, if any. */
  readonly tsconfig?: string;
  /** The folder relative paths start from and diagnostics are shown against; the working folder by default. */
  readonly cwd?: string;
  /** Files by absolute path: the program lives in memory and nothing is read from disk. */
  readonly files?: Readonly<Record<string, string>>;
  /** Which compiler reads the types (see {@link TsBackend}); `auto` by default. */
  readonly tsBackend?: TsBackend;
  /** The `typescript` package folder the typescript7 backend uses instead of the project's own. */
  readonly typescriptPackage?: string;
}

/** One generated CRD. */
export interface GeneratedCrd {
  readonly group: string;
  readonly kind: string;
  readonly plural: string;
  /** Version names, in the CRD's order. */
  readonly versions: readonly string[];
  readonly crd: CustomResourceDefinition;
  /** The files (absolute paths) its types come from, sorted: when one changes, the CRD may change. */
  readonly sources: readonly string[];
}

/** The CRDs (in controller-gen's order, by `<Kind>.<group>`) and every diagnostic (sorted by file and position). */
export interface GenerateResult {
  readonly crds: readonly GeneratedCrd[];
  readonly diagnostics: readonly Diagnostic[];
}
