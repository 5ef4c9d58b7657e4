import type { Expr, Literal, MapEntry, StructField } from "../ast/expr.js";
import { goQuote } from "./go-format.js";

/** What `debug.Adorner.GetMetadata` returns for a node or an entry. */
export type Adorner = (node: Expr | MapEntry | StructField, isEntry: boolean) => string;

/** cel-go's `debug.ToAdornedDebugString` (`common/debug/debug.go`). */
export function toDebugString(expr: Expr, adorner: Adorner = () => ""): string {
  const w = new DebugWriter(adorner);
  w.buffer(expr);
  return w.out;
}

class DebugWriter {
  out = "";
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
        this.append(".");
        this.append(e.field);
        if (e.testOnly) this.append("~test-only~");
        break;
      case "call":
        if (e.target !== undefined) {
          this.buffer(e.target);
          this.append(".");
        }
        this.append(e.function);
        this.append("(");
        if (e.args.length > 0) {
          this.indent++;
          this.line();
          e.args.forEach((arg, i) => {
            if (i > 0) {
              this.append(",");
              this.line();
            }
            this.buffer(arg);
          });
          this.indent--;
          this.line();
        }
        this.append(")");
        break;
      case "list":
        this.append("[");
        if (e.elements.length > 0) {
          this.line();
          this.indent++;
          e.elements.forEach((el, i) => {
            if (i > 0) {
              this.append(",");
              this.line();
            }
            this.buffer(el);
          });
          this.indent--;
          this.line();
        }
        this.append("]");
        break;
      case "struct":
        this.append(e.typeName);
        this.append("{");
        if (e.fields.length > 0) {
          this.line();
          this.indent++;
          e.fields.forEach((f, i) => {
            if (i > 0) {
              this.append(",");
              this.line();
            }
            if (f.optional) this.append("?");
            this.append(f.name);
            this.append(":");
            this.buffer(f.value);
            this.append(this.adorner(f, true));
          });
          this.indent--;
          this.line();
        }
        this.append("}");
        break;
      case "map":
        this.append("{");
        if (e.entries.length > 0) {
          this.line();
          this.indent++;
          e.entries.forEach((entry, i) => {
            if (i > 0) {
              this.append(",");
              this.line();
            }
            if (entry.optional) this.append("?");
            this.buffer(entry.key);
            this.append(":");
            this.buffer(entry.value);
            this.append(this.adorner(entry, true));
          });
          this.indent--;
          this.line();
        }
        this.append("}");
        break;
      case "comprehension":
        this.comprehension(e);
        break;
      case "unspecified":
        break;
    }
    this.append(this.adorner(e, false));
  }

  private comprehension(c: Extract<Expr, { kind: "comprehension" }>): void {
    this.append("__comprehension__(");
    this.indent++;
    this.line();
    const part = (label: string, body: () => void, last = false) => {
      this.append(`// ${label}`);
      this.line();
      body();
      if (!last) {
        this.append(",");
        this.line();
      }
    };
    this.append("// Variable");
    this.line();
    this.append(c.iterVar);
    this.append(",");
    this.line();
    if (c.iterVar2 !== undefined && c.iterVar2 !== "") {
      this.append(c.iterVar2);
      this.append(",");
      this.line();
    }
    part("Target", () => {
      this.buffer(c.iterRange);
    });
    part("Accumulator", () => {
      this.append(c.accuVar);
    });
    part("Init", () => {
      this.buffer(c.accuInit);
    });
    part("LoopCondition", () => {
      this.buffer(c.loopCondition);
    });
    part("LoopStep", () => {
      this.buffer(c.loopStep);
    });
    part(
      "Result",
      () => {
        this.buffer(c.result);
      },
      true,
    );
    this.append(")");
    this.indent--;
  }

  private append(s: string): void {
    if (this.lineStart) {
      this.lineStart = false;
      this.out += "  ".repeat(this.indent);
    }
    this.out += s;
  }

  private line(): void {
    this.out += "\n";
    this.lineStart = true;
  }
}

/** `debug.formatLiteral`. */
export function formatLiteral(lit: Literal): string {
  switch (lit.type) {
    case "bool":
      return String(lit.value);
    case "bytes":
      return "b" + goQuote(lit.value);
    case "double":
      return formatGoFloat(lit.value);
    case "int":
      return lit.value.toString();
    case "string":
      return goQuote(new TextEncoder().encode(lit.value));
    case "uint":
      return `${lit.value.toString()}u`;
    case "null":
      return "null";
  }
}

/**
 * Go's `%v` of a float64, which is `%g` (fmt/print.go `fmtFloat`): shortest digits, exponent form when the
 * decimal exponent is below -4 or at least 6 (strconv/ftoa.go: "if precision was the shortest possible, use
 * precision 6 for this decision"), so `1e+06` and `9.223372036854776e+18`.
 */
export function formatGoFloat(v: number): string {
  if (Number.isNaN(v)) return "NaN";
  if (!Number.isFinite(v)) return v > 0 ? "+Inf" : "-Inf";
  if (v === 0) return Object.is(v, -0) ? "-0" : "0";
  const [mantissa = "", expText = "0"] = v.toExponential().split("e");
  const exp = Number(expText);
  if (exp < -4 || exp >= 6) {
    const sign = exp < 0 ? "-" : "+";
    return `${mantissa}e${sign}${String(Math.abs(exp)).padStart(2, "0")}`;
  }
  return String(v);
}

/** The kind adorner of cel-go's parser tests (`kindAndIDAdorner`): `^#id:*expr.Kind#`. */
export function kindAdorner(macroCalls: ReadonlyMap<number, Expr> = new Map()): Adorner {
  return (node, isEntry) => {
    if (isEntry) return `^#${node.id}:*expr.Expr_CreateStruct_Entry#`;
    const e = node as Expr;
    const macro = macroCalls.get(e.id);
    if (macro !== undefined && macro.kind === "call") return `^#${e.id}:${macro.function}#`;
    return `^#${e.id}:${kindName(e)}#`;
  };
}

function kindName(e: Expr): string {
  switch (e.kind) {
    case "call":
      return "*expr.Expr_CallExpr";
    case "comprehension":
      return "*expr.Expr_ComprehensionExpr";
    case "ident":
      return "*expr.Expr_IdentExpr";
    case "list":
      return "*expr.Expr_ListExpr";
    case "map":
    case "struct":
      return "*expr.Expr_StructExpr";
    case "select":
      return "*expr.Expr_SelectExpr";
    case "unspecified":
      return "";
    case "literal":
      return literalKindNames[e.value.type];
  }
}

const literalKindNames: Readonly<Record<Literal["type"], string>> = {
  bool: "*expr.Constant_BoolValue",
  bytes: "*expr.Constant_BytesValue",
  double: "*expr.Constant_DoubleValue",
  int: "*expr.Constant_Int64Value",
  null: "*expr.Constant_NullValue",
  string: "*expr.Constant_StringValue",
  uint: "*expr.Constant_Uint64Value",
};
