import type { FieldError } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { itemsSchema, listOf, property, sortedKeys } from "../node.js";
import { structuralError } from "./errors.js";

/**
 * A20–A21: every property and `items` named in the root's junctors must exist in the structural schema.
 * Upstream starts this walk only at the root: junctors of deeper nodes are not compared.
 */
export function validateCompleteness(root: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  compareJunctors(root, root, path, path, out);
}

function compareJunctors(
  v: JSONSchemaProps,
  s: JSONSchemaProps,
  sPath: FieldPath,
  vPath: FieldPath,
  out: FieldError[],
): void {
  if (v.not != null) compareBranch(v.not, s, sPath, vPath.child("not"), out);
  listOf(v.allOf).forEach((branch, i) => {
    compareBranch(branch, s, sPath, vPath.childIndex("allOf", i), out);
  });
  listOf(v.anyOf).forEach((branch, i) => {
    compareBranch(branch, s, sPath, vPath.childIndex("anyOf", i), out);
  });
  listOf(v.oneOf).forEach((branch, i) => {
    compareBranch(branch, s, sPath, vPath.childIndex("oneOf", i), out);
  });
}

function compareBranch(
  v: JSONSchemaProps,
  s: JSONSchemaProps | undefined,
  sPath: FieldPath,
  vPath: FieldPath,
  out: FieldError[],
): void {
  if (s === undefined) {
    out.push(structuralError.required(sPath, `because it is defined in ${vPath.toString()}`));
    return;
  }
  compareJunctors(v, s, sPath, vPath, out);
  const vItems = itemsSchema(v);
  if (vItems !== undefined) {
    compareBranch(vItems, itemsSchema(s), sPath.child("items"), vPath.child("items"), out);
  }
  const properties = v.properties;
  for (const key of sortedKeys(properties)) {
    const vField = properties?.[key];
    if (vField == null) continue;
    const sFieldPath = sPath.childKey("properties", key);
    const vFieldPath = vPath.childKey("properties", key);
    const sField = property(s, key);
    if (sField == null) {
      out.push(structuralError.required(sFieldPath, `because it is defined in ${vFieldPath.toString()}`));
    } else {
      compareBranch(vField, sField, sFieldPath, vFieldPath, out);
    }
  }
}
