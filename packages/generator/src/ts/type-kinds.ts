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

type KindTable = readonly (readonly [number, TypeKind])[];

// Checked in this order: boolean is also a union, enum members are also literals.
function kindTable(F: KindFlags): KindTable {
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

// One table per loaded compiler's enum object, kept only as long as that compiler module is.
const tables = new WeakMap<KindFlags, KindTable>();

/** The kind of a type with these `flags`, under the compiler whose `TypeFlags` is `F`. */
export function kindOfFlags(F: KindFlags, flags: number): TypeKind {
  let table = tables.get(F);
  if (table === undefined) {
    table = kindTable(F);
    tables.set(F, table);
  }
  return table.find(([flag]) => (flags & flag) !== 0)?.[1] ?? "other";
}
