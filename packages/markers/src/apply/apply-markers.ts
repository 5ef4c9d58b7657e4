import type { Diagnostic, Result } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import { markerLabel } from "../comments/attribution.js";
import { describeTargets } from "../comments/marker-line.js";
import type { Marker } from "../marker.js";
import { describeSchemaType } from "../registry/guards.js";
import { findMarkerDefinition } from "../registry/index.js";
import type { ApplyContext, MarkerDefinition, MarkerTarget } from "../registry/types.js";
import { checkDefault } from "./check-default.js";
import { mergeLayer, takeBelow } from "./layer.js";

interface Step {
  readonly marker: Marker;
  readonly definition: MarkerDefinition;
}

const defaultPriority = 10;
const schemaless = "kubebuilder:validation:Schemaless";

/**
 * Applies one declaration's markers to the schema built for it and returns the new schema (the input is
 * not changed). Markers apply in controller-gen's order — by priority (`Type`, `XIntOrString` and
 * `listType` first, the one-of groups last), then in source order — and the `items:` variants after
 * all others, on the array's `items`. Markers without a schema effect (CRD, package, required …) are
 * skipped. Type checks and the API server's own checks (RE2 patterns, `uniqueItems`, defaults that must
 * validate) become diagnostics at the marker.
 *
 * With `layered`, the markers are a layer over the schema of a type they refer to — a field's markers over
 * its named type, an alias's over the type it names — and merge with it as controller-gen merges a node
 * with the type it references: the layer's CEL rules come first, a bound, pattern or format that both set
 * stays twice, side by side in an `allOf`, instead of the layer's replacing the type's, and where both set
 * an enum the type's stays (with a warning at the layer's Enum marker). Without it (markers written on the
 * declaration that makes the schema) a marker's value replaces what is there.
 *
 * With `reference`, the schema is a named type's that the markers' field refers to (Go gives such a field a
 * `$ref`): a `Type` marker naming another type than the type has is controller-gen's "conflicting types" error.
 *
 * With `itemsLayered`, the array's items are a named type Go reaches through a `$ref` (anything but its basic
 * integers): the `items:` markers are a layer over the items' schema as `layered` markers are over the node.
 * controller-gen applies them beside the items' `$ref` (pkg/crd/schema.go:240-250) and flattens the two as it
 * flattens a field with its type (flatten.go preserveFields, flattenAllOfInto at 434758187ddd).
 */
export function applyMarkers(
  schema: JSONSchemaProps,
  markers: readonly Marker[],
  target: Exclude<MarkerTarget, "package">,
  options: { readonly layered?: boolean; readonly reference?: boolean; readonly itemsLayered?: boolean } = {},
): Result<JSONSchemaProps> {
  const out = copyForMarkers(schema);
  const diagnostics: Diagnostic[] = [];
  const steps = applicableSteps(markers, target, diagnostics);
  if (options.reference === true) diagnostics.push(...typeConflicts(schema, steps));
  // A schemaless field has no type below it to merge with: its markers alone describe the value.
  const layered = options.layered === true && !steps.some((s) => s.definition.name === schemaless);
  // `+k8s:enum` sorts the values of the type it is on: they are its input, not a value to merge with.
  const keepEnum = steps.some((s) => s.definition.name === "k8s:enum");
  const below = layered ? takeBelow(out, keepEnum ? ["enum"] : []) : undefined;
  for (const step of sortByPriority(steps.filter((s) => s.definition.onItems !== true))) {
    applyStep(out, step, target, diagnostics);
  }
  const itemSteps = sortByPriority(steps.filter((s) => s.definition.onItems === true));
  const items = options.itemsLayered === true && itemSteps.length > 0 ? itemsNode(out) : undefined;
  const itemsBelow = items === undefined ? undefined : takeBelow(items, []);
  for (const step of itemSteps) applyStep(out, step, target, diagnostics);
  if (items !== undefined && itemsBelow !== undefined && mergeLayer(items, itemsBelow)) {
    diagnostics.push(...droppedEnum(itemSteps, itemsEnum));
  }
  if (below !== undefined && mergeLayer(out, below)) diagnostics.push(...droppedEnum(steps, enumMarker));
  const defaultMarker = lastDefault(steps);
  if (defaultMarker !== undefined) diagnostics.push(...checkDefault(out, defaultMarker));
  return { value: out, diagnostics };
}

const enumMarker = "kubebuilder:validation:Enum";
const itemsEnum = "kubebuilder:validation:items:Enum";

/** The array's items node the `items:` markers change, when there is one (else they report it themselves). */
function itemsNode(schema: JSONSchemaProps): JSONSchemaProps | undefined {
  const items = schema.items;
  if (schema.type !== "array" || items === undefined || items === null || Array.isArray(items)) {
    return undefined;
  }
  return items;
}

