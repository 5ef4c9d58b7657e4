import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  clientTypeDefinition,
  coreClientPackageVersions,
  coreClientTypes,
  coreDefinitionNames,
  declaredClientTypeDefinition,
} from "../../src/core-types/index.js";

const nodeModules = fileURLToPath(new URL("../../../../node_modules", import.meta.url));
const core = "io.k8s.api.core.v1.";
const meta = "io.k8s.apimachinery.pkg.apis.meta.v1.";

describe("clientTypeDefinition", () => {
  it.each([
    ["@kubernetes/client-node", "V1PodSpec", `${core}PodSpec`],
    ["@kubernetes/client-node", "V1ObjectMeta", `${meta}ObjectMeta`],
    ["@kubernetes/client-node", "V1Condition", `${meta}Condition`],
    ["@kubernetes/client-node", "V1JobTemplateSpec", "io.k8s.api.batch.v1.JobTemplateSpec"],
    [
      "@kubernetes/client-node",
      "V2HorizontalPodAutoscalerSpec",
      "io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerSpec",
    ],
    ["@kubernetes/client-node", "IntOrString", "io.k8s.apimachinery.pkg.util.intstr.IntOrString"],
    ["kubernetes-models/v1/PodSpec", "IPodSpec", `${core}PodSpec`],
    ["kubernetes-models/v1/PodSpec", "PodSpec", `${core}PodSpec`],
    ["kubernetes-models/v1", "IIoK8sApiCoreV1PodSpec", `${core}PodSpec`],
    ["kubernetes-models/batch/v1/JobTemplateSpec", "IJobTemplateSpec", "io.k8s.api.batch.v1.JobTemplateSpec"],
    ["@kubernetes-models/apimachinery/apis/meta/v1/ObjectMeta", "IObjectMeta", `${meta}ObjectMeta`],
    ["@kubernetes-models/apimachinery/apis/meta/v1", "ICondition", `${meta}Condition`],
    [
      "@kubernetes-models/apimachinery/api/resource/Quantity",
      "IQuantity",
      "io.k8s.apimachinery.pkg.api.resource.Quantity",
    ],
    [
      "@kubernetes-models/apimachinery/util/intstr",
      "IntOrString",
      "io.k8s.apimachinery.pkg.util.intstr.IntOrString",
    ],
    ["kubernetes-types/core/v1", "PodSpec", `${core}PodSpec`],
    ["kubernetes-types/meta/v1", "LabelSelector", `${meta}LabelSelector`],
    ["kubernetes-types/meta/v1", "Time", `${meta}Time`],
    ["kubernetes-types/api/resource", "Quantity", "io.k8s.apimachinery.pkg.api.resource.Quantity"],
    ["kubernetes-types/batch/v1", "JobTemplateSpec", "io.k8s.api.batch.v1.JobTemplateSpec"],
  ])("import { %s } from %s", (module, name, definition) => {
    expect(clientTypeDefinition(module, name)).toBe(definition);
  });

  it.each([
    ["@kubernetes/client-node", "V1Pod"],
    ["@kubernetes/client-node", "PodSpec"],
    ["kubernetes-models/v1/PodSpec", "IContainer"],
    ["kubernetes-types/core/v1", "V1PodSpec"],
    ["kubernetes-types/apps/v1", "PodSpec"],
    ["kubernetes-types/core/v1", "__proto__"],
  ])("knows no core type %s from %s", (module, name) => {
    expect(clientTypeDefinition(module, name)).toBeUndefined();
  });
});

describe("declaredClientTypeDefinition", () => {
  it("identifies a type by its declaring file, whichever name it is exported as", () => {
    expect(declaredClientTypeDefinition("kubernetes-models", "v1/PodSpec.d.ts", "IPodSpec")).toBe(
      `${core}PodSpec`,
    );
    expect(
      declaredClientTypeDefinition("kubernetes-models", "v1/PodSpec.d.ts", "IIoK8sApiCoreV1PodSpec"),
    ).toBe(`${core}PodSpec`);
    expect(
      declaredClientTypeDefinition(
        "@kubernetes/client-node",
        "dist/gen/models/V1Container.d.ts",
        "V1Container",
      ),
    ).toBe(`${core}Container`);
    expect(declaredClientTypeDefinition("kubernetes-types", "meta/v1.d.ts", "Condition")).toBe(
      `${meta}Condition`,
    );
    expect(declaredClientTypeDefinition("kubernetes-types", "core/v1.d.ts", "Condition")).toBeUndefined();
  });
});

describe("the client type table", () => {
  const entries = coreClientTypes();
  const known = new Set(coreDefinitionNames());

  it("names only definitions that CoreSchemas knows", () => {
    expect(entries.filter((entry) => !known.has(entry.definition))).toEqual([]);
  });

  it("covers the usual embedded types in all three libraries", () => {
    const definitions = (pkg: string): Set<string> =>
      new Set(entries.filter((entry) => entry.package === pkg).map((entry) => entry.definition));
    const usual = [
      "PodTemplateSpec",
      "PodSpec",
      "Container",
      "ResourceRequirements",
      "EnvVar",
      "Volume",
      "Toleration",
      "Affinity",
      "SecurityContext",
      "LocalObjectReference",
      "ObjectReference",
      "TypedLocalObjectReference",
      "SecretKeySelector",
      "ConfigMapKeySelector",
      "PersistentVolumeClaimSpec",
      "ServiceSpec",
      "ServicePort",
    ].map((name) => core + name);
    usual.push("io.k8s.api.batch.v1.JobTemplateSpec", `${meta}LabelSelector`, `${meta}Condition`);
    for (const pkg of ["@kubernetes/client-node", "kubernetes-types"]) {
      expect(usual.filter((name) => !definitions(pkg).has(name))).toEqual([]);
    }
    const models = new Set([
      ...definitions("kubernetes-models"),
      ...definitions("@kubernetes-models/apimachinery"),
    ]);
    expect(usual.filter((name) => !models.has(name))).toEqual([]);
  });

  it("matches the installed packages: versions, declaring files and exported names", () => {
    const versions = coreClientPackageVersions();
    for (const [pkg, version] of Object.entries(versions)) {
      const manifest = JSON.parse(readFileSync(join(nodeModules, pkg, "package.json"), "utf8")) as {
        version: string;
      };
      expect(manifest.version, pkg).toBe(version);
    }
    const missing = entries.flatMap((entry) => {
      const text = readFileSync(join(nodeModules, entry.package, entry.declarationFile), "utf8");
      return entry.names
        .filter(
          (name) =>
            !new RegExp(`(export (declare )?(class|interface|type) ${name}\\b|\\bas ${name}\\b)`).test(text),
        )
        .map((name) => `${entry.package}/${entry.declarationFile}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  it("lists module specifiers that resolve to a declaration file", () => {
    const unresolved = entries.flatMap((entry) =>
      entry.modules.filter((module) => {
        const base = join(nodeModules, module);
        const candidates = [`${base}.d.ts`, join(base, "index.d.ts")];
        return module !== entry.package && !candidates.some((file) => existsSync(file));
      }),
    );
    expect(unresolved).toEqual([]);
  });
});
