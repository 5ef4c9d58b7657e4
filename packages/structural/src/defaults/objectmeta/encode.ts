import type { GoTime } from "@crdgen/cel";
import { formatRFC3339UTC } from "@crdgen/cel";
import type { JsonObject } from "../../model/json-value.js";
import { isJsonObject } from "../../model/json-value.js";
import type { DecodedObjectMeta } from "./decode.js";

// OwnerReference fields serialised even when empty (they have no omitempty tag).
const ownerReferenceRequired = ["apiVersion", "kind", "name", "uid"];

/**
 * A decoded ObjectMeta written back as JSON (SetObjectMeta: runtime.DefaultUnstructuredConverter): unknown
 * fields are gone, empty fields omitted, times in UTC with whole seconds, and a zero creationTimestamp dropped.
 */
export function encodeObjectMeta(meta: DecodedObjectMeta): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(meta)) {
    const encoded = encodeField(key, value);
    if (encoded !== undefined) out[key] = encoded;
  }
  return out;
}

function encodeField(key: string, value: unknown): unknown {
  switch (key) {
    case "creationTimestamp":
      return isGoTime(value) && !isZeroTime(value) ? formatRFC3339UTC(value) : undefined;
    case "deletionTimestamp":
      return isGoTime(value) ? formatRFC3339UTC(value) : undefined;
    case "deletionGracePeriodSeconds":
      return value;
    case "labels":
    case "annotations":
      return isJsonObject(value) && Object.keys(value).length > 0 ? value : undefined;
    case "ownerReferences":
      return nonEmptyList(value, encodeOwnerReference);
    case "managedFields":
      return nonEmptyList(value, encodeManagedFields);
    case "finalizers":
      return Array.isArray(value) && value.length > 0 ? value : undefined;
    default:
      return value === "" || value === 0 ? undefined : value;
  }
}

function nonEmptyList(value: unknown, encode: (item: JsonObject) => JsonObject): unknown {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  return value.map((item) => encode(isJsonObject(item) ? item : {}));
}

function encodeOwnerReference(ref: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of ownerReferenceRequired) out[key] = typeof ref[key] === "string" ? ref[key] : "";
  for (const key of ["controller", "blockOwnerDeletion"]) {
    if (typeof ref[key] === "boolean") out[key] = ref[key];
  }
  return out;
}

function encodeManagedFields(entry: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(entry)) {
    if (key === "time") {
      if (isGoTime(value)) out[key] = formatRFC3339UTC(value);
    } else if (value !== "" && value !== undefined) {
      out[key] = value;
    }
  }
  return out;
}

function isGoTime(value: unknown): value is GoTime {
  return isJsonObject(value) && typeof value.year === "number" && typeof value.offset === "number";
}

// Go's zero time.Time: 0001-01-01T00:00:00Z.
function isZeroTime(time: GoTime): boolean {
  return formatRFC3339UTC(time) === "0001-01-01T00:00:00Z";
}
