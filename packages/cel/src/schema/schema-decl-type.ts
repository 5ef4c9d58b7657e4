/**
 * The CEL type of a CRD schema node: a port of apiserver `pkg/cel/common/schemas.go` (SchemaDeclType and its
 * size estimates) as apiextensions `pkg/apiserver/schema/cel/model/schemas.go` calls it for structural schemas
 * (its WithTypeAndObjectMeta adds kind, apiVersion, metadata.name and metadata.generateName).
 */
import { celTypes, structType } from "../common/types.js";
import { type CelSchema, additionalPropertiesSchemaOf, hasDefault, itemsOf, toInt64 } from "./cel-schema.js";
import {
  type DeclField,
  DeclType,
  boolDeclType,
  doubleDeclType,
  intDeclType,
  newDeclField,
  newListType,
  newMapType,
  newSimpleType,
  stringDeclType,
} from "./decl-type.js";
import { escape } from "./escaping.js";
import {
  defaultMaxRequestSizeBytes,
  jsonDateSize,
  maxDatetimeSizeJSON,
  maxDurationSizeJSON,
  minDatetimeSizeJSON,
  minDurationSizeJSON,
  minStringSize,
} from "./limits.js";
import { withTypeAndObjectMeta } from "./object-meta.js";

/** `maxRequestSizeBytes` of schemas.go. */
const maxRequestSizeBytes = defaultMaxRequestSizeBytes;

// The scalar types whose sizes do not depend on the schema (estimateMaxStringLengthPerRequest of a string
// without maxLength or enum, or of a format with a fixed longest form), made once: most leaves of a schema are
// one of them. DeclTypes are immutable, and a RuleCompiler keeps one shape per shared one (readShapeOf).
const unboundedIntOrString = newSimpleType("dyn", celTypes.dyn, 1n, maxRequestSizeBytes - 2n);
const unboundedBytes = newSimpleType("bytes", celTypes.bytes, minStringSize, maxRequestSizeBytes - 2n);
const unboundedString = newSimpleType("string", celTypes.string, minStringSize, maxRequestSizeBytes - 2n);
const durationString = newSimpleType("duration", celTypes.duration, minDurationSizeJSON, maxDurationSizeJSON);
const dateString = newSimpleType("timestamp", celTypes.timestamp, jsonDateSize, jsonDateSize);
const dateTimeString = newSimpleType(
  "timestamp",
  celTypes.timestamp,
  minDatetimeSizeJSON,
  maxDatetimeSizeJSON,
);

function zeroIfNegative(v: bigint): bigint {
  return v < 0n ? 0n : v;
}

/**
 * Go's `len(string)`: the UTF-8 byte length (a lone surrogate counts as U+FFFD, 3 bytes, as when encoding).
 * Counted without encoding: every property of every node a rule sees asks, and a TextEncoder per name was a
 * tenth of `crdgen check`'s CEL time over the corpus.
 */
function utf8Length(text: string): number {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) >= 0x80) return Buffer.byteLength(text, "utf8");
  }
  return text.length;
}

/** The names in `required`, or undefined when there are none (most nodes). */
function requiredNames(required: readonly string[] | null | undefined): ReadonlySet<string> | undefined {
  return required == null || required.length === 0 ? undefined : new Set(required);
}

/**
 * `estimateMaxStringLengthPerRequest`: the longest string (in bytes) of the schema's format that fits in a
 * request. Only for strings and int-or-string.
 */
export function estimateMaxStringLengthPerRequest(s: CelSchema): bigint {
  // int-or-string: the longest possible string; 2 bytes for the quotes.
  if (s["x-kubernetes-int-or-string"] === true) return maxRequestSizeBytes - 2n;
  switch (s.format ?? "") {
    case "duration":
      return maxDurationSizeJSON;
    case "date":
      return jsonDateSize;
    case "date-time":
      return maxDatetimeSizeJSON;
    default:
      return maxRequestSizeBytes - 2n;
  }
}

