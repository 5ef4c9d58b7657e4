import { catalogMessage } from "@crdgen/core";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { renderManifestDiagnostic } from "../check/render-text.js";
import { readCrdFiles } from "../validate/crd-source.js";
import { noCrds } from "../validate/diagnostics.js";
import type { CliContext } from "./context.js";
import { useColor } from "./context.js";
import { displayPath, printDiagnostics } from "./generate-text.js";

/**
 * The CRDs `command` works on: from --crds, or generated in memory from the project (from `inputs`, else the
 * configured ones); undefined (after saying why, naming the command) when there are none. `crdgen validate`,
 * `openapi`, `explain`, `docs` and `jsonschema` all load their CRDs this way.
 */
export async function loadCrds(
  command: string,
  paths: readonly string[],
  config: string | undefined,
  context: CliContext,
  inputs: readonly string[] = [],
): Promise<readonly CustomResourceDefinition[] | undefined> {
  if (paths.length > 0) {
    const source = await readCrdFiles(paths);
    for (const diagnostic of source.diagnostics) {
      context.stderr.write(
        `${renderManifestDiagnostic(diagnostic, useColor(context.stderr, context.env))}\n`,
      );
    }
    return source.failed ? undefined : source.crds;
  }
  // Loaded only here: the generator brings the TypeScript compiler.
  const { generate } = await import("../generate/index.js");
  // The samples are not validated here: validate reports on the objects it is given, by itself.
  const output = await generate({
    cwd: context.cwd,
    samples: false,
    ...(config === undefined ? {} : { config }),
    ...(inputs.length === 0 ? {} : { inputs }),
  });
  if (!output.ok || output.crds.length === 0) {
    printDiagnostics(output.diagnostics, context);
    const inputs = output.settings?.inputs ?? [context.cwd];
    const where = inputs.map((input) => displayPath(input, context.cwd)).join(", ");
    const problem = noCrds(
      where,
      output.ok
        ? catalogMessage("CRD5046", "projectHasNoKinds", { inputs: where, command })
        : catalogMessage("CRD5046", "projectHasErrors", { inputs: where, command }),
    );
    context.stderr.write(`${renderManifestDiagnostic(problem, useColor(context.stderr, context.env))}\n`);
    return undefined;
  }
  return output.crds.map((generated) => generated.crd);
}
