import { fieldErrors } from "../model/field-error.js";

// Readers for a CRD that has passed decoding: every field has its Go JSON type or is null/absent. They return
// the value Go would hold, so absent, `null` and the zero value read the same.

/** Constructors for the CRD-level rules' errors (origin `crd`). */
export const crdError = fieldErrors("crd");

/** A Go `string` field: `""` when absent. YAML timestamps (Date) are the string kubectl would have sent. */
export function goString(input: unknown): string {
  if (typeof input === "string") return input;
  if (input instanceof Date) return input.toISOString();
  return "";
}

/** A Go `*string` field: undefined when absent. */
export function goStringPointer(input: unknown): string | undefined {
  return input === null || input === undefined ? undefined : goString(input);
}

/** A Go `bool` field. */
export function goBool(input: unknown): boolean {
  return input === true;
}

/** A Go `[]string` field. */
export function goStrings(input: unknown): string[] {
  return Array.isArray(input) ? input.map(goString) : [];
}

/** A Go struct or pointer-to-struct field as a record, undefined when absent. */
export function goStruct(input: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof input === "object" && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : undefined;
}

/** A Go slice of structs: `null` elements are zero structs. */
export function goStructs(input: unknown): Readonly<Record<string, unknown>>[] {
  return Array.isArray(input) ? input.map((element) => goStruct(element) ?? {}) : [];
}

/** A Go `map[string]string` field as sorted entries (Go iterates maps randomly; we fix one order). */
export function goStringMap(input: unknown): [string, string][] {
  const record = goStruct(input);
  if (record === undefined) return [];
  return Object.keys(record)
    .sort()
    .map((key) => [key, goString(record[key])]);
}

/** The number of bytes of `text` in UTF-8, which is Go's `len` of a string. */
export function utf8Length(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      length += 1;
    } else if (code < 0x800) {
      length += 2;
    } else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      length += 4;
      i++;
    } else {
      length += 3;
    }
  }
  return length;
}
