import type { int32, ObjectMeta, Quantity } from "crdgen";

/** Engine is a database engine the operator can run. */
export type Engine = "postgres" | "mysql";

/** DatabaseSpec of v1beta1: the engine is an enum and the size a quantity. */
export interface DatabaseSpec {
  engine: Engine;
  /** The engine's major version, such as "16". */
  version?: string;
  /** The disk size. */
  storage: Quantity;
}

/** DatabaseStatus is what the operator last saw. */
export interface DatabaseStatus {
  /** How many instances answer queries. */
  readyInstances?: int32;
}

/**
 * Database is a managed database instance. v1beta1 is deprecated with the API server's default warning.
 * +kubebuilder:object:root=true
 * +kubebuilder:deprecatedversion
 * +kubebuilder:subresource:status
 * +kubebuilder:resource:shortName=db,categories=data
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
