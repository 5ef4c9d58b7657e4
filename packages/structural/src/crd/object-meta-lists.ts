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
  const references = goStructs(input).map((reference) => ({
    apiVersion: goString(reference.apiVersion),
    kind: goString(reference.kind),
    name: goString(reference.name),
    uid: goString(reference.uid),
    controller: goBoolPointer(reference.controller),
    blockOwnerDeletion: goBoolPointer(reference.blockOwnerDeletion),
  }));
  appendErrors(out, ownerReferenceErrors(references, path, crdError));
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
