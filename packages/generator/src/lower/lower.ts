import { compareCodePointOrder } from "@crdgen/core";
import type { Diagnostic } from "@crdgen/core";
import type { Marker, MarkerTarget } from "@crdgen/markers";
import { applyMarkers } from "@crdgen/markers";
import type { JSONSchemaProps } from "@crdgen/structural";
import { type RuleMarkers, recordRuleMarkers } from "../cel/rule-markers.js";
import { deepFreeze } from "../ir/freeze.js";
import type { IRBaseType, IRDefinition, IRNode, IRProperty, IRUnion } from "../ir/types.js";
import { bringsSomething } from "../ir/base-types.js";
import type { DefaultChecks } from "./default-checks.js";
import { baseOwnedFields, checkPlainBases, inheritIntoReference } from "./inherited.js";
import { immutableOnceSet } from "./immutable-once-set.js";
import type { KeptLowerings } from "./kept-lowerings.js";

/** What lowering reads besides the node: the named types, and how ObjectMeta below the root looks. */
export interface LowerContext {
  readonly definitions: ReadonlyMap<string, IRDefinition>;
  /** The schema of an ObjectMeta below the root. */
  readonly embeddedObjectMeta: () => JSONSchemaProps;
  /** Marker problems; each named type is lowered once, so each is reported once. */
  readonly diagnostics: Diagnostic[];
  /** Lowered definitions by key. */
  readonly lowered: Map<string, JSONSchemaProps>;
  /** The XValidation marker each CEL rule object was written as, for errors found once the CRD is built. */
  readonly ruleMarkers: RuleMarkers;
  /** Invalid defaults, reported only where the API server checks them (not below a map's values). */
  readonly defaults: DefaultChecks;
  /** Library definitions' schemas kept from earlier runs (watch mode), taken instead of lowering them again. */
  readonly kept?: KeptLowerings;
}

const invalidDefault = "CRD1009";

/**
 * Applies markers with @crdgen/markers, keeping their diagnostics. `layered`: the markers are a layer over
 * the schema of a type they refer to (a field's over its type, an alias's over the type it names), merged
 * as controller-gen merges a node with the type it references.
 */
export function applyAll(
  schema: JSONSchemaProps,
  markers: readonly Marker[],
  target: Exclude<MarkerTarget, "package">,
  context: LowerContext,
  layered = false,
  reference = false,
  itemsLayered = false,
): JSONSchemaProps {
  if (markers.length === 0) return schema;
  const result = applyMarkers(schema, markers, target, { layered, reference, itemsLayered });
  // A default that does not validate (CRD1009) is a problem only where the server checks it (DefaultChecks).
  const defaultProblems: Diagnostic[] = [];
  for (const d of result.diagnostics) {
    (d.code === invalidDefault ? defaultProblems : context.diagnostics).push(d);
  }
  context.defaults.found(defaultProblems);
  recordRuleMarkers(schema, result.value, markers, context.ruleMarkers);
  return result.value;
}

/**
 * A property's schema: its type's, then its own doc (which wins over the type's), then its field markers
 * as a layer over the type's schema, as controller-gen builds a field: the field's CEL rules come before
 * the type's, and a bound both set stays twice (in an `allOf`), so a field never loosens its type's limit.
 */
export function lowerProperty(property: IRProperty, context: LowerContext): JSONSchemaProps {
  const schema = lowerNode(property.type, context);
  if (property.description !== "") schema.description = property.description;
  // int32 and int64 are Go's basic types, which a field holds without a reference (controller-tools
  // pkg/crd/schema.go:313-335 localNamedToSchema): its markers replace their format, with no layer to merge
  const layered = property.type.kind !== "integer";
  const reference = property.reference === true;
  const out = applyAll(
    schema,
    property.markers,
    "field",
    context,
    layered,
    reference,
    itemsLayered(property.type),
  );
  if (property.schemalessNullable === true) out.nullable = true;
  return out;
}

