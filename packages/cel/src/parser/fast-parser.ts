import type { Expr, Literal, MapEntry } from "../ast/expr.js";
import { type FastTokens, lexFast } from "./fast-lexer.js";
import { MacroExprHelper, ParserHelper } from "./helper.js";
import type { ResolvedOptions } from "./options.js";
import { stringValue } from "./string-value.js";
import { T } from "./tokens.js";
import { reservedIds } from "./reserved-ids.js";

/**
 * Thrown where the fast parser meets anything but a well-formed expression: the exact parser then parses
 * the text again from the start and gives cel-go's errors and recovery.
 */
class LeaveToExactParser extends Error {}
/** One instance for every parse: leaving is an answer, not a failure, and needs no stack of its own. */
const leave = new LeaveToExactParser("left to the exact parser");

/** The function of each relation and arithmetic operator token, indexed by token type. */
const binaryFunctions: readonly string[] = (() => {
  const names: string[] = [];
  names[T.EQUALS] = "_==_";
  names[T.NOT_EQUALS] = "_!=_";
  names[T.IN] = "@in";
  names[T.LESS] = "_<_";
  names[T.LESS_EQUALS] = "_<=_";
  names[T.GREATER_EQUALS] = "_>=_";
  names[T.GREATER] = "_>_";
  names[T.PLUS] = "_+_";
  names[T.MINUS] = "_-_";
  names[T.STAR] = "_*_";
  names[T.SLASH] = "_/_";
  names[T.PERCENT] = "_%_";
  return names;
})();

const isRelation = (t: T): boolean =>
  t === T.EQUALS ||
  t === T.NOT_EQUALS ||
  t === T.IN ||
  t === T.LESS ||
  t === T.LESS_EQUALS ||
  t === T.GREATER_EQUALS ||
  t === T.GREATER;

/** The precedence of an arithmetic operator for `calc`'s climbing (0: not one). */
const calcPrecedence = (t: T): number =>
  t === T.STAR || t === T.SLASH || t === T.PERCENT ? 2 : t === T.PLUS || t === T.MINUS ? 1 : 0;

const isNumber = (t: T): boolean => t === T.NUM_INT || t === T.NUM_FLOAT;

/** FIRST(member): what may start an operand after a unary operator. */
const isMemberStart = (t: T): boolean =>
  t === T.LBRACKET ||
  t === T.LBRACE ||
  t === T.LPAREN ||
  t === T.DOT ||
  t === T.CEL_TRUE ||
  t === T.CEL_FALSE ||
  t === T.NUL ||
  t === T.NUM_FLOAT ||
  t === T.NUM_INT ||
  t === T.NUM_UINT ||
  t === T.STRING ||
  t === T.BYTES ||
  t === T.IDENTIFIER;

const maxInt64 = (1n << 63n) - 1n;
const minInt64 = -(1n << 63n);
const maxUint64 = (1n << 64n) - 1n;

export interface FastParse {
  readonly expr: Expr;
  readonly helper: ParserHelper;
}

/**
 * The parse of a well-formed expression in one pass: tokens as offsets (`lexFast`), the tree built as the
 * rules are recognised, ids taken in the order cel-go's visitor takes them (an operand before its operator,
 * a list before its elements), macros expanded as soon as their call is complete. Undefined for a text with
 * any syntax error, any error the visitor or a macro would report, or a nesting that might reach a recursion
 * limit: `parse` then runs the exact parser, which reproduces ANTLR's reports and recovery.
 */
export function parseFast(text: string, opts: ResolvedOptions): FastParse | undefined {
  const tokens = lexFast(text);
  if (tokens === undefined) return undefined;
  const parser = new FastParser(text, tokens, opts);
  try {
    const expr = parser.expr();
    if (parser.type(0) !== T.EOF) return undefined;
    return { expr, helper: parser.helper };
  } catch (e) {
    if (e === leave) return undefined;
    throw e;
  }
}

