import type { JsonObject } from "../../../src/model/json-value.js";
import { goKind } from "../../../src/model/json-value.js";
import { validateObject, validateSlice } from "./container-validators.js";
import { validateEnum } from "./enum-validator.js";
import { validateJunctors } from "./junctors.js";
import { validateNumber } from "./number-validator.js";
import { Result } from "../../../src/defaults/value/result.js";
import type { ValueSchema } from "./schema-view.js";
import type { RatchetNode } from "../../../src/defaults/value/value-walk.js";
import { formatApplies, validateFormat, validateString } from "./string-validator.js";
import { typeFailure, validateType } from "./type-validator.js";
import type { SubValidateInto } from "./container-validators.js";

/**
 * kube-openapi's `SchemaValidator.Validate`: every validator that applies to the value's Go kind runs, in
 * kube-openapi's order (type, junctors, string, format, number, array, enum, object), each adding one match.
 * A null value is only type- and enum-checked. `ratchet`: on update, the value correlated with its old one.
 */
export function validateAgainstSchema(
  schema: ValueSchema,
  path: string,
  data: unknown,
  ratchet?: RatchetNode,
): Result {
  const result = new Result();
  validateInto(result, schema, path, data, ratchet);
  // ratchetingValueValidator.Validate: an unchanged value's result becomes warnings (MergeAsWarnings keeps the
  // match count).
  if (ratchet !== undefined && !result.isValid() && ratchet.cachedDeepEqual()) {
    const ratcheted = new Result();
    ratcheted.matchCount = result.matchCount;
    return ratcheted;
  }
  return result;
}

/**
 * The validator of a value below another (kube-openapi's NewValidatorForField / NewValidatorForIndex): with
 * ratcheting (SubPropertyValidator / SubIndexValidator in ratcheting.go), a correlated value is validated on its
 * own, with ratcheting, and its result merged; any other value is validated without ratcheting. `node` is the
 * parent's correlation, `path` its name.
 */
function below(node: RatchetNode | undefined, path: string): SubValidateInto {
  return (into, schema, childPath, data, step) => {
    let child: RatchetNode | undefined;
    if (node === undefined) child = undefined;
    else if (typeof step === "number") child = node.index(step);
    else if (path === "" && (step === "kind" || step === "apiVersion")) child = undefined;
    else child = node.key(step);
    if (child === undefined) validateInto(into, schema, childPath, data, undefined);
    else into.merge(validateAgainstSchema(schema, childPath, data, child));
  };
}

/**
 * {@link validateAgainstSchema} adding to `result`: the values below a map or slice add their errors and
 * matches to their parent's result as they are found, where kube-openapi merges a result per value into it.
 * The outcome is the same (errors kept unique by message in the order found, match counts summed) without a
 * result per value and check. Junctor branches still get results of their own: their match counts are
 * compared.
 */
function validateInto(
  result: Result,
  schema: ValueSchema,
  path: string,
  data: unknown,
  node: RatchetNode | undefined,
): void {
  const kind = goKind(data);
  if (kind === "nil") {
    result.merge(validateType(schema, path, data), validateEnum(schema, path, data));
    return;
  }
  if (schema.types.length > 0 || schema.format !== "") {
    // The type validator's own result counts one match when the type is right.
    const failure = typeFailure(schema, path, data, kind);
    if (failure === undefined) result.inc();
    else result.addError(failure);
    result.inc();
  }
  // Without allOf/anyOf/oneOf/not the junctor validator finds nothing and counts one match.
  // The branches' validators get no ratcheting: kube-openapi passes them `SchemaValidatorOptions.Options()`,
  // which is empty.
  if (schema.hasJunctors) {
    counted(
      result,
      validateJunctors(schema, path, data, (branch, at, value) => validateAgainstSchema(branch, at, value)),
    );
  } else {
    result.matchCount += 2;
  }
  if (kind === "string") {
    counted(result, validateString(schema, path, data as string));
    if (formatApplies(schema)) counted(result, validateFormat(schema, path, data as string));
  }
  if (kind === "int64" || kind === "float64") {
    validateNumber(schema, path, data as number, result);
    result.inc();
  }
  if (kind === "slice") {
    validateSlice(schema, path, data as unknown[], result, below(node, path));
    result.inc();
  }
  counted(result, validateEnum(schema, path, data));
  if (kind === "map") {
    validateObject(schema, path, data as JsonObject, result, below(node, path));
    result.inc();
  }
  result.inc();
}

// Each validator that applies adds its result and counts as one match.
function counted(result: Result, found: Result | undefined): void {
  result.mergeOne(found);
  result.inc();
}
