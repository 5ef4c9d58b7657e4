/**
 * The standard library declarations of cel-go's `common/stdlib/standard.go` (commit 14f6746a), with its
 * overload ids exactly: functions in cel-go's order, overloads in declaration order.
 */
import { celTypes as t, listType, mapType, typeParam, typeType } from "../common/types.js";
import {
  type Library,
  type OverloadDecl,
  functionDecl as fn,
  globalOverload,
  memberOverload,
  typeVariable,
} from "./decls.js";

const paramA = typeParam("A");
const paramB = typeParam("B");
const listOfA = listType(paramA);
const mapOfAB = mapType(paramA, paramB);

function global(
  id: string,
  args: OverloadDecl["argTypes"],
  result: OverloadDecl["resultType"],
): OverloadDecl {
  return globalOverload(id, args, result);
}

function member(
  id: string,
  args: OverloadDecl["argTypes"],
  result: OverloadDecl["resultType"],
): OverloadDecl {
  return memberOverload(id, args, result);
}

/** cel-go's `stdlib.Types()`: the type identifiers `bool`, `list`, `type` … */
const standardTypes = [
  typeVariable(t.bool),
  typeVariable(t.bytes),
  typeVariable(t.double),
  typeVariable(t.duration),
  typeVariable(t.int),
  typeVariable(listOfA),
  typeVariable(mapOfAB),
  typeVariable(t.null),
  typeVariable(t.string),
  typeVariable(t.timestamp),
  typeVariable(t.type),
  typeVariable(t.uint),
];

