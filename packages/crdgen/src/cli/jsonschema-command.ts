import { resolve } from "node:path";
import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { JsonSchemasOutput } from "../jsonschema/api.js";
import { jsonSchemas } from "../jsonschema/api.js";
import { writeSchemaFiles } from "../jsonschema/write-schemas.js";
import { jsonSchemaCommand } from "./commands.js";
import type { CliContext, CliOutcome } from "./context.js";
import { displayPath, printDiagnostics } from "./generate-text.js";
import { renderCommandHelp } from "./help.js";
import { parseCommandLine } from "./parse.js";
import { loadCrds } from "./load-crds.js";

/**
 * Runs `crdgen jsonschema`: reads the CRDs (from --crds, or generated from the project), converts each served
 * version of each kind to a JSON Schema and writes them with their catalog to --out.
 */
export async function runJsonSchemaCommand(
  argv: readonly string[],
  context: CliContext,
): Promise<CliOutcome> {
  const parsed = parseCommandLine(jsonSchemaCommand, argv);
  if (parsed.help) {
    context.stdout.write(renderCommandHelp(jsonSchemaCommand));
    return "ok";
  }
  const flags = parsed.options;
  const crds = await loadCrds(jsonSchemaCommand.name, flags.crds, flags.config, context, parsed.operands);
  if (crds === undefined) return "usage";
  const output = jsonSchemas({ crds, strict: flags.strict });
  printDiagnostics(conversionDiagnostics(output), context);
  const folder = resolve(context.cwd, flags.out);
  const where = displayPath(folder, context.cwd);
  try {
    const report = await writeSchemaFiles(folder, output.files);
    context.stdout.write(
      `${output.schemas.length} JSON Schema${output.schemas.length === 1 ? "" : "s"} in ${where}: ${report.written.length} written, ` +
        `${report.unchanged.length} unchanged\n`,
    );
    return "ok";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    printDiagnostics(
      [createDiagnostic(catalogMessage("CRD5072", "cannotWrite", { file: where, reason }))],
      context,
    );
    return "usage";
  }
}

/** The warnings of a conversion: patterns left out, kinds defined twice. */
function conversionDiagnostics(output: JsonSchemasOutput): Diagnostic[] {
  return [
    ...output.droppedPatterns.map((dropped) =>
      createDiagnostic(
        catalogMessage("CRD5070", "patternDropped", { ...dropped, field: dropped.field || "the object" }),
        {
          crdPath: dropped.field,
        },
      ),
    ),
    ...output.duplicates.map((duplicate) =>
      createDiagnostic(catalogMessage("CRD5071", "duplicateKind", duplicate)),
    ),
  ];
}
