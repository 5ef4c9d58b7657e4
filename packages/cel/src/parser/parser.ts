import type { Expr, ParsedAst } from "../ast/expr.js";
import type { CelError } from "../common/errors.js";
import { Source } from "../common/source.js";
import { ParserBase } from "./error-strategy.js";
import { parseFast } from "./fast-parser.js";
import { type ParseOptions, type ResolvedOptions, resolveOptions } from "./options.js";
import {
  ParseAbort,
  RecognitionError,
  calcOps,
  empty,
  exprStart,
  orNothing,
  relationOps,
  set,
  union,
} from "./recovery.js";
import { T, type Token } from "./tokens.js";
import type { Visit } from "./visit.js";

export interface ParseResult {
  /** The tree, when there were no errors. */
  readonly ast?: ParsedAst;
  readonly errors: CelError[];
  readonly source: Source;
}

/**
 * cel-go's `parser.Parser`: options resolved once (`NewParser`), then any number of texts parsed with them. Made
 * by whoever parses many texts alike (a RuleCompiler for each kind of parse options it meets, a prepared
 * environment), and dropped with it.
 */
export class Parser {
  readonly #opts: ResolvedOptions;

  constructor(readonly options: ParseOptions = {}) {
    this.#opts = resolveOptions(options);
  }

