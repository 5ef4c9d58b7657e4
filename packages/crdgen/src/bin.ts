#!/usr/bin/env node
import { createDiagnostic, renderDiagnostic, UsageError } from "@crdgen/core";
import type { CliContext, CliOutcome } from "./cli/context.js";
import { useColor } from "./cli/context.js";
import { runCli } from "./cli/main.js";
import { crdgenVersion } from "./cli/version.js";

// The only place that decides exit codes.
const exitCodes: Readonly<Record<CliOutcome, number>> = { ok: 0, failed: 1, usage: 2 };
const exitUsageOrInternal = 2;

const context: CliContext = {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd(),
  interrupted: () =>
    new Promise<void>((resolve) => {
      process.once("SIGINT", () => {
        resolve();
      });
      process.once("SIGTERM", () => {
        resolve();
      });
    }),
};

// A closed pipe (`crdgen check . | head`) is the reader's choice, not an error worth a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

try {
  process.exitCode = exitCodes[await runCli(process.argv.slice(2), context)];
} catch (error) {
  process.exitCode = exitUsageOrInternal;
  if (error instanceof UsageError) {
    const diagnostic = createDiagnostic(error.usage);
    process.stderr.write(
      `${renderDiagnostic(diagnostic, { color: useColor(process.stderr, process.env) })}\n`,
    );
  } else {
    reportBug(error);
  }
}

/** Anything but a usage error is a crdgen bug (InternalError or an unexpected exception). */
function reportBug(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `crdgen ${crdgenVersion()}: internal error: ${message}\n` +
      "This is a bug in crdgen; please report it with the command line and the input that caused it.\n",
  );
  if (process.env.CRDGEN_DEBUG === "1") process.stderr.write(`${stackOf(error)}\n`);
  else process.stderr.write("Set CRDGEN_DEBUG=1 to print the stack trace.\n");
}

function stackOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause === undefined ? "" : `\nCaused by: ${stackOf(error.cause)}`;
  return (error.stack ?? error.message) + cause;
}
