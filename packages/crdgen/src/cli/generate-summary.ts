import type { GenerateOutput } from "../generate/index.js";

/** The counts behind the summary line; also the `summary` of the JSON output. */
export interface RunSummary {
  /** The kinds (CRDs) generated. */
  readonly crds: number;
  readonly written: number;
  readonly unchanged: number;
  /** Files deleted by `--prune`. */
  readonly removed: number;
  readonly stale: number;
  readonly missing: number;
  readonly orphaned: number;
  readonly errors: number;
  readonly warnings: number;
  /** Wall time of the run in milliseconds. */
  readonly ms: number;
}

/** What the run did with the files. */
export type RunMode = "write" | "check" | "stdout";

/** Counts what a run produced and did. */
export function summarize(output: GenerateOutput, ms: number): RunSummary {
  const count = <T>(items: readonly T[] | undefined, test: (item: T) => boolean): number =>
    items?.filter(test).length ?? 0;
  const errors = output.diagnostics.filter((d) => d.severity === "error").length;
  const fileProblems = (output.written?.errors.length ?? 0) + (output.diff?.errors.length ?? 0);
  return {
    crds: output.crds.length,
    written: count(output.written?.files, (f) => f.status === "written"),
    unchanged: count(output.written?.files, (f) => f.status === "unchanged"),
    removed: output.removed?.length ?? 0,
    stale: count(output.diff?.files, (f) => f.status === "stale"),
    missing: count(output.diff?.files, (f) => f.status === "missing"),
    orphaned: output.diff?.orphaned.length ?? 0,
    errors: errors + fileProblems,
    warnings: output.diagnostics.filter((d) => d.severity === "warning").length,
    ms: Math.round(ms),
  };
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The line that ends every run, e.g. `3 CRDs: 1 written, 2 unchanged, 0 warnings (1.2 s)`. */
export function summaryLine(summary: RunSummary, mode: RunMode): string {
  const time = `(${duration(summary.ms)})`;
  const warnings = plural(summary.warnings, "warning");
  if (summary.errors > 0) {
    return `${plural(summary.errors, "error")}, ${warnings}: nothing ${mode === "write" ? "written" : "generated"} ${time}`;
  }
  const crds = plural(summary.crds, "CRD");
  switch (mode) {
    case "write":
      return `${crds}: ${summary.written} written, ${summary.unchanged} unchanged${summary.removed === 0 ? "" : `, ${summary.removed} removed`}, ${warnings} ${time}`;
    case "check": {
      const current = summary.crds - summary.stale - summary.missing;
      const orphans = summary.orphaned === 0 ? "" : `, ${summary.orphaned} no longer generated`;
      return `${crds}: ${current} current, ${summary.stale} stale, ${summary.missing} missing${orphans}, ${warnings} ${time}`;
    }
    case "stdout":
      return `${crds} printed, ${warnings} ${time}`;
  }
}
