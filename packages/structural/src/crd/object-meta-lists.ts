import type { FieldError } from "../model/field-error.js";
import { appendErrors } from "../model/field-error.js";
import { validateOwnerReferences as ownerReferenceErrors } from "../defaults/objectmeta/owner-references.js";
import type { FieldPath } from "../model/path.js";
import { crdError, goString, goStrings, goStructs } from "./decoded.js";
import { qualifiedNameErrors } from "./name-formats.js";

/**
 * `ValidateOwnerReferences` of the CRD's own metadata: the one implementation every object's metadata goes through
 * (Kubernetes 1.35: every entry's errors on the list path itself, no index), over the fields as Go decodes them.
 */
export function validateOwnerReferences(input: unknown, path: FieldPath, out: FieldError[]): void {
  appendErrors(out, ownerReferenceErrors(dedupOwnerReferences(input).kept, path, crdError));
}

/** A `metav1.OwnerReference` as Go decodes it (a record, as ValidateOwnerReferences reads one). */
type OwnerReference = Readonly<{
  apiVersion: string;
  kind: string;
  name: string;
  uid: string;
  controller: boolean | undefined;
  blockOwnerDeletion: boolean | undefined;
}>;

/** What the create handler's dedup leaves and removes (see {@link dedupOwnerReferences}). */
export interface DedupedOwnerReferences {
  readonly kept: readonly OwnerReference[];
  /** The UIDs of the removed entries, in order (a UID repeats when several copies go). */
  readonly duplicates: readonly string[];
  /** The index of the first removed entry in the input, when one was removed. */
  readonly firstDuplicate?: number;
}

/**
 * The create handler's `dedupOwnerReferences` (apiserver v0.35.0 pkg/endpoints/handlers/rest.go:297-330, run at
 * create.go:193 before the object is validated): an entry whose UID was seen and which equals a kept entry
 * field for field (`apiequality.Semantic.DeepEqual`, so an absent `controller` differs from `false`) is removed.
 */
export function dedupOwnerReferences(input: unknown): DedupedOwnerReferences {
  const kept: OwnerReference[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  let firstDuplicate: number | undefined;
  goStructs(input).forEach((reference, i) => {
    const ref: OwnerReference = {
      apiVersion: goString(reference.apiVersion),
      kind: goString(reference.kind),
      name: goString(reference.name),
      uid: goString(reference.uid),
      controller: goBoolPointer(reference.controller),
      blockOwnerDeletion: goBoolPointer(reference.blockOwnerDeletion),
    };
    if (!seen.has(ref.uid) || !kept.some((k) => sameReference(k, ref))) {
      seen.add(ref.uid);
      kept.push(ref);
    } else {
      duplicates.push(ref.uid);
      firstDuplicate ??= i;
    }
  });
  return firstDuplicate === undefined ? { kept, duplicates } : { kept, duplicates, firstDuplicate };
}

function sameReference(a: OwnerReference, b: OwnerReference): boolean {
  return (
    a.apiVersion === b.apiVersion &&
    a.kind === b.kind &&
    a.name === b.name &&
    a.uid === b.uid &&
    a.controller === b.controller &&
    a.blockOwnerDeletion === b.blockOwnerDeletion
  );
}

/** `ValidateFinalizers`; every finalizer's errors are reported on the list path. */
export function validateFinalizers(input: unknown, path: FieldPath, out: FieldError[]): void {
  const finalizers = goStrings(input);
  for (const finalizer of finalizers) {
    for (const message of qualifiedNameErrors(finalizer)) {
      out.push(crdError.invalid(path, finalizer, message));
    }
  }
  if (finalizers.includes("orphan") && finalizers.includes("foregroundDeletion")) {
    out.push(
      crdError.invalid(path, finalizers, "finalizer orphan and foregroundDeletion cannot be both set"),
    );
  }
}

// A Go `*bool` field: undefined when absent.
function goBoolPointer(input: unknown): boolean | undefined {
  return typeof input === "boolean" ? input : undefined;
}
