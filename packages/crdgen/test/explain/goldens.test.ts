import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { explain } from "../../src/explain/api.js";

// crdgen explain on CRDs of the corpus, against golden outputs; `UPDATE_GOLDENS=1 vitest run` rewrites them.
// The first two were checked by hand against kubectl's template (see SOURCES.md).

const corpus = (file: string): string =>
  fileURLToPath(new URL(`../../../../testdata/corpus/crds/${file}`, import.meta.url));

interface GoldenCase {
  readonly golden: string;
  readonly crd: string;
  readonly resource: string;
  readonly recursive?: boolean;
  readonly apiVersion?: string;
}

const cases: readonly GoldenCase[] = [
  {
    golden: "cert-manager-certificate",
    crd: "cert-manager/cert-manager.io_certificates.yaml",
    resource: "Certificate",
  },
  {
    golden: "cert-manager-certificate.spec.privateKey",
    crd: "cert-manager/cert-manager.io_certificates.yaml",
    resource: "certificates.spec.privateKey",
  },
  {
    // FIELD with its ENUM block
    golden: "cert-manager-certificate.spec.privateKey.algorithm",
    crd: "cert-manager/cert-manager.io_certificates.yaml",
    resource: "cert.spec.privateKey.algorithm",
  },
  {
    // ObjectMeta's fields under metadata, recursively (ownerReferences, managedFields)
    golden: "cert-manager-certificate.metadata.recursive",
    crd: "cert-manager/cert-manager.io_certificates.yaml",
    resource: "certificate.metadata",
    recursive: true,
  },
  {
    // through arrays, recursively
    golden: "gateway-api-httproute.spec.rules.recursive",
    crd: "gateway-api-standard/gateway.networking.k8s.io_httproutes.yaml",
    resource: "httproute.spec.rules",
    recursive: true,
  },
  {
    // int-or-string fields (anyOf integer, string) are <Object> to kubectl
    golden: "argo-rollouts-analysistemplate.spec.metrics",
    crd: "argo-rollouts/analysis-template-crd.yaml",
    resource: "analysistemplate.spec.metrics",
  },
  {
    // an older served version, and an embedded resource's apiVersion, kind and metadata
    golden: "cluster-api-clusterresourceset.v1beta1",
    crd: "cluster-api/addons.cluster.x-k8s.io_clusterresourcesets.yaml",
    resource: "clusterresourceset",
    apiVersion: "addons.cluster.x-k8s.io/v1beta1",
  },
  {
    golden: "crossplane-composition.spec.pipeline.input",
    crd: "crossplane/apiextensions.crossplane.io_compositions.yaml",
    resource: "composition.spec.pipeline.input",
    apiVersion: "apiextensions.crossplane.io/v1",
  },
];

describe("explain goldens on corpus CRDs", () => {
  for (const testCase of cases) {
    it(testCase.golden, () => {
      const crds = yaml.loadAll(readFileSync(corpus(testCase.crd), "utf8"));
      const result = explain({
        crds,
        resource: testCase.resource,
        recursive: testCase.recursive ?? false,
        ...(testCase.apiVersion === undefined ? {} : { apiVersion: testCase.apiVersion }),
      });
      if (!result.ok) throw new Error(result.message.text);
      const golden = fileURLToPath(new URL(`goldens/${testCase.golden}.txt`, import.meta.url));
      if (process.env["UPDATE_GOLDENS"] === "1") writeFileSync(golden, result.text);
      expect(existsSync(golden)).toBe(true);
      expect(result.text).toBe(readFileSync(golden, "utf8"));
    });
  }
});
