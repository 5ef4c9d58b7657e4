import type { FieldError } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { isModelZero, sortedKeys } from "../node.js";
import { structuralError } from "./errors.js";

// The API server owns ObjectMeta; a CRD may only narrow the two names a client chooses.
const allowedPropertySets = new Set(["name", "generateName", "generateName,name"]);

/**
 * A12: the root's `metadata` schema may say nothing but `type` and restrictions of `name` / `generateName`.
 * Its `default` is reported by C1 instead.
 */
export function validateRootMetadata(metadata: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  const saysMore = Object.entries(metadata).some(([key, value]) => {
    if (key === "type" || key === "default") return false;
    // Any form of additionalProperties, even `false`, is kept by the structural model.
    if (key === "additionalProperties") return value != null;
    if (key === "properties") {
      return (
        !allowedPropertySets.has(sortedKeys(value as Record<string, unknown> | null).join(",")) &&
        !isModelZero(key, value)
      );
    }
    return !isModelZero(key, value);
  });
  if (saysMore) {
    out.push(
      structuralError.forbidden(
        path,
        "must not specify anything other than name and generateName, but metadata is implicitly specified",
      ),
    );
  }
}
