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
 * The span as a plain object with its own `file`, `start` and `end`. A span may keep its positions behind
 * getters until they are read (the ts-morph adapter's do, as most are never read); a diagnostic handed to a
 * caller carries a plain one, so that spreading, `Object.keys` or a test's deep equality sees all of it.
 */
export function plainSpan(span: SourceSpan): SourceSpan {
  const { file, start, end } = span;
  return end === undefined ? { file, start } : { file, start, end };
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
