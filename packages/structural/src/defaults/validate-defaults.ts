import { at } from "@crdgen/core";
import type { FieldError } from "../model/field-error.js";
import { errorString, fieldErrors } from "../model/field-error.js";
import { FieldPath } from "../model/path.js";
import type { JSONSchemaProps } from "../model/schema-types.js";
import type { JsonObject } from "../model/json-value.js";
import { deepCopyJson, deepEqualJson, isJsonObject, sortedKeys } from "../model/json-value.js";
import { coerceResourceMeta } from "./objectmeta/coerce.js";
import { validateResourceMeta } from "./objectmeta/validate-embedded.js";
import { pruneValue } from "./prune.js";
import { isEmbeddedResource, itemsSchema } from "../schema/node.js";
import type { SurroundingStep } from "./surrounding-object.js";
import { surroundingObject } from "./surrounding-object.js";
import { SchemaViews } from "./value/schema-view.js";
import { CelSession } from "../schema/cel/session.js";
import type { CelValidationOptions } from "../schema/options.js";
import type { RuleCompiler } from "@crdgen/cel";
import { DefaultRules, defaultsRuntime } from "./cel/default-rules.js";
import { validateValueWith } from "./value/validate-value.js";
import type { DefaultsMemo } from "./defaults-memo.js";

const errors = fieldErrors("defaults");
const resourceMetaFields = new Set(["metadata", "kind", "apiVersion"]);

/** Options of {@link validateDefaults}. */
export interface DefaultsOptions {
  /** Rule C5: defaults must not contain fields that pruning would drop. On for every v1 create. */
  readonly requirePrunedDefaults: boolean;
  /**
   * The nodes with a default at or below them along `items` and `properties`, when the caller has found them
   * already (the schema rules' walk does); otherwise a walk finds them.
   */
  readonly withDefaults?: ReadonlySet<JSONSchemaProps>;
  /** The API server whose CEL environment evaluates the rules on defaults (C9). */
  readonly cel?: CelValidationOptions;
  /** Shares rule compilations with the caller's (see SchemaValidationOptions); default this call's own. */
  readonly compiler?: RuleCompiler;
  /** The subtrees whose defaults the caller's other schemas found valid (see `SubtreeMemo`). */
  readonly memo?: DefaultsMemo;
}

// Where the walk is: the node, its path, and the resource it belongs to.
interface NodeContext {
  readonly node: JSONSchemaProps;
  readonly path: FieldPath;
  /** The schema of the innermost resource (the root or an embedded resource). */
  readonly resource: JSONSchemaProps;
  /** The node lies in that resource's `metadata`, `kind` or `apiVersion` subtree. */
  readonly insideMeta: boolean;
  /** The way from the resource root down to the node, innermost step first (a list linked upwards, so that
   * stepping down costs one allocation whatever the depth). */
  readonly steps: StepList | undefined;
}

interface StepList {
  readonly step: SurroundingStep;
  readonly parent: StepList | undefined;
}

function stepsFromRoot(list: StepList | undefined): SurroundingStep[] {
  const steps: SurroundingStep[] = [];
  for (let at = list; at !== undefined; at = at.parent) steps.push(at.step);
  return steps.reverse();
}

/**
 * Checks every `default` of a schema that passed the structural rules, as the API server does on CRD create
 * (rules C4–C11): walking `items` and `properties` only (never `additionalProperties`), the root and every
 * `x-kubernetes-embedded-resource` node starting a resource, each default must be pruned (C5), have well-typed
 * (C6) and valid (C7) resource metadata in its embedded resources, satisfy the node's schema (C8) and its CEL
 * rules and those below it (C9); defaults
 * inside a resource's `metadata`/`kind`/`apiVersion` must yield valid metadata (C10). Errors are reported at
 * `….default` or below it, in walk order (properties in key order). Never throws.
 */
