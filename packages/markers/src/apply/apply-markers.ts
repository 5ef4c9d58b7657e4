import type { Diagnostic, Result } from "@crdgen/core";
import { createDiagnostic } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import { describeTargets } from "../comments/marker-line.js";
import type { Marker } from "../marker.js";
import { describeSchemaType } from "../registry/guards.js";
import { findMarkerDefinition } from "../registry/index.js";
import type { ApplyContext, MarkerDefinition, MarkerTarget } from "../registry/types.js";
import { checkDefault } from "./check-default.js";

interface Step {
  readonly marker: Marker;
  readonly definition: MarkerDefinition;
}

const defaultPriority = 10;

/**
 * Applies one declaration's markers to the schema built for it and returns the new schema (the input is
 * not changed). Markers apply in controller-gen's order — by priority (`Type`, `XIntOrString` and
 * `listType` first, the one-of groups last), then in source order — and the `items:` variants after
 * all others, on the array's `items`. Markers without a schema effect (CRD, package, required …) are
 * skipped. Type checks and the API server's own checks (RE2 patterns, `uniqueItems`, defaults that must
 * validate) become diagnostics at the marker.
 */
export function applyMarkers(
  schema: JSONSchemaProps,
  markers: readonly Marker[],
  target: Exclude<MarkerTarget, "package">,
): Result<JSONSchemaProps> {
  const out = structuredClone(schema);
  const diagnostics: Diagnostic[] = [];
  const steps = applicableSteps(markers, target, diagnostics);
  const ordered = [...sortByPriority(steps.filter((s) => s.definition.onItems !== true))];
  ordered.push(...sortByPriority(steps.filter((s) => s.definition.onItems === true)));
  for (const step of ordered) applyStep(out, step, target, diagnostics);
  const defaultMarker = lastDefault(steps);
  if (defaultMarker !== undefined) diagnostics.push(...checkDefault(out, defaultMarker));
  return { value: out, diagnostics };
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
      diagnostics.push(createDiagnostic("CRD1001", `unknown marker +${marker.name}`, { span: marker.span }));
      continue;
    }
    if (!definition.targets.includes(target)) {
      const message = `+${definition.name} applies to ${describeTargets(definition.targets)}, not to ${target}s`;
      diagnostics.push(createDiagnostic("CRD1006", message, { span: marker.span }));
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
    target,
    span: marker.span,
    report: (problem) =>
      diagnostics.push(
        createDiagnostic(problem.code, problem.message, { span: marker.span, hint: problem.hint }),
      ),
  };
  let node = schema;
  if (definition.onItems === true) {
    const items = schema.items;
    if (schema.type !== "array" || items === undefined || items === null || Array.isArray(items)) {
      const message = `+${definition.name} must be applied to an array, found ${describeSchemaType(schema)}`;
      diagnostics.push(createDiagnostic("CRD1007", message, { span: marker.span }));
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
