import type { Expr, ParsedAst } from "../ast/expr.js";
import type { CelError } from "../common/errors.js";
import { Source } from "../common/source.js";
import { lex } from "./lexer.js";
import { type ParseOptions, type ResolvedOptions, resolveOptions } from "./options.js";
import {
  ParseAbort,
  RecognitionError,
  calcOps,
  empty,
  exprStart,
  recognitionMessage,
  relationOps,
  set,
  union,
} from "./recovery.js";
import { T, type Token, formatTokenSet, tokenErrorDisplay } from "./tokens.js";
import { type Visit, VisitBuilder } from "./visit.js";

export interface ParseResult {
  /** The tree, when there were no errors. */
  readonly ast?: ParsedAst;
  readonly errors: CelError[];
  readonly source: Source;
}

/** `Parser.Parse`: lex, parse and expand macros, with cel-go's ids, offsets and error messages. */
export function parse(text: string, options?: ParseOptions): ParseResult {
  const source = new Source(text);
  const opts = resolveOptions(options);
  const errors: CelError[] = [];
  const size = source.codePoints.length;
  if (size > opts.expressionSizeCodePointLimit) {
    errors.push({
      message: `expression code point size exceeds limit: size: ${size}, limit ${opts.expressionSizeCodePointLimit}`,
      exprId: 1,
      offset: -1,
    });
    return { errors, source };
  }
  const parser = new CelParser(source, opts, errors);
  const expr = parser.run();
  if (errors.length > 0 || expr === undefined) return { errors, source };
  const helper = parser.builder.helper;
  return {
    ast: { expr, sourceInfo: { offsets: helper.offsets, macroCalls: helper.macroCalls } },
    errors,
    source,
  };
}

const mapStart = union(exprStart, set(T.RBRACE, T.COMMA, T.QUESTIONMARK));
const fieldStart = set(T.RBRACE, T.COMMA, T.QUESTIONMARK, T.IDENTIFIER, T.ESC_IDENTIFIER);
const listStart = union(exprStart, set(T.RPRACKET, T.COMMA, T.QUESTIONMARK));
const argsStart = union(exprStart, set(T.RPAREN));

/**
 * A recursive-descent parser for `parser/gen/CEL.g4` that reproduces what cel-go's ANTLR parser and
 * visitor produce: the rules below are the grammar's, each catching its own recognition errors as
 * ANTLR-generated rules do, with ANTLR's `DefaultErrorStrategy` (single-token deletion and insertion,
 * resynchronisation on the follow sets of the rules being parsed, one report per error episode).
 */
class CelParser {
  readonly builder: VisitBuilder;
  private readonly tokens: Token[];
  private pos = 0;
  private readonly follow: ReadonlySet<T>[] = [];
  private readonly ruleDepth = new Map<string, number>();
  private errorRecoveryMode = false;
  private lastErrorIndex = -1;
  private readonly lastErrorStates = new Set<string>();
  private recoveryAttempts = 0;
  private errorReports = 0;

  constructor(
    private readonly source: Source,
    private readonly opts: ResolvedOptions,
    private readonly errors: CelError[],
  ) {
    const { tokens, errors: lexErrors } = lex(source.codePoints);
    this.tokens = tokens;
    this.builder = new VisitBuilder(opts, errors);
    this.lexErrors = lexErrors;
  }
  private readonly lexErrors: { offset: number; text: string }[];

  run(): Expr | undefined {
    try {
      // Lexer errors are reported as the parser pulls tokens; reporting them first keeps the order of
      // errors at one position (the display sorts by position).
      for (const e of this.lexErrors) this.syntaxError(e.offset, `token recognition error at: '${e.text}'`);
      const visit = this.rule("start", () => {
        const e = this.withFollow(set(T.EOF), () => this.expr());
        this.match(T.EOF, "start");
        return e;
      });
      // Like cel-go, build the tree (ids, macros, literal errors) once the whole text is parsed.
      return this.builder.visitRoot(visit);
    } catch (e) {
      if (e instanceof ParseAbort) return undefined;
      throw e;
    }
  }

  // ---- token stream ----

  private la(k: number): Token {
    const t = this.tokens[Math.min(this.pos + k - 1, this.tokens.length - 1)];
    if (t === undefined) throw new RangeError("empty token stream");
    return t;
  }
  private consume(): Token {
    const t = this.la(1);
    if (t.type !== T.EOF) this.pos++;
    return t;
  }

