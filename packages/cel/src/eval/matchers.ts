/** Runtime type tests of overload parameters (the kinds of cel-go's `ref.Val.Type()`). */
import {
  DurationValue,
  ListValue,
  MapValue,
  ObjectValue,
  OptionalValue,
  TimestampValue,
  UintValue,
} from "../values/value.js";
import type { ArgMatcher } from "./overload.js";

export const isInt: ArgMatcher = (v) => typeof v === "bigint";
export const isUint: ArgMatcher = (v) => v instanceof UintValue;
export const isDouble: ArgMatcher = (v) => typeof v === "number";
export const isString: ArgMatcher = (v) => typeof v === "string";
export const isBool: ArgMatcher = (v) => typeof v === "boolean";
export const isBytes: ArgMatcher = (v) => v instanceof Uint8Array;
export const isTimestamp: ArgMatcher = (v) => v instanceof TimestampValue;
export const isDuration: ArgMatcher = (v) => v instanceof DurationValue;
export const isList: ArgMatcher = (v) => v instanceof ListValue;
/**
 * A `list(T)` parameter's runtime guard (cel-go `defaultIsAssignableRuntimeType`): a list whose first element,
 * if any, matches `elem` — the only element Go looks at when dispatching a call on a `dyn` list.
 */
export const isListOf =
  (elem: ArgMatcher): ArgMatcher =>
  (v) =>
    v instanceof ListValue && (v.elements[0] === undefined || elem(v.elements[0]));
export const isMap: ArgMatcher = (v) => v instanceof MapValue || v instanceof ObjectValue;
export const isOptional: ArgMatcher = (v) => v instanceof OptionalValue;
export const isAny: ArgMatcher = () => true;
