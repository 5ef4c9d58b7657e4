/*
 * The CronJob fields about running jobs, and the fields that test presence (required or optional) and
 * field-level CEL rules. Go's `omitempty` / pointer fields are `?` here; markers override either way.
 */

import type { int32, int64 } from "crdgen";
import type { JobTemplateSpec } from "kubernetes-types/batch/v1.js";
import type { IPFamilyPolicy, Protocol } from "../../shared/networking.js";
import type { Base64Bytes, ConcurrencyPolicy, Int, K8sConcurrencyPolicy, TotallyABool } from "./scalars.js";

/** When and how the CronJob starts its jobs. */
export interface ScheduleFields {
  /** When to run, as a cron expression. */
  schedule: string;

  /** How late a missed run may still start, in seconds; later runs count as failed. */
  startingDeadlineSeconds?: int64;

  /** What to do when a run is due while another is active. */
  concurrencyPolicy?: ConcurrencyPolicy;

  /** The same choice, typed by an enum that carries +k8s:enum. */
  k8sConcurrencyPolicy?: K8sConcurrencyPolicy;

  /** Stops future runs without touching the ones already started. */
  suspend?: boolean;

  /** Like suspend, but the flag is written as a string. */
  noReallySuspend?: TotallyABool;

  /** The job each run creates, as a core Kubernetes JobTemplateSpec. */
  jobTemplate: JobTemplateSpec;

  /** How many succeeded jobs to keep around. */
  successfulJobsHistoryLimit?: int32;

  /** How many failed jobs to keep around. */
  failedJobsHistoryLimit?: int32;

  /** A name given as raw bytes. */
  binaryName: Base64Bytes;

  /** Must be present, but may be null. */
  canBeNull: string | null;

  /** Usable in field selectors (see the selectablefield marker on CronJob). */
  selectableFieldString?: string;

  /**
   * A protocol name typed by an alias from another module, with a default.
   *
   * +default="TCP"
   */
  protocol?: Protocol;

  /** A string typed by an alias that lives in another module. */
  aliasFromPackage?: IPFamilyPolicy;

  /**
   * Zero on creation; any value afterwards.
   *
   * +kubebuilder:validation:XValidation:rule="oldSelf.hasValue() || self == 0",message="must be set to 0 on creation. can be set to any value on an update.",optionalOldSelf=true
   */
  onlyAllowSettingOnUpdate?: int32;

  /** May not be added once the object exists (the rule is on CronJobSpec). */
  forbiddenInt?: Int;

  /**
   * Has no `?`, yet the marker makes it optional.
   *
   * +kubebuilder:validation:Optional
   */
  explicitlyOptionalKubebuilder: string;

  /**
   * Has no `?`, yet the marker makes it optional.
   *
   * +optional
   */
  explicitlyOptionalKubernetes: string;

  /**
   * Has no `?`, yet the marker makes it optional.
   *
   * +k8s:optional
   */
  explicitlyOptionalK8s: string;

  /**
   * Has a `?`, yet the marker makes it required.
   *
   * +kubebuilder:validation:Required
   */
  explicitlyRequiredKubebuilder?: string;

  /**
   * Has a `?`, yet the marker makes it required.
   *
   * +required
   */
  explicitlyRequiredKubernetes?: string;

  /**
   * Has a `?`, yet the marker makes it required.
   *
   * +k8s:required
   */
  explicitlyRequiredK8s?: string;
}