  // ---- ANTLR's error strategy ----

  private syntaxError(offset: number, message: string): void {
    if (this.errorReports < this.opts.errorReportingLimit) {
      this.errorReports++;
      this.errors.push({ message: `Syntax error: ${message}`, exprId: 0, offset });
      return;
    }
    this.errors.push({
      message: `Syntax error: More than ${this.opts.errorReportingLimit} syntax errors`,
      exprId: 0,
      offset,
    });
    throw new ParseAbort();
  }

  private internalError(message: string): never {
    this.errors.push({ message, exprId: 0, offset: -1 });
    throw new ParseAbort();
  }

  private reportError(e: RecognitionError): void {
    if (this.errorRecoveryMode) return;
    this.errorRecoveryMode = true;
    this.syntaxError(e.offending.start, recognitionMessage(this.source.codePoints, e));
  }

  private reportMatch(): void {
    this.errorRecoveryMode = false;
  }

  /** `recoveryLimitErrorStrategy.checkAttempts`. */
  private checkAttempts(): void {
    if (this.recoveryAttempts === this.opts.errorRecoveryLimit) {
      this.recoveryAttempts++;
      const msg = `error recovery attempt limit exceeded: ${this.opts.errorRecoveryLimit}`;
      this.syntaxError(this.la(1).start, msg);
      throw new ParseAbort();
    }
    this.recoveryAttempts++;
  }

  /** `lookaheadConsumer.Consume`: recovery may skip only so many tokens. */
  private recoveryConsume(count: { n: number }): void {
    if (count.n >= this.opts.errorRecoveryLookaheadTokenLimit) {
      this.internalError(
        `error recovery token lookahead limit exceeded: ${this.opts.errorRecoveryLookaheadTokenLimit}`,
      );
    }
    count.n++;
    this.consume();
  }

  /** `DefaultErrorStrategy.Recover`: skip to a token some rule being parsed can continue with. */
  private recover(state: string): void {
    this.checkAttempts();
    const count = { n: 0 };
    if (this.lastErrorIndex === this.pos && this.lastErrorStates.has(state)) this.recoveryConsume(count);
    if (this.lastErrorIndex !== this.pos) this.lastErrorStates.clear();
    this.lastErrorIndex = this.pos;
    this.lastErrorStates.add(state);
    const resync = union(...this.follow);
    while (this.la(1).type !== T.EOF && !resync.has(this.la(1).type)) this.recoveryConsume(count);
  }

  /** `Parser.Match` with `RecoverInline`: single-token deletion, then insertion, else a mismatch. */
  private match(type: T, _state: string, after: ReadonlySet<T> = empty): Token {
    const t = this.la(1);
    if (t.type === type) {
      this.reportMatch();
      return this.consume();
    }
    this.checkAttempts();
    const expected = set(type);
    if (this.la(2).type === type) {
      this.reportUnwanted(expected);
      this.consume();
      this.reportMatch();
      return this.consume();
    }
    if (after.has(t.type)) {
      if (!this.errorRecoveryMode) {
        this.errorRecoveryMode = true;
        this.syntaxError(t.start, `missing ${formatTokenSet(expected)} at ${tokenErrorDisplay(t)}`);
      }
      return { type, text: `<missing ${formatTokenSet(expected)}>`, start: t.start, index: -1 };
    }
    throw new RecognitionError("mismatch", t, expected);
  }

  private reportUnwanted(expected: ReadonlySet<T>): void {
    if (this.errorRecoveryMode) return;
    this.errorRecoveryMode = true;
    const t = this.la(1);
    this.syntaxError(
      t.start,
      `extraneous input ${tokenErrorDisplay(t)} expecting ${formatTokenSet(expected)}`,
    );
  }

  /** `DefaultErrorStrategy.Sync` before a block that must match one of `expected`. */
  private sync(expected: ReadonlySet<T>): void {
    if (expected.has(this.la(1).type)) return;
    if (expected.has(this.la(2).type)) {
      this.checkAttempts();
      this.reportUnwanted(expected);
      this.consume();
      this.reportMatch();
      return;
    }
    throw new RecognitionError("mismatch", this.la(1), expected);
  }

