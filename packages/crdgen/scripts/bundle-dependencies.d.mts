export interface Manifest {
  readonly name: string;
  readonly dependencies?: Readonly<Record<string, string>>;
}

export function undeclaredDependencies(
  crdgenDependencies: Readonly<Record<string, string>>,
  bundledManifests: readonly Manifest[],
  isWorkspacePackage: (name: string) => boolean,
): Map<string, string>;
