/**
 * A TypeProvider over the conformance test protos (TestAllTypes …) of @bufbuild/cel-spec, with the proto to
 * CEL type mapping of cel-go's `common/types/pb` (wrappers are nullable, well-known types map to CEL types,
 * enums are int). cel-go's checker tests name the messages `google.expr.protoN.test.*`; the spec package
 * names them `cel.expr.conformance.protoN.*`, so both names resolve.
 */
import { type DescField, type DescMessage, ScalarType, type Registry } from "@bufbuild/protobuf";
import { getTestRegistry } from "@bufbuild/cel-spec/testdata/registry.js";
import {
  type CelType,
  type TypeProvider,
  celTypes,
  listType,
  mapType,
  nullableType,
  structType,
} from "../../src/index.js";

const registry: Registry = getTestRegistry();

function specName(name: string): string {
  return name.replace(/^google\.expr\.(proto[23])\.test\./, "cel.expr.conformance.$1.");
}

function findMessage(name: string): DescMessage | undefined {
  return registry.getMessage(specName(name));
}

const wellKnown: Readonly<Record<string, CelType>> = {
  "google.protobuf.Any": celTypes.any,
  "google.protobuf.Duration": celTypes.duration,
  "google.protobuf.Timestamp": celTypes.timestamp,
  "google.protobuf.Value": celTypes.dyn,
  "google.protobuf.Struct": mapType(celTypes.string, celTypes.dyn),
  "google.protobuf.ListValue": listType(celTypes.dyn),
  "google.protobuf.BoolValue": nullableType(celTypes.bool),
  "google.protobuf.BytesValue": nullableType(celTypes.bytes),
  "google.protobuf.DoubleValue": nullableType(celTypes.double),
  "google.protobuf.FloatValue": nullableType(celTypes.double),
  "google.protobuf.Int32Value": nullableType(celTypes.int),
  "google.protobuf.Int64Value": nullableType(celTypes.int),
  "google.protobuf.StringValue": nullableType(celTypes.string),
  "google.protobuf.UInt32Value": nullableType(celTypes.uint),
  "google.protobuf.UInt64Value": nullableType(celTypes.uint),
};

function scalarType(scalar: ScalarType): CelType {
  switch (scalar) {
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return celTypes.double;
    case ScalarType.BOOL:
      return celTypes.bool;
    case ScalarType.STRING:
      return celTypes.string;
    case ScalarType.BYTES:
      return celTypes.bytes;
    case ScalarType.UINT32:
    case ScalarType.UINT64:
    case ScalarType.FIXED32:
    case ScalarType.FIXED64:
      return celTypes.uint;
    default:
      return celTypes.int;
  }
}

/** The CEL type of a message, named as the caller named its container (google.expr… or cel.expr…). */
export function messageType(message: DescMessage, prefixFrom: string): CelType {
  const wkt = wellKnown[message.typeName];
  if (wkt !== undefined) return wkt;
  const legacy = prefixFrom.startsWith("google.expr.");
  const name = legacy
    ? message.typeName.replace(/^cel\.expr\.conformance\.(proto[23])\./, "google.expr.$1.test.")
    : message.typeName;
  return structType(name);
}

function singularType(field: DescField, prefixFrom: string): CelType {
  switch (field.fieldKind) {
    case "scalar":
      return scalarType(field.scalar);
    case "enum":
      return field.enum.typeName === "google.protobuf.NullValue" ? celTypes.null : celTypes.int;
    case "message":
      return messageType(field.message, prefixFrom);
    case "list":
      switch (field.listKind) {
        case "scalar":
          return listType(scalarType(field.scalar));
        case "enum":
          return listType(celTypes.int);
        case "message":
          return listType(messageType(field.message, prefixFrom));
      }
      break;
    case "map": {
      const key = scalarType(field.mapKey);
      switch (field.mapKind) {
        case "scalar":
          return mapType(key, scalarType(field.scalar));
        case "enum":
          return mapType(key, celTypes.int);
        case "message":
          return mapType(key, messageType(field.message, prefixFrom));
      }
    }
  }
  return celTypes.dyn;
}

export const protoProvider: TypeProvider = {
  findStructType(name) {
    const message = findMessage(name);
    if (message === undefined || wellKnown[message.typeName] !== undefined) return undefined;
    return structType(name.startsWith(".") ? name.slice(1) : name);
  },
  findStructFieldType(structName, field) {
    const message = findMessage(structName);
    const desc = message?.fields.find((f) => f.name === field);
    return desc === undefined ? undefined : singularType(desc, structName);
  },
  findStructFieldNames(structName) {
    return findMessage(structName)?.fields.map((f) => f.name);
  },
};
