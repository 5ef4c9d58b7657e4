/** Conformance values (cel.expr.Value as proto JSON) to CEL values, and CEL values to a comparable form. */
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  ListValue,
  MapValue,
  ObjectValue,
  OptionalValue,
  TimestampValue,
  TypeValue,
  UintValue,
} from "../../src/index.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- proto JSON is untyped */
export type JsonValue = Record<string, any>;

export class UnsupportedValue extends Error {}

function jsonDouble(v: number | string): number {
  if (typeof v === "number") return v;
  return v === "NaN" ? NaN : v === "Infinity" ? Infinity : v === "-Infinity" ? -Infinity : Number(v);
}

export function fromJson(v: JsonValue): CelValue {
  if ("int64Value" in v) return BigInt(v.int64Value as string);
  if ("uint64Value" in v) return new UintValue(BigInt(v.uint64Value as string));
  if ("doubleValue" in v) return jsonDouble(v.doubleValue as number | string);
  if ("stringValue" in v) return v.stringValue as string;
  if ("bytesValue" in v) return new Uint8Array(Buffer.from(v.bytesValue as string, "base64"));
  if ("boolValue" in v) return v.boolValue as boolean;
  if ("nullValue" in v) return null;
  if ("listValue" in v) {
    return new ListValue((((v.listValue as JsonValue).values ?? []) as JsonValue[]).map(fromJson));
  }
  if ("mapValue" in v) {
    const entries = ((v.mapValue as JsonValue).entries ?? []) as JsonValue[];
    return new MapValue(
      entries.map((e) => [fromJson(e.key as JsonValue), fromJson(e.value as JsonValue)] as const),
    );
  }
  if ("typeValue" in v) return new TypeValue(v.typeValue as string);
  throw new UnsupportedValue(Object.keys(v).join(","));
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A plain, deep-comparable rendering that keeps int, uint and double apart. */
export function render(v: CelValue): unknown {
  if (typeof v === "bigint") return `int:${v}`;
  if (typeof v === "number") return Number.isNaN(v) ? "double:NaN" : `double:${Object.is(v, -0) ? "-0" : v}`;
  if (v instanceof UintValue) return `uint:${v.value}`;
  if (v instanceof Uint8Array) return `bytes:${Buffer.from(v).toString("hex")}`;
  if (v instanceof ErrorValue) return { error: v.message };
  if (v instanceof TimestampValue) return `timestamp:${v.nanos}`;
  if (v instanceof DurationValue) return `duration:${v.nanos}`;
  if (v instanceof TypeValue) return `type:${v.name}`;
  if (v instanceof OptionalValue) return { optional: v.value === undefined ? null : render(v.value) };
  if (v instanceof ListValue) return v.elements.map(render);
  if (v instanceof MapValue) {
    return {
      map: [...v.entries()]
        .map(([k, x]) => [render(k), render(x)])
        .sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
    };
  }
  if (v instanceof ObjectValue) return { object: v.typeName };
  return v;
}
