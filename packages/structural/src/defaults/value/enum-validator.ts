import type { GoKind } from "../../model/json-value.js";
import { deepEqualJson, goKind } from "../../model/json-value.js";
import { enumFail } from "./messages.js";
import { goInt64 } from "./go-numbers.js";
import { Result } from "./result.js";
import type { ValueSchema } from "./schema-view.js";
import type { ValueWalk } from "./value-walk.js";

const notConvertible = Symbol("not convertible");

/**
 * `enum` (kube-openapi `basicCommonValidator`): the value matches an entry when Go can convert it to the
 * entry's type and the converted value is deeply equal. Go's conversions make `1.5` match `1` and the integer
 * 97 match `"a"`; `null` never matches.
 */
export function validateEnum(schema: ValueSchema, at: ValueWalk, data: unknown): Result | undefined {
  if (schema.enum.length === 0) return undefined;
  // A string converts to no other kind, so it matches exactly the string entries equal to it: looked up in the
  // node's set of them rather than converted for and compared with each entry.
  if (typeof data === "string") {
    schema.enumStrings ??= new Set(schema.enum.filter((allowed) => typeof allowed === "string"));
    if (schema.enumStrings.has(data)) return undefined;
    return Result.failure(enumFail(at.text(), data, schema.enum));
  }
  for (const allowed of schema.enum) {
    const target = goKind(allowed);
    if (target === "nil") continue;
    const converted = convert(data, target);
    if (converted !== notConvertible && sameValue(converted, allowed, target)) return undefined;
  }
  return Result.failure(enumFail(at.text(), data, schema.enum));
}

function sameValue(converted: unknown, allowed: unknown, target: GoKind): boolean {
  if (target === "int64" || target === "float64") return converted === allowed;
  return deepEqualJson(converted, allowed);
}

function convert(data: unknown, target: GoKind): unknown {
  const source = goKind(data);
  if (source === "nil") return notConvertible;
  if (source === target) return data;
  if (source === "int64" && target === "float64") return data;
  // Go's float64-to-int64 conversion (reflect.Value.Convert): a float64 past int64's range is math.MinInt64.
  if (source === "float64" && target === "int64") return Number(goInt64(data as number));
  if (source === "int64" && target === "string") return runeString(data as number);
  return notConvertible;
}

// Go's string(rune(n)): invalid code points become U+FFFD.
function runeString(n: number): string {
  const valid = n >= 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff);
  return valid ? String.fromCodePoint(n) : "\ufffd";
}