/** `estimateMaxStringEnumLength`: the byte length of the longest string enum value. */
export function estimateMaxStringEnumLength(s: CelSchema): bigint {
  // Compared as numbers (a string's byte length is far below 2^53) and made a BigInt once: a BigInt per value
  // allocated for every value of every enum a rule sees.
  let maxLength = 0;
  for (const value of s.enum ?? []) {
    if (typeof value !== "string") continue;
    const length = utf8Length(value);
    if (length > maxLength) maxLength = length;
  }
  return BigInt(maxLength);
}

/** `estimateMaxArrayItemsFromMinSize`: how many items of this minimum size fit in `[...]` with commas. */
export function estimateMaxArrayItemsFromMinSize(minSize: bigint): bigint {
  return (maxRequestSizeBytes - 2n) / (minSize + 1n);
}

/**
 * `estimateMaxAdditionalPropertiesFromMinSize`: how many `"":value,` pairs of this minimum value size fit in
 * `{...}` (2 quotes, colon, comma, and realistically keys vary in length).
 */
export function estimateMaxAdditionalPropertiesFromMinSize(minSize: bigint): bigint {
  const keyValuePairSize = minSize + 6n;
  return (maxRequestSizeBytes - 2n) / keyValuePairSize;
}

/**
 * `estimateMaxElementsFromMaxLength`: maxLength counts code points, sizes count bytes, and a code point takes up
 * to 4 bytes. Go multiplies in int64, which wraps.
 */
export function estimateMaxElementsFromMaxLength(maxLength: number): bigint {
  return BigInt.asIntN(64, zeroIfNegative(toInt64(maxLength)) * 4n);
}

/**
 * `SchemaDeclType`: the CEL type of a schema node, or undefined when the node is not exposed to CEL (no type,
 * an array without items, a map whose values are not exposed). `isResourceRoot` is true at the root of a custom
 * resource and of an x-kubernetes-embedded-resource: apiVersion, kind, metadata.name and metadata.generateName
 * are then always there. x-kubernetes-preserve-unknown-fields is ignored: unknown fields are not exposed.
 *
 * An object's fields are made when they are first read (DeclType's lazy fields): a rule reads a few paths of the
 * tree below it, and making every node of a large schema (a pod template under a root rule) was the larger part
 * of the CEL time of `crdgen check` that was not parsing or checking. What an object's size needs is made at
 * once: the types of its required properties (their minimum sizes). A RuleCompiler reuses a compilation by
 * comparing only what has been read (agreesOnReadParts).
 */
export function schemaDeclType(schema: CelSchema, isResourceRoot: boolean): DeclType | undefined {
  if (schema["x-kubernetes-int-or-string"] === true) {
    // Exposed as dyn, checked at run time. The smallest serialized value is 0.
    if (typeof schema.maxLength !== "number") return unboundedIntOrString;
    const maxElements = estimateMaxElementsFromMaxLength(schema.maxLength);
    return newSimpleType("dyn", celTypes.dyn, 1n, maxElements);
  }
  const s = isResourceRoot ? withTypeAndObjectMeta(schema) : schema;
  switch (s.type ?? "") {
    case "array":
      return arrayDeclType(s);
    case "object":
      return objectDeclType(s);
    case "string":
      return stringDeclType_(s);
    case "boolean":
      return boolDeclType;
    case "number":
      return doubleDeclType;
    case "integer":
      return intDeclType;
  }
  return undefined;
}

function isEmbedded(s: CelSchema): boolean {
  return s["x-kubernetes-embedded-resource"] === true;
}

function arrayDeclType(s: CelSchema): DeclType | undefined {
  const items = itemsOf(s);
  if (items === undefined) return undefined;
  const itemsType = schemaDeclType(items, isEmbedded(items));
  if (itemsType === undefined) return undefined;
  const maxItems =
    typeof s.maxItems === "number"
      ? zeroIfNegative(toInt64(s.maxItems))
      : estimateMaxArrayItemsFromMinSize(itemsType.minSerializedSize);
  return newListType(itemsType, maxItems);
}

