import type { JsonObject } from "../../model/json-value.js";
import { goKind } from "../../model/json-value.js";
import { validateObject, validateSlice } from "./container-validators.js";
import { validateEnum } from "./enum-validator.js";
import { validateJunctors } from "./junctors.js";
import { validateNumber } from "./number-validator.js";
import { Result } from "./result.js";
import type { ValueSchema } from "./schema-view.js";
import { formatApplies, validateFormat, validateString } from "./string-validator.js";
import { validateType } from "./type-validator.js";

/**
 * kube-openapi's `SchemaValidator.Validate`: every validator that applies to the value's Go kind runs, in
 * kube-openapi's order (type, junctors, string, format, number, array, enum, object), each adding one match.
 * A null value is only type- and enum-checked.
 */
export function validateAgainstSchema(schema: ValueSchema, path: string, data: unknown): Result {
  const result = new Result();
  const kind = goKind(data);
  if (kind === "nil") {
    result.merge(validateType(schema, path, data), validateEnum(schema, path, data));
    return result;
  }
  if (schema.types.length > 0 || schema.format !== "") counted(result, validateType(schema, path, data));
  // Without allOf/anyOf/oneOf/not the junctor validator finds nothing and counts one match.
  if (schema.hasJunctors) counted(result, validateJunctors(schema, path, data, validateAgainstSchema));
  else result.matchCount += 2;
  if (kind === "string") {
    counted(result, validateString(schema, path, data as string));
    if (formatApplies(schema)) counted(result, validateFormat(schema, path, data as string));
  }
  if (kind === "int64" || kind === "float64") counted(result, validateNumber(schema, path, data as number));
  if (kind === "slice") {
    counted(result, validateSlice(schema, path, data as unknown[], validateAgainstSchema));
  }
  counted(result, validateEnum(schema, path, data));
  if (kind === "map") {
    counted(result, validateObject(schema, path, data as JsonObject, validateAgainstSchema));
  }
  result.inc();
  return result;
}

// Each validator that applies adds its result and counts as one match.
function counted(result: Result, found: Result | undefined): void {
  result.mergeOne(found);
  result.inc();
}
