import { wellFormed } from "./chars.js";
import { decodeGoRunes, goBytesToString } from "./go-utf8.js";
import type { GoRune } from "./go-utf8.js";

const sentenceTerminal = /^\p{Sentence_Terminal}$/u;
const whiteSpace = /^\p{White_Space}$/u;

function lastIndexWhere(runes: readonly GoRune[], test: RegExp): number {
  for (let i = runes.length - 1; i >= 0; i--) {
    const rune = runes[i];
    if (rune !== undefined && test.test(String.fromCodePoint(rune.cp))) return rune.start;
  }
  return -1;
}

/**
 * controller-gen's `crd:maxDescLen` cut of one description (pkg/crd TruncateDescription): text longer
 * than `maxLen` UTF-8 bytes is cut to `maxLen` bytes, then back to just after the last sentence terminator
 * (`.`, `!`, `?`, `。` …), else to the last whitespace plus `...`, else `...` is appended. The cut works on
 * bytes, so it can split a character; the broken bytes become U+FFFD, as controller-gen's JSON step does.
 */
export function truncateDescription(description: string, maxLen: number): string {
  const bytes = Buffer.from(wellFormed(description), "utf8");
  if (bytes.length <= maxLen) return description;
  const cut = bytes.subarray(0, Math.max(0, Math.floor(maxLen)));
  const runes = decodeGoRunes(cut);
  const terminator = lastIndexWhere(runes, sentenceTerminal);
  if (terminator > 0) return goBytesToString(cut.subarray(0, terminator + 1));
  const space = lastIndexWhere(runes, whiteSpace);
  if (space > 0) return goBytesToString(cut.subarray(0, space)) + "...";
  return goBytesToString(cut) + "...";
}
