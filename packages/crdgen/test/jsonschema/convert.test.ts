import { Ajv } from "ajv";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { jsonSchemas } from "../../src/jsonschema/api.js";
import { validate } from "../../src/validate/api.js";

// Each conversion rule, checked on both sides: what crdgen validate (the API server's create path) decides,
// and what a draft-07 validator decides with the generated schema.
function crdWith(schema: string, subresources = ""): unknown {
  return load(`apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      ${subresources}
      schema:
        openAPIV3Schema:
${schema
  .split("\n")
  .map((line) => `          ${line}`)
  .join("\n")}
`);
}

function judge(crd: unknown, spec: unknown, extra: Record<string, unknown> = {}) {
  const object = { apiVersion: "example.com/v1", kind: "Widget", metadata: { name: "w" }, spec, ...extra };
  const [kindSchema] = jsonSchemas({ crds: [crd] }).schemas;
  const check = new Ajv({ strict: false }).compile(kindSchema?.schema ?? {});
  return { server: validate({ crds: [crd], objects: [object] }).valid, schema: check(object) };
}

const specWith = (properties: string, more = ""): string =>
  `type: object\nproperties:\n  spec:\n    type: object\n${more}    properties:\n${properties
    .split("\n")
    .map((line) => `      ${line}`)
    .join("\n")}`;