  private withFollow<R>(follow: ReadonlySet<T>, body: () => R): R {
    this.follow.push(follow);
    try {
      return body();
    } finally {
      this.follow.pop();
    }
  }

  /** A grammar rule: counts its nesting (cel-go's `recursionListener`) and catches its own errors. */
  private rule(name: string, body: () => Visit): Visit {
    const depth = (this.ruleDepth.get(name) ?? 0) + 1;
    this.ruleDepth.set(name, depth);
    if (depth > this.opts.maxRecursionDepth) {
      this.internalError(`expression recursion limit exceeded: ${this.opts.maxRecursionDepth}`);
    }
    const startToken = this.la(1);
    try {
      return body();
    } catch (e) {
      if (!(e instanceof RecognitionError)) throw e;
      this.reportError(e);
      this.recover(name);
      return () => this.builder.errorExpr(startToken.start);
    } finally {
      this.ruleDepth.set(name, depth - 1);
    }
  }

  // ---- grammar rules; each returns the visit of its parse tree ----

  /** expr: conditionalOr ('?' conditionalOr ':' expr)? */
  private expr(): Visit {
    return this.rule("expr", () => {
      const cond = this.withFollow(set(T.QUESTIONMARK), () => this.conditionalOr());
      if (this.la(1).type !== T.QUESTIONMARK) return cond;
      const op = this.consume();
      this.reportMatch();
      const ifTrue = this.withFollow(set(T.COLON), () => this.conditionalOr());
      this.match(T.COLON, "expr:colon", exprStart);
      const ifFalse = this.withFollow(empty, () => this.expr());
      return () => this.builder.ternary(op, cond, ifTrue, ifFalse);
    });
  }

  private conditionalOr(): Visit {
    return this.rule("conditionalOr", () => this.logical(T.LOGICAL_OR, "_||_", () => this.conditionalAnd()));
  }

  private conditionalAnd(): Visit {
    return this.rule("conditionalAnd", () => this.logical(T.LOGICAL_AND, "_&&_", () => this.relation()));
  }

  private logical(op: T, fn: string, term: () => Visit): Visit {
    const follow = set(op);
    const first = this.withFollow(follow, term);
    const rest: [Token, Visit][] = [];
    while (this.la(1).type === op) {
      const tok = this.consume();
      this.reportMatch();
      rest.push([tok, this.withFollow(follow, term)]);
    }
    if (rest.length === 0) return first;
    return () => this.builder.logical(fn, first, rest);
  }

  /** relation: calc | relation op relation (left-associative, one precedence level). */
  private relation(): Visit {
    return this.rule("relation", () => {
      let lhs = this.withFollow(relationOps, () => this.calc(0));
      while (relationOps.has(this.la(1).type)) {
        const op = this.consume();
        this.reportMatch();
        const rhs = this.withFollow(relationOps, () => this.calc(0));
        const left = lhs;
        lhs = () => this.builder.binary(op, left, rhs);
      }
      return lhs;
    });
  }

  /** calc: unary | calc ('*'|'/'|'%') calc | calc ('+'|'-') calc, by precedence climbing. */
  private calc(minPrecedence: number): Visit {
    return this.rule("calc", () => {
      let lhs = this.withFollow(calcOps, () => this.unary());
      for (;;) {
        const type = this.la(1).type;
        const precedence =
          type === T.STAR || type === T.SLASH || type === T.PERCENT
            ? 2
            : type === T.PLUS || type === T.MINUS
              ? 1
              : 0;
        if (precedence === 0 || precedence < minPrecedence) return lhs;
        const op = this.consume();
        this.reportMatch();
        const rhs = this.withFollow(calcOps, () => this.calc(precedence + 1));
        const left = lhs;
        lhs = () => this.builder.binary(op, left, rhs);
      }
    });
  }

  /** unary: member | '!'+ member | '-'+ member. A '-' before a number is the number's sign. */
  private unary(): Visit {
    return this.rule("unary", () => {
      this.sync(exprStart);
      const first = this.la(1);
      const isNumber = (t: T) => t === T.NUM_INT || t === T.NUM_FLOAT;
      if (first.type === T.EXCLAM || (first.type === T.MINUS && !isNumber(this.la(2).type))) {
        let count = 0;
        while (this.la(1).type === first.type) {
          this.consume();
          this.reportMatch();
          count++;
        }
        const operand = this.member();
        if (count % 2 === 0) return operand;
        return () => this.builder.unaryOp(first, operand);
      }
      return this.member();
    });
  }

