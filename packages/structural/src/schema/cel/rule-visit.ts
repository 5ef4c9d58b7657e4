/**
 * The data the CEL rule walk (rule-validator.ts) passes from node to node: what one visited node is, and what
 * one `validate` call shares across all the nodes it visits.
 */
import type { DeclType } from "@crdgen/cel";
import type { FieldError } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { Budget } from "./evaluate-rule.js";
import type { RatchetScope } from "./ratcheting.js";

/**
 * One node the walk visits: `validator(validationSchema, nodeSchema, isResourceRoot, declType, …)` of
 * pkg/apiserver/schema/cel/validation.go applied to a value. The rules come from `validation`, the value's shape
 * (its CEL value, type, map and list kinds) from `node`; the two differ below an `allOf` branch, whose rules are
 * evaluated over the node the branch sits on.
 */
export interface RuleVisit {
  readonly validation: JSONSchemaProps;
  readonly node: JSONSchemaProps;
  readonly declType: DeclType | undefined;
  readonly isResourceRoot: boolean;
  readonly value: unknown;
  readonly old: unknown;
  readonly path: FieldPath;
  readonly ratchet: RatchetScope;
}

/** What one `validate` call shares: the cost budget all its rules draw on, and the errors they report. */
export interface RuleCall {
  readonly budget: Budget;
  readonly out: FieldError[];
}

/** What a child of a node is validated with: its two schemas, its CEL type, whether it roots an embedded resource. */
export type ChildSchemas = Pick<RuleVisit, "validation" | "node" | "declType" | "isResourceRoot">;

/** A property of a node whose value is validated, and its schemas. */
export interface PropertyValidated {
  readonly key: string;
  readonly schemas: ChildSchemas;
}

/** The visit of one child (list item, map entry, property) of a node. */
export function childVisit(
  schemas: ChildSchemas,
  value: unknown,
  old: unknown,
  path: FieldPath,
  ratchet: RatchetScope,
): RuleVisit {
  const { validation, node, declType, isResourceRoot } = schemas;
  return { validation, node, declType, isResourceRoot, value, old, path, ratchet };
}
