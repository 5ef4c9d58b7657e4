/**
 * Whether a JSON Schema validator can compile a CRD `pattern`. The API server compiles patterns as Go (RE2)
 * regular expressions; JSON Schema validators use ECMAScript ones with the `u` flag (ajv's default,
 * vscode-json-languageservice's too). Most patterns mean the same in both, but RE2 syntax such as `(?i)`,
 * `\z`, `\Q…\E` or `[[:alpha:]]` does not compile in JavaScript; such a pattern is left out of the schema
 * (a validator would otherwise fail on the whole document) and named in the description instead.
 */
export function compilesInJavaScript(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}
