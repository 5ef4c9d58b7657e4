import type { Diagnostic, DiagnosticMessage } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { Marker } from "../marker.js";
import { findMarkerDefinition } from "../registry/index.js";
import type { MarkerTarget } from "../registry/types.js";
import { canonicalJson as canonical } from "./canonical.js";
import { fieldRequirement, requirementPrecedence } from "./requirement.js";

/** Names that set the same schema keyword; within a group the last marker wins. */
const sameKeyword: readonly (readonly string[])[] = [
  ["listType", "k8s:listType"],
  ["mapType", "structType"],
];

function line(marker: Marker): number {
  return marker.span.start.line;
}

function conflict(later: Marker, message: DiagnosticMessage<"CRD1011">): Diagnostic {
  return createDiagnostic(message, { span: later.span });
}

/**
 * Markers on one declaration that contradict each other: a single-valued marker given twice with
 * different values, two spellings that set the same keyword differently, `+default` next to
 * `+kubebuilder:default`, and optional next to required. Each is a warning at the later marker that
 * names the one that takes effect: the last, except in a package comment, where it is the first.
 */
export function findConflicts(markers: readonly Marker[], target: MarkerTarget | undefined): Diagnostic[] {
  return [...repeatedValues(markers, target), ...defaults(markers), ...requirements(markers, target)];
}

function repeatedValues(markers: readonly Marker[], target: MarkerTarget | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  const groupOf = (name: string): string => sameKeyword.find((g) => g.includes(name))?.[0] ?? name;
  // Package markers are read with MarkerValues.Get, the first value (package-settings.ts); others apply in order.
  const firstWins = target === "package";
  const previousByGroup = new Map<string, Marker>();
  for (const marker of markers) {
    if (findMarkerDefinition(marker.name)?.repeatable === true) continue;
    const group = groupOf(marker.name);
    const previous = previousByGroup.get(group);
    if (previous !== undefined && canonical(previous.value) !== canonical(marker.value)) {
      // several resource markers apply one after the other (crd-settings.ts), not the last alone
      const name = firstWins
        ? "repeatedFirst"
        : marker.name === "kubebuilder:resource"
          ? "repeatedResource"
          : "repeated";
      const args = { marker: marker.text, previous: previous.text, line: line(previous) };
      out.push(conflict(marker, catalogMessage("CRD1011", name, args)));
    }
    if (!firstWins || previous === undefined) previousByGroup.set(group, marker);
  }
  return out;
}

function defaults(markers: readonly Marker[]): Diagnostic[] {
  const json = markers.find((m) => m.name === "default");
  const kubebuilder = markers.find((m) => m.name === "kubebuilder:default");
  if (json === undefined || kubebuilder === undefined) return [];
  if (canonical(json.value) === canonical(kubebuilder.value)) return [];
  const later = line(json) > line(kubebuilder) ? json : kubebuilder;
  const other = later === json ? kubebuilder : json;
  return [
    conflict(later, catalogMessage("CRD1011", "twoDefaults", { marker: later.text, other: other.text })),
  ];
}

function requirements(markers: readonly Marker[], target: MarkerTarget | undefined): Diagnostic[] {
  const relevant = markers.filter((m) => requirementPrecedence.some((r) => r.name === m.name));
  const makes = (m: Marker): string | undefined =>
    requirementPrecedence.find((r) => r.name === m.name)?.makes;
  const first = relevant[0];
  const contradicting = relevant.find((m) => first !== undefined && makes(m) !== makes(first));
  if (first === undefined || contradicting === undefined) return [];
  const winner = fieldRequirement(relevant) ?? "optional";
  const args = { marker: contradicting.text, first: first.text, line: line(first), requirement: winner };
  const name = target === "package" ? "packageRequirement" : "fieldRequirement";
  return [conflict(contradicting, catalogMessage("CRD1011", name, args))];
}
