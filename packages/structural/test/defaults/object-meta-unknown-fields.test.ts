import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  coerceResourceMetaWithPaths,
  decodeObjectMeta,
  unknownObjectMetaFields,
} from "../../src/defaults/index.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

// The unknown fields of ObjectMeta as apiextensions-apiserver names them (objectmeta/coerce.go,
// GetObjectMetaWithOptions with ReturnUnknownFieldPaths): sigs.k8s.io/json's UnmarshalStrict of the metadata
// re-marshalled by encoding/json, whose strict errors come in document order, keys sorted, at most 100.

// The JSON field names of metav1.ObjectMeta and of the structs inside it (k8s.io/apimachinery
// pkg/apis/meta/v1/types.go), written out here independently of the decoder's Go types.
const objectMeta = new Set([
  "name",
  "generateName",
  "namespace",
  "selfLink",
  "uid",
  "resourceVersion",
  "generation",
  "creationTimestamp",
  "deletionTimestamp",
  "deletionGracePeriodSeconds",
  "labels",
  "annotations",
  "ownerReferences",
  "finalizers",
  "managedFields",
]);
const ownerReference = new Set(["apiVersion", "kind", "name", "uid", "controller", "blockOwnerDeletion"]);
const managedFieldsEntry = new Set([
  "manager",
  "operation",
  "apiVersion",
  "time",
  "fieldsType",
  "fieldsV1",
  "subresource",
]);
const structLists: Record<string, Set<string>> = {
  ownerReferences: ownerReference,
  managedFields: managedFieldsEntry,
};

type Step = string | number;

// The model: every unknown key as the steps that lead to it, ordered as a document whose object keys are sorted
// byte-wise is read (keys byte-wise, indexes by number, a prefix first), then cut to 100.
function modelUnknownFields(metadata: Record<string, unknown>, prefix: string): string[] {
  const found: Step[][] = [];
  for (const key of Object.keys(metadata)) {
    if (!objectMeta.has(key)) {
      found.push([key]);
      continue;
    }
    const fields = structLists[key];
    const list = metadata[key];
    if (fields === undefined || !Array.isArray(list)) continue;
    list.forEach((item: unknown, i) => {
      if (typeof item !== "object" || item === null || Array.isArray(item)) return;
      for (const field of Object.keys(item)) if (!fields.has(field)) found.push([key, i, field]);
    });
  }
  found.sort(compareSteps);
  return found.slice(0, 100).map((steps) => `${prefix}.${render(steps)}`);
}

function compareSteps(a: readonly Step[], b: readonly Step[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as Step;
    const y = b[i] as Step;
    if (x === y) continue;
    if (typeof x === "number" && typeof y === "number") return x - y;
    return Buffer.compare(Buffer.from(String(x)), Buffer.from(String(y)));
  }
  return a.length - b.length;
}

