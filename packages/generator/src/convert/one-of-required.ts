import { catalogMessage } from "@crdgen/core";
import { fieldRequirement } from "@crdgen/markers";
import type { Marker } from "@crdgen/markers";
import type { NamedDeclaration, TsType } from "../ts/model.js";
import { unwrapped, writtenBases } from "./bases.js";
import type { ConvertContext } from "./context.js";
import { requirementByDefault } from "./property.js";

const oneOfMarkers: ReadonlySet<string> = new Set([
  "kubebuilder:validation:ExactlyOneOf",
  "kubebuilder:validation:AtMostOneOf",
  "kubebuilder:validation:AtLeastOneOf",
]);

const names = (marker: Marker): readonly unknown[] => (Array.isArray(marker.value) ? marker.value : []);

/**
 * controller-gen refuses a struct whose one-of group (ExactlyOneOf, AtMostOneOf, AtLeastOneOf) names a field
 * that is required: marked so (controller-tools pkg/crd/schema.go:564 and :573, "cannot be marked as
 * required"), or required by default, without omitempty (schema.go:584). Each struct is checked against its
 * own markers and its own fields, in order, stopping at the first; an embedded struct is a struct of its own
 * (a type the object extends here), checked whether or not a field uses it. `checked` holds the declarations
 * already checked in this run, so each is reported once.
 */
export function checkOneOfRequired(
  type: TsType,
  declaration: NamedDeclaration,
  context: ConvertContext,
  checked: Set<string>,
): void {
  if (checked.has(declaration.key)) return;
  checked.add(declaration.key);
  const markers = context.comments.read(declaration.comments, declaration.file, "type").markers;
  const groups = markers.filter((m) => oneOfMarkers.has(m.name));
  const bases = writtenBases(type).map(unwrapped);
  if (groups.length > 0) checkOwnFields(type, bases, groups, context);
  for (const base of bases) {
    const named = base.names().find((n) => !n.identity.isLib);
    if (named !== undefined && (base.kind === "object" || base.kind === "intersection")) {
      checkOneOfRequired(base, named, context, checked);
    }
  }
}

function checkOwnFields(
  type: TsType,
  bases: readonly TsType[],
  groups: readonly Marker[],
  context: ConvertContext,
): void {
  const inherited = new Set(bases.flatMap((b) => b.properties().map((p) => p.name)));
  for (const property of type.properties()) {
    if (inherited.has(property.name) || property.isMethod) continue;
    const group = groups.find((m) => names(m).includes(property.name));
    if (group === undefined) continue;
    const read =
      property.file === undefined
        ? undefined
        : context.comments.read(property.comments, property.file, "field");
    const marked = fieldRequirement(read?.markers ?? []);
    const requirement = marked ?? requirementByDefault(property, context);
    if (requirement !== "required") continue;
    const key = marked === "required" ? "oneOfRequired" : "oneOfNotOptional";
    const message = catalogMessage("CRD1012", key, { marker: `+${group.name}`, field: property.name });
    context.fail(
      message,
      property.span ?? group.span,
      "Make the field optional (`?`), or leave it out of the group.",
    );
    return;
  }
}
