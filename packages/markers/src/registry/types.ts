import type { DiagnosticCode, DiagnosticMessage, SourceSpan } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { ArgType } from "../grammar/arg-types.js";

/** What a marker describes: a package (file-leading comment), a type, or a field. */
export type MarkerTarget = "package" | "type" | "field";

/** Groups of markers in the reference, as controller-gen's help categories. */
export type MarkerCategory = "CRD validation" | "CRD processing" | "CRD" | "package";

/** One named argument of a struct-form marker (`+kubebuilder:printcolumn:name=…,type=…`). */
export interface FieldArgument {
  readonly name: string;
  readonly type: ArgType;
  readonly optional: boolean;
  readonly help: string;
}

/**
 * The argument shape of a marker: a flag (`+a:b`), one value (`+a:b=v`), named arguments (`+a:b:x=1,y=2`),
 * or a JSON value (`+default=…`).
 */
export type MarkerArguments =
  | { readonly form: "flag" }
  | { readonly form: "value"; readonly type: ArgType; readonly optional: boolean; readonly help: string }
  | { readonly form: "fields"; readonly fields: readonly FieldArgument[] }
  | { readonly form: "json"; readonly help: string };

/** The codes of problems with one marker (1020–1022 are found later, on the whole CRD). */
type MarkerProblemCode = Exclude<Extract<DiagnosticCode, `CRD1${string}`>, "CRD1020" | "CRD1021" | "CRD1022">;

/** A problem found while applying a marker to a schema. */
export interface ApplyProblem {
  readonly message: DiagnosticMessage<MarkerProblemCode>;
  readonly hint?: string;
}

/** What an `apply` function may use besides the schema and value. */
export interface ApplyContext {
  /** The marker's name as written (`kubebuilder:validation:items:Minimum`), for messages. */
  readonly name: string;
  /**
   * The marker as messages name it, their `{marker}`: `+kubebuilder:validation:Minimum`, or for a JSDoc tag
   * `@minimum (+kubebuilder:validation:Minimum)`, naming both what was written and whose rules apply.
   */
  readonly marker: string;
  readonly target: MarkerTarget;
  readonly span: SourceSpan;
  report(problem: ApplyProblem): void;
}

/** A value problem found without a schema (`+listType=bag`); returned by {@link MarkerDefinition.check}. */
export type ValueProblem = ApplyProblem;

/**
 * One marker, defined once: its name, where it may appear, its arguments, its help text and — for
 * type and field markers that shape a schema — how it changes the schema.
 */
export interface MarkerDefinition {
  /** The name without the leading `+`, e.g. `kubebuilder:validation:Minimum`. */
  readonly name: string;
  readonly targets: readonly MarkerTarget[];
  /**
   * Targets where controller-gen registers the marker only to refuse it: there it is an error (CRD1012), not the
   * wrong-target warning (CRD1006) that a marker controller-gen ignores gets.
   */
  readonly refusedOn?: readonly MarkerTarget[];
  readonly category: MarkerCategory;
  /** One sentence, lower-case start, no final period: "specifies the minimum numeric value". */
  readonly summary: string;
  /** More help, in Markdown paragraphs. */
  readonly details?: string;
  /** An example marker line, e.g. `+kubebuilder:validation:Minimum=0`. */
  readonly example: string;
  readonly args: MarkerArguments;
  /** Whether several instances add up (XValidation, printcolumn); otherwise the last one wins. */
  readonly repeatable?: boolean;
  /** Application order: lower first; 10 when absent (controller-gen's default priority). */
  readonly priority?: number;
  /** Whether the marker applies to the `items` schema of an array (the `items:` variants). */
  readonly onItems?: boolean;
  /** Checks the parsed value on its own; a problem drops the marker. */
  readonly check?: (value: unknown, marker: string) => ValueProblem | undefined;
  /** Changes `schema` in place. Absent for markers that only carry data (CRD, package, required …). */
  readonly apply?: (schema: JSONSchemaProps, value: unknown, context: ApplyContext) => void;
}
