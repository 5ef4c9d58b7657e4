/**
 * cel-go's `common/debug` writer: the indented debug string of an expression, each node followed by
 * what an adorner says about it (nothing for the parser's strings; `~type^ref` for checked ASTs).
 */
import type { Expr, Literal } from "../ast/expr.js";
import { quoteGoBytes, quoteGoString, formatGoFloat } from "./go-format.js";

export type Adorner = (node: Expr | { readonly id: number; readonly entry: true }) => string;

export function toAdornedDebugString(e: Expr, adorner: Adorner): string {
  const w = new DebugWriter(adorner);
  w.buffer(e);
  return w.text;
}

class DebugWriter {
  text = "";
  private indent = 0;
  private lineStart = true;

  constructor(private readonly adorner: Adorner) {}

  buffer(e: Expr): void {
    switch (e.kind) {
      case "literal":
        this.append(formatLiteral(e.value));
        break;
      case "ident":
        this.append(e.name);
        break;
      case "select":
        this.buffer(e.operand);
        this.append(`.${e.field}`);
        if (e.testOnly) this.append("~test-only~");
        break;
      case "call":
        if (e.target !== undefined) {
          this.buffer(e.target);
          this.append(".");
        }
        this.append(`${e.function}(`);
        if (e.args.length > 0) {
          this.indent++;
          this.appendLine();
          e.args.forEach((arg, i) => {
            if (i > 0) {
              this.append(",");
              this.appendLine();
            }
            this.buffer(arg);
          });
          this.indent--;
          this.appendLine();
        }
        this.append(")");
        break;
      case "list":
        this.append("[");
        if (e.elements.length > 0) {
          this.appendLine();
          this.indent++;
          e.elements.forEach((element, i) => {
            if (i > 0) {
              this.append(",");
              this.appendLine();
            }
            this.buffer(element);
          });
          this.indent--;
          this.appendLine();
        }
        this.append("]");
        break;
      case "map":
        this.append("{");
        if (e.entries.length > 0) {
          this.appendLine();
          this.indent++;
          e.entries.forEach((entry, i) => {
            if (i > 0) {
              this.append(",");
              this.appendLine();
            }
            if (entry.optional) this.append("?");
            this.buffer(entry.key);
            this.append(":");
            this.buffer(entry.value);
            this.append(this.adorner({ id: entry.id, entry: true }));
          });
          this.indent--;
          this.appendLine();
        }
        this.append("}");
        break;
      case "struct":
        this.append(`${e.typeName}{`);
        if (e.fields.length > 0) {
          this.appendLine();
          this.indent++;
          e.fields.forEach((field, i) => {
            if (i > 0) {
              this.append(",");
              this.appendLine();
            }
            if (field.optional) this.append("?");
            this.append(`${field.name}:`);
            this.buffer(field.value);
            this.append(this.adorner({ id: field.id, entry: true }));
          });
          this.indent--;
          this.appendLine();
        }
        this.append("}");
        break;
      case "comprehension":
        this.append("__comprehension__(");
        this.indent++;
        this.appendLine();
        this.lines("// Variable", `${e.iterVar},`);
        if (e.iterVar2 !== undefined) this.lines(`${e.iterVar2},`);
        this.lines("// Target");
        this.bufferThenComma(e.iterRange);
        this.lines("// Accumulator", `${e.accuVar},`, "// Init");
        this.bufferThenComma(e.accuInit);
        this.lines("// LoopCondition");
        this.bufferThenComma(e.loopCondition);
        this.lines("// LoopStep");
        this.bufferThenComma(e.loopStep);
        this.lines("// Result");
        this.buffer(e.result);
        this.append(")");
        this.indent--;
        break;
    }
    this.append(this.adorner(e));
  }

  private lines(...texts: string[]): void {
    for (const text of texts) {
      this.append(text);
      this.appendLine();
    }
  }

  private bufferThenComma(e: Expr): void {
    this.buffer(e);
    this.append(",");
    this.appendLine();
  }

  private append(s: string): void {
    if (this.lineStart) {
      this.lineStart = false;
      this.text += "  ".repeat(this.indent);
    }
    this.text += s;
  }

  private appendLine(): void {
    this.text += "\n";
    this.lineStart = true;
  }
}

/** cel-go's `debug.formatLiteral`. */
export function formatLiteral(literal: Literal): string {
  switch (literal.type) {
    case "bool":
      return literal.value ? "true" : "false";
    case "bytes":
      return `b${quoteGoBytes(literal.value)}`;
    case "double":
      return formatGoFloat(literal.value);
    case "int":
      return literal.value.toString();
    case "string":
      return quoteGoString(literal.value);
    case "uint":
      return `${literal.value.toString()}u`;
    case "null":
      return "null";
  }
}
