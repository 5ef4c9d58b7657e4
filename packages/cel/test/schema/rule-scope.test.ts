// Behaviour of apiextensions pkg/apiserver/schema/cel/compilation.go (prepareEnvSet, sizeEstimator.EstimateSize,
// maxCardinality) and of SchemaDeclType branches that schemas_test.go does not cover; written from the Go source
// (see test/SOURCES.md).
import { describe, expect, it } from "vitest";
import {
  type CelSchema,
  type DeclType,
  estimateSize,
  formatType,
  selfTypeName,
  maxCardinality,
  ruleScope,
  schemaDeclType,
} from "../../src/index.js";

function declTypeOf(schema: CelSchema, isResourceRoot: boolean): DeclType {
  const decl = schemaDeclType(schema, isResourceRoot);
  if (decl === undefined) throw new Error("expected a DeclType");
  return decl;
}

const spec: CelSchema = {
  type: "object",
  properties: {
    "my-field": { type: "string", maxLength: 10 },
    items: { type: "array", maxItems: 5, items: { type: "object", properties: { x: { type: "integer" } } } },
    labels: {
      type: "object",
      maxProperties: 3,
      additionalProperties: { type: "string", enum: ["a", "bbé"] },
    },
  },
};

describe("ruleScope (prepareEnvSet)", () => {
  it("declares self with the named root type and oldSelf as the same type", () => {
    const scope = ruleScope(declTypeOf(spec, false), { typeName: "selfType1" });
    expect(formatType(scope.selfType)).toBe("selfType1");
    expect(scope.oldSelfType).toBe(scope.selfType);
    expect(formatType(scope.provider.findStructFieldType("selfType1", "items") ?? scope.selfType)).toBe(
      "list(selfType1.items.@idx)",
    );
    expect(scope.provider.findStructFieldType("selfType1.items.@idx", "x")?.kind).toBe("int");
    expect(scope.provider.findStructFieldType("selfType1", "my__dash__field")?.kind).toBe("string");
  });

  it("declares oldSelf as optional_type(T) for optionalOldSelf", () => {
    const scope = ruleScope(declTypeOf(spec, false), { typeName: "selfType2", optionalOldSelf: true });
    expect(formatType(scope.oldSelfType)).toBe("optional_type(selfType2)");
  });

  it("a scalar node's self is the scalar", () => {
    const scope = ruleScope(declTypeOf({ type: "string" }, false), { optionalOldSelf: true });
    expect(formatType(scope.selfType)).toBe("string");
    expect(formatType(scope.oldSelfType)).toBe("optional_type(string)");
  });

  it("names the root with a fixed selfTypeN (the server's N is a nanosecond; crdgen stays deterministic)", () => {
    expect(selfTypeName).toBe("selfType0");
    expect(ruleScope(declTypeOf(spec, false)).scopedType.typeName()).toBe(selfTypeName);
  });
});

describe("estimateSize (sizeEstimator.EstimateSize)", () => {
  const root = declTypeOf(spec, false);
  it.each([
    { path: ["self", "my__dash__field"], max: 40n },
    { path: ["self", "items"], max: 5n },
    { path: ["self", "items", "@items", "x"], max: 0n },
    { path: ["self", "labels"], max: 3n },
    // the longest enum value in bytes
    { path: ["self", "labels", "@values"], max: 4n },
    // map keys are the predeclared StringType, whose MaxElements is 0
    { path: ["self", "labels", "@keys"], max: 0n },
  ])("$path", ({ path, max }) => {
    expect(estimateSize(root, path)).toEqual({ min: 0n, max });
  });

  it.each([
    [[]],
    [["self", "missing"]],
    [["self", "items", "@keys"]],
    [["self", "my__dash__field", "@items"]],
  ])("%j has no estimate", (path) => {
    expect(estimateSize(root, path)).toBeUndefined();
  });

  // Kubernetes 1.35 leaves them unbounded; TestMetadataNameCostIsBounded (253/252 caps) is 1.37's.
  it("estimates metadata.name and generateName at a resource root as any string of a request", () => {
    const resource = declTypeOf({ type: "object" }, true);
    expect(estimateSize(resource, ["self", "metadata", "name"])?.max).toBe(3145726n);
    expect(estimateSize(resource, ["self", "metadata", "generateName"])?.max).toBe(3145726n);
  });
});

