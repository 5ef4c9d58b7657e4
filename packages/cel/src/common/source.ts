import type { CelError } from "./errors.js";

/** A 1-based line and 0-based column, in code points, as cel-go's `common.Location`. */
export interface Location {
  readonly line: number;
  readonly column: number;
}

/** cel-go's `common.NoLocation`: where errors without a position (recursion limits) are reported. */
export const noLocation: Location = { line: -1, column: -1 };

/**
 * The text of an expression as cel-go's `common.Source` (`common/source.go`) sees it: a sequence of code
 * points with line offsets. `lineOffsets[i]` is the offset of the start of line i+2; like
 * `runes.NewBufferAndLineOffsets`, the list ends with one entry past the end (length + 1).
 */
export class Source {
  readonly description: string;
  // Made when first asked for: a rule that parses is never asked for its code points or lines.
  #codePoints: readonly string[] | undefined;
  #lineOffsets: readonly number[] | undefined;

  constructor(
    readonly content: string,
    description = "<input>",
  ) {
    this.description = description;
  }

  get codePoints(): readonly string[] {
    this.#codePoints ??= Array.from(this.content);
    return this.#codePoints;
  }

  get lineOffsets(): readonly number[] {
    if (this.#lineOffsets === undefined) {
      const offsets: number[] = [];
      this.codePoints.forEach((ch, i) => {
        if (ch === "\n") offsets.push(i + 1);
      });
      offsets.push(this.codePoints.length + 1);
      this.#lineOffsets = offsets;
    }
    return this.#lineOffsets;
  }

  /** `SourceInfo.GetLocationByOffset`: the line and column of a code point offset. */
  offsetLocation(offset: number): Location {
    if (offset < 0) return noLocation;
    // cel-go's parser turns a token's line and column into an offset relative to the location of offset 0
    // (common/ast/ast.go:182 NewSourceInfo's base line, :363 ComputeOffset). The empty text's line offsets
    // are [0] (common/runes/buffer.go newBuffer), so that base is line 2 and every position becomes offset
    // -1, which GetLocationByOffset places at line 1, column -1: "<input>:1:0", without a snippet.
    if (this.content.length === 0) return { line: 1, column: -1 };
    let line = 1;
    let column = offset;
    for (const lineOffset of this.lineOffsets) {
      if (lineOffset > offset) break;
      line++;
      column = offset - lineOffset;
    }
    return { line, column };
  }

  /** `sourceImpl.LocationOffset`: the code point offset of a line and column (-1 when there is no such line). */
  locationOffset(location: Location): number {
    const start = this.lineStart(location.line);
    return start === undefined ? -1 : start + location.column;
  }

  /** `findLineOffset`: the offset where a 1-based line starts. */
  private lineStart(line: number): number | undefined {
    if (line === 1) return 0;
    if (line > 1 && line <= this.lineOffsets.length) return this.lineOffsets[line - 2];
    return undefined;
  }

  /** `sourceImpl.Snippet`: the text of one line, without its newline. */
  snippet(line: number): string | undefined {
    const start = this.lineStart(line);
    if (start === undefined || this.codePoints.length === 0) return undefined;
    const next = this.lineStart(line + 1);
    const end = next === undefined ? this.codePoints.length : next - 1;
    return this.codePoints.slice(start, end).join("");
  }
}

const maxSnippetLength = 16384;
const maxErrorsToReport = 100;

/** `common.Error.ToDisplayString`: the message with its position and a caret under the snippet. */
function errorLocation(source: Source, error: CelError): Location {
  return error.location ?? source.offsetLocation(error.offset);
}

export function formatError(source: Source, error: CelError): string {
  const location = errorLocation(source, error);
  let result = `ERROR: ${source.description}:${location.line}:${location.column + 1}: ${error.message}`;
  const snippet = source.snippet(location.line);
  // Go compares the snippet's length in bytes with the limit.
  if (snippet !== undefined && Buffer.byteLength(snippet) <= maxSnippetLength) {
    const line = snippet.replaceAll("\t", " ");
    const runes = Array.from(line);
    let indicator = "\n | ";
    // Multi-byte runes get a full-width dot or caret so that the caret stays under its character.
    for (let i = 0; i < location.column && i < runes.length; i++) {
      indicator += isMultiByte(runes[i]) ? "\uff0e" : ".";
    }
    // Go decodes the rune after the dots: at a column of -1 that is the first one.
    const at = Math.max(location.column, 0);
    indicator += isMultiByte(at < runes.length ? runes[at] : undefined) ? "\uff3e" : "^";
    result += "\n | " + line + indicator;
  }
  return result;
}

function isMultiByte(rune: string | undefined): boolean {
  return rune !== undefined && (rune.codePointAt(0) ?? 0) >= 0x80;
}

/**
 * `common.Errors.ToDisplayString`: the first 100 errors reported (`ReportErrorAtID` keeps no more,
 * common/errors.go:54-58), sorted stably by line and column, then how many were left out. `errors` is in the
 * order they were reported: a later error at an earlier place is among those left out.
 */
export function formatErrors(source: Source, errors: readonly CelError[]): string {
  const located = errors.slice(0, maxErrorsToReport).map((error, index) => ({
    error,
    index,
    location: errorLocation(source, error),
  }));
  located.sort(
    (a, b) => a.location.line - b.location.line || a.location.column - b.location.column || a.index - b.index,
  );
  const lines = located.map(({ error }) => formatError(source, error));
  if (errors.length > maxErrorsToReport) {
    lines.push(`${errors.length - maxErrorsToReport} more errors were truncated`);
  }
  return lines.join("\n");
}
