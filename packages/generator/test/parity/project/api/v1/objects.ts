/*
 * Named object, list and map types of the v1 API. Go declares several of them as new named types over
 * another type (`type X NestedObject`); in TypeScript that is a type alias, and markers on the alias belong
 * to it just as markers on the Go type do.
 */

import type { int64 } from "crdgen";
import type { Base64Bytes, Int } from "./scalars.js";

/** Two fields that are both always present. */
export interface NestedObject {
  /** A free-form label. */
  foo: string;
  /** A switch. */
  bar: boolean;
}

/** The same shape under its own name; the schema is inlined where it is used. */
export type JustNestedObject = NestedObject;

/**
 * The same shape again, replaced as a whole by server-side apply.
 *
 * +structType=atomic
 */
export type NestedStructWithSeveralFields = NestedObject;

/** A wrapper whose only field is an object. */
export interface RootObject {
  /** The wrapped object. */
  nested: NestedObject;
}

/**
 * Three optional fields of which one or two must be set.
 *
 * +kubebuilder:validation:MinProperties=1
 * +kubebuilder:validation:MaxProperties=2
 */
export interface MinMaxObject {
  /** First choice. */
  foo?: string;
  /** Second choice. */
  bar?: string;
  /** Third choice. */
  baz?: string;
}

/** An object that may be given empty; its one defaulted field then fills in. */
export interface EmpiableObject {
  /**
   * Filled in when left out.
   *
   * +kubebuilder:default=forty-two
   */
  foo?: string;
  /** Left alone when left out. */
  bar?: string;
}

/** An entry of a list that server-side apply merges by (name, secondary). */
export interface AssociativeType {
  /** First part of the entry's key. */
  name: string;
  /** Second part of the entry's key. */
  secondary: Int;
  /** The entry's payload. */
  foo: string;
}

/**
 * A list merged by entry key, declared once as a type.
 *
 * +listType=map
 * +listMapKey=name
 * +listMapKey=secondary
 */
export type NestedAssociativeList = AssociativeType[];

/**
 * The same list with the markers spelled in the k8s: namespace.
 *
 * +k8s:listType=map
 * +k8s:listMapKey=name
 * +k8s:listMapKey=secondary
 */
export type K8sNestedAssociativeList = AssociativeType[];

/**
 * Named blobs that different writers may own key by key.
 *
 * +mapType=granular
 */
export type NestedMapOfInfo = Record<string, Base64Bytes>;

/** An object holding a map, to nest maps inside maps of objects. */
export interface ContainsNestedMap {
  /** Plain string pairs. */
  innerMap?: Record<string, string>;
}

/**
 * An object that keeps every field it is given. In Go a custom unmarshaller pulls one known field out of an
 * open map and keeps the rest; on the wire the value is simply an object with arbitrary keys, which is what
 * this type says. Like controller-gen, crdgen then lists no properties for it.
 *
 * +kubebuilder:validation:Type=object
 * +kubebuilder:pruning:PreserveUnknownFields
 */
export type Preserved = Record<string, unknown>;

/**
 * Host names: at least one, each a lower-case DNS name, no repeats.
 *
 * +kubebuilder:validation:MinItems=1
 * +kubebuilder:validation:items:MinLength=1
 * +kubebuilder:validation:items:MaxLength=255
 * +kubebuilder:validation:items:Pattern=^[a-z0-9]([-a-z0-9]*[a-z0-9])?([.][a-z0-9]([-a-z0-9]*[a-z0-9])?)*$
 * +listType=set
 */
export type Hosts = string[];

/**
 * How long a run took. Go gives the type a custom JSON encoder without markers, which controller-gen
 * ignores; the schema is the plain object. Not crdgen's Duration (a Go duration string): a local type of the
 * same name, so crdgen must tell them apart by origin, not by name.
 */
export interface Duration {
  /** The length in nanoseconds. */
  value: int64;
}
