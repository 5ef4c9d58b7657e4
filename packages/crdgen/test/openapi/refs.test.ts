// How the published documents write a `$ref` to a CRD's own definitions, for kinds that need escaping (only CRDs the
// API server refuses have such kinds: a kind must be a DNS-1035 label in any case). Expected answers are what the
// Kubernetes 1.35 code answered through the publish oracle (oracle/, SOURCES.md): kube-openapi 589584f1c912
// `spec.MustCreateRef` (validation/spec/ref.go:128,132) over go-openapi/jsonreference v0.20.2 (reference.go `parse`,
// internal/normalize_url.go) and Go 1.25 net/url (setFragment, EscapedFragment, shouldEscape's encodeFragment).
import { describe, expect, it } from "vitest";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { buildOpenApiDocuments } from "../../src/openapi/build.js";
import type { JsonObject } from "../../src/openapi/json.js";

function crd(kind: string): CustomResourceDefinition {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "xs.example.com" },
    spec: {
      group: "example.com",
      names: { kind, plural: "xs", listKind: `${kind}List` },
      scope: "Cluster",
      versions: [
        { name: "v1", served: true, storage: true, schema: { openAPIV3Schema: { type: "object" } } },
      ],
    },
  };
}

/** The list schema's items ref, the list route's response ref and the create route's body ref. */
function refs(kind: string, openapiVersion: "v2" | "v3"): string[] {
  const document = buildOpenApiDocuments([crd(kind)], openapiVersion)[0]?.document ?? {};
  const definitions = (
    openapiVersion === "v2" ? document.definitions : (document.components as JsonObject).schemas
  ) as Record<string, JsonObject>;
  const list = definitions[`com.example.v1.${kind}List`] as JsonObject;
  const items = (list.properties as Record<string, JsonObject>).items as JsonObject;
  const path =
    (document.paths as Record<string, Record<string, JsonObject>>)["/apis/example.com/v1/xs"] ?? {};
  const get = (path.get as JsonObject).responses as Record<string, JsonObject>;
  const post = path.post as JsonObject;
  if (openapiVersion === "v2") {
    const body = (post.parameters as JsonObject[]).find((p) => p.in === "body") as JsonObject;
    return [
      (items.items as JsonObject).$ref as string,
      ((get["200"] as JsonObject).schema as JsonObject).$ref as string,
      (body.schema as JsonObject).$ref as string,
    ];
  }
  const json = (content: unknown): string =>
    (((content as Record<string, JsonObject>)["application/json"] as JsonObject).schema as JsonObject)
      .$ref as string;
  return [
    (items.items as JsonObject).$ref as string,
    json((get["200"] as JsonObject).content),
    json((post.requestBody as JsonObject).content),
  ];
}

describe("a $ref to a CRD's definition is written as spec.Ref marshals it", () => {
  it("escapes the fragment's bytes outside letters, digits and -_.~$&+,/:;=?@!()* (url.escape, encodeFragment)", () => {
    expect(refs("Über", "v3")).toEqual([
      "#/components/schemas/com.example.v1.%C3%9Cber",
      "#/components/schemas/com.example.v1.%C3%9CberList",
      "#/components/schemas/com.example.v1.%C3%9Cber",
    ]);
    expect(refs(`K'"<>#?x`, "v3")).toEqual([
      "#/components/schemas/com.example.v1.K%27%22%3C%3E%23?x",
      "#/components/schemas/com.example.v1.K%27%22%3C%3E%23?xList",
      "#/components/schemas/com.example.v1.K%27%22%3C%3E%23?x",
    ]);
  });

  it("JSON-pointer-escapes the routes' models (EscapeJsonPointer) but not the list's items (RefSchema), and decodes %XX first", () => {
    // builder.go:506,512 (buildListSchema: spec.RefSchema of the bare name); kube-openapi builder3/openapi.go:236
    // and builder/openapi.go:132 (the routes: common.EscapeJsonPointer, `~` as `~0`, `/` as `~1`).
    expect(refs("A~b/c[d] e%41!*", "v3")).toEqual([
      "#/components/schemas/com.example.v1.A~b/c%5Bd%5D%20eA!*",
      "#/components/schemas/com.example.v1.A~0b~1c%5Bd%5D%20eA!*List",
      "#/components/schemas/com.example.v1.A~0b~1c%5Bd%5D%20eA!*",
    ]);
    expect(refs("A~b/c[d] e%41!*", "v2")).toEqual([
      "#/definitions/com.example.v1.A~b/c%5Bd%5D%20eA!*",
      "#/definitions/com.example.v1.A~0b~1c%5Bd%5D%20eA!*List",
      "#/definitions/com.example.v1.A~0b~1c%5Bd%5D%20eA!*",
    ]);
  });

  it("leaves the names of valid CRDs as they are", () => {
    expect(refs("Widget", "v2")).toEqual([
      "#/definitions/com.example.v1.Widget",
      "#/definitions/com.example.v1.WidgetList",
      "#/definitions/com.example.v1.Widget",
    ]);
  });
});
