import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CoreSchemas } from "../../src/core-types/index.js";
import type { CoreSchemaOptions } from "../../src/core-types/index.js";
import { controllerGenVersion, corpusSchema } from "./corpus.js";
import { schemaDifferences } from "./schema-diff.js";

// One owner for the file, as a generator holds one for all its runs.
const coreSchemas = new CoreSchemas();

/**
 * A sub-schema of a corpus CRD that controller-gen generated from a core Kubernetes type, and the differences
 * that the project's k8s.io/api version explains (the corpus projects build against newer or older Kubernetes
 * than the 1.35 documents crdgen derives from). Descriptions are not compared.
 */
interface CorpusCase {
  readonly file: string;
  readonly version: string;
  readonly path: string;
  readonly definition: string;
  readonly options?: CoreSchemaOptions;
  readonly generator: string;
  readonly versionDifferences: readonly string[];
}

const swagger136 = fileURLToPath(
  new URL("../../../../testdata/k8s-openapi/1.36/swagger.json", import.meta.url),
);

/** k8s.io/api 1.36: PodSpec gained `schedulingGroup` and lost the 1.35 alpha `workloadRef`. */
const podSpec136 = (prefix: string): string[] => [
  `${prefix}.schedulingGroup: only in corpus`,
  `${prefix}.workloadRef: only in crdgen`,
];

