/**
 * Go 1.25's `regexp` (Kubernetes 1.35 is built with Go 1.25), the one place crdgen evaluates a regular
 * expression the API server would: a schema `pattern` (the CRD checker compiles it, kube-openapi's validator
 * runs `MatchString`), CEL `matches` (cel-go `regexp.MatchString`), apiserver's `find`/`findAll`
 * (`FindString`, `FindAllString`) and the regex-literal validator. Matching runs on re2js, given each pattern
 * as re2js-source.ts rewrites it so that re2js parses and matches it as Go does.
 */
import { detachedString } from "@crdgen/core";
import { RE2JS, RE2Set } from "re2js";
import { BoundedCache } from "../common/bounded-cache.js";
import { type Re2jsSource, re2jsSource } from "./re2js-source.js";

/** A pattern Go compiles, ready to match. */
export type GoRegexp = RE2JS;

// Module-lived and bounded: schemas and rules repeat a few patterns many times, but a pattern taken from the
// object (`self.name.matches(self.pattern)`) makes one entry per value, and a watch session or a build script
// validating many objects must not grow the caches without end. Keys are detached: a pattern read from a
// manifest must not keep the manifest's text alive.
const cacheLimit = 2048;
// Go's error text, or "" for a pattern that parses (Go's messages are never empty).
const parsed = new BoundedCache<string, string>(cacheLimit);
const compiled = new BoundedCache<string, GoRegexp | string>(cacheLimit);

/**
 * Go's `err.Error()` when `pattern` does not compile (`regexp.Compile`), e.g.
 * ``error parsing regexp: missing argument to repetition operator: `+` ``; undefined when it compiles. Every
 * error `regexp.Compile` returns comes from the parser (the size and nesting limits included), so the pattern is
 * only parsed here: `RE2Set.add` is re2js's public way to parse a pattern with `RE2JS.compile`'s flags, without
 * building a program.
 */
export function goRegexpError(pattern: string): string | undefined {
  const known = compiled.get(pattern);
  if (known !== undefined) return typeof known === "string" ? known : undefined;
  const seen = parsed.get(pattern);
  if (seen !== undefined) return seen === "" ? undefined : seen;
  const source = re2jsSource(pattern);
  let error: string | undefined;
  try {
    new RE2Set().add(source.source);
  } catch (e) {
    error = goMessage(source, e);
  }
  parsed.set(detachedString(pattern), error ?? "");
  return error;
}

/** `pattern` compiled as Go's `regexp.Compile` compiles it, or Go's error text (see {@link goRegexpError}). */
export function compileGoRegexp(pattern: string): GoRegexp | string {
  let found = compiled.get(pattern);
  if (found === undefined) {
    const source = re2jsSource(pattern);
    try {
      // The compiled pattern keeps its source text: compiled from a copy of its own.
      found = RE2JS.compile(detachedString(source.source));
    } catch (e) {
      found = goMessage(source, e);
    }
    compiled.set(detachedString(pattern), found);
  }
  return found;
}

function goMessage(source: Re2jsSource, error: unknown): string {
  return source.goMessage(error instanceof Error ? error.message : String(error));
}

/** Go's `Regexp.MatchString`: an unanchored search. re2js's `test` runs it without capture positions. */
export function goMatchString(re: GoRegexp, text: string): boolean {
  return re.test(text);
}

/** Go's `Regexp.FindString`: the leftmost match, or undefined when there is none. */
export function goFindString(re: GoRegexp, text: string): string | undefined {
  const m = re.matcher(text);
  return m.find() ? text.slice(m.start(), m.end()) : undefined;
}

/**
 * Go's `Regexp.FindAllString(s, n)` (regexp.go `allMatches`): successive leftmost matches, skipping an empty
 * match right after the previous match and stepping one code point past an empty one; `n < 0` means all.
 */
export function goFindAllString(re: GoRegexp, text: string, n: bigint): string[] {
  const out: string[] = [];
  const m = re.matcher(text);
  let prevMatchEnd = -1;
  for (let pos = 0; (n < 0n || BigInt(out.length) < n) && pos <= text.length;) {
    if (!m.find(pos)) break;
    const start = m.start();
    const end = m.end();
    let accept = true;
    if (end === pos) {
      if (start === prevMatchEnd) accept = false;
      const cp = text.codePointAt(pos);
      pos += cp === undefined ? 1 : cp > 0xffff ? 2 : 1;
    } else {
      pos = end;
    }
    prevMatchEnd = end;
    if (accept) out.push(text.slice(start, end));
  }
  return out;
}
