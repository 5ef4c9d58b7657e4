import type { SourceSpan } from "@crdgen/core";
import type { Marker } from "@crdgen/markers";
import type { RuleMarkers } from "../cel/rule-markers.js";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { RootKind } from "../discover/types.js";

/** One version of a kind, ready to assemble: its root kind and lowered schema. */
export interface KindVersion {
  readonly root: RootKind;
  readonly schema: JSONSchemaProps;
  /** The files its types come from, absolute. */
  readonly sources: readonly string[];
  /** The XValidation marker of each CEL rule object in `schema` (see lower.ts). */
  readonly ruleMarkers?: RuleMarkers;
  /**
   * Where the format at `steps` (below the openAPIV3Schema, ending in `format`) of `schema` was written, if
   * crdgen can tell: the Format marker, or the field whose type carries the format (see marker-origin.ts).
   */
  readonly formatOrigin?: (steps: readonly string[], format: string) => SourceSpan | undefined;
  /** The default marker that wrote the default at `steps` (below the openAPIV3Schema) of `schema`, if any. */
  readonly defaultOrigin?: (steps: readonly string[]) => Marker | undefined;
  /**
   * The markers that write the schema node an error at `steps` (below the openAPIV3Schema) is about, and the
   * keyword it names there (see marker-origin.ts `schemaMarkers`).
   */
  readonly schemaMarkers?: (
    steps: readonly string[],
  ) => { readonly markers: readonly Marker[]; readonly keyword: string } | undefined;
  /** Whether lowering reported a problem with the default the marker at `span` wrote (CRD1009). */
  readonly defaultTold?: (span: SourceSpan) => boolean;
}
