import {
  type CelType,
  type FunctionDecl,
  type VariableDecl,
  celTypes,
  listType,
  mapType,
  nullableType,
  structType,
} from "../../src/index.js";

/** One positive case of cel-go's checker_test.go `testCases`. */
export interface CelGoCase {
  readonly in: string;
  /** `checker.Print` output; compared with all whitespace removed, as cel-go's `test.Compare`. */
  readonly out: string;
  readonly outType?: CelType;
  readonly container?: string;
  readonly defaultEnv?: boolean;
  readonly idents?: readonly VariableDecl[];
  readonly functions?: readonly FunctionDecl[];
  readonly optionalSyntax?: boolean;
  readonly variadicASTs?: boolean;
  readonly jsonFieldNames?: boolean;
  readonly disableStdEnv?: boolean;
  readonly crossTypeNumericComparisons?: boolean;
  readonly homogeneousAggregateLiterals?: boolean;
}

/** cel-go's `types.NewObjectType`, which maps the well-known protobuf message names to CEL types. */
const checkedWellKnowns: Readonly<Record<string, CelType>> = {
  "google.protobuf.BoolValue": nullableType(celTypes.bool),
  "google.protobuf.BytesValue": nullableType(celTypes.bytes),
  "google.protobuf.DoubleValue": nullableType(celTypes.double),
  "google.protobuf.FloatValue": nullableType(celTypes.double),
  "google.protobuf.Int64Value": nullableType(celTypes.int),
  "google.protobuf.Int32Value": nullableType(celTypes.int),
  "google.protobuf.UInt64Value": nullableType(celTypes.uint),
  "google.protobuf.UInt32Value": nullableType(celTypes.uint),
  "google.protobuf.StringValue": nullableType(celTypes.string),
  "google.protobuf.Any": celTypes.any,
  "google.protobuf.Duration": celTypes.duration,
  "google.protobuf.Timestamp": celTypes.timestamp,
  "google.protobuf.ListValue": listType(celTypes.dyn),
  "google.protobuf.NullValue": celTypes.null,
  "google.protobuf.Struct": mapType(celTypes.string, celTypes.dyn),
  "google.protobuf.Value": celTypes.dyn,
};

export function objectType(name: string): CelType {
  return checkedWellKnowns[name] ?? structType(name);
}
