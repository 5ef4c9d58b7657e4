import type { FieldError } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import {
  additionalPropertiesSchema,
  hasKeys,
  isEmbeddedResource,
  isIntOrString,
  isModelZero,
  itemsSchema,
  Keywords,
  presentKeywords,
  preservesUnknownFields,
  property,
  typeOf,
} from "../node.js";
import { structuralError } from "./errors.js";
import { validatePattern, validateValueValidation } from "./junctors.js";
import { validateRootMetadata } from "./metadata.js";

/** Where a structural node sits: it decides A3's detail and the root-only rules. */
export type Level = "root" | "item" | "field";

const missingTypeDetail: Record<Level, string> = {
  root: "must not be empty at the root",
  item: "must not be empty for specified array items",
  field: "must not be empty for specified object fields",
};

/** Rules A1–A19 for a structural node and, recursively, everything below it. Appends to `out`. */
export function validateStructuralNode(
  node: JSONSchemaProps,
  level: Level,
  path: FieldPath,
  out: FieldError[],
): void {
  checkStructuralNode(node, level, presentKeywords(node), path, out);
  const items = itemsSchema(node);
  if (items !== undefined) validateStructuralNode(items, "item", path.child("items"), out);
  // for-in rather than a key list: the errors are sorted afterwards, and cold code allocates for for-of.
  const properties = node.properties;
  if (properties != null) {
    for (const key in properties) {
      const child = properties[key];
      if (child != null) validateStructuralNode(child, "field", path.childKey("properties", key), out);
    }
  }
  const additional = additionalPropertiesSchema(node);
  if (additional !== undefined) {
    validateStructuralNode(additional, "field", path.child("additionalProperties"), out);
  }
}

/**
 * Rules A1–A19 for one structural node, without the structural nodes below it (`items`, `properties`,
 * `additionalProperties`), whose walk belongs to the caller; value-validation nodes below its junctors are
 * checked here. `keywords` is the node's {@link presentKeywords}.
 */
export function checkStructuralNode(
  node: JSONSchemaProps,
  level: Level,
  keywords: number,
  path: FieldPath,
  out: FieldError[],
): void {
  const type = typeOf(node);
  if (type === "array" && itemsSchema(node) === undefined) {
    out.push(structuralError.required(path.child("items"), "must be specified"));
  }
  if (level === "root" && node.additionalProperties != null) {
    out.push(structuralError.forbidden(path.child("additionalProperties"), "must not be used at the root"));
  }

  if ((keywords & Keywords.unusual) !== 0) validateExtensions(node, path, out);
  if ((keywords & Keywords.junctors) !== 0) {
    validateValueValidation(
      node,
      isIntOrStringAnyOf(node.anyOf),
      isIntOrStringAnyOf(node.allOf?.[0]?.anyOf),
      path,
      out,
    );
  } else {
    validatePattern(node, path, out);
  }
  // Only nodes with unusual keywords can be embedded resources.
  const embedded = (keywords & Keywords.unusual) !== 0 && isEmbeddedResource(node);
  validateTypeAndEmbedding(node, level, type, embedded, path, out);
  validateResourceMeta(node, level, embedded, path, out);
}

function validateExtensions(node: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  if (!isIntOrString(node)) return;
  if (preservesUnknownFields(node)) {
    out.push(
      structuralError.invalid(
        path.child("x-kubernetes-preserve-unknown-fields"),
        true,
        "must be false if x-kubernetes-int-or-string is true",
      ),
    );
  }
  if (isEmbeddedResource(node)) {
    out.push(
      structuralError.invalid(
        path.child("x-kubernetes-embedded-resource"),
        true,
        "must be false if x-kubernetes-int-or-string is true",
      ),
    );
  }
}

function validateTypeAndEmbedding(
  node: JSONSchemaProps,
  level: Level,
  type: string,
  embedded: boolean,
  path: FieldPath,
  out: FieldError[],
): void {
  if (embedded && type !== "object") {
    const detail = "must be object if x-kubernetes-embedded-resource is true";
    out.push(
      type === ""
        ? structuralError.required(path.child("type"), detail)
        : structuralError.invalid(path.child("type"), type, detail),
    );
  } else if (type === "" && !isIntOrString(node) && !preservesUnknownFields(node)) {
    out.push(structuralError.required(path.child("type"), missingTypeDetail[level]));
  }
  if (embedded && node.additionalProperties != null) {
    out.push(
      structuralError.forbidden(
        path.child("additionalProperties"),
        "must not be used if x-kubernetes-embedded-resource is set",
      ),
    );
  }
  if (level === "root" && type !== "" && type !== "object") {
    out.push(structuralError.invalid(path.child("type"), type, "must be object at the root"));
  }
  if (embedded && !preservesUnknownFields(node) && !hasKeys(node.properties)) {
    out.push(
      structuralError.required(
        path.child("properties"),
        "must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields",
      ),
    );
  }
}

// A10–A12: resource roots (the schema root and embedded resources) own apiVersion, kind and metadata.
function validateResourceMeta(
  node: JSONSchemaProps,
  level: Level,
  embedded: boolean,
  path: FieldPath,
  out: FieldError[],
): void {
  const checkMetadata = level === "root" || embedded;
  if (checkMetadata) {
    for (const name of ["kind", "apiVersion"]) {
      const field = property(node, name);
      if (field != null && typeOf(field) !== "string") {
        out.push(
          structuralError.invalid(
            path.childKey("properties", name).child("type"),
            typeOf(field),
            "must be string",
          ),
        );
      }
    }
  }
  const metadata = property(node, "metadata");
  if (metadata == null) return;
  const metadataPath = path.childKey("properties", "metadata");
  if (checkMetadata && typeOf(metadata) !== "object") {
    out.push(structuralError.invalid(metadataPath.child("type"), typeOf(metadata), "must be object"));
  }
  if (level === "root") validateRootMetadata(metadata, metadataPath, out);
}

/** A18: `anyOf: [{type: integer}, {type: string}]` exactly, the int-or-string form upstream lets through. */
function isIntOrStringAnyOf(anyOf: readonly JSONSchemaProps[] | null | undefined): boolean {
  return anyOf?.length === 2 && isOnlyType(anyOf[0], "integer") && isOnlyType(anyOf[1], "string");
}

function isOnlyType(node: JSONSchemaProps | undefined, type: string): boolean {
  if (node == null || node.type !== type) return false;
  // The branches are compared as junctor branches (`NestedValueValidation`), so `properties: {}` counts.
  return Object.entries(node).every(([key, value]) => key === "type" || isModelZero(key, value, true));
}
