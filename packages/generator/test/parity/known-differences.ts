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
];
