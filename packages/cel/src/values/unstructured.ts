/**
 * Kubernetes objects as CEL values: apiserver `pkg/cel/common/valuesunstructured.go` (`UnstructuredToVal`).
 * A JSON value and its structural schema become CEL values: objects with properties become `ObjectValue`s
 * (escaped field names, null fields absent), additionalProperties maps `MapValue`s, lists keep their
 * `x-kubernetes-list-type`, int-or-string stays an int or a string, and the string formats date-time,
 * date, duration and byte become timestamps, durations and bytes. An object's fields are converted when a
 * rule first reads them, as Go converts on access (`UnstructuredFields`); lists and additionalProperties maps are
 * converted whole, their objects lazily. An invalid nested value becomes an error value at its position.
 */
import { sortIndicesAscending } from "@crdgen/core";
import type { CelSchema } from "../schema/cel-schema.js";
import { additionalPropertiesSchemaOf, itemsOf } from "../schema/cel-schema.js";
import { escape } from "../schema/escaping.js";
import { GoValueOf, goTypeOf, isJsonInt64 } from "./go-values.js";
import { withTypeAndObjectMeta } from "../schema/object-meta.js";
import {
  parseFullDate,
  strfmtDecodeBase64,
  strfmtParseDateTime,
  strfmtParseDuration,
} from "./strfmt-values.js";
import {
  type CelValue,
  DurationValue,
  ErrorValue,
  type ListKind,
  ListValue,
  MapValue,
  ObjectValue,
  PreservedValue,
  TimestampValue,
} from "./value.js";

/** The schema extensions that matter for values and are not part of the type-level `CelSchema`. */
export interface ValueSchema extends CelSchema {
  readonly nullable?: boolean | null;
  readonly "x-kubernetes-list-type"?: string | null;
  readonly "x-kubernetes-list-map-keys"?: readonly string[] | null;
  readonly "x-kubernetes-preserve-unknown-fields"?: boolean | null;
}

const err = (message: string): ErrorValue => new ErrorValue(message);
const noProperties: ReadonlySet<string> = new Set();

