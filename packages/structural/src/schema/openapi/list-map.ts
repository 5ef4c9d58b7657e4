import type { FieldError } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { SchemaValidationOptions } from "../options.js";
import { itemsSchema, listOf, property, typeOf } from "../node.js";
import { GoSyntax, goMarshalled } from "../../model/go-value.js";
import { itemsGoJson } from "../../model/internal-json.js";
import { schemaError } from "./errors.js";

/** B13 and D1–D8: preserve-unknown-fields, map-type, list-type and list-map-keys, in upstream's order. */
export function validateTopology(
  node: JSONSchemaProps,
  path: FieldPath,
  options: SchemaValidationOptions,
  out: FieldError[],
): void {
  if (node["x-kubernetes-preserve-unknown-fields"] === false) {
    out.push(
      schemaError.invalid(
        path.child("x-kubernetes-preserve-unknown-fields"),
        false,
        "must be true or undefined",
      ),
    );
  }
  validateMapType(node, path, out);
  validateListType(node, path, options, out);
  validateListMapKeys(node, path, out);
  if (options.requireMapListKeysMapSetValidation) validateMapListKeysMapSet(node, path, out);
}

function requireType(
  node: JSONSchemaProps,
  wanted: string,
  detail: string,
  path: FieldPath,
  out: FieldError[],
): boolean {
  const type = typeOf(node);
  if (type === wanted) return true;
  out.push(
    type === ""
      ? schemaError.required(path.child("type"), detail)
      : schemaError.invalid(path.child("type"), type, detail),
  );
  return false;
}

function validateMapType(node: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  const mapType = node["x-kubernetes-map-type"];
  if (mapType == null) return;
  requireType(node, "object", "must be object if x-kubernetes-map-type is specified", path, out);
  if (mapType !== "atomic" && mapType !== "granular") {
    out.push(schemaError.notSupported(path.child("x-kubernetes-map-type"), mapType, ["atomic", "granular"]));
  }
}

function validateListType(
  node: JSONSchemaProps,
  path: FieldPath,
  options: SchemaValidationOptions,
  out: FieldError[],
): void {
  const listType = node["x-kubernetes-list-type"];
  if (listType == null) return;
  const isArray = requireType(
    node,
    "array",
    "must be array if x-kubernetes-list-type is specified",
    path,
    out,
  );
  const items = itemsSchema(node);
  if (isArray && options.requireAtomicSetType && listType === "set" && items !== undefined) {
    const detail = "must be atomic as item of a list with x-kubernetes-list-type=set";
    const itemListType = items["x-kubernetes-list-type"] ?? null;
    if (typeOf(items) === "array" && itemListType !== null && itemListType !== "atomic") {
      out.push(
        schemaError.invalid(
          path.child("items").child("x-kubernetes-list-type"),
          goMarshalled(itemListType),
          detail,
        ),
      );
    } else if (typeOf(items) === "object" && items["x-kubernetes-map-type"] !== "atomic") {
      // Upstream shows the item's list-type here, not its map-type; the value is the `*string` field (JSON).
      out.push(
        schemaError.invalid(
          path.child("items").child("x-kubernetes-map-type"),
          goMarshalled(itemListType),
          detail,
        ),
      );
    }
  }
  if (listType !== "atomic" && listType !== "set" && listType !== "map") {
    out.push(
      schemaError.notSupported(path.child("x-kubernetes-list-type"), listType, ["atomic", "set", "map"]),
    );
  }
}

function validateListMapKeys(node: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  const listType = node["x-kubernetes-list-type"];
  const keys = listOf(node["x-kubernetes-list-map-keys"]);
  if (keys.length > 0) {
    const detail = "must be map if x-kubernetes-list-map-keys is non-empty";
    if (listType == null) {
      out.push(schemaError.required(path.child("x-kubernetes-list-type"), detail));
    } else if (listType !== "map") {
      out.push(schemaError.invalid(path.child("x-kubernetes-list-type"), listType, detail));
    }
  }
  if (listType !== "map") return;
  if (keys.length === 0) {
    out.push(
      schemaError.required(
        path.child("x-kubernetes-list-map-keys"),
        "must not be empty if x-kubernetes-list-type is map",
      ),
    );
  }
  if (node.items == null) {
    out.push(
      schemaError.required(path.child("items"), "must have a schema if x-kubernetes-list-type is map"),
    );
  }
  if (Array.isArray(node.items)) {
    out.push(
      // The value is the internal `*JSONSchemaPropsOrArray` (validation.go:1203), printed as encoding/json does.
      schemaError.invalid(
        path.child("items"),
        new GoSyntax(itemsGoJson(node.items)),
        "must only have a single schema if x-kubernetes-list-type is map",
      ),
    );
  }
  const items = itemsSchema(node);
  if (items === undefined) return;
  if (typeOf(items) !== "object") {
    out.push(
      schemaError.invalid(
        path.child("items").child("type"),
        typeOf(items),
        "must be object if parent array's x-kubernetes-list-type is map",
      ),
    );
    return;
  }
  const seen = new Set<string>();
  for (const key of keys) {
    const keySchema = property(items, key);
    if (keySchema == null) {
      out.push(
        schemaError.invalid(
          path.child("x-kubernetes-list-map-keys"),
          keys,
          "entries must all be names of item properties",
        ),
      );
    } else if (typeOf(keySchema) === "array" || typeOf(keySchema) === "object") {
      // Upstream shows the item's type here, not the key property's.
      out.push(
        schemaError.invalid(
          path.child("items").childKey("properties", key).child("type"),
          typeOf(items),
          "must be a scalar type if parent array's x-kubernetes-list-type is map",
        ),
      );
    }
    if (seen.has(key)) {
      out.push(
        schemaError.invalid(
          path.child("x-kubernetes-list-map-keys"),
          keys,
          "must not contain duplicate entries",
        ),
      );
    }
    seen.add(key);
  }
}

// D8: map keys identify list entries, so they must always be present and never null.
function validateMapListKeysMapSet(node: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  const items = itemsSchema(node);
  const listType = node["x-kubernetes-list-type"];
  if (items === undefined || (listType !== "set" && listType !== "map")) return;
  if (items.nullable === true) {
    out.push(
      schemaError.forbidden(
        path.child("items").child("nullable"),
        `cannot be nullable when x-kubernetes-list-type is ${listType}`,
      ),
    );
  }
  if (listType !== "map") return;
  const required = new Set(listOf(items.required));
  for (const key of listOf(node["x-kubernetes-list-map-keys"])) {
    const keySchema = property(items, key);
    if (keySchema == null) continue;
    const keyPath = path.child("items").childKey("properties", key);
    if (!required.has(key) && keySchema.default == null) {
      out.push(
        schemaError.required(
          keyPath.child("default"),
          "this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property",
        ),
      );
    }
    if (keySchema.nullable === true) {
      out.push(
        schemaError.forbidden(
          keyPath.child("nullable"),
          "this property is in x-kubernetes-list-map-keys, so it cannot be nullable",
        ),
      );
    }
  }
}
