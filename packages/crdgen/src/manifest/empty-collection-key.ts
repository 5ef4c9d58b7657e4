/**
 * The document a part of the stream holds when it starts with an empty flow collection used as a mapping key
 * (`[]: x`, `{ }: x`), in go-yaml v2.4.3's reading: the collection alone, the rest unread. Its scanner saves the
 * `[` as a possible simple key, then opens a flow level whose own key slot carries the same token number
 * (scannerc.go:898-916); closing the empty collection deletes that number from simple_keys_by_tok (918-926),
 * which was the `[`'s. The parser, no longer held back by the key, takes the `[` and `]` as the document's root;
 * the `:` that follows then inserts the KEY and BLOCK-MAPPING-START tokens behind them (yaml_insert_token with a
 * negative position appends, apic.go:7-24), and parse_document_end (parserc.go:305-331) ends the document there.
 * Nothing after the `:` is scanned (or, when a non-blank follows it, a plain scalar, which cannot fail at the
 * top: scannerc.go yaml_parser_scan_plain_scalar fails only on a tab short of indentation 0). Only spaces may indent the line (a tab there cannot start a token), and only
 * blank lines, comments and the part's `---` line may come before it.
 */
export function emptyCollectionKeyRoot(text: string): [] | Record<string, never> | undefined {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (text.startsWith("---", at)) at = nextLine(text, at);
  for (;;) {
    if (at === -1) return undefined;
    const line = /^ *(?:#[^\n]*)?\r?(?:\n|$)/.exec(text.slice(at, at + 200));
    if (line === null) break;
    if (at + line[0].length >= text.length) return undefined;
    at += line[0].length;
  }
  const key = /^ *(\[[ \t]*\]|\{[ \t]*\})[ \t]*:/.exec(text.slice(at, at + 200));
  if (key === null) return undefined;
  return key[1]?.startsWith("[") === true ? [] : {};
}

function nextLine(text: string, from: number): number {
  const end = text.indexOf("\n", from);
  return end === -1 ? -1 : end + 1;
}
