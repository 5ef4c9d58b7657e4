import { InternalError } from "@crdgen/core";
import { wellFormed } from "../render/chars.js";
import { replacedByToJson } from "../render/to-json.js";

/**
 * A JSON value as kubectl's JSON printer writes an unstructured object (cli-runtime v0.35.0 printers/json.go:
 * json.MarshalIndent(obj, "", "    ") over apimachinery's json.NewEncoder(w).Encode of the object's map):
 * object keys in byte order of their UTF-8 (encoding/json sorts a map's keys), four spaces per level, `{}`
 * and `[]` for empty collections, and strings escaped as encoding/json escapes them.
 *
 * JSON.stringify cannot be asked for this: it puts integer-like keys ("0", "10") first whatever their order,
 * writes `<`, `>`, `&`, U+2028 and U+2029 raw, and a lone surrogate as `\udXXX` (Go holds U+FFFD there).
 * Values with toJSON (the exact integers' markers) are written as their toJSON; undefined members vanish.
 */
export function goJsonIndent(value: unknown): string {
  const out: string[] = [];
  write(out, value, "");
  return out.join("");
}

const step = "    ";

function write(out: string[], raw: unknown, indent: string): void {
  const value = replacedByToJson(raw);
  if (value === null || typeof value === "boolean" || typeof value === "number") {
    out.push(JSON.stringify(value));
  } else if (typeof value === "string") {
    out.push(goJsonString(value));
  } else if (Array.isArray(value)) {
    writeArray(out, value as readonly unknown[], indent);
  } else if (typeof value === "object") {
    writeObject(out, value as Record<string, unknown>, indent);
  } else {
    throw new InternalError(`no JSON for a ${typeof value}`);
  }
}

function writeArray(out: string[], items: readonly unknown[], indent: string): void {
  if (items.length === 0) {
    out.push("[]");
    return;
  }
  const inner = indent + step;
  out.push("[");
  items.forEach((item, i) => {
    out.push(i === 0 ? "\n" : ",\n", inner);
    // As JSON.stringify: an item with no JSON value is null.
    const json = replacedByToJson(item);
    write(
      out,
      json === undefined || typeof json === "function" || typeof json === "symbol" ? null : json,
      inner,
    );
  });
  out.push("\n", indent, "]");
}

function writeObject(out: string[], object: Record<string, unknown>, indent: string): void {
  const members = Object.keys(object)
    .map((key) => ({ key: wellFormed(key), value: replacedByToJson(object[key]) }))
    .filter(({ value }) => value !== undefined && typeof value !== "function" && typeof value !== "symbol")
    .map((member) => ({ ...member, bytes: Buffer.from(member.key) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes));
  if (members.length === 0) {
    out.push("{}");
    return;
  }
  const inner = indent + step;
  out.push("{");
  members.forEach(({ key, value }, i) => {
    out.push(i === 0 ? "\n" : ",\n", inner, goJsonString(key), ": ");
    write(out, value, inner);
  });
  out.push("\n", indent, "}");
}

// encoding/json's escapes beyond JSON.stringify's (encode.go appendString, Go 1.22 and later: \b, \f, \n, \r,
// \t, and \u00XX in lower-case hex for the other control characters, as JSON.stringify writes them), with
// HTML escaping on (json.Marshal and Encoder's default).
const goEscaped = /[<>&\u2028\u2029]/;
const everyGoEscaped = /[<>&\u2028\u2029]/g;

function goJsonString(text: string): string {
  const json = JSON.stringify(wellFormed(text));
  return goEscaped.test(json) ? json.replace(everyGoEscaped, unicodeEscape) : json;
}

function unicodeEscape(ch: string): string {
  return "\\u" + ch.charCodeAt(0).toString(16).padStart(4, "0");
}
