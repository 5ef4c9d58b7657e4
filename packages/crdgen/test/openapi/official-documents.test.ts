// Compares what crdgen publishes with the API server's official 1.35 OpenAPI v3 documents (testdata/k8s-openapi):
// the merged built-in definitions, and the routes of a CRD shaped like apps/v1 Deployment (namespaced, status
// and scale) against Deployment's own routes, which the same apiserver code (AddObjectParams, the operation ids)
// builds.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { buildOpenApiDocuments } from "../../src/openapi/build.js";
import type { JsonObject } from "../../src/openapi/json.js";

const officialDir = new URL("../../../../testdata/k8s-openapi/1.35/v3/", import.meta.url);
const official = JSON.parse(
  readFileSync(new URL("apis__apps__v1_openapi.json", officialDir), "utf8"),
) as JsonObject;
const officialPaths = official.paths as Record<string, Record<string, JsonObject>>;
const officialSchemas = (official.components as JsonObject).schemas as Record<string, JsonObject>;

const deploymentLike = {
  apiVersion: "apiextensions.k8s.io/v1",
  kind: "CustomResourceDefinition",
  metadata: { name: "deployments.apps" },
  spec: {
    group: "apps",
    names: { kind: "Deployment", listKind: "DeploymentList", plural: "deployments", singular: "deployment" },
    scope: "Namespaced",
    versions: [
      {
        name: "v1",
        served: true,
        storage: true,
        schema: { openAPIV3Schema: { type: "object" } },
        subresources: {
          status: {},
          scale: { specReplicasPath: ".spec.replicas", statusReplicasPath: ".status.replicas" },
        },
      },
    ],
  },
} as unknown as CustomResourceDefinition;

const [built] = buildOpenApiDocuments([deploymentLike], "v3");
const document = built?.document ?? {};
const paths = document.paths as Record<string, Record<string, JsonObject>>;
const schemas = (document.components as JsonObject).schemas as Record<string, JsonObject>;

// The CRD builder names definitions with client-go's kubernetes/scheme (builder.go:482 at v0.35.0), which has no
// admission.k8s.io, apiextensions.k8s.io, apiregistration.k8s.io or imagepolicy.k8s.io types: DeleteOptions, which
// every group-version registers, lists the others only (scripts/derive-openapi-meta.mjs).
const notInClientGoScheme = /^(admission|apiextensions|apiregistration|imagepolicy)\.k8s\.io$/;
const deleteOptions = "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions";

describe("merged built-in definitions", () => {
  for (const name of Object.keys(schemas).filter((key) => key.startsWith("io.k8s."))) {
    it(`${name} is the official 1.35 definition`, () => {
      const officialSchema = officialSchemas[name] ?? readAutoscaling()[name];
      if (name !== deleteOptions) {
        expect(schemas[name]).toEqual(officialSchema);
        return;
      }
      const gvks = officialSchema?.["x-kubernetes-group-version-kind"] as JsonObject[];
      expect(schemas[name]).toEqual({
        ...officialSchema,
        "x-kubernetes-group-version-kind": gvks.filter((gvk) => !notInClientGoScheme.test(String(gvk.group))),
      });
    });
  }
  it("DeleteOptions lists only client-go's group-versions (55 of the API server's 62)", () => {
    const gvks = schemas[deleteOptions]?.["x-kubernetes-group-version-kind"] as JsonObject[];
    expect([gvks.length, gvks.filter((gvk) => notInClientGoScheme.test(String(gvk.group)))]).toEqual([
      55,
      [],
    ]);
  });
  it("ObjectMeta, ListMeta, Status, DeleteOptions, Patch and Scale are all there", () => {
    for (const name of ["ObjectMeta", "ListMeta", "Status", "DeleteOptions", "Patch"]) {
      expect(schemas).toHaveProperty([`io.k8s.apimachinery.pkg.apis.meta.v1.${name}`]);
    }
    expect(schemas).toHaveProperty(["io.k8s.api.autoscaling.v1.Scale"]);
  });
  it("TypeMeta's apiVersion and kind are Deployment's", () => {
    const kind = schemas["apps.v1.Deployment"]?.properties as Record<string, JsonObject>;
    const deployment = officialSchemas["io.k8s.api.apps.v1.Deployment"]?.properties as Record<
      string,
      JsonObject
    >;
    expect(kind.apiVersion).toEqual(deployment.apiVersion);
    expect(kind.kind).toEqual(deployment.kind);
  });
});

