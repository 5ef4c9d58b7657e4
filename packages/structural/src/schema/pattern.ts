import { RE2JS } from "re2js";

const cache = new Map<string, string | undefined>();

/**
 * Compiles `pattern` with Go's RE2 syntax, as the API server's `regexp.Compile` does. Returns undefined when
 * it compiles, else Go's error text, e.g. ``error parsing regexp: missing argument to repetition operator: `+` ``.
 * Results are cached: real CRDs repeat the same few patterns thousands of times.
 */
export function compileGoRegexp(pattern: string): string | undefined {
  if (cache.has(pattern)) return cache.get(pattern);
  let error: string | undefined;
  try {
    RE2JS.compile(pattern);
  } catch (e) {
    error = goRegexpMessage(e instanceof Error ? e.message : String(e));
  }
  if (cache.size > 10_000) cache.clear();
  cache.set(pattern, error);
  return error;
}

// Go always renders `error parsing regexp: <code>: `<expr>``; re2js leaves out an empty expression.
function goRegexpMessage(message: string): string {
  return message.includes("`") ? message : `${message}: \`\``;
}
