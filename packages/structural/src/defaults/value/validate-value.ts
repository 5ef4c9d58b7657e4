import type { FieldError } from "../../model/field-error.js";
import { fieldErrors } from "../../model/field-error.js";
import { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { goJson } from "../../model/go-format.js";
import type { OpenAPIFailure, ValidationFailure } from "./result.js";
import { validateAgainstSchema } from "./schema-validator.js";
import { SchemaViews } from "./schema-view.js";
import type { ListTypeCheck, RatchetNode } from "./value-walk.js";

const errors = fieldErrors("defaults");

/**
 * Validates a JSON value against a schema node the way the API server validates custom resources and default
 * values: kube-openapi's schema validator on the node as `Structural.ToKubeOpenAPI` presents it, with the API
 * server's mapping to field errors (required → Required, enum → NotSupported, wrong type → TypeInvalid,
 * maxLength → TooLong, maxItems/maxProperties → TooMany, anything else → Invalid). `path` is where the value
 * sits (e.g. `….properties[foo].default`); errors inside it are reported below it (`….default.bar`), composite
 * (anyOf/oneOf/allOf/not) errors at `path` itself. Each call reads the schema afresh. Never throws.
 */
export function validateValue(value: unknown, schema: JSONSchemaProps, path: FieldPath): FieldError[] {
  return validateValueWith(new SchemaViews(), value, schema, path);
}

/**
 * {@link validateValue} for a caller that validates many values against schemas that do not change meanwhile
 * (one walk over a CRD's defaults): `views` keeps the schema views it has built for the caller's lifetime.
 */
export function validateValueWith(
  views: SchemaViews,
  value: unknown,
  schema: JSONSchemaProps,
  path: FieldPath,
): FieldError[] {
  return fieldErrorsOf(views, value, schema, path);
}

function fieldErrorsOf(
  views: SchemaViews,
  value: unknown,
  schema: JSONSchemaProps,
  path: FieldPath,
  lists?: ListTypeCheck,
  ratchet?: RatchetNode,
): FieldError[] {
  const result = validateAgainstSchema(views.of(schema), value, lists, ratchet);
  return result.errors.map((failure) => toFieldError(failure, path));
}

function toFieldError(failure: OpenAPIFailure, root: FieldPath): FieldError {
  if (failure.kind === "composite") return errors.invalid(root, "", failure.message);
  const path = errorPath(failure.name, root);
  switch (failure.code) {
    case "Required":
      return errors.required(path, "");
    case "Enum":
      return errors.notSupported(path, failure.value ?? null, (failure.values ?? []).map(allowedValueText));
    case "TooLong":
      return errors.tooLong(path, tooLongDetail(failure.valid));
    case "MaxItems":
    case "TooManyProperties":
      return errors.tooMany(path, numberOrUndefined(failure.value), tooManyDetail(failure.valid));
    case "InvalidType":
      return errors.typeInvalid(path, shownValue(failure), failure.message);
    default:
      return errors.invalid(path, shownValue(failure), failure.message);
  }
}

// The API server appends the error's name below the value's path, dropping one leading dot.
function errorPath(name: string, root: FieldPath): FieldPath {
  if (name === "" || name === ".") return root;
  return root.child(name.startsWith(".") ? name.slice(1) : name);
}

// A nil value is shown as the empty string.
function shownValue(failure: ValidationFailure): unknown {
  return failure.value ?? "";
}

function allowedValueText(value: unknown): string {
  return typeof value === "string" ? value : goJson(value);
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === "number" && value >= 0 ? value : undefined;
}

function tooLongDetail(max: number | undefined): string {
  if (max === undefined || max < 0) return "value is too long";
  return `may not be more than ${max} ${max === 1 ? "byte" : "bytes"}`;
}

function tooManyDetail(max: number | undefined): string {
  if (max === undefined || max < 0) return "has too many items";
  return `must have at most ${max} ${max === 1 ? "item" : "items"}`;
}

/** The node views {@link validateCustomResource} validates with; opaque to callers. */
export type CustomResourceViews = SchemaViews;

/**
 * Views for {@link validateCustomResource} to keep across calls. A view is a snapshot of its node: whoever keeps
 * them must make new ones when a schema may have changed in place (a changed schema given as new objects gets
 * new views by itself, views being keyed by node).
 */
export function customResourceViews(): CustomResourceViews {
  return new SchemaViews({ customResource: true });
}

/**
 * `validation.ValidateCustomResource(nil, value, validator)`, as the custom resource strategy calls it: paths
 * start at the object's root, and errors about the root itself (the composite anyOf/allOf/oneOf/not errors,
 * kube-openapi's plain errors) are at the nil path, which renders as `<nil>`; x-kubernetes-int-or-string fields
 * are typed integer or string and unsupported formats dropped, as the strategy's validator converts the schema.
 * On update, `ratchet` is the object correlated with the old one (a `CorrelatedObject`): validation ratcheting
 * drops the errors raised in a correlated value that did not change, as apiextensions-apiserver's
 * `RatchetingSchemaValidator.ValidateUpdate` does (not those raised in junctor branches, which it does not
 * follow, unless the value with the junctor is unchanged).
 * `views`: the views of the schema's nodes (from {@link customResourceViews}) when the caller keeps them across
 * calls, as a catalog does for its schemas; by default this call's own. `lists`: a list-type check to run along
 * the same walk (see {@link ListTypeCheck}); it keeps its own findings, which are not among the returned errors.
 */
export function validateCustomResource(
  value: unknown,
  schema: JSONSchemaProps,
  ratchet?: RatchetNode,
  views: CustomResourceViews = customResourceViews(),
  lists?: ListTypeCheck,
): FieldError[] {
  return fieldErrorsOf(views, value, schema, FieldPath.root(""), lists, ratchet).map((error) =>
    error.field === "" ? { ...error, field: "<nil>" } : error,
  );
}