/**
 * Whether an array's `items:` markers are a layer over its items' schema: Go reaches the items through a `$ref`
 * unless they are one of its basic integers (as for a field's markers over its type, `lowerProperty`), and
 * controller-gen flattens the markers with the items' type as it flattens a field with its type (items markers
 * apply beside the `$ref`, controller-tools 434758187ddd pkg/crd/schema.go:240-250; flatten.go preserveFields):
 * the items' type's enum stays, a format or bound both set stays twice, the markers' rules come first.
 */
const itemsLayered = (node: IRNode): boolean => node.kind === "array" && node.items.kind !== "integer";

/** A node's type markers: the named type's own, then each alias's as a layer over it. */
export function applyTypeMarkers(
  schema: JSONSchemaProps,
  node: IRNode,
  context: LowerContext,
): JSONSchemaProps {
  let out = applyAll(schema, node.markers ?? [], "type", context, false, false, itemsLayered(node));
  for (const layer of node.aliasMarkers ?? []) out = applyAll(out, layer, "type", context, true);
  return out;
}

/**
 * A node's type markers over the types it extends: its own markers, what it inherits merged in, then each
 * alias's as a layer over it.
 */
function applyOwnAndInherited(
  schema: JSONSchemaProps,
  node: IRNode,
  bases: readonly IRBaseType[],
  context: LowerContext,
): JSONSchemaProps {
  const ownMarkers = node.markers ?? [];
  const own = applyAll(schema, ownMarkers, "type", context);
  let out = own;
  if (node.kind === "object") {
    // Plain structs bring only their `type: object`: no merge, only the type compared.
    if (bases.some(bringsSomething)) {
      out = inheritIntoReference(own, ownMarkers, bases, node.properties, context);
    } else {
      checkPlainBases(own, ownMarkers, context);
    }
  }
  for (const layer of node.aliasMarkers ?? []) out = applyAll(out, layer, "type", context, true);
  return out;
}

/** An IR node as a schema: its shape, the named type's doc, its type markers, then `nullable`. */
function lowerNode(node: IRNode, context: LowerContext): JSONSchemaProps {
  let schema = lowerShape(node, context);
  if (node.description !== undefined && node.description !== "") schema.description = node.description;
  schema =
    node.kind === "object" && node.bases !== undefined
      ? applyOwnAndInherited(schema, node, node.bases, context)
      : applyTypeMarkers(schema, node, context);
  if (node.nullable === true) makeNullable(schema);
  return schema;
}

/*
 * The API server's validator checks a node's own `enum` even for null, and no enum matches null (kube-openapi
 * skips null enum values); for null it skips the junctors. So a nullable enum keeps its values in an `allOf`:
 * null passes, any other value must still be one of them.
 */
function makeNullable(schema: JSONSchemaProps): void {
  schema.nullable = true;
  if (!Array.isArray(schema.enum)) return;
  schema.allOf = [...(schema.allOf ?? []), { enum: schema.enum }];
  delete schema.enum;
}

// A field named `__proto__` is a key like any other (as Object.fromEntries makes it), not the prototype.
function setOwn(record: Record<string, JSONSchemaProps>, key: string, value: JSONSchemaProps): void {
  if (key === "__proto__") {
    Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    record[key] = value;
  }
}

// One pass over the properties, no intermediate arrays: every object of every kind is lowered here.
function lowerObjectShape(
  properties: readonly IRProperty[],
  context: LowerContext,
  baseOwned?: ReadonlySet<string>,
): JSONSchemaProps {
  const schema: JSONSchemaProps = { type: "object" };
  if (properties.length === 0) return schema;
  const lowered: Record<string, JSONSchemaProps> = {};
  const required: string[] = [];
  for (const property of properties) {
    setOwn(lowered, property.name, lowerProperty(property, context));
    if (property.required) required.push(property.name);
  }
  schema.properties = lowered;
  if (required.length > 0) schema.required = required.sort(compareCodePointOrder);
  const rules = immutableOnceSet(properties, context.ruleMarkers, baseOwned);
  if (rules.length > 0) schema["x-kubernetes-validations"] = rules;
  return schema;
}

