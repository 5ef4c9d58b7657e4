import { describe, expect, it } from "vitest";
import type { CelError, Location } from "../../src/index.js";
import { Source, formatErrors, noLocation } from "../../src/index.js";

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
