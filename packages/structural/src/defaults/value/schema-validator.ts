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
  const run = (applies: boolean, check: () => Result | undefined): void => {
    if (!applies) return;
    result.merge(check());
    result.inc();
  };
  run(schema.types.length > 0 || schema.format !== "", () => validateType(schema, path, data));
  run(true, () => validateJunctors(schema, path, data, validateAgainstSchema));
  run(kind === "string", () => validateString(schema, path, data as string));
  run(kind === "string" && formatApplies(schema), () => validateFormat(schema, path, data as string));
  run(kind === "int64" || kind === "float64", () => validateNumber(schema, path, data as number));
  run(kind === "slice", () => validateSlice(schema, path, data as unknown[], validateAgainstSchema));
  run(true, () => validateEnum(schema, path, data));
  run(kind === "map", () => validateObject(schema, path, data as JsonObject, validateAgainstSchema));
  result.inc();
  return result;
}
