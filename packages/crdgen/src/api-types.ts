/*
 * The types that API type files import from "crdgen" (`import type { int32 } from "crdgen"`). crdgen
 * recognises each of them by its name and by coming from this package, never by its shape, and maps it to
 * the schema the README's type-mapping table gives. Plain numbers and strings are assignable to all of them.
 *
 * The `& {}` on the number and string types keeps the alias alive inside the compiler: a bare
 * `type int32 = number` would be indistinguishable from `number` as soon as it passes through a generic.
 */

/**
 * A whole number of no fixed width, as Go's `int` and `uint`: `type: integer` without a `format`, what
 * controller-gen writes for them.
 */
export type integer = number & {};

/** A 32-bit integer: `type: integer`, `format: int32`. */
export type int32 = number & {};

/** A 64-bit integer: `type: integer`, `format: int64`. */
export type int64 = number & {};

/** An integer or a string, as Kubernetes' intstr.IntOrString: `x-kubernetes-int-or-string: true`. */
export type IntOrString = number | string;

/** A resource quantity such as `500m` or `2Gi` (int-or-string with the Quantity pattern). */
export type Quantity = number | string;

/** An RFC 3339 timestamp (metav1.Time): `type: string`, `format: date-time`. */
export type Time = string & {};

/** An RFC 3339 timestamp with microseconds (metav1.MicroTime): `type: string`, `format: date-time`. */
export type MicroTime = string & {};

/** A Go duration such as `1h30m` (metav1.Duration): `type: string`. */
export type Duration = string & {};

/** Any JSON value: the field keeps whatever it is given (`x-kubernetes-preserve-unknown-fields: true`). */
export type JSONValue = null | boolean | number | string | JSONValue[] | { [key: string]: JSONValue };

/**
 * Kubernetes object metadata. On a root kind it becomes `type: object` (the API server owns its schema);
 * inside a spec it is `type: object` too, or the restricted name/namespace/labels/annotations/finalizers
 * schema when crdgen is asked for it.
 */
export interface ObjectMeta {
  name?: string;
  generateName?: string;
  namespace?: string;
  uid?: string;
  resourceVersion?: string;
  generation?: number;
  creationTimestamp?: Time;
  deletionTimestamp?: Time;
  deletionGracePeriodSeconds?: number;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  finalizers?: string[];
  ownerReferences?: {
    apiVersion: string;
    kind: string;
    name: string;
    uid: string;
    controller?: boolean;
    blockOwnerDeletion?: boolean;
  }[];
}

/** Raw JSON of another object (runtime.RawExtension): `type: object`, unknown fields preserved. */
export interface RawExtension {
  [key: string]: unknown;
}

/**
 * A whole Kubernetes object inside a spec (`x-kubernetes-embedded-resource: true`). Without a type argument
 * any object with apiVersion and kind is kept as it is; with one, the object has T's fields.
 */
export type EmbeddedResource<T extends object = { [key: string]: unknown }> = T & {
  apiVersion: string;
  kind: string;
  metadata?: ObjectMeta;
};
