// Characters after which a YAML node can start on the same line: a mapping value, a sequence entry, an
// explicit key, a flow collection's start or next entry.
const nodeIndicators = ":-?[{,";
const blank = " \t";
const lineBreaks = "\n\r";
const whitespace = " \t\n\r";
const nameEnd = " \t\r\n[]{},";

/**
 * Whether the text may hold an alias, so that the reader must count nodes as go-yaml does (see
 * {@link NodeTracker}): true when it has both an anchor (`&name`) and an alias (`*name`) where a node can
 * start. Never false for text that has them; it can be true for text that only looks like it. A plain scan:
 * it runs on every document, and real CRDs are full of `&&` in CEL rules and `*emphasis*` in descriptions.
 */
export function mayHoldAliases(text: string): boolean {
  return hasNodeMark(text, "&") && hasNodeMark(text, "*");
}

function hasNodeMark(text: string, mark: "&" | "*"): boolean {
  for (let i = text.indexOf(mark); i !== -1; i = text.indexOf(mark, i + 1)) {
    const after = text.charAt(i + 1);
    if (after !== "" && !nameEnd.includes(after) && atNodeStart(text, i)) return true;
  }
  return false;
}

/**
 * Whether a node can start at `at`: nothing but blanks before it on its line, or a node indicator or a tag
 * (`!foo &a value`) before the blanks.
 */
function atNodeStart(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && blank.includes(text.charAt(i))) i--;
  if (i < 0 || lineBreaks.includes(text.charAt(i)) || nodeIndicators.includes(text.charAt(i))) return true;
  // A mark right after other text (`a&&b`) is part of that text.
  if (i === at - 1) return false;
  // A tag or another node property (`!tag &a`, `&a !tag`) may stand between the indicator and the mark.
  let tokenStart = i;
  while (tokenStart > 0 && !whitespace.includes(text.charAt(tokenStart - 1))) tokenStart--;
  const first = text.charAt(tokenStart);
  return first === "!" || first === "&";
}
