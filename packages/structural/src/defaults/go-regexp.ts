import { RE2JS } from "re2js";

const compiled = new Map<string, RE2JS>();

/**
 * Go's `regexp.MatchString` (an unanchored RE2 search) for a pattern known to compile. Compiled patterns are
 * cached: schemas repeat the same few patterns many times.
 */
export function goRegexpMatches(pattern: string, text: string): boolean {
  let re = compiled.get(pattern);
  if (re === undefined) {
    re = RE2JS.compile(pattern);
    if (compiled.size > 10_000) compiled.clear();
    compiled.set(pattern, re);
  }
  return re.matcher(text).find();
}
