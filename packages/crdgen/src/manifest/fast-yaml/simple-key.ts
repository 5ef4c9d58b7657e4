import { COLON, isKeyCharacter, isWsOrEol } from "./characters.js";
import type { Cursor } from "./cursor.js";
import { decline } from "./decline.js";
import { resolvePlain } from "./values.js";

/**
 * Reads a block mapping's key when it is a run of {@link isKeyCharacter} characters right before `: ` or a `:`
 * that ends the line (`type:`, `x-kubernetes-list-type:`), as composeNode would read it, notes included:
 * such a run can only be a plain scalar, and it ends at the colon. Returns false, having read nothing, for
 * any other key, which composeNode then reads.
 */
export function readSimpleKey(cursor: Cursor): boolean {
  const input = cursor.input;
  const start = cursor.position;
  let end = start;
  while (isKeyCharacter(input.charCodeAt(end))) end++;
  if (end === start || input.charCodeAt(end) !== COLON || !isWsOrEol(input.charCodeAt(end + 1) | 0)) {
    return false;
  }
  if (cursor.depth >= cursor.maxDepth) decline();
  const notes = cursor.notes;
  notes?.opened(start);
  const key = resolvePlain(input.slice(start, end));
  cursor.position = end;
  cursor.result = key;
  cursor.kind = "scalar";
  cursor.isCollection = false;
  notes?.closed(end, "scalar", key);
  return true;
}
