/** The line watch mode prints after every run (text format). */
export const watchStatusLine = "crdgen watch: watching for changes (Ctrl-C to stop)";

const changedPrefix = "crdgen watch: changed ";

/** One finished run as printed on stdout. */
export interface WatchRunOutput {
  /** Its stdout lines: text, up to and including the status line; JSON, the one document. */
  readonly lines: readonly string[];
  /** The paths it reports as changed (relative to the project), empty for the first run. */
  readonly changed: readonly string[];
  /** The parsed document (JSON format only). */
  readonly json?: Record<string, unknown>;
}

/** Splits text output into runs: each ends with the status line; a trailing unfinished run is left out. */
export function textRuns(lines: readonly string[]): WatchRunOutput[] {
  const runs: WatchRunOutput[] = [];
  let start = 0;
  lines.forEach((line, i) => {
    if (line !== watchStatusLine) return;
    const runLines = lines.slice(start, i + 1);
    const changedLine = runLines.find((l) => l.startsWith(changedPrefix));
    const changed = changedLine === undefined ? [] : changedLine.slice(changedPrefix.length).split(", ");
    runs.push({ lines: runLines, changed });
    start = i + 1;
  });
  return runs;
}

/** Reads JSON output: one document per line and run. A line that is not JSON fails the test that reads it. */
export function jsonRuns(lines: readonly string[]): WatchRunOutput[] {
  return lines.map((line) => {
    const json = JSON.parse(line) as Record<string, unknown>;
    const changed = Array.isArray(json.changed) ? json.changed.map(String) : [];
    return { lines: [line], changed, json };
  });
}
