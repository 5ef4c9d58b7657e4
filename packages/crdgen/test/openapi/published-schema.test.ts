// What the published kind schema keeps of the CRD's schema at Kubernetes 1.35 (tag kubernetes-1.35.0 of
// apiextensions-apiserver, kube-openapi 589584f1c912 as its go.mod pins): NewStructural's fields (convert.go), the
// Structural's ToKubeOpenAPI (kubeopenapi.go), and how kube-openapi marshals spec.Schema (SchemaProps, every field
// omitempty). Then the v2 controller's PruneDefaults and the CRD defaulting of listKind.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { buildOpenApiDocuments } from "../../src/openapi/build.js";
import type { JsonObject } from "../../src/openapi/json.js";
import { toKubeOpenApi } from "../../src/openapi/structural-schema.js";
import { fooCrd } from "./upstream-crd.js";

function kindSchema(crd: CustomResourceDefinition, openapiVersion: "v2" | "v3"): JsonObject {
  const [built] = buildOpenApiDocuments([crd], openapiVersion);
  const document = built?.document ?? {};
  const definitions = (
    openapiVersion === "v2" ? document.definitions : (document.components as JsonObject).schemas
  ) as Record<string, JsonObject>;
  return definitions["io.k8s.bar.v1.Foo"] as JsonObject;
}

function field(schema: JsonObject, openapiVersion: "v2" | "v3" = "v3"): unknown {
  const kind = kindSchema(fooCrd({ type: "object", properties: { field: schema } }), openapiVersion);
  return (kind.properties as Record<string, unknown>).field;
}

describe("the published schema keeps what 1.35's Structural keeps, as spec.Schema marshals it", () => {
  it("drops externalDocs and example (convert.go:39-41, newGenerics convert.go:116-128 has neither)", () => {
    const schema = { type: "string", externalDocs: { url: "https://x" }, example: "e" };
    expect(field(schema)).toEqual({ type: "string" });
    expect(field({ type: "string", anyOf: [{ example: "e", externalDocs: { url: "u" } }] })).toEqual({
      type: "string",
      anyOf: [{}],
    });
  });

  it("drops empty strings, enums and properties (SchemaProps omitempty; convert.go:90, :160)", () => {
    const schema = {
      type: "object",
      description: "",
      title: "",
      format: "",
      pattern: "",
      enum: [],
      properties: {},
    };
    expect(field(schema)).toEqual({ type: "object" });
  });

  it("keeps zero values of pointers and default: 0, false, {} (pointers and interface{} are set)", () => {
    const schema = { type: "integer", default: 0, minimum: 0, maximum: 0, multipleOf: 0, maxLength: 0 };
    expect(field(schema)).toEqual(schema);
    expect(field({ type: "boolean", default: false })).toEqual({ type: "boolean", default: false });
    expect(field({ type: "object", default: {} })).toEqual({ type: "object", default: {} });
  });

  it("writes x-kubernetes-validations rules as v1 ValidationRule marshals them (types_jsonschema.go:270-323)", () => {
    const rules = [
      { rule: "self > 0", message: "", messageExpression: "", fieldPath: "", reason: "FieldValueInvalid" },
      { rule: "self < 9", optionalOldSelf: false, message: "m" },
    ];
    expect(field({ type: "integer", "x-kubernetes-validations": rules })).toEqual({
      type: "integer",
      "x-kubernetes-validations": [
        { rule: "self > 0", reason: "FieldValueInvalid" },
        { rule: "self < 9", optionalOldSelf: false, message: "m" },
      ],
    });
  });
});

describe("v2 defaults", () => {
  const schema = {
    type: "object",
    default: {},
    properties: {
      a: { type: "string", default: "x" },
      b: { type: "array", items: { type: "integer", default: 1 } },
    },
  };

  it("are pruned from /openapi/v2's definitions (controller.go:103, handler.PruneDefaults) and kept in v3", () => {
    expect(field(schema, "v2")).toEqual({
      type: "object",
      properties: { a: { type: "string" }, b: { type: "array", items: { type: "integer" } } },
    });
    expect(field(schema, "v3")).toEqual({
      type: "object",
      default: {},
      properties: {
        a: { type: "string", default: "x" },
        b: { type: "array", items: { type: "integer", default: 1 } },
      },
    });
  });

  it("are pruned at every schema position but never inside a default or enum value", () => {
    const value = { default: "kept", enum: [{ default: 1 }] };
    const published = field(
      {
        type: "object",
        properties: { default: { type: "object", default: value, enum: [value], properties: {} } },
      },
      "v2",
    );
    expect(published).toEqual({ type: "object", properties: { default: { type: "object", enum: [value] } } });
  });
});

