import { catalogMessage } from "@crdgen/core";
import type { DiagnosticMessage } from "@crdgen/core";
import type { TypeKind } from "../ts/model.js";
import type { Converter } from "./context.js";

interface Refusal {
  readonly message: (text: string) => DiagnosticMessage;
  readonly hint?: string;
}

const byKind: Partial<Record<TypeKind, Refusal>> = {
  any: { message: () => catalogMessage("CRD2003", "any") },
  unresolved: {
    message: () => catalogMessage("CRD2023", "unresolved"),
  },
  bigint: {
    message: () => catalogMessage("CRD2004", "bigint"),
    hint: "Use int64 from crdgen for large integers, or a string.",
  },
  bigintLiteral: {
    message: (t) => catalogMessage("CRD2004", "bigintLiteral", { type: t }),
    hint: "Use int64 from crdgen for large integers, or a string.",
  },
  symbol: { message: () => catalogMessage("CRD2004", "symbol") },
  never: { message: () => catalogMessage("CRD2012", "never"), hint: "Leave the field out instead." },
  void: { message: () => catalogMessage("CRD2012", "void") },
  undefined: {
    message: () => catalogMessage("CRD2012", "undefined"),
    hint: "Leave the field out instead.",
  },
  nonPrimitive: {
    message: () => catalogMessage("CRD2012", "object"),
    hint: "Use Record<string, unknown> (or RawExtension from crdgen) for any object, or write its fields.",
  },
  typeParameter: {
    message: (t) => catalogMessage("CRD2012", "typeParameter", { type: t }),
    hint: "Use generic types only with concrete type arguments; conditional and indexed access types must resolve.",
  },
  templateLiteral: {
    message: (t) => catalogMessage("CRD2012", "templateLiteral", { type: t }),
    hint: "Use string with +kubebuilder:validation:Pattern.",
  },
  other: { message: (t) => catalogMessage("CRD2012", "other", { type: t }) },
};

/** Constructs with no JSON or no structural form: an error at the type, with what to write instead. */
export const unsupported: Converter = {
  name: "unsupported constructs",
  convert(type, context) {
    const refusal = byKind[type.kind];
    if (refusal !== undefined) {
      return context.fail(refusal.message(type.text), type.span, refusal.hint);
    }
    if (type.kind !== "object" && type.kind !== "intersection") return undefined;
    if (type.isTuple) {
      return context.fail(catalogMessage("CRD2005", "tuple", { type: type.text }), type.span);
    }
    if (type.isCallable) {
      return context.fail(
        catalogMessage("CRD2004", "function", { type: type.text }),
        type.span,
        "Remove the field, or declare the data it stands for.",
      );
    }
    return undefined;
  },
};
