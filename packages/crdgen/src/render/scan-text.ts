import type { Findings } from "./scalar-analysis.js";

// The character classes of chars.ts as regular expressions, for texts without surrogates (where a UTF-16 unit
// is a code point). A process renders each distinct scalar once, mostly while the JavaScript that would loop
// over its characters is still interpreted; the regular expression engine runs compiled code from the start.
const breakClass = "\\r\\n\\u0085\\u2028\\u2029";
const lineBreak = new RegExp(`[${breakClass}]`);
const startsWithBreak = new RegExp(`^[${breakClass}]`);
const endsWithBreak = new RegExp(`[${breakClass}]$`);
const breakThenSpace = new RegExp(`[${breakClass}] `);
const spaceThenBreak = new RegExp(` [${breakClass}]`);
// Not printable for go-yaml (chars.ts isPrintable): outside LF, ASCII printable, U+00A0–U+D7FF and
// U+E000–U+FFFD, or U+FEFF.
const notPrintable = /[^\n\x20-\x7E\u00A0-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]/;
// Indicators (yaml_emitter_analyze_scalar): as the first character, and after it.
const firstAlways = /^[#,[\]{}&*!|>'"%@`]/;
const firstQuestionOrColon = /^[?:]/;
const firstBeforeBlank = /^[?:-](?:[ \t]|$)/;
const flowIndicator = /[,?[\]{}:]/;
const colonBeforeBlank = /:(?:[ \t]|$)/;
const hashAfterBlank = new RegExp(`[ \\t${breakClass}\\0]#`);

/** The findings of scalar-analysis.ts's scan for a text without surrogates. */
export function scanText(text: string): Findings {
  const found: Findings = {
    flowIndicators: false,
    blockIndicators: false,
    lineBreaks: lineBreak.test(text),
    specialCharacters: notPrintable.test(text),
    leadingSpace: text.startsWith(" "),
    leadingBreak: startsWithBreak.test(text),
    trailingSpace: text.endsWith(" "),
    trailingBreak: endsWithBreak.test(text),
    breakSpace: breakThenSpace.test(text),
    spaceBreak: spaceThenBreak.test(text),
  };
  const both =
    text.startsWith("---") ||
    text.startsWith("...") ||
    firstAlways.test(text) ||
    (text.startsWith("-") && firstBeforeBlank.test(text)) ||
    hashAfterBlank.test(text);
  // After the first character (a sliced string shares the text's characters).
  const rest = text.slice(1);
  if (both) found.flowIndicators = found.blockIndicators = true;
  if (firstQuestionOrColon.test(text) || flowIndicator.test(rest)) found.flowIndicators = true;
  if ((firstQuestionOrColon.test(text) && firstBeforeBlank.test(text)) || colonBeforeBlank.test(rest)) {
    found.blockIndicators = true;
  }
  return found;
}
