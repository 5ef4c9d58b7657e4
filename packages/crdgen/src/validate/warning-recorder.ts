/**
 * The warnings of one request as the API server's warning recorder keeps them (apiserver
 * pkg/endpoints/filters/warning.go:69-92 at v0.35.0): an empty text is dropped, and a text already recorded is
 * not recorded again — two rules with one message, both ratcheted, warn once. (The recorder's truncation past
 * 4,096 runes in all is not applied: the warnings are kept whole.)
 */
export function recordedWarnings(warnings: readonly string[]): readonly string[] {
  if (warnings.length === 0) return warnings;
  if (warnings.length === 1) return warnings[0] === "" ? [] : warnings;
  const recorded = new Set<string>();
  for (const text of warnings) if (text !== "") recorded.add(text);
  return recorded.size === warnings.length ? warnings : [...recorded];
}
