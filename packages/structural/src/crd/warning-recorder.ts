import { runeCount } from "../model/json-value.js";

/** apiserver v0.35.0 pkg/endpoints/filters/warning.go:39-42. */
const truncateAtTotalRunes = 4 * 1024;
const truncateItemRunes = 256;

/**
 * What a client receives of the warnings a request added, in order: the API server's warning recorder
 * (apiserver v0.35.0 pkg/endpoints/filters/warning.go:69-140) keeps each text once, and once the texts pass 4096
 * runes in all it cuts every warning to its first 256 runes, sends the later ones cut too while the cut texts stay
 * under 4096 runes, and drops the rest. (A text with control characters would be dropped by NewWarningHeader; the
 * CRD warnings quote their values with %q, so theirs never have any.)
 */
export function sentWarnings<T extends { readonly text: string }>(warnings: readonly T[]): T[] {
  const seen = new Set<string>();
  const ordered: T[] = [];
  let sent: T[] = [];
  let written = 0;
  let truncating = false;
  for (const warning of warnings) {
    if (written >= truncateAtTotalRunes && truncating) break;
    if (warning.text === "" || seen.has(warning.text)) continue;
    seen.add(warning.text);
    ordered.push(warning);
    const length = runeCount(warning.text);
    if (truncating) {
      written += Math.min(length, truncateItemRunes);
      sent.push(cut(warning));
    } else if (written + length <= truncateAtTotalRunes) {
      written += length;
      sent.push(warning);
    } else {
      truncating = true;
      sent = ordered.map(cut);
      written = sent.reduce((sum, w) => sum + runeCount(w.text), 0);
    }
  }
  return sent;
}

// The text's first 256 runes (a lone surrogate is one rune, as the U+FFFD Go holds for it).
function cut<T extends { readonly text: string }>(warning: T): T {
  if (runeCount(warning.text) <= truncateItemRunes) return warning;
  let end = 0;
  for (let runes = 0; runes < truncateItemRunes; runes++) {
    end += (warning.text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  return { ...warning, text: warning.text.slice(0, end) };
}