// Every object schemaDeclType makes is named `object` (MaybeAssignTypeName names them later, by path).
const objectCelType = structType("object");

function objectDeclType(s: CelSchema): DeclType | undefined {
  const additional = additionalPropertiesSchemaOf(s);
  if (additional !== undefined) {
    const propsType = schemaDeclType(additional, isEmbedded(additional));
    if (propsType === undefined) return undefined;
    const maxProperties =
      typeof s.maxProperties === "number"
        ? zeroIfNegative(toInt64(s.maxProperties))
        : estimateMaxAdditionalPropertiesFromMinSize(propsType.minSerializedSize);
    return newMapType(stringDeclType, propsType, maxProperties);
  }
  const required = requiredNames(s.required);
  const properties = s.properties ?? {};
  // An object is serialized at least as {}; the name bytes of the required properties are summed as a number
  // and added once (a BigInt sum allocates at every step). Only required properties are made here, for their
  // minimum sizes; the fields, when read, reuse them.
  let minSerializedSize = 2n;
  let requiredNameBytes = 0;
  let requiredTypes: Map<string, DeclType> | undefined;
  if (required !== undefined) {
    for (const name of Object.keys(properties)) {
      const prop = properties[name];
      if (prop === undefined || !required.has(name)) continue;
      const fieldType = schemaDeclType(prop, isEmbedded(prop));
      if (fieldType === undefined) continue;
      requiredTypes ??= new Map();
      requiredTypes.set(name, fieldType);
      // Required properties without a default add "name": and their own minimum; defaults are filled in by the
      // server. Go counts the bytes of the property name and adds 4 for the quotes, colon and comma.
      if (!hasDefault(prop)) {
        requiredNameBytes += utf8Length(name) + 4;
        minSerializedSize += fieldType.minSerializedSize;
      }
    }
  }
  if (requiredNameBytes > 0) minSerializedSize += BigInt(requiredNameBytes);
  return new DeclType({
    name: "object",
    celType: objectCelType,
    lazyFields: () => objectFields(properties, requiredTypes),
    minSerializedSize,
    withoutNamedObjects: true,
  });
}

/** An object's fields, in the order of its properties; `requiredTypes` holds the types made already. */
function objectFields(
  properties: Readonly<Record<string, CelSchema>>,
  requiredTypes: ReadonlyMap<string, DeclType> | undefined,
): ReadonlyMap<string, DeclField> {
  const fields = new Map<string, DeclField>();
  for (const name of Object.keys(properties)) {
    const prop = properties[name];
    if (prop === undefined) continue;
    const knownType = requiredTypes?.get(name);
    const fieldType = knownType ?? schemaDeclType(prop, isEmbedded(prop));
    if (fieldType === undefined) continue;
    const propName = escape(name);
    if (propName === undefined) continue;
    // The enum as written, not copied: nothing reads or changes a field's enumValues.
    const enumValues = prop.enum === undefined || prop.enum === null ? undefined : prop.enum;
    fields.set(
      propName,
      newDeclField(propName, fieldType, knownType !== undefined, enumValues, prop.default),
    );
  }
  return fields;
}

function stringDeclType_(s: CelSchema): DeclType {
  switch (s.format ?? "") {
    case "byte":
      if (typeof s.maxLength !== "number") return unboundedBytes;
      return newSimpleType("bytes", celTypes.bytes, minStringSize, zeroIfNegative(toInt64(s.maxLength)));
    case "duration":
      return durationString;
    case "date":
      return dateString;
    case "date-time":
      return dateTimeString;
  }
  let maxElements: bigint;
  if (typeof s.maxLength === "number") maxElements = estimateMaxElementsFromMaxLength(s.maxLength);
  else if ((s.enum?.length ?? 0) > 0) maxElements = estimateMaxStringEnumLength(s);
  else return unboundedString;
  return newSimpleType("string", celTypes.string, minStringSize, maxElements);
}