it("an empty listKind is defaulted to the kind and List (v1 defaults.go:46-48)", () => {
  const crd = fooCrd({ type: "object" });
  (crd.spec?.names as { listKind?: string }).listKind = "";
  const [built] = buildOpenApiDocuments([crd], "v3");
  const schemas = (built?.document.components as JsonObject).schemas as Record<string, JsonObject>;
  expect(Object.keys(schemas)).toContain("io.k8s.bar.v1.FooList");
  expect(schemas["io.k8s.bar.v1.FooList"]?.description).toBe("FooList is a list of Foo");
});

// An independent model of decode-into-JSONSchemaProps, NewStructural and ToKubeOpenAPI at 1.35, written from the Go
// types: each field the Structural carries has a Go kind, and a Go zero value is what omitempty leaves out.
type GoKind = "string" | "bool" | "pointer" | "slice" | "interface";
const carried: Record<string, GoKind> = {
  description: "string",
  type: "string",
  nullable: "bool",
  format: "string",
  title: "string",
  default: "interface",
  maximum: "pointer",
  exclusiveMaximum: "bool",
  minimum: "pointer",
  exclusiveMinimum: "bool",
  maxLength: "pointer",
  minLength: "pointer",
  pattern: "string",
  maxItems: "pointer",
  minItems: "pointer",
  uniqueItems: "bool",
  multipleOf: "pointer",
  enum: "slice",
  maxProperties: "pointer",
  minProperties: "pointer",
  required: "slice",
  "x-kubernetes-preserve-unknown-fields": "bool",
  "x-kubernetes-embedded-resource": "bool",
  "x-kubernetes-list-map-keys": "slice",
  "x-kubernetes-list-type": "pointer",
  "x-kubernetes-map-type": "pointer",
};

function isGoZero(kind: GoKind, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (kind === "string") return value === "";
  if (kind === "bool") return value === false;
  if (kind === "slice") return Array.isArray(value) && value.length === 0;
  return false;
}

function modelPublished(schema: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, kind] of Object.entries(carried)) if (!isGoZero(kind, schema[key])) out[key] = schema[key];
  const rules = schema["x-kubernetes-validations"];
  if (Array.isArray(rules) && rules.length > 0) {
    out["x-kubernetes-validations"] = rules.map((rule: JsonObject) => {
      const kinds: Record<string, GoKind> = {
        message: "string",
        messageExpression: "string",
        reason: "pointer",
        fieldPath: "string",
        optionalOldSelf: "pointer",
      };
      const written: JsonObject = { rule: rule.rule ?? "" };
      for (const [key, kind] of Object.entries(kinds)) {
        if (!isGoZero(kind, rule[key])) written[key] = rule[key];
      }
      return written;
    });
  }
  const properties = schema.properties as Record<string, JsonObject> | undefined;
  if (properties !== undefined && Object.keys(properties).length > 0) {
    out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, modelPublished(v)]));
  }
  if (schema.items !== undefined) out.items = modelPublished(schema.items as JsonObject);
  if (schema.additionalProperties !== undefined) {
    out.additionalProperties = modelPublished(schema.additionalProperties as JsonObject);
  }
  return out;
}

