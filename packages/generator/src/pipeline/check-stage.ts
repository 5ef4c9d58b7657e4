import type { Diagnostic } from "@crdgen/core";
import { createDiagnostic } from "@crdgen/core";
import { errorBody, validateCustomResourceDefinition } from "@crdgen/structural";
import type { AssembledCrd } from "../assemble/crd.js";

/**
 * Runs every CRD through the API server's create-time validation. crdgen builds schemas that are structural
 * by construction, so any error here is a crdgen bug: reported as an internal error with the CRD path.
 */
export function checkStage(crds: readonly AssembledCrd[]): Diagnostic[] {
  return crds.flatMap((assembled) => {
    const span =
      assembled.versions.find((v) => v.root.crd.storageVersion)?.root.span ??
      assembled.versions[0]?.root.span;
    const name = assembled.crd.metadata?.name ?? assembled.kind;
    return validateCustomResourceDefinition(assembled.crd).map((error) =>
      createDiagnostic("CRD2020", `the generated CRD ${name} is invalid: ${errorBody(error)}`, {
        span,
        crdPath: error.field,
      }),
    );
  });
}
