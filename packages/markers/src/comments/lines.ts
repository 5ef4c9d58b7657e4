/** One line of comment content, with the comment syntax (`//`, `/**`, ` * `, `*\/`) removed. */
export interface CommentLine {
  /** The content, trailing spaces, tabs and line ends removed (what Go's CommentGroup.Text strips). */
  readonly text: string;
  /** Offset of `text`'s first character in the comment text given to {@link commentLines}. */
  readonly offset: number;
  /** Index of the comment this line belongs to, counting from 0. */
  readonly comment: number;
  readonly kind: "line" | "block";
  /**
   * A `//` comment go/ast reads as a compiler directive (`//nolint:lll`, `//go:generate`, `//line …`):
   * CommentGroup.Text leaves it out of the doc text.
   */
  readonly directive?: true;
}

/**
 * Splits raw comment text — one or more `//` and `/* … *\/` comments with the whitespace between them,
 * exactly as it appears in the source — into content lines. `//` loses one following space; block comment
 * lines lose their leading ` * ` decoration (one space after the star), so indentation inside code blocks
 * survives. Text outside comments is skipped.
 */
export function commentLines(text: string): CommentLine[] {
  const lines: CommentLine[] = [];
  let i = 0;
  let comment = 0;
  while (i < text.length) {
    if (text.startsWith("//", i)) {
      i = lineComment(text, i, comment++, lines);
    } else if (text.startsWith("/*", i)) {
      i = blockComment(text, i, comment++, lines);
    } else {
      i++;
    }
  }
  return lines;
}

function lineEnd(text: string, from: number): number {
  const nl = text.indexOf("\n", from);
  return nl === -1 ? text.length : nl;
}

function lineComment(text: string, start: number, comment: number, out: CommentLine[]): number {
  const end = lineEnd(text, start);
  let offset = start + 2;
  if (text.charAt(offset) === " ") offset++;
  const line: CommentLine = { text: goTrimEnd(text.slice(offset, end)), offset, comment, kind: "line" };
  // Go's scanner drops carriage returns from comments before go/ast sees them
  const directive = offset === start + 2 && isDirective(text.slice(offset, end).replaceAll("\r", ""));
  out.push(directive ? { ...line, directive: true } : line);
  return end;
}

function blockComment(text: string, start: number, comment: number, out: CommentLine[]): number {
  const close = text.indexOf("*/", start + 2);
  const bodyEnd = close === -1 ? text.length : close;
  let offset = start + 2;
  while (text.charAt(offset) === "*" && offset < bodyEnd) offset++;
  let first = true;
  while (offset <= bodyEnd) {
    const end = Math.min(lineEnd(text, offset), bodyEnd);
    const content = first ? skipOneSpace(text, offset) : stripDecoration(text, offset, end);
    out.push({ text: goTrimEnd(text.slice(content, end)), offset: content, comment, kind: "block" });
    first = false;
    offset = end + 1;
    if (end === bodyEnd) break;
  }
  return close === -1 ? text.length : close + 2;
}

function skipOneSpace(text: string, offset: number): number {
  return text.charAt(offset) === " " ? offset + 1 : offset;
}

// ` * text`: leading whitespace, one star, one space; a line without a star loses its indentation,
// as Go trims the lines of block comments
function stripDecoration(text: string, offset: number, end: number): number {
  let at = offset;
  while (at < end && (text.charAt(at) === " " || text.charAt(at) === "\t")) at++;
  if (at >= end || text.charAt(at) !== "*") return at;
  return skipOneSpace(text, at + 1);
}

/** go/ast's stripTrailingWhitespace: only spaces, tabs and line ends; a no-break space stays. */
export function goTrimEnd(text: string): string {
  let end = text.length;
  while (end > 0 && " \t\n\r".includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/**
 * go/ast's isDirective (ast.go), for the text after `//` when no space follows it: `line `, `extern `,
 * `export `, or `[a-z0-9]+:[a-z0-9]` at the start.
 */
function isDirective(content: string): boolean {
  const prefixed = ["line ", "extern ", "export "].some((p) => content.startsWith(p));
  if (prefixed) return true;
  const colon = content.indexOf(":");
  if (colon <= 0 || colon + 1 >= content.length) return false;
  for (let i = 0; i <= colon + 1; i++) {
    if (i !== colon && !/[a-z0-9]/.test(content.charAt(i))) return false;
  }
  return true;
}
