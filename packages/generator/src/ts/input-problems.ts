import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { ExpandedInputs } from "./inputs.js";
import { displayPath } from "./paths.js";

/** Declaration files named one by one, up to a few: a build-output folder can hold hundreds. */
function skippedDeclarations(input: string, files: readonly string[], cwd: string): Diagnostic {
  const shown = files.slice(0, 3).map((file) => displayPath(file, cwd));
  const more = files.length > shown.length ? ` and ${String(files.length - shown.length)} more` : "";
  const count = files.length === 1 ? "1 declaration file" : `${String(files.length)} declaration files`;
  return createDiagnostic(
    catalogMessage("CRD2024", "declarationFiles", { count, input, files: shown.join(", "), more }),
  );
}

/** Inputs that name nothing, and declaration files left out of folder inputs (both backends report them). */
export function inputProblems(
  listed: Pick<ExpandedInputs, "missing" | "skipped">,
  cwd: string,
): Diagnostic[] {
  return [
    ...listed.missing.map(({ input, absolute }) =>
      createDiagnostic(catalogMessage("CRD2002", "inputNotFound", { input, absolute }), {
        hint: "Inputs are relative to the folder crdgen runs in (config file inputs: to the config file's folder): run crdgen from the project's root, or give the path from here.",
      }),
    ),
    ...listed.skipped.map(({ input, declarations }) => skippedDeclarations(input, declarations, cwd)),
  ];
}
