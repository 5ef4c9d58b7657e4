import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { coreDefinitionNames, CoreSchemas } from "../../src/core-types/index.js";

// One owner for the file, as a generator holds one for all its runs.
const coreSchemas = new CoreSchemas();

const core = "io.k8s.api.core.v1.";
const meta = "io.k8s.apimachinery.pkg.apis.meta.v1.";
const quantityPattern =
  "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$";

function schema(name: string): JSONSchemaProps {
  const found = coreSchemas.of(name);
  if (found === undefined) throw new Error(`no core schema ${name}`);
  return found;
}

function property(from: JSONSchemaProps, ...path: string[]): JSONSchemaProps {
  let node = from;
  for (const step of path) {
    const next = step === "[]" ? node.items : node.properties?.[step];
    if (next === undefined || next === null || Array.isArray(next)) {
      throw new Error(`no ${step} in ${path.join(".")}`);
    }
    node = next;
  }
  return node;
}

function withoutDescription(node: JSONSchemaProps): JSONSchemaProps {
  const copy = { ...node };
  delete copy.description;
  return copy;
}

describe("controller-gen's known types", () => {
  it("IntOrString is int-or-string with integer first", () => {
    expect(property(schema(`${core}ServicePort`), "targetPort")).toEqual({
      anyOf: [{ type: "integer" }, { type: "string" }],
      description: expect.stringMatching(/^Number or name of the port/) as unknown,
      "x-kubernetes-int-or-string": true,
    });
  });

  it("Quantity carries controller-gen's pattern, also as a ResourceList value", () => {
    expect(property(schema(`${core}ResourceRequirements`), "limits").additionalProperties).toEqual({
      anyOf: [{ type: "integer" }, { type: "string" }],
      pattern: quantityPattern,
      "x-kubernetes-int-or-string": true,
    });
  });

  it("Time, MicroTime and Duration are strings, without the type's own doc", () => {
    expect(schema(`${meta}Time`)).toEqual({ type: "string", format: "date-time" });
    expect(schema(`${meta}MicroTime`)).toEqual({ type: "string", format: "date-time" });
    expect(schema(`${meta}Duration`)).toEqual({ type: "string" });
    expect(schema("io.k8s.apimachinery.pkg.runtime.RawExtension")).toEqual({
      type: "object",
      "x-kubernetes-preserve-unknown-fields": true,
    });
  });

  it("a nested ObjectMeta is a bare object with the field's doc", () => {
    expect(property(schema(`${core}PodTemplateSpec`), "metadata")).toEqual({
      type: "object",
      description:
        "Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",
    });
  });

  it("generateEmbeddedObjectMeta keeps name, namespace, labels, annotations and finalizers, everywhere", () => {
    const template = coreSchemas.of("io.k8s.api.batch.v1.JobTemplateSpec", {
      generateEmbeddedObjectMeta: true,
    });
    const expected: JSONSchemaProps = {
      type: "object",
      properties: {
        annotations: { type: "object", additionalProperties: { type: "string" } },
        finalizers: { type: "array", items: { type: "string" } },
        labels: { type: "object", additionalProperties: { type: "string" } },
        name: { type: "string" },
        namespace: { type: "string" },
      },
    };
    expect(withoutDescription(property(template ?? {}, "metadata"))).toEqual(expected);
    expect(withoutDescription(property(template ?? {}, "spec", "template", "metadata"))).toEqual(expected);
  });
});

describe("defaults", () => {
  /** `<definition>.<property>=<default>` for every top-level property default of every definition. */
  function propertyDefaults(): string[] {
    return coreDefinitionNames().flatMap((name) =>
      Object.entries(schema(name).properties ?? {})
        .filter(([, p]) => p.default !== undefined)
        .map(([key, p]) => `${name.replace("io.k8s.api.", "")}.${key}=${JSON.stringify(p.default)}`),
    );
  }

  it("keeps exactly the +default=<literal> markers and controller-gen's Protocol default", () => {
    expect(propertyDefaults()).toEqual([
      'core.v1.AzureDiskVolumeSource.fsType="ext4"',
      "core.v1.AzureDiskVolumeSource.readOnly=false",
      'core.v1.ConfigMapEnvSource.name=""',
      'core.v1.ConfigMapKeySelector.name=""',
      'core.v1.ConfigMapProjection.name=""',
      'core.v1.ConfigMapVolumeSource.name=""',
      'core.v1.ContainerPort.protocol="TCP"',
      "core.v1.FileKeySelector.optional=false",
      'core.v1.GRPCAction.service=""',
      'core.v1.ISCSIVolumeSource.iscsiInterface="default"',
      'core.v1.LocalObjectReference.name=""',
      'core.v1.PortStatus.protocol="TCP"',
      'core.v1.RBDVolumeSource.keyring="/etc/ceph/keyring"',
      'core.v1.RBDVolumeSource.pool="rbd"',
      'core.v1.RBDVolumeSource.user="admin"',
      'core.v1.ScaleIOVolumeSource.fsType="xfs"',
      'core.v1.ScaleIOVolumeSource.storageMode="ThinProvisioned"',
      'core.v1.SecretEnvSource.name=""',
      'core.v1.SecretKeySelector.name=""',
      'core.v1.SecretProjection.name=""',
      'core.v1.ServicePort.protocol="TCP"',
      'networking.v1.NetworkPolicyPort.protocol="TCP"',
    ]);
  });

  it("drops openapi-gen's zero defaults of items and struct fields", () => {
    const podSpec = schema(`${core}PodSpec`);
    expect(property(podSpec, "containers", "[]").default).toBeUndefined();
    expect(property(schema(`${meta}Condition`), "message").default).toBeUndefined();
    expect(property(podSpec, "nodeSelector").additionalProperties).toEqual({ type: "string" });
  });

  it("ignores +default=ref(...) markers, as controller-gen does", () => {
    const azureDisk = schema(`${core}AzureDiskVolumeSource`);
    expect(property(azureDisk, "cachingMode").default).toBeUndefined();
    expect(property(azureDisk, "kind").default).toBeUndefined();
  });
});

