import type { Literal } from "../ast/expr.js";
import { T, type Token } from "./tokens.js";
import { unescape } from "./unescape.js";

const maxInt64 = (1n << 63n) - 1n;
const minInt64 = -(1n << 63n);
const maxUint64 = (1n << 64n) - 1n;
// ignoreBOM: a leading U+FEFF is text in a CEL string (the default decoder drops it as a byte-order mark).
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

export type LiteralResult = { value: Literal } | { error: string; value?: Literal };

/** `VisitInt`, `VisitUint`, `VisitDouble`, `VisitString`, `VisitBytes` and the constants. */
export function literalValue(tok: Token, sign: "" | "-"): LiteralResult {
  switch (tok.type) {
    case T.NUM_INT: {
      // strconv.ParseInt(sign + digits, base, 64)
      const hex = tok.text.startsWith("0x");
      const digits = hex ? tok.text.slice(2) : tok.text;
      let v = BigInt((hex ? "0x" : "") + digits);
      if (sign === "-") v = -v;
      if (v > maxInt64 || v < minInt64) return { error: "invalid int literal" };
      return { value: { type: "int", value: v } };
    }
    case T.NUM_UINT: {
      const text = tok.text.slice(0, -1);
      const v = BigInt(text);
      if (v > maxUint64) return { error: "invalid uint literal" };
      return { value: { type: "uint", value: v } };
    }
    case T.NUM_FLOAT: {
      // strconv.ParseFloat fails only on overflow here (the lexer admits well-formed numbers only).
      const v = Number(sign + tok.text);
      if (!Number.isFinite(v)) return { error: "invalid double literal" };
      return { value: { type: "double", value: v } };
    }
    case T.STRING: {
      const r = unescape(tok.text, false);
      if (!r.ok) return { error: r.message, value: { type: "string", value: tok.text } };
      return { value: { type: "string", value: decoder.decode(r.bytes) } };
    }
    case T.BYTES: {
      const r = unescape(tok.text.slice(1), true);
      if (!r.ok) {
        return {
          error: r.message,
          value: { type: "bytes", value: new TextEncoder().encode(tok.text.slice(1)) },
        };
      }
      return { value: { type: "bytes", value: r.bytes } };
    }
    case T.CEL_TRUE:
      return { value: { type: "bool", value: true } };
    case T.CEL_FALSE:
      return { value: { type: "bool", value: false } };
    case T.NUL:
      return { value: { type: "null", value: null } };
    default:
      return { error: `unknown literal ${tok.text}` };
  }
}
