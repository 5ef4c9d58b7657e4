import type { FieldError } from "../model/field-error.js";
import { FieldPath } from "../model/path.js";
import type { DecodeMemo } from "./decode-memo.js";
import { objectMetaType, specType } from "./crd-go-types.js";
import { decodeSchemaNode, decodeValue } from "./decode-value.js";
import { decodeScalar, isJsonObject, unknownField, wrongType } from "./walk.js";

/**
 * The errors the API server's decoder reports before any validation runs, for one
 * apiextensions.k8s.io/v1 CustomResourceDefinition in its JSON form: values of the wrong JSON type
 * (`FieldValueTypeInvalid`, e.g. `spec.group: Invalid value: 5: must be of type string`), values Go cannot parse
 * (bad base64, bad timestamps, integers out of range) and, as kubectl's default strict field validation does,
 * unknown keys (`FieldValueForbidden`, `unknown field "<name>"`, on the path of the key). `null` is accepted
 * everywhere and means absent. `status` is ignored, as the API server resets it on create. Never throws.
 */
export function decodeCustomResourceDefinition(input: unknown): FieldError[] {
  return decodeCrdNoting(input, undefined).errors;
}

/**
 * {@link decodeCustomResourceDefinition} with the subtrees `memo` knows to decode clean skipped (shared with the
 * other CRDs of a batch), also saying whether the CRD holds null elements that Go decodes to a struct's zero
 * value (see `withZeroStructElements`).
 */
export function decodeCrdNoting(
  input: unknown,
  memo: DecodeMemo | undefined,
): { readonly errors: FieldError[]; readonly zeroStructElements: boolean } {
  // Almost every CRD decodes cleanly: a first walk finds that out without building the path of every value
  // it passes, and only a CRD with errors is walked again to say where they are.
  const zeroElements = { count: 0 };
  const found = decodeCrd(input, () => FieldPath.unbuilt, memo, zeroElements);
  const errors =
    found.length === 0 ? found : decodeCrd(input, (name) => FieldPath.root(name), memo, { count: 0 });
  return { errors, zeroStructElements: zeroElements.count > 0 };
}

function decodeCrd(
  input: unknown,
  rootPath: (name: string) => FieldPath,
  memo: DecodeMemo | undefined,
  zeroElements: { count: number },
): FieldError[] {
  const out: FieldError[] = [];
  const root = rootPath("");
  if (input === null || input === undefined) return out;
  if (!isJsonObject(input)) {
    wrongType(out, root, input, "object");
    return out;
  }
  const walk = { out, strict: true, memo, zeroElements };
  for (const key in input) {
    const child = input[key];
    switch (key) {
      case "apiVersion":
      case "kind":
        if (child != null) decodeScalar(out, rootPath(key), child, "string");
        break;
      case "metadata":
        if (child != null) decodeValue(child, objectMetaType, rootPath(key), walk, 0);
        break;
      case "spec":
        if (child != null) decodeValue(child, specType, rootPath(key), walk, 0);
        break;
      case "status":
        break;
      default:
        unknownField(out, root, key);
    }
  }
  return out;
}

/**
 * The decode errors of one `openAPIV3Schema` value found at `path` (see {@link decodeCustomResourceDefinition}):
 * wrong JSON types of every known `JSONSchemaProps` field, recursively, and unknown keys where strict decoding
 * sees them. Schemas nested deeper than `maxSchemaDepth` are reported instead of walked. Never throws.
 */
export function decodeSchema(input: unknown, path: FieldPath): FieldError[] {
  const out: FieldError[] = [];
  decodeSchemaNode(input, path, { out, strict: true, zeroElements: { count: 0 } }, 1);
  return out;
}
