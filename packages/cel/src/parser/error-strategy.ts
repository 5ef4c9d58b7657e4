import type { CelError } from "../common/errors.js";
import type { Source } from "../common/source.js";
import { type LexError, lex } from "./lexer.js";
import type { ResolvedOptions } from "./options.js";
import { ParseAbort, RecognitionError, empty, recognitionMessage, set, union } from "./recovery.js";
import { T, type Token, formatTokenSet, tokenErrorDisplay } from "./tokens.js";
import { type Visit, VisitBuilder } from "./visit.js";

/**
 * The token stream and ANTLR's `DefaultErrorStrategy` as cel-go configures it (`recoveryLimitErrorStrategy`,
 * `lookaheadConsumer`, the error listener's reporting limit, the `recursionListener`), under the grammar
 * rules of `CelParser`.
 */
export abstract class ParserBase {
  readonly builder: VisitBuilder;
  protected readonly tokens: Token[];
  protected pos = 0;
  protected readonly follow: ReadonlySet<T>[] = [];
  protected readonly ruleDepth = new Map<string, number>();
  protected errorRecoveryMode = false;
  protected lastErrorIndex = -1;
  protected readonly lastErrorStates = new Set<string>();
  protected recoveryAttempts = 0;
  protected errorReports = 0;

  constructor(
    protected readonly source: Source,
    protected readonly opts: ResolvedOptions,
    protected readonly errors: CelError[],
  ) {
    const { tokens, errors: lexErrors } = lex(source.codePoints, source.content);
    this.tokens = tokens;
    this.builder = new VisitBuilder(opts, errors);
    this.lexErrors = lexErrors;
  }
  protected readonly lexErrors: LexError[];
  protected lexErrorsReported = 0;
  protected fetched = -1;

  // ---- token stream ----

  protected la(k: number): Token {
    const index = Math.min(this.pos + k - 1, this.tokens.length - 1);
    if (index > this.fetched) this.fetch(index);
    const t = this.tokens[index];
    if (t === undefined) throw new RangeError("empty token stream");
    return t;
  }
  /** ANTLR lexes as the parser asks for tokens, so a lexer error is reported once the token after it is. */
  protected fetch(index: number): void {
    this.fetched = index;
    while (this.lexErrorsReported < this.lexErrors.length) {
      const e = this.lexErrors[this.lexErrorsReported];
      if (e === undefined || e.beforeToken > index) return;
      this.lexErrorsReported++;
      this.syntaxError(e.offset, `token recognition error at: '${e.text}'`);
    }
  }

  protected consume(): Token {
    const t = this.la(1);
    if (t.type !== T.EOF) this.pos++;
    return t;
  }

  // ---- ANTLR's error strategy ----

