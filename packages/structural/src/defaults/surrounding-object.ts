import type { JsonObject } from "../model/json-value.js";
import { isJsonObject, setOwn } from "../model/json-value.js";

/** A step from a resource root down to a node inside its metadata: a property, or "an item of this list". */
export type SurroundingStep = { readonly child: string } | { readonly index: true };

/**
 * The synthetic resource the API server wraps a default from inside `metadata`, `kind` or `apiVersion` into
 * before validating it as resource metadata: the default placed at `steps` below a root object which gets
 * `apiVersion: validation/v1` and `kind: Validation` unless the default itself provides them.
 */
export function surroundingObject(steps: readonly SurroundingStep[], focus: unknown): JsonObject {
  let value = focus;
  for (const step of [...steps].reverse()) value = "child" in step ? objectWith(step.child, value) : [value];
  const root: JsonObject = isJsonObject(value) ? value : {};
  if (!Object.hasOwn(root, "kind")) root.kind = "Validation";
  if (!Object.hasOwn(root, "apiVersion")) root.apiVersion = "validation/v1";
  return root;
}

function objectWith(key: string, value: unknown): JsonObject {
  const object: JsonObject = {};
  setOwn(object, key, value);
  return object;
}
