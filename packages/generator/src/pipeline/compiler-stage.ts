import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { TsCompilerDiagnostic, TsProject } from "../ts/model.js";
import { displayPath } from "../ts/paths.js";

// TS2307 "Cannot find module 'kubernetes-types/core/v1'": the package has no `exports` map, so in an ES
// module under node16/nodenext resolution its files are imported by file name, with `.js`.
const extensionlessKubernetesTypes = /^Cannot find module '(kubernetes-types\/[^'.]+)'/;

function hintFor(d: TsCompilerDiagnostic): string | undefined {
  const module = d.code === 2307 ? extensionlessKubernetesTypes.exec(d.message)?.[1] : undefined;
  if (module === undefined) return undefined;
  return `kubernetes-types has no \`exports\` map: with moduleResolution node16 or nodenext, import its files with \`.js\` ("${module}.js"); otherwise check that it is installed.`;
}

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
      createDiagnostic(catalogMessage("CRD2001", "typescript", { code: d.code, message: d.message }), {
        span,
        hint: hintFor(d),
        severity: d.category === "error" ? "error" : "warning",
      }),
    ];
  });
}