  /** member: primary ('.' '?'? escapeIdent | '.' IDENTIFIER '(' args ')' | '[' '?'? expr ']')* */
  private member(): Visit {
    return this.rule("member", () => {
      let operand = this.withFollow(set(T.DOT, T.LBRACKET), () => this.primary());
      for (;;) {
        const t = this.la(1);
        if (t.type === T.DOT) {
          operand = this.memberDot(operand);
        } else if (t.type === T.LBRACKET) {
          this.consume();
          this.reportMatch();
          const opt = this.optMarker();
          const index = this.withFollow(set(T.RPRACKET), () => this.expr());
          this.match(T.RPRACKET, "member:index");
          const target = operand;
          operand = () => this.builder.index(t, opt !== undefined, target, index);
        } else {
          return operand;
        }
      }
    });
  }

  private memberDot(operand: Visit): Visit {
    const dot = this.la(1);
    const next = this.la(2);
    const optional = next.type === T.QUESTIONMARK;
    const idTok = optional ? this.la(3) : next;
    if (idTok.type !== T.IDENTIFIER && idTok.type !== T.ESC_IDENTIFIER) {
      throw new RecognitionError("noViable", idTok, empty, dot);
    }
    this.consume();
    this.reportMatch();
    if (optional) this.consume();
    this.consume();
    if (!optional && idTok.type === T.IDENTIFIER && this.la(1).type === T.LPAREN) {
      const open = this.consume();
      const args = this.callArgs();
      return () => this.builder.memberCall(open, idTok.text, operand, args);
    }
    return () => this.builder.select(dot, idTok, optional, operand);
  }

  /** exprList? ')' after an open parenthesis. */
  private callArgs(): Visit[] {
    const args: Visit[] = [];
    this.sync(argsStart);
    if (this.la(1).type !== T.RPAREN) {
      this.withFollow(set(T.RPAREN), () =>
        this.rule("exprList", () => {
          args.push(this.withFollow(set(T.COMMA), () => this.expr()));
          while (this.la(1).type === T.COMMA) {
            this.consume();
            this.reportMatch();
            args.push(this.withFollow(set(T.COMMA), () => this.expr()));
          }
          return noVisit;
        }),
      );
    }
    this.match(T.RPAREN, "args");
    return args;
  }

  private primary(): Visit {
    return this.rule("primary", () => {
      const t = this.la(1);
      switch (t.type) {
        case T.DOT:
        case T.IDENTIFIER:
          return this.identOrCallOrMessage();
        case T.LPAREN: {
          this.consume();
          this.reportMatch();
          const e = this.withFollow(set(T.RPAREN), () => this.expr());
          this.match(T.RPAREN, "nested");
          return e;
        }
        case T.LBRACKET:
          return this.list();
        case T.LBRACE:
          return this.map();
        default:
          return this.literal();
      }
    });
  }

  private identOrCallOrMessage(): Visit {
    const start = this.la(1);
    const leadingDot = start.type === T.DOT;
    if (leadingDot) {
      if (this.la(2).type !== T.IDENTIFIER) throw new RecognitionError("noViable", this.la(2), empty, start);
      this.consume();
    }
    // A message name is a dotted name followed by '{'; ANTLR predicts it by looking ahead.
    let k = 1;
    while (this.la(k + 1).type === T.DOT && this.la(k + 2).type === T.IDENTIFIER) k += 2;
    if (this.la(k + 1).type === T.LBRACE) {
      const parts: string[] = [];
      for (let i = 0; i < k; i += 2) {
        parts.push(this.consume().text);
        if (i + 2 < k) this.consume();
      }
      const open = this.consume();
      this.reportMatch();
      const fields = this.fields();
      this.match(T.RBRACE, "message");
      const name = (leadingDot ? "." : "") + parts.join(".");
      return () => this.builder.struct(open, name, fields);
    }
    const id = this.consume();
    this.reportMatch();
    if (this.la(1).type === T.LPAREN) {
      const open = this.consume();
      const args = this.callArgs();
      return () => this.builder.globalCall(start, id, leadingDot, open, args);
    }
    return () => this.builder.ident(start, id, leadingDot);
  }

  private optMarker(): Token | undefined {
    if (this.la(1).type !== T.QUESTIONMARK) return undefined;
    return this.consume();
  }

