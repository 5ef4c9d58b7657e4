import { goRegexpError } from "@crdgen/cel";
import type { FieldError } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { itemsSchema, listOf, property } from "../node.js";
import { structuralError } from "./errors.js";

/**
 * A13–A19 for the junctors of one node (structural or nested): walks `anyOf`, `allOf`, `oneOf` and `not`
 * branches and checks the node's own `pattern`. `skipAnyOf` / `skipFirstAllOfAnyOf` are A18's
 * int-or-string exceptions.
 */
export function validateValueValidation(
  node: JSONSchemaProps,
  skipAnyOf: boolean,
  skipFirstAllOfAnyOf: boolean,
  path: FieldPath,
  out: FieldError[],
): void {
  if (!skipAnyOf) validateBranches(node.anyOf, "anyOf", -1, path, out);
  validateBranches(node.allOf, "allOf", skipFirstAllOfAnyOf ? 0 : -1, path, out);
  validateBranches(node.oneOf, "oneOf", -1, path, out);
  if (node.not != null) validateNested(node.not, false, path.child("not"), out);

  validatePattern(node, path, out);
}

/** A19: a node's own `pattern` must compile as Go RE2. */
export function validatePattern(node: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  const pattern = node.pattern ?? "";
  if (pattern !== "") {
    const error = goRegexpError(pattern);
    if (error !== undefined) {
      out.push(
        structuralError.invalid(
          path.child("pattern"),
          pattern,
          `must be a valid regular expression, but isn't: ${error}`,
        ),
      );
    }
  }
}

// `skipAnyOfAt` is the index of the branch whose own anyOf is A18's int-or-string pattern (-1: none).
function validateBranches(
  list: readonly JSONSchemaProps[] | null | undefined,
  name: string,
  skipAnyOfAt: number,
  path: FieldPath,
  out: FieldError[],
): void {
  if (list == null) return;
  for (let i = 0; i < list.length; i++) {
    const branch = list[i];
    if (branch != null) validateNested(branch, i === skipAnyOfAt, path.childIndex(name, i), out);
  }
}

/** A13–A17 (and the walk below) for a value-validation node: a junctor branch or anything under one. */
function validateNested(node: JSONSchemaProps, skipAnyOf: boolean, path: FieldPath, out: FieldError[]): void {
  validateValueValidation(node, skipAnyOf, false, path, out);
  const items = itemsSchema(node);
  if (items !== undefined) validateNested(items, false, path.child("items"), out);
  const properties = node.properties;
  if (properties != null) {
    for (const key in properties) {
      const child = properties[key];
      if (child != null) validateNested(child, false, path.childKey("properties", key), out);
    }
  }

  if ((node.type ?? "") !== "") {
    out.push(structuralError.forbidden(path.child("type"), "must be empty to be structural"));
  }
  // `additionalProperties: false` in a junctor is dropped by the structural model; any other form is forbidden.
  if (node.additionalProperties != null && node.additionalProperties !== false) {
    out.push(
      structuralError.forbidden(path.child("additionalProperties"), "must be undefined to be structural"),
    );
  }
  if (node.default != null) {
    out.push(structuralError.forbidden(path.child("default"), "must be undefined to be structural"));
  }
  if ((node.title ?? "") !== "") {
    out.push(structuralError.forbidden(path.child("title"), "must be empty to be structural"));
  }
  if ((node.description ?? "") !== "") {
    out.push(structuralError.forbidden(path.child("description"), "must be empty to be structural"));
  }
  if (node.nullable === true) {
    out.push(structuralError.forbidden(path.child("nullable"), "must be false to be structural"));
  }
  validateForbiddenExtensions(node, path, out);
  if (property(node, "metadata") !== undefined) {
    out.push(
      structuralError.forbidden(
        path.childKey("properties", "metadata"),
        "must not be specified in a nested context",
      ),
    );
  }
}

const forbiddenFlags = [
  "x-kubernetes-preserve-unknown-fields",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-int-or-string",
] as const;

function validateForbiddenExtensions(node: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  for (const flag of forbiddenFlags) {
    if (node[flag] === true) {
      out.push(structuralError.forbidden(path.child(flag), "must be false to be structural"));
    }
  }
  if (listOf(node["x-kubernetes-list-map-keys"]).length > 0) {
    out.push(
      structuralError.forbidden(path.child("x-kubernetes-list-map-keys"), "must be empty to be structural"),
    );
  }
  if (node["x-kubernetes-list-type"] != null) {
    out.push(
      structuralError.forbidden(path.child("x-kubernetes-list-type"), "must be undefined to be structural"),
    );
  }
  if (node["x-kubernetes-map-type"] != null) {
    out.push(
      structuralError.forbidden(path.child("x-kubernetes-map-type"), "must be undefined to be structural"),
    );
  }
  if (listOf(node["x-kubernetes-validations"]).length > 0) {
    out.push(
      structuralError.forbidden(path.child("x-kubernetes-validations"), "must be empty to be structural"),
    );
  }
}
