import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import { compileGoRegexp, goMatchString, goRegexpError } from "../../src/regexp/go-regexp.js";

// Valid and invalid Go RE2, including the parser's limits: repeat counts, size and nesting depth.
const patterns = [
  "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
  "^(([0-9]+(\\.[0-9]+)?(ms|s|m|h))+)$",
  "(?i)^(abort|warn)?$",
  "\\p{Greek}+",
  "[[:alpha:]]",
  "a{1000}",
  "",
  "+",
  "(?=x)",
  "a{1001}",
  "(a",
  "[z-a]",
  "\\8",
  "x{2}{3}{4}{5}{6}{7}{8}",
  "((((((((((a{100}){100}){100}){100})))))))",
  "(".repeat(1001) + ")".repeat(1001),
];

/** What compiling with re2js says: undefined, or the message in Go's form. */
function compileMessage(pattern: string): string | undefined {
  const found = compileGoRegexp(pattern);
  return typeof found === "string" ? found : undefined;
}

describe("goRegexpError: the syntax check (rule A19, CEL literals), which parses without compiling", () => {
  it.each(patterns.map((p) => [p.length > 40 ? `${p.slice(0, 40)}…` : p, p]))(
    "agrees with a full compile on %s",
    (_, pattern) => {
      expect(goRegexpError(pattern)).toBe(compileMessage(pattern));
    },
  );

  it("reports Go's message, the expression included", () => {
    expect(goRegexpError("a{1001}")).toBe("error parsing regexp: invalid repeat count: `{1001}`");
    expect(goRegexpError("+")).toBe("error parsing regexp: missing argument to repetition operator: `+`");
  });

  it("compiles for matching only on request", () => {
    const compiled = compileGoRegexp("^a+$");
    expect(compiled).toBeInstanceOf(RE2JS);
    expect(typeof compiled !== "string" && goMatchString(compiled, "aaa")).toBe(true);
  });
});
