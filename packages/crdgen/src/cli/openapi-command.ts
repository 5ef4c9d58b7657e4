import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { UsageError, catalogMessage } from "@crdgen/core";
import { openapi } from "../openapi/api.js";
import { openapiCommand } from "./commands.js";
import type { CliContext, CliOutcome } from "./context.js";
import { renderCommandHelp } from "./help.js";
import { parseCommandLine } from "./parse.js";
import { loadCrds } from "./load-crds.js";

/**
 * Runs `crdgen openapi`: reads the CRDs (operands and --crds, or generated from the project), builds one
 * document per served group-version and prints it, or writes every one to --out.
 */
export async function runOpenapiCommand(argv: readonly string[], context: CliContext): Promise<CliOutcome> {
  const parsed = parseCommandLine(openapiCommand, argv);
  if (parsed.help) {
    context.stdout.write(renderCommandHelp(openapiCommand));
    return "ok";
  }
  const flags = parsed.options;
  if (flags.v2 && flags.v3) throw new UsageError(catalogMessage("CRD5002", "openapiBothVersions"));
  // Given as they are, as validate gives them, so that problems name the files as the user wrote them.
  const crds = await loadCrds(
    openapiCommand.name,
    [...parsed.operands, ...flags.crds],
    flags.config,
    context,
  );
  if (crds === undefined) return "usage";
  const files = openapi({ crds, openapiVersion: flags.v2 ? "v2" : "v3" });
  if (flags.out === undefined) {
    const [only] = files;
    if (files.length !== 1 || only === undefined) {
      const groupVersions = files.map((file) => `${file.group}/${file.version}`).join(", ");
      throw new UsageError(
        catalogMessage("CRD5002", "openapiSeveralDocuments", { count: files.length, groupVersions }),
      );
    }
    context.stdout.write(only.text);
    return "ok";
  }
  const folder = resolve(context.cwd, flags.out);
  await mkdir(folder, { recursive: true });
  for (const file of files) await writeFile(join(folder, file.fileName), file.text);
  return "ok";
}
