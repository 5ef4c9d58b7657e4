import type { ObjectMeta } from "crdgen";

/** DatabaseSpec of the first draft: every setting is free text. */
export interface DatabaseSpec {
  /** The database engine, such as "postgres". */
  engine: string;
  /** The disk size, such as "10Gi". */
  size?: string;
}

/**
 * Database is a managed database instance. v1alpha1 is still served so that old manifests keep working, with
 * a warning that names the replacement.
 * +kubebuilder:object:root=true
 * +kubebuilder:deprecatedversion:warning="data.example.com/v1alpha1 Database is deprecated; use data.example.com/v1"
 * +kubebuilder:resource:shortName=db,categories=data
 */
export interface Database {
  apiVersion?: string;
  kind?: string;
  metadata?: ObjectMeta;
  spec: DatabaseSpec;
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
