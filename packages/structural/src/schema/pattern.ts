import { RE2JS, RE2Set } from "re2js";
import { withoutCaptureNames } from "@crdgen/cel";
import { detachedString } from "@crdgen/core";

// Real CRDs repeat the same few patterns thousands of times, and both the schema rules and the value
// validator ask about them: each answer is kept. The caches are cleared, not grown, past 10 000 patterns.
const syntaxErrors = new Map<string, string | undefined>();
const compiled = new Map<string, RE2JS | string>();

/**
 * Go's error text when `pattern` does not compile as Go RE2 (`regexp.Compile`, as the API server calls it),
 * e.g. ``error parsing regexp: missing argument to repetition operator: `+` ``; undefined when it compiles.
 * Every error Go's `regexp.Compile` can return comes from its parser, size and nesting limits included, so
 * the pattern is only parsed here: building the matching program costs more than the parse, and rule A19
 * needs no program. `RE2Set.add` is re2js's public way to parse a pattern, with the same flags as
 * `RE2JS.compile`.
 */
export function compileGoRegexp(pattern: string): string | undefined {
  if (syntaxErrors.has(pattern)) return syntaxErrors.get(pattern);
  let error: string | undefined;
  try {
    withGoCaptureNames(pattern, (accepted) => new RE2Set().add(accepted));
  } catch (e) {
    error = goRegexpMessage(e);
  }
  remember(syntaxErrors, pattern, error);
  return error;
}

/** `pattern` compiled for matching, or Go's error text when it does not compile (see {@link compileGoRegexp}). */
export function compiledGoRegexp(pattern: string): RE2JS | string {
  let found = compiled.get(pattern);
  if (found === undefined) {
    try {
      // The compiled pattern keeps its text, and the cache keeps it: compiled from a copy of its own.
      found = withGoCaptureNames(detachedString(pattern), (accepted) => RE2JS.compile(accepted));
    } catch (e) {
      found = goRegexpMessage(e);
    }
    remember(compiled, pattern, found);
  }
  return found;
}

/**
 * Runs re2js's parser on `pattern`, and again on the pattern without capture names when re2js rejects a
 * name Go accepts twice (see {@link withoutCaptureNames}). Go's messages quote either a fragment, which
 * names never take part in, or the whole expression, which is then the pattern as written.
 */
function withGoCaptureNames<T>(pattern: string, parse: (accepted: string) => T): T {
  try {
    return parse(pattern);
  } catch (e) {
    if (!goRegexpMessage(e).startsWith(duplicateName)) throw e;
  }
  const unnamed = withoutCaptureNames(pattern);
  try {
    return parse(unnamed);
  } catch (e) {
    const message = goRegexpMessage(e);
    const whole = `: \`${unnamed}\``;
    throw new Error(message.endsWith(whole) ? `${message.slice(0, -whole.length)}: \`${pattern}\`` : message);
  }
}

const duplicateName = "error parsing regexp: duplicate capture group name:";

// The caches outlive the manifests their patterns were read from: a key must not keep a manifest's text alive.
function remember<T>(cache: Map<string, T>, pattern: string, value: T): void {
  if (cache.size > 10_000) cache.clear();
  cache.set(detachedString(pattern), value);
}

// Go always renders `error parsing regexp: <code>: `<expr>``; re2js leaves out an empty expression.
function goRegexpMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes("`") ? message : `${message}: \`\``;
}