export function validateDefaults(
  schema: JSONSchemaProps,
  path: FieldPath,
  options: DefaultsOptions,
): FieldError[] {
  const out: FieldError[] = [];
  const withDefaults = options.withDefaults ?? markedDefaults(schema);
  if (!withDefaults.has(schema)) return out;
  const start: NodeContext = { node: schema, path, resource: schema, insideMeta: false, steps: undefined };
  // Upstream visits properties sorted. Errors are rare, so the first walk keeps the input's order, which
  // spares sorting the keys of every node on the way to a default, and only a walk that found some is
  // repeated in upstream's order.
  const views = new SchemaViews();
  // Rules compile once per call; each walk has its own cost budget, as each upstream validation has.
  const session = new CelSession(options.cel ?? {}, "StoredExpressions", options.compiler);
  const runtime = defaultsRuntime();
  const rules = (): DefaultRules => new DefaultRules(session, runtime);
  walk(start, true, { ...options, withDefaults, views, rules: rules(), keysOf: Object.keys }, out);
  if (out.length === 0) return out;
  const sorted: FieldError[] = [];
  walk(start, true, { ...options, withDefaults, views, rules: rules(), keysOf: sortedKeys }, sorted);
  return sorted;
}

// Every node that has a default or one below it along items/properties (the walk's way), so that the walk
// skips the rest: real schemas have a few thousand defaults among a hundred thousand nodes.
function markedDefaults(schema: JSONSchemaProps): ReadonlySet<JSONSchemaProps> {
  const marked = new Set<JSONSchemaProps>();
  markDefaults(schema, marked);
  return marked;
}

function markDefaults(node: JSONSchemaProps, marked: Set<JSONSchemaProps>): boolean {
  let found = node.default != null;
  const items = itemsSchema(node);
  if (items !== undefined && markDefaults(items, marked)) found = true;
  const properties = node.properties;
  if (isJsonObject(properties)) {
    for (const key in properties) {
      const property = properties[key];
      if (isJsonObject(property) && markDefaults(property, marked)) found = true;
    }
  }
  if (found) marked.add(node);
  return found;
}

interface WalkOptions extends DefaultsOptions {
  readonly withDefaults: ReadonlySet<JSONSchemaProps>;
  /** The schema views of this validateDefaults call: the schema cannot change during it. */
  readonly views: SchemaViews;
  /** C9's evaluator, with the walk's CEL cost budget. */
  readonly rules: DefaultRules;
  /** The order properties are visited in: the input's own, or upstream's (Go's byte order). */
  readonly keysOf: (properties: JsonObject) => readonly string[];
}

function walk(context: NodeContext, isRoot: boolean, options: WalkOptions, out: FieldError[]): void {
  if (!options.withDefaults.has(context.node)) return;
  const memo = options.memo;
  // Inside resource metadata a default is checked in the resource around it, which the subtree does not hold.
  if (memo === undefined || isRoot || context.insideMeta) {
    walkNode(context, isRoot, options, out);
    return;
  }
  const pruned = options.requirePrunedDefaults;
  if (memo.isClean(context.node, pruned)) return;
  const errorsBefore = out.length;
  const budgetBefore = options.rules.remainingBudget();
  walkNode(context, isRoot, options, out);
  if (out.length === errorsBefore && options.rules.remainingBudget() === budgetBefore) {
    memo.recordClean(context.node, pruned);
  }
}

