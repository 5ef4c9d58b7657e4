import { T, type Token, formatTokenSet, tokenErrorDisplay } from "./tokens.js";

/**
 * ANTLR's recognition exceptions, as cel-go's generated parser raises them: a token that does not fit
 * (`InputMismatchException`, reported as "mismatched input … expecting …") or a decision no alternative
 * of which fits (`NoViableAltException`, "no viable alternative at input …").
 */
export class RecognitionError extends Error {
  constructor(
    readonly kind: "mismatch" | "noViable",
    readonly offending: Token,
    readonly expected: ReadonlySet<T>,
    readonly start?: Token,
    /**
     * Where in the grammar it was raised: ANTLR's ATN state, which `DefaultErrorStrategy.Recover` remembers
     * to skip a token when the next error comes at the same token in the same state.
     */
    readonly state?: string,
  ) {
    super(kind);
  }
}

/** Unwinds the whole parse, as cel-go's panics do (recursion and recovery limits, too many errors). */
export class ParseAbort extends Error {
  constructor() {
    super("parse aborted");
  }
}

export const set = (...types: T[]): ReadonlySet<T> => new Set(types);

export function union(...sets: ReadonlySet<T>[]): ReadonlySet<T> {
  const out = new Set<T>();
  for (const s of sets) for (const t of s) out.add(t);
  return out;
}

/** FIRST(unary): what may start an expression. */
export const exprStart = set(
  T.LBRACKET,
  T.LBRACE,
  T.LPAREN,
  T.DOT,
  T.MINUS,
  T.EXCLAM,
  T.CEL_TRUE,
  T.CEL_FALSE,
  T.NUL,
  T.NUM_FLOAT,
  T.NUM_INT,
  T.NUM_UINT,
  T.STRING,
  T.BYTES,
  T.IDENTIFIER,
);
export const relationOps = set(
  T.LESS,
  T.LESS_EQUALS,
  T.GREATER_EQUALS,
  T.GREATER,
  T.EQUALS,
  T.NOT_EQUALS,
  T.IN,
);
export const calcOps = set(T.STAR, T.SLASH, T.PERCENT, T.PLUS, T.MINUS);
export const empty = set();

/**
 * A follow set with ANTLR's `TokenEpsilon`: what follows may be nothing, so the rule can end there and the
 * tokens after it are those of the rule that called it (`LL1Analyzer.Look` with a context). No token has
 * that type, so the set still works as a set of tokens to resynchronise on.
 */
export const orNothing = (tokens: ReadonlySet<T>): ReadonlySet<T> => union(tokens, set(T.EPSILON));

/**
 * `DefaultErrorStrategy.reportNoViableAlternative`'s text: the text of the tokens from the start of the
 * decision to the offending token (hidden ones included, EOF excluded), whitespace escaped.
 */
function noViableText(tokens: readonly Token[], start: Token, offending: Token): string {
  if (start.type === T.EOF) return "'<EOF>'";
  let text = "";
  for (let i = start.index; i <= offending.index && i < tokens.length; i++) {
    const t = tokens[i];
    if (t === undefined) break;
    if (i > start.index) text += t.hiddenBefore;
    if (t.type === T.EOF) break;
    text += t.text;
  }
  return `'${text.replaceAll("\n", "\\n").replaceAll("\r", "\\r").replaceAll("\t", "\\t")}'`;
}

export function recognitionMessage(tokens: readonly Token[], e: RecognitionError): string {
  if (e.kind === "noViable") {
    const msg = `no viable alternative at input ${noViableText(tokens, e.start ?? e.offending, e.offending)}`;
    // cel-go's `reservedIdentifier` hack keeps the older message for `a.true` and friends.
    return msg.replace(
      /no viable alternative at input '.(true|false|null)'/,
      "mismatched input '$1' expecting IDENTIFIER",
    );
  }
  return `mismatched input ${tokenErrorDisplay(e.offending)} expecting ${formatTokenSet(e.expected)}`;
}