const cases: readonly CorpusCase[] = [
  {
    file: "controller-tools/testdata.kubebuilder.io_cronjobs.yaml",
    version: "v1",
    path: "spec.jobTemplate",
    definition: "io.k8s.api.batch.v1.JobTemplateSpec",
    generator: "(devel)",
    versionDifferences: podSpec136(".spec.template.spec"),
  },
  {
    file: "cloudnative-pg/postgresql.cnpg.io_poolers.yaml",
    version: "v1",
    path: "spec.template.spec",
    definition: "io.k8s.api.core.v1.PodSpec",
    generator: "v0.21.0",
    versionDifferences: podSpec136(""),
  },
  {
    file: "keda/keda.sh_scaledjobs.yaml",
    version: "v1alpha1",
    path: "spec.jobTargetRef",
    definition: "io.k8s.api.batch.v1.JobSpec",
    options: { generateEmbeddedObjectMeta: true },
    generator: "v0.20.1",
    versionDifferences: [],
  },
  {
    file: "kueue/kueue.x-k8s.io_workloads.yaml",
    version: "v1beta2",
    path: "spec.podSets.[].template",
    definition: "io.k8s.api.core.v1.PodTemplateSpec",
    options: { generateEmbeddedObjectMeta: true },
    generator: "v0.20.1",
    versionDifferences: podSpec136(".spec"),
  },
  {
    file: "cloudnative-pg/postgresql.cnpg.io_clusters.yaml",
    version: "v1",
    path: "status.conditions.[]",
    definition: "io.k8s.apimachinery.pkg.apis.meta.v1.Condition",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "cloudnative-pg/postgresql.cnpg.io_clusters.yaml",
    version: "v1",
    path: "spec.managed.services.additional.[].serviceTemplate.spec",
    definition: "io.k8s.api.core.v1.ServiceSpec",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "cloudnative-pg/postgresql.cnpg.io_clusters.yaml",
    version: "v1",
    path: "spec.ephemeralVolumeSource.volumeClaimTemplate",
    definition: "io.k8s.api.core.v1.PersistentVolumeClaimTemplate",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "cloudnative-pg/postgresql.cnpg.io_clusters.yaml",
    version: "v1",
    path: "spec.storage.pvcTemplate",
    definition: "io.k8s.api.core.v1.PersistentVolumeClaimSpec",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "cloudnative-pg/postgresql.cnpg.io_clusters.yaml",
    version: "v1",
    path: "spec.bootstrap.recovery.volumeSnapshots.storage",
    definition: "io.k8s.api.core.v1.TypedLocalObjectReference",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "opentelemetry-operator/opentelemetry.io_opentelemetrycollectors.yaml",
    version: "v1beta1",
    path: "spec.volumeClaimTemplates.[]",
    definition: "io.k8s.api.core.v1.PersistentVolumeClaim",
    options: { generateEmbeddedObjectMeta: true },
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "prometheus-operator/monitoring.coreos.com_prometheuses.yaml",
    version: "v1",
    path: "spec.containers.[]",
    definition: "io.k8s.api.core.v1.Container",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "prometheus-operator/monitoring.coreos.com_prometheuses.yaml",
    version: "v1",
    path: "spec.resources",
    definition: "io.k8s.api.core.v1.ResourceRequirements",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "prometheus-operator/monitoring.coreos.com_prometheuses.yaml",
    version: "v1",
    path: "spec.affinity",
    definition: "io.k8s.api.core.v1.Affinity",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "prometheus-operator/monitoring.coreos.com_prometheuses.yaml",
    version: "v1",
    path: "spec.tolerations.[]",
    definition: "io.k8s.api.core.v1.Toleration",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "prometheus-operator/monitoring.coreos.com_prometheuses.yaml",
    version: "v1",
    path: "spec.securityContext",
    definition: "io.k8s.api.core.v1.PodSecurityContext",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "prometheus-operator/monitoring.coreos.com_prometheuses.yaml",
    version: "v1",
    path: "spec.volumes.[]",
    definition: "io.k8s.api.core.v1.Volume",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "prometheus-operator/monitoring.coreos.com_prometheuses.yaml",
    version: "v1",
    path: "spec.podMonitorSelector",
    definition: "io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "prometheus-operator/monitoring.coreos.com_prometheuses.yaml",
    version: "v1",
    path: "spec.remoteWrite.[].basicAuth.username",
    definition: "io.k8s.api.core.v1.SecretKeySelector",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "prometheus-operator/monitoring.coreos.com_prometheuses.yaml",
    version: "v1",
    path: "spec.remoteWrite.[].tlsConfig.ca.configMap",
    definition: "io.k8s.api.core.v1.ConfigMapKeySelector",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "cluster-api/cluster.x-k8s.io_clusterclasses.yaml",
    version: "v1beta1",
    path: "spec.controlPlane.machineHealthCheck.remediationTemplate",
    definition: "io.k8s.api.core.v1.ObjectReference",
    generator: "v0.21.0",
    versionDifferences: [],
  },
  {
    file: "envoy-gateway/gateway.envoyproxy.io_envoyproxies.yaml",
    version: "v1alpha1",
    path: "spec.provider.kubernetes.envoyHpa.behavior",
    definition: "io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerBehavior",
    generator: "v0.20.1",
    versionDifferences: [],
  },
  {
    file: "envoy-gateway/gateway.envoyproxy.io_envoyproxies.yaml",
    version: "v1alpha1",
    path: "spec.provider.kubernetes.envoyHpa.metrics.[]",
    definition: "io.k8s.api.autoscaling.v2.MetricSpec",
    generator: "v0.20.1",
    versionDifferences: [],
  },
  // argo-rollouts replaces resources and volumes of the pod template by preserve-unknown-fields after
  // controller-gen runs, so only untouched parts of its job spec are compared.
  {
    file: "argo-rollouts/analysis-run-crd.yaml",
    version: "v1alpha1",
    path: "spec.metrics.[].provider.job.spec.podFailurePolicy",
    definition: "io.k8s.api.batch.v1.PodFailurePolicy",
    generator: "v0.19.0",
    // Before 1.35 the pod condition pattern required a status.
    versionDifferences: ['.rules[].onPodConditions[] required: crdgen ["type"] vs corpus ["status","type"]'],
  },
  {
    file: "argo-rollouts/analysis-run-crd.yaml",
    version: "v1alpha1",
    path: "spec.metrics.[].provider.job.spec.template.spec.affinity",
    definition: "io.k8s.api.core.v1.Affinity",
    generator: "v0.19.0",
    versionDifferences: [],
  },
  {
    file: "argo-rollouts/analysis-run-crd.yaml",
    version: "v1alpha1",
    path: "spec.metrics.[].provider.job.spec.template.spec.containers.[].livenessProbe",
    definition: "io.k8s.api.core.v1.Probe",
    generator: "v0.19.0",
    versionDifferences: [],
  },
];

describe("core schemas match controller-gen's output in the corpus", () => {
  it.each(cases)("$definition at $file $path", (c) => {
    expect(controllerGenVersion(c.file)).toBe(c.generator);
    const theirs = corpusSchema(c.file, c.version, c.path);
    expect(theirs).toBeTypeOf("object");
    const ours = coreSchemas.of(c.definition, c.options);
    expect(schemaDifferences(ours, theirs)).toEqual([...c.versionDifferences].sort());
  });
});

describe("the Kubernetes version differences allowed in the corpus comparison", () => {
  it("are the 1.36 PodSpec change: schedulingGroup added, workloadRef removed", () => {
    const swagger = JSON.parse(readFileSync(swagger136, "utf8")) as {
      definitions: Record<string, { properties?: Record<string, unknown> }>;
    };
    const properties = Object.keys(swagger.definitions["io.k8s.api.core.v1.PodSpec"]?.properties ?? {});
    expect(properties).toContain("schedulingGroup");
    expect(properties).not.toContain("workloadRef");
  });
});
