/**
 * Character classes of go-yaml v2's emitter (yamlprivateh.go), on Unicode code points. go-yaml tests UTF-8
 * bytes; these are the same sets expressed per character.
 */

/** U+0020 SPACE, the only character the emitter treats as a space. */
export const space = 0x20;
/** U+000A LINE FEED. */
export const lineFeed = 0x0a;
/** U+FEFF, which go-yaml treats as a byte order mark. */
export const byteOrderMark = 0xfeff;

/** Whether go-yaml may write the character without escaping it (YAML's printable set, minus U+FEFF). */
export function isPrintable(cp: number): boolean {
  return (
    cp === 0x0a ||
    (cp >= 0x20 && cp <= 0x7e) ||
    (cp >= 0xa0 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd && cp !== byteOrderMark)
  );
}

/** Line breaks: CR, LF, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR. */
export function isBreak(cp: number | undefined): boolean {
  return cp === 0x0d || cp === 0x0a || cp === 0x85 || cp === 0x2028 || cp === 0x2029;
}

/** Space or tab. */
export function isBlank(cp: number | undefined): boolean {
  return cp === space || cp === 0x09;
}

/** Space, tab, a line break or NUL. */
export function isBlankOrBreakOrNul(cp: number | undefined): boolean {
  return isBlank(cp) || isBreak(cp) || cp === 0;
}

const anySurrogate = /[\uD800-\uDFFF]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The string with lone surrogates replaced by U+FFFD, as it reaches a UTF-8 file (and Go). */
export function wellFormed(text: string): string {
  return text.replace(loneSurrogate, "\uFFFD");
}

/**
 * The code points of a string, with lone surrogates replaced by U+FFFD: Go strings hold UTF-8, and a JS
 * string with a lone surrogate reaches a file (and Go) as U+FFFD.
 */
export function codePoints(text: string): number[] {
  // Without surrogates each UTF-16 unit is a code point: an indexed loop, cheaper than the string iterator
  // while the code is still interpreted (most texts are split once per process).
  if (!anySurrogate.test(text)) {
    const units: number[] = [];
    for (let i = 0; i < text.length; i++) units.push(text.charCodeAt(i));
    return units;
  }
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0xfffd;
    out.push(cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp);
  }
  return out;
}
