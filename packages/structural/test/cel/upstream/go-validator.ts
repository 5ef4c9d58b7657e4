/**
 * The Go tests' validator calls: `validator(&s, &s, isRoot, model.SchemaDeclType(&s, isRoot), perCallLimit)`
 * then `Validate(ctx, field.NewPath("root"), &s, obj, oldObj, budget)`, through crdgen's RuleValidator.
 */
import { kubernetesCallCost, kubernetesOverloads, schemaDeclType } from "@crdgen/cel";
import { type FieldError } from "../../../src/model/field-error.js";
import { FieldPath } from "../../../src/model/path.js";
import type { JSONSchemaProps } from "../../../src/model/schema-types.js";
import { celconfig } from "./go-helpers.js";
import { RuleValidator } from "../../../src/schema/cel/rule-validator.js";
import { CelSession } from "../../../src/schema/cel/session.js";

export interface GoValidation {
  readonly errors: FieldError[];
  /** Go's `remainingBudget`: -1 once validation stopped (out of budget, per-call limit exceeded). */
  readonly remainingBudget: bigint;
  readonly warnings: readonly string[];
  /** What the Go validator logs with klog.V(2) about messageExpressions that gave no message. */
  readonly log: readonly string[];
}

export function goValidate(
  schema: JSONSchemaProps,
  isRoot: boolean,
  obj: unknown,
  oldObj: unknown,
  costBudget: number | bigint,
  perCallLimit: number | bigint = celconfig.PerCallLimit,
): GoValidation {
  const session = new CelSession({}, "StoredExpressions");
  const runtime = {
    overloads: kubernetesOverloads(),
    callCost: kubernetesCallCost,
    perCallLimit: BigInt(perCallLimit),
  };
  const validator = new RuleValidator(session, runtime, "objects");
  const budget = { remaining: BigInt(costBudget) };
  const errors: FieldError[] = [];
  const declType = schemaDeclType(schema, isRoot);
  const path = FieldPath.root("root");
  const completed = validator.validate(schema, declType, isRoot, obj, oldObj, path, budget, errors);
  return {
    errors,
    remainingBudget: completed ? budget.remaining : -1n,
    warnings: validator.warnings,
    log: validator.messageExpressionFailures,
  };
}