describe("structure", () => {
  it("keeps list and map types, list-map keys, required and formats", () => {
    const containers = property(schema(`${core}PodSpec`), "containers");
    expect(withoutDescription({ ...containers, items: {} })).toEqual({
      type: "array",
      items: {},
      "x-kubernetes-list-type": "map",
      "x-kubernetes-list-map-keys": ["name"],
    });
    expect(property(containers, "[]").required).toEqual(["name"]);
    const ports = property(containers, "[]", "ports");
    expect(ports["x-kubernetes-list-map-keys"]).toEqual(["containerPort", "protocol"]);
    expect(withoutDescription(property(ports, "[]", "containerPort"))).toEqual({
      type: "integer",
      format: "int32",
    });
    expect(schema(`${meta}LabelSelector`)["x-kubernetes-map-type"]).toBe("atomic");
  });

  it("merges LocalObjectReference's atomic map type into the types that embed it", () => {
    expect(schema(`${core}ConfigMapEnvSource`)["x-kubernetes-map-type"]).toBe("atomic");
    expect(schema(`${core}SecretProjection`)["x-kubernetes-map-type"]).toBe("atomic");
    expect(schema(`${core}SecretVolumeSource`)["x-kubernetes-map-type"]).toBeUndefined();
  });

  it("adds metav1.Condition's kubebuilder validations from the Go source", () => {
    const condition = schema(`${meta}Condition`);
    expect(withoutDescription(property(condition, "status"))).toEqual({
      type: "string",
      enum: ["True", "False", "Unknown"],
    });
    expect(withoutDescription(property(condition, "reason"))).toEqual({
      type: "string",
      maxLength: 1024,
      minLength: 1,
      pattern: "^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$",
    });
    expect(property(condition, "observedGeneration").minimum).toBe(0);
    expect([...(condition.required ?? [])].sort()).toEqual([
      "lastTransitionTime",
      "message",
      "reason",
      "status",
      "type",
    ]);
  });

  it("gives a field its own doc and an array item its type's doc", () => {
    const template = schema(`${core}PodTemplateSpec`);
    expect(property(template, "spec").description).toMatch(
      /^Specification of the desired behavior of the pod/,
    );
    expect(schema(`${core}PodSpec`).description).toBe("PodSpec is a description of a pod.");
    expect(property(template, "spec", "containers", "[]").description).toBe(
      "A single application container that you want to run within a pod.",
    );
  });
});

describe("CoreSchemas and coreDefinitionNames", () => {
  it("know the requested roots, sorted, and leave out the recursive JSONSchemaProps", () => {
    const names = coreDefinitionNames();
    expect(names).toEqual([...names].sort());
    for (const root of [
      "PodTemplateSpec",
      "PersistentVolumeClaimSpec",
      "ServiceSpec",
      "TypedLocalObjectReference",
      "LocalObjectReference",
      "ObjectReference",
      "SecretKeySelector",
      "ConfigMapKeySelector",
      "ResourceRequirements",
    ]) {
      expect(names).toContain(core + root);
    }
    expect(names).toContain("io.k8s.api.batch.v1.JobTemplateSpec");
    expect(names).toContain(`${meta}LabelSelector`);
    expect(names).toContain(`${meta}Condition`);
    expect(names.some((name) => name.includes("JSONSchemaProps"))).toBe(false);
  });

  it("returns undefined for other names, including Object.prototype keys", () => {
    for (const name of ["", "PodSpec", `${core}Pod`, "__proto__", "toString", "constructor"]) {
      expect(coreSchemas.of(name)).toBeUndefined();
    }
  });

  it("shares one deeply frozen schema between calls, so no caller can change it for the others", () => {
    const first = schema(`${core}PodSpec`);
    expect(schema(`${core}PodSpec`)).toBe(first);
    expect(() => {
      property(first, "containers", "[]").description = "changed";
    }).toThrow(TypeError);
    expect(() => {
      first.required = ["changed"];
    }).toThrow(TypeError);
    expect(first.required).toEqual(["containers"]);
  });

  it("shares a schema only within its owner: another owner expands its own, equal copy", () => {
    const mine = schema(`${core}PodSpec`);
    const theirs = new CoreSchemas().of(`${core}PodSpec`);
    expect(theirs).not.toBe(mine);
    expect(theirs).toEqual(mine);
  });
});

describe("required lists", () => {
  it("sorts required as controller-gen does, not in the OpenAPI declaration order", () => {
    const volume = schema(`${core}Volume`);
    expect(property(volume, "nfs").required).toEqual(["path", "server"]);
    expect(property(volume, "iscsi").required).toEqual(["iqn", "lun", "targetPortal"]);
    expect(property(volume, "scaleIO").required).toEqual(["gateway", "secretRef", "system"]);
  });

  it("leaves no required list of any core type unsorted", () => {
    const unsorted: string[] = [];
    const visit = (node: JSONSchemaProps, where: string): void => {
      const required = node.required ?? [];
      if (required.join() !== [...required].sort().join()) unsorted.push(where);
      for (const [name, child] of Object.entries(node.properties ?? {})) visit(child, `${where}.${name}`);
      if (node.items !== undefined && node.items !== null && !Array.isArray(node.items)) {
        visit(node.items, `${where}[]`);
      }
    };
    for (const name of coreDefinitionNames()) visit(schema(name), name);
    expect(unsorted).toEqual([]);
  });
});
