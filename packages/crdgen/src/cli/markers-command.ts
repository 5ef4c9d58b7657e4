import { catalogMessage, UsageError } from "@crdgen/core";
import { lookUpMarker, markerIndex } from "@crdgen/markers";
import { markersCommand } from "./commands.js";
import type { CliContext, CliOutcome } from "./context.js";
import { renderCommandHelp } from "./help.js";
import { parseCommandLine } from "./parse.js";

/** Runs `crdgen markers [NAME]`: the marker list, or one marker's reference; an unknown NAME is a usage error. */
export function runMarkersCommand(argv: readonly string[], context: CliContext): Promise<CliOutcome> {
  const parsed = parseCommandLine(markersCommand, argv);
  if (parsed.help) {
    context.stdout.write(renderCommandHelp(markersCommand));
    return Promise.resolve("ok");
  }
  const [name] = parsed.operands;
  if (name === undefined) {
    context.stdout.write(markerIndex());
    return Promise.resolve("ok");
  }
  const lookup = lookUpMarker(name);
  if (!lookup.found) {
    const quoted = JSON.stringify(name);
    throw new UsageError(
      lookup.suggestion === undefined
        ? catalogMessage("CRD5002", "unknownMarker", { name: quoted })
        : catalogMessage("CRD5002", "unknownMarkerDidYouMean", {
            name: quoted,
            suggestion: lookup.suggestion,
          }),
    );
  }
  context.stdout.write(lookup.text);
  return Promise.resolve("ok");
}
