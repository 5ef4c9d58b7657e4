import type { EmbeddedResource, int32, JSONValue, ObjectMeta, Time } from "crdgen";
import type { Source } from "./source_types.js";
import type { Strategy } from "./strategy_types.js";

/** SlackTarget posts to a Slack channel. */
export interface SlackTarget {
  /** The channel, such as "#deploys". */
  channel: string;
}

/** WebhookTarget posts a JSON document to a URL. */
export interface WebhookTarget {
  url: string;
  /** Extra HTTP headers. */
  headers?: Record<string, string>;
}

/**
 * Notification goes to exactly one target. There is no discriminator: each member forbids the other's field
 * (`?: never`), which the schema says with a `oneOf` of the required fields.
 */
export type Notification =
  { slack: SlackTarget; webhook?: never } | { webhook: WebhookTarget; slack?: never };

/** ServicePort is a port the Release exposes. */
export interface ServicePort {
  /** The port the Service listens on. */
  port: int32;
  /** The container port to send traffic to: a number, or the name of a port of the container. */
  targetPort: number | string;
}

/** The fields crdgen knows of the Service a Release may embed. */
export interface ServiceShape {
  spec?: {
    type?: "ClusterIP" | "NodePort" | "LoadBalancer";
    ports?: ServicePort[];
  };
}

/** ReleaseSpec is the version to run and how to get there. */
export interface ReleaseSpec {
  source: Source;
  /** Rolling updates when left out. */
  strategy?: Strategy;
  /**
   * How many pods to run, or "auto" to leave it to an autoscaler. Int-or-string, with a pattern that allows
   * no other string.
   */
  replicas?: int32 | "auto";
  /** Who hears about each rollout. */
  notify?: Notification[];
  ports?: ServicePort[];
  /** A Service to create next to the workload; its known fields are validated. */
  service?: EmbeddedResource<ServiceShape>;
  /** Any further objects to apply with the release, kept as they are written. */
  extraObjects?: EmbeddedResource[];
  /** Values for the templates (Helm values): any object, kept as it is. */
  values?: Record<string, unknown>;
}

/** ReleaseStatus is what the controller last saw. */
export interface ReleaseStatus {
  /** The revision (commit, chart version or digest) that runs now. */
  revision?: string;
  lastAppliedTime?: Time;
  /** The source's own metadata for that revision, as the source reported it: any JSON value. */
  sourceMetadata?: JSONValue;
}

/**
 * Release rolls an application out and keeps it at the wanted version.
 * +kubebuilder:object:root=true
 * +kubebuilder:subresource:status
 * +kubebuilder:resource:shortName=rel
 */
export interface Release {
  apiVersion?: string;
  kind?: string;
  metadata?: ObjectMeta;
  spec: ReleaseSpec;
  status?: ReleaseStatus;
}

/**
 * ReleaseList is a list of Releases.
 * +kubebuilder:object:root=true
 */
export interface ReleaseList {
  apiVersion?: string;
  kind?: string;
  metadata?: ObjectMeta;
  items: Release[];
}
