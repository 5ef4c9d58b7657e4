/*
 * Named scalar types of the v1 API: strings, numbers and booleans that carry their own markers, so that every
 * field using them gets the same schema.
 */

import type { int32, integer } from "crdgen";

/**
 * Binary data. JSON has no bytes, so it is written as base64 text; the format tells clients so.
 *
 * +kubebuilder:validation:Format=byte
 */
export type Base64Bytes = string;

/** A whole number without a fixed width (Go's `int`): an integer schema without a format. */
export type Int = integer;

/**
 * A string of at least four characters, whichever field uses it.
 *
 * +kubebuilder:validation:MinLength=4
 */
export type LongerString = string;

/**
 * A flag that is written as the text "true" or "false" rather than as a JSON boolean.
 *
 * +kubebuilder:validation:Type=string
 */
export type TotallyABool = boolean;

/** What the controller does when a run is due while the previous one is still going. */
export type ConcurrencyPolicy = "Allow" | "Forbid" | "Replace";

/**
 * The same policy as an enum whose known values crdgen collects from the declaration.
 *
 * +k8s:enum
 */
export enum K8sConcurrencyPolicy {
  /** Runs may overlap. */
  Allow = "Allow",
  /** A due run is skipped while another is active. */
  Forbid = "Forbid",
  /** The active run is stopped and the new one takes its place. */
  Replace = "Replace",
}

/** Values of a small integer code list. */
export type SliceEnum = 0 | 1 | 3;

/**
 * Text whose length is even; the rule travels with the type.
 *
 * +kubebuilder:validation:XValidation:rule="self.size() % 2 == 0",message="must have even length"
 */
export type StringEvenType = string;

/** Another name for a plain string, without rules of its own. */
export type StringAlias = string;

/**
 * A non-empty string of at most 255 characters.
 *
 * +kubebuilder:validation:MinLength=1
 * +kubebuilder:validation:MaxLength=255
 */
export type ValidatedStringAlias = string;

/**
 * A string whose schema carries a title.
 *
 * +kubebuilder:title="title on type"
 */
export type TitledStringAlias = string;

/** A string type without limits; fields that use it set their own. */
export type UnboundedString = string;

/** A 32-bit integer type without limits; fields that use it set their own. */
export type UnboundedInt32 = int32;

/** The text form of a map key whose Go type prints itself as a string. */
export type TextKey = string;

/** A link to the logs of a run, kept as its URL text. */
export type LogURL = string;