describe("maxCardinality", () => {
  it("divides the request size by the minimum size plus a comma", () => {
    expect(maxCardinality(2n)).toBe(1048576n);
    expect(maxCardinality(declTypeOf(spec, false).minSerializedSize)).toBe(1048576n);
  });
});

describe("SchemaDeclType branches (common/schemas.go)", () => {
  it("escapes property names and drops the unescapable ones", () => {
    const decl = declTypeOf(
      {
        type: "object",
        properties: { "a.b": { type: "string" }, "1up": { type: "string" }, if: { type: "boolean" } },
      },
      false,
    );
    expect([...(decl.fields?.keys() ?? [])]).toEqual(["a__dot__b", "__if__"]);
  });

  it("counts required properties without defaults in the minimum size, in UTF-8 bytes", () => {
    const decl = declTypeOf(
      {
        type: "object",
        required: ["é", "n", "1up"],
        properties: {
          é: { type: "integer" },
          n: { type: "integer", default: 1 },
          "1up": { type: "boolean" },
        },
      },
      false,
    );
    // {} + ("é": 2 bytes + 1 + 4) + ("1up": 3 + 4 + 4), the unescapable field still counted
    expect(decl.minSerializedSize).toBe(2n + 7n + 11n);
  });

  it("maps formats to bytes, duration and timestamp", () => {
    const types = ["byte", "duration", "date", "date-time", "int-or-string"].map((format) =>
      formatType(declTypeOf({ type: "string", format }, false).celType),
    );
    expect(types).toEqual([
      "bytes",
      "google.protobuf.Duration",
      "google.protobuf.Timestamp",
      "google.protobuf.Timestamp",
      "string",
    ]);
  });

  it("exposes int-or-string as dyn bounded by 4x maxLength", () => {
    const decl = declTypeOf({ "x-kubernetes-int-or-string": true, maxLength: 5 }, false);
    expect(formatType(decl.celType)).toBe("dyn");
    expect(decl.maxElements).toBe(20n);
  });

  it("does not expose untyped nodes, arrays without items, or maps of them", () => {
    expect(
      schemaDeclType({ "x-kubernetes-preserve-unknown-fields": true } as CelSchema, false),
    ).toBeUndefined();
    expect(schemaDeclType({ type: "array" }, false)).toBeUndefined();
    expect(schemaDeclType({ type: "array", items: [{ type: "string" }] }, false)).toBeUndefined();
    expect(schemaDeclType({ type: "object", additionalProperties: {} }, false)).toBeUndefined();
    const obj = declTypeOf({ type: "object", properties: { x: {} }, additionalProperties: true }, false);
    expect(obj.fields?.size).toBe(0);
  });

  it("adds apiVersion, kind and metadata to embedded resources", () => {
    const decl = declTypeOf(
      {
        type: "object",
        properties: {
          inner: {
            type: "object",
            "x-kubernetes-embedded-resource": true,
            properties: { metadata: { type: "object", properties: { labels: { type: "object" } } } },
          },
        },
      },
      false,
    );
    const inner = decl.findField("inner")?.type;
    expect([...(inner?.fields?.keys() ?? [])].sort()).toEqual(["apiVersion", "kind", "metadata"]);
    expect([...(inner?.findField("metadata")?.type.fields?.keys() ?? [])].sort()).toEqual([
      "generateName",
      "name",
    ]);
  });

  it("clamps negative limits to zero", () => {
    expect(declTypeOf({ type: "array", maxItems: -1, items: { type: "integer" } }, false).maxElements).toBe(
      0n,
    );
    expect(declTypeOf({ type: "string", maxLength: -3 }, false).maxElements).toBe(0n);
  });
});
