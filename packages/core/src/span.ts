/** A position in a source file. Lines and columns are 1-based everywhere in crdgen. */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

/** A range in a source file: where a diagnostic points. `end` is exclusive when present. */
export interface SourceSpan {
  readonly file: string;
  readonly start: SourcePosition;
  readonly end?: SourcePosition;
}

/**
 * Converts a 0-based character offset in `text` to a 1-based line and column.
 * Columns count UTF-16 code units, as editors and the TypeScript compiler do.
 */
export function positionAt(text: string, offset: number): SourcePosition {
  const clamped = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < clamped; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: clamped - lineStart + 1 };
}
