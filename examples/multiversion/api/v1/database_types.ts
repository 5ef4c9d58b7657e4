import type { V1Condition } from "@kubernetes/client-node";
import type { int32, ObjectMeta, Quantity } from "crdgen";

/** Engine is a database engine the operator can run. */
export type Engine = "postgres" | "mysql";

/** DatabaseSpec of v1: the stable shape, with high availability. */
export interface DatabaseSpec {
  engine: Engine;
  /** The engine's major version, such as "16". */
  version?: string;
  /** The disk size of each instance. */
  storage: Quantity;
  /**
   * How many instances to run; more than one adds standbys.
   * +kubebuilder:default=1
   * +kubebuilder:validation:Minimum=1
   * +kubebuilder:validation:Maximum=9
   * +optional
   */
  instances?: int32;
}

/** DatabaseStatus is what the operator last saw. */
export interface DatabaseStatus {
  /** How many instances answer queries. */
  readyInstances?: int32;
  /**
   * The latest observations of the Database's state, one per condition type.
   * +listType=map
   * +listMapKey=type
   */
  conditions?: V1Condition[];
}

/**
 * Database is a managed database instance. v1 is the storage version: objects written in any version are
 * stored in this one.
 * +kubebuilder:object:root=true
 * +kubebuilder:storageversion
 * +kubebuilder:subresource:status
 * +kubebuilder:resource:shortName=db,categories=data
 * +kubebuilder:printcolumn:name="Engine",type=string,JSONPath=`.spec.engine`
 * +kubebuilder:printcolumn:name="Ready",type=integer,JSONPath=`.status.readyInstances`
 * +kubebuilder:printcolumn:name="Age",type=date,JSONPath=`.metadata.creationTimestamp`
 */
export interface Database {
  apiVersion?: string;
  kind?: string;
  metadata?: ObjectMeta;
  spec: DatabaseSpec;
  status?: DatabaseStatus;
}

/**
 * DatabaseList is a list of Databases.
 * +kubebuilder:object:root=true
 */
export interface DatabaseList {
  apiVersion?: string;
  kind?: string;
  metadata?: ObjectMeta;
  items: Database[];
}
