/**
 * What `count` line breaks inside a flow scalar (quoted or plain) become, as js-yaml folds them: one break is a
 * space, more are one line feed fewer than breaks.
 */
export function foldedLines(count: number): string {
  return count === 1 ? " " : count > 1 ? "\n".repeat(count - 1) : "";
}
