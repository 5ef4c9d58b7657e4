import type { CallExpr, Expr, ListExpr, Literal, MapEntry, StructField } from "../ast/expr.js";
import { InternalError } from "@crdgen/core";

/**
 * `parser/helper.go`'s `parserHelper`: hands out expression ids in cel-go's order (`nextID` starting at 1)
 * and records each id's source offset, plus the macro calls as written.
 */
export class ParserHelper {
  nextId = 1;
  readonly offsets = new Map<number, number>();
  readonly macroCalls = new Map<number, Expr>();

  /** `parserHelper.id`: the next id, placed at `offset`. */
  id(offset: number): number {
    const id = this.nextId++;
    this.offsets.set(id, offset);
    return id;
  }

  /** `parserHelper.deleteID`: forget an id (a macro's call id); reuse it when it was the last one. */
  deleteId(id: number): void {
    this.offsets.delete(id);
    if (id === this.nextId - 1) this.nextId--;
  }

  offsetOf(id: number): number {
    return this.offsets.get(id) ?? -1;
  }

  /** `buildMacroCallArg`: an argument of a macro call, with nested macro calls reduced to their ids. */
  private macroCallArg(expr: Expr): Expr {
    if (this.macroCalls.has(expr.id)) return { kind: "unspecified", id: expr.id };
    if (expr.kind === "call") {
      const args = expr.args.map((arg) => this.macroCallArg(arg));
      if (expr.target === undefined) return { kind: "call", id: expr.id, function: expr.function, args };
      return {
        kind: "call",
        id: expr.id,
        function: expr.function,
        target: this.macroCallArg(expr.target),
        args,
      };
    }
    if (expr.kind === "list") {
      return {
        kind: "list",
        id: expr.id,
        elements: expr.elements.map((e) => this.macroCallArg(e)),
        optionalIndices: expr.optionalIndices,
      };
    }
    return expr;
  }

  /** `addMacroCall`: remember the call a macro expanded, keyed by the id of the expansion. */
  addMacroCall(exprId: number, fn: string, target: Expr | undefined, args: readonly Expr[]): void {
    const macroArgs = args.map((arg) => this.macroCallArg(arg));
    const call: CallExpr =
      target === undefined
        ? { kind: "call", id: 0, function: fn, args: macroArgs }
        : { kind: "call", id: 0, function: fn, target: this.macroCallArg(target), args: macroArgs };
    this.macroCalls.set(exprId, call);
  }
}

/**
 * `exprHelper`: what a macro expander uses to build its expansion. Every node it makes gets a fresh id at
 * the offset of the macro call (`nextMacroID`).
 */
export class MacroExprHelper {
  constructor(
    private readonly helper: ParserHelper,
    private readonly callId: number,
    readonly accuName: string,
  ) {}

  private nextId(): number {
    return this.helper.id(this.helper.offsetOf(this.callId));
  }

  offsetOf(id: number): number {
    return this.helper.offsetOf(id);
  }

  literal(value: Literal): Expr {
    return { kind: "literal", id: this.nextId(), value };
  }
  list(...elements: Expr[]): ListExpr {
    return { kind: "list", id: this.nextId(), elements, optionalIndices: [] };
  }
  map(): Expr {
    return { kind: "map", id: this.nextId(), entries: [] };
  }
  ident(name: string): Expr {
    return { kind: "ident", id: this.nextId(), name };
  }
  accuIdent(): Expr {
    return this.ident(this.accuName);
  }
  call(fn: string, ...args: Expr[]): Expr {
    return { kind: "call", id: this.nextId(), function: fn, args };
  }
  memberCall(fn: string, target: Expr, ...args: Expr[]): Expr {
    return { kind: "call", id: this.nextId(), function: fn, target, args };
  }
  presenceTest(operand: Expr, field: string): Expr {
    return { kind: "select", id: this.nextId(), operand, field, testOnly: true };
  }
  comprehension(
    iterRange: Expr,
    iterVar: string,
    iterVar2: string | undefined,
    accuVar: string,
    accuInit: Expr,
    loopCondition: Expr,
    loopStep: Expr,
    result: Expr,
  ): Expr {
    const id = this.nextId();
    const base = {
      kind: "comprehension",
      id,
      iterRange,
      iterVar,
      accuVar,
      accuInit,
      loopCondition,
      loopStep,
      result,
    } as const;
    return iterVar2 === undefined ? base : { ...base, iterVar2 };
  }

  /** `exprHelper.Copy`: a deep copy with fresh ids, each at the offset of the node it copies. */
  copy(expr: Expr): Expr {
    // Go copies the offset range of the original; an id without one gets the zero range.
    const id = this.helper.id(this.helper.offsets.get(expr.id) ?? 0);
    switch (expr.kind) {
      case "literal":
        return { kind: "literal", id, value: expr.value };
      case "ident":
        return { kind: "ident", id, name: expr.name };
      case "select":
        return {
          kind: "select",
          id,
          operand: this.copy(expr.operand),
          field: expr.field,
          testOnly: expr.testOnly,
        };
      case "call": {
        const args = expr.args.map((a) => this.copy(a));
        if (expr.target === undefined) return { kind: "call", id, function: expr.function, args };
        return { kind: "call", id, function: expr.function, target: this.copy(expr.target), args };
      }
      case "list":
        return {
          kind: "list",
          id,
          elements: expr.elements.map((e) => this.copy(e)),
          optionalIndices: expr.optionalIndices,
        };
      case "map": {
        const entries: MapEntry[] = expr.entries.map((entry) => ({
          id: this.nextId(),
          key: this.copy(entry.key),
          value: this.copy(entry.value),
          optional: entry.optional,
        }));
        return { kind: "map", id, entries };
      }
      case "struct": {
        const fields: StructField[] = expr.fields.map((field) => ({
          id: this.nextId(),
          name: field.name,
          value: this.copy(field.value),
          optional: field.optional,
        }));
        return { kind: "struct", id, typeName: expr.typeName, fields };
      }
      case "comprehension": {
        const iterRange = this.copy(expr.iterRange);
        const accuInit = this.copy(expr.accuInit);
        const loopCondition = this.copy(expr.loopCondition);
        const loopStep = this.copy(expr.loopStep);
        const result = this.copy(expr.result);
        const base = { ...expr, id, iterRange, accuInit, loopCondition, loopStep, result };
        return base;
      }
      case "unspecified":
        return { kind: "unspecified", id };
      default:
        throw new InternalError(`unknown expression kind`);
    }
  }
}
