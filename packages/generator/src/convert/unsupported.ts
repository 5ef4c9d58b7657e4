import type { DiagnosticCode } from "@crdgen/core";
import type { TypeKind } from "../ts/model.js";
import type { Converter } from "./context.js";

interface Refusal {
  readonly code: DiagnosticCode;
  readonly message: (text: string) => string;
  readonly hint?: string;
}

const byKind: Partial<Record<TypeKind, Refusal>> = {
  any: { code: "CRD2003", message: () => "`any` has no schema" },
  unresolved: {
    code: "CRD2023",
    message: () => "this type is not resolved: TypeScript reads it as `any`, which has no schema",
  },
  bigint: {
    code: "CRD2004",
    message: () => "bigint has no JSON form",
    hint: "Use int64 from crdgen for large integers, or a string.",
  },
  bigintLiteral: {
    code: "CRD2004",
    message: (t) => `the bigint ${t} has no JSON form`,
    hint: "Use int64 from crdgen for large integers, or a string.",
  },
  symbol: { code: "CRD2004", message: () => "a symbol has no JSON form" },
  never: { code: "CRD2012", message: () => "`never` has no values", hint: "Leave the field out instead." },
  void: { code: "CRD2012", message: () => "`void` has no JSON form" },
  undefined: {
    code: "CRD2012",
    message: () => "`undefined` has no JSON form",
    hint: "Leave the field out instead.",
  },
  nonPrimitive: {
    code: "CRD2012",
    message: () => "`object` says nothing about the fields",
    hint: "Use Record<string, unknown> (or RawExtension from crdgen) for any object, or write its fields.",
  },
  typeParameter: {
    code: "CRD2012",
    message: (t) => `${t} is not resolved to a concrete type`,
    hint: "Use generic types only with concrete type arguments; conditional and indexed access types must resolve.",
  },
  templateLiteral: {
    code: "CRD2012",
    message: (t) => `the template literal type ${t} has no schema`,
    hint: "Use string with +kubebuilder:validation:Pattern.",
  },
  other: { code: "CRD2012", message: (t) => `${t} has no schema` },
};

/** Constructs with no JSON or no structural form: an error at the type, with what to write instead. */
export const unsupported: Converter = {
  name: "unsupported constructs",
  convert(type, context) {
    const refusal = byKind[type.kind];
    if (refusal !== undefined) {
      return context.fail(refusal.code, refusal.message(type.text), type.span, refusal.hint);
    }
    if (type.kind !== "object" && type.kind !== "intersection") return undefined;
    if (type.isTuple) {
      return context.fail("CRD2005", `the tuple ${type.text} has no structural schema`, type.span);
    }
    if (type.isCallable) {
      return context.fail(
        "CRD2004",
        `${type.text} is a function type: functions have no JSON form`,
        type.span,
        "Remove the field, or declare the data it stands for.",
      );
    }
    return undefined;
  },
};
