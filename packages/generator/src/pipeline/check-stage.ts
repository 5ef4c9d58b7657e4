import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { FieldError } from "@crdgen/structural";
import { errorBody, validateCustomResourceDefinition } from "@crdgen/structural";
import type { AssembledCrd } from "../assemble/crd.js";
import { markerOf } from "./error-owner.js";

/**
 * Runs every CRD through the API server's create-time validation. crdgen builds schemas that are structural
 * by construction, so an error in a part crdgen makes is a crdgen bug, reported as an internal error with the
 * CRD path. The parts the user's markers write (selectable fields, printer columns, the scale subresource, the
 * approval annotation of a protected group) can be wrong as written: those errors are the user's, reported at
 * the marker with the API server's text.
 */
export function checkStage(crds: readonly AssembledCrd[]): Diagnostic[] {
  return crds.flatMap((assembled) =>
    validateCustomResourceDefinition(assembled.crd).map((error) => diagnosticOf(error, assembled)),
  );
}

function diagnosticOf(error: FieldError, assembled: AssembledCrd): Diagnostic {
  const owner = markerOf(error, assembled);
  if (owner !== undefined) return owner;
  const span =
    assembled.versions.find((v) => v.root.crd.storageVersion)?.root.span ?? assembled.versions[0]?.root.span;
  if (isCrdCostTotal(error)) {
    // The rules are the user's (XValidation markers), each within its own budget; together they are too
    // expensive. The per-rule errors of the most expensive ones follow at their markers' paths.
    const message = catalogMessage("CRD1025", "crdTotal", { kind: assembled.kind, detail: errorBody(error) });
    return createDiagnostic(message, { span, crdPath: error.field });
  }
  const name = assembled.crd.metadata?.name ?? assembled.kind;
  return createDiagnostic(catalogMessage("CRD2020", "invalidCrd", { name, detail: errorBody(error) }), {
    span,
    crdPath: error.field,
  });
}

/** validation.go's per-CRD total: Forbidden at the schema root, `x-kubernetes-validations estimated rule cost total …`. */
function isCrdCostTotal(error: FieldError): boolean {
  return (
    error.type === "FieldValueForbidden" &&
    /openAPIV3Schema$/.test(error.field) &&
    error.detail.startsWith("x-kubernetes-validations estimated rule cost total")
  );
}
