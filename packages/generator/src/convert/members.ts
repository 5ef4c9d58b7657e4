import type { TsType } from "../ts/model.js";

/** A union's members with nested unions spread out, in order, without repeats. */
export function flattenUnion(members: readonly TsType[]): TsType[] {
  const out: TsType[] = [];
  const seen = new Set<number>();
  const visit = (type: TsType): void => {
    if (type.kind === "union") {
      for (const member of type.members()) visit(member);
      return;
    }
    if (seen.has(type.id)) return;
    seen.add(type.id);
    out.push(type);
  };
  for (const member of members) visit(member);
  return out;
}

/** The members a value of the type can take, `undefined` left out (it only makes a field optional). */
export function definedMembers(type: TsType): TsType[] {
  return type.kind === "union" ? type.members().filter((m) => m.kind !== "undefined") : [type];
}

/** Whether a property of this type can never hold a value (`x?: never`). */
export function isAbsent(type: TsType): boolean {
  return type.kind === "never" || type.kind === "undefined";
}

/** Whether `undefined` is one of the type's members. */
export function includesUndefined(type: TsType): boolean {
  return type.kind === "union" && type.members().some((m) => m.kind === "undefined");
}

/** Whether `null` is one of the type's members, or of a union among them (an alias: `MaybePort | undefined`). */
export function includesNull(type: TsType): boolean {
  return type.kind === "union" && type.members().some((m) => m.kind === "null" || includesNull(m));
}
