import type { Diagnostic, SourceSpan } from "@crdgen/core";

/** A marker found in a comment, parsed by its registry definition. */
export interface Marker {
  /** The definition's name, e.g. `kubebuilder:validation:Minimum` (also for the legacy `:=` spelling). */
  readonly name: string;
  /**
   * The parsed argument: `true` for flags; the value for single-value markers (`undefined` when an optional
   * value is left out); an object of the given named arguments for struct-form markers.
   */
  readonly value: unknown;
  /** The marker as written, from its `+` to the end of the line; for a JSDoc alias, the tag (`@minimum 1`). */
  readonly text: string;
  /** Where the marker is: `start` is its `+`, or the `@` of the JSDoc tag it was written as. */
  readonly span: SourceSpan;
  /** The JSDoc tag this marker was written as (`@minimum`), when it was not written as a marker. */
  readonly tag?: string;
}

/** What one declaration's comments say. */
export interface ParsedComment {
  /** Markers for the declaration itself, in source order. */
  readonly markers: readonly Marker[];
  /**
   * Package-only markers found above a type (`+groupName` in a comment that is also the file's leading
   * comment); controller-gen moves those to the package, and so should the caller.
   */
  readonly packageMarkers: readonly Marker[];
  /** The description, derived from the comment text as controller-gen does. */
  readonly description: string;
  readonly diagnostics: readonly Diagnostic[];
}
