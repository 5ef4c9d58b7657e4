/**
 * A string as go-yaml v2 reads it back from the JSON that sigs.k8s.io/yaml.Marshal hands it (JSONToYAML:
 * encoding/json's text, parsed as YAML). encoding/json escapes every control character below U+0020, `"`,
 * `\`, U+2028 and U+2029, but writes NEL (U+0085) as it is; inside the double-quoted scalar go-yaml's scanner
 * (scannerc.go yaml_parser_scan_flow_scalar, v2.4.4 :2502-2545) takes that NEL for a line break and folds it:
 * the spaces around a run of breaks are dropped, and the run becomes one space when it holds one break, or a
 * line feed per break after the first (read_line, :552, turns NEL into a line feed).
 *
 * go-yaml refuses some such texts outright (then controller-gen and kubectl write nothing): a key with a NEL
 * (its simple key spans two lines, scannerc.go:835), and a NEL followed by `---` or `...` and a space or NEL
 * (a document indicator at column 0, :2327). The renderer cannot refuse; it writes those folded as above.
 */

const nel = "\u0085";
// A run of raw spaces and NELs with at least one NEL: the only blanks and breaks left raw in encoding/json's
// text (tabs are escaped).
const foldedRun = /[ \u0085]*\u0085[ \u0085]*/g;

/** `text` as go-yaml reads it from its JSON form: the same text unless it holds a NEL. */
export function asGoYamlReadsJson(text: string): string {
  if (!text.includes(nel)) return text;
  return text.replace(foldedRun, foldRun);
}

function foldRun(run: string): string {
  let breaks = 0;
  for (const ch of run) if (ch === nel) breaks++;
  return breaks === 1 ? " " : "\n".repeat(breaks - 1);
}
