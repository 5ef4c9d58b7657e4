import type { FieldError } from "../../model/field-error.js";
import { errorString } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { validateCompleteness } from "./completeness.js";
import { validateStructuralNode } from "./invariants.js";

/**
 * Upstream's `ValidateStructural` (rules A1–A21) on a schema that converts to the structural model (A22),
 * with the errors sorted by their full string, as the API server sorts them.
 */
export function validateStructuralRules(schema: JSONSchemaProps, path: FieldPath): FieldError[] {
  const nodeErrors: FieldError[] = [];
  validateStructuralNode(schema, "root", path, nodeErrors);
  return completeStructuralRules(schema, path, nodeErrors);
}

/**
 * {@link validateStructuralRules} for a caller whose own walk has checked rules A1–A19 on every structural node
 * (see `checkStructuralNode`) into `nodeErrors`: adds A20–A21 and sorts. Takes over `nodeErrors`.
 */
export function completeStructuralRules(
  schema: JSONSchemaProps,
  path: FieldPath,
  nodeErrors: FieldError[],
): FieldError[] {
  validateCompleteness(schema, path, nodeErrors);
  return sortByErrorString(nodeErrors);
}

function sortByErrorString(errors: FieldError[]): FieldError[] {
  return errors
    .map((error) => ({ error, text: errorString(error) }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
    .map(({ error }) => error);
}
