import type { FieldError } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { WalkContext } from "./context.js";
import { hasKeys, Keywords } from "../node.js";
import { schemaError } from "./errors.js";

/** The OpenAPI v3 types a CRD schema may use, in the order upstream lists them. */
const openAPIV3Types = ["array", "boolean", "integer", "number", "object", "string"] as const;
// Asked of every node that has a type; a set answers without comparing the type against each name.
const knownTypes: ReadonlySet<string> = new Set(openAPIV3Types);

/** A node's own checks, in upstream's order: B2, C1, B4–B9, B3, B10, B14. */
export function validateOwnFields(
  node: JSONSchemaProps,
  path: FieldPath,
  context: WalkContext,
  keywords: number,
  out: FieldError[],
): void {
  const unusual = (keywords & Keywords.unusual) !== 0;
  const type = node.type ?? "";
  if (context.options.requireValidPropertyType && type !== "" && !knownTypes.has(type)) {
    out.push(schemaError.notSupported(path.child("type"), type, openAPIV3Types));
  }
  if (node.default != null && context.defaultsForbidden !== undefined) {
    const reason = context.defaultsForbidden;
    out.push(
      schemaError.forbidden(
        path.child("default"),
        reason === "" ? "must not be set" : `must not be set ${reason}`,
      ),
    );
  }
  if (unusual) validateUnsupportedKeywords(node, path, out);
  if (type === "null") {
    out.push(
      schemaError.forbidden(path.child("type"), "type cannot be set to null, use nullable as an alternative"),
    );
  }
  if (Array.isArray(node.items) && node.items.length > 0) {
    out.push(schemaError.forbidden(path.child("items"), "items must be a schema object and not an array"));
  }
  if (unusual && context.insideResourceMeta && node["x-kubernetes-embedded-resource"] === true) {
    out.push(
      schemaError.forbidden(
        path.child("x-kubernetes-embedded-resource"),
        "must not be used inside of resource meta",
      ),
    );
  }
}

// B4–B9: JSON-Schema keywords the API server does not support.
function validateUnsupportedKeywords(node: JSONSchemaProps, path: FieldPath, out: FieldError[]): void {
  if ((node.id ?? "") !== "") out.push(schemaError.forbidden(path.child("id"), "id is not supported"));
  if (node.additionalItems != null) {
    out.push(schemaError.forbidden(path.child("additionalItems"), "additionalItems is not supported"));
  }
  if (hasKeys(node.patternProperties)) {
    out.push(schemaError.forbidden(path.child("patternProperties"), "patternProperties is not supported"));
  }
  if (hasKeys(node.definitions)) {
    out.push(schemaError.forbidden(path.child("definitions"), "definitions is not supported"));
  }
  if (node.dependencies != null) {
    out.push(schemaError.forbidden(path.child("dependencies"), "dependencies is not supported"));
  }
  if (node.$ref != null) out.push(schemaError.forbidden(path.child("$ref"), "$ref is not supported"));
}
