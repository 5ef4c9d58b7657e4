/*
 * Which value validation makes a merged union object accept exactly what the TypeScript union accepts,
 * when the members can only be told apart by which properties are present. A member accepts an object
 * when all its required properties are there and none of its `?: never` properties; the schema can say
 * "one branch's required properties are there" either for at least one branch (anyOf) or for exactly one
 * (oneOf). Both are tried against every combination of the properties that matter.
 */

/** What presence says about one member. */
export interface MemberKeys {
  readonly required: ReadonlySet<string>;
  /** `?: never` properties: the member accepts an object only without them. */
  readonly absent: ReadonlySet<string>;
}

/** The outcome: a junctor that is exact, or a set of properties that shows none is. */
export type Encoding =
  | { readonly kind: "exact"; readonly junctor: "anyOf" | "oneOf" }
  | { readonly kind: "inexact"; readonly present: readonly string[]; readonly acceptedByUnion: boolean }
  | { readonly kind: "tooLarge"; readonly keys: number };

/** More properties than this make 2^n combinations too many to check. */
export const maxKeys = 16;

function subsetOf(set: ReadonlySet<string>, present: ReadonlySet<string>): boolean {
  for (const key of set) if (!present.has(key)) return false;
  return true;
}

function disjoint(set: ReadonlySet<string>, present: ReadonlySet<string>): boolean {
  for (const key of set) if (present.has(key)) return false;
  return true;
}

function presentKeys(keys: readonly string[], mask: number): Set<string> {
  return new Set(keys.filter((_, i) => (mask & (1 << i)) !== 0));
}

/** Chooses anyOf when it is exact, else oneOf when that is, else says which object shows neither is. */
export function chooseEncoding(members: readonly MemberKeys[]): Encoding {
  const keys = [...new Set(members.flatMap((m) => [...m.required, ...m.absent]))].sort();
  if (keys.length > maxKeys) return { kind: "tooLarge", keys: keys.length };
  let anyOfExact = true;
  let oneOfExact = true;
  let witness: { present: string[]; acceptedByUnion: boolean } | undefined;
  for (let mask = 0; mask < 1 << keys.length; mask++) {
    const present = presentKeys(keys, mask);
    const union = members.some((m) => subsetOf(m.required, present) && disjoint(m.absent, present));
    const matching = members.filter((m) => subsetOf(m.required, present)).length;
    if (union !== matching > 0) anyOfExact = false;
    if (union !== (matching === 1)) {
      oneOfExact = false;
      witness ??= { present: [...present], acceptedByUnion: union };
    }
  }
  if (anyOfExact) return { kind: "exact", junctor: "anyOf" };
  if (oneOfExact) return { kind: "exact", junctor: "oneOf" };
  return {
    kind: "inexact",
    present: witness?.present ?? [],
    acceptedByUnion: witness?.acceptedByUnion ?? false,
  };
}