// Values at the edges of omitempty: empty and non-empty strings, zeros, empty lists, nulls.
const edgeString = fc.constantFrom(undefined, null, "", "x", "a b");
const edgeNumber = fc.constantFrom(undefined, null, 0, -1, 1.5, 1e21);
const edgeBool = fc.constantFrom(undefined, null, false, true);
const edgeList = fc.constantFrom(undefined, null, [], ["a"], ["a", "b"]);
const edgeValue = fc.constantFrom(undefined, null, 0, false, "", {}, [], { default: 1 }, "v");
const rule = fc.record(
  {
    rule: fc.constantFrom("self > 0", ""),
    message: edgeString,
    messageExpression: edgeString,
    reason: fc.constantFrom(undefined, null, "FieldValueInvalid"),
    fieldPath: edgeString,
    optionalOldSelf: edgeBool,
  },
  { requiredKeys: ["rule"] },
);
const node: fc.Memo<JsonObject> = fc.memo((depth) =>
  fc.record(
    {
      type: fc.constantFrom("object", "string", "integer", "array"),
      description: edgeString,
      title: edgeString,
      format: edgeString,
      pattern: edgeString,
      nullable: edgeBool,
      default: edgeValue,
      example: edgeValue,
      externalDocs: fc.constantFrom(undefined, { url: "u" }, { description: "" }),
      maximum: edgeNumber,
      minimum: edgeNumber,
      maxLength: edgeNumber,
      exclusiveMaximum: edgeBool,
      uniqueItems: edgeBool,
      enum: edgeList,
      required: edgeList,
      "x-kubernetes-list-type": fc.constantFrom(undefined, null, "atomic", ""),
      "x-kubernetes-list-map-keys": edgeList,
      "x-kubernetes-embedded-resource": edgeBool,
      "x-kubernetes-validations": fc.option(fc.array(rule, { maxLength: 2 }), { nil: undefined }),
      properties:
        depth <= 1
          ? fc.constantFrom(undefined, {})
          : fc.option(fc.dictionary(fc.constantFrom("a", "b", "default"), node(depth - 1), { maxKeys: 2 }), {
              nil: undefined,
            }),
      items: depth <= 1 ? fc.constant(undefined) : fc.option(node(depth - 1), { nil: undefined }),
    },
    { requiredKeys: ["type"] },
  ),
);

it("toKubeOpenApi agrees with the model of NewStructural + ToKubeOpenAPI + omitempty (fast-check)", () => {
  fc.assert(
    fc.property(node(3), (schema) => {
      const clean = JSON.parse(JSON.stringify(schema)) as JsonObject;
      expect(toKubeOpenApi(structuredClone(clean))).toEqual(modelPublished(clean));
    }),
    { numRuns: 2000 },
  );
});

it("v2 definitions hold no default at any schema position; v3 keeps them all (fast-check)", () => {
  const countDefaults = (schema: unknown): number => {
    if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return 0;
    const s = schema as JsonObject;
    let count = s.default !== undefined ? 1 : 0;
    for (const child of Object.values((s.properties as JsonObject | undefined) ?? {})) {
      count += countDefaults(child);
    }
    count += countDefaults(s.items) + countDefaults(s.additionalProperties);
    for (const key of ["allOf", "anyOf", "oneOf"]) {
      for (const child of (s[key] as unknown[] | undefined) ?? []) count += countDefaults(child);
    }
    return count + countDefaults(s.not);
  };
  const typed = fc.letrec((tie) => ({
    leaf: fc.record({ type: fc.constant("string"), default: fc.constantFrom(undefined, "d", "") }),
    object: fc.record({
      type: fc.constant("object"),
      default: fc.constantFrom(undefined, {}, { default: "inner" }),
      properties: fc.dictionary(fc.constantFrom("x", "default"), tie("any") as fc.Arbitrary<JsonObject>, {
        maxKeys: 2,
      }),
    }),
    array: fc.record({ type: fc.constant("array"), items: tie("any") as fc.Arbitrary<JsonObject> }),
    any: fc.oneof({ depthSize: "small" }, tie("leaf"), tie("object"), tie("array")),
  }));
  fc.assert(
    fc.property(typed.object, (spec) => {
      const clean = JSON.parse(JSON.stringify(spec)) as JsonObject;
      const crd = fooCrd({ type: "object", properties: { spec: clean } });
      const v2 = (kindSchema(crd, "v2").properties as JsonObject).spec;
      const v3 = (kindSchema(crd, "v3").properties as JsonObject).spec;
      expect(countDefaults(v2)).toBe(0);
      expect(countDefaults(v3)).toBe(countDefaults(clean));
    }),
    { numRuns: 500 },
  );
});
