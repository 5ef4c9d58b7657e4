/**
 * Where go-yaml v2.4.3 fails a block scalar with "found a tab character where an indentation space is expected"
 * (scannerc.go:2260-2310, yaml_parser_scan_block_scalar_breaks), which js-yaml reads as text: on each line it
 * scans for the scalar's indentation, spaces are eaten up to the indentation (all of them while it is not yet
 * known), and a tab right after them, short of the indentation, is an error. The lines scanned so are those from
 * the header to the first line with content, then after each line of content the next ones up to the next line
 * with content, the line that ends the scalar included (scannerc.go:2207-2235).
 *
 * `header` is the offset of the `|` or `>`; `parentIndent` is go-yaml's indentation level around the scalar (the
 * column of the enclosing block collection, -1 at the top). Returns the tab's offset, if go-yaml fails there.
 */
export function blockScalarTab(input: string, header: number, parentIndent: number): number | undefined {
  let at = header + 1;
  let increment = 0;
  for (
    let ch = input.charAt(at);
    ch === "+" || ch === "-" || (ch >= "1" && ch <= "9");
    ch = input.charAt(at)
  ) {
    if (ch >= "1") increment = Number(ch);
    at++;
  }
  // The rest of the header line (blanks and a comment); js-yaml fails on anything else, as go-yaml does.
  at = lineEnd(input, at);
  if (at >= input.length) return undefined;
  at = afterBreak(input, at);
  // scannerc.go:2196-2203: an indicator counts from the enclosing level; otherwise the level is detected.
  let indent = increment === 0 ? 0 : parentIndent >= 0 ? parentIndent + increment : increment;
  const first = scanBreaks(input, at, indent);
  if (first.tab !== undefined) return first.tab;
  if (indent === 0) indent = Math.max(first.maxIndent, parentIndent + 1, 1);
  let line = first;
  while (line.column === indent && line.at < input.length) {
    const end = lineEnd(input, line.at);
    if (end >= input.length) return undefined;
    line = scanBreaks(input, afterBreak(input, end), indent);
    if (line.tab !== undefined) return line.tab;
  }
  return undefined;
}

interface ScannedBreaks {
  /** Where scanning stopped: at the first character of a line with content (past its indentation). */
  readonly at: number;
  readonly column: number;
  readonly maxIndent: number;
  readonly tab?: number;
}

function scanBreaks(input: string, from: number, indent: number): ScannedBreaks {
  let at = from;
  let maxIndent = 0;
  for (;;) {
    let column = 0;
    while ((indent === 0 || column < indent) && input.charCodeAt(at) === 0x20) {
      at++;
      column++;
    }
    if (column > maxIndent) maxIndent = column;
    if ((indent === 0 || column < indent) && input.charCodeAt(at) === 0x09) {
      return { at, column, maxIndent, tab: at };
    }
    if (at >= input.length || !isBreak(input, at)) return { at, column, maxIndent };
    at = afterBreak(input, at);
  }
}

// go-yaml's is_break: CR, LF, NEL, LS and PS.
function isBreak(input: string, at: number): boolean {
  const ch = input.charCodeAt(at);
  return ch === 0x0a || ch === 0x0d || ch === 0x85 || ch === 0x2028 || ch === 0x2029;
}

function afterBreak(input: string, at: number): number {
  return input.charCodeAt(at) === 0x0d && input.charCodeAt(at + 1) === 0x0a ? at + 2 : at + 1;
}

function lineEnd(input: string, from: number): number {
  let at = from;
  while (at < input.length && !isBreak(input, at)) at++;
  return at;
}
