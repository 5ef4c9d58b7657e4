import { DecodeMemo } from "../decode/decode-memo.js";
import { DefaultsMemo } from "../defaults/defaults-memo.js";
import { SchemaWalkMemo } from "./openapi/walk-memo.js";

/**
 * What checking the CRDs of one batch learns about the schema subtrees they share, so that each shared subtree
 * is decoded and walked once: crdgen's generator lowers a named type once per run, and every kind that uses it
 * holds the same objects (the PodTemplateSpec under every workload kind). Subtrees are found again by object
 * identity, so a memo is valid only while none of the CRDs it has seen changes: its owner makes one for a batch
 * checked together and drops it with the batch. Only subtrees without errors are kept; a CRD with an error is
 * checked again with paths without the memo's help, so no error ever has to move to another path.
 */
export class SubtreeMemo {
  /** The subtrees that decoded clean. */
  readonly decoded = new DecodeMemo();
  /** The schema walk's findings in the subtrees it found clean. */
  readonly walked = new SchemaWalkMemo();
  /** The subtrees whose defaults are valid wherever they appear outside resource metadata. */
  readonly defaulted = new DefaultsMemo();
  /** The subtrees without a format the server warns about on create (`unrecognized format "…"`). */
  readonly formatless = new Set<object>();
}
