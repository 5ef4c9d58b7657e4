import type { RuleCompiler } from "@crdgen/cel";
import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { FieldError, SubtreeMemo } from "@crdgen/structural";
import { errorBody, validateCustomResourceDefinition } from "@crdgen/structural";
import type { AssembledCrd } from "../assemble/crd.js";
import { kindSpan, markerOf } from "./error-owner.js";

/**
 * Runs every CRD through the API server's create-time validation. crdgen builds schemas that are structural
 * by construction, so an error in a part crdgen makes is a crdgen bug, reported as an internal error with the
 * CRD path. The parts the user's markers write (selectable fields, printer columns, the scale subresource, the
 * approval annotation of a protected group, the XValidation rules' total cost) can be wrong as written: those
 * errors are the user's, reported at the marker (or the kind) with the API server's text. `compiler`, when
 * given, shares the rules' compilations with the CEL stage; `memo`, the schema walk's results for the subtrees
 * the CRDs of one assembly share (a named type's schema is the same object in every kind that uses it).
 */
export function checkStage(
  crds: readonly AssembledCrd[],
  compiler?: RuleCompiler,
  memo?: SubtreeMemo,
): Diagnostic[] {
  const options = {
    ...(compiler === undefined ? {} : { compiler }),
    ...(memo === undefined ? {} : { memo }),
  };
  return crds.flatMap((assembled) =>
    validateCustomResourceDefinition(assembled.crd, options).map((error) => diagnosticOf(error, assembled)),
  );
}

function diagnosticOf(error: FieldError, assembled: AssembledCrd): Diagnostic {
  const owner = markerOf(error, assembled);
  if (owner !== undefined) return owner;
  const span = kindSpan(assembled);
  const name = assembled.crd.metadata?.name ?? assembled.kind;
  return createDiagnostic(catalogMessage("CRD2020", "invalidCrd", { name, detail: errorBody(error) }), {
    span,
    crdPath: error.field,
  });
}
