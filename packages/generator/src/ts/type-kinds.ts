import type { TypeKind } from "./model.js";

/*
 * Which TypeKind a checker type's flags mean. The TypeFlags names (and their meaning) are the same in
 * TypeScript 5 (ts-morph) and TypeScript 7; their numbers are read from the compiler in use, never assumed.
 */

type KindFlagName =
  | "Any"
  | "Unknown"
  | "Never"
  | "Null"
  | "Undefined"
  | "Void"
  | "Boolean"
  | "StringLiteral"
  | "NumberLiteral"
  | "BooleanLiteral"
  | "BigIntLiteral"
  | "TemplateLiteral"
  | "StringMapping"
  | "String"
  | "Number"
  | "BigInt"
  | "ESSymbol"
  | "UniqueESSymbol"
  | "Union"
  | "Intersection"
  | "NonPrimitive"
  | "TypeParameter"
  | "Index"
  | "IndexedAccess"
  | "Conditional"
  | "Substitution"
  | "Object";

/** A compiler's `TypeFlags` enum, as far as kinds need it. */
export type KindFlags = Readonly<Record<KindFlagName, number>>;

/** A compiler's kinds by flag, in the order they are tested (kindTable). */
export type KindTable = readonly (readonly [number, TypeKind])[];

/**
 * The kinds of a compiler's `TypeFlags`, made once per loaded compiler by its owner: the ts-morph backend's at
 * import (its compiler is imported), TypeScript 7's with the modules loaded (Ts7Modules). Checked in this
 * order: boolean is also a union, enum members are also literals.
 */
export function kindTable(F: KindFlags): KindTable {
  return [
    [F.Any, "any"],
    [F.Unknown, "unknown"],
    [F.Never, "never"],
    [F.Null, "null"],
    [F.Undefined, "undefined"],
    [F.Void, "void"],
    [F.Boolean, "boolean"],
    [F.StringLiteral, "stringLiteral"],
    [F.NumberLiteral, "numberLiteral"],
    [F.BooleanLiteral, "booleanLiteral"],
    [F.BigIntLiteral, "bigintLiteral"],
    [F.TemplateLiteral | F.StringMapping, "templateLiteral"],
    [F.String, "string"],
    [F.Number, "number"],
    [F.BigInt, "bigint"],
    [F.ESSymbol | F.UniqueESSymbol, "symbol"],
    [F.Union, "union"],
    [F.Intersection, "intersection"],
    [F.NonPrimitive, "nonPrimitive"],
    [F.TypeParameter | F.Index | F.IndexedAccess | F.Conditional | F.Substitution, "typeParameter"],
    [F.Object, "object"],
  ];
}

/** The kind of a type with these `flags`, by the table of the compiler the type is from. */
export function kindOfFlags(table: KindTable, flags: number): TypeKind {
  return table.find(([flag]) => (flags & flag) !== 0)?.[1] ?? "other";
}
