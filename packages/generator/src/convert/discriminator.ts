import type { IRProperty } from "../ir/types.js";
import type { TsType } from "../ts/model.js";
import type { ConvertContext } from "./context.js";
import { enumOf, isLiteralMember } from "./enums.js";
import { definedMembers, flattenUnion } from "./members.js";
import type { UnionMember } from "./object-union.js";

/** The property that tells union members apart, the values each member allows, and its merged schema. */
export interface Discriminator {
  readonly name: string;
  /** Per member, in member order. */
  readonly values: readonly (readonly (string | number | boolean)[])[];
  readonly property: IRProperty;
}

function literalMembers(type: TsType): TsType[] | undefined {
  const members = flattenUnion(definedMembers(type));
  return members.length > 0 && members.every(isLiteralMember) ? members : undefined;
}

function literalValues(members: readonly TsType[]): (string | number | boolean)[] {
  return members.flatMap((m) =>
    m.kind === "boolean" ? [true, false] : m.literal === undefined ? [] : [m.literal],
  );
}

function disjoint(sets: readonly (readonly (string | number | boolean)[])[]): boolean {
  const seen = new Set<string>();
  for (const set of sets) {
    for (const value of set) {
      const key = JSON.stringify(value);
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
}

/**
 * The first property (in the first member's order) that every member requires with literal types whose
 * values no two members share: `type: "git"` in one member and `type: "s3"` in another.
 */
export function findDiscriminator(
  members: readonly UnionMember[],
  union: TsType,
  context: ConvertContext,
): Discriminator | undefined {
  const [first] = members;
  if (first === undefined || members.length < 2) return undefined;
  for (const [name, { ir: shared }] of first.properties) {
    const literals = members.map((m) => {
      const found = m.properties.get(name);
      return found?.ir.required === true ? literalMembers(found.source.type) : undefined;
    });
    if (!literals.every((l): l is TsType[] => l !== undefined)) continue;
    const values = literals.map(literalValues);
    if (!disjoint(values)) continue;
    const all = literals.flat();
    const description =
      members.map((m) => m.properties.get(name)?.ir.description ?? "").find((d) => d !== "") ?? "";
    const type = enumOf(all, union, context);
    return {
      name,
      values,
      property: { ...shared, type, required: true, description },
    };
  }
  return undefined;
}
