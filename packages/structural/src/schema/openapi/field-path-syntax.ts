import type { JSONSchemaProps } from "../../model/schema-types.js";
import { validFieldPath } from "../cel/valid-field-path.js";

/**
 * `pathValid` (apiextensions validation.go) for `x-kubernetes-validations[i].fieldPath`: undefined when
 * `cel.ValidFieldPath` accepts `path` on `schema`, else the reason it does not.
 */
export function fieldPathError(path: string, schema: JSONSchemaProps): string | undefined {
  const found = validFieldPath(path, schema);
  return "error" in found ? found.error : undefined;
}