describe("routes of a Deployment-shaped CRD against Deployment's", () => {
  it("has Deployment's paths, apart from the watch paths", () => {
    const expected = Object.keys(officialPaths).filter(
      (path) => /\/deployments(\/|$)/.test(path) && !path.includes("/watch/"),
    );
    expect(Object.keys(paths).sort()).toEqual(expected.sort());
  });
  for (const [path, item] of Object.entries(officialPaths)) {
    if (!/\/deployments(\/|$)/.test(path) || path.includes("/watch/")) continue;
    it(`${path}: path parameters, operation ids, tags, actions and query parameters`, () => {
      const ours = paths[path] ?? {};
      // The CRD builder names its own kind where the built-in scale subresource names Scale.
      const expected = JSON.stringify(item.parameters).replace("name of the Scale", "name of the Deployment");
      expect(ours.parameters).toEqual(JSON.parse(expected));
      for (const method of ["get", "post", "put", "patch", "delete"]) {
        const theirs = item[method];
        const mine = ours[method];
        expect(mine === undefined).toBe(theirs === undefined);
        if (theirs === undefined || mine === undefined) continue;
        expect(mine.operationId).toBe(theirs.operationId);
        expect(mine.tags).toEqual(theirs.tags);
        expect(mine["x-kubernetes-action"]).toBe(theirs["x-kubernetes-action"]);
        // The sets differ where the built-in installer differs (deletecollection there also takes DeleteOptions
        // and no watch parameters; get takes no GetOptions); each parameter both have is the same.
        const official = new Map(((theirs.parameters ?? []) as JsonObject[]).map((p) => [p.name, p]));
        for (const parameter of (mine.parameters ?? []) as JsonObject[]) {
          const same = official.get(parameter.name);
          if (same !== undefined) expect(parameter).toEqual(same);
        }
        if (theirs["x-kubernetes-action"] === "list") expect(mine.parameters).toEqual(theirs.parameters);
      }
    });
  }
});

function readAutoscaling(): Record<string, JsonObject> {
  const text = readFileSync(new URL("apis__autoscaling__v1_openapi.json", officialDir), "utf8");
  return ((JSON.parse(text) as JsonObject).components as JsonObject).schemas as Record<string, JsonObject>;
}

describe("merged built-in definitions in v2", () => {
  const swagger = JSON.parse(
    readFileSync(new URL("../../../../testdata/k8s-openapi/1.36/swagger.json", import.meta.url), "utf8"),
  ) as JsonObject;
  const officialDefinitions = swagger.definitions as Record<string, JsonObject>;
  const [v2] = buildOpenApiDocuments([deploymentLike], "v2");
  const v2Definitions = v2?.document.definitions as Record<string, JsonObject>;
  // 1.35's, in their v2 form (scripts/derive-openapi-meta.mjs): the official 1.36 swagger.json's, but for what 1.36
  // added (ListMeta.shardInfo and its ShardInfo) and DeleteOptions' group-version-kinds (1.36 serves other groups).
  it("are the official swagger.json definitions as 1.35 has them", () => {
    const builtIn = Object.keys(v2Definitions).filter((key) => key.startsWith("io.k8s."));
    expect(builtIn.length).toBeGreaterThan(10);
    const meta = "io.k8s.apimachinery.pkg.apis.meta.v1.";
    expect(builtIn).not.toContain(`${meta}ShardInfo`);
    for (const name of builtIn) {
      const official = structuredClone(officialDefinitions[name]) as JsonObject;
      if (name === `${meta}ListMeta`) delete (official.properties as JsonObject).shardInfo;
      if (name === `${meta}DeleteOptions`) {
        const gvks = (v2Definitions[name] as JsonObject)["x-kubernetes-group-version-kind"] as JsonObject[];
        expect(gvks.map((gvk) => `${String(gvk.group)}/${String(gvk.version)}`)).toContain(
          "autoscaling/v2beta2",
        );
        official["x-kubernetes-group-version-kind"] = gvks;
      }
      expect(v2Definitions[name]).toEqual(official);
    }
  });
  it("metadata refers to ObjectMeta without allOf, as v2 allows siblings of $ref", () => {
    const kind = v2Definitions["apps.v1.Deployment"]?.properties as Record<string, JsonObject>;
    expect(kind.metadata?.$ref).toBe("#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta");
  });
});
