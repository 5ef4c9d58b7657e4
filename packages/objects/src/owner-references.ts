import { isJsonObject } from "@crdgen/structural";

// The fields of metav1.OwnerReference; two references are the same when all of them are (apiequality.Semantic:
// the two *bool fields compare by what they point to, so an absent `controller` is not `controller: false`).
const referenceFields = ["apiVersion", "kind", "name", "uid", "controller", "blockOwnerDeletion"];

const sameReference = (a: unknown, b: unknown): boolean =>
  isJsonObject(a) && isJsonObject(b) && referenceFields.every((field) => a[field] === b[field]);

/**
 * The create and update handlers' dedupOwnerReferencesAndAddWarning (apiserver pkg/endpoints/handlers/rest.go:297-353,
 * called from create.go:193 and update.go:226 on the decoded request object, before any validation): an owner
 * reference equal to one kept before it is dropped, and one warning names the UIDs of the dropped ones.
 * `metadata` is the decoded object's metadata as stored (SetObjectMeta's encoding); returns it without the
 * dropped references (the same object when there are none), and the warning.
 */
function dedupOwnerReferences(metadata: Readonly<Record<string, unknown>>): {
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly warning?: string;
} {
  const refs = metadata.ownerReferences;
  if (!Array.isArray(refs) || refs.length < 2) return { metadata };
  const kept: unknown[] = [];
  const duplicates: string[] = [];
  for (const ref of refs) {
    if (kept.some((other) => sameReference(other, ref))) {
      duplicates.push(isJsonObject(ref) && typeof ref.uid === "string" ? ref.uid : "");
    } else {
      kept.push(ref);
    }
  }
  if (duplicates.length === 0) return { metadata };
  return {
    metadata: { ...metadata, ownerReferences: kept },
    // DuplicateOwnerReferencesWarningFormat (handlers/rest.go:57) with the UIDs joined by ", ".
    warning:
      ".metadata.ownerReferences contains duplicate entries; API server dedups owner references in 1.20+, and may " +
      "reject such requests as early as 1.24; please fix your requests; duplicate UID(s) observed: " +
      duplicates.join(", "),
  };
}

/**
 * dedupOwnerReferences on a decoded request object: `stored` (its metadata as SetObjectMeta wrote it) loses the
 * duplicates in place, and the decoded ObjectMeta `meta` the strategy validates is returned without them, with
 * the warning. Both hold the same references, in two spellings that compare alike.
 */
export function withoutDuplicateOwners(
  stored: Record<string, unknown>,
  meta: Readonly<Record<string, unknown>>,
): { readonly meta: Readonly<Record<string, unknown>>; readonly warning?: string } {
  const decoded = dedupOwnerReferences(meta);
  if (decoded.warning === undefined) return { meta };
  if (isJsonObject(stored.metadata)) stored.metadata = { ...dedupOwnerReferences(stored.metadata).metadata };
  return { meta: decoded.metadata, warning: decoded.warning };
}
