import type { FieldError } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import type { JSONSchemaProps } from "../model/schema-types.js";
import { conversionError } from "../schema/structural/conversion.js";
import { crdError } from "./decoded.js";
import { notAValidField, resolveFieldPath } from "./structural-field-path.js";

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
  // Without a structural schema (a hoisted `schema: {}`, or one that does not convert) upstream goes on with a
  // nil one (validation.go:312-316 and :485-490, v0.35.0): the paths ValidFieldPath rejects before stepping into
  // the schema get their errors, and a path that steps in dereferences the nil pointer (cel/validation.go:660),
  // a server error (HTTP 500, no field errors); for that we report nothing more than the conversion error.
  const root = schema.openAPIV3Schema;
  const unconvertible = root === undefined ? undefined : conversionError(root);
  if (unconvertible !== undefined) out.push(crdError.invalid(paths.schema, "", unconvertible));
  if (root !== undefined && unconvertible === undefined) {
    validateFieldPaths(jsonPaths, root, paths.fields, out);
    return;
  }
  const panics = jsonPaths.some((p) => p !== "" && resolveFieldPath(p, undefined) === notAValidField);
  if (!panics) validateFieldPaths(jsonPaths, undefined, paths.fields, out);
}

function validateFieldPaths(
  jsonPaths: readonly string[],
  root: JSONSchemaProps | undefined,
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
