import { compiledGoRegexp } from "../schema/pattern.js";

/**
 * Go's `regexp.MatchString` (an unanchored RE2 search). A pattern that does not compile matches nothing;
 * callers check compilation first, as the API server's validator does.
 */
export function goRegexpMatches(pattern: string, text: string): boolean {
  const compiled = compiledGoRegexp(pattern);
  return typeof compiled !== "string" && compiled.matcher(text).find();
}