/**
 * The rules of `CEL.g4` for well-formed input. Each rule returns its expression and leaves in `height` the
 * number of nested visits cel-go's visitor makes for it (`checkAndIncrementRecursionDepth`: operators,
 * selections, indexes, member calls and conditionals), so that a tree the visitor would refuse is left to
 * the exact parser.
 */
class FastParser {
  readonly helper = new ParserHelper();
  private pos = 0;
  /** Nested visits of the expression last returned. */
  private height = 0;
  /** Nesting of `expr` rules being parsed; the exact parser's per-rule depth is at most three times this. */
  private exprDepth = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: FastTokens,
    private readonly opts: ResolvedOptions,
  ) {}

  /** The type of the token `k` places after the current one. */
  type(k: number): T {
    const i = this.pos + k;
    return i < this.tokens.count ? tokenType(this.tokens, i) : T.EOF;
  }

  private start(k: number): number {
    return this.tokens.starts[this.pos + k] ?? this.text.length;
  }

  private tokenText(k: number): string {
    const i = this.pos + k;
    return this.text.slice(this.tokens.starts[i], this.tokens.ends[i]);
  }

  private expect(type: T): void {
    if (this.type(0) !== type) throw leave;
    this.pos++;
  }

  private id(offset: number): number {
    return this.helper.id(offset);
  }

  /** Height of a nested visit around children of heights `a` and `b`, refused beyond the visitor's limit. */
  private nested(a: number, b: number): number {
    const h = (a > b ? a : b) + 1;
    if (h > this.opts.maxRecursionDepth) throw leave;
    return h;
  }

  /** expr: conditionalOr ('?' conditionalOr ':' expr)? */
  expr(): Expr {
    this.exprDepth++;
    if (3 * this.exprDepth + 3 > this.opts.maxRecursionDepth) throw leave;
    const cond = this.conditional(T.LOGICAL_OR);
    if (this.type(0) !== T.QUESTIONMARK) {
      this.exprDepth--;
      return cond;
    }
    const condHeight = this.height;
    const opId = this.id(this.start(0));
    this.pos++;
    const ifTrue = this.conditional(T.LOGICAL_OR);
    const trueHeight = this.height;
    this.expect(T.COLON);
    const ifFalse = this.expr();
    this.height = this.nested(Math.max(condHeight, trueHeight), this.height);
    this.exprDepth--;
    return this.globalCallOrMacro(opId, "_?_:_", [cond, ifTrue, ifFalse]);
  }

  /** conditionalOr and conditionalAnd, as `logicManager` balances them. */
  private conditional(op: T.LOGICAL_OR | T.LOGICAL_AND): Expr {
    const first = op === T.LOGICAL_OR ? this.conditional(T.LOGICAL_AND) : this.relation();
    if (this.type(0) !== op) return first;
    let height = this.height;
    const terms = [first];
    const ops: number[] = [];
    while (this.type(0) === op) {
      const offset = this.start(0);
      this.pos++;
      terms.push(op === T.LOGICAL_OR ? this.conditional(T.LOGICAL_AND) : this.relation());
      if (this.height > height) height = this.height;
      ops.push(this.id(offset));
    }
    this.height = height;
    return balance(op === T.LOGICAL_OR ? "_||_" : "_&&_", terms, ops, 0, ops.length - 1);
  }

  /** relation: calc (op calc)*, left-associative. */
  private relation(): Expr {
    let lhs = this.calc(0);
    while (isRelation(this.type(0))) {
      const lhsHeight = this.height;
      const fn = binaryFunctions[this.type(0)] ?? "";
      const opId = this.id(this.start(0));
      this.pos++;
      const rhs = this.calc(0);
      this.height = this.nested(lhsHeight, this.height);
      lhs = this.globalCallOrMacro(opId, fn, [lhs, rhs]);
    }
    return lhs;
  }

  /** calc by precedence climbing, as the exact parser's `calc`. */
  private calc(minPrecedence: number): Expr {
    let lhs = this.unary();
    for (;;) {
      const type = this.type(0);
      const precedence = calcPrecedence(type);
      if (precedence === 0 || precedence < minPrecedence) return lhs;
      const lhsHeight = this.height;
      const opId = this.id(this.start(0));
      this.pos++;
      const rhs = this.calc(precedence + 1);
      this.height = this.nested(lhsHeight, this.height);
      lhs = this.globalCallOrMacro(opId, binaryFunctions[type] ?? "", [lhs, rhs]);
    }
  }

  /** unary: member | '!'+ member | '-'+ member; a '-' before a number is the number's sign. */
  private unary(): Expr {
    const first = this.type(0);
    if (first === T.EXCLAM || (first === T.MINUS && !isNumber(this.type(1)))) {
      const offset = this.start(0);
      let count = 0;
      while (this.type(0) === first) {
        const next = this.type(1);
        if (first === T.MINUS && next !== T.MINUS && !isMemberStart(next)) throw leave;
        this.pos++;
        count++;
      }
      // `VisitLogicalNot` and `VisitNegate`: an even number of operators cancels out.
      if (count % 2 === 0) return this.member();
      const opId = this.id(offset);
      const operand = this.member();
      return this.globalCallOrMacro(opId, first === T.EXCLAM ? "!_" : "-_", [operand]);
    }
    return this.member();
  }

  /** member: primary ('.' '?'? name | '.' IDENTIFIER '(' args ')' | '[' '?'? expr ']')* */
  private member(): Expr {
    let operand = this.primary();
    for (;;) {
      const type = this.type(0);
      if (type === T.DOT) {
        operand = this.memberDot(operand);
      } else if (type === T.LBRACKET) {
        const operandHeight = this.height;
        const opId = this.id(this.start(0));
        this.pos++;
        const optional = this.type(0) === T.QUESTIONMARK;
        if (optional) {
          if (!this.opts.enableOptionalSyntax) throw leave;
          this.pos++;
        }
        const index = this.expr();
        this.expect(T.RPRACKET);
        this.height = this.nested(operandHeight, this.height);
        operand = this.globalCallOrMacro(opId, optional ? "_[?_]" : "_[_]", [operand, index]);
      } else {
        return operand;
      }
    }
  }

  private memberDot(operand: Expr): Expr {
    const operandHeight = this.height;
    const dotOffset = this.start(0);
    const optional = this.type(1) === T.QUESTIONMARK;
    const nameAt = optional ? 2 : 1;
    if (this.type(nameAt) !== T.IDENTIFIER) throw leave;
    if (optional && !this.opts.enableOptionalSyntax) throw leave;
    const nameOffset = this.start(nameAt);
    const name = this.tokenText(nameAt);
    this.pos += nameAt + 1;
    if (!optional && this.type(0) === T.LPAREN) {
      const opId = this.id(this.start(0));
      this.pos++;
      const { args, height } = this.args();
      this.height = this.nested(operandHeight, height);
      return (
        this.expandMacro(opId, name, operand, args) ?? {
          kind: "call",
          id: opId,
          function: name,
          target: operand,
          args,
        }
      );
    }
    this.height = this.nested(operandHeight, 0);
    if (optional) {
      const field: Expr = {
        kind: "literal",
        id: this.id(nameOffset),
        value: { type: "string", value: name },
      };
      return { kind: "call", id: this.id(dotOffset), function: "_?._", args: [operand, field] };
    }
    return { kind: "select", id: this.id(dotOffset), operand, field: name, testOnly: false };
  }

  /** exprList? ')' after an open parenthesis; the height is the largest of the arguments'. */
  private args(): { args: Expr[]; height: number } {
    const args: Expr[] = [];
    let height = 0;
    if (this.type(0) !== T.RPAREN) {
      for (;;) {
        args.push(this.expr());
        if (this.height > height) height = this.height;
        if (this.type(0) !== T.COMMA) break;
        this.pos++;
      }
    }
    this.expect(T.RPAREN);
    return { args, height };
  }

  private primary(): Expr {
    switch (this.type(0)) {
      case T.IDENTIFIER:
      case T.DOT:
        return this.identOrCall();
      case T.LPAREN: {
        this.pos++;
        const e = this.expr();
        this.expect(T.RPAREN);
        return e;
      }
      case T.LBRACKET:
        return this.list();
      case T.LBRACE:
        return this.map();
      default:
        return this.literal();
    }
  }

  private identOrCall(): Expr {
    const leadingDot = this.type(0) === T.DOT;
    if (leadingDot) this.pos++;
    if (this.type(0) !== T.IDENTIFIER) throw leave;
    // A dotted name before '{' is a message; messages are left to the exact parser.
    let k = 1;
    while (this.type(k) === T.DOT && this.type(k + 1) === T.IDENTIFIER) k += 2;
    if (this.type(k) === T.LBRACE) throw leave;
    const offset = this.start(0);
    const name = this.tokenText(0);
    if (reservedIds.has(name)) throw leave;
    this.pos++;
    const fn = leadingDot ? `.${name}` : name;
    if (this.type(0) === T.LPAREN) {
      const opId = this.id(this.start(0));
      this.pos++;
      const { args, height } = this.args();
      this.height = height;
      return this.globalCallOrMacro(opId, fn, args);
    }
    this.height = 0;
    return { kind: "ident", id: this.id(offset), name: fn };
  }

  /** '[' listInit? ','? ']' */
  private list(): Expr {
    const listId = this.id(this.start(0));
    this.pos++;
    const elements: Expr[] = [];
    const optionalIndices: number[] = [];
    let height = 0;
    if (this.type(0) !== T.RPRACKET && this.type(0) !== T.COMMA) {
      for (;;) {
        if (this.type(0) === T.QUESTIONMARK) {
          if (!this.opts.enableOptionalSyntax) throw leave;
          optionalIndices.push(elements.length);
          this.pos++;
        }
        elements.push(this.expr());
        if (this.height > height) height = this.height;
        if (this.type(0) !== T.COMMA || this.type(1) === T.RPRACKET) break;
        this.pos++;
      }
    }
    if (this.type(0) === T.COMMA) this.pos++;
    this.expect(T.RPRACKET);
    this.height = height;
    return { kind: "list", id: listId, elements, optionalIndices };
  }

  /** '{' mapInitializerList? ','? '}' */
  private map(): Expr {
    const mapId = this.id(this.start(0));
    this.pos++;
    const entries: MapEntry[] = [];
    let height = 0;
    if (this.type(0) !== T.RBRACE && this.type(0) !== T.COMMA) {
      for (;;) {
        const optional = this.type(0) === T.QUESTIONMARK;
        if (optional) {
          if (!this.opts.enableOptionalSyntax) throw leave;
          this.pos++;
        }
        // The entry's id is the colon's, taken before its key and value are visited.
        const keyStart = this.pos;
        const colonPos = this.findColon();
        const entryId = this.id(this.tokens.starts[colonPos] ?? 0);
        this.pos = keyStart;
        const key = this.expr();
        if (this.height > height) height = this.height;
        if (this.pos !== colonPos) throw leave;
        this.pos++;
        const value = this.expr();
        if (this.height > height) height = this.height;
        entries.push({ id: entryId, key, value, optional });
        if (this.type(0) !== T.COMMA || this.type(1) === T.RBRACE) break;
        this.pos++;
      }
    }
    if (this.type(0) === T.COMMA) this.pos++;
    this.expect(T.RBRACE);
    this.height = height;
    return { kind: "map", id: mapId, entries };
  }

  /**
   * The index of the ':' that ends the map key starting at the current token: the first colon outside
   * brackets and outside a conditional's `? :`. A key the parse then ends elsewhere is left to the exact parser.
   */
  private findColon(): number {
    let depth = 0;
    let conditionals = 0;
    for (let i = this.pos; i < this.tokens.count; i++) {
      const type = tokenType(this.tokens, i);
      if (type === T.LPAREN || type === T.LBRACKET || type === T.LBRACE) {
        depth++;
      } else if (type === T.RPAREN || type === T.RPRACKET || type === T.RBRACE) {
        if (depth === 0) throw leave;
        depth--;
      } else if (depth === 0 && type === T.QUESTIONMARK) {
        conditionals++;
      } else if (depth === 0 && type === T.COLON) {
        if (conditionals === 0) return i;
        conditionals--;
      } else if (type === T.EOF) {
        throw leave;
      }
    }
    throw leave;
  }

  private literal(): Expr {
    const type = this.type(0);
    const offset = this.start(0);
    let value: Literal;
    if (type === T.MINUS) {
      // Only Int and Double take a sign: '-' before anything else here (after '!') is a syntax error.
      if (!isNumber(this.type(1))) throw leave;
      this.pos++;
      value = this.numberValue(this.type(0), "-");
    } else if (type === T.NUM_INT || type === T.NUM_UINT || type === T.NUM_FLOAT) {
      value = this.numberValue(type, "");
    } else if (type === T.STRING) {
      value = this.stringValue();
    } else if (type === T.CEL_TRUE || type === T.CEL_FALSE) {
      value = { type: "bool", value: type === T.CEL_TRUE };
    } else if (type === T.NUL) {
      value = { type: "null", value: null };
    } else {
      throw leave;
    }
    this.pos++;
    this.height = 0;
    return { kind: "literal", id: this.id(offset), value };
  }

  /** `VisitInt`, `VisitUint` and `VisitDouble`: out-of-range numbers are errors, left to the exact parser. */
  private numberValue(type: T, sign: "" | "-"): Literal {
    const text = this.tokenText(0);
    if (type === T.NUM_INT) {
      const v = sign === "-" ? -BigInt(text) : BigInt(text);
      if (v > maxInt64 || v < minInt64) throw leave;
      return { type: "int", value: v };
    }
    if (type === T.NUM_UINT) {
      const v = BigInt(text.slice(0, -1));
      if (v > maxUint64) throw leave;
      return { type: "uint", value: v };
    }
    if (type !== T.NUM_FLOAT) throw leave;
    const v = Number(sign + text);
    if (!Number.isFinite(v)) throw leave;
    return { type: "double", value: v };
  }

  /** `VisitString`; a value only `unescape` may give (or refuse) is left to the exact parser. */
  private stringValue(): Literal {
    const value = stringValue(this.tokenText(0));
    if (value === undefined) throw leave;
    return { type: "string", value };
  }

  private globalCallOrMacro(opId: number, fn: string, args: Expr[]): Expr {
    return this.expandMacro(opId, fn, undefined, args) ?? { kind: "call", id: opId, function: fn, args };
  }

  /** `parser.expandMacro`; a macro's error is left to the exact parser. */
  private expandMacro(exprId: number, fn: string, target: Expr | undefined, args: Expr[]): Expr | undefined {
    const macro = this.opts.macroFor(fn, args.length, target !== undefined);
    if (macro === undefined) return undefined;
    const eh = new MacroExprHelper(this.helper, exprId, this.opts.accumulatorName);
    const result = macro.expander(eh, target, args);
    if (result === undefined) return undefined;
    if ("error" in result) throw leave;
    if (this.opts.populateMacroCalls) this.helper.addMacroCall(result.expr.id, fn, target, args);
    this.helper.deleteId(exprId);
    return result.expr;
  }
}

function tokenType(tokens: FastTokens, i: number): T {
  return tokens.types[i] ?? T.EOF;
}

/** `logicManager`'s balanced tree of `terms` joined by the operators whose ids are `ops`. */
function balance(fn: string, terms: readonly Expr[], ops: readonly number[], lo: number, hi: number): Expr {
  const mid = Math.floor((lo + hi + 1) / 2);
  const left = mid === lo ? terms[mid] : balance(fn, terms, ops, lo, mid - 1);
  const right = mid === hi ? terms[mid + 1] : balance(fn, terms, ops, mid + 1, hi);
  if (left === undefined || right === undefined) throw leave;
  return { kind: "call", id: ops[mid] ?? 0, function: fn, args: [left, right] };
}
