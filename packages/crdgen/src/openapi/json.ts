import { compareCodePointOrder } from "@crdgen/core";
import { replacedByToJson } from "../render/to-json.js";

/** A JSON object as the OpenAPI documents hold it. */
export type JsonObject = { [key: string]: unknown };

/** A deep copy of JSON data, so that documents built from shared tables never alias each other. */
export function cloneJson<T>(value: T): T {
  return structuredClone(value);
}

/**
 * The text of a document as the API server's published documents are laid out (Go marshals maps with sorted
 * keys; the official files are indented by two spaces), with a final newline: JSON.stringify(document, null, 2)
 * but for the order of keys and negative zeroes. Keys are in the order of their UTF-8 bytes, as Go sorts a map's
 * keys (also integer-like ones, which JSON.stringify would put first). A negative zero (a `-0.0` in the CRD) is
 * `-0`, as Go's encoding/json writes it (Go 1.25 encoding/json/encode.go:592, floatEncoder's strconv.AppendFloat
 * keeps the sign), where JSON.stringify writes `0`.
 */
export function renderOpenApiJson(document: unknown): string {
  const out: string[] = [];
  write(out, document, "");
  return `${out.join("")}\n`;
}

const step = "  ";

function write(out: string[], raw: unknown, indent: string): void {
  const value = replacedByToJson(raw);
  if (Object.is(value, -0)) {
    out.push("-0");
  } else if (Array.isArray(value)) {
    writeArray(out, value as readonly unknown[], indent);
  } else if (value !== null && typeof value === "object") {
    writeObject(out, value as JsonObject, indent);
  } else {
    out.push(JSON.stringify(value));
  }
}

function writeArray(out: string[], items: readonly unknown[], indent: string): void {
  if (items.length === 0) {
    out.push("[]");
    return;
  }
  const inner = indent + step;
  out.push("[");
  items.forEach((item, index) => {
    out.push(index === 0 ? "\n" : ",\n", inner);
    // As JSON.stringify: an item with no JSON value is null.
    write(out, hasJsonValue(replacedByToJson(item)) ? item : null, inner);
  });
  out.push("\n", indent, "]");
}

function writeObject(out: string[], object: JsonObject, indent: string): void {
  const keys = Object.keys(object)
    .filter((key) => hasJsonValue(replacedByToJson(object[key])))
    .sort(compareCodePointOrder);
  if (keys.length === 0) {
    out.push("{}");
    return;
  }
  const inner = indent + step;
  out.push("{");
  keys.forEach((key, index) => {
    out.push(index === 0 ? "\n" : ",\n", inner, JSON.stringify(key), ": ");
    write(out, object[key], inner);
  });
  out.push("\n", indent, "}");
}

function hasJsonValue(value: unknown): boolean {
  return value !== undefined && typeof value !== "function" && typeof value !== "symbol";
}