/** Go's `%T` of a decoded JSON value, for the `invalid data` messages. */
function goType(v: unknown): string {
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "bigint") return "int64";
  if (typeof v === "number") return isJsonInt64(v) ? "int64" : "float64";
  if (Array.isArray(v)) return "[]interface {}";
  return "map[string]interface {}";
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** JSON integers (Go's decoder gives int64 for integral numbers in unstructured objects). */
function asInt(v: unknown): bigint | undefined {
  if (typeof v === "bigint") return v;
  if (typeof v === "number" && isJsonInt64(v)) return BigInt(v);
  return undefined;
}

/**
 * `schemas`: the caller's {@link UnstructuredSchemas} when it converts many values of schemas that do not change
 * meanwhile; without it each object value reads its schema afresh.
 */
export function unstructuredToVal(
  value: unknown,
  schema: ValueSchema,
  schemas?: UnstructuredSchemas,
): CelValue {
  if (value === null || value === undefined) {
    return schema.nullable === true ? null : err("invalid data, got null for schema with nullable=false");
  }
  if (value instanceof GoValueOf) return goValueToVal(value.cel, schema);
  if (schema["x-kubernetes-int-or-string"] === true) {
    if (typeof value === "string") return value;
    const i = asInt(value);
    if (i !== undefined) return i;
    return err("invalid data, expected XIntOrString value to be either a string or integer");
  }
  switch (schema.type) {
    case "object":
      return objectToVal(value, schema, schemas);
    case "array":
      return arrayToVal(value, schema, schemas);
    case "string":
      return typeof value === "string"
        ? stringToVal(value, schema.format ?? "")
        : err(`invalid data, expected string, got ${goType(value)}`);
    case "number":
      if (typeof value === "number") return value;
      if (typeof value === "bigint") return Number(value);
      return err(`invalid data, expected float, got ${goType(value)}`);
    case "integer": {
      const i = asInt(value);
      return i ?? err(`invalid data, expected int, got ${goType(value)}`);
    }
    case "boolean":
      return typeof value === "boolean" ? value : err(`invalid data, expected bool, got ${goType(value)}`);
  }
  if (schema["x-kubernetes-preserve-unknown-fields"] === true) return new PreservedValue(value);
  return err(
    `invalid type, expected object, array, number, integer, boolean or string, or no type with x-kubernetes-int-or-string or x-kubernetes-preserve-unknown-fields is true, got ${schema.type ?? ""}`,
  );
}

function objectToVal(value: unknown, given: ValueSchema, schemas: UnstructuredSchemas | undefined): CelValue {
  if (!isRecord(value)) return err("invalid data, expected a map for the provided schema with type=object");
  const embedded = given["x-kubernetes-embedded-resource"] === true;
  const schema: ValueSchema = embedded ? withTypeAndObjectMeta(given) : given;
  if (embedded || (schema.properties !== undefined && schema.properties !== null)) {
    // Kept under the node given: an embedded resource's schema with apiVersion, kind and metadata is made anew.
    const objectFields = schemas === undefined ? objectFieldsOf(schema) : schemas.objectFields(given, schema);
    const fields = new UnstructuredFields(value, objectFields, schemas);
    return new ObjectValue("object", fields, { raw: value, known: objectFields.known });
  }
  const additional = additionalPropertiesSchemaOf(schema);
  if (additional !== undefined) {
    return new MapValue(
      Object.entries(value).map(([k, v]) => [k, unstructuredToVal(v, additional, schemas)] as const),
      true,
      value,
    );
  }
  // Neither properties nor an additionalProperties schema: no field is reachable, but all count in equality.
  return new ObjectValue("object", new Map(), { raw: value, known: noProperties });
}

// Up to this many properties a schema's are read one by one on every value (a lookup of each costs less than
// finding and ordering the value's own keys).
const fewProperties = 8;

// The indices presentIndices finds, for the one listing that copies them right away (it converts nothing
// else in between): one list for the process, grown as needed, instead of one per object value.
let scratchIndices: Int32Array = new Int32Array(64);

/**
 * The indices of the properties of `fields` that `value` may have, ascending, in {@link scratchIndices}; their
 * count is returned. They are the properties among its own keys, and those named like a member of
 * Object.prototype (`constructor`, `toString` …), which reading `value[name]` finds even when the value lacks
 * them: they are read on every value, as the one-by-one reading does.
 */
function presentIndices(value: Record<string, unknown>, fields: ObjectFields): number {
  const { indexes, inherited } = fields;
  let count = 0;
  for (const key in value) {
    const index = indexes.get(key);
    if (index === undefined) continue;
    if (count === scratchIndices.length) scratchIndices = grown(scratchIndices);
    scratchIndices[count++] = index;
  }
  for (let i = 0; i < inherited.length; i++) {
    const index = inherited[i] as number;
    if (Object.hasOwn(value, (fields.properties[index] as ObjectProperty).name)) continue;
    if (count === scratchIndices.length) scratchIndices = grown(scratchIndices);
    scratchIndices[count++] = index;
  }
  sortIndicesAscending(scratchIndices, count);
  return count;
}

function grown(list: Int32Array): Int32Array {
  const larger = new Int32Array(list.length * 2);
  larger.set(list);
  return larger;
}

/**
 * The fields of an object value, each converted to a CEL value when first read: apiserver's `unstructuredMap`
 * converts a field on `Get` (UnstructuredToVal is lazy), so a rule that reads one field of a large object pays
 * for that field alone, and a rule on a nested node does not convert again what its parent's rule converted
 * nowhere. A field is present when the object's value for it is not null; a read finds it by its property, and
 * only counting or listing the fields looks at all of them (in the schema's order, as an eager conversion lists
 * them). A converted value is kept, so a field read twice is one value.
 */
class UnstructuredFields implements ReadonlyMap<string, CelValue> {
  // The converted values by property index, made on the first read; the present fields' indices in the schema's
  // order, found when the fields are first counted or listed.
  #values: (CelValue | undefined)[] | undefined;
  #present: readonly number[] | undefined;

  constructor(
    private readonly value: Readonly<Record<string, unknown>>,
    private readonly layout: ObjectFields,
    private readonly schemas: UnstructuredSchemas | undefined,
  ) {}

  get size(): number {
    return this.#presentIndices().length;
  }

  has(name: string): boolean {
    const indices = this.layout.byEscaped.get(name);
    if (indices === undefined) return false;
    for (let i = 0; i < indices.length; i++) {
      if (this.#raw(indices[i] as number) !== undefined) return true;
    }
    return false;
  }

  get(name: string): CelValue | undefined {
    const indices = this.layout.byEscaped.get(name);
    if (indices === undefined) return undefined;
    // The later of two present properties of one CEL name is the one the name holds.
    for (let i = indices.length - 1; i >= 0; i--) {
      const v = this.#valueAt(indices[i] as number);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  entries(): MapIterator<[string, CelValue]> {
    return this.#converted().entries();
  }

  keys(): MapIterator<string> {
    const keys = new Map<string, true>();
    for (const index of this.#presentIndices()) keys.set(this.#property(index).escaped, true);
    return keys.keys();
  }

  values(): MapIterator<CelValue> {
    return this.#converted().values();
  }

  forEach(callback: (value: CelValue, key: string, map: ReadonlyMap<string, CelValue>) => void): void {
    for (const [name, value] of this.#converted()) callback(value, name, this);
  }

  [Symbol.iterator](): MapIterator<[string, CelValue]> {
    return this.entries();
  }

  #property(index: number): ObjectProperty {
    return this.layout.properties[index] as ObjectProperty;
  }

  // A property's JSON value; undefined when it is null or absent (unstructuredMap.Find).
  #raw(index: number): unknown {
    const v = this.value[this.#property(index).name];
    return v === null ? undefined : v;
  }

  #valueAt(index: number): CelValue | undefined {
    const values = (this.#values ??= new Array<CelValue | undefined>(this.layout.properties.length));
    const known = values[index];
    if (known !== undefined) return known;
    const raw = this.#raw(index);
    if (raw === undefined) return undefined;
    const v = unstructuredToVal(raw, this.#property(index).schema, this.schemas);
    values[index] = v;
    return v;
  }

  #presentIndices(): readonly number[] {
    if (this.#present === undefined) {
      const present: number[] = [];
      const { properties } = this.layout;
      if (properties.length <= fewProperties) {
        for (let i = 0; i < properties.length; i++) if (this.#raw(i) !== undefined) present.push(i);
      } else {
        // An object carries few of a large schema's properties: the properties it has are found from its own
        // keys and taken in the schema's order, which is the order of their indices, instead of reading every one.
        const count = presentIndices(this.value, this.layout);
        for (let i = 0; i < count; i++) {
          const index = scratchIndices[i] as number;
          if (this.#raw(index) !== undefined) present.push(index);
        }
      }
      this.#present = present;
    }
    return this.#present;
  }

  // Going through all the fields converts them all (as an eager conversion would have).
  #converted(): Map<string, CelValue> {
    const all = new Map<string, CelValue>();
    for (const index of this.#presentIndices()) {
      all.set(this.#property(index).escaped, this.#valueAt(index) as CelValue);
    }
    return all;
  }
}

/** A property of an object schema as its CEL values read it: the JSON name, the CEL field name and its schema. */
interface ObjectProperty {
  readonly name: string;
  readonly escaped: string;
  readonly schema: ValueSchema;
}

/** What every value of an object schema reads of it: its properties with their CEL names, and their names. */
interface ObjectFields {
  readonly properties: readonly ObjectProperty[];
  readonly known: ReadonlySet<string>;
  /** Each property's index in `properties`, by its JSON name. */
  readonly indexes: ReadonlyMap<string, number>;
  /**
   * The indices of the properties by their CEL name, ascending: one each, unless two names escape alike (a
   * value then holds the later present one under the name, where the earlier one's entry would be).
   */
  readonly byEscaped: ReadonlyMap<string, readonly number[]>;
  /** The indices of the properties named like a member of Object.prototype (see presentIndices). */
  readonly inherited: readonly number[];
}

/**
 * What the values of each object schema node read of it ({@link ObjectFields}), built once per node for as long
 * as the owner keeps this object: a rule converts every object value it reaches, and listing, escaping and
 * collecting a large node's properties for each value cost more than the value. A snapshot of the nodes it has
 * seen: the owner must not keep it across changes to a schema in place (crdgen's rule validators keep one per
 * CRD version's schema, for the objects of one run).
 */
export class UnstructuredSchemas {
  readonly #fields = new WeakMap<ValueSchema, ObjectFields>();

  /** The fields of `schema`, the object schema of `node` (itself, or it with the embedded resource's fields). */
  objectFields(node: ValueSchema, schema: ValueSchema): ObjectFields {
    let found = this.#fields.get(node);
    if (found === undefined) {
      found = objectFieldsOf(schema);
      this.#fields.set(node, found);
    }
    return found;
  }
}

function objectFieldsOf(schema: ValueSchema): ObjectFields {
  const entries = Object.entries(schema.properties ?? {});
  const inherited: number[] = [];
  entries.forEach(([name], i) => {
    if (name in Object.prototype) inherited.push(i);
  });
  const properties = entries.map(([name, prop]) => ({ name, escaped: escape(name) ?? name, schema: prop }));
  const byEscaped = new Map<string, number[]>();
  properties.forEach(({ escaped }, i) => {
    const indices = byEscaped.get(escaped);
    if (indices === undefined) byEscaped.set(escaped, [i]);
    else indices.push(i);
  });
  return {
    properties,
    known: new Set(entries.map(([name]) => name)),
    indexes: new Map(entries.map(([name], i) => [name, i])),
    byEscaped,
    inherited,
  };
}

function arrayToVal(value: unknown, schema: ValueSchema, schemas: UnstructuredSchemas | undefined): CelValue {
  if (!Array.isArray(value)) {
    return err("invalid data, expected an array for the provided schema with type=array");
  }
  const items = itemsOf(schema);
  if (items === undefined) return err("invalid array type, expected Items with a non-empty Schema");
  const elements = value.map((e) => unstructuredToVal(e, items, schemas));
  const listType = schema["x-kubernetes-list-type"] ?? "";
  let kind: ListKind;
  switch (listType) {
    case "":
    case "atomic":
      kind = { type: "list" };
      break;
    case "set":
      kind = { type: "set" };
      break;
    case "map":
      kind = { type: "map", keys: (schema["x-kubernetes-list-map-keys"] ?? []).map((k) => escape(k) ?? k) };
      break;
    default:
      return err(`invalid x-kubernetes-list-type, expected 'map', 'set' or 'atomic' but got ${listType}`);
  }
  return new ListValue(elements, kind, true, { values: value, items });
}

/**
 * UnstructuredToVal of a Go value that is not JSON: `Value()` of a CEL value that `+` appended to a list read from
 * an object. Only a float64 converts (under `number`); anything else is invalid data of its Go type.
 */
function goValueToVal(cel: CelValue, schema: ValueSchema): CelValue {
  if (schema["x-kubernetes-int-or-string"] === true) {
    return err("invalid data, expected XIntOrString value to be either a string or integer");
  }
  const goType = goTypeOf(cel);
  switch (schema.type) {
    case "object":
      return err("invalid data, expected a map for the provided schema with type=object");
    case "array":
      return err("invalid data, expected an array for the provided schema with type=array");
    case "string":
      return err(`invalid data, expected string, got ${goType}`);
    case "number":
      return typeof cel === "number" ? cel : err(`invalid data, expected float, got ${goType}`);
    case "integer":
      return err(`invalid data, expected int, got ${goType}`);
    case "boolean":
      return err(`invalid data, expected bool, got ${goType}`);
  }
  if (schema["x-kubernetes-preserve-unknown-fields"] === true) return new PreservedValue(cel);
  return err(
    `invalid type, expected object, array, number, integer, boolean or string, or no type with x-kubernetes-int-or-string or x-kubernetes-preserve-unknown-fields is true, got ${schema.type ?? ""}`,
  );
}

// valuesunstructured.go:132-165 (Kubernetes 1.35): each format's parser and its error, `%s` of the text and `%v`
// of the error.
function stringToVal(s: string, format: string): CelValue {
  switch (format) {
    case "duration": {
      const d = strfmtParseDuration(s);
      return d.ok ? new DurationValue(d.value) : err(`Invalid duration ${s}: ${d.error}`);
    }
    case "date": {
      // Go makes types.Timestamp without CEL's range check.
      const d = parseFullDate(s);
      return d.ok ? new TimestampValue(d.value) : err(`Invalid date formatted string ${s}: ${d.error}`);
    }
    case "date-time": {
      const t = strfmtParseDateTime(s);
      return t.ok
        ? new TimestampValue(t.value.nanos, t.value.offsetSeconds)
        : err(`Invalid date-time formatted string ${s}: ${t.error}`);
    }
    case "byte": {
      const b = strfmtDecodeBase64(s);
      return b.ok ? b.value : err(`Invalid byte formatted string ${s}: ${b.error}`);
    }
  }
  return s;
}
