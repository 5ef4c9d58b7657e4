import { parseGoTime } from "@crdgen/cel";
import { goJson } from "../../model/go-format.js";
import type { JsonObject } from "../../model/json-value.js";
import { goKind, isJsonObject, setOwn, sortedKeys } from "../../model/json-value.js";
import type { GoType } from "./go-types.js";
import { goTypeName, objectMetaType } from "./go-types.js";

/** A decoded ObjectMeta: the JSON fields it understood, with their decoded values; zero values left out. */
export type DecodedObjectMeta = Readonly<Record<string, unknown>>;

export type DecodeResult =
  { readonly ok: true; readonly meta: DecodedObjectMeta } | { readonly ok: false; readonly error: string };

/**
 * Decodes a `metadata` value into metav1.ObjectMeta the way the API server does (a JSON round trip through
 * sigs.k8s.io/json: case-sensitive, unknown fields ignored, `null` leaves the zero value), reporting Go's first
 * error, e.g. `json: cannot unmarshal number into Go struct field ObjectMeta.labels of type string`.
 */
export function decodeObjectMeta(metadata: unknown): DecodeResult {
  const decoder = new Decoder();
  const meta = decoder.decode(metadata, objectMetaType);
  const error = decoder.aborted ?? decoder.saved;
  if (error !== undefined) return { ok: false, error };
  return { ok: true, meta: isJsonObject(meta) ? meta : {} };
}

// The JSON kind as encoding/json names it in "cannot unmarshal <kind>"; integers keep their literal when
// they do not fit the target.
function jsonKind(value: unknown): string {
  switch (goKind(value)) {
    case "string":
      return "string";
    case "bool":
      return "bool";
    case "slice":
      return "array";
    case "map":
      return "object";
    default:
      return "number";
  }
}

class Decoder {
  /** The first type error (decoding continues after it, as in Go). */
  saved: string | undefined;
  /** An unmarshaler's error, which stops decoding and wins over a saved error. */
  aborted: string | undefined;
  private struct: string | undefined;
  private readonly fieldStack: string[] = [];

  decode(value: unknown, type: GoType): unknown {
    if (this.aborted !== undefined || value === null || value === undefined) return undefined;
    switch (type.kind) {
      case "string":
        if (typeof value === "string") return value;
        break;
      case "bool":
        if (typeof value === "boolean") return value;
        break;
      case "int64":
        if (goKind(value) === "int64") return value;
        this.typeError(typeof value === "number" ? `number ${goJson(value)}` : jsonKind(value), type);
        return undefined;
      case "time":
        return this.decodeTime(value);
      case "raw":
        return value;
      case "map":
        return this.decodeMap(value, type.elem, type);
      case "slice":
        if (!Array.isArray(value)) break;
        return value.map((item) => this.decode(item, type.elem) ?? zeroOf(type.elem));
      case "struct":
        return this.decodeStruct(value, type);
    }
    this.typeError(jsonKind(value), type);
    return undefined;
  }

  private decodeMap(value: unknown, elem: GoType, type: GoType): unknown {
    if (!isJsonObject(value)) {
      this.typeError(jsonKind(value), type);
      return undefined;
    }
    const out: JsonObject = {};
    for (const key of sortedKeys(value)) setOwn(out, key, this.decode(value[key], elem) ?? zeroOf(elem));
    return out;
  }

  private decodeStruct(value: unknown, type: Extract<GoType, { kind: "struct" }>): unknown {
    if (!isJsonObject(value)) {
      this.typeError(jsonKind(value), type);
      return undefined;
    }
    const out: JsonObject = {};
    const struct = this.struct;
    const depth = this.fieldStack.length;
    for (const key of sortedKeys(value)) {
      const field = Object.hasOwn(type.fields, key) ? type.fields[key] : undefined;
      if (field === undefined) continue;
      this.fieldStack.push(key);
      this.struct = type.name.replace(/^v1\./, "");
      const decoded = this.decode(value[key], field.type);
      if (this.aborted !== undefined) return undefined;
      if (decoded !== undefined) out[key] = decoded;
      this.fieldStack.length = depth;
      this.struct = struct;
    }
    return out;
  }

  // metav1.Time.UnmarshalJSON: a string parsed as RFC 3339; its errors end decoding.
  private decodeTime(value: unknown): unknown {
    if (typeof value !== "string") {
      this.aborted = this.withContext(`json: cannot unmarshal ${jsonKind(value)}`, "string");
      return undefined;
    }
    const parsed = parseGoTime("rfc3339", value);
    if (!parsed.ok) {
      this.aborted = parsed.error;
      return undefined;
    }
    return parsed.time;
  }

  private typeError(kind: string, type: GoType): void {
    this.saved ??= this.withContext(`json: cannot unmarshal ${kind}`, goTypeName(type));
  }

  private withContext(prefix: string, typeName: string): string {
    if (this.struct !== undefined || this.fieldStack.length > 0) {
      return `${prefix} into Go struct field ${this.struct ?? ""}.${this.fieldStack.join(".")} of type ${typeName}`;
    }
    return `${prefix} into Go value of type ${typeName}`;
  }
}

// The zero value an element takes when the JSON holds null (nil for pointers, maps and slices).
function zeroOf(type: GoType): unknown {
  if (type.kind === "string") return "";
  return type.kind === "struct" ? {} : undefined;
}
