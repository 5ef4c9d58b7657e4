/*
 * The keys the context keeps its type views under (context.ts, view): a view is made once per checker type,
 * place its node starts (file and position) and outer declaration. These were strings, `file:pos|outer`,
 * made and hashed for every view asked for (88,000 at 800 kinds) and kept as the keys: a view without an
 * outer declaration, nearly all of them, is now keyed by one number.
 */

/** The key of a view within its checker type's views. */
export type ViewKey = number | string;

/**
 * Where a node starts as one number: its file's number (files numbered in the order met) times 2^32 plus
 * its position, a uint32 in TypeScript 7's AST; exact in a double for fewer than 2^21 files.
 */
export function startNumber(file: number, pos: number): number {
  return file * 2 ** 32 + pos;
}

/**
 * A view's key from where its node starts (startNumber; undefined without a node) and its outer
 * declaration's key: equal for two views exactly when both are.
 */
export function viewKey(start: number | undefined, outerKey: string | undefined): ViewKey {
  const at = start ?? -1;
  return outerKey === undefined ? at : `${String(at)}|${outerKey}`;
}
