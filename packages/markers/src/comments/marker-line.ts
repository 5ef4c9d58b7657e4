import type { Diagnostic, SourceSpan } from "@crdgen/core";
import { at, catalogMessage, createDiagnostic } from "@crdgen/core";
import { parseArguments } from "../grammar/arguments.js";
import { splitMarker } from "../grammar/split.js";
import type { Marker } from "../marker.js";
import {
  hasCrdPrefix,
  isForeignMarker,
  lookupMarker,
  otherManifestOf,
  suggestMarker,
} from "../registry/index.js";
import type { MarkerDefinition, MarkerTarget } from "../registry/types.js";

/** The outcome of one marker line: a marker for the declaration or its package, and problems. */
export interface MarkerLineResult {
  readonly marker?: Marker;
  readonly forPackage?: boolean;
  readonly diagnostics: readonly Diagnostic[];
}

const targetWords: Record<MarkerTarget, string> = { package: "packages", type: "types", field: "fields" };

/** How a definition's targets read in messages: "types and fields". */
export function describeTargets(targets: readonly MarkerTarget[]): string {
  const words = targets.map((t) => targetWords[t]);
  return words.length <= 1
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} and ${at(words, words.length - 1)}`;
}

/**
 * Parses one marker line (`+name…`, trimmed) found at `span`. With a `target`, markers that do not
 * describe it are reported, except package-only markers above a type, which are handed back for the
 * package.
 */
export function parseMarkerLine(
  text: string,
  span: SourceSpan,
  target: MarkerTarget | undefined,
): MarkerLineResult {
  const body = text.slice(1);
  if (body.trim() === "") return { diagnostics: [] };
  const split = splitMarker(body);
  const found = lookupMarker(split);
  if (found === undefined) return { diagnostics: unknownMarker(split, span) };
  const { definition } = found;
  const marker = `+${definition.name}`;
  const parsed = parseArguments(definition.args, split, found.matchedBy, marker);
  if (!parsed.ok) {
    const hint =
      parsed.problem === "missing"
        ? `Write it like ${definition.example}`
        : parsed.problem === "extra"
          ? listSeparatorHint(definition, split.rest)
          : undefined;
    return { diagnostics: [createDiagnostic(parsed.message, { span, hint })] };
  }
  if (parsed.ignoredBecause !== undefined) {
    const message = catalogMessage("CRD1014", parsed.ignoredBecause, { marker: text });
    return { diagnostics: [createDiagnostic(message, { span })] };
  }
  const placement = checkTarget(definition, target, span);
  if (placement.diagnostic !== undefined) return { diagnostics: [placement.diagnostic] };
  const problem = definition.check?.(parsed.value, marker);
  if (problem !== undefined) {
    return { diagnostics: [createDiagnostic(problem.message, { span, hint: problem.hint })] };
  }
  const read: Marker = { name: definition.name, value: parsed.value, text, span };
  const diagnostics = parsed.warning === undefined ? [] : [createDiagnostic(parsed.warning, { span })];
  return { marker: read, forPackage: placement.forPackage, diagnostics };
}

/**
 * For a list-valued marker written with commas (`Enum=a,b,c`, as in other tools): list values are separated
 * by `;` in marker syntax, and the comma is read as the start of another argument.
 */
function listSeparatorHint(definition: MarkerDefinition, value: string): string | undefined {
  const { args } = definition;
  if (args.form !== "value" || args.type.kind !== "slice" || !value.includes(",")) return undefined;
  return `List values are separated by ";": write +${definition.name}=${value.split(",").join(";")}`;
}

function checkTarget(
  definition: MarkerDefinition,
  target: MarkerTarget | undefined,
  span: SourceSpan,
): { forPackage: boolean; diagnostic?: Diagnostic } {
  if (target === undefined || definition.targets.includes(target)) return { forPackage: false };
  // controller-gen moves package-only markers found above a type to the package
  if (target === "type" && definition.targets.every((t) => t === "package")) return { forPackage: true };
  if (definition.refusedOn?.includes(target) === true) {
    const refused = catalogMessage("CRD1012", "refusedTarget", {
      marker: `+${definition.name}`,
      targets: describeTargets(definition.targets),
      target: targetWords[target],
    });
    return { forPackage: false, diagnostic: createDiagnostic(refused, { span }) };
  }
  const message = catalogMessage("CRD1006", "wrongTarget", {
    marker: `+${definition.name}`,
    targets: describeTargets(definition.targets),
    target: targetWords[target],
  });
  return { forPackage: false, diagnostic: createDiagnostic(message, { span }) };
}

function unknownMarker(split: ReturnType<typeof splitMarker>, span: SourceSpan): Diagnostic[] {
  const otherManifest = otherManifestOf(split);
  if (otherManifest !== undefined) {
    const { marker, manifest } = otherManifest;
    return [createDiagnostic(catalogMessage("CRD1030", "otherManifest", { marker, manifest }), { span })];
  }
  if (isForeignMarker(split)) return [];
  const suggestion = suggestMarker(split);
  if (suggestion === undefined && !hasCrdPrefix(split)) return [];
  const message = catalogMessage("CRD1001", "unknownMarker", { name: split.anonymousName });
  const hint = suggestion === undefined ? undefined : `Did you mean +${suggestion}?`;
  return [createDiagnostic(message, { span, hint })];
}
