import type { Diagnostic, Severity } from "./diagnostic.js";
import { at } from "./errors.js";

/** How to render diagnostics as text. */
export interface RenderOptions {
  /** ANSI colours; callers pass true only on a TTY without NO_COLOR. */
  readonly color?: boolean;
  /** Source text of a file, for the code frame; undefined when not available. */
  readonly sourceOf?: (file: string) => string | undefined;
  /** Lines of context shown above and below the diagnostic line. */
  readonly contextLines?: number;
}

const ansi = {
  red: "\u001b[31m",
  yellow: "\u001b[33m",
  cyan: "\u001b[36m",
  gray: "\u001b[90m",
  bold: "\u001b[1m",
  reset: "\u001b[0m",
} as const;

const severityColor: Record<Severity, string> = { error: ansi.red, warning: ansi.yellow, info: ansi.cyan };

/**
 * Renders one diagnostic the way TypeScript does: `file.ts:12:5 - error CRD2003: message`, then a code
 * frame when the source is available, the CRD path and the hint.
 */
export function renderDiagnostic(diagnostic: Diagnostic, options: RenderOptions = {}): string {
  const paint = (code: string, text: string): string =>
    options.color === true ? code + text + ansi.reset : text;
  const span = diagnostic.span;
  const where =
    span === undefined ? "" : `${paint(ansi.cyan, span.file)}:${span.start.line}:${span.start.column} - `;
  const head = `${where}${paint(severityColor[diagnostic.severity], diagnostic.severity)} ${paint(
    ansi.gray,
    diagnostic.code,
  )}: ${diagnostic.message}`;
  const lines = [head];
  const source = span === undefined ? undefined : options.sourceOf?.(span.file);
  if (span !== undefined && source !== undefined) {
    lines.push(
      "",
      ...codeFrame(source, span.start.line, span.start.column, options.contextLines ?? 0, paint),
      "",
    );
  }
  if (diagnostic.crdPath !== undefined) lines.push(`  at ${diagnostic.crdPath}`);
  if (diagnostic.hint !== undefined) lines.push(`  ${paint(ansi.gray, "hint:")} ${diagnostic.hint}`);
  return lines.join("\n");
}

function codeFrame(
  source: string,
  line: number,
  column: number,
  context: number,
  paint: (code: string, text: string) => string,
): string[] {
  const all = source.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(all.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = at(all, n - 1).replace(/\t/g, " ");
    out.push(`${paint(ansi.gray, String(n).padStart(width))} ${text}`);
    if (n === line) {
      out.push(`${" ".repeat(width)} ${" ".repeat(Math.max(0, column - 1))}${paint(ansi.red, "~")}`);
    }
  }
  return out;
}