function render(steps: readonly Step[]): string {
  return steps.map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`)).join("");
}

// Keys that sort next to the known ones: known names, known names with a suffix that sorts before `[` or `.`,
// other cases, digits (which JavaScript objects reorder), and characters beyond the BMP.
const keyArb = fc.oneof(
  fc.constantFrom(...objectMeta, ...ownerReference, ...managedFieldsEntry),
  fc.constantFrom(
    "ownerReferencesX",
    "ownerReferences-",
    "managedFields0",
    "Name",
    "labels ",
    "10",
    "9",
    "\u{1F600}",
  ),
  fc.string({ maxLength: 4 }),
);
const itemArb = fc.dictionary(keyArb, fc.constantFrom("", "v1", 1, true), { maxKeys: 5 });
const metadataArb = fc.dictionary(
  fc.oneof(keyArb, fc.constantFrom("ownerReferences", "managedFields")),
  fc.oneof(fc.constant("x"), fc.array(fc.oneof(itemArb, fc.constant(null)), { maxLength: 3 })),
  { maxKeys: 8 },
);

describe("unknownObjectMetaFields", () => {
  it("names unknown fields below owner references and managed fields, in the decoder's order", () => {
    const metadata = {
      zz: 1,
      ownerReferencesX: 1,
      ownerReferences: [
        { apiVersion: "v1", bar: 1 },
        { foo: 2, Kind: "K" },
      ],
      managedFields: [{ manager: "m", fieldsV1: { "f:x": {} }, extra: true }],
      labels: { unknownLooking: "is a label" },
      Name: "cased",
    };
    // ownerReferences[...] before ownerReferencesX: document order, though '[' sorts after 'X' as text.
    expect(unknownObjectMetaFields(metadata, "spec.t.metadata")).toEqual([
      "spec.t.metadata.Name",
      "spec.t.metadata.managedFields[0].extra",
      "spec.t.metadata.ownerReferences[0].bar",
      "spec.t.metadata.ownerReferences[1].Kind",
      "spec.t.metadata.ownerReferences[1].foo",
      "spec.t.metadata.ownerReferencesX",
      "spec.t.metadata.zz",
    ]);
  });

  it("stops at 100, as the strict decoder's saveStrictError does", () => {
    const metadata = Object.fromEntries(
      Array.from({ length: 150 }, (_, i) => [`x${String(i).padStart(3, "0")}`, i]),
    );
    const found = unknownObjectMetaFields(metadata, "metadata");
    expect(found).toHaveLength(100);
    expect(found.at(-1)).toBe("metadata.x099");
  });

  it("agrees with a model of the strict decoder's walk", () => {
    fc.assert(
      fc.property(metadataArb, (metadata) => {
        expect(unknownObjectMetaFields(metadata, "metadata")).toEqual(
          modelUnknownFields(metadata, "metadata"),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe("GetObjectMetaWithOptions without dropMalformedFields (upstream TestGetObjectMetaWithOptions)", () => {
  // objectmeta/coerce_test.go at 1aa2717a: the 6 cases that keep malformed fields (a request, not storage).
  const metadata = (extra: Record<string, unknown>) => ({
    name: "my-meta",
    generateName: null,
    generation: null,
    labels: { foo: "bar" },
    ...extra,
  });
  const malformed =
    "json: cannot unmarshal number into Go struct field ObjectMeta.annotations of type map[string]string";

  it.each([
    ["unknownAndMalformed", metadata({ unknownField: "foo", annotations: 11 })],
    ["malformedOnly", metadata({ annotations: 11 })],
  ])("%s: the decoding error, with or without unknown paths", (_name, meta) => {
    expect(decodeObjectMeta(meta)).toEqual({ ok: false, error: malformed });
  });

  it("unknownOnly: the ObjectMeta, and metadata.unknownField when paths are asked for", () => {
    const meta = metadata({ unknownField: "foo" });
    expect(decodeObjectMeta(meta)).toEqual({ ok: true, meta: { name: "my-meta", labels: { foo: "bar" } } });
    expect(unknownObjectMetaFields(meta, "metadata")).toEqual(["metadata.unknownField"]);
  });
});

describe("coerceResourceMetaWithPaths", () => {
  const embedded: JSONSchemaProps = {
    type: "object",
    "x-kubernetes-embedded-resource": true,
    "x-kubernetes-preserve-unknown-fields": true,
  };
  const schema: JSONSchemaProps = {
    type: "object",
    properties: {
      spec: {
        type: "object",
        properties: {
          template: embedded,
          list: { type: "array", items: embedded },
          map: { type: "object", additionalProperties: embedded },
        },
      },
    },
  };
  const resource = (metadata: Record<string, unknown>) => ({ apiVersion: "v1", kind: "Pod", metadata });

  it("names the unknown fields of embedded metadata under its field path, sorted, and drops them", () => {
    const object = {
      spec: {
        template: resource({ name: "t", b: 1 }),
        list: [resource({ name: "l" }), resource({ a: 1, ownerReferences: [{ z: 1 }] })],
        map: { k: resource({ c: 1 }) },
      },
    };
    const coerced = coerceResourceMetaWithPaths(FieldPath.root(""), object, schema, false);
    // objectmeta/algorithm.go: the metadata's path is a field.Path (map keys in brackets), then sort.Strings.
    expect(coerced).toEqual({
      unknownFields: [
        "spec.list[1].metadata.a",
        "spec.list[1].metadata.ownerReferences[0].z",
        "spec.map[k].metadata.c",
        "spec.template.metadata.b",
      ],
    });
    expect(object.spec.template.metadata).toEqual({ name: "t" });
  });

  it("returns the first metadata that does not decode instead", () => {
    const object = { spec: { template: resource({ name: 5, b: 1 }) } };
    const coerced = coerceResourceMetaWithPaths(FieldPath.root(""), object, schema, false);
    expect(coerced.unknownFields).toBeUndefined();
    expect(coerced.error?.field).toBe("spec.template.metadata");
  });
});

interface CoerceCase {
  readonly name: string;
  readonly json: string;
  readonly includeRoot: boolean;
  readonly schema: JSONSchemaProps | null;
  readonly expected: string;
  readonly expectedError: boolean;
  readonly expectedUnknownFields: readonly string[];
}

const coerceCases = (
  JSON.parse(readFileSync(new URL("upstream/coerce.json", import.meta.url), "utf8")) as {
    readonly cases: readonly CoerceCase[];
  }
).cases;

describe("coerceResourceMetaWithPaths (upstream TestCoerce)", () => {
  it.each(coerceCases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const value: unknown = JSON.parse(c.json);
    // A nil schema coerces nothing, which an empty one (no embedded resource anywhere) does too.
    const coerced = coerceResourceMetaWithPaths(FieldPath.root(""), value, c.schema ?? {}, c.includeRoot);
    expect(coerced.error !== undefined).toBe(c.expectedError);
    expect(value).toEqual(JSON.parse(c.expected));
    expect(coerced.unknownFields).toEqual(c.expectedUnknownFields);
  });
});
