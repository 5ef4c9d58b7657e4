import type { V1Condition, V1JobTemplateSpec, V1ObjectReference } from "@kubernetes/client-node";
import type { int32, int64, ObjectMeta, Time } from "crdgen";

/**
 * ConcurrencyPolicy says what to do when a run is due while the previous one is still going. The literal
 * union is the enum: no `+kubebuilder:validation:Enum` marker is needed.
 */
export type ConcurrencyPolicy =
  /** Start the new Job next to the running ones. */
  | "Allow"
  /** Skip this run and leave the running Job alone. */
  | "Forbid"
  /** Cancel the running Job and start the new one in its place. */
  | "Replace";

/** CronJobSpec is what the user asks for: a Job template and the schedule to run it on. */
export interface CronJobSpec {
  /**
   * The schedule in cron format, such as "30 2 * * *" (02:30 every day) or "@hourly".
   * +kubebuilder:validation:MinLength=0
   */
  schedule: string;

  /**
   * How many seconds after its scheduled time a missed run may still start. A run later than that is
   * counted as failed. Without it there is no deadline.
   * +kubebuilder:validation:Minimum=0
   * +optional
   */
  startingDeadlineSeconds?: int64;

  /**
   * What to do when a run is due while an earlier Job still runs. Allow when left out.
   * +kubebuilder:default=Allow
   * +optional
   */
  concurrencyPolicy?: ConcurrencyPolicy;

  /**
   * Stops future runs while true; Jobs already started keep running. False when left out.
   * +optional
   */
  suspend?: boolean;

  /** The Job each run creates. */
  jobTemplate: V1JobTemplateSpec;

  /**
   * How many finished successful Jobs to keep around. Zero keeps none.
   * +kubebuilder:validation:Minimum=0
   * +optional
   */
  successfulJobsHistoryLimit?: int32;

  /**
   * How many failed Jobs to keep around. Zero keeps none.
   * +kubebuilder:validation:Minimum=0
   * +optional
   */
  failedJobsHistoryLimit?: int32;
}

/** CronJobStatus is what the controller last observed. */
export interface CronJobStatus {
  /**
   * The Jobs of this CronJob that are running now.
   * +optional
   * +listType=atomic
   */
  active?: V1ObjectReference[];

  /**
   * When a Job was last started on schedule.
   * +optional
   */
  lastScheduleTime?: Time;

  /**
   * The latest observations of the CronJob's state, one per condition type.
   * +listType=map
   * +listMapKey=type
   * +optional
   */
  conditions?: V1Condition[];
}

/**
 * CronJob runs a Job on a cron schedule.
 * +kubebuilder:object:root=true
 * +kubebuilder:subresource:status
 * +kubebuilder:printcolumn:name="Schedule",type=string,JSONPath=`.spec.schedule`
 * +kubebuilder:printcolumn:name="Suspend",type=boolean,JSONPath=`.spec.suspend`
 * +kubebuilder:printcolumn:name="Last Schedule",type=date,JSONPath=`.status.lastScheduleTime`
 */
export interface CronJob {
  apiVersion?: string;
  kind?: string;
  metadata?: ObjectMeta;
  spec?: CronJobSpec;
  status?: CronJobStatus;
}

/**
 * CronJobList is a list of CronJobs.
 * +kubebuilder:object:root=true
 */
export interface CronJobList {
  apiVersion?: string;
  kind?: string;
  metadata?: ObjectMeta;
  items: CronJob[];
}
