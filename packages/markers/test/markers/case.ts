import type { DiagnosticCode } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { CRDSettings, MarkerTarget, PackageSettings } from "../../src/index.js";

/** One marker's table row: a valid use and an invalid one. */
export interface MarkerCase {
  /** The registry name the row covers. */
  readonly marker: string;
  readonly valid: {
    readonly text: string;
    readonly target: MarkerTarget;
    /** The parsed value. */
    readonly value: unknown;
    /** The schema before; `{}` when absent. */
    readonly schema?: JSONSchemaProps;
    /** The schema after; unchanged when absent. */
    readonly expected?: JSONSchemaProps;
    /** For CRD markers: what {@link crdSettings} must contain. */
    readonly crd?: Partial<CRDSettings>;
    /** For package markers: what {@link packageSettings} must contain. */
    readonly pkg?: Partial<PackageSettings>;
  };
  readonly invalid: {
    readonly text: string;
    readonly target: MarkerTarget;
    readonly schema?: JSONSchemaProps;
    readonly code: DiagnosticCode;
    /** A piece of the message that must appear. */
    readonly says: string;
  };
}

/** Schemas the rows use. */
export const s = {
  string: { type: "string" },
  integer: { type: "integer" },
  number: { type: "number" },
  boolean: { type: "boolean" },
  object: { type: "object" },
  array: { type: "array", items: { type: "string" } },
} as const satisfies Record<string, JSONSchemaProps>;