function walkNode(context: NodeContext, isRoot: boolean, options: WalkOptions, out: FieldError[]): void {
  const resourceRoot = isRoot || isEmbeddedResource(context.node);
  const here: NodeContext = resourceRoot
    ? { ...context, resource: context.node, insideMeta: false, steps: undefined }
    : context;
  const value = here.node.default;
  if (value !== null && value !== undefined) {
    out.push(
      ...(here.insideMeta
        ? checkMetaDefault(here, value, options)
        : checkDefault(here, value, resourceRoot, options)),
    );
  }
  // additionalProperties is not followed: defaults there are forbidden (C1) or never validated.
  const items = itemsSchema(here.node);
  if (items !== undefined) {
    walk(child(here, items, here.path.child("items"), { index: true }, here.insideMeta), false, options, out);
  }
  const properties = here.node.properties;
  if (!isJsonObject(properties)) return;
  const keys = options.keysOf(properties);
  for (let i = 0; i < keys.length; i++) {
    const key = at(keys, i);
    const property = properties[key];
    if (!isJsonObject(property)) continue;
    const insideMeta = here.insideMeta || (resourceRoot && resourceMetaFields.has(key));
    const path = here.path.childKey("properties", key);
    walk(child(here, property, path, { child: key }, insideMeta), false, options, out);
  }
}

function child(
  parent: NodeContext,
  node: JSONSchemaProps,
  path: FieldPath,
  step: SurroundingStep,
  insideMeta: boolean,
): NodeContext {
  return { node, path, resource: parent.resource, insideMeta, steps: { step, parent: parent.steps } };
}

// C5–C9 for a default outside resource metadata.
function checkDefault(
  context: NodeContext,
  value: unknown,
  resourceRoot: boolean,
  options: WalkOptions,
): FieldError[] {
  const at = context.path.child("default");
  // Most defaults are scalars: they have nothing to prune and no resource metadata, so only C8 can fail.
  if (typeof value !== "object" || value === null) {
    const valueErrors = validateValueWith(options.views, value, context.node, at);
    if (valueErrors.length > 0) return valueErrors;
    return options.rules.check(context.node, value, at, resourceRoot);
  }
  const out: FieldError[] = [];
  // Upstream rewrites embedded metadata of the default in place while checking it, and its errors show the
  // rewritten value; a working copy reproduces that without touching the input.
  const working = deepCopyJson(value);
  if (options.requirePrunedDefaults && !deepEqualJson(pruneValue(value, context.node, resourceRoot), value)) {
    out.push(errors.invalid(at, working, "must not have unknown fields"));
  }
  const coerceError = coerceResourceMeta(at, working, context.node, resourceRoot);
  if (coerceError !== undefined) return [...out, coerceError];
  const metaErrors = validateResourceMeta(at, working, context.node, resourceRoot);
  if (metaErrors.length > 0) return [...out, ...metaErrors];
  const valueErrors = validateValueWith(options.views, working, context.node, at);
  if (valueErrors.length > 0) return [...out, ...valueErrors];
  return [...out, ...options.rules.check(context.node, working, at, resourceRoot)];
}

// C10 for a default inside metadata/kind/apiVersion: it must make valid metadata in a synthetic resource, then
// satisfy the node's schema.
function checkMetaDefault(context: NodeContext, value: unknown, options: WalkOptions): FieldError[] {
  const views = options.views;
  const at = context.path.child("default");
  const resource = surroundingObject(stepsFromRoot(context.steps), deepCopyJson(value));
  const inner = FieldPath.root("");
  const coerceError = coerceResourceMeta(inner, resource, context.resource, true);
  if (coerceError !== undefined) {
    return [errors.invalid(at, value, `must result in valid metadata: ${errorString(coerceError)}`)];
  }
  const metaErrors = validateResourceMeta(inner, resource, context.resource, true);
  if (metaErrors.length > 0) {
    return [errors.invalid(at, value, `must result in valid metadata: ${aggregate(metaErrors)}`)];
  }
  const valueErrors = validateValueWith(views, value, context.node, at);
  if (valueErrors.length > 0) return valueErrors;
  return options.rules.check(context.node, value, at, false);
}

// apimachinery's ErrorList.ToAggregate().Error(): duplicates dropped, one error plainly, several as [a, b].
function aggregate(list: readonly FieldError[]): string {
  const messages = [...new Set(list.map(errorString))];
  return messages.length === 1 ? at(messages, 0) : `[${messages.join(", ")}]`;
}
