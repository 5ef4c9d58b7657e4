import type { CustomResourceDefinition, CustomResourceDefinitionVersion } from "@crdgen/structural";

/** A CRD of group example.com with the given kind, scope and versions. */
export function exampleCrd(
  kind: string,
  scope: "Namespaced" | "Cluster",
  versions: CustomResourceDefinitionVersion[],
): CustomResourceDefinition {
  const plural = `${kind.toLowerCase()}s`;
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: `${plural}.example.com` },
    spec: { group: "example.com", names: { kind, plural }, scope, versions },
  };
}
