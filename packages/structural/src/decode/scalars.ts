import type { ScalarType } from "./go-types.js";

/** Why a scalar JSON value cannot be decoded into a Go leaf type. */
export interface ScalarProblem {
  /** `true` when the JSON type is wrong (FieldValueTypeInvalid), `false` when the value is (FieldValueInvalid). */
  readonly wrongType: boolean;
  readonly detail: string;
}

const int32Range = 2 ** 31;
const int64Range = 2 ** 63;

// YAML timestamps reach us as Date objects (js-yaml), while kubectl's YAML → JSON step keeps them as strings;
// Go therefore sees a string wherever we see a Date.
function isStringLike(input: unknown): boolean {
  return typeof input === "string" || input instanceof Date;
}

/**
 * Checks a non-null JSON value against a Go leaf type as Go's JSON decoder would, or returns undefined when
 * it decodes. Integers arrive as JSON numbers rendered by kubectl without a fraction, so an integral float is
 * an integer here.
 */
export function scalarProblem(input: unknown, kind: ScalarType["kind"]): ScalarProblem | undefined {
  switch (kind) {
    case "any":
      return undefined;
    case "string":
      return isStringLike(input) ? undefined : wrongType("string");
    case "bool":
      return typeof input === "boolean" ? undefined : wrongType("boolean");
    case "int32":
      return integerProblem(input, int32Range, "must fit in a 32-bit integer");
    case "int64":
      return integerProblem(input, int64Range, "must fit in a 64-bit integer");
    case "float64":
      if (typeof input !== "number") return wrongType("number");
      return Number.isFinite(input) ? undefined : { wrongType: false, detail: "must be a finite number" };
    case "bytes":
      if (typeof input !== "string") return wrongType("string");
      return base64Problem(input);
    case "time":
      if (input instanceof Date) return undefined;
      if (typeof input !== "string") return wrongType("string");
      return rfc3339.test(input) ? undefined : { wrongType: false, detail: "must be an RFC 3339 date-time" };
  }
}

function wrongType(name: string): ScalarProblem {
  return { wrongType: true, detail: `must be of type ${name}` };
}

function integerProblem(input: unknown, range: number, overflow: string): ScalarProblem | undefined {
  if (typeof input !== "number" || !Number.isInteger(input)) return wrongType("integer");
  return input >= -range && input < range ? undefined : { wrongType: false, detail: overflow };
}

// time.RFC3339 as Go parses it: fractional seconds are accepted even though the layout has none.
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const base64Alphabet = /^[A-Za-z0-9+/]*$/;

// Go decodes []byte with base64.StdEncoding, which skips \r and \n and requires padding.
function base64Problem(text: string): ScalarProblem | undefined {
  const data = text.replace(/[\r\n]/g, "");
  const body = data.replace(/=+$/, "");
  const padding = data.length - body.length;
  if (!base64Alphabet.test(body)) {
    const at = body.search(/[^A-Za-z0-9+/]/);
    return illegalBase64(at);
  }
  if (data.length % 4 !== 0 || padding > 2 || (padding > 0 && body.length % 4 < 2)) {
    return illegalBase64(Math.max(0, body.length - (body.length % 4)));
  }
  return undefined;
}

function illegalBase64(at: number): ScalarProblem {
  return { wrongType: false, detail: `illegal base64 data at input byte ${at}` };
}
