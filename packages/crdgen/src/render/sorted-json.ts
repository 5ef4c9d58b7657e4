import { compareCodePointOrder, InternalError } from "@crdgen/core";
import { replacedByToJson } from "./to-json.js";

/** How a Go-marshalled JSON text is laid out: what differs between the documents crdgen writes as Go would. */
export interface SortedJsonLayout {
  /** The indentation of one level. */
  readonly step: string;
  /** A string value or an object key, quoted and escaped. */
  readonly quote: (text: string) => string;
  /** A number. */
  readonly number: (value: number) => string;
  /** A key as Go holds it before sorting (a lone surrogate, for one, is already U+FFFD in a Go string). */
  readonly key: (key: string) => string;
}

/**
 * A JSON value as Go's encoding/json writes a map-based value with MarshalIndent: object keys sorted in the order
 * of their UTF-8 bytes (Go sorts a map's keys; JSON.stringify would put integer-like keys first), `{}` and `[]` for
 * empty collections, and the rest as JSON.stringify writes it: values with toJSON are written as their toJSON,
 * members without a JSON value vanish and such list items are null.
 */
export function sortedJsonText(value: unknown, layout: SortedJsonLayout): string {
  const out: string[] = [];
  write(out, value, "", layout);
  return out.join("");
}

function write(out: string[], raw: unknown, indent: string, layout: SortedJsonLayout): void {
  const value = replacedByToJson(raw);
  if (value === null || typeof value === "boolean") {
    out.push(String(value));
  } else if (typeof value === "number") {
    out.push(layout.number(value));
  } else if (typeof value === "string") {
    out.push(layout.quote(value));
  } else if (Array.isArray(value)) {
    writeArray(out, value as readonly unknown[], indent, layout);
  } else if (typeof value === "object") {
    writeObject(out, value as Record<string, unknown>, indent, layout);
  } else {
    throw new InternalError(`no JSON for a ${typeof value}`);
  }
}

function writeArray(
  out: string[],
  items: readonly unknown[],
  indent: string,
  layout: SortedJsonLayout,
): void {
  if (items.length === 0) {
    out.push("[]");
    return;
  }
  const inner = indent + layout.step;
  out.push("[");
  items.forEach((item, i) => {
    out.push(i === 0 ? "\n" : ",\n", inner);
    const json = replacedByToJson(item);
    write(out, hasJsonValue(json) ? json : null, inner, layout);
  });
  out.push("\n", indent, "]");
}

function writeObject(
  out: string[],
  object: Record<string, unknown>,
  indent: string,
  layout: SortedJsonLayout,
): void {
  const members = Object.keys(object)
    .map((key) => ({ key: layout.key(key), value: replacedByToJson(object[key]) }))
    .filter(({ value }) => hasJsonValue(value))
    .sort((a, b) => compareCodePointOrder(a.key, b.key));
  if (members.length === 0) {
    out.push("{}");
    return;
  }
  const inner = indent + layout.step;
  out.push("{");
  members.forEach(({ key, value }, i) => {
    out.push(i === 0 ? "\n" : ",\n", inner, layout.quote(key), ": ");
    write(out, value, inner, layout);
  });
  out.push("\n", indent, "}");
}

function hasJsonValue(value: unknown): boolean {
  return value !== undefined && typeof value !== "function" && typeof value !== "symbol";
}