function lowerUnion(node: IRUnion, context: LowerContext): JSONSchemaProps {
  const schema = lowerObjectShape(node.object.properties, context);
  if (node.branches.length === 0) return schema;
  schema[node.junctor] = node.branches.map((branch) => {
    const out: JSONSchemaProps = {};
    if (branch.required.length > 0) out.required = [...branch.required];
    const values = Object.entries(branch.values);
    if (values.length > 0) out.properties = Object.fromEntries(values.map(([k, v]) => [k, { enum: [...v] }]));
    return out;
  });
  return schema;
}

// A named type is lowered once and its schema shared by every use, frozen so that no stage can change a
// shared subtree; each use gets its own top node, the only part lowering changes (doc, rules, nullable).
function lowerDefinition(key: string, context: LowerContext): JSONSchemaProps {
  let schema = context.lowered.get(key);
  if (schema === undefined) {
    schema = context.kept?.take(key, context.definitions) ?? lowerAndFreeze(key, context);
    context.lowered.set(key, schema);
  }
  context.defaults.reference(key);
  return { ...schema };
}

function lowerAndFreeze(key: string, context: LowerContext): JSONSchemaProps {
  const definition = context.definitions.get(key);
  const reported = context.diagnostics.length;
  const rules = context.ruleMarkers.size;
  const kept = context.defaults.keptCount;
  const schema = deepFreeze(
    definition === undefined
      ? {}
      : context.defaults.withinDefinition(key, () => lowerNode(definition.node, context)),
  );
  // Its lowering (and that of the definitions first lowered inside it) reported nothing, kept no problem to
  // report later and wrote no rule whose marker a later error must name: a run that takes the schema instead
  // misses nothing.
  const clean =
    context.diagnostics.length === reported &&
    context.defaults.keptCount === kept &&
    context.ruleMarkers.size === rules;
  context.kept?.lowered(key, schema, clean, context.definitions);
  return schema;
}

function lowerShape(node: IRNode, context: LowerContext): JSONSchemaProps {
  switch (node.kind) {
    case "object": {
      const owned = node.bases === undefined ? undefined : baseOwnedFields(node.bases);
      const schema = lowerObjectShape(node.properties, context, owned);
      if (node.preserveUnknown === true) schema["x-kubernetes-preserve-unknown-fields"] = true;
      return schema;
    }
    case "array":
      return { type: "array", items: lowerNode(node.items, context) };
    case "map":
      return {
        type: "object",
        additionalProperties: context.defaults.belowMapValues(() => lowerNode(node.values, context)),
      };
    case "string":
      return node.format === undefined ? { type: "string" } : { type: "string", format: node.format };
    case "number":
      return { type: "number" };
    case "integer":
      return node.format === undefined ? { type: "integer" } : { type: "integer", format: node.format };
    case "boolean":
      return { type: "boolean" };
    case "enum":
      return { type: node.valueType, enum: [...node.values] };
    case "intOrString": {
      const schema: JSONSchemaProps = { anyOf: [{ type: "integer" }, { type: "string" }] };
      if (node.pattern !== undefined) schema.pattern = node.pattern;
      schema["x-kubernetes-int-or-string"] = true;
      return schema;
    }
    case "preserveUnknown":
      return node.object
        ? { type: "object", "x-kubernetes-preserve-unknown-fields": true }
        : { "x-kubernetes-preserve-unknown-fields": true };
    case "objectMeta":
      return { ...context.embeddedObjectMeta() };
    case "embedded":
      return node.body === undefined
        ? {
            type: "object",
            "x-kubernetes-embedded-resource": true,
            "x-kubernetes-preserve-unknown-fields": true,
          }
        : { ...lowerNode(node.body, context), "x-kubernetes-embedded-resource": true };
    case "core":
      return { ...node.schema };
    case "union":
      return lowerUnion(node, context);
    case "ref":
      return lowerDefinition(node.target, context);
    case "invalid":
      return {};
  }
}
