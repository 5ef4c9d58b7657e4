import type { FieldError } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import { crdError } from "./decoded.js";

/** `validateSimpleJSONPath`: non-empty and starting with a dot (the dot-split never fails). */
export function simpleJSONPathErrors(path: string, fieldPath: FieldPath): FieldError[] {
  if (path === "") return [crdError.invalid(fieldPath, path, "must not be empty")];
  if (!path.startsWith(".")) {
    return [crdError.invalid(fieldPath, path, "must be a simple json path starting with .")];
  }
  return [];
}
