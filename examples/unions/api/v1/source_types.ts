import type { Duration } from "crdgen";

/** GitSource reads manifests from a folder of a git repository. */
export interface GitSource {
  type: "Git";
  /** Where to fetch from: the clone URL of a Git repository, or the address of an OCI or HTTP bundle. */
  url: string;
  /** A branch, tag or commit; the default branch when left out. */
  revision?: string;
  /** The folder inside the repository that holds the manifests. */
  path?: string;
}

/** HelmSource renders a chart from a chart repository. */
export interface HelmSource {
  type: "Helm";
  /** The chart repository's URL. */
  repository: string;
  /** The chart's name in that repository. */
  chart: string;
  /** A semver range; the newest version when left out. */
  version?: string;
}

/**
 * ArtifactSource downloads a bundle of manifests, either as an OCI artifact or as a tarball over HTTP. Its
 * `url` is GitSource's `url` too: members that share a field share its schema, so both say the same.
 */
export interface ArtifactSource {
  type: "OCI" | "HTTP";
  /** Where to fetch from: the clone URL of a Git repository, or the address of an OCI or HTTP bundle. */
  url: string;
  /** How often to look for a new bundle, such as "10m". */
  interval?: Duration;
}

/**
 * Source is where a Release's manifests come from. `type` tells the members apart, so the schema
 * requires it, lists all its values and, per value, the fields that member requires.
 */
export type Source = GitSource | HelmSource | ArtifactSource;
