import { createDiagnostic } from "@crdgen/core";
import { renderManifestDiagnostic } from "../check/render-text.js";
import { explain } from "../explain/api.js";
import type { CliContext, CliOutcome } from "./context.js";
import { useColor } from "./context.js";
import { explainCommand } from "./explain-commands.js";
import { renderCommandHelp } from "./help.js";
import { parseCommandLine } from "./parse.js";
import { loadCrds } from "./load-crds.js";

/** Runs `crdgen explain RESOURCE`: kubectl explain's text on stdout, or the reason there is none on stderr. */
export async function runExplainCommand(argv: readonly string[], context: CliContext): Promise<CliOutcome> {
  const parsed = parseCommandLine(explainCommand, argv);
  if (parsed.help) {
    context.stdout.write(renderCommandHelp(explainCommand));
    return "ok";
  }
  const flags = parsed.options;
  const crds = await loadCrds(explainCommand.name, flags.crds, flags.config, context);
  if (crds === undefined) return "usage";
  const result = explain({
    crds,
    resource: parsed.operands[0] ?? "",
    recursive: flags.recursive,
    ...(flags.apiVersion === undefined ? {} : { apiVersion: flags.apiVersion }),
  });
  if (result.ok) {
    context.stdout.write(result.text);
    return "ok";
  }
  // kubectl has printed the header by then (the template writes as it runs).
  context.stdout.write(result.text);
  const diagnostic = createDiagnostic(result.message, {});
  context.stderr.write(`${renderManifestDiagnostic(diagnostic, useColor(context.stderr, context.env))}\n`);
  return "failed";
}
