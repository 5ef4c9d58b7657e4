import type { CustomResourceSubresourceScale, FieldError } from "@crdgen/structural";
import { FieldPath, fieldErrors, goFormatV, goKind, isJsonObject } from "@crdgen/structural";

const errors = fieldErrors("objects");
const maxInt32 = 2 ** 31 - 1;

// encoding/json's %T of a decoded value.
const goTypes: Record<ReturnType<typeof goKind>, string> = {
  nil: "<nil>",
  string: "string",
  bool: "bool",
  int64: "int64",
  float64: "float64",
  slice: "[]interface {}",
  map: "map[string]interface {}",
};

type Nested = { readonly value: unknown; readonly found: boolean; readonly error?: string };

// unstructured.NestedFieldNoCopy: follows the fields through maps; a null on the way is not found, any other
// non-map an error.
function nestedField(object: unknown, fields: readonly string[]): Nested {
  let at: unknown = object;
  for (const [i, field] of fields.entries()) {
    if (at === null) return { value: undefined, found: false };
    if (!isJsonObject(at)) {
      const path = "." + fields.slice(0, i + 1).join(".");
      const error = `${path} accessor error: ${goFormatV(at)} is of the type ${goTypes[goKind(at)]}, expected map[string]interface{}`;
      return { value: undefined, found: false, error };
    }
    if (!Object.hasOwn(at, field)) return { value: undefined, found: false };
    at = at[field];
  }
  return { value: at, found: true };
}

function nestedInt64(object: unknown, fields: readonly string[]): { value: number; error?: string } {
  const nested = nestedField(object, fields);
  if (nested.error !== undefined) return { value: 0, error: nested.error };
  if (!nested.found) return { value: 0 };
  if (goKind(nested.value) !== "int64") {
    const path = "." + fields.join(".");
    const type = goTypes[goKind(nested.value)];
    return {
      value: 0,
      error: `${path} accessor error: ${goFormatV(nested.value)} is of the type ${type}, expected int64`,
    };
  }
  return { value: nested.value as number };
}

function replicasErrors(object: unknown, jsonPath: string): FieldError[] {
  const path = FieldPath.root(jsonPath);
  const { value, error } = nestedInt64(object, jsonPath.replace(/^\./, "").split("."));
  if (error !== undefined) return [errors.invalid(path, value, error)];
  if (value < 0) return [errors.invalid(path, value, "should be a non-negative integer")];
  if (value > maxInt32) return [errors.invalid(path, value, `should be less than or equal to ${maxInt32}`)];
  return [];
}

/**
 * The scale subresource's checks on create (ValidateScaleSpec and ValidateScaleStatus): the replicas at
 * `specReplicasPath` and `statusReplicasPath` are int32 counts when present, and `labelSelectorPath` leads
 * through objects.
 */
export function validateScale(
  object: unknown,
  scale: CustomResourceSubresourceScale | undefined,
): FieldError[] {
  if (scale === undefined) return [];
  const out = [
    ...replicasErrors(object, scale.specReplicasPath ?? ""),
    ...replicasErrors(object, scale.statusReplicasPath ?? ""),
  ];
  const selectorPath = scale.labelSelectorPath;
  if (typeof selectorPath === "string") {
    const nested = nestedField(object, selectorPath.replace(/^\./, "").split("."));
    const notString = nested.found && typeof nested.value !== "string";
    if (nested.error !== undefined || notString) {
      const type = goTypes[goKind(nested.value)];
      const error =
        nested.error ??
        `${selectorPath} accessor error: ${goFormatV(nested.value)} is of the type ${type}, expected string`;
      out.push(errors.invalid(FieldPath.root(selectorPath), "", error));
    }
  }
  return out;
}
