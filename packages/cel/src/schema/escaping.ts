/**
 * Property names as CEL identifiers: a port of apiserver `pkg/cel/escaping.go` (Escape, Unescape). CEL field
 * names must match `[a-zA-Z_][a-zA-Z0-9_]*` and must not be reserved words, so `-`, `.`, `/` and `__` are spelled
 * out, and a reserved word becomes `__{word}__`.
 */

/** `celReservedSymbols`: the RESERVED symbols of the CEL lexer; no identifier may collide with them. */
export const celReservedSymbols: ReadonlySet<string> = new Set([
  "true",
  "false",
  "null",
  "in",
  "as",
  "break",
  "const",
  "continue",
  "else",
  "for",
  "function",
  "if",
  "import",
  "let",
  "loop",
  "package",
  "namespace", // used heavily in Kubernetes
  "return",
  "var",
  "void",
  "while",
]);

/** `expandMatcher`: the escape sequence, the characters that are escaped, and the unsupported characters. */
const expandMatcher = /(__|[-./]|[^a-zA-Z0-9\-./_])/gu;
/** `unexpandMatcher`: a run of non-underscores between two double underscores. */
const unexpandMatcher = /(_{2}[^_]+_{2})/gu;
export interface EscapeCheck {
  readonly canSkipRegex: boolean;
  readonly invalidCharFound: boolean;
}

// skipRegexCheck's three answers, shared: it runs for every property name of every type a rule sees.
const mustEscape: EscapeCheck = Object.freeze({ canSkipRegex: false, invalidCharFound: false });
const invalidChar: EscapeCheck = Object.freeze({ canSkipRegex: true, invalidCharFound: true });
const asIs: EscapeCheck = Object.freeze({ canSkipRegex: true, invalidCharFound: false });

/** `[a-zA-Z0-9_]` on a UTF-16 code unit. */
function isValidCharacter(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x5f
  );
}

/**
 * `skipRegexCheck`: whether escaping can be skipped. When invalidCharFound is true the name has a character that
 * cannot be escaped; when false it may still have one after a character that stopped the scan. Go ranges over
 * runes; scanning UTF-16 code units gives the same answers, because every non-ASCII rune is invalid and stops
 * the scan at its first unit.
 */
export function skipRegexCheck(ident: string): EscapeCheck {
  let previousUnderscore = false;
  for (let i = 0; i < ident.length; i++) {
    const c = ident.charCodeAt(i);
    if (c === 0x2f || c === 0x2d || c === 0x2e) return mustEscape; // / - .
    if (!isValidCharacter(c)) return invalidChar;
    if (c === 0x5f && previousUnderscore) return mustEscape;
    previousUnderscore = c === 0x5f;
  }
  return asIs;
}

/**
 * `Escape`: the CEL identifier for a property name, or undefined when the name does not match
 * `[a-zA-Z_.-/][a-zA-Z0-9_.-/]*`. `__` becomes `__underscores__`, `.` `__dot__`, `-` `__dash__`, `/` `__slash__`,
 * and a name that is exactly a reserved word `__{word}__`.
 */
export function escape(ident: string): string | undefined {
  const first = ident.charCodeAt(0);
  // Go tests the first byte: an empty name or one starting with a digit is not escapable.
  if (ident.length === 0 || (first >= 0x30 && first <= 0x39)) return undefined;
  if (celReservedSymbols.has(ident)) return `__${ident}__`;
  const check = skipRegexCheck(ident);
  if (check.invalidCharFound) return undefined;
  if (check.canSkipRegex) return ident;
  // Set inside the replacer, which TypeScript's narrowing does not see.
  let ok = true as boolean;
  const escaped = ident.replace(expandMatcher, (s) => {
    switch (s) {
      case "__":
        return "__underscores__";
      case ".":
        return "__dot__";
      case "-":
        return "__dash__";
      case "/":
        return "__slash__";
      default:
        ok = false;
        return "";
    }
  });
  return ok ? escaped : undefined;
}

/**
 * `Unescape`: the property name of an escaped CEL identifier, or undefined when it holds an unknown escape
 * sequence or a reserved-word escape that is not the whole identifier.
 */
export function unescape(escaped: string): string | undefined {
  // Set inside the replacer, which TypeScript's narrowing does not see.
  let ok = true as boolean;
  const unescaped = escaped.replace(unexpandMatcher, (s) => {
    const contents = s.slice(2, -2);
    switch (contents) {
      case "underscores":
        return "__";
      case "dot":
        return ".";
      case "dash":
        return "-";
      case "slash":
        return "/";
    }
    if (celReservedSymbols.has(contents)) {
      if (s.length !== escaped.length) ok = false;
      return contents;
    }
    ok = false;
    return "";
  });
  return ok ? unescaped : undefined;
}
