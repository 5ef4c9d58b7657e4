import type { FieldError } from "../model/field-error.js";
import { fieldErrors } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import type { DecodeMemo } from "./decode-memo.js";
import type { ScalarType } from "./go-types.js";
import { scalarProblem } from "./scalars.js";

const decodeError = fieldErrors("decode");

/** Where a decoding walk is: the errors collected so far and whether unknown keys are errors. */
export interface Walk {
  readonly out: FieldError[];
  /**
   * Strict decoding (kubectl's default) rejects unknown keys, but only down to a custom JSON unmarshaller:
   * `items`, `additionalProperties`, `additionalItems` and `dependencies` decode their schema with a plain,
   * non-strict `json.Unmarshal`, so unknown keys anywhere below them are dropped silently (kubernetes#128033).
   */
  readonly strict: boolean;
  /** The subtrees known to decode clean, shared with the other CRDs of a batch. */
  readonly memo?: DecodeMemo | undefined;
  /**
   * How many null elements of lists and values of maps of a struct type were passed: Go decodes each to the
   * struct's zero value, an element that is validated (see `withZeroStructElements`), which the caller then
   * puts in their place. Counted here so that the CRDs without any (nearly all) are not walked again.
   */
  readonly zeroElements: { count: number };
}

/** Whether a Go type's zero value is a struct (an element that exists, where a null pointer is absent). */
export function isStructType(type: { readonly kind: string }): boolean {
  return type.kind === "struct" || type.kind === "schema";
}

export { isJsonObject } from "../model/json-value.js";

/** Appends the error for an unknown key `name` of the object at `parent`. */
export function unknownField(out: FieldError[], parent: FieldPath, name: string): void {
  // The path names the unknown key itself, as the API server's strict decoding error does.
  out.push(decodeError.forbidden(parent.child(name), `unknown field "${name}"`));
}

/** Appends the error for a value whose JSON type does not match (`must be of type <name>`). */
export function wrongType(out: FieldError[], path: FieldPath, input: unknown, name: string): void {
  out.push(decodeError.typeInvalid(path, input, `must be of type ${name}`));
}

/** Checks a non-null leaf value, appending its error (if any) at `path`. */
export function decodeScalar(
  out: FieldError[],
  path: FieldPath,
  input: unknown,
  kind: ScalarType["kind"],
): void {
  const problem = scalarProblem(input, kind);
  if (problem === undefined) return;
  if (problem.wrongType) out.push(decodeError.typeInvalid(path, input, problem.detail));
  else out.push(decodeError.invalid(path, input, problem.detail));
}

/** Appends the error for a schema nested beyond `limit`. */
export function tooDeep(out: FieldError[], path: FieldPath, limit: number): void {
  out.push(
    decodeError.forbidden(
      renderTopDown(path),
      `schemas nested deeper than ${limit} levels are not supported`,
    ),
  );
}

// FieldPath renders recursively through its parents (caching each); rendering from the root down keeps that
// recursion one level deep however long the path is.
function renderTopDown(path: FieldPath): string {
  const chain: FieldPath[] = [];
  for (let p: FieldPath | undefined = path; p !== undefined; p = p.parent) chain.push(p);
  for (let i = chain.length - 1; i >= 0; i--) chain[i]?.toString();
  return path.toString();
}

/** Whether a Go type is a leaf, checked by {@link decodeScalar}. */
export function isLeaf(type: { readonly kind: string }): type is ScalarType {
  switch (type.kind) {
    case "string":
    case "bool":
    case "int32":
    case "int64":
    case "float64":
    case "bytes":
    case "time":
    case "any":
      return true;
    default:
      return false;
  }
}
