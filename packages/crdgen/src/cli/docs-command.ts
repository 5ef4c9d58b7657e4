import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { catalogMessage, createDiagnostic, UsageError } from "@crdgen/core";
import { renderManifestDiagnostic } from "../check/render-text.js";
import { docs } from "../docs/api.js";
import { writeDocsFile } from "../docs/write.js";
import { unifiedDiff } from "../write/unified-diff.js";
import type { CliContext, CliOutcome } from "./context.js";
import { useColor } from "./context.js";
import { docsCommand } from "./explain-commands.js";
import { displayPath } from "./generate-text.js";
import { renderCommandHelp } from "./help.js";
import { parseCommandLine } from "./parse.js";
import { loadCrds } from "./load-crds.js";

/** Runs `crdgen docs`: the API reference to stdout or --out, or with --check the comparison with --out. */
export async function runDocsCommand(argv: readonly string[], context: CliContext): Promise<CliOutcome> {
  const parsed = parseCommandLine(docsCommand, argv);
  if (parsed.help) {
    context.stdout.write(renderCommandHelp(docsCommand));
    return "ok";
  }
  const flags = parsed.options;
  if (flags.check && flags.out === undefined) {
    throw new UsageError(catalogMessage("CRD5002", "checkNeedsOut"));
  }
  const crds = await loadCrds(docsCommand.name, flags.crds, flags.config, context);
  if (crds === undefined) return "usage";
  const text = docs({ crds });
  if (flags.out === undefined) {
    context.stdout.write(text);
    return "ok";
  }
  const target = resolve(context.cwd, flags.out);
  const shown = displayPath(target, context.cwd);
  if (!flags.check) {
    await writeDocsFile(target, text);
    return "ok";
  }
  const current = await readFile(target, "utf8").catch(() => undefined);
  if (current === text) return "ok";
  const message =
    current === undefined
      ? catalogMessage("CRD5083", "missing", { file: shown })
      : catalogMessage("CRD5083", "stale", { file: shown });
  context.stdout.write(unifiedDiff(current ?? "", text, shown));
  context.stderr.write(
    `${renderManifestDiagnostic(createDiagnostic(message, {}), useColor(context.stderr, context.env))}\n`,
  );
  return "failed";
}
