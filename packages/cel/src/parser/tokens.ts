/**
 * CEL's token types, numbered as ANTLR numbers them in `parser/gen/CEL.tokens`; ANTLR sorts the tokens of
 * an "expecting {…}" set by these numbers, so the order is part of cel-go's error messages.
 */
export enum T {
  /** ANTLR's `TokenEpsilon`, never a token: in a follow set, "the rule may end here". */
  EPSILON = -2,
  EOF = -1,
  EQUALS = 1,
  NOT_EQUALS,
  IN,
  LESS,
  LESS_EQUALS,
  GREATER_EQUALS,
  GREATER,
  LOGICAL_AND,
  LOGICAL_OR,
  LBRACKET,
  RPRACKET,
  LBRACE,
  RBRACE,
  LPAREN,
  RPAREN,
  DOT,
  COMMA,
  MINUS,
  EXCLAM,
  QUESTIONMARK,
  COLON,
  PLUS,
  STAR,
  SLASH,
  PERCENT,
  CEL_TRUE,
  CEL_FALSE,
  NUL,
  WHITESPACE,
  COMMENT,
  NUM_FLOAT,
  NUM_INT,
  NUM_UINT,
  STRING,
  BYTES,
  IDENTIFIER,
  ESC_IDENTIFIER,
}

/** ANTLR's vocabulary display names: the literal name when the token has one, else the symbolic name. */
const displayNames: readonly string[] = [
  "<INVALID>",
  "'=='",
  "'!='",
  "'in'",
  "'<'",
  "'<='",
  "'>='",
  "'>'",
  "'&&'",
  "'||'",
  "'['",
  "']'",
  "'{'",
  "'}'",
  "'('",
  "')'",
  "'.'",
  "','",
  "'-'",
  "'!'",
  "'?'",
  "':'",
  "'+'",
  "'*'",
  "'/'",
  "'%'",
  "'true'",
  "'false'",
  "'null'",
  "WHITESPACE",
  "COMMENT",
  "NUM_FLOAT",
  "NUM_INT",
  "NUM_UINT",
  "STRING",
  "BYTES",
  "IDENTIFIER",
  "ESC_IDENTIFIER",
];

function tokenDisplayName(type: T): string {
  return type === T.EOF ? "<EOF>" : (displayNames[type] ?? "<INVALID>");
}

/** ANTLR's `IntervalSet.String()` with a vocabulary: one name bare, several in braces, in token order. */
export function formatTokenSet(types: ReadonlySet<T>): string {
  const names = [...types].sort((a, b) => a - b).map(tokenDisplayName);
  return names.length === 1 ? (names[0] ?? "") : `{${names.join(", ")}}`;
}

export interface Token {
  readonly type: T;
  readonly text: string;
  /** Offset of the first code point. */
  readonly start: number;
  /** Index of the token in the stream of visible tokens. */
  readonly index: number;
  /** The whitespace and comments between the previous visible token and this one (ANTLR's hidden channel). */
  readonly hiddenBefore: string;
}

/** ANTLR's `getTokenErrorDisplay`: the token text in quotes with newlines and tabs escaped. */
export function tokenErrorDisplay(token: Token): string {
  const text = token.type === T.EOF ? "<EOF>" : token.text;
  return `'${text.replaceAll("\n", "\\n").replaceAll("\r", "\\r").replaceAll("\t", "\\t")}'`;
}
