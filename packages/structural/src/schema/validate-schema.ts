import { validateDefaults } from "../defaults/index.js";
import type { FieldError } from "../model/field-error.js";
import { appendErrors } from "../model/field-error.js";
import { FieldPath } from "../model/path.js";
import type { JSONSchemaProps } from "../model/schema-types.js";
import type { WalkFindings } from "./openapi/context.js";
import { noFindings, rootContext } from "./openapi/context.js";
import { ownKeys, sortedKeys } from "./node.js";
import { schemaError } from "./openapi/errors.js";
import { walkOpenAPISchema } from "./openapi/walk.js";
import type { SchemaValidationOptions } from "./options.js";
import { RuleCompiler } from "@crdgen/cel";
import { CelSession } from "./cel/session.js";
import { validateCelRules } from "./cel/validate-cel.js";
import { validateStatusRoot } from "./status-root.js";
import { conversionError } from "./structural/conversion.js";
import { structuralError } from "./structural/errors.js";
import { completeStructuralRules } from "./structural/validate-structural.js";

/**
 * Upstream's `validateCustomResourceDefinitionValidation` for one decoded `openAPIV3Schema` whose errors
 * are reported under `path` (`spec.validation.openAPIV3Schema` or `spec.versions[i].schema.openAPIV3Schema`).
 * Errors in the API server's order: B16, B15, structural conversion (A22) and rules (A1–A21), default values
 * (C3–C11) only when those pass, then the B/C1/D walk; the conversion error only when nothing else was found.
 * The CEL rules (D10–D14) are compiled when the schema is structural with valid defaults; their errors follow
 * the walk's, the per-CRD cost total's come last. The rule ids and this order are defined in docs/rules.md
 * (§1.4).
 */
export function validateOpenAPISchema(
  schema: JSONSchemaProps | null | undefined,
  path: FieldPath,
  options: SchemaValidationOptions,
): FieldError[] {
  if (schema == null) return [];
  const compiler = options.compiler ?? new RuleCompiler();
  const out: FieldError[] = [];
  if (options.statusEnabled) validateStatusRoot(schema, path, out);
  if (schema.nullable === true) {
    out.push(schemaError.forbidden(path.child("nullable"), "nullable cannot be true at the root"));
  }

  // The B-walk runs first although its errors come last: on its way it checks the structural rules' node
  // rules, finds out whether the schema can fail to convert and where the defaults are, so that none of
  // those steps needs a walk of its own over every node.
  const { errors: walkErrors, findings } = walkInUpstreamOrder(schema, path, options);

  let unconvertible: string | undefined;
  // Upstream's RootCELContext exists only once the structural rules and the defaults pass.
  let celReady = false;
  if (options.requireStructuralSchema) {
    unconvertible = findings.mayNotConvert ? conversionError(schema) : undefined;
    if (unconvertible === undefined) {
      const structuralErrors = completeStructuralRules(schema, path, findings.structuralErrors);
      appendErrors(out, structuralErrors);
      if (structuralErrors.length === 0) {
        const defaultErrors = validateDefaults(schema, path, {
          requirePrunedDefaults: options.requirePrunedDefaults,
          withDefaults: findings.withDefaults,
          ...(options.cel === undefined ? {} : { cel: options.cel }),
          ...(options.memo === undefined ? {} : { memo: options.memo.defaulted }),
          compiler,
        });
        appendErrors(out, defaultErrors);
        celReady = defaultErrors.length === 0;
      }
    }
  }
  appendErrors(out, walkErrors);
  const celErrors = celReady
    ? validateCelRules(
        schema,
        path,
        findings.rulesBlocked,
        new CelSession(options.cel ?? {}, "NewExpressions", compiler),
        findings.leadingToRules,
      )
    : [];
  if (out.length === 0 && celErrors.length === 0 && unconvertible !== undefined) {
    out.push(structuralError.invalid(path, "", unconvertible));
  }
  appendErrors(out, celErrors);
  return out;
}

/**
 * The B-walk's errors in upstream's order, which visits map keys sorted, and its findings. Almost every schema
 * has no error at all, so the walk first follows the input's own order, which spares sorting the keys of every
 * node, without building the path of every node it passes (`FieldPath.unbuilt`). Only when it found an error,
 * its own or a structural one, it walks again sorted, with paths, and those findings are the ones returned
 * (the same but for the paths of their errors, whose order completeStructuralRules sets). Only the first walk
 * uses the memo: it keeps clean subtrees, so the walk with paths never meets an error that needs moving.
 */
function walkInUpstreamOrder(
  schema: JSONSchemaProps,
  path: FieldPath,
  options: SchemaValidationOptions,
): { readonly errors: FieldError[]; readonly findings: WalkFindings } {
  const errors: FieldError[] = [];
  const findings = noFindings();
  walkOpenAPISchema(
    schema,
    FieldPath.unbuilt,
    rootContext(options, findings, ownKeys, options.memo?.walked),
    "root",
    errors,
  );
  if (errors.length === 0 && findings.structuralErrors.length === 0) return { errors, findings };
  const sorted: FieldError[] = [];
  const found = noFindings();
  walkOpenAPISchema(schema, path, rootContext(options, found, sortedKeys), "root", sorted);
  return { errors: sorted, findings: found };
}
