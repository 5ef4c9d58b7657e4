import type { DiagnosticMessage, SourceSpan } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { CommentReader } from "../comments/reader.js";
import type { IRInvalid, IRNode } from "../ir/types.js";
import type { DeclarationIdentity, TsProperty, TsType } from "../ts/model.js";
import type { SpecialTypes } from "./special.js";

/** Settings that change what a type converts to. */
export interface ConvertSettings {
  /** ObjectMeta below the root: `type: object` (default) or the restricted name/namespace/… schema. */
  readonly embeddedObjectMeta: "object" | "restricted";
}

/** Where core Kubernetes types come from: the client-library table and the canonical schemas. */
export interface CoreTypes {
  /** The OpenAPI definition a library declaration stands for, if it is a core type. */
  definitionOf(identity: DeclarationIdentity): string | undefined;
  /** The inlined controller-gen schema of a definition. */
  schemaOf(definition: string, settings: ConvertSettings): JSONSchemaProps | undefined;
}

/** What a converter may use: the other converters, settings, comments, and a place for diagnostics. */
export interface ConvertContext {
  readonly settings: ConvertSettings;
  readonly comments: CommentReader;
  readonly coreTypes: CoreTypes;
  /** Which of crdgen's special types a type is (shared with discovery, owned by the generator). */
  readonly specialTypes: SpecialTypes;
  /** Converts a type with the whole converter list (named types once, cycles caught). */
  convert(type: TsType): IRNode;
  /** Converts a type's structure only: no identity converters, no named-type definition. */
  convertStructure(type: TsType): IRNode;
  /** Reports a problem with a type; returns the node that stands in its place. */
  fail(message: DiagnosticMessage, span: SourceSpan | undefined, hint?: string): IRInvalid;
  /** Reports something that does not stop the conversion (a warning code), at `span`. */
  note(message: DiagnosticMessage, span: SourceSpan | undefined): void;
  /** Whether the package `file` (absolute) is in makes fields without `?` optional. */
  fieldsOptionalByDefault(file: string): boolean;
  /** Counts `file` (absolute) as a source of the named type being converted: a change to it may change the type. */
  dependsOn(file: string): void;
  /** Runs `convert` for a property: its file counts as a source, its name goes on the path, its place on errors. */
  inProperty<T>(property: TsProperty, convert: () => T): T;
}

/** One converter: handles one TypeScript construct. */
export interface Converter {
  readonly name: string;
  /**
   * Recognises types by where they are declared (crdgen's special types, core Kubernetes types) rather
   * than by their structure; such converters run before a named type becomes a definition.
   */
  readonly byIdentity?: boolean;
  /** The IR for `type`, or undefined when this converter does not handle it. */
  convert(type: TsType, context: ConvertContext): IRNode | undefined;
}
