/**
 * `reservedIds` of cel-go's parser: refused as identifiers and function names, allowed as field names. Shared
 * by the exact parser's visitor and the one-pass parser, which must refuse the same names.
 */
export const reservedIds: ReadonlySet<string> = new Set([
  "as",
  "break",
  "const",
  "continue",
  "else",
  "false",
  "for",
  "function",
  "if",
  "import",
  "in",
  "let",
  "loop",
  "package",
  "namespace",
  "null",
  "return",
  "true",
  "var",
  "void",
  "while",
]);
