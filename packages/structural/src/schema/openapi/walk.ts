import { at } from "@crdgen/core";
import type { FieldError } from "../../model/field-error.js";
import { appendErrors } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { WalkContext, WalkFindings } from "./context.js";
import { noFindings, withFindings, withForbiddenDefaults, withInsideResourceMeta } from "./context.js";
import { schemaError } from "./errors.js";
import { validateTopology } from "./list-map.js";
import {
  additionalPropertiesSchema,
  hasKeys,
  isEmbeddedResource,
  Keywords,
  presentKeywords,
} from "../node.js";
import { blocksConversion } from "../structural/conversion.js";
import type { Level } from "../structural/invariants.js";
import { checkStructuralNode } from "../structural/invariants.js";
import { validateOwnFields } from "./own-checks.js";
import { validateRuleShapes } from "./validation-rules.js";
import type { CleanSubtree } from "./walk-memo.js";

const resourceMetaFields = new Set(["metadata", "kind", "apiVersion"]);

/** What {@link walkOpenAPISchema} found at or below a node, as bits. */
const Below = {
  /** A default, along `items` and `properties`. */
  default: 1,
  /** CEL rules, along the CEL walk's edges: `properties`, `additionalProperties` and `items` in schema form. */
  rules: 2,
} as const;

/**
 * Upstream's `ValidateCustomResourceDefinitionOpenAPISchema`: rules B2–B14, C1 and D1–D9 on every node,
 * junctor branches included, errors in upstream's walk order (properties in sorted order). On its way it
 * collects the {@link WalkFindings}, among them rules A1–A19 on the nodes that have a structural `level`
 * (undefined for junctor branches, definitions, dependencies and array-form items). Returns what is at or
 * below the node ({@link Below}).
 *
 * With a memo in the context, a subtree with child schemas that was walked clean before under the same level
 * and context is not walked again: its findings are added from the memo (see `SchemaWalkMemo`).
 */
export function walkOpenAPISchema(
  node: JSONSchemaProps,
  path: FieldPath,
  context: WalkContext,
  level: Level | undefined,
  out: FieldError[],
): number {
  const memo = context.memo;
  // Leaves cost less to walk than to look up.
  if (memo === undefined || !hasChildSchemas(node)) return walkNode(node, path, context, level, out);
  const visit = memo.visit(node, level, context.key);
  if (visit === "first") return walkNode(node, path, context, level, out);
  if (visit !== "record") return replay(visit, context.findings);
  const own = noFindings();
  const errorsBefore = out.length;
  const below = walkNode(node, path, withFindings(context, own), level, out);
  merge(own, context.findings);
  if (out.length === errorsBefore && own.structuralErrors.length === 0 && own.rulesBlocked.size === 0) {
    memo.record(node, {
      level,
      contextKey: context.key,
      below,
      mayNotConvert: own.mayNotConvert,
      withDefaults: [...own.withDefaults],
      leadingToRules: [...own.leadingToRules],
    });
  }
  return below;
}

function hasChildSchemas(node: JSONSchemaProps): boolean {
  return node.properties != null || node.items != null || node.additionalProperties != null;
}

function replay(subtree: CleanSubtree, findings: WalkFindings): number {
  if (subtree.mayNotConvert) findings.mayNotConvert = true;
  for (const node of subtree.withDefaults) findings.withDefaults.add(node);
  for (const node of subtree.leadingToRules) findings.leadingToRules.add(node);
  return subtree.below;
}

function merge(from: WalkFindings, into: WalkFindings): void {
  if (from.mayNotConvert) into.mayNotConvert = true;
  for (const node of from.withDefaults) into.withDefaults.add(node);
  for (const node of from.leadingToRules) into.leadingToRules.add(node);
  for (const node of from.rulesBlocked) into.rulesBlocked.add(node);
  appendErrors(into.structuralErrors, from.structuralErrors);
}

function walkNode(
  node: JSONSchemaProps,
  path: FieldPath,
  context: WalkContext,
  level: Level | undefined,
  out: FieldError[],
): number {
  const keywords = presentKeywords(node);
  const errorsBefore = out.length;
  if (level !== undefined) {
    checkStructuralNode(node, level, keywords, path, context.findings.structuralErrors);
  }
  if (!context.findings.mayNotConvert && blocksConversion(node, keywords)) {
    context.findings.mayNotConvert = true;
  }
  validateOwnFields(node, path, context, keywords, out);
  if ((keywords & Keywords.unusual) !== 0 && node.uniqueItems === true) {
    out.push(
      schemaError.forbidden(
        path.child("uniqueItems"),
        "uniqueItems cannot be set to true since the runtime complexity becomes quadratic",
      ),
    );
  }
  // The structural nodes below a structural node: `properties` and `additionalProperties` are fields.
  const fieldLevel = level === undefined ? undefined : "field";
  let below = walkAdditionalProperties(node, path, context, fieldLevel, out) & Below.rules;
  below |= walkProperties(node, path, context, keywords, level === "root", fieldLevel, out);
  below |= walkJunctorsAndRest(node, path, context, keywords, level === undefined ? undefined : "item", out);
  if ((keywords & Keywords.topology) !== 0) validateTopology(node, path, context.options, out);
  if ((keywords & Keywords.rules) !== 0) {
    validateRuleShapes(node, path, out);
    if (out.length !== errorsBefore) context.findings.rulesBlocked.add(node);
    const rules = node["x-kubernetes-validations"];
    if (rules != null && rules.length > 0) below |= Below.rules;
  }
  if (node.default != null) below |= Below.default;
  if ((below & Below.default) !== 0) context.findings.withDefaults.add(node);
  // A node with a level is one the CEL walk can reach from the root; the others (junctor branches …) it never asks about.
  if ((below & Below.rules) !== 0 && level !== undefined) context.findings.leadingToRules.add(node);
  return below;
}

