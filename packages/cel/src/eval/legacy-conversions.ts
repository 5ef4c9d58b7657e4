/**
 * Runtime overloads that only older cel-go versions declare (see `decls/stdlib-v026.ts`). The checker of a
 * newer environment never resolves a call to them, so having them in every registry changes nothing there.
 */
import { ErrorValue } from "../values/value.js";
import { overload } from "./arithmetic.js";
import { isInt } from "./matchers.js";
import type { RuntimeOverload } from "./overload.js";

export const celGoV026ConversionOverloads: readonly RuntimeOverload[] = [
  // cel-go v0.26.0 `common/types/int.go` `ConvertToType`: no case for DurationType.
  overload(
    "duration",
    "int_to_duration",
    [isInt],
    () => new ErrorValue("type conversion error from 'int' to 'google.protobuf.Duration'"),
  ),
];
