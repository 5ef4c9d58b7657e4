import { present } from "./allow-list.js";
import type { KnownDifference } from "./allow-list.js";
import { absent } from "./crd-differences.js";

/**
 * Differences between crdgen's CronJob CRD and controller-gen's golden that are expected, each with its reason.
 * A difference that is not here fails the parity test, and so does an entry that no longer matches anything.
 */

const v1 = "spec.versions[v1].schema.openAPIV3Schema.properties.spec.properties";
const podSpec = `${v1}.jobTemplate.properties.spec.properties.template.properties.spec.properties`;

const kubernetesVersion =
  "the golden was generated against k8s.io/api 1.36, crdgen's core schemas come from the Kubernetes 1.35 OpenAPI " +
  "documents: PodSpec gained the 1.36 field schedulingGroup and lost the 1.35 alpha field workloadRef";

const mergedFieldBounds =
  "controller-gen keeps a named type's string bounds and the field's bounds for the same keyword side by side " +
  "in an allOf; crdgen applies the field's markers on top of the type's schema, so the field's bound replaces " +
  "the type's. The field's bounds (length exactly 10) lie within the type's, so both schemas accept the same values";

export const knownDifferences: readonly KnownDifference[] = [
  {
    path: 'metadata.annotations["controller-gen.kubebuilder.io/version"]',
    ours: absent,
    theirs: "(devel)",
    reason:
      "controller-gen signs its output with its version; crdgen adds its own crdgen.io/version annotation when " +
      "it renders a CRD (packages/crdgen), after generateCrds",
  },
  { path: `${podSpec}.schedulingGroup`, ours: absent, theirs: present, reason: kubernetesVersion },
  { path: `${podSpec}.workloadRef`, ours: present, theirs: absent, reason: kubernetesVersion },
  {
    path: `${v1}.fieldLevelAliasOverride.allOf`,
    ours: absent,
    theirs: [
      { maxLength: 255, minLength: 1 },
      { maxLength: 10, minLength: 10 },
    ],
    reason: mergedFieldBounds,
  },
  { path: `${v1}.fieldLevelAliasOverride.maxLength`, ours: 10, theirs: absent, reason: mergedFieldBounds },
  { path: `${v1}.fieldLevelAliasOverride.minLength`, ours: 10, theirs: absent, reason: mergedFieldBounds },
  {
    path: `${v1}.fieldLevelLocalDeclarationOverride.allOf`,
    ours: absent,
    theirs: [{ minLength: 4 }, { minLength: 10 }],
    reason: mergedFieldBounds,
  },
  {
    path: `${v1}.fieldLevelLocalDeclarationOverride.minLength`,
    ours: 10,
    theirs: absent,
    reason: mergedFieldBounds,
  },
];
