// The v2 documents' shared parameters (kube-openapi's deduplicateParameters) must get the names the API server
// gives them: the official 1.36 swagger.json holds the same parameters under the same hashed names.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { buildOpenApiDocuments } from "../../src/openapi/build.js";
import type { JsonObject } from "../../src/openapi/json.js";
import { fooCrd } from "./upstream-crd.js";

const swagger = JSON.parse(
  readFileSync(new URL("../../../../testdata/k8s-openapi/1.36/swagger.json", import.meta.url), "utf8"),
) as JsonObject;

it("names each shared parameter as the official swagger.json does", () => {
  const [built] = buildOpenApiDocuments([fooCrd({ type: "object" })], "v2");
  const shared = built?.document.parameters as Record<string, JsonObject>;
  const official = swagger.parameters as Record<string, JsonObject>;
  // Only the query parameters 1.36 added after the 1.35 options crdgen ports may be missing here.
  expect(Object.keys(shared).length).toBeGreaterThan(15);
  for (const [name, parameter] of Object.entries(shared)) expect(official[name]).toEqual(parameter);
  expect(shared).toHaveProperty(["pretty-tJGM1-ng"]);
  expect(shared).toHaveProperty(["body-2Y1dVQaQ"]);
  expect(shared).toHaveProperty(["body-78PwaGsr"]);
});

it("keeps name, dryRun, fieldValidation and the kind's own body inline", () => {
  const [built] = buildOpenApiDocuments([fooCrd({ type: "object" })], "v2");
  const paths = built?.document.paths as Record<string, Record<string, JsonObject>>;
  const item = paths["/apis/bar.k8s.io/v1/namespaces/{namespace}/foos/{name}"] ?? {};
  const common = item.parameters as unknown as JsonObject[];
  expect(common.find((p) => p.name === "name")).toMatchObject({ in: "path", description: "name of the Foo" });
  const put = item.put?.parameters as JsonObject[];
  expect(put.find((p) => p.name === "body")).toMatchObject({
    schema: { $ref: "#/definitions/io.k8s.bar.v1.Foo" },
  });
  expect(put.find((p) => p.name === "dryRun")).toMatchObject({ in: "query" });
  expect(put.find((p) => p.name === "fieldValidation")).toMatchObject({ in: "query" });
});
