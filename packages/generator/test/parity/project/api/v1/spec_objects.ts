/*
 * The CronJob fields that hold objects: embedded Kubernetes objects, pruning, struct topology, and the
 * fields that Go adds to CronJobSpec by embedding other structs.
 */

import type { EmbeddedResource, RawExtension } from "crdgen";
import type { JustNestedObject, NestedObject, NestedStructWithSeveralFields, Preserved } from "./objects.js";

/** Fields holding objects. */
export interface ObjectFields {
  /**
   * A whole Kubernetes object of any kind. Go writes a RawExtension with the EmbeddedResource marker; crdgen's
   * EmbeddedResource type says the same. The lower-case nullable marker is not a marker controller-gen knows:
   * it ignores it silently, crdgen warns, and neither makes the field nullable.
   *
   * +kubebuilder:validation:nullable
   */
  embeddedResource: EmbeddedResource;

  /**
   * An object whose unknown fields are kept (the lower-case nullable marker again has no effect).
   *
   * +kubebuilder:validation:nullable
   * +kubebuilder:pruning:PreserveUnknownFields
   */
  unprunedJSON: NestedObject;

  /**
   * A whole Kubernetes object, written the Go way: raw JSON plus markers.
   *
   * +kubebuilder:pruning:PreserveUnknownFields
   * +kubebuilder:validation:EmbeddedResource
   * +kubebuilder:validation:nullable
   */
  unprunedEmbeddedResource: RawExtension;

  /** Keeps unknown fields because its type says so. */
  unprunedFomType: Preserved;

  /**
   * Keeps unknown fields because both its type and the field say so.
   *
   * +kubebuilder:pruning:PreserveUnknownFields
   */
  unprunedFomTypeAndField: Preserved;

  /**
   * Replaced as a whole on apply.
   *
   * +structType=atomic
   */
  structWithSeveralFields: NestedObject;

  /** Replaced as a whole on apply, because its type says so. */
  nestedStructWithSeveralFields: NestedStructWithSeveralFields;

  /**
   * Replaced as a whole on apply, said by both the type and the field.
   *
   * +structType=atomic
   */
  nestedStructWithSeveralFieldsDoubleMarked: NestedStructWithSeveralFields;

  /**
   * An object typed by an alias, so its schema is inlined. The lower-case optional marker is unknown to both
   * tools; the field is optional through its `?`.
   *
   * +kubebuilder:validation:optional
   */
  justNestedObject?: JustNestedObject;
}

/*
 * Go embeds four structs into CronJobSpec with `json:",inline"`, which lifts their fields into the spec's
 * JSON. TypeScript says that with `extends` (see CronJobSpec). Go's unexported fields inside them never reach
 * JSON and have no TypeScript counterpart, so they are simply not declared.
 */

/**
 * A part of the spec that is not exported from its module, as the Go struct is not exported from its
 * package; its fields still appear in the spec.
 */
interface UnexportedStruct {
  /** Lifted into the spec from a part that is not exported. */
  foo: string;
}

/** A part of the spec that is exported. */
export interface ExportedStruct {
  /** Lifted into the spec from an exported part. */
  baz: string;
}

/** A part of the spec reached through an alias. */
export interface EmbeddedStruct {
  /** Lifted into the spec through the alias. */
  fromEmbedded?: string;
}

/** The alias through which the spec embeds {@link EmbeddedStruct}. */
export type AliasedEmbeddedStruct = EmbeddedStruct;

/**
 * A part of the spec that Go embeds by pointer, so the whole part may be missing; `Partial` in CronJobSpec's
 * `extends` says the same.
 */
export interface PointerEmbeddedStruct {
  /** Lifted into the spec from a part embedded by pointer. */
  fromPointer: string;
}

/** All parts that Go embeds into the spec, for CronJobSpec to extend. */
export interface EmbeddedParts
  extends UnexportedStruct, ExportedStruct, AliasedEmbeddedStruct, Partial<PointerEmbeddedStruct> {}