describe("jsonSchemas", () => {
  it("makes apiVersion and kind constants and checks the name as the server does", () => {
    const crd = crdWith(specWith("size: {type: integer}"));
    const [schema] = jsonSchemas({ crds: [crd] }).schemas;
    expect(schema?.file).toBe("example.com/widget_v1.json");
    expect(schema?.schema.properties).toMatchObject({
      apiVersion: { const: "example.com/v1" },
      kind: { const: "Widget" },
    });
    expect(judge(crd, {}, { metadata: { name: "Bad_Name" } })).toEqual({ server: false, schema: false });
    // The server names the object from generateName before it validates (rest.BeforeCreate); crdgen validate
    // does not, so only the schema's side is checked here.
    expect(judge(crd, {}, { metadata: { generateName: "w-" } }).schema).toBe(true);
    expect(judge(crd, {}, { kind: "Gadget" }).schema).toBe(false);
  });

  it("does not require a required field that has a default, and accepts null where the server prunes it", () => {
    const crd = crdWith(
      specWith("mode: {type: string, default: fast}\nsize: {type: integer}", "    required: [mode, size]\n"),
    );
    expect(judge(crd, { size: 1 })).toEqual({ server: true, schema: true });
    expect(judge(crd, { mode: "slow" })).toEqual({ server: false, schema: false });
    expect(judge(crd, { size: 1, mode: null })).toEqual({ server: true, schema: true });
    expect(judge(crd, { size: null })).toEqual({ server: false, schema: false });
  });

  it("refuses null for a required field without type, which the server prunes and then misses", () => {
    const crd = crdWith(
      specWith("state: {x-kubernetes-preserve-unknown-fields: true}", "    required: [state]\n"),
    );
    expect(judge(crd, { state: { any: 1 } })).toEqual({ server: true, schema: true });
    expect(judge(crd, { state: null })).toEqual({ server: false, schema: false });
  });

  it("checks the scale subresource's replicas", () => {
    const crd = crdWith(
      specWith("replicas: {type: integer}"),
      "subresources: {scale: {specReplicasPath: .spec.replicas, statusReplicasPath: .status.replicas}}",
    );
    expect(judge(crd, { replicas: 2 })).toEqual({ server: true, schema: true });
    expect(judge(crd, { replicas: -1 })).toEqual({ server: false, schema: false });
  });

  it("gives int-or-string as integer|string, and turns boolean exclusive bounds into numbers", () => {
    const crd = crdWith(
      specWith(
        "port: {x-kubernetes-int-or-string: true}\nratio: {type: number, minimum: 0, exclusiveMinimum: true}",
      ),
    );
    expect(judge(crd, { port: 80 })).toEqual({ server: true, schema: true });
    expect(judge(crd, { port: "http" })).toEqual({ server: true, schema: true });
    // The server's validator gets type [integer, string] for int-or-string (ConvertJSONSchemaPropsWithPostProcess,
    // apiextensions-apiserver pkg/apiserver/validation/validation.go); crdgen validate does not check it yet.
    expect(judge(crd, { port: true }).schema).toBe(false);
    expect(judge(crd, { ratio: 0 })).toEqual({ server: false, schema: false });
    expect(judge(crd, { ratio: 0.5 })).toEqual({ server: true, schema: true });
  });

  it("keeps unknown fields open (the server prunes them), and refuses them with strict", () => {
    const crd = crdWith(specWith("size: {type: integer}"));
    expect(judge(crd, { sise: 1 })).toEqual({ server: true, schema: true });
    const [strict] = jsonSchemas({ crds: [crd], strict: true }).schemas;
    const check = new Ajv({ strict: false }).compile(strict?.schema ?? {});
    expect(
      check({ apiVersion: "example.com/v1", kind: "Widget", metadata: { name: "w" }, spec: { sise: 1 } }),
    ).toBe(false);
    expect(
      check({ apiVersion: "example.com/v1", kind: "Widget", metadata: { name: "w" }, spec: { size: 1 } }),
    ).toBe(true);
  });

  it("keeps embedded resources and preserve-unknown-fields objects open, and sets unique", () => {
    const crd = crdWith(
      specWith(
        "template: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}\n" +
          "extra: {type: object, x-kubernetes-preserve-unknown-fields: true}\n" +
          "tags: {type: array, x-kubernetes-list-type: set, items: {type: string}}",
      ),
    );
    const pod = { apiVersion: "v1", kind: "Pod", metadata: { name: "p" }, spec: { containers: [] } };
    expect(judge(crd, { template: pod, extra: { any: [1] } })).toEqual({ server: true, schema: true });
    expect(judge(crd, { template: { kind: "Pod" } })).toEqual({ server: false, schema: false });
    expect(judge(crd, { tags: ["a", "a"] })).toEqual({ server: false, schema: false });
  });

  it("writes CEL rules and list-map keys into descriptions, and accepts any status when the subresource drops it", () => {
    const crd = crdWith(
      "type: object\nproperties:\n  spec:\n    type: object\n    x-kubernetes-validations: [{rule: 'self.a < 3', message: small a}]\n" +
        "    properties:\n      a: {type: integer}\n  status:\n    type: object\n    properties:\n      n: {type: integer}",
      "subresources: {status: {}}",
    );
    const [schema] = jsonSchemas({ crds: [crd] }).schemas;
    expect(JSON.stringify(schema?.schema)).toContain(
      "CEL rule checked by the API server: self.a < 3 (small a)",
    );
    expect(judge(crd, { a: 1 }, { status: { n: "x" } })).toEqual({ server: true, schema: true });
  });

  it("leaves out a Go pattern JavaScript cannot compile, and names it", () => {
    const crd = crdWith(specWith("name: {type: string, pattern: '(?i)^abc$'}"));
    const output = jsonSchemas({ crds: [crd] });
    expect(output.droppedPatterns).toEqual([
      { apiVersion: "example.com/v1", kind: "Widget", field: ".spec.name", pattern: "(?i)^abc$" },
    ]);
    expect(judge(crd, { name: "ABC" })).toEqual({ server: true, schema: true });
  });

  it("writes the same bytes for the same CRDs, and the catalog", () => {
    const crd = crdWith(specWith("size: {type: integer}"));
    const once = jsonSchemas({ crds: [crd] }).files;
    expect(jsonSchemas({ crds: [crd] }).files).toEqual(once);
    expect(once.map((f) => f.file)).toEqual(["catalog.json", "example.com/widget_v1.json"]);
    expect(JSON.parse(once[0]?.content ?? "")).toMatchObject({
      schemas: [{ apiVersion: "example.com/v1", kind: "Widget", file: "example.com/widget_v1.json" }],
    });
  });
});
