import type { FieldError } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import type { JSONSchemaProps } from "../model/schema-types.js";
import { conversionError } from "../schema/structural/conversion.js";
import { crdError } from "./decoded.js";
import { resolveFieldPath } from "./structural-field-path.js";

const maxSelectableFields = 8;
const allowedTypes = new Set(["string", "boolean", "integer"]);

/**
 * The selectable-field checks of one version (or of the spec, when hoisted): the schema must exist and convert
 * to the structural model (error on `schemaPath`), then `ValidateCustomResourceSelectableFields`.
 * `missingSchemaDetail` differs between the per-version and the hoisted check, as upstream's texts do.
 */
export function validateSelectableFields(
  jsonPaths: readonly string[],
  schema: { readonly present: boolean; readonly openAPIV3Schema: JSONSchemaProps | undefined },
  paths: { readonly fields: FieldPath; readonly schema: FieldPath },
  missingSchemaDetail: string,
  out: FieldError[],
): void {
  if (jsonPaths.length === 0) return;
  if (!schema.present) {
    out.push(crdError.invalid(paths.fields, "", missingSchemaDetail));
    return;
  }
  // Without a structural schema (a hoisted `schema: {}`, or one that does not convert) upstream goes on and
  // dereferences a nil pointer, a server error; we stop instead (B1 or the conversion error already reject it).
  const root = schema.openAPIV3Schema;
  if (root === undefined) return;
  const unconvertible = conversionError(root);
  if (unconvertible !== undefined) {
    out.push(crdError.invalid(paths.schema, "", unconvertible));
    return;
  }
  validateFieldPaths(jsonPaths, root, paths.fields, out);
}

function validateFieldPaths(
  jsonPaths: readonly string[],
  root: JSONSchemaProps,
  path: FieldPath,
  out: FieldError[],
): void {
  const unique = new Set<string>();
  jsonPaths.forEach((jsonPath, i) => {
    const fieldPath = path.index(i).child("jsonPath");
    if (jsonPath === "") {
      out.push(crdError.required(fieldPath));
      return;
    }
    const resolved = resolveFieldPath(jsonPath, root);
    if (typeof resolved === "string") {
      out.push(crdError.invalid(fieldPath, jsonPath, `is an invalid path: ${resolved}`));
      return;
    }
    if (resolved.rootName === "metadata") {
      out.push(crdError.invalid(fieldPath, jsonPath, "must not point to fields in metadata"));
    }
    if (!allowedTypes.has(resolved.schema?.type ?? "")) {
      out.push(
        crdError.invalid(
          fieldPath,
          jsonPath,
          "must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed.",
        ),
      );
    }
    const key = resolved.path.toString();
    if (unique.has(key)) out.push(crdError.duplicate(fieldPath, jsonPath));
    else unique.add(key);
  });
  if (unique.size > maxSelectableFields) {
    out.push(crdError.tooMany(path, unique.size, `must have at most ${maxSelectableFields} items`));
  }
}
