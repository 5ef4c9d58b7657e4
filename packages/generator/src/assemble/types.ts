import type { SourceSpan } from "@crdgen/core";
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
   * crdgen can tell: the Format marker, or the field whose type carries the format (see format-origin.ts).
   */
  readonly formatOrigin?: (steps: readonly string[], format: string) => SourceSpan | undefined;
}
