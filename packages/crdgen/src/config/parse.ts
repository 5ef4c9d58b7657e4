import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { Node, ParseError } from "jsonc-parser";
import { parseTree, printParseErrorCode } from "jsonc-parser";
import type { ConfigSource } from "./source.js";
import { spanAt } from "./source.js";

/** The parsed tree of a configuration file, with its syntax errors as CRD5004 diagnostics. */
export interface ParsedSource {
  /** Undefined only for a file without any value (empty, or only comments). */
  readonly root: Node | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

// After this many, further syntax errors are mostly echoes of the first ones.
const maxSyntaxErrors = 10;

const phrases: Readonly<Record<string, string>> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "invalid number",
  PropertyNameExpected: "expected a key in double quotes",
  ValueExpected: "expected a value",
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected ","',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: "expected the end of the file after the value",
  InvalidCommentToken: "comments are not allowed here",
  UnexpectedEndOfComment: "unterminated comment",
  UnexpectedEndOfString: "unterminated string",
  UnexpectedEndOfNumber: "unterminated number",
  InvalidUnicode: "invalid \\u escape",
  InvalidEscapeCharacter: "invalid escape character",
  InvalidCharacter: "invalid character in a string",
};

/**
 * Parses a configuration file. `strict` is plain JSON (package.json); otherwise comments and trailing commas
 * are allowed, as in tsconfig.json.
 */
export function parseSource(source: ConfigSource, strict: boolean): ParsedSource {
  const errors: ParseError[] = [];
  const root = parseTree(source.text, errors, {
    disallowComments: strict,
    allowTrailingComma: !strict,
    allowEmptyContent: false,
  });
  return { root, diagnostics: syntaxDiagnostics(source, strict, errors) };
}

function syntaxDiagnostics(
  source: ConfigSource,
  strict: boolean,
  errors: readonly ParseError[],
): Diagnostic[] {
  // One error per place: the parser often reports a second, consequential one at the same offset.
  const firstAtOffset = errors.filter((e, i) => errors.findIndex((other) => other.offset === e.offset) === i);
  const shown = firstAtOffset.slice(0, maxSyntaxErrors).map((error) => {
    const code = printParseErrorCode(error.error);
    const phrase =
      strict && code === "PropertyNameExpected" ? `${phrases[code]} (no trailing commas)` : phrases[code];
    return createDiagnostic(catalogMessage("CRD5004", "invalidJson", { problem: phrase ?? code }), {
      span: spanAt(source, error.offset, error.length),
    });
  });
  const hidden = firstAtOffset.length - shown.length;
  const next = firstAtOffset[maxSyntaxErrors];
  if (hidden > 0 && next !== undefined) {
    shown.push(
      createDiagnostic(catalogMessage("CRD5004", "moreErrors", { count: hidden }), {
        span: spanAt(source, next.offset, next.length),
      }),
    );
  }
  return shown;
}
