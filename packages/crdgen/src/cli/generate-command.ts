import { readFileSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import type { Diagnostic } from "@crdgen/core";
import { renderDiagnostic } from "@crdgen/core";
import { generate } from "../generate/index.js";
import type { WriteReport } from "../write/index.js";
import { writeCrdFiles } from "../write/index.js";
import { generateCommand } from "./commands.js";
import type { CliContext, CliOutcome } from "./context.js";
import { useColor } from "./context.js";
import { renderCommandHelp } from "./help.js";
import { parseCommandLine } from "./parse.js";

/**
 * Runs `crdgen generate`: generates the CRDs, prints diagnostics to stderr and writes the files when there is
 * no error. Returns `failed` when the input has errors (and nothing was written).
 */
export async function runGenerateCommand(argv: readonly string[], context: CliContext): Promise<CliOutcome> {
  const parsed = parseCommandLine(generateCommand, argv);
  if (parsed.help) {
    context.stdout.write(renderCommandHelp(generateCommand));
    return "ok";
  }
  const started = performance.now();
  const { out, tsconfig, maxDescLen } = parsed.options;
  const result = generate({
    inputs: parsed.operands,
    cwd: context.cwd,
    ...(tsconfig === undefined ? {} : { tsconfig }),
    ...(maxDescLen === undefined ? {} : { maxDescLen }),
  });
  printDiagnostics(result.diagnostics, context);
  const errors = result.diagnostics.filter((d) => d.severity === "error").length;
  const warnings = result.diagnostics.length - errors;
  if (errors > 0) {
    context.stderr.write(`\n${errors} error${errors === 1 ? "" : "s"}: nothing written\n`);
    return "failed";
  }
  const outDir = isAbsolute(out) ? out : join(context.cwd, out);
  const report = await writeCrdFiles(outDir, result.files);
  printReport(report, context);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const written = report.files.filter((f) => f.status === "written").length;
  const unchanged = report.files.filter((f) => f.status === "unchanged").length;
  context.stdout.write(
    `Generated ${result.crds.length} CRD${result.crds.length === 1 ? "" : "s"} in ${seconds} s: ` +
      `${written} written, ${unchanged} unchanged, ${warnings + report.sizeWarnings.length} warnings\n`,
  );
  return report.errors.length > 0 ? "failed" : "ok";
}

function printDiagnostics(diagnostics: readonly Diagnostic[], context: CliContext): void {
  const color = useColor(context.stderr, context.env);
  const sourceOf = (file: string): string | undefined => {
    try {
      return readFileSync(isAbsolute(file) ? file : join(context.cwd, file), "utf8");
    } catch {
      return undefined;
    }
  };
  for (const diagnostic of diagnostics) {
    const shown =
      diagnostic.span === undefined
        ? diagnostic
        : {
            ...diagnostic,
            span: { ...diagnostic.span, file: displayPath(diagnostic.span.file, context.cwd) },
          };
    context.stderr.write(`${renderDiagnostic(shown, { color, sourceOf })}\n`);
  }
}

function printReport(report: WriteReport, context: CliContext): void {
  for (const file of report.files) {
    context.stdout.write(
      `  ${file.status.padEnd(9)} ${displayPath(file.path, context.cwd)} (${file.bytes} bytes)\n`,
    );
  }
  for (const warning of report.sizeWarnings) context.stderr.write(`warning: ${warning.message}\n`);
  for (const problem of report.errors) context.stderr.write(`error: ${problem.message}\n`);
}

function displayPath(file: string, cwd: string): string {
  const shown = isAbsolute(file) ? relative(cwd, file) : file;
  return shown.startsWith("..") ? file : shown;
}
