import { RE2JS } from "re2js";

const cache = new Map<string, RE2JS | string>();

/**
 * `pattern` compiled with Go's RE2 syntax, as the API server's `regexp.Compile` does: the compiled
 * expression, or Go's error text, e.g. ``error parsing regexp: missing argument to repetition operator: `+` ``.
 * Cached, because real CRDs repeat the same few patterns thousands of times and both the schema rules and the
 * value validator need them.
 */
export function compiledGoRegexp(pattern: string): RE2JS | string {
  let compiled = cache.get(pattern);
  if (compiled === undefined) {
    try {
      compiled = RE2JS.compile(pattern);
    } catch (e) {
      compiled = goRegexpMessage(e instanceof Error ? e.message : String(e));
    }
    if (cache.size > 10_000) cache.clear();
    cache.set(pattern, compiled);
  }
  return compiled;
}

/** Go's error text when `pattern` does not compile as RE2, else undefined. */
export function compileGoRegexp(pattern: string): string | undefined {
  const compiled = compiledGoRegexp(pattern);
  return typeof compiled === "string" ? compiled : undefined;
}

// Go always renders `error parsing regexp: <code>: `<expr>``; re2js leaves out an empty expression.
function goRegexpMessage(message: string): string {
  return message.includes("`") ? message : `${message}: \`\``;
}
