import type { SubValidate } from "./container-validators.js";
import {
  mustNotValidate,
  mustValidateAll,
  mustValidateAtLeastOne,
  mustValidateOnlyOne,
} from "../../../src/defaults/value/messages.js";
import { Result } from "../../../src/defaults/value/result.js";
import type { ValueSchema } from "./schema-view.js";
import { schemasBelow } from "./schema-view.js";

/**
 * allOf, anyOf, oneOf and not (kube-openapi `schemaPropsValidator`). When no anyOf/oneOf branch matches, the
 * errors of the branch with the most successful checks (the first on a tie) are reported with the summary.
 */
export function validateJunctors(
  schema: ValueSchema,
  path: string,
  data: unknown,
  validate: SubValidate,
): Result {
  const main = new Result();
  const below = schemasBelow(schema);
  if (below.anyOf.length > 0) anyOf(below.anyOf, path, data, validate, main);
  if (below.oneOf.length > 0) oneOf(below.oneOf, path, data, validate, main);
  if (below.allOf.length > 0) allOf(below.allOf, path, data, validate, main);
  if (below.not !== undefined && validate(below.not, path, data).isValid()) {
    main.addErrors(mustNotValidate(path));
  }
  main.inc();
  return main;
}

function anyOf(
  branches: readonly ValueSchema[],
  path: string,
  data: unknown,
  validate: SubValidate,
  main: Result,
) {
  let best: Result | undefined;
  for (const branch of branches) {
    const result = validate(branch, path, data);
    if (result.isValid()) {
      main.merge(result);
      return;
    }
    if (best === undefined || result.matchCount > best.matchCount) best = result;
  }
  main.addErrors(mustValidateAtLeastOne(path));
  main.merge(best);
}

function oneOf(
  branches: readonly ValueSchema[],
  path: string,
  data: unknown,
  validate: SubValidate,
  main: Result,
) {
  let best: Result | undefined;
  let firstSuccess: Result | undefined;
  let validated = 0;
  for (const branch of branches) {
    const result = validate(branch, path, data);
    if (result.isValid()) {
      validated++;
      best = undefined;
      firstSuccess ??= result;
      continue;
    }
    if (validated === 0 && (best === undefined || result.matchCount > best.matchCount)) best = result;
  }
  if (validated === 1) {
    main.merge(firstSuccess);
    return;
  }
  const detail = validated === 0 ? "Found none valid" : `Found ${validated} valid alternatives`;
  main.addErrors(mustValidateOnlyOne(path, detail));
  main.merge(best);
}

function allOf(
  branches: readonly ValueSchema[],
  path: string,
  data: unknown,
  validate: SubValidate,
  main: Result,
) {
  let validated = 0;
  for (const branch of branches) {
    const result = validate(branch, path, data);
    if (result.isValid()) validated++;
    main.merge(result);
  }
  if (validated !== branches.length) {
    main.addErrors(mustValidateAll(path, validated === 0 ? ". None validated" : ""));
  }
}
