/*
 * The v1beta1 CronJob: an older, smaller version that the CRD keeps but the API server does not serve.
 */

import type { int32, ObjectMeta } from "crdgen";

/** What the user asks of a CronJob in this version. */
export interface CronJobSpec {
  /**
   * At least four characters.
   *
   * +kubebuilder:validation:MinLength=4
   */
  twoOfAKindPart0: string;

  /**
   * An even integer between -2 and 2.
   *
   * +kubebuilder:validation:Minimum=-2
   * +kubebuilder:validation:Maximum=2
   * +kubebuilder:validation:MultipleOf=2
   */
  int32WithValidations: int32;
}

/**
 * A job that runs on a schedule, as this version describes it.
 *
 * +kubebuilder:object:root=true
 * +kubebuilder:subresource:status
 * +kubebuilder:resource:singular=mycronjob
 * +kubebuilder:unservedversion
 */
export interface CronJob {
  /** The API version of this object. */
  apiVersion?: string;
  /** The kind of this object. */
  kind?: string;
  /** Name, namespace, labels and the rest, owned by the API server. */
  metadata?: ObjectMeta;
  /** What the user asks for. */
  spec?: CronJobSpec;
}