/** cel-go's `stdlib.Functions()`. */
const standardFunctions = [
  fn("_?_:_", [global("conditional", [t.bool, paramA, paramA], paramA)]),
  fn("_&&_", [global("logical_and", [t.bool, t.bool], t.bool)]),
  fn("_||_", [global("logical_or", [t.bool, t.bool], t.bool)]),
  fn("!_", [global("logical_not", [t.bool], t.bool)]),
  fn("@not_strictly_false", [global("not_strictly_false", [t.bool], t.bool)]),
  fn("__not_strictly_false__", [global("__not_strictly_false__", [t.bool], t.bool)]),
  fn("_==_", [global("equals", [paramA, paramA], t.bool)]),
  fn("_!=_", [global("not_equals", [paramA, paramA], t.bool)]),
  fn("_+_", [
    global("add_bytes", [t.bytes, t.bytes], t.bytes),
    global("add_double", [t.double, t.double], t.double),
    global("add_duration_duration", [t.duration, t.duration], t.duration),
    global("add_duration_timestamp", [t.duration, t.timestamp], t.timestamp),
    global("add_timestamp_duration", [t.timestamp, t.duration], t.timestamp),
    global("add_int64", [t.int, t.int], t.int),
    global("add_list", [listOfA, listOfA], listOfA),
    global("add_string", [t.string, t.string], t.string),
    global("add_uint64", [t.uint, t.uint], t.uint),
  ]),
  fn("_/_", [
    global("divide_double", [t.double, t.double], t.double),
    global("divide_int64", [t.int, t.int], t.int),
    global("divide_uint64", [t.uint, t.uint], t.uint),
  ]),
  fn("_%_", [
    global("modulo_int64", [t.int, t.int], t.int),
    global("modulo_uint64", [t.uint, t.uint], t.uint),
  ]),
  fn("_*_", [
    global("multiply_double", [t.double, t.double], t.double),
    global("multiply_int64", [t.int, t.int], t.int),
    global("multiply_uint64", [t.uint, t.uint], t.uint),
  ]),
  fn("-_", [global("negate_double", [t.double], t.double), global("negate_int64", [t.int], t.int)]),
  fn("_-_", [
    global("subtract_double", [t.double, t.double], t.double),
    global("subtract_duration_duration", [t.duration, t.duration], t.duration),
    global("subtract_int64", [t.int, t.int], t.int),
    global("subtract_timestamp_duration", [t.timestamp, t.duration], t.timestamp),
    global("subtract_timestamp_timestamp", [t.timestamp, t.timestamp], t.duration),
    global("subtract_uint64", [t.uint, t.uint], t.uint),
  ]),
  fn("_<_", [
    global("less_bool", [t.bool, t.bool], t.bool),
    global("less_int64", [t.int, t.int], t.bool),
    global("less_int64_double", [t.int, t.double], t.bool),
    global("less_int64_uint64", [t.int, t.uint], t.bool),
    global("less_uint64", [t.uint, t.uint], t.bool),
    global("less_uint64_double", [t.uint, t.double], t.bool),
    global("less_uint64_int64", [t.uint, t.int], t.bool),
    global("less_double", [t.double, t.double], t.bool),
    global("less_double_int64", [t.double, t.int], t.bool),
    global("less_double_uint64", [t.double, t.uint], t.bool),
    global("less_string", [t.string, t.string], t.bool),
    global("less_bytes", [t.bytes, t.bytes], t.bool),
    global("less_timestamp", [t.timestamp, t.timestamp], t.bool),
    global("less_duration", [t.duration, t.duration], t.bool),
  ]),
  fn("_<=_", [
    global("less_equals_bool", [t.bool, t.bool], t.bool),
    global("less_equals_int64", [t.int, t.int], t.bool),
    global("less_equals_int64_double", [t.int, t.double], t.bool),
    global("less_equals_int64_uint64", [t.int, t.uint], t.bool),
    global("less_equals_uint64", [t.uint, t.uint], t.bool),
    global("less_equals_uint64_double", [t.uint, t.double], t.bool),
    global("less_equals_uint64_int64", [t.uint, t.int], t.bool),
    global("less_equals_double", [t.double, t.double], t.bool),
    global("less_equals_double_int64", [t.double, t.int], t.bool),
    global("less_equals_double_uint64", [t.double, t.uint], t.bool),
    global("less_equals_string", [t.string, t.string], t.bool),
    global("less_equals_bytes", [t.bytes, t.bytes], t.bool),
    global("less_equals_timestamp", [t.timestamp, t.timestamp], t.bool),
    global("less_equals_duration", [t.duration, t.duration], t.bool),
  ]),
  fn("_>_", [
    global("greater_bool", [t.bool, t.bool], t.bool),
    global("greater_int64", [t.int, t.int], t.bool),
    global("greater_int64_double", [t.int, t.double], t.bool),
    global("greater_int64_uint64", [t.int, t.uint], t.bool),
    global("greater_uint64", [t.uint, t.uint], t.bool),
    global("greater_uint64_double", [t.uint, t.double], t.bool),
    global("greater_uint64_int64", [t.uint, t.int], t.bool),
    global("greater_double", [t.double, t.double], t.bool),
    global("greater_double_int64", [t.double, t.int], t.bool),
    global("greater_double_uint64", [t.double, t.uint], t.bool),
    global("greater_string", [t.string, t.string], t.bool),
    global("greater_bytes", [t.bytes, t.bytes], t.bool),
    global("greater_timestamp", [t.timestamp, t.timestamp], t.bool),
    global("greater_duration", [t.duration, t.duration], t.bool),
  ]),
  fn("_>=_", [
    global("greater_equals_bool", [t.bool, t.bool], t.bool),
    global("greater_equals_int64", [t.int, t.int], t.bool),
    global("greater_equals_int64_double", [t.int, t.double], t.bool),
    global("greater_equals_int64_uint64", [t.int, t.uint], t.bool),
    global("greater_equals_uint64", [t.uint, t.uint], t.bool),
    global("greater_equals_uint64_double", [t.uint, t.double], t.bool),
    global("greater_equals_uint64_int64", [t.uint, t.int], t.bool),
    global("greater_equals_double", [t.double, t.double], t.bool),
    global("greater_equals_double_int64", [t.double, t.int], t.bool),
    global("greater_equals_double_uint64", [t.double, t.uint], t.bool),
    global("greater_equals_string", [t.string, t.string], t.bool),
    global("greater_equals_bytes", [t.bytes, t.bytes], t.bool),
    global("greater_equals_timestamp", [t.timestamp, t.timestamp], t.bool),
    global("greater_equals_duration", [t.duration, t.duration], t.bool),
  ]),
  fn("_[_]", [
    global("index_list", [listOfA, t.int], paramA),
    global("index_map", [mapOfAB, paramA], paramB),
  ]),
  fn("@in", [global("in_list", [paramA, listOfA], t.bool), global("in_map", [paramA, mapOfAB], t.bool)]),
  fn("_in_", [global("in_list", [paramA, listOfA], t.bool), global("in_map", [paramA, mapOfAB], t.bool)]),
  fn("in", [global("in_list", [paramA, listOfA], t.bool), global("in_map", [paramA, mapOfAB], t.bool)]),
  fn("size", [
    global("size_bytes", [t.bytes], t.int),
    member("bytes_size", [t.bytes], t.int),
    global("size_list", [listOfA], t.int),
    member("list_size", [listOfA], t.int),
    global("size_map", [mapOfAB], t.int),
    member("map_size", [mapOfAB], t.int),
    global("size_string", [t.string], t.int),
    member("string_size", [t.string], t.int),
  ]),
  fn("type", [global("type", [paramA], typeType(paramA))]),
  fn("bool", [global("bool_to_bool", [t.bool], t.bool), global("string_to_bool", [t.string], t.bool)]),
  fn("bytes", [global("bytes_to_bytes", [t.bytes], t.bytes), global("string_to_bytes", [t.string], t.bytes)]),
  fn("double", [
    global("double_to_double", [t.double], t.double),
    global("int64_to_double", [t.int], t.double),
    global("string_to_double", [t.string], t.double),
    global("uint64_to_double", [t.uint], t.double),
  ]),
  fn("duration", [
    global("duration_to_duration", [t.duration], t.duration),
    global("string_to_duration", [t.string], t.duration),
  ]),
  fn("dyn", [global("to_dyn", [paramA], t.dyn)]),
  fn("int", [
    global("int64_to_int64", [t.int], t.int),
    global("double_to_int64", [t.double], t.int),
    global("duration_to_int64", [t.duration], t.int),
    global("string_to_int64", [t.string], t.int),
    global("timestamp_to_int64", [t.timestamp], t.int),
    global("uint64_to_int64", [t.uint], t.int),
  ]),
  fn("string", [
    global("string_to_string", [t.string], t.string),
    global("bool_to_string", [t.bool], t.string),
    global("bytes_to_string", [t.bytes], t.string),
    global("double_to_string", [t.double], t.string),
    global("duration_to_string", [t.duration], t.string),
    global("int64_to_string", [t.int], t.string),
    global("timestamp_to_string", [t.timestamp], t.string),
    global("uint64_to_string", [t.uint], t.string),
  ]),
  fn("timestamp", [
    global("timestamp_to_timestamp", [t.timestamp], t.timestamp),
    global("int64_to_timestamp", [t.int], t.timestamp),
    global("string_to_timestamp", [t.string], t.timestamp),
  ]),
  fn("uint", [
    global("uint64_to_uint64", [t.uint], t.uint),
    global("double_to_uint64", [t.double], t.uint),
    global("int64_to_uint64", [t.int], t.uint),
    global("string_to_uint64", [t.string], t.uint),
  ]),
  fn("contains", [member("contains_string", [t.string, t.string], t.bool)]),
  fn("endsWith", [member("ends_with_string", [t.string, t.string], t.bool)]),
  fn("startsWith", [member("starts_with_string", [t.string, t.string], t.bool)]),
  fn("matches", [
    global("matches", [t.string, t.string], t.bool),
    member("matches_string", [t.string, t.string], t.bool),
  ]),
  fn("getFullYear", [
    member("timestamp_to_year", [t.timestamp], t.int),
    member("timestamp_to_year_with_tz", [t.timestamp, t.string], t.int),
  ]),
  fn("getMonth", [
    member("timestamp_to_month", [t.timestamp], t.int),
    member("timestamp_to_month_with_tz", [t.timestamp, t.string], t.int),
  ]),
  fn("getDayOfYear", [
    member("timestamp_to_day_of_year", [t.timestamp], t.int),
    member("timestamp_to_day_of_year_with_tz", [t.timestamp, t.string], t.int),
  ]),
  fn("getDayOfMonth", [
    member("timestamp_to_day_of_month", [t.timestamp], t.int),
    member("timestamp_to_day_of_month_with_tz", [t.timestamp, t.string], t.int),
  ]),
  fn("getDate", [
    member("timestamp_to_day_of_month_1_based", [t.timestamp], t.int),
    member("timestamp_to_day_of_month_1_based_with_tz", [t.timestamp, t.string], t.int),
  ]),
  fn("getDayOfWeek", [
    member("timestamp_to_day_of_week", [t.timestamp], t.int),
    member("timestamp_to_day_of_week_with_tz", [t.timestamp, t.string], t.int),
  ]),
  fn("getHours", [
    member("timestamp_to_hours", [t.timestamp], t.int),
    member("timestamp_to_hours_with_tz", [t.timestamp, t.string], t.int),
    member("duration_to_hours", [t.duration], t.int),
  ]),
  fn("getMinutes", [
    member("timestamp_to_minutes", [t.timestamp], t.int),
    member("timestamp_to_minutes_with_tz", [t.timestamp, t.string], t.int),
    member("duration_to_minutes", [t.duration], t.int),
  ]),
  fn("getSeconds", [
    member("timestamp_to_seconds", [t.timestamp], t.int),
    member("timestamp_to_seconds_tz", [t.timestamp, t.string], t.int),
    member("duration_to_seconds", [t.duration], t.int),
  ]),
  fn("getMilliseconds", [
    member("timestamp_to_milliseconds", [t.timestamp], t.int),
    member("timestamp_to_milliseconds_with_tz", [t.timestamp, t.string], t.int),
    member("duration_to_milliseconds", [t.duration], t.int),
  ]),
];

export const standardLibrary: Library = { variables: standardTypes, functions: standardFunctions };
