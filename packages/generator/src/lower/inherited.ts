import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { Marker } from "@crdgen/markers";
import type { JSONSchemaProps, ValidationRule } from "@crdgen/structural";
import type { IRBaseType, IRProperty } from "../ir/types.js";
import type { TypeConflict } from "./flatten-all-of.js";
import { flattenAllOfInto } from "./flatten-all-of.js";
import { immutableOnceSet } from "./immutable-once-set.js";
import type { LowerContext } from "./lower.js";
import { applyAll } from "./lower.js";

/*
 * What an object inherits from the types it extends, as controller-gen merges the schemas of embedded
 * structs (controller-tools pkg/crd/schema.go structToSchema puts each `json:",inline"` field into the
 * struct's allOf; pkg/crd/flatten.go flattenAllOfInto merges them, an embedded struct's own allOf first).
 * Properties and required fields are the object's already (TypeScript lists the inherited ones); what is
 * left to merge are the type markers, each base's as one schema, in the order flattenAllOfInto meets them.
 */

const typeMarker = "kubebuilder:validation:Type";

interface Source {
  readonly schema: JSONSchemaProps;
  readonly markers: readonly Marker[];
}

/**
 * The schema a base's own markers make: applied to the object's properties (so that a default is checked
 * against them), keeping its type and what the markers set, after the rules of the optional immutable fields the
 * base declares (structToSchema writes those before the type's markers apply).
 */
function ownSchema(
  markers: readonly Marker[],
  immutable: readonly ValidationRule[],
  properties: JSONSchemaProps["properties"],
  context: LowerContext,
): JSONSchemaProps {
  const input: JSONSchemaProps =
    properties === undefined ? { type: "object" } : { type: "object", properties };
  if (immutable.length > 0) input["x-kubernetes-validations"] = [...immutable];
  const out = { ...applyAll(input, markers, "type", context) };
  if (out.properties === properties) delete out.properties;
  return out;
}

/** The properties the bases declare, at any depth: their immutable rules are the bases', not the object's. */
export function baseOwnedFields(bases: readonly IRBaseType[]): Set<string> {
  const out = new Set<string>();
  const visit = (base: IRBaseType): void => {
    for (const name of base.fields ?? []) out.add(name);
    for (const inner of base.bases) visit(inner);
  };
  for (const base of bases) visit(base);
  return out;
}

/** The object a base's schemas are made for: its lowered properties, its IR properties by name. */
interface Target {
  readonly schema: JSONSchemaProps;
  readonly properties: readonly IRProperty[];
  /** Fields whose schema is fixed (the root's apiVersion, kind, metadata): no immutable rule. */
  readonly fixed?: ReadonlySet<string>;
}

const objectType: JSONSchemaProps = Object.freeze({ type: "object" });

// A base's bases come first, then its own schema, then those of each alias it is written through.
function sources(bases: readonly IRBaseType[], target: Target, context: LowerContext): Source[] {
  const out: Source[] = [];
  const lowered = target.schema.properties;
  const visit = (base: IRBaseType): void => {
    if (base.core !== undefined) out.push({ schema: base.core, markers: [] });
    for (const inner of base.bases) visit(inner);
    const fields = new Set(base.fields ?? []);
    const declared = target.properties.filter((p) => fields.has(p.name));
    const immutable = immutableOnceSet(declared, context.ruleMarkers, target.fixed);
    if (base.markers.length > 0 || immutable.length > 0) {
      out.push({ schema: ownSchema(base.markers, immutable, lowered, context), markers: base.markers });
    } else {
      // A struct's schema says `type: object` even without markers, and flattenAllOfInto compares it with
      // the embedding type's: `Type=integer` on a type extending a plain struct is controller-gen's conflict.
      out.push({ schema: objectType, markers: [] });
    }
    for (const markers of base.aliasMarkers) {
      out.push({ schema: ownSchema(markers, [], lowered, context), markers });
    }
  };
  for (const base of bases) visit(base);
  return out;
}

function merge(dst: JSONSchemaProps, source: Source, context: LowerContext, blame: readonly Marker[]): void {
  const conflicts: TypeConflict[] = [];
  flattenAllOfInto(dst, source.schema, conflicts);
  for (const conflict of conflicts) {
    const marker = blame.find((m) => m.name === typeMarker) ?? blame[0];
    const message = catalogMessage("CRD1012", "baseTypeConflict", {
      marker: marker === undefined ? `+${typeMarker}` : marker.text,
      dst: conflict.dst,
      src: conflict.src,
    });
    context.diagnostics.push(createDiagnostic(message, { span: marker?.span }));
  }
}

/** The doc keywords flattenAllOfInto leaves alone: preserveFields (pkg/crd/flatten.go:372) copies them first. */
const docKeywords = ["description", "title", "externalDocs", "example"] as const;

/**
 * A named object used where a field refers to it (every use but the root): controller-gen's node starts
 * with the type's doc keywords alone (description, title, externalDocs, example: preserveFields) and takes
 * each base's schema, then the type's own (`own`: its shape with its type markers), so the own CEL rules come
 * first, then the bases' (the last base's first). A type conflict found when the type's own schema merges is
 * blamed on its own Type marker (`ownMarkers`) when it has one.
 */
export function inheritIntoReference(
  own: JSONSchemaProps,
  ownMarkers: readonly Marker[],
  bases: readonly IRBaseType[],
  properties: readonly IRProperty[],
  context: LowerContext,
): JSONSchemaProps {
  const merged: JSONSchemaProps = {};
  for (const keyword of docKeywords) if (own[keyword] !== undefined) merged[keyword] = own[keyword] as never;
  const all = sources(bases, { schema: own, properties }, context);
  const baseMarkers = all.flatMap((s) => s.markers);
  for (const source of all) merge(merged, source, context, baseMarkers);
  merge(merged, { schema: own, markers: [] }, context, [...ownMarkers, ...baseMarkers]);
  return merged;
}

/**
 * A named object whose bases are all plain structs ({@link bringsSomething} false): nothing of theirs merges but
 * `type: object`, so the object keeps its own schema, and only its type is compared with theirs as
 * flattenAllOfInto compares them when the object's own schema merges after its bases'.
 */
export function checkPlainBases(
  own: JSONSchemaProps,
  ownMarkers: readonly Marker[],
  context: LowerContext,
): void {
  if (own.type === undefined) return;
  merge({ ...objectType }, { schema: { type: own.type }, markers: [] }, context, ownMarkers);
}

/**
 * The root kind: controller-gen flattens its allOf into its own schema, so each base's schema merges into
 * `root` (changed): the bases' CEL rules come before the kind's own.
 */
export function inheritIntoRoot(
  root: JSONSchemaProps,
  bases: readonly IRBaseType[],
  properties: readonly IRProperty[],
  fixed: ReadonlySet<string>,
  context: LowerContext,
): void {
  for (const source of sources(bases, { schema: root, properties, fixed }, context)) {
    merge(root, source, context, source.markers);
  }
}
