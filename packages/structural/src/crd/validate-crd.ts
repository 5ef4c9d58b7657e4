import { RuleCompiler } from "@crdgen/cel";
import { decodeCrdNoting } from "../decode/decode-crd.js";
import { withZeroStructElements } from "../decode/zero-elements.js";
import type { FieldError } from "../model/field-error.js";
import { FieldPath } from "../model/path.js";
import { validateAPIApproval } from "./api-approval.js";
import { crdError, goStruct } from "./decoded.js";
import type { Version } from "./internal-model.js";
import { toInternalSpec } from "./internal-spec.js";
import { validateObjectMeta } from "./object-meta.js";
import { validateSpec } from "./spec.js";
import type { SubtreeMemo } from "../schema/subtree-memo.js";

/**
 * The errors the API server reports when this apiextensions.k8s.io/v1 CustomResourceDefinition is created
 * (`ValidateCustomResourceDefinition` after decoding, defaulting and the v1 → internal conversion), in the order
 * upstream appends them: object metadata, spec (with every schema checked by the schema rules under the path
 * the conversion decides), stored versions, API approval, `spec.preserveUnknownFields`. If the object does
 * not even decode, only the decode errors are returned. Never throws.
 *
 * The CEL rules of all versions are compiled by `options.compiler`, by default one owned by this call; a caller
 * checking many CRDs (or compiling the same rules for its own reports) passes its own to share compilations.
 */
export function validateCustomResourceDefinition(
  crd: unknown,
  options: CrdValidationOptions = {},
): FieldError[] {
  const decoded = decodeCrdNoting(crd, options.memo?.decoded);
  if (decoded.errors.length > 0) return decoded.errors;
  // Null elements Go decodes to a struct's zero value are validated as such (rare: a copy only then).
  const object = goStruct(decoded.zeroStructElements ? withZeroStructElements(crd) : crd) ?? {};
  const metadata = goStruct(object.metadata);
  const spec = toInternalSpec(object.spec);
  const out = validateObjectMeta(metadata, `${spec.names.plural}.${spec.group}`);
  const compiler = options.compiler ?? new RuleCompiler();
  validateSpec(
    spec,
    FieldPath.root("spec"),
    out,
    options.memo === undefined ? { compiler } : { compiler, memo: options.memo },
  );
  validateStoredVersions(spec.versions, out);
  out.push(...validateAPIApproval(spec.group, metadata?.annotations));
  if (spec.preserveUnknownFields) {
    out.push(
      crdError.invalid(
        FieldPath.root("spec").child("preserveUnknownFields"),
        true,
        "cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead",
      ),
    );
  }
  return out;
}

export interface CrdValidationOptions {
  /** Compiles the CEL rules, sharing compilations with the caller's other uses of it. */
  readonly compiler?: RuleCompiler;
  /**
   * Shares the schema walk's results for the subtrees this CRD's schemas have in common with the caller's other
   * CRDs (the same objects, as crdgen's generator shares a named type's schema). Valid only while none of the
   * schemas it has seen changes: make one for a batch of CRDs checked together and drop it with the batch.
   */
  readonly memo?: SubtreeMemo;
}

// On create the server records the first storage version as the only stored version before validating.
function validateStoredVersions(versions: readonly Version[], out: FieldError[]): void {
  const path = FieldPath.root("status").child("storedVersions");
  const storage = versions.find((version) => version.storage);
  if (storage === undefined) {
    out.push(crdError.invalid(path, null, "must have at least one stored version"));
    return;
  }
  const stored = [storage.name];
  const unmatched = new Set(stored);
  for (const version of versions) {
    const known = unmatched.has(version.name);
    if (version.storage && !known) {
      out.push(crdError.invalid(path, stored, `must have the storage version ${version.name}`));
    }
    if (known) unmatched.delete(version.name);
  }
}
