import { at } from "@crdgen/core";

/** One part of a YAML stream that starts at a `---` line (or at the start of the file). */
export interface DocumentChunk {
  readonly text: string;
  /** Offset of the chunk in the file's text. */
  readonly offset: number;
  /** 1-based line of the chunk's first character. */
  readonly line: number;
}

const lineBreaks = "\n\r\u2028\u2029";

/**
 * Where the lines that start with `---` followed by a blank or the end of the line (YAML's document marker)
 * begin. An indexOf scan: a multiline regular expression over every manifest costs more than it should.
 */
function documentMarkers(text: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf("---"); at !== -1; at = text.indexOf("---", at + 3)) {
    const lineStart = at === 0 || lineBreaks.includes(text.charAt(at - 1));
    const after = text.charAt(at + 3);
    if (lineStart && (after === "" || after === " " || after === "\t" || lineBreaks.includes(after))) {
      found.push(at);
    }
  }
  return found;
}

/**
 * Splits a YAML stream at its `---` lines, as kubectl's YAMLReader does before decoding each document.
 * Each chunk is parsed on its own, so one broken document does not hide the others, a position inside a
 * chunk maps back to the file by the chunk's line, and only one document is in memory at a time.
 */
export function splitDocuments(text: string): DocumentChunk[] {
  const starts = [0];
  for (const at of documentMarkers(text)) if (at !== 0) starts.push(at);
  const chunks: DocumentChunk[] = [];
  let line = 1;
  let pendingStart: number | undefined;
  for (let i = 0; i < starts.length; i++) {
    const start = at(starts, i);
    const end = starts[i + 1] ?? text.length; // the last chunk runs to the end
    const from = pendingStart ?? start;
    const chunkText = text.slice(from, end);
    const isLast = i === starts.length - 1;
    if (!isLast && isDirectivesOnly(text, start, end)) {
      pendingStart ??= start;
    } else {
      chunks.push({ text: chunkText, offset: from, line });
      // Only the chunks after it need its line count (most files hold one document).
      if (!isLast) line += countLines(chunkText);
      pendingStart = undefined;
    }
  }
  return chunks;
}

// Lines that hold only directives (`%YAML 1.1`), comments or blanks belong to the document after them.
function isDirectivesOnly(text: string, start: number, end: number): boolean {
  let sawDirective = false;
  let lineStart = start;
  while (lineStart < end) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 || newline > end ? end : newline;
    const line = text.slice(lineStart, lineEnd).trim();
    if (line.startsWith("%")) sawDirective = true;
    else if (line !== "" && !line.startsWith("#")) return false;
    lineStart = lineEnd + 1;
  }
  return sawDirective;
}

function countLines(text: string): number {
  let count = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return count;
}
