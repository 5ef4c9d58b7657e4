import type { RuleCompiler } from "@crdgen/cel";
import type { Diagnostic, SourceSpan } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { FieldError, SubtreeMemo } from "@crdgen/structural";
import type { CrdWarning } from "@crdgen/structural";
import { errorBody, validateCustomResourceDefinition, warningsOnCreate } from "@crdgen/structural";
import type { AssembledCrd } from "../assemble/crd.js";
import { defaultMarkerError, kindSpan, markerOf } from "./error-owner.js";

/**
 * Runs every CRD through the API server's create-time validation. crdgen builds schemas that are structural
 * by construction, so an error in a part crdgen makes is a crdgen bug, reported as an internal error with the
 * CRD path. The parts the user's markers write (selectable fields, printer columns, the scale subresource, the
 * approval annotation of a protected group, the XValidation rules' total cost) can be wrong as written: those
 * errors are the user's, reported at the marker (or the kind) with the API server's text. `compiler`, when
 * given, shares the rules' compilations with the CEL stage; `memo`, the schema walk's results for the subtrees
 * the CRDs of one assembly share (a named type's schema is the same object in every kind that uses it).
 * A CRD the server accepts may still get its create warnings: `unrecognized format "…"` is a warning at the
 * Format marker that wrote the format (or the field whose type carries it, else the kind), with its CRD path.
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
  return crds.flatMap((assembled) => {
    const errors = validateCustomResourceDefinition(assembled.crd, options);
    // The server sends the format warnings only with a CRD it creates (BeforeCreate returns on the first errors).
    if (errors.length > 0) return errors.flatMap((error) => diagnosticsOf(error, assembled));
    return warningsOnCreate(assembled.crd, errors, memo === undefined ? {} : { memo }).map((warning) =>
      warningOf(warning, assembled),
    );
  });
}

function warningOf(warning: CrdWarning, assembled: AssembledCrd): Diagnostic {
  const code = warning.kind === "unrecognizedFormat" ? "CRD3004" : "CRD3005";
  const at = warning.kind === "unrecognizedFormat" ? formatSpan(warning.steps, assembled) : undefined;
  return createDiagnostic(catalogMessage(code, "serverWarning", { warning: warning.text }), {
    span: at ?? kindSpan(assembled),
    crdPath: warning.field,
  });
}

const schemaSteps = 5; // spec, versions, <i>, schema, openAPIV3Schema

// Where the format a warning is about was written: its version's lowering knows the Format marker or field.
function formatSpan(steps: readonly string[], assembled: AssembledCrd): SourceSpan | undefined {
  const format = valueAt(assembled.crd, steps);
  const version = assembled.versions[Number(steps[2])];
  if (typeof format !== "string" || version?.formatOrigin === undefined) return undefined;
  return version.formatOrigin(steps.slice(schemaSteps), format);
}

function valueAt(value: unknown, steps: readonly string[]): unknown {
  let at = value;
  for (const name of steps) {
    if (typeof at !== "object" || at === null) return undefined;
    at = (at as Readonly<Record<string, unknown>>)[name];
  }
  return at;
}

function diagnosticsOf(error: FieldError, assembled: AssembledCrd): Diagnostic[] {
  const onDefault = defaultMarkerError(error, assembled);
  if (onDefault === "told") return [];
  return [onDefault ?? diagnosticOf(error, assembled)];
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
