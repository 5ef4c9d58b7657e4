import { describe, expect, it } from "vitest";
import yaml from "js-yaml";
import type { CustomResourceDefinition } from "@crdgen/structural";
import type { RuleEvaluator } from "../../src/index.js";
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
  it("matches old objects by group, kind, namespace and name; the others are creates", () => {
    const old = [
      widget("w1", { size: 50 }, "default"),
      widget("w2", { size: 50 }, "other"),
      { ...widget("w3", { size: 50 }), apiVersion: "example.com/v1beta1" },
      { ...widget("w4", { size: 50 }), kind: "Gadget" },
    ];
    const objects = [
      widget("w1", { size: 50 }),
      widget("w2", { size: 50 }),
      widget("w3", { size: 50 }),
      widget("w4", { size: 50 }),
    ];
    const result = validate({ crds: [crd], objects, old });
    // w1: in default (no namespace is kubectl's default), unchanged: its too-large size is ratcheted. w3: stored
    // in v1beta1 and read at v1 (conversion None sets the apiVersion): unchanged too.
    expect(result.objects.map((o) => [o.name, o.operation, o.valid])).toEqual([
      ["w1", "update", true],
      ["w2", "create", false],
      ["w3", "update", true],
      ["w4", "create", false],
    ]);
    expect(result.objects[1]?.message).toBe(
      'The Widget "w2" is invalid: spec.size: Invalid value: 50: spec.size in body should be less than or equal to 10',
    );
  });

  it("reads an old object stored in another version as the server does: pruned and defaulted there, then pruned at the new one's", () => {
    // v1beta1 keeps unknown fields and defaults nothing; read at v1 (nop_converter.go sets the apiVersion, the
    // schema coercer prunes with v1's schema and defaults nothing), spec.extra is gone and spec.mode unset; the
    // new object gets mode: fast, a change, so the generation goes up.
    const old = { ...widget("w1", { size: 5, extra: true }), apiVersion: "example.com/v1beta1" };
    const [outcome] = validate({ crds: [crd], objects: [widget("w1", { size: 5 })], old: [old] }).objects;
    expect(outcome?.operation).toBe("update");
    expect(outcome?.stored?.metadata).toEqual({ name: "w1", namespace: "default", generation: 2 });
    // The other way round, the old object is read at v1beta1 as v1 stores it: pruned and defaulted by v1, then
    // kept whole by v1beta1, which preserves unknown fields. A rule at v1beta1 has the evaluator show it.
    const seen: unknown[] = [];
    const rules: RuleEvaluator = {
      evaluate: (_served, _stored, oldSelf) => {
        seen.push(oldSelf);
        return { errors: [], runtimeCost: 0 };
      },
    };
    const preserving = "          x-kubernetes-preserve-unknown-fields: true\n";
    const withRule = yaml.load(
      widgetCrd.replace(preserving, `${preserving}          x-kubernetes-validations: [{ rule: "true" }]\n`),
    );
    const back = validate({
      crds: [withRule],
      objects: [{ ...widget("w1", { size: 5 }), apiVersion: "example.com/v1beta1" }],
      old: [widget("w1", { size: 5, extra: true })],
      rules,
    }).objects;
    expect(back[0]?.operation).toBe("update");
    expect(seen).toEqual([
      {
        apiVersion: "example.com/v1beta1",
        kind: "Widget",
        metadata: { name: "w1", namespace: "default", generation: 1 },
        spec: { size: 5, mode: "fast" },
      },
    ]);
  });

  it("with a conversion webhook, matches old objects by apiVersion only: what the webhook returns is not known", () => {
    const conversion = {
      strategy: "Webhook",
      webhook: {
        conversionReviewVersions: ["v1"],
        clientConfig: { service: { namespace: "default", name: "convert" } },
      },
    };
    const webhook = { ...crd, spec: { ...crd.spec, conversion } };
    const old = [
      { ...widget("w1", { size: 50 }), apiVersion: "example.com/v1beta1" },
      widget("w2", { size: 50 }),
    ];
    const objects = [widget("w1", { size: 50 }), widget("w2", { size: 50 })];
    const result = validate({ crds: [webhook], objects, old });
    expect(result.objects.map((o) => [o.name, o.operation, o.valid])).toEqual([
      ["w1", "create", false],
      ["w2", "update", true],
    ]);
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
