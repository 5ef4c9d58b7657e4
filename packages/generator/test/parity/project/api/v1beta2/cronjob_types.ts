/*
 * The v1beta2 CronJob: a served but deprecated version with no fields beyond the object's identity.
 */

import type { ObjectMeta } from "crdgen";

/**
 * A job that runs on a schedule, in a version that clients are warned about.
 *
 * +kubebuilder:object:root=true
 * +kubebuilder:subresource:status
 * +kubebuilder:resource:singular=mycronjob
 * +kubebuilder:deprecatedversion:warning="use v1 instead, this version causes your data center to catch fire when used on Tuesdays"
 */
export interface CronJob {
  /** The API version of this object. */
  apiVersion?: string;
  /** The kind of this object. */
  kind?: string;
  /** Name, namespace, labels and the rest, owned by the API server. */
  metadata?: ObjectMeta;
}
