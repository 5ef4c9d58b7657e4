import type { FieldError } from "../../model/field-error.js";
import { fieldErrors } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { JsonObject } from "../../model/json-value.js";
import { isJsonObject, sortedKeys } from "../../model/json-value.js";
import { additionalPropertiesOf, propertySchema } from "../structural-view.js";
import { isEmbeddedResource, itemsSchema } from "../../schema/node.js";
import { decodeObjectMeta } from "./decode.js";
import { dns1035LabelErrors } from "./names.js";
import { validateObjectMeta } from "./object-meta-rules.js";
import { EmbeddedResources } from "./embedded-below.js";
import { goToLower } from "../../model/go-case.js";
import { parseGroupVersion } from "../../model/group-version.js";

const errors = fieldErrors("defaults");

/**
 * objectmeta.Validate: every embedded resource inside `value` (and `value` itself when `isResourceRoot`) needs
 * a valid `apiVersion` and `kind`, and its `metadata` must pass ObjectMeta validation on create. `resources`: as
 * for `coerceResourceMeta`, which nodes lead to an embedded resource; by default this call's own.
 */
export function validateResourceMeta(
  path: FieldPath,
  value: unknown,
  schema: JSONSchemaProps,
  isResourceRoot: boolean,
  resources: EmbeddedResources = new EmbeddedResources(),
): FieldError[] {
  const out: FieldError[] = [];
  walk(path, value, schema, isResourceRoot || isEmbeddedResource(schema), out, resources);
  return out;
}

function walk(
  path: FieldPath,
  value: unknown,
  schema: JSONSchemaProps | undefined,
  embedded: boolean,
  out: FieldError[],
  resources: EmbeddedResources,
) {
  if (schema === undefined) return;
  // A node that is no embedded resource and has none below has nothing to validate: most custom resources' roots,
  // whose keys are then neither sorted nor looked up.
  if (!embedded && !resources.reaches(schema)) return;
  if (Array.isArray(value)) {
    const items = itemsSchema(schema);
    // Nothing below a node that leads to no embedded resource is validated here.
    if (!resources.reaches(items)) return;
    value.forEach((item, i) => {
      walk(path.index(i), item, items, isEmbeddedResource(items), out, resources);
    });
    return;
  }
  if (!isJsonObject(value)) return;
  if (embedded) out.push(...validateEmbeddedResource(path, value));
  for (const key of sortedKeys(value)) {
    const property = propertySchema(schema, key);
    if (property !== undefined) {
      if (resources.reaches(property)) {
        walk(path.child(key), value[key], property, isEmbeddedResource(property), out, resources);
      }
      continue;
    }
    const values = additionalPropertiesOf(schema)?.schema;
    if (resources.reaches(values)) {
      walk(path.key(key), value[key], values, isEmbeddedResource(values), out, resources);
    }
  }
}

function validateEmbeddedResource(path: FieldPath, value: JsonObject): FieldError[] {
  const out: FieldError[] = [];
  if (!Object.hasOwn(value, "apiVersion")) out.push(errors.required(path.child("apiVersion"), ""));
  if (!Object.hasOwn(value, "kind")) out.push(errors.required(path.child("kind"), ""));
  for (const key of sortedKeys(value)) {
    const v = value[key];
    if (key === "apiVersion") {
      out.push(...apiVersionErrors(path.child(key), v));
    } else if (key === "kind") {
      out.push(...kindErrors(path.child(key), v));
    } else if (key === "metadata") {
      const decoded = decodeObjectMeta(v);
      if (!decoded.ok) out.push(errors.invalid(path.child("metadata"), v, decoded.error));
      else out.push(...validateObjectMeta(decoded.meta, path.child("metadata")));
    }
  }
  return out;
}

function apiVersionErrors(path: FieldPath, value: unknown): FieldError[] {
  if (typeof value !== "string") return [errors.invalid(path, value, "must be a string")];
  if (value === "") return [errors.invalid(path, value, "must not be empty")];
  if (parseGroupVersion(value) === undefined) {
    return [errors.invalid(path, value, `unexpected GroupVersion string: ${value}`)];
  }
  return [];
}

function kindErrors(path: FieldPath, value: unknown): FieldError[] {
  if (typeof value !== "string") return [errors.invalid(path, value, "must be a string")];
  if (value === "") return [errors.invalid(path, value, "must not be empty")];
  const messages = dns1035LabelErrors(goToLower(value));
  if (messages.length === 0) return [];
  return [
    errors.invalid(path, value, `may have mixed case, but should otherwise match: ${messages.join(",")}`),
  ];
}
