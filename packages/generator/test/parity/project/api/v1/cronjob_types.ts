/*
 * The v1 CronJob, re-expressed in TypeScript from controller-tools' CRD test input (pkg/crd/testdata). The
 * spec is one object; its fields are declared in several interfaces by theme (spec_*.ts) only to keep the
 * files short, and CronJobSpec extends them all.
 */

import type { int64, MicroTime, ObjectMeta, Time } from "crdgen";
import type { ObjectReference } from "kubernetes-types/core/v1.js";
import type { ListMeta } from "kubernetes-types/meta/v1.js";
import type { Duration } from "./objects.js";
import type { LogURL } from "./scalars.js";
import type { CollectionFields } from "./spec_collections.js";
import type { DefaultingFields } from "./spec_defaults.js";
import type { EmbeddedParts, ObjectFields } from "./spec_objects.js";
import type { ScheduleFields } from "./spec_schedule.js";
import type { ValidationFields } from "./spec_validation.js";

/**
 * What the user asks of a CronJob.
 *
 * +kubebuilder:validation:XValidation:rule="has(oldSelf.forbiddenInt) || !has(self.forbiddenInt)",message="forbiddenInt is not allowed",fieldPath=".forbiddenInt",reason="FieldValueForbidden"
 */
export interface CronJobSpec
  extends ScheduleFields, DefaultingFields, ValidationFields, CollectionFields, ObjectFields, EmbeddedParts {}

/** What the controller last saw of a CronJob. */
export interface CronJobStatus {
  /** References to the jobs that are running now. */
  active?: ObjectReference[];

  /** When a job was last started on schedule. */
  lastScheduleTime?: Time;

  /**
   * The same moment as seconds since the epoch. Go gives this field a time type with its own integer
   * encoding and markers that say so; the wire value is a 64-bit integer.
   */
  lastScheduleTime2?: int64;

  /** The same moment, to the microsecond. */
  lastScheduleMicroTime?: MicroTime;

  /**
   * Where the logs of the last job are. Go has four URL types (a wrapper struct, a named type over url.URL
   * and two more) that encode themselves as text and carry a Type=string marker; on the wire each is a
   * string, which is what these four fields are.
   */
  lastActiveLogURL?: LogURL;

  /** See lastActiveLogURL. */
  lastActiveLogURL2?: LogURL;

  /** See lastActiveLogURL. */
  lastActiveLogURL3?: LogURL;

  /** See lastActiveLogURL. */
  lastActiveLogURL4?: LogURL;

  /** How long the last job ran (the Go field is named Runtime; its JSON name is duration). */
  duration?: Duration;
}

/**
 * A job that runs on a schedule. This version is the one stored.
 *
 * +kubebuilder:object:root=true
 * +kubebuilder:subresource:status
 * +kubebuilder:resource:singular=mycronjob
 * +kubebuilder:storageversion
 * +kubebuilder:metadata:annotations="api-approved.kubernetes.io=https://github.com/kubernetes-sigs/controller-tools";"cert-manager.io/inject-ca-from-secret=cert-manager/cert-manager-webhook-ca"
 * +kubebuilder:selectablefield:JSONPath=.spec.selectableFieldString
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
  /** What the controller observed. */
  status?: CronJobStatus;
}

/**
 * A page of CronJobs; crdgen makes no CRD for list types.
 *
 * +kubebuilder:object:root=true
 */
export interface CronJobList {
  /** The API version of this list. */
  apiVersion?: string;
  /** The kind of this list. */
  kind?: string;
  /** Paging information. */
  metadata?: ListMeta;
  /** The CronJobs of this page. */
  items: CronJob[];
}
