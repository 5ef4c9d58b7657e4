import type { Diagnostic, DiagnosticMessage, MessageName } from "@crdgen/core";
import { catalogMessage, createDiagnostic, diagnosticCatalog } from "@crdgen/core";
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

/** The CRD5004 message for a jsonc-parser error: the catalog names them after the parser's error names. */
function syntaxMessage(error: ParseError, strict: boolean): DiagnosticMessage<"CRD5004"> {
  const code = printParseErrorCode(error.error);
  if (strict && code === "PropertyNameExpected") {
    return catalogMessage("CRD5004", "PropertyNameExpectedStrict");
  }
  if (isSyntaxMessageName(code)) return catalogMessage("CRD5004", code);
  return catalogMessage("CRD5004", "otherError", { error: code });
}

type SyntaxMessageName = Exclude<
  MessageName<"CRD5004">,
  "PropertyNameExpectedStrict" | "otherError" | "moreErrors"
>;

const notParserErrors = new Set<string>(["PropertyNameExpectedStrict", "otherError", "moreErrors"]);

function isSyntaxMessageName(code: string): code is SyntaxMessageName {
  return Object.hasOwn(diagnosticCatalog.CRD5004.messages, code) && !notParserErrors.has(code);
}

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
    return createDiagnostic(syntaxMessage(error, strict), {
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
