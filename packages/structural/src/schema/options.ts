import type { RuleCompiler } from "@crdgen/cel";
import type { SubtreeMemo } from "./subtree-memo.js";

/**
 * The switches of upstream's `validateCustomResourceDefinitionValidation`. On create of a v1 CRD every
 * `require*`/`allow*` option is on ({@link createOptions}); the conformance vectors record others.
 */
export interface SchemaValidationOptions {
  readonly allowDefaults: boolean;
  readonly requireValidPropertyType: boolean;
  readonly requireStructuralSchema: boolean;
  readonly requirePrunedDefaults: boolean;
  readonly requireAtomicSetType: boolean;
  readonly requireMapListKeysMapSetValidation: boolean;
  /** Whether the status subresource is enabled for the version(s) this schema serves (rule B16). */
  readonly statusEnabled: boolean;
  /** The API server whose CEL environment compiles the rules (D10–D14, C9); default Kubernetes 1.35's. */
  readonly cel?: CelValidationOptions;
  /**
   * Shares rule compilations with the caller's other validations (the CRD's other versions, a check run's
   * other CRDs); without it the call compiles with a compiler of its own.
   */
  readonly compiler?: RuleCompiler;
  /**
   * Shares what was found in the subtrees this schema has in common with the caller's other schemas (by object
   * identity); valid only while none of them changes (see {@link SubtreeMemo}).
   */
  readonly memo?: SubtreeMemo;
}

/**
 * Which API server's CEL environment for new expressions compiles the rules: `binaryVersion` (`major.minor`,
 * default Kubernetes 1.35, `@crdgen/cel`'s `defaultBinaryVersion`) and `compatibilityVersion` (default one minor
 * below the binary, as the API server's `DefaultCompatibilityVersion()`).
 */
export interface CelValidationOptions {
  readonly binaryVersion?: string;
  readonly compatibilityVersion?: string;
}

/** The options in force when a v1 CRD is created. */
export function createOptions(statusEnabled: boolean): SchemaValidationOptions {
  return {
    allowDefaults: true,
    requireValidPropertyType: true,
    requireStructuralSchema: true,
    requirePrunedDefaults: true,
    requireAtomicSetType: true,
    requireMapListKeysMapSetValidation: true,
    statusEnabled,
  };
}

/** What the schemas of a CRD share with the caller's other validations (see {@link SchemaValidationOptions}). */
export interface SchemaSharing {
  readonly compiler: RuleCompiler;
  readonly memo?: SubtreeMemo;
}
