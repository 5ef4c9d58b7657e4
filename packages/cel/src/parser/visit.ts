import { at } from "@crdgen/core";
import type { Expr, Literal, MapEntry, StructField } from "../ast/expr.js";
import type { CelError } from "../common/errors.js";
import { MacroExprHelper, ParserHelper } from "./helper.js";
import { literalValue } from "./literals.js";
import type { ResolvedOptions } from "./options.js";
import type { FieldParse, MapEntryParse } from "./parser.js";
import { ParseAbort } from "./recovery.js";
import { T, type Token } from "./tokens.js";
import { reservedIds } from "./reserved-ids.js";

/** The deferred visit of one parse-tree node: cel-go parses the whole text first, then visits the tree. */
export type Visit = () => Expr;

const binaryOperators = new Map<T, string>([
  [T.EQUALS, "_==_"],
  [T.NOT_EQUALS, "_!=_"],
  [T.IN, "@in"],
  [T.LESS, "_<_"],
  [T.LESS_EQUALS, "_<=_"],
  [T.GREATER_EQUALS, "_>=_"],
  [T.GREATER, "_>_"],
  [T.PLUS, "_+_"],
  [T.MINUS, "_-_"],
  [T.STAR, "_*_"],
  [T.SLASH, "_/_"],
  [T.PERCENT, "_%_"],
]);

class VisitDepthExceeded extends Error {
  constructor() {
    super("max recursion depth exceeded");
  }
}

/**
 * cel-go's parser visitor (`parser.go` `Visit*`): builds the AST with ids taken in the visitor's order,
 * expands macros, and reports the errors found while visiting (reserved names, bad literals, macros,
 * optional syntax when disabled).
 */
export class VisitBuilder {
  readonly helper = new ParserHelper();
  private depth = 0;

  constructor(
    private readonly opts: ResolvedOptions,
    private readonly errors: CelError[],
  ) {}

  visitRoot(visit: Visit): Expr | undefined {
    try {
      return visit();
    } catch (e) {
      if (!(e instanceof VisitDepthExceeded)) throw e;
      this.errors.push({ message: "max recursion depth exceeded", exprId: 0, offset: -1 });
      throw new ParseAbort();
    }
  }

  /** `checkAndIncrementRecursionDepth` around the visits cel-go counts. */
  private nested(body: () => Expr): Expr {
    this.depth++;
    if (this.depth > this.opts.maxRecursionDepth) throw new VisitDepthExceeded();
    try {
      return body();
    } finally {
      this.depth--;
    }
  }

  private id(offset: number): number {
    return this.helper.id(offset);
  }

  /** `helper.newExpr`: a node standing for a part the parser could not make sense of. */
  errorExpr(offset: number): Expr {
    return { kind: "unspecified", id: this.id(offset) };
  }

  /** `parser.reportError`: the error is attached to a fresh node at the offending position. */
  private reportError(offset: number, message: string): Expr {
    const expr = this.errorExpr(offset);
    this.errors.push({ message, exprId: expr.id, offset });
    return expr;
  }

  ternary(op: Token, cond: Visit, ifTrue: Visit, ifFalse: Visit): Expr {
    return this.nested(() => {
      const c = cond();
      const opId = this.id(op.start);
      const t = ifTrue();
      const f = ifFalse();
      return this.globalCallOrMacro(opId, "_?_:_", [c, t, f]);
    });
  }

  /** `logicManager` with balanced trees (`newBalancingLogicManager`). */
  logical(fn: string, first: Visit, rest: readonly [Token, Visit][]): Expr {
    const terms = [first()];
    const ops: number[] = [];
    for (const [tok, visit] of rest) {
      terms.push(visit());
      ops.push(this.id(tok.start));
    }
    const balanced = (lo: number, hi: number): Expr => {
      const mid = Math.floor((lo + hi + 1) / 2);
      const left = mid === lo ? at(terms, mid) : balanced(lo, mid - 1);
      const right = mid === hi ? at(terms, mid + 1) : balanced(mid + 1, hi);
      return { kind: "call", id: at(ops, mid), function: fn, args: [left, right] };
    };
    return balanced(0, ops.length - 1);
  }

