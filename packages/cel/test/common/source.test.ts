import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CelError, Location } from "../../src/index.js";
import {
  CheckerEnv,
  Source,
  check,
  formatErrors,
  noLocation,
  parse,
  standardLibrary,
} from "../../src/index.js";

/** `Errors.ReportError(location, message)`: an error at a line and column of the source. */
const at = (source: Source, location: Location, message: string): CelError => ({
  message,
  exprId: 0,
  offset: location === noLocation ? -1 : source.locationOffset(location),
});

/** cel-go `common/errors_test.go`. */
describe("error display (cel-go common/errors_test.go)", () => {
  it("TestErrors", () => {
    const source = new Source("a.b\n&&arg(missing, paren", "errors-test");
    const errors = [
      at(source, { line: 1, column: 1 }, "No such field"),
      at(source, { line: 2, column: 20 }, "Syntax error, missing paren"),
    ];
    expect(formatErrors(source, errors)).toBe(
      "ERROR: errors-test:1:2: No such field\n" +
        " | a.b\n" +
        " | .^\n" +
        "ERROR: errors-test:2:21: Syntax error, missing paren\n" +
        " | &&arg(missing, paren\n" +
        " | ....................^",
    );
  });

  it("TestErrorsReportingLimit", () => {
    const source = new Source("hello world");
    const errors = Array.from({ length: 200 }, (_, i) => at(source, noLocation, `error ${i}`));
    expect(formatErrors(source, errors).endsWith("100 more errors were truncated")).toBe(true);
  });

  it("TestErrors_WideAndNarrowCharacters", () => {
    const source = new Source("你好吗\n我a很好\n", "errors-test");
    expect(formatErrors(source, [at(source, { line: 2, column: 3 }, "Unexpected character '好'")])).toBe(
      "ERROR: errors-test:2:4: Unexpected character '好'\n | 我a很好\n | ．.．＾",
    );
  });

  it("TestErrors_WideAndNarrowCharactersWithEmojis", () => {
    const source = new Source("      '😁' in ['😁', '😑', '😦'] && in.😁", "errors-test");
    const errors = [
      at(
        source,
        { line: 1, column: 32 },
        "Syntax error: extraneous input 'in' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}",
      ),
      at(source, { line: 1, column: 35 }, "Syntax error: token recognition error at: '😁'"),
      at(source, { line: 1, column: 36 }, "Syntax error: missing IDENTIFIER at '<EOF>'"),
    ];
    expect(formatErrors(source, errors)).toBe(
      "ERROR: errors-test:1:33: Syntax error: extraneous input 'in' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}\n" +
        " |       '😁' in ['😁', '😑', '😦'] && in.😁\n" +
        " | .......．.......．....．....．......^\n" +
        "ERROR: errors-test:1:36: Syntax error: token recognition error at: '😁'\n" +
        " |       '😁' in ['😁', '😑', '😦'] && in.😁\n" +
        " | .......．.......．....．....．.........＾\n" +
        "ERROR: errors-test:1:37: Syntax error: missing IDENTIFIER at '<EOF>'\n" +
        " |       '😁' in ['😁', '😑', '😦'] && in.😁\n" +
        " | .......．.......．....．....．.........．^",
    );
  });

  it("sorts errors by position, keeping the order of errors at one position", () => {
    const source = new Source("ab");
    const errors = [
      at(source, { line: 1, column: 1 }, "second"),
      at(source, { line: 1, column: 0 }, "first"),
      at(source, { line: 1, column: 1 }, "third"),
    ];
    expect(
      formatErrors(source, errors)
        .split("\n")
        .filter((l) => l.startsWith("ERROR"))
        .map((l) => l.split(": ")[2]),
    ).toEqual(["first", "second", "third"]);
  });
});

/**
 * cel-go v0.26.0 `common.Errors`: `ReportErrorAtID` keeps the first 100 errors reported and only counts the
 * rest (common/errors.go:54-58); `ToDisplayString` sorts those kept, stably, by line then column
 * (common/errors.go:93-98) and says how many were left out. A model of the two written from the Go.
 */
function goDisplay(text: string, errors: readonly CelError[]): string {
  const kept = errors.slice(0, 100).map((error, index) => {
    const before = Array.from(text).slice(0, Math.max(error.offset, 0));
    const newlines = before.filter((c) => c === "\n").length;
    const lastLineStart = before.lastIndexOf("\n") + 1;
    return error.offset < 0
      ? { error, index, line: -1, column: -1 }
      : { error, index, line: newlines + 1, column: before.length - lastLineStart };
  });
  kept.sort((a, b) => (a.line !== b.line ? a.line - b.line : a.column - b.column) || a.index - b.index);
  const source = new Source(text);
  const shown = kept.map(({ error }) => formatErrors(source, [error]));
  if (errors.length > 100) shown.push(`${errors.length - 100} more errors were truncated`);
  return shown.join("\n");
}

describe("the first 100 errors reported are the ones shown (cel-go v0.26.0 common/errors.go)", () => {
  it("leaves out a 101st error even when it comes first in the text", () => {
    const source = new Source("x".repeat(120));
    const errors: CelError[] = Array.from({ length: 101 }, (_, i) => ({
      message: `error ${i}`,
      exprId: 0,
      offset: i === 100 ? 0 : i + 1,
    }));
    const display = formatErrors(source, errors);
    expect(display).not.toContain("error 100");
    expect(display.startsWith("ERROR: <input>:1:2: error 0\n")).toBe(true);
    expect(display.endsWith("\n1 more errors were truncated")).toBe(true);
  });

  it("drops the checker's overload error reported after 100 undeclared references", () => {
    // checker.go reports each element's undeclared reference, then `-_`'s missing overload at the '-'.
    const text = `-[${Array.from({ length: 100 }, (_, i) => `u${i}`).join(", ")}]`;
    const parsed = parse(text);
    if (parsed.ast === undefined) throw new Error("does not parse");
    const env = new CheckerEnv();
    env.addLibrary(standardLibrary);
    const { errors } = check(parsed.ast, env);
    expect(errors).toHaveLength(101);
    const display = formatErrors(parsed.source, errors);
    expect(display).not.toContain("no matching overload");
    expect(display.split("\n")[0]).toBe("ERROR: <input>:1:3: undeclared reference to 'u0' (in container '')");
    expect(display.endsWith("\n1 more errors were truncated")).toBe(true);
  });

  it("matches a model of Errors over errors at any place, in any order, past the limit (fast-check)", () => {
    const text = "ab\nc\u00e9\td\n\n😀e";
    const length = Array.from(text).length;
    const error = fc.record({
      message: fc.constantFrom("m", "n", "o"),
      exprId: fc.nat(5),
      offset: fc.integer({ min: -1, max: length }),
    });
    // A length drawn uniformly, so that a good share of the runs is past the limit.
    const errorLists = fc
      .integer({ min: 0, max: 130 })
      .chain((n) => fc.array(error, { minLength: n, maxLength: n }));
    fc.assert(
      fc.property(errorLists, (errors) => {
        expect(formatErrors(new Source(text), errors)).toBe(goDisplay(text, errors));
      }),
    );
  });
});
