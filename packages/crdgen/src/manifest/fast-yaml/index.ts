import { DASH, SPACE } from "./characters.js";
import type { NodeNotes } from "./cursor.js";
import { Cursor } from "./cursor.js";
import { decline, declined } from "./decline.js";
import { blockOut, composeNode } from "./nodes.js";
import { warmUpText } from "./warm-up.js";

/**
 * A reader for the YAML that CRDs are written in (controller-gen, kubebuilder, Helm output) and for JSON:
 * block mappings and sequences, plain, quoted and block scalars, comments, and flow collections. It follows
 * js-yaml's loader (lib/loader.js of the js-yaml version the repo pins) step for step, so that it gives the
 * very values `yaml.loadAll(text, null, {schema: kubectlYamlSchema})` gives, and it declines (returns
 * undefined) the moment the text leaves that subset — tags, anchors, aliases, merge keys, explicit keys,
 * pairs in flow sequences, directives, `...`, tabs, CRs, unusual characters, integers past 2^53 as keys,
 * values without a JSON form — or wherever js-yaml would fail or warn. The caller then reads the text with
 * js-yaml, which also gives every error its message and position: this reader never reports anything.
 *
 * Given `notes`, it tells them where each node opens and closes at the very points js-yaml tells its `listener`
 * (with the same offsets, kind and value), so that positions noted on either path are the same; when
 * it declines, what it noted so far is the caller's to drop.
 *
 * Why it exists: js-yaml with the kubectl schema spends most of `crdgen check`'s reading time on what this
 * subset does not need (node properties, per-node state snapshots, listener hooks, type lookups).
 *
 * The modules of this folder: characters (character classes, escapes), cursor (the reader's state and
 * white space), nodes (composeNode and the collection readers), simple-key (the common mapping key, read
 * without composeNode), block-scalar, quoted-scalars and plain-scalar (the scalar readers), values (plain
 * scalar resolution, keys, pairs), warm-up (a text read when the reader is loaded).
 */
export function readFastYaml(text: string, maxDepth: number, notes?: NodeNotes): unknown[] | undefined {
  if (unsupportedCharacter.test(text)) return undefined;
  try {
    return readDocuments(new Cursor(text, maxDepth, notes));
  } catch (error) {
    if (error === declined) return undefined;
    throw error;
  }
}

// Tabs and CRs (js-yaml has special rules for both), a byte order mark, NUL and the characters js-yaml
// refuses or treats specially in scalars (non-printable ones, lone surrogates, non-ASCII line breaks). Any
// surrogate is refused, paired or not: emoji are rare in CRDs and the check stays one character class.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const unsupportedCharacter = /[\x00-\x09\x0B-\x1F\x7F-\x9F\uD800-\uDFFF\uFEFF\uFFFE\uFFFF\u2028\u2029]/;

/** js-yaml's loadDocuments, for a text that holds at most one document. */
function readDocuments(cursor: Cursor): unknown[] {
  const documents: unknown[] = [];
  while (cursor.at(cursor.position) === SPACE) {
    cursor.lineIndent++;
    cursor.position++;
  }
  while (cursor.position < cursor.length - 1) {
    // A second document in one chunk comes after `...`, which the subset leaves out.
    if (documents.length > 0) decline();
    documents.push(readDocument(cursor));
  }
  return documents;
}

/** js-yaml's readDocument without directives and `...`. */
function readDocument(cursor: Cursor): unknown {
  cursor.skipSeparationSpace(true);
  if (cursor.lineIndent === 0 && cursor.at(cursor.position) === 0x25 /* % */) decline();
  if (
    cursor.lineIndent === 0 &&
    cursor.at(cursor.position) === DASH &&
    cursor.at(cursor.position + 1) === DASH &&
    cursor.at(cursor.position + 2) === DASH
  ) {
    cursor.position += 3;
    cursor.skipSeparationSpace(true);
  }
  composeNode(cursor, cursor.lineIndent - 1, blockOut, false, true);
  const value = cursor.result;
  cursor.skipSeparationSpace(true);
  if (cursor.position === cursor.lineStart && cursor.atDocumentSeparator()) decline();
  if (cursor.position < cursor.length - 1) decline();
  return value;
}

// Read once as it is and once ending with a line break, the two ways a text's end is reached (see warm-up.ts).
readFastYaml(warmUpText, 100);
readFastYaml(`${warmUpText}\n`, 100);
