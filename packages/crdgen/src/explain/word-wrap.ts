// github.com/mitchellh/go-wordwrap v1.0.1 WrapString, which kubectl's explain templates call through their
// `wrap` function (kubectl pkg/util/term NewWordWrapWriter). Lines break only at white space, a word longer
// than the limit stays whole, and lengths count runes (code points), as Go's `range` over a string does.

const nbsp = "\u00a0";

// Go's unicode.IsSpace: the Latin-1 spaces, and the Unicode White_Space property beyond them.
function isGoSpace(char: string): boolean {
  switch (char) {
    case "\t":
    case "\n":
    case "\v":
    case "\f":
    case "\r":
    case " ":
    case "\u0085":
    case "\u00a0":
      return true;
    default:
      return /^[\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/u.test(char);
  }
}

/** Wraps `text` within `limit` runes a line, as go-wordwrap's WrapString does. */
export function wrapString(text: string, limit: number): string {
  let out = "";
  let current = 0;
  let word = "";
  let wordLength = 0;
  let space = "";
  let spaceLength = 0;
  for (const char of text) {
    if (char === "\n") {
      if (wordLength === 0) {
        if (current + spaceLength <= limit) out += space;
      } else {
        out += space + word;
      }
      space = "";
      spaceLength = 0;
      word = "";
      wordLength = 0;
      out += char;
      current = 0;
    } else if (isGoSpace(char) && char !== nbsp) {
      if (spaceLength === 0 || wordLength > 0) {
        current += spaceLength + wordLength;
        out += space + word;
        space = "";
        spaceLength = 0;
        word = "";
        wordLength = 0;
      }
      space += char;
      spaceLength++;
    } else {
      word += char;
      wordLength++;
      if (current + wordLength + spaceLength > limit && wordLength < limit) {
        out += "\n";
        current = 0;
        space = "";
        spaceLength = 0;
      }
    }
  }
  if (wordLength === 0) {
    if (current + spaceLength <= limit) out += space;
  } else {
    out += space + word;
  }
  return out;
}
