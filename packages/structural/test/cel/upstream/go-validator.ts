/**
 * The Go tests' validator calls: `validator(&s, &s, isRoot, model.SchemaDeclType(&s, isRoot), PerCallLimit)`
 * then `Validate(ctx, field.NewPath("root"), &s, obj, oldObj, budget)`, through crdgen's RuleValidator.
 */
import { kubernetesCallCost, kubernetesOverloads, schemaDeclType } from "@crdgen/cel";
import { type FieldError } from "../../../src/model/field-error.js";
import { FieldPath } from "../../../src/model/path.js";
import type { JSONSchemaProps } from "../../../src/model/schema-types.js";
import { RuleValidator } from "../../../src/schema/cel/rule-validator.js";
import { CelSession } from "../../../src/schema/cel/session.js";

export interface GoValidation {
  readonly errors: FieldError[];
  readonly remainingBudget: bigint;
  readonly warnings: readonly string[];
}

export function goValidate(
  schema: JSONSchemaProps,
  isRoot: boolean,
  obj: unknown,
  oldObj: unknown,
  costBudget: number | bigint,
): GoValidation {
  const session = new CelSession({}, "StoredExpressions");
  const runtime = { overloads: kubernetesOverloads(), callCost: kubernetesCallCost };
  const validator = new RuleValidator(session, runtime, "objects");
  const budget = { remaining: BigInt(costBudget) };
  const errors: FieldError[] = [];
  const declType = schemaDeclType(schema, isRoot);
  validator.validate(schema, declType, isRoot, obj, oldObj, FieldPath.root("root"), budget, errors);
  return { errors, remainingBudget: budget.remaining, warnings: validator.warnings };
}
