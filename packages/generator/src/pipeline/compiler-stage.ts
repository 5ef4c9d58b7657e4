import type { Diagnostic } from "@crdgen/core";
import { createDiagnostic } from "@crdgen/core";
import type { TsProject } from "../ts/model.js";
import { displayPath } from "../ts/paths.js";

/**
 * TypeScript's own errors in the inputs, as TypeScript reports them (its code, message and position) under
 * one crdgen code: a type error can change the types crdgen reads, so it is never hidden.
 */
export function compilerStage(project: TsProject): Diagnostic[] {
  return project.compilerDiagnostics().flatMap((d) => {
    if (d.category !== "error" && d.category !== "warning") return [];
    const span =
      d.file === undefined || d.start === undefined
        ? undefined
        : { file: displayPath(d.file, project.cwd), start: d.start };
    return [
      createDiagnostic("CRD2001", `TS${d.code}: ${d.message}`, {
        span,
        severity: d.category === "error" ? "error" : "warning",
      }),
    ];
  });
}
