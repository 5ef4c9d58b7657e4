import type { JsonObject } from "../../model/json-value.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { goKind } from "../../model/json-value.js";
import { validateObject, validateSlice } from "./container-validators.js";
import { validateEnum } from "./enum-validator.js";
import { validateJunctors } from "./junctors.js";
import { validateNumber } from "./number-validator.js";
import { Result } from "./result.js";
import type { ValueSchema } from "./schema-view.js";
import { formatApplies, validateFormat, validateString } from "./string-validator.js";
import { typeFailure, validateType } from "./type-validator.js";
import { FieldPath } from "../../model/path.js";
import type { ListTypeCheck, RatchetNode } from "./value-walk.js";
import { ValueWalk } from "./value-walk.js";

/**
 * kube-openapi's `SchemaValidator.Validate`: every validator that applies to the value's Go kind runs, in
 * kube-openapi's order (type, junctors, string, format, number, array, enum, object), each adding one match.
 * A null value is only type- and enum-checked. `lists`: a list-type check to run at the lists the walk passes
 * (see {@link ListTypeCheck}), which then needs no walk of its own; it adds nothing to the result. `ratchet`:
 * on update, the correlation of the value with its old one; the errors of unchanged correlated values are
 * dropped, the root's included (`ratchetingValueValidator.Validate`).
 */
export function validateAgainstSchema(
  schema: ValueSchema,
  data: unknown,
  lists?: ListTypeCheck,
  ratchet?: RatchetNode,
): Result {
  const result = validateAt(schema, new ValueWalk(lists, ratchet), data);
  if (ratchet !== undefined && !result.isValid() && ratchet.cachedDeepEqual()) result.dropErrorsFrom(0);
  return result;
}

// The root of the paths a list-type check is given: the value's root, as the API server's walk starts.
const listRoot = FieldPath.root("");

// The validator of a value at the walk's place, as junctor branches call it.
function validateAt(schema: ValueSchema, at: ValueWalk, data: unknown): Result {
  const result = new Result();
  validateInto(result, schema, at, data);
  return result;
}

/**
 * {@link validateAgainstSchema} adding to `result`: the values below a map or slice add their errors and
 * matches to their parent's result as they are found, where kube-openapi merges a result per value into it.
 * The outcome is the same (errors kept unique by message in the order found, match counts summed) without a
 * result per value and check. Junctor branches still get results of their own: their match counts are
 * compared.
 */
function validateInto(result: Result, schema: ValueSchema, at: ValueWalk, data: unknown): void {
  const kind = goKind(data);
  // A value no check of the node applies to (see ValueSchema.leafMatches) only counts its matches.
  if (kind === schema.plainKind && schema.leafMatches !== 0) {
    result.matchCount += schema.leafMatches;
    return;
  }
  if (kind === "nil") {
    result.merge(validateType(schema, at, data), validateEnum(schema, at, data));
    return;
  }
  // Matches are counted on the result directly, and a validator with nothing to check for the node (no length
  // or pattern, no enum) is not called: it would find nothing and count one match. Until V8 optimizes this walk
  // (late, in a batch run) every call here costs, and this runs for every value.
  if (kind === schema.plainKind) {
    // The one declared type is the value's, and there is no format: the type check passes, two matches.
    result.matchCount += 2;
  } else if (schema.types.length > 0 || schema.format !== "") {
    // The type validator's own result counts one match when the type is right.
    const failure = typeFailure(schema, at, data, kind);
    if (failure === undefined) result.matchCount++;
    else result.addError(failure);
    result.matchCount++;
  }
  // Without allOf/anyOf/oneOf/not the junctor validator finds nothing and counts one match.
  if (schema.hasJunctors) {
    at.enterBranches();
    counted(result, validateJunctors(schema, at, data, validateAt));
    at.leaveBranches();
  } else {
    result.matchCount += 2;
  }
  if (kind === "string") {
    if (checksString(schema)) result.mergeOne(validateString(schema, at, data as string));
    result.matchCount++;
    if (formatApplies(schema)) counted(result, validateFormat(schema, at, data as string));
  }
  if (kind === "int64" || kind === "float64") {
    validateNumber(schema, at, data as number, result);
    result.matchCount++;
  }
  if (kind === "slice") {
    if (schema.listType !== undefined && at.lists !== undefined) {
      at.lists(schema.node as JSONSchemaProps, at.fieldPath(listRoot), data as unknown[]);
    }
    validateSlice(schema, at, data as unknown[], result, validateInto);
    result.matchCount++;
  }
  if (schema.enum.length > 0) result.mergeOne(validateEnum(schema, at, data));
  result.matchCount++;
  if (kind === "map") {
    validateObject(schema, at, data as JsonObject, result, validateInto);
    result.matchCount++;
  }
  result.matchCount++;
}

// Whether the string validator has anything to check (without, it finds nothing).
function checksString(schema: ValueSchema): boolean {
  return schema.maxLength !== undefined || schema.minLength !== undefined || schema.pattern !== "";
}

// Each validator that applies adds its result and counts as one match.
function counted(result: Result, found: Result | undefined): void {
  result.mergeOne(found);
  result.inc();
}
