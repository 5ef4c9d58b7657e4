import type { FieldError, FieldErrorFactory } from "../../model/field-error.js";
import { ownerReferenceValue, ownerReferencesValue } from "../../model/owner-reference-json.js";
import { parseGroupVersion } from "../../model/group-version.js";
import type { FieldPath } from "../../model/path.js";

/** One owner reference as decoded: metav1.OwnerReference's JSON fields, absent or of their Go types. */
type OwnerReference = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * apimachinery's ValidateOwnerReferences as Kubernetes 1.35 has it (v0.35.0 pkg/api/validation/objectmeta.go:92-108),
 * shared by objects' metadata, embedded resources' metadata in defaults and the CRD's own metadata. Every
 * reference's errors are reported on the list path itself, without its index (validateOwnerReference gets
 * `fldPath`, not `fldPath.Index(i)`); apimachinery 1.37 indexes them, which crdgen does not follow.
 */
export function validateOwnerReferences(
  refs: readonly OwnerReference[],
  path: FieldPath,
  errors: FieldErrorFactory,
): FieldError[] {
  const out: FieldError[] = [];
  let firstController = "";
  for (const ref of refs) {
    out.push(...validateOwnerReference(ref, path, errors));
    if (ref.controller !== true) continue;
    const current = `${text(ref.kind)}/${text(ref.name)}`;
    if (firstController === "") {
      firstController = current;
    } else {
      const detail = `Only one reference can have Controller set to true. Found "true" in references for ${firstController} and ${current}`;
      out.push(errors.invalid(path, ownerReferencesValue(refs), detail));
    }
  }
  return out;
}

// validateOwnerReference, v0.35.0 objectmeta.go:69-89. The bad values of the empty-field errors are always "",
// which ErrorBody prints the same whether the Go type is string or the named types.UID.
function validateOwnerReference(
  ref: OwnerReference,
  path: FieldPath,
  errors: FieldErrorFactory,
): FieldError[] {
  const out: FieldError[] = [];
  const apiVersion = text(ref.apiVersion);
  const kind = text(ref.kind);
  const name = text(ref.name);
  const uid = text(ref.uid);
  // schema.FromAPIVersionAndKind (group_version.go:300-305): a version that does not parse is the zero one.
  const gvk = parseGroupVersion(apiVersion) ?? { group: "", version: "" };
  if (gvk.version === "") {
    out.push(errors.invalid(path.child("apiVersion"), apiVersion, "version must not be empty"));
  }
  if (kind === "") out.push(errors.invalid(path.child("kind"), kind, "must not be empty"));
  if (name === "") out.push(errors.invalid(path.child("name"), name, "must not be empty"));
  if (uid === "") out.push(errors.invalid(path.child("uid"), uid, "must not be empty"));
  // BannedOwners holds only /v1, Kind=Event, which is also how `%s` prints that GroupVersionKind.
  if (gvk.group === "" && gvk.version === "v1" && kind === "Event") {
    out.push(
      errors.invalid(path, ownerReferenceValue(ref), "/v1, Kind=Event is disallowed from being an owner"),
    );
  }
  return out;
}
