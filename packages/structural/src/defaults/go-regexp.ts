import { compiledGoRegexp } from "../schema/pattern.js";

/**
 * Go's `regexp.MatchString` (an unanchored RE2 search). A pattern that does not compile matches nothing;
 * callers check compilation first, as the API server's validator does. re2js's `test` is that search without a
 * Matcher and its capture groups (it runs on the DFA where it can).
 */
export function goRegexpMatches(pattern: string, text: string): boolean {
  const compiled = compiledGoRegexp(pattern);
  return typeof compiled !== "string" && compiled.test(text);
}
