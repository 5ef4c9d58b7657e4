import { describe, expect, it } from "vitest";
import yaml from "js-yaml";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { validate } from "../../src/index.js";
import { widgetCrd } from "./fixtures.js";

const crd = yaml.load(widgetCrd) as CustomResourceDefinition;

describe("validate({ crds, objects })", () => {
  it("returns the stored object, pruned and defaulted, with the server's warnings", () => {
    const object = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w1" },
      spec: { size: 3, sise: 4 },
    };
    const { objects, valid } = validate({ crds: [crd], objects: [object] });
    expect(valid).toBe(true);
    expect(objects[0]?.warnings).toEqual(['unknown field "spec.sise"']);
    expect(objects[0]?.stored).toEqual({
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w1", namespace: "default", generation: 1 },
      spec: { size: 3, mode: "fast" },
    });
    expect(object.spec).toEqual({ size: 3, sise: 4 });
  });

  it("returns kubectl's line and the errors of a refused object, and the refusal of an unknown kind", () => {
    const { objects, valid } = validate({
      crds: [crd],
      objects: [
        { apiVersion: "example.com/v1", kind: "Widget", metadata: { name: "w2" }, spec: { size: 11 } },
        { apiVersion: "example.com/v9", kind: "Widget", metadata: { name: "w3" } },
        "not an object",
      ],
    });
    expect(valid).toBe(false);
    expect(objects.map((o) => o.message)).toEqual([
      'The Widget "w2" is invalid: spec.size: Invalid value: 11: spec.size in body should be less than or equal to 10',
      'no matches for kind "Widget" in version "example.com/v9"',
      "the document is a string, not an object",
    ]);
    expect(objects[0]?.errors.map((e) => [e.type, e.field])).toEqual([["FieldValueInvalid", "spec.size"]]);
    expect(objects[0]?.stored).toBeUndefined();
  });

  it("hands objects whose schema has CEL rules to the rule evaluator, and counts its cost", () => {
    const withRule = yaml.load(
      widgetCrd.replace(
        "              required: [size]\n",
        "              required: [size]\n              x-kubernetes-validations:\n                - rule: self.size > 1\n",
      ),
    ) as CustomResourceDefinition;
    const object = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w" },
      spec: { size: 1 },
    };
    // crdgen's own evaluator by default; an object's value is omitted from the message (field.OmitValueType).
    expect(validate({ crds: [withRule], objects: [object] }).objects[0]).toMatchObject({
      valid: false,
      unevaluatedRules: false,
      runtimeCost: 3,
      message: 'The Widget "w" is invalid: spec: Invalid value: failed rule: self.size > 1',
    });
    expect(
      validate({ crds: [withRule], objects: [{ ...object, spec: { size: 2 } }] }).objects[0],
    ).toMatchObject({ valid: true, runtimeCost: 3 });
    const rules = {
      evaluate: () => ({
        errors: [
          {
            type: "FieldValueInvalid" as const,
            field: "spec",
            detail: "failed rule: self.size > 1",
            origin: "objects" as const,
            badValue: "object",
          },
        ],
        runtimeCost: 3,
      }),
    };
    expect(validate({ crds: [withRule], objects: [object], rules }).objects[0]).toMatchObject({
      valid: false,
      unevaluatedRules: false,
      runtimeCost: 3,
      message: 'The Widget "w" is invalid: spec: Invalid value: "object": failed rule: self.size > 1',
    });
  });
});

describe("validate's crds", () => {
  it("takes parsed documents as they come, ignoring what is not a v1 CRD", () => {
    const documents = yaml.loadAll(`---\n${widgetCrd}---\nkind: ConfigMap\n---\n`);
    const object = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w" },
      spec: { size: 1 },
    };
    expect(validate({ crds: documents, objects: [object] }).valid).toBe(true);
  });
});