  binary(op: Token, lhs: Visit, rhs: Visit): Expr {
    return this.nested(() => {
      const l = lhs();
      const opId = this.id(op.start);
      const r = rhs();
      return this.globalCallOrMacro(opId, binaryOperators.get(op.type) ?? "", [l, r]);
    });
  }

  unaryOp(op: Token, operand: Visit): Expr {
    const opId = this.id(op.start);
    const target = operand();
    return this.globalCallOrMacro(opId, op.type === T.EXCLAM ? "!_" : "-_", [target]);
  }

  index(op: Token, optional: boolean, target: Visit, index: Visit): Expr {
    return this.nested(() => {
      const t = target();
      const opId = this.id(op.start);
      const i = index();
      if (optional && !this.opts.enableOptionalSyntax) {
        return this.reportError(op.start, "unsupported syntax '[?'");
      }
      return this.globalCallOrMacro(opId, optional ? "_[?_]" : "_[_]", [t, i]);
    });
  }

  memberCall(open: Token, name: string, operand: Visit, args: readonly Visit[]): Expr {
    return this.nested(() => {
      const target = operand();
      const opId = this.id(open.start);
      const visited = args.map((a) => a());
      return (
        this.expandMacro(opId, name, target, visited) ?? {
          kind: "call",
          id: opId,
          function: name,
          target,
          args: visited,
        }
      );
    });
  }

  /** `normalizeIdent`: the name of an identifier token, back-quotes removed. */
  private normalizeIdent(tok: Token): { name: string } | { error: string } {
    if (tok.type !== T.ESC_IDENTIFIER) return { name: tok.text };
    if (!this.opts.enableIdentEscapeSyntax) return { error: "unsupported syntax: '`'" };
    return { name: tok.text.slice(1, -1) };
  }

  /**
   * `VisitSelect`. `nameStart` is where the escapeIdent context starts (its errors and the optional field's
   * literal are placed there), which is before `idTok` when its Sync deleted a token; `noName`: that rule
   * failed, so there is no name (`normalizeIdent`'s default case).
   */
  select(
    dot: Token,
    idTok: Token,
    optional: boolean,
    operand: Visit,
    noName = false,
    nameStart = idTok,
  ): Expr {
    return this.nested(() => {
      const target = operand();
      const normalized = noName ? { error: "unsupported ident kind" } : this.normalizeIdent(idTok);
      let name = "";
      if ("error" in normalized) this.reportError(nameStart.start, normalized.error);
      else name = normalized.name;
      if (optional) {
        if (!this.opts.enableOptionalSyntax) return this.reportError(dot.start, "unsupported syntax '.?'");
        const field = this.literalExpr(nameStart.start, { type: "string", value: name });
        return { kind: "call", id: this.id(dot.start), function: "_?._", args: [target, field] };
      }
      return { kind: "select", id: this.id(dot.start), operand: target, field: name, testOnly: false };
    });
  }

  struct(open: Token, typeName: string, fields: readonly FieldParse[]): Expr {
    const objId = this.id(open.start);
    const built: StructField[] = [];
    const listStart = fields[0]?.start;
    for (const f of fields) {
      const fieldId = this.id(f.colon.start);
      if (f.opt !== undefined && !this.opts.enableOptionalSyntax) {
        this.reportError(f.opt.start, "unsupported syntax '?'");
        continue;
      }
      const normalized =
        f.name === undefined ? { error: "unsupported ident kind" } : this.normalizeIdent(f.name);
      if ("error" in normalized) {
        this.reportError(listStart?.start ?? f.start.start, normalized.error);
        continue;
      }
      built.push({ id: fieldId, name: normalized.name, value: f.value(), optional: f.opt !== undefined });
    }
    return { kind: "struct", id: objId, typeName, fields: built };
  }