  /** '[' listInit? ','? ']' */
  private list(): Visit {
    const open = this.consume();
    this.reportMatch();
    const elements: [Token | undefined, Visit][] = [];
    this.sync(listStart);
    if (this.la(1).type !== T.RPRACKET && this.la(1).type !== T.COMMA) {
      this.withFollow(set(T.COMMA, T.RPRACKET), () =>
        this.rule("listInit", () => {
          const element = () => {
            const opt = this.optMarker();
            elements.push([opt, this.withFollow(set(T.COMMA), () => this.expr())]);
          };
          element();
          while (this.la(1).type === T.COMMA && this.la(2).type !== T.RPRACKET) {
            this.consume();
            element();
          }
          return noVisit;
        }),
      );
    }
    if (this.la(1).type === T.COMMA) this.consume();
    this.match(T.RPRACKET, "list");
    return () => this.builder.list(open, elements);
  }

  /** '{' mapInitializerList? ','? '}' */
  private map(): Visit {
    const open = this.consume();
    this.reportMatch();
    const entries: MapEntryParse[] = [];
    this.sync(mapStart);
    if (this.la(1).type !== T.RBRACE && this.la(1).type !== T.COMMA) {
      this.withFollow(set(T.COMMA, T.RBRACE), () =>
        this.rule("mapInitializerList", () => {
          const entry = () => {
            const opt = this.optMarker();
            const keyStart = opt ?? this.la(1);
            const key = this.withFollow(set(T.COLON), () => this.expr());
            const colon = this.match(T.COLON, "map:colon", exprStart);
            const value = this.withFollow(set(T.COMMA), () => this.expr());
            entries.push({ opt, keyStart, key, colon, value });
          };
          entry();
          while (this.la(1).type === T.COMMA && this.la(2).type !== T.RBRACE) {
            this.consume();
            entry();
          }
          return noVisit;
        }),
      );
    }
    if (this.la(1).type === T.COMMA) this.consume();
    this.match(T.RBRACE, "map");
    return () => this.builder.map(open, entries);
  }

  /** fieldInitializerList? ','? before a message's '}'. */
  private fields(): FieldParse[] {
    const fields: FieldParse[] = [];
    this.sync(fieldStart);
    if (this.la(1).type !== T.RBRACE && this.la(1).type !== T.COMMA) {
      this.withFollow(set(T.COMMA, T.RBRACE), () =>
        this.rule("fieldInitializerList", () => {
          const field = () => {
            const opt = this.optMarker();
            const name = this.la(1);
            if (name.type !== T.IDENTIFIER && name.type !== T.ESC_IDENTIFIER) {
              throw new RecognitionError("noViable", name, empty, opt ?? name);
            }
            this.consume();
            this.reportMatch();
            const colon = this.match(T.COLON, "field:colon", exprStart);
            const value = this.withFollow(set(T.COMMA), () => this.expr());
            fields.push({ opt, name, colon, value });
          };
          field();
          while (this.la(1).type === T.COMMA && this.la(2).type !== T.RBRACE) {
            this.consume();
            field();
          }
          return noVisit;
        }),
      );
    }
    if (this.la(1).type === T.COMMA) this.consume();
    return fields;
  }

  private literal(): Visit {
    const t = this.la(1);
    if (t.type === T.MINUS) {
      const num = this.la(2);
      this.consume();
      this.consume();
      this.reportMatch();
      return () => this.builder.number(t, num);
    }
    if (!literalTypes.has(t.type)) throw new RecognitionError("noViable", t, empty, t);
    this.consume();
    this.reportMatch();
    return () => this.builder.simpleLiteral(t);
  }
}

const literalTypes = set(
  T.NUM_INT,
  T.NUM_UINT,
  T.NUM_FLOAT,
  T.STRING,
  T.BYTES,
  T.CEL_TRUE,
  T.CEL_FALSE,
  T.NUL,
);
const noVisit: Visit = () => ({ kind: "unspecified", id: 0 });

export interface MapEntryParse {
  readonly opt: Token | undefined;
  readonly keyStart: Token;
  readonly key: Visit;
  readonly colon: Token;
  readonly value: Visit;
}

export interface FieldParse {
  readonly opt: Token | undefined;
  readonly name: Token;
  readonly colon: Token;
  readonly value: Visit;
}
