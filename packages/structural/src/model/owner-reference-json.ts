import { scalarJson, sliceJson, stringJson, structJson, valueJson } from "./go-struct-json.js";
import { GoSyntax } from "./go-value.js";

// metav1.OwnerReference (apis/meta/v1/types.go) marshals by its json tags in declaration order, `controller`
// and `blockOwnerDeletion` left out when nil (omitempty): the bad values of ValidateOwnerReferences' errors
// print that way (apimachinery >= 1.34), not as the decoded object with sorted keys.

function ownerReference(ref: unknown): string {
  return valueJson(ref, (r) =>
    structJson([
      ["apiVersion", stringJson(r.apiVersion)],
      ["kind", stringJson(r.kind)],
      ["name", stringJson(r.name)],
      ["uid", stringJson(r.uid)],
      ...(r.controller == null ? [] : [["controller", scalarJson(r.controller)] as const]),
      ...(r.blockOwnerDeletion == null
        ? []
        : [["blockOwnerDeletion", scalarJson(r.blockOwnerDeletion)] as const]),
    ]),
  );
}

/** One owner reference as the API server prints it in an error. */
export function ownerReferenceValue(ref: unknown): GoSyntax {
  return new GoSyntax(ownerReference(ref));
}

/** The `[]OwnerReference` as the API server prints it in an error. */
export function ownerReferencesValue(refs: unknown): GoSyntax {
  return new GoSyntax(sliceJson(refs, ownerReference));
}
