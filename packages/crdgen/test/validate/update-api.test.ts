import { describe, expect, it } from "vitest";
import yaml from "js-yaml";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { validate } from "../../src/index.js";
import { widgetCrd } from "./fixtures.js";

const crd = yaml.load(widgetCrd) as CustomResourceDefinition;

const widget = (name: string, spec: Record<string, unknown>, namespace?: string) => ({
  apiVersion: "example.com/v1",
  kind: "Widget",
  metadata: { name, ...(namespace === undefined ? {} : { namespace }) },
  spec,
});

describe("validate({ crds, objects, old })", () => {
  it("matches old objects by apiVersion, kind, namespace and name; the others are creates", () => {
    const old = [
      widget("w1", { size: 50 }, "default"),
      widget("w2", { size: 50 }, "other"),
      { ...widget("w3", { size: 50 }), apiVersion: "example.com/v1beta1" },
    ];
    const objects = [widget("w1", { size: 50 }), widget("w2", { size: 50 }), widget("w3", { size: 50 })];
    const result = validate({ crds: [crd], objects, old });
    // w1: in default (no namespace is kubectl's default), unchanged: its too-large size is ratcheted.
    expect(result.objects.map((o) => [o.name, o.operation, o.valid])).toEqual([
      ["w1", "update", true],
      ["w2", "create", false],
      ["w3", "create", false],
    ]);
    expect(result.objects[1]?.message).toBe(
      'The Widget "w2" is invalid: spec.size: Invalid value: 50: spec.size in body should be less than or equal to 10',
    );
  });

  it("changes neither the objects nor the old ones", () => {
    const old = [widget("w1", { size: 5 })];
    const objects = [widget("w1", { size: 6 })];
    const before = JSON.stringify([old, objects]);
    const result = validate({ crds: [crd], objects, old });
    expect(result.valid).toBe(true);
    expect(result.objects[0]?.stored?.metadata).toEqual({ name: "w1", namespace: "default", generation: 2 });
    expect(JSON.stringify([old, objects])).toBe(before);
  });
});
