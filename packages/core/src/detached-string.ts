/**
 * A copy of `text` that shares no memory with the string it came from. Substrings that V8 makes of a long text
 * (13 characters or more) point into that text and keep all of it alive: a CRD's name or a rule kept for the
 * whole run from a 3 MB manifest kept the manifest. Cheap for short strings: the copy is the one allocation.
 */
export function detachedString(text: string): string {
  // The concatenation is flattened into a new string before it is sliced; the slice keeps only that string.
  return ` ${text}`.slice(1);
}