  protected syntaxError(offset: number, message: string): void {
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

  protected internalError(message: string): never {
    this.errors.push({ message, exprId: 0, offset: -1 });
    throw new ParseAbort();
  }

  protected reportError(e: RecognitionError): void {
    if (this.errorRecoveryMode) return;
    this.errorRecoveryMode = true;
    this.syntaxError(e.offending.start, recognitionMessage(this.tokens, e));
  }

  protected reportMatch(): void {
    this.errorRecoveryMode = false;
  }

  /** `recoveryLimitErrorStrategy.checkAttempts`. */
  protected checkAttempts(): void {
    if (this.recoveryAttempts === this.opts.errorRecoveryLimit) {
      this.recoveryAttempts++;
      const msg = `error recovery attempt limit exceeded: ${this.opts.errorRecoveryLimit}`;
      this.syntaxError(this.la(1).start, msg);
      throw new ParseAbort();
    }
    this.recoveryAttempts++;
  }

  /** `lookaheadConsumer.Consume`: recovery may skip only so many tokens. */
  protected recoveryConsume(count: { n: number }): void {
    if (count.n >= this.opts.errorRecoveryLookaheadTokenLimit) {
      this.internalError(
        `error recovery token lookahead limit exceeded: ${this.opts.errorRecoveryLookaheadTokenLimit}`,
      );
    }
    count.n++;
    this.consume();
  }

  /** `DefaultErrorStrategy.Recover`: skip to a token some rule being parsed can continue with. */
  protected recover(state: string): void {
    this.checkAttempts();
    const count = { n: 0 };
    if (this.lastErrorIndex === this.pos && this.lastErrorStates.has(state)) this.recoveryConsume(count);
    if (this.lastErrorIndex !== this.pos) this.lastErrorStates.clear();
    this.lastErrorIndex = this.pos;
    this.lastErrorStates.add(state);
    const resync = union(...this.follow);
    while (this.la(1).type !== T.EOF && !resync.has(this.la(1).type)) this.recoveryConsume(count);
  }

  /**
   * `DefaultErrorStrategy.SingleTokenInsertion`'s test: can `type` come right after the expected token? `after`
   * is what follows that token in its own rule, with `T.EPSILON` when the rule may end there; then the
   * follow sets of the rules being parsed count too, outwards for as long as each may end
   * (`ATN.NextTokens(next, ctx)` with the parser's context, error-strategy.go `SingleTokenInsertion`).
   */
  private canFollow(after: ReadonlySet<T>, type: T): boolean {
    if (after.has(type)) return true;
    if (!after.has(T.EPSILON)) return false;
    for (let i = this.follow.length - 1; i >= 0; i--) {
      const f = this.follow[i];
      if (f === undefined) break;
      if (f.has(type)) return true;
      if (!f.has(T.EPSILON)) return false;
    }
    return false;
  }

  /**
   * `Parser.Match` with `RecoverInline`: single-token deletion, then insertion, else a mismatch. `after` is
   * what may follow the token in its rule (see {@link canFollow}).
   */
  protected match(type: T, state: string, after: ReadonlySet<T> = empty): Token {
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
    if (this.canFollow(after, t.type)) {
      if (!this.errorRecoveryMode) {
        this.errorRecoveryMode = true;
        this.syntaxError(t.start, `missing ${formatTokenSet(expected)} at ${tokenErrorDisplay(t)}`);
      }
      return {
        type,
        text: `<missing ${formatTokenSet(expected)}>`,
        start: t.start,
        index: -1,
        hiddenBefore: "",
      };
    }
    throw new RecognitionError("mismatch", t, expected, undefined, state);
  }

  protected reportUnwanted(expected: ReadonlySet<T>): void {
    if (this.errorRecoveryMode) return;
    this.errorRecoveryMode = true;
    const t = this.la(1);
    this.syntaxError(
      t.start,
      `extraneous input ${tokenErrorDisplay(t)} expecting ${formatTokenSet(expected)}`,
    );
  }

  /**
   * `DefaultErrorStrategy.Sync` before a block that must match one of `expected`, or, when `skippable`, before
   * an optional block or a loop whose exit needs a token. Sync does nothing in an error episode; then a block
   * that must match fails at its prediction instead (`AdaptivePredict`'s NoViableAlt, not reported in an
   * episode), and a skippable one is skipped.
   */
  protected sync(state: string, expected: ReadonlySet<T>, skippable = false): void {
    if (expected.has(this.la(1).type)) return;
    if (this.errorRecoveryMode) {
      if (skippable) return;
      throw new RecognitionError("noViable", this.la(1), expected, this.la(1), state);
    }
    // cel-go's strategy limits Recover and RecoverInline only; Sync's single-token deletion is not counted.
    if (expected.has(this.la(2).type)) {
      this.reportUnwanted(expected);
      this.consume();
      this.reportMatch();
      return;
    }
    throw new RecognitionError("mismatch", this.la(1), expected, undefined, state);
  }

  /**
   * `DefaultErrorStrategy.Sync` at the loop-back state of a `(…)+` loop whose exit needs a token: a token that
   * neither repeats nor ends the loop is reported as extraneous and skipped, with everything up to one that
   * `expected` or the rules being parsed can continue with.
   */
  protected syncLoopBack(expected: ReadonlySet<T>): void {
    if (this.errorRecoveryMode || expected.has(this.la(1).type)) return;
    this.reportUnwanted(expected);
    const resync = union(expected, ...this.follow);
    while (this.la(1).type !== T.EOF && !resync.has(this.la(1).type)) this.consume();
  }

  /** Runs part of a rule, returning false when it failed with a recognition error (reported and recovered). */
  protected tryPart(state: string, body: () => void): boolean {
    return this.recovering(
      state,
      () => {
        body();
        return true;
      },
      () => false,
    );
  }

  protected withFollow<R>(follow: ReadonlySet<T>, body: () => R): R {
    this.follow.push(follow);
    try {
      return body();
    } finally {
      this.follow.pop();
    }
  }

  /**
   * A grammar rule: counts its nesting (cel-go's `recursionListener`) and catches its own errors. The node of a
   * failed rule is at its first token, or, with `unlocated` (a rule that failed its prediction and leaves a
   * context of no alternative, which cel-go's `Visit` makes `newExpr(common.NoLocation)`), at offset -1.
   */
  protected rule(name: string, body: () => Visit, unlocated = false): Visit {
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
      this.recover(e.state ?? name);
      return () => this.builder.errorExpr(unlocated ? -1 : startToken.start);
    } finally {
      this.ruleDepth.set(name, depth - 1);
    }
  }

  /** Runs part of a rule; a recognition error in it is reported and recovered from as the rule would. */
  protected recovering<R>(state: string, body: () => R, onError: () => R): R {
    try {
      return body();
    } catch (e) {
      if (!(e instanceof RecognitionError)) throw e;
      this.reportError(e);
      this.recover(e.state ?? state);
      return onError();
    }
  }

  /** A closing token that ends its rule: on an error the rule ends with what it has parsed. */
  protected tryMatch(type: T, state: string, after: ReadonlySet<T> = empty): boolean {
    return this.recovering(
      state,
      () => {
        this.match(type, state, after);
        return true;
      },
      () => false,
    );
  }
}