function walkAdditionalProperties(
  node: JSONSchemaProps,
  path: FieldPath,
  context: WalkContext,
  level: Level | undefined,
  out: FieldError[],
): number {
  const additional = node.additionalProperties;
  if (additional == null) return 0;
  if (hasKeys(node.properties) && additional !== true) {
    out.push(
      schemaError.forbidden(
        path.child("additionalProperties"),
        "additionalProperties and properties are mutual exclusive",
      ),
    );
  }
  const schema = additionalPropertiesSchema(node);
  if (schema === undefined) return 0;
  // Pruning a default without a value is ambiguous inside metadata maps (labels, annotations).
  const childContext = context.insideResourceMeta
    ? withForbiddenDefaults(context, "inside additionalProperties applying to object metadata")
    : context;
  return walkOpenAPISchema(schema, path.child("additionalProperties"), childContext, level, out);
}

function walkProperties(
  node: JSONSchemaProps,
  path: FieldPath,
  context: WalkContext,
  keywords: number,
  isRoot: boolean,
  level: Level | undefined,
  out: FieldError[],
): number {
  const properties = node.properties;
  if (properties == null) return 0;
  // Only nodes with unusual keywords can be embedded resources.
  const resourceRoot = isRoot || ((keywords & Keywords.unusual) !== 0 && isEmbeddedResource(node));
  let below = 0;
  const keys = context.keyOrder(properties);
  for (let i = 0; i < keys.length; i++) {
    const key = at(keys, i);
    const child = properties[key];
    if (child == null) continue;
    let childContext = context;
    if (resourceRoot && resourceMetaFields.has(key)) {
      childContext = withInsideResourceMeta(childContext);
      if (isRoot) childContext = withForbiddenDefaults(childContext, `in top-level ${key}`);
    }
    below |= walkOpenAPISchema(child, path.childKey("properties", key), childContext, level, out);
  }
  return below;
}

function walkJunctorsAndRest(
  node: JSONSchemaProps,
  path: FieldPath,
  context: WalkContext,
  keywords: number,
  itemsLevel: Level | undefined,
  out: FieldError[],
): number {
  // Junctor branches, definitions, dependencies and array-form items are on neither path.
  if ((keywords & Keywords.junctors) !== 0) {
    if (node.not != null) walkOpenAPISchema(node.not, path.child("not"), context, undefined, out);
    walkList(node.allOf, path, "allOf", context, out);
    walkList(node.oneOf, path, "oneOf", context, out);
    walkList(node.anyOf, path, "anyOf", context, out);
  }
  const unusual = (keywords & Keywords.unusual) !== 0;
  if (unusual) walkSchemaMap(node.definitions, path, "definitions", context, out);
  const items = node.items;
  let below = 0;
  if (Array.isArray(items)) {
    walkList(items, path, "items", context, out);
  } else if (items != null) {
    below = walkOpenAPISchema(items, path.child("items"), context, itemsLevel, out);
  }
  // A dependency can also be a list of property names, which is no schema.
  if (unusual) walkSchemaMap(node.dependencies, path, "dependencies", context, out);
  return below;
}

function walkSchemaMap(
  map: Readonly<Record<string, JSONSchemaProps | string[]>> | null | undefined,
  path: FieldPath,
  name: string,
  context: WalkContext,
  out: FieldError[],
): void {
  const keys = context.keyOrder(map);
  for (let i = 0; i < keys.length; i++) {
    const key = at(keys, i);
    const schema = map?.[key];
    if (schema != null && !Array.isArray(schema)) {
      walkOpenAPISchema(schema, path.childKey(name, key), context, undefined, out);
    }
  }
}

function walkList(
  list: readonly JSONSchemaProps[] | null | undefined,
  path: FieldPath,
  name: string,
  context: WalkContext,
  out: FieldError[],
): void {
  if (list == null) return;
  for (let i = 0; i < list.length; i++) {
    const branch = list[i];
    if (branch != null) walkOpenAPISchema(branch, path.childIndex(name, i), context, undefined, out);
  }
}