  ident(start: Token, id: Token, leadingDot: boolean): Expr {
    if (reservedIds.has(id.text)) return this.reportError(start.start, `reserved identifier: ${id.text}`);
    return { kind: "ident", id: this.id(id.start), name: (leadingDot ? "." : "") + id.text };
  }

  globalCall(start: Token, id: Token, leadingDot: boolean, open: Token, args: readonly Visit[]): Expr {
    if (reservedIds.has(id.text)) return this.reportError(start.start, `reserved identifier: ${id.text}`);
    const opId = this.id(open.start);
    return this.globalCallOrMacro(
      opId,
      (leadingDot ? "." : "") + id.text,
      args.map((a) => a()),
    );
  }

  list(open: Token, elements: readonly [Token | undefined, Visit][]): Expr {
    const listId = this.id(open.start);
    const built: Expr[] = [];
    const optionalIndices: number[] = [];
    elements.forEach(([opt, visit], i) => {
      built.push(visit());
      if (opt === undefined) return;
      if (!this.opts.enableOptionalSyntax) this.reportError(opt.start, "unsupported syntax '?'");
      else optionalIndices.push(i);
    });
    return { kind: "list", id: listId, elements: built, optionalIndices };
  }

  map(open: Token, entries: readonly MapEntryParse[]): Expr {
    const mapId = this.id(open.start);
    const built: MapEntry[] = [];
    for (const e of entries) {
      const colId = this.id(e.colon.start);
      if (e.opt !== undefined && !this.opts.enableOptionalSyntax) {
        this.reportError(e.keyStart.start, "unsupported syntax '?'");
        continue;
      }
      const key = e.key();
      const value = e.value();
      built.push({ id: colId, key, value, optional: e.opt !== undefined });
    }
    return { kind: "map", id: mapId, entries: built };
  }

  private literalExpr(offset: number, value: Literal): Expr {
    return { kind: "literal", id: this.id(offset), value };
  }

  /** `VisitInt`/`VisitDouble` with a sign. */
  number(minus: Token, num: Token): Expr {
    return this.literalOrError(minus.start, literalValue(num, "-"));
  }

  simpleLiteral(t: Token): Expr {
    return this.literalOrError(t.start, literalValue(t, ""));
  }

  private literalOrError(
    offset: number,
    result: { value: Literal } | { error: string; value?: Literal },
  ): Expr {
    if (!("error" in result)) return this.literalExpr(offset, result.value);
    // A bad string keeps its raw text as the value after the error, as `parser.unquote` does.
    this.reportError(offset, result.error);
    if (result.value !== undefined) return this.literalExpr(offset, result.value);
    return { kind: "unspecified", id: this.helper.nextId - 1 };
  }

  private globalCallOrMacro(opId: number, fn: string, args: Expr[]): Expr {
    return this.expandMacro(opId, fn, undefined, args) ?? { kind: "call", id: opId, function: fn, args };
  }

  /** `parser.expandMacro`. */
  private expandMacro(exprId: number, fn: string, target: Expr | undefined, args: Expr[]): Expr | undefined {
    const macro = this.opts.macroFor(fn, args.length, target !== undefined);
    if (macro === undefined) return undefined;
    const eh = new MacroExprHelper(this.helper, exprId, this.opts.accumulatorName);
    const result = macro.expander(eh, target, args);
    if (result === undefined) return undefined;
    if ("error" in result) {
      const offset = this.helper.offsets.get(result.error.exprId) ?? -1;
      this.helper.deleteId(exprId);
      if (offset === -1) {
        // The node has no location (ComputeOffset gave -1): GetStartLocation finds its offset range and
        // GetLocationByOffset(-1) is line 1, column -1 (parser/parser.go:975, common/ast/ast.go:349).
        const expr = this.errorExpr(-1);
        this.errors.push({
          message: result.error.message,
          exprId: expr.id,
          offset: -1,
          location: { line: 1, column: -1 },
        });
        return expr;
      }
      return this.reportError(offset, result.error.message);
    }
    if (this.opts.populateMacroCalls) this.helper.addMacroCall(result.expr.id, fn, target, args);
    this.helper.deleteId(exprId);
    return result.expr;
  }
}
