import type { SourceSpan } from "@crdgen/core";
import type { CRDSettings, PackageSettings } from "@crdgen/markers";
import type { TsTypeDeclaration } from "../ts/model.js";

/** A folder of API types: one group and version. */
export interface ApiPackage {
  /** Absolute folder path. */
  readonly folder: string;
  readonly settings: PackageSettings;
  /** `+groupName`; undefined when no file of the folder says it. */
  readonly group: string | undefined;
  /** `+versionName`, else the folder's name. */
  readonly version: string;
}

/** A root kind found in a package: it becomes one version of a CRD. */
export interface RootKind {
  readonly kind: string;
  readonly declaration: TsTypeDeclaration;
  readonly package: ApiPackage & { readonly group: string };
  /** The kind's CRD-level settings, from its markers. */
  readonly crd: CRDSettings;
  readonly span: SourceSpan;
}

/** What discovery finds: the API packages and their root kinds, in a stable order. */
export interface Discovery {
  readonly packages: readonly ApiPackage[];
  readonly roots: readonly RootKind[];
  /**
   * The root kinds marked `+kubebuilder:skipversion`: no version of their CRD, but their CRD-level markers
   * (`+kubebuilder:resource`, `+kubebuilder:metadata`) still apply to it, as controller-gen applies every
   * version's markers before SkipVersion drops the version (controller-tools pkg/crd/spec.go NeedCRDFor).
   */
  readonly skipped: readonly RootKind[];
}