  /** {@link parse}`(text, options)`. */
  parse(text: string): ParseResult {
    return parseText(text, this.#opts, true);
  }
}

/**
 * `Parser.Parse`: lex, parse and expand macros, with cel-go's ids, offsets and error messages. The options are
 * resolved for this parse alone: a caller parsing many texts with the same options keeps a {@link Parser}.
 */
export function parse(text: string, options?: ParseOptions): ParseResult {
  return parseText(text, resolveOptions(options), true);
}

/** {@link parse} by the exact parser alone, never the one-pass one: the oracle the tests compare them with. */
export function parseExactly(text: string, options?: ParseOptions): ParseResult {
  return parseText(text, resolveOptions(options), false);
}

function parseText(text: string, opts: ResolvedOptions, onePass: boolean): ParseResult {
  const source = new Source(text);
  const errors: CelError[] = [];
  // A text has at most as many code points as UTF-16 code units: only a longer one may be over the limit.
  const size = text.length > opts.expressionSizeCodePointLimit ? source.codePoints.length : 0;
  if (size > opts.expressionSizeCodePointLimit) {
    errors.push({
      message: `expression code point size exceeds limit: size: ${size}, limit ${opts.expressionSizeCodePointLimit}`,
      exprId: 1,
      offset: -1,
    });
    return { errors, source };
  }
  // Well-formed expressions take the one-pass parser; anything else, or anything it is unsure of, the exact one.
  const fast = onePass ? parseFast(text, opts) : undefined;
  if (fast !== undefined) {
    const { offsets, macroCalls } = fast.helper;
    return { ast: { expr: fast.expr, sourceInfo: { offsets, macroCalls } }, errors, source };
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
/** FIRST(primary): what may start an operand; a '-' only as the sign of a number. */
const primaryStart: ReadonlySet<T> = new Set([...exprStart].filter((t) => t !== T.EXCLAM));
const memberStart: ReadonlySet<T> = new Set([...primaryStart].filter((t) => t !== T.MINUS));
const isNumber = (t: T): boolean => t === T.NUM_INT || t === T.NUM_FLOAT;

// The follow sets of the rules, made once: a parse pushes one for almost every rule it enters. Those with
// T.EPSILON are where the calling rule may end right after the rule it called (an optional part or a loop).
const followEof = set(T.EOF);
const followQuestion = orNothing(set(T.QUESTIONMARK));
const followColon = set(T.COLON);
const followMember = orNothing(set(T.DOT, T.LBRACKET));
const followCloseBracket = set(T.RPRACKET);
const followCloseParen = set(T.RPAREN);
const followComma = orNothing(set(T.COMMA));
const followListInit = set(T.COMMA, T.RPRACKET);
const followMapInit = set(T.COMMA, T.RBRACE);
const escapeIdentStart = set(T.IDENTIFIER, T.ESC_IDENTIFIER);
const followOr = orNothing(set(T.LOGICAL_OR));
const followAnd = orNothing(set(T.LOGICAL_AND));
const followRelation = orNothing(relationOps);
const followCalc = orNothing(calcOps);
/** The end of a rule: what follows is what follows the rule. */
const followNothing = set(T.EPSILON);
/** FIRST(optExpr): `'?'? expr`, what the `Sync` before the optional '?' of an index or element expects. */
const optExprStart = union(exprStart, set(T.QUESTIONMARK));
/** FIRST(optField): `'?'? escapeIdent`. */
const optFieldStart = set(T.QUESTIONMARK, T.IDENTIFIER, T.ESC_IDENTIFIER);
/** After '!': another '!' or FIRST(member) (a number's '-' included), the `(ops+='!')+` loop's `Sync`. */
const afterExclam = union(primaryStart, set(T.EXCLAM));

/**
 * A recursive-descent parser for `parser/gen/CEL.g4` that reproduces what cel-go's ANTLR parser and
 * visitor produce: the rules below are the grammar's, each catching its own recognition errors as
 * ANTLR-generated rules do, with ANTLR's `DefaultErrorStrategy` (single-token deletion and insertion,
 * resynchronisation on the follow sets of the rules being parsed, one report per error episode).
 */
class CelParser extends ParserBase {
  run(): Expr | undefined {
    try {
      const visit = this.rule("start", () => {
        const e = this.withFollow(followEof, () => this.expr());
        // A mismatched end keeps the expression: `StartContext` holds it, and cel-go's `VisitStart` visits it
        // (parser/parser.go:464), so its literal, macro and syntax-option errors are reported too.
        this.tryMatch(T.EOF, "start:eof");
        return e;
      });
      // Like cel-go, build the tree (ids, macros, literal errors) once the whole text is parsed.
      return this.builder.visitRoot(visit);
    } catch (e) {
      if (e instanceof ParseAbort) return undefined;
      throw e;
    }
  }

  // ---- grammar rules; each returns the visit of its parse tree ----

  /** expr: conditionalOr ('?' conditionalOr ':' expr)? */
  private expr(): Visit {
    return this.rule("expr", () => {
      const cond = this.withFollow(followQuestion, () => this.conditionalOr());
      if (this.la(1).type !== T.QUESTIONMARK) return cond;
      const op = this.consume();
      this.reportMatch();
      const ifTrue = this.withFollow(followColon, () => this.conditionalOr());
      // A missing ':' ends the rule; its ExprContext keeps the condition and the first branch, which
      // VisitExpr visits (the absent e2 is an expression without a location, parser/parser.go:469).
      if (!this.tryPart("expr", () => this.match(T.COLON, "expr:colon", exprStart))) {
        return () => this.builder.ternary(op, cond, ifTrue, () => this.builder.errorExpr(-1));
      }
      const ifFalse = this.withFollow(followNothing, () => this.expr());
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
    const follow = op === T.LOGICAL_OR ? followOr : followAnd;
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
      let lhs = this.withFollow(followRelation, () => this.calc(0));
      while (relationOps.has(this.la(1).type)) {
        const op = this.consume();
        this.reportMatch();
        const rhs = this.withFollow(followRelation, () => this.calc(0));
        const left = lhs;
        lhs = () => this.builder.binary(op, left, rhs);
      }
      return lhs;
    });
  }

  /** calc: unary | calc ('*'|'/'|'%') calc | calc ('+'|'-') calc, by precedence climbing. */
  private calc(minPrecedence: number): Visit {
    return this.rule("calc", () => {
      let lhs = this.withFollow(followCalc, () => this.unary());
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
        const rhs = this.withFollow(followCalc, () => this.calc(precedence + 1));
        const left = lhs;
        lhs = () => this.builder.binary(op, left, rhs);
      }
    });
  }

  /** unary: member | '!'+ member | '-'+ member. A '-' before a number is the number's sign. */
  private unary(): Visit {
    return this.rule("unary", () => {
      this.sync("unary:start", exprStart);
      const first = this.la(1);
      if (first.type === T.EXCLAM) {
        // (ops+='!')+ is an LL(1) loop.
        let count = 0;
        while (this.la(1).type === T.EXCLAM) {
          this.consume();
          this.reportMatch();
          count++;
          this.syncLoopBack(afterExclam);
        }
        return this.negation(first, count, this.member());
      }
      if (first.type !== T.MINUS || isNumber(this.la(2).type)) {
        // MemberExpr; '-' and a number is also a Negate, and ANTLR resolves the ambiguity to the first
        // alternative: a negative literal.
        return this.member();
      }
      // Negate: ANTLR predicts each '-' before consuming it; when no alternative fits, the '-' stays
      // unconsumed, so recovery leaves it for `calc` to read as a binary minus.
      let count = 0;
      while (this.la(1).type === T.MINUS) {
        const next = this.la(2).type;
        if (next !== T.MINUS && !memberStart.has(next) && !isNumber(next)) {
          throw new RecognitionError("noViable", this.la(2), empty, this.la(1), "unary:negate");
        }
        this.consume();
        this.reportMatch();
        count++;
      }
      return this.negation(first, count, this.member());
    });
  }

  /** `VisitLogicalNot` and `VisitNegate`: an even number of operators cancels out. */
  private negation(op: Token, count: number, operand: Visit): Visit {
    if (count % 2 === 0) return operand;
    return () => this.builder.unaryOp(op, operand);
  }

  /** member: primary ('.' '?'? escapeIdent | '.' IDENTIFIER '(' args ')' | '[' '?'? expr ']')* */
  private member(): Visit {
    return this.rule("member", () => {
      let operand = this.withFollow(followMember, () => this.primary());
      for (;;) {
        const t = this.la(1);
        if (t.type === T.DOT) {
          const before = operand;
          const next = this.recovering(
            "member",
            () => this.memberDot(before),
            () => undefined,
          );
          // A failed prediction ends the rule: ANTLR's context keeps what was parsed before the '.'.
          if (next === undefined) return before;
          operand = next.visit;
          if (!next.complete) return operand;
        } else if (t.type === T.LBRACKET) {
          this.consume();
          this.reportMatch();
          const target = operand;
          // The Sync before '?'? (cel_parser.go Index, state 121): an error there ends the member rule, whose
          // IndexContext has no index; VisitIndex visits that nil as an expression without a location.
          if (
            !this.tryPart("member", () => {
              this.sync("index:opt", optExprStart, true);
            })
          ) {
            return () => this.builder.index(t, false, target, () => this.builder.errorExpr(-1));
          }
          const opt = this.optMarker();
          const index = this.withFollow(followCloseBracket, () => this.expr());
          const closed = this.tryMatch(T.RPRACKET, "index:close", followMember);
          operand = () => this.builder.index(t, opt !== undefined, target, index);
          if (!closed) return operand;
        } else {
          return operand;
        }
      }
    });
  }

  private memberDot(operand: Visit): { visit: Visit; complete: boolean } {
    const dot = this.la(1);
    if (this.la(2).type === T.QUESTIONMARK) {
      // '.' '?' predicts Select whatever follows: escapeIdent reports a token that is no name, and
      // VisitSelect then finds an EscapeIdentContext of neither kind ("unsupported ident kind").
      this.consume();
      this.reportMatch();
      this.consume();
      this.reportMatch();
      const start = this.la(1);
      // escapeIdent is called from the member loop, which '.' or '[' may continue.
      const name = this.withFollow(followMember, () => this.escapeIdent());
      return {
        visit: () => this.builder.select(dot, name ?? start, true, operand, name === undefined, start),
        complete: true,
      };
    }
    const idTok = this.la(2);
    if (idTok.type !== T.IDENTIFIER && idTok.type !== T.ESC_IDENTIFIER) {
      throw new RecognitionError("noViable", idTok, empty, dot, "member:dot");
    }
    this.consume();
    this.reportMatch();
    this.consume();
    if (idTok.type === T.IDENTIFIER && this.la(1).type === T.LPAREN) {
      const open = this.consume();
      const { args, complete } = this.callArgs("memberCall", followMember);
      return { visit: () => this.builder.memberCall(open, idTok.text, operand, args), complete };
    }
    return { visit: () => this.builder.select(dot, idTok, false, operand), complete: true };
  }

  /**
   * exprList? ')' after an open parenthesis. An error here ends the calling rule (`state`), whose context
   * keeps the arguments parsed so far.
   */
  private callArgs(state: string, after: ReadonlySet<T>): { args: Visit[]; complete: boolean } {
    const args: Visit[] = [];
    const complete = this.recovering(
      state,
      () => {
        this.parseArgs(args, after, state);
        return true;
      },
      () => false,
    );
    return { args, complete };
  }

  /** `after`: what may follow the ')' in the rule of the call (see `canFollow`). */
  private parseArgs(args: Visit[], after: ReadonlySet<T>, state: string): void {
    this.sync(`${state}:args`, argsStart, true);
    if (exprStart.has(this.la(1).type)) {
      this.withFollow(followCloseParen, () =>
        this.rule("exprList", () => {
          args.push(this.withFollow(followComma, () => this.expr()));
          while (this.la(1).type === T.COMMA) {
            this.consume();
            this.reportMatch();
            args.push(this.withFollow(followComma, () => this.expr()));
          }
          return noVisit;
        }),
      );
    }
    this.match(T.RPAREN, `${state}:close`, after);
  }

  private primary(): Visit {
    return this.rule(
      "primary",
      () => {
        this.sync("primary:start", primaryStart);
        const t = this.la(1);
        switch (t.type) {
          case T.DOT:
          case T.IDENTIFIER:
            return this.identOrCallOrMessage();
          case T.LPAREN: {
            this.consume();
            this.reportMatch();
            const e = this.withFollow(followCloseParen, () => this.expr());
            this.tryMatch(T.RPAREN, "nested:close", followNothing);
            return e;
          }
          case T.LBRACKET:
            return this.list();
          case T.LBRACE:
            return this.map();
          default:
            return this.literal();
        }
        // Only a failed prediction ends this rule with an error: a PrimaryContext of no alternative.
      },
      true,
    );
  }

  private identOrCallOrMessage(): Visit {
    const start = this.la(1);
    const leadingDot = start.type === T.DOT;
    if (leadingDot) {
      if (this.la(2).type !== T.IDENTIFIER) {
        throw new RecognitionError("noViable", this.la(2), empty, start, "primary:start");
      }
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
      const fields: FieldParse[] = [];
      this.recovering(
        "primary",
        () => {
          this.fields(fields);
          this.match(T.RBRACE, "message:close", followNothing);
        },
        () => undefined,
      );
      const name = (leadingDot ? "." : "") + parts.join(".");
      return () => this.builder.struct(open, name, fields);
    }
    const id = this.consume();
    this.reportMatch();
    if (this.la(1).type === T.LPAREN) {
      const open = this.consume();
      const { args } = this.callArgs("globalCall", followNothing);
      return () => this.builder.globalCall(start, id, leadingDot, open, args);
    }
    return () => this.builder.ident(start, id, leadingDot);
  }

  /** The `','?` before a closing bracket, with the `Sync` ANTLR runs before an optional block. */
  private optionalComma(close: T, state: string): void {
    this.sync(state, close === T.RPRACKET ? followListInit : followMapInit, true);
    if (this.la(1).type === T.COMMA) {
      this.consume();
      // Match(',') ends an error episode: an error at the closing token is reported again.
      this.reportMatch();
    }
  }

  /** `(opt='?')?`; like every Match, matching the '?' ends an error episode (`ReportMatch`). */
  private optMarker(): Token | undefined {
    if (this.la(1).type !== T.QUESTIONMARK) return undefined;
    const opt = this.consume();
    this.reportMatch();
    return opt;
  }

  /** '[' listInit? ','? ']' */
  private list(): Visit {
    const open = this.consume();
    this.reportMatch();
    const elements: [Token | undefined, Visit][] = [];
    // An error ends the primary rule; its context keeps the elements parsed so far.
    this.recovering(
      "primary",
      () => {
        this.listElements(elements);
      },
      () => undefined,
    );
    return () => this.builder.list(open, elements);
  }

  private listElements(elements: [Token | undefined, Visit][]): void {
    this.sync("list:elements", listStart, true);
    if (optExprStart.has(this.la(1).type)) {
      this.withFollow(followListInit, () =>
        this.rule("listInit", () => {
          const element = () => {
            const opt = this.optMarker();
            elements.push([opt, this.withFollow(followComma, () => this.expr())]);
          };
          element();
          // ANTLR predicts another element only when the token after ',' can start one; otherwise it takes
          // the exit, which ends the rule (getSynValidOrSemInvalidAltThatFinishedDecisionEntryRule).
          while (this.la(1).type === T.COMMA && optExprStart.has(this.la(2).type)) {
            this.consume();
            this.reportMatch();
            element();
          }
          return noVisit;
        }),
      );
    }
    this.optionalComma(T.RPRACKET, "list:comma");
    this.match(T.RPRACKET, "list:close", followNothing);
  }

  /** '{' mapInitializerList? ','? '}' */
  private map(): Visit {
    const open = this.consume();
    this.reportMatch();
    const entries: MapEntryParse[] = [];
    this.recovering(
      "primary",
      () => {
        this.mapEntries(entries);
      },
      () => undefined,
    );
    return () => this.builder.map(open, entries);
  }

  private mapEntries(entries: MapEntryParse[]): void {
    this.sync("map:entries", mapStart, true);
    if (optExprStart.has(this.la(1).type)) {
      this.withFollow(followMapInit, () =>
        this.rule("mapInitializerList", () => {
          const entry = () => {
            const opt = this.optMarker();
            const keyStart = opt ?? this.la(1);
            const key = this.withFollow(followColon, () => this.expr());
            const colon = this.match(T.COLON, "map:colon", exprStart);
            const value = this.withFollow(followComma, () => this.expr());
            entries.push({ opt, keyStart, key, colon, value });
          };
          entry();
          while (this.la(1).type === T.COMMA && optExprStart.has(this.la(2).type)) {
            this.consume();
            this.reportMatch();
            entry();
          }
          return noVisit;
        }),
      );
    }
    this.optionalComma(T.RBRACE, "map:comma");
    this.match(T.RBRACE, "map:close", followNothing);
  }

  /** fieldInitializerList? ','? before a message's '}'. */
  private fields(fields: FieldParse[]): void {
    this.sync("message:fields", fieldStart, true);
    if (optFieldStart.has(this.la(1).type)) {
      this.withFollow(followMapInit, () =>
        this.rule("fieldInitializerList", () => {
          const field = () => {
            const start = this.la(1);
            const opt = this.optMarker();
            const name = this.withFollow(followColon, () => this.escapeIdent());
            const colon = this.match(T.COLON, "field:colon", exprStart);
            const value = this.withFollow(followComma, () => this.expr());
            fields.push({ start, opt, name, colon, value });
          };
          field();
          while (this.la(1).type === T.COMMA && optFieldStart.has(this.la(2).type)) {
            this.consume();
            this.reportMatch();
            field();
          }
          return noVisit;
        }),
      );
    }
    this.optionalComma(T.RBRACE, "message:comma");
  }

  /** escapeIdent: IDENTIFIER | ESC_IDENTIFIER, chosen after a `Sync` as an LL(1) block is. */
  private escapeIdent(): Token | undefined {
    let name: Token | undefined;
    this.rule("escapeIdent", () => {
      this.sync("escapeIdent:start", escapeIdentStart);
      name = this.consume();
      this.reportMatch();
      return noVisit;
    });
    return name;
  }

  private literal(): Visit {
    const t = this.la(1);
    if (t.type === T.MINUS) {
      const num = this.la(2);
      // Int and Double both start with the sign: the literal rule's decision needs the number after it
      // (reached after '!', where unary has not looked past the '-').
      if (!isNumber(num.type)) {
        return this.rule(
          "literal",
          () => {
            throw new RecognitionError("noViable", num, empty, t, "literal:start");
          },
          true,
        );
      }
      this.consume();
      this.consume();
      this.reportMatch();
      return () => this.builder.number(t, num);
    }
    if (!literalTypes.has(t.type)) throw new RecognitionError("noViable", t, empty, t, "primary:start");
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
  readonly start: Token;
  readonly opt: Token | undefined;
  /** Undefined when a syntax error left the field without a name. */
  readonly name: Token | undefined;
  readonly colon: Token;
  readonly value: Visit;
}