// controller-gen keeps the enum of the type below and drops the layer's without a word (flatten.go)
function droppedEnum(steps: readonly Step[], name: string): Diagnostic[] {
  const step = steps.findLast((s) => s.definition.name === name);
  if (step === undefined) return [];
  const marker = markerLabel(step.definition.name, step.marker.tag);
  const message = catalogMessage("CRD1014", "enumBelow", { marker });
  return [createDiagnostic(message, { span: step.marker.span })];
}

/*
 * controller-gen keeps a field's markers beside the `$ref` of its named type and flattens the two into one
 * schema, the type's first: a type both set and that differs is an error, not a replacement (controller-tools
 * pkg/crd/flatten.go:87-93 resolveFieldConflict "Type", reached through preserveFields at :372 and
 * flattenAllOfInto at :135). The type's value counts when it has one: an empty type is filled by the field's.
 */
function typeConflicts(below: JSONSchemaProps, steps: readonly Step[]): Diagnostic[] {
  const belowType = below.type ?? "";
  const step = steps.findLast((s) => s.definition.name === "kubebuilder:validation:Type");
  const type = step?.marker.value;
  if (step === undefined || belowType === "" || typeof type !== "string" || type === belowType) return [];
  const marker = markerLabel(step.definition.name, step.marker.tag);
  const message = catalogMessage("CRD1012", "referenceTypeConflict", { marker, below: belowType, type });
  return [createDiagnostic(message, { span: step.marker.span })];
}

function applicableSteps(
  markers: readonly Marker[],
  target: MarkerTarget,
  diagnostics: Diagnostic[],
): Step[] {
  const steps: Step[] = [];
  for (const marker of markers) {
    const definition = findMarkerDefinition(marker.name);
    if (definition === undefined) {
      const message = catalogMessage("CRD1001", "unknownMarker", { name: marker.name });
      diagnostics.push(createDiagnostic(message, { span: marker.span }));
      continue;
    }
    if (!definition.targets.includes(target)) {
      const message = catalogMessage("CRD1006", "wrongTarget", {
        marker: markerLabel(definition.name, marker.tag),
        targets: describeTargets(definition.targets),
        target: `${target}s`,
      });
      diagnostics.push(createDiagnostic(message, { span: marker.span }));
      continue;
    }
    if (definition.apply !== undefined) steps.push({ marker, definition });
  }
  return steps;
}

function sortByPriority(steps: readonly Step[]): Step[] {
  const priority = (s: Step): number => s.definition.priority ?? defaultPriority;
  return [...steps].sort((a, b) => priority(a) - priority(b));
}

function applyStep(
  schema: JSONSchemaProps,
  step: Step,
  target: MarkerTarget,
  diagnostics: Diagnostic[],
): void {
  const { marker, definition } = step;
  const context: ApplyContext = {
    name: definition.name,
    marker: markerLabel(definition.name, marker.tag),
    target,
    span: marker.span,
    report: (problem) =>
      diagnostics.push(createDiagnostic(problem.message, { span: marker.span, hint: problem.hint })),
  };
  let node = schema;
  if (definition.onItems === true) {
    const items = schema.items;
    if (schema.type !== "array" || items === undefined || items === null || Array.isArray(items)) {
      const message = catalogMessage("CRD1007", "wrongType", {
        marker: `+${definition.name}`,
        expected: "an array",
        found: describeSchemaType(schema),
      });
      diagnostics.push(createDiagnostic(message, { span: marker.span }));
      return;
    }
    node = items;
  }
  definition.apply?.(node, marker.value, context);
}

// `+kubebuilder:default` applies after `+default`, so it is the one that stays
function lastDefault(steps: readonly Step[]): Marker | undefined {
  const kubebuilder = steps.filter((s) => s.marker.name === "kubebuilder:default").at(-1);
  const json = steps
    .filter((s) => s.marker.name === "default" && s.marker.value !== undefined && s.marker.value !== null)
    .at(-1);
  return (kubebuilder ?? json)?.marker;
}

/**
 * A copy of `schema` that markers may change: markers change only the node itself and, for the `items:`
 * variants, its `items` node, sometimes appending to their lists; deeper nodes are never touched. A deep clone
 * would copy whole embedded Kubernetes types (thousands of nodes) for every marked field.
 */
function copyForMarkers(schema: JSONSchemaProps): JSONSchemaProps {
  const out = copyNode(schema);
  if (out.items != null && !Array.isArray(out.items)) out.items = copyNode(out.items);
  return out;
}

function copyNode(node: JSONSchemaProps): JSONSchemaProps {
  const copy: Record<string, unknown> = { ...node };
  for (const key of Object.keys(copy)) {
    const value = copy[key];
    if (Array.isArray(value)) copy[key] = [...(value as unknown[])];
  }
  return copy;
}
