import type { FieldError } from "@crdgen/structural";
import { javaScriptPattern } from "../../../src/jsonschema/pattern.js";

/**
 * Why the API server refused an object that the JSON Schema accepts: the kinds of rule JSON Schema cannot
 * express (or that crdgen's schemas leave to the server). Anything else is a gap in the conversion.
 */
type InexpressibleClass =
  | "CEL rule (x-kubernetes-validations)"
  | "format (kube-openapi's formats; the validator ran without formats)"
  | "list-map keys unique (x-kubernetes-list-type: map)"
  | "ObjectMeta rule beyond name, namespace and label values"
  | "Go pattern with no JavaScript equivalent (left out, CRD5070)";

/** What the server decided, and its errors without CEL rules and without formats, to tell the classes apart. */
export interface ServerViews {
  readonly errors: readonly FieldError[];
  readonly errorsWithoutRules: readonly FieldError[];
  readonly errorsWithoutFormats: readonly FieldError[];
}

/**
 * The classes of a server-only refusal (sorted, joined with " + " when several rules failed), or undefined when
 * one of its errors is a rule JSON Schema could have expressed.
 */
export function inexpressibleClass(views: ServerViews): string | undefined {
  const key = (e: FieldError): string => `${e.field}|${e.type}|${e.detail}`;
  const withoutRules = new Set(views.errorsWithoutRules.map(key));
  const withoutFormats = new Set(views.errorsWithoutFormats.map(key));
  const classes = new Set<InexpressibleClass>();
  // The strategy's note that rules were skipped because of other errors is no rule of its own.
  for (const error of views.errors.filter((e) => e.field !== "<nil>")) {
    const found = classOf(error, !withoutRules.has(key(error)), !withoutFormats.has(key(error)));
    if (found === undefined) return undefined;
    classes.add(found);
  }
  return classes.size === 0 ? undefined : [...classes].sort().join(" + ");
}

function classOf(
  error: FieldError,
  fromRules: boolean,
  fromFormats: boolean,
): InexpressibleClass | undefined {
  if (fromRules) return "CEL rule (x-kubernetes-validations)";
  if (fromFormats) return "format (kube-openapi's formats; the validator ran without formats)";
  if (error.type === "FieldValueDuplicate") return "list-map keys unique (x-kubernetes-list-type: map)";
  if (error.field.startsWith("metadata.") || /\.metadata(\.|$)/.test(error.field)) {
    return "ObjectMeta rule beyond name, namespace and label values";
  }
  const pattern = / should match '(.*)'$/.exec(error.detail)?.[1];
  if (pattern !== undefined && javaScriptPattern(pattern) === undefined) {
    return "Go pattern with no JavaScript equivalent (left out, CRD5070)";
  }
  return undefined;
}
