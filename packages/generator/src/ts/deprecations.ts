// Apart from compiler-diagnostics.ts, which needs ts-morph when loaded: the TypeScript 7 backend uses this too.

/**
 * Deprecation errors about the tsconfig: TS5101/TS5107 (deprecated, still working), TS5102/TS5108 (removed
 * in the compiler crdgen bundles, accepted by the older one the project may use). A deprecation is between
 * the project and its own TypeScript: crdgen must read every tsconfig that TypeScript accepts.
 */
const deprecationCodes: ReadonlySet<number> = new Set([5101, 5102, 5107, 5108]);

/** Whether a compiler diagnostic is a deprecation of a tsconfig option, which crdgen does not report. */
export function isDeprecation(code: number): boolean {
  return deprecationCodes.has(code);
}
