import type { Diagnostic, Severity } from "./diagnostic.js";

/** How to render diagnostics as text. */
export interface RenderOptions {
  /** ANSI colours; callers pass true only on a TTY without NO_COLOR. */
  readonly color?: boolean;
  /**
   * Source text of a file, for the code frame; undefined when not available. Text up to the end of line
   * `throughLine` is enough (a caller may read only that much of a large file).
   */
  readonly sourceOf?: (file: string, throughLine: number) => string | undefined;
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
  const context = options.contextLines ?? 0;
  const source = span === undefined ? undefined : options.sourceOf?.(span.file, span.start.line + context);
  if (span !== undefined && source !== undefined) {
    lines.push("", ...codeFrame(source, span.start.line, span.start.column, context, paint), "");
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
  const first = Math.max(1, line - context);
  const shown = sourceLines(source, first, line + context);
  const last = first + shown.length - 1;
  const width = String(last).length;
  const out: string[] = [];
  for (const [i, text] of shown.entries()) {
    const n = first + i;
    out.push(`${paint(ansi.gray, String(n).padStart(width))} ${text.replace(/\t/g, " ")}`);
    if (n === line) {
      out.push(`${" ".repeat(width)} ${" ".repeat(Math.max(0, column - 1))}${paint(ansi.red, "~")}`);
    }
  }
  return out;
}

/**
 * Lines `first`..`last` (1-based) of `source`, as `source.split(/\r?\n/)` has them, fewer when the source ends
 * sooner. Only the text up to line `last` is scanned: a diagnostic about line 1 of a 600 KB generated file
 * does not split the whole file.
 */
export function sourceLines(source: string, first: number, last: number): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let n = 1; n <= last; n++) {
    const newline = source.indexOf("\n", start);
    if (newline === -1) {
      if (n >= first) lines.push(source.slice(start));
      break;
    }
    const end = newline > start && source.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    if (n >= first) lines.push(source.slice(start, end));
    start = newline + 1;
  }
  return lines;
}
