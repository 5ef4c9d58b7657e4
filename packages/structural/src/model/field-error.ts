import type { FieldPath } from "./path.js";
import { renderGoValue } from "./go-value.js";

/** The API server's field error types (k8s.io/apimachinery/pkg/util/validation/field). */
export type ErrorType =
  | "FieldValueRequired"
  | "FieldValueForbidden"
  | "FieldValueInvalid"
  | "FieldValueTypeInvalid"
  | "FieldValueNotSupported"
  | "FieldValueDuplicate"
  | "FieldValueTooMany"
  | "FieldValueTooLong"
  | "FieldValueNotFound"
  | "InternalError";

/**
 * Which check produced an error: `structural` for NewStructural/ValidateStructural, `schema` for the other
 * openAPIV3Schema rules, `defaults` for default-value validation, `crd` for the CRD-level rules (names,
 * versions, subresources …), `decode` for values the API server could not even decode (wrong JSON types,
 * unknown fields).
 */
export type ErrorOrigin = "structural" | "schema" | "defaults" | "crd" | "decode" | "objects";

/** One error, as the API server would report it. */
export interface FieldError {
  readonly type: ErrorType;
  /** The path exactly as the API server renders it. */
  readonly field: string;
  /** The API server's detail text (may be empty). */
  readonly detail: string;
  readonly origin: ErrorOrigin;
  /** The offending value, for the types whose message shows one; absent when the message omits it. */
  readonly badValue?: unknown;
}

const typeWords: Record<ErrorType, string> = {
  FieldValueRequired: "Required value",
  FieldValueForbidden: "Forbidden",
  FieldValueInvalid: "Invalid value",
  FieldValueTypeInvalid: "Invalid value",
  FieldValueNotSupported: "Unsupported value",
  FieldValueDuplicate: "Duplicate value",
  FieldValueTooMany: "Too many",
  FieldValueTooLong: "Too long",
  FieldValueNotFound: "Not found",
  InternalError: "Internal error",
};

const typesWithoutValue = new Set<ErrorType>([
  "FieldValueRequired",
  "FieldValueForbidden",
  "FieldValueTooLong",
  "InternalError",
]);

/** The message body as apimachinery's `ErrorBody()` renders it, e.g. `Invalid value: "x": must be object`. */
export function errorBody(error: FieldError): string {
  let body = typeWords[error.type];
  if (!typesWithoutValue.has(error.type) && "badValue" in error) body += `: ${renderGoValue(error.badValue)}`;
  if (error.detail !== "") body += `: ${error.detail}`;
  return body;
}

/** The full error string `<field>: <body>`, the form the API server prints and sorts by. */
export function errorString(error: FieldError): string {
  return `${error.field}: ${errorBody(error)}`;
}

/**
 * Whether the errors' strings ({@link errorString}) differ pairwise, as told from their fields alone, without
 * writing them: true when no two fields are the same and none holds `": "`. Two strings `field: body` with
 * different fields can be the same only when one field starts with the other and `": "` next. False says
 * nothing: the strings may still differ.
 */
export function haveDistinctFields(errors: readonly FieldError[]): boolean {
  if (errors.length > distinctByScan) {
    const fields = new Set<string>();
    for (const error of errors) {
      if (error.field.includes(": ") || fields.has(error.field)) return false;
      fields.add(error.field);
    }
    return true;
  }
  for (let i = 0; i < errors.length; i++) {
    const field = (errors[i] as FieldError).field;
    if (field.includes(": ")) return false;
    for (let j = 0; j < i; j++) if ((errors[j] as FieldError).field === field) return false;
  }
  return true;
}

// Up to this many errors, fields are compared pairwise: cheaper than a set for the few errors of most objects.
const distinctByScan = 16;

/** Byte-order comparison of full error strings (Go's `sort.Strings`). */
export function compareErrorStrings(a: FieldError, b: FieldError): number {
  const sa = errorString(a);
  const sb = errorString(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Constructors for one origin, mirroring apimachinery's `field.Required`, `field.Invalid` … */
export interface FieldErrorFactory {
  required(path: FieldPath | string, detail?: string): FieldError;
  forbidden(path: FieldPath | string, detail?: string): FieldError;
  invalid(path: FieldPath | string, value: unknown, detail?: string): FieldError;
  typeInvalid(path: FieldPath | string, value: unknown, detail?: string): FieldError;
  notSupported(path: FieldPath | string, value: unknown, validValues: readonly string[]): FieldError;
  duplicate(path: FieldPath | string, value: unknown): FieldError;
  tooMany(path: FieldPath | string, actual: number | undefined, detail: string): FieldError;
  tooLong(path: FieldPath | string, detail: string): FieldError;
  internal(path: FieldPath | string, detail: string): FieldError;
}

/** Returns constructors that stamp every error with `origin`. */
export function fieldErrors(origin: ErrorOrigin): FieldErrorFactory {
  const make = (
    type: ErrorType,
    path: FieldPath | string,
    detail: string,
    value?: { v: unknown },
  ): FieldError =>
    value === undefined
      ? { type, field: String(path), detail, origin }
      : { type, field: String(path), detail, origin, badValue: value.v };
  return {
    required: (path, detail = "") => make("FieldValueRequired", path, detail),
    forbidden: (path, detail = "") => make("FieldValueForbidden", path, detail),
    invalid: (path, value, detail = "") => make("FieldValueInvalid", path, detail, { v: value }),
    typeInvalid: (path, value, detail = "") => make("FieldValueTypeInvalid", path, detail, { v: value }),
    notSupported: (path, value, validValues) =>
      make(
        "FieldValueNotSupported",
        path,
        validValues.length === 0
          ? ""
          : `supported values: ${validValues.map((v) => renderGoValue(v)).join(", ")}`,
        { v: value },
      ),
    duplicate: (path, value) => make("FieldValueDuplicate", path, "", { v: value }),
    tooMany: (path, actual, detail) =>
      actual === undefined
        ? make("FieldValueTooMany", path, detail)
        : make("FieldValueTooMany", path, detail, { v: actual }),
    tooLong: (path, detail) => make("FieldValueTooLong", path, detail),
    internal: (path, detail) => make("InternalError", path, detail),
  };
}

/**
 * Appends `errors` to `out` one at a time. `out.push(...errors)` passes every error as an argument and
 * overflows the stack past about 120 000 of them, which a single large schema can produce.
 */
export function appendErrors(out: FieldError[], errors: readonly FieldError[]): void {
  for (const error of errors) out.push(error);
}
