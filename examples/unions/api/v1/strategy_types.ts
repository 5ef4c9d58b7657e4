import type { Duration, int32, IntOrString } from "crdgen";

/** RecreateStrategy stops every old pod before it starts the new ones. */
export interface RecreateStrategy {
  type: "Recreate";
}

/** RollingUpdateStrategy replaces pods a few at a time. */
export interface RollingUpdateStrategy {
  type: "RollingUpdate";
  /** How many pods above the desired count may run during the update: a number or a percentage ("25%"). */
  maxSurge: IntOrString;
  /** How many pods may be unavailable during the update: a number or a percentage. */
  maxUnavailable?: number | string;
}

/** CanaryStep sends a share of the traffic to the new version and waits. */
export interface CanaryStep {
  /**
   * The percentage of requests the new version gets.
   * +kubebuilder:validation:Minimum=0
   * +kubebuilder:validation:Maximum=100
   */
  weight: int32;
  /** How long to wait before the next step; forever (until a person resumes it) when left out. */
  pause?: Duration;
}

/** CanaryStrategy shifts traffic to the new version step by step. */
export interface CanaryStrategy {
  type: "Canary";
  /** +kubebuilder:validation:MinItems=1 */
  steps: CanaryStep[];
}

/** Strategy says how a Release replaces the running version: one member per `type`. */
export type Strategy = RecreateStrategy | RollingUpdateStrategy | CanaryStrategy;
