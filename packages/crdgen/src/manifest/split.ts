/** One part of a YAML stream that starts at a `---` line (or at the start of the file). */
export interface DocumentChunk {
  /**
   * The part's text as go-yaml reads it: up to the end of its first document (a `...` line ends it, and
   * go-yaml reads no further), with the `---` line that starts it, if any, in place.
   */
  readonly text: string;
  /** Offset of the chunk in the file's text. */
  readonly offset: number;
  /** 1-based line of the chunk's first character. */
  readonly line: number;
  /** Why kubectl refuses the part before decoding it, if it does. */
  readonly refusal?: ChunkRefusal;
}

/** What kubectl fails with on a part of the stream before any YAML is decoded. */
export type ChunkRefusal =
  /** The `---` line has more than a comment after it: the text after it, trimmed (decoder.go). */
  | { readonly kind: "separator"; readonly text: string }
  /** A `...` line ends a document that has no content, which go-yaml fails on. */
  | { readonly kind: "emptyDocumentEnd"; readonly offset: number };

/**
 * Splits a YAML stream as kubectl's YAMLReader does before decoding each part (apimachinery v0.35.0
 * pkg/util/yaml/decoder.go:404-437): lines end at `\n` only (bufio's ReadLine), and every line that starts
 * with `---` ends the part before it, whatever follows on the line (anything but blanks and a comment is an
 * error there). Each part is then decoded with sigs.k8s.io/yaml, which reads its first document only.
 * Each part is parsed on its own, so one broken document does not hide the others, a position inside a
 * part maps back to the file by the part's line, and only one document is in memory at a time.
 */
export function splitDocuments(text: string): DocumentChunk[] {
  const starts = [0];
  for (let at = text.indexOf("---"); at !== -1; at = text.indexOf("---", at + 3)) {
    if (at !== 0 && text.charCodeAt(at - 1) === 0x0a) starts.push(at);
  }
  const chunks: DocumentChunk[] = [];
  let line = 1;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i] ?? 0;
    const end = starts[i + 1] ?? text.length;
    chunks.push(chunkAt(text, start, end, line, i === 0));
    // Only the chunks after it need its line count (most files hold one document).
    if (i < starts.length - 1) line += countLines(text, start, end);
  }
  return chunks;
}

function chunkAt(text: string, start: number, end: number, line: number, isFirst: boolean): DocumentChunk {
  const hasSeparator = !isFirst || text.startsWith("---", start);
  const newline = text.indexOf("\n", start);
  const separatorEnd = !hasSeparator ? start : newline === -1 || newline >= end ? end : newline;
  const rest = hasSeparator ? text.slice(start + 3, separatorEnd) : "";
  const after = goTrimSpace(rest);
  if (after !== "" && !after.startsWith("#")) {
    return { text: text.slice(start, end), offset: start, line, refusal: { kind: "separator", text: after } };
  }
  const contentStart = hasSeparator ? Math.min(separatorEnd + 1, end) : start;
  if (!isFirst && text.charCodeAt(contentStart) === 0xfeff) {
    // go-yaml drops a byte order mark at the start of its input, which is the line after the separator here;
    // so does js-yaml, given the text from there.
    return chunkAt(text, contentStart, end, line + 1, true);
  }
  const documentEnd = findDocumentEnd(text, contentStart, end);
  const chunkEnd = documentEnd === undefined ? end : documentEnd + 3;
  const chunkText =
    isFirst || /^(?:[ \t]+(?:#.*)?)?\r?$/.test(rest)
      ? text.slice(start, chunkEnd)
      : blankedSeparator(rest) + text.slice(separatorEnd, chunkEnd);
  const opened = isFirst && hasSeparator;
  if (documentEnd !== undefined && !opened && !hasContentBetween(text, contentStart, documentEnd)) {
    const refusal: ChunkRefusal = { kind: "emptyDocumentEnd", offset: documentEnd - start };
    return { text: chunkText, offset: start, line, refusal };
  }
  return { text: chunkText, offset: start, line };
}

// The YAMLReader drops the `---` line of every part but the first, so what follows the dashes must read as
// nothing: a comment right after them, or spaces other than blanks, become blanks (offsets kept).
function blankedSeparator(rest: string): string {
  const cr = rest.endsWith("\r") ? "\r" : "";
  return "---" + " ".repeat(rest.length - cr.length) + cr;
}

/** Offset of the first `...` document end marker (at a line start, then a blank or the end) in the range. */
function findDocumentEnd(text: string, from: number, end: number): number | undefined {
  for (let at = text.indexOf("...", from); at !== -1 && at < end; at = text.indexOf("...", at + 3)) {
    const before = at === from ? "\n" : text.charAt(at - 1);
    const after = at + 3 >= end ? "" : text.charAt(at + 3);
    // go-yaml's line breaks and blanks (is_break, is_blankz): \r is a line break to it.
    if (
      (before === "\n" || before === "\r") &&
      (after === "" || " \t\r\n\u0085\u2028\u2029".includes(after))
    ) {
      return at;
    }
  }
  return undefined;
}

/**
 * Whether a node starts before the `...` marker: go-yaml fails with "did not find expected node content" on
 * a document that a `...` ends before anything but comments and blank lines, unless a `---` line opened it.
 */
function hasContentBetween(text: string, from: number, documentEnd: number): boolean {
  for (const line of text.slice(from, documentEnd).split(/\r\n|\r|\n/)) {
    const trimmed = line.trim();
    if (trimmed !== "" && !trimmed.startsWith("#")) return true;
  }
  return false;
}

/** Go's strings.TrimSpace: unicode.IsSpace characters off both ends. */
function goTrimSpace(text: string): string {
  return text
    .replace(/^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/, "")
    .replace(/[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/, "");
}

function countLines(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = text.indexOf("\n", start); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) count++;
  return count;
}
