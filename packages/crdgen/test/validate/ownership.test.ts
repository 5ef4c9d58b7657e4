import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { validate } from "../../src/index.js";
import { catalogOf } from "../../src/validate/api.js";
import { celRuleEvaluator } from "../../src/validate/cel-rules.js";
import { validateManifestText } from "../../src/validate/validate-text.js";
import { widgetCrd } from "./fixtures.js";

// The API copies what it is given; the CLI's own parsed objects are pruned and defaulted in place, except those
// of a text that may hold aliases, where one value can sit at two places with two schemas.
const crds = [yaml.load(widgetCrd)];

describe("who owns the objects validated", () => {
  it("validate() changes none of the caller's objects, new or old, and freezes none", () => {
    const created = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "a" },
      spec: { size: 3, x: 1 },
    };
    const updated = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "b" },
      spec: { size: 4, y: null },
    };
    const old = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "b" },
      spec: { size: 2, z: 1 },
    };
    const given = structuredClone([created, updated, old]);
    const { objects } = validate({ crds, objects: [created, updated], old: [old] });
    expect([created, updated, old]).toEqual(given);
    for (const value of [created, created.spec, updated, updated.spec, old, old.spec]) {
      expect(Object.isFrozen(value)).toBe(false);
    }
    expect(objects.map((o) => o.operation)).toEqual(["create", "update"]);
    expect(objects[0]?.stored).not.toBe(created);
    expect(objects[0]?.stored?.spec).toEqual({ size: 3, mode: "fast" });
    expect(objects[1]?.stored?.spec).toEqual({ size: 4, mode: "fast" });
  });

  const item = (version: string, name: string, spec: string) =>
    `  - apiVersion: example.com/${version}\n    kind: Widget\n    metadata: {name: ${name}}\n    spec: ${spec}\n`;
  const list = (first: string, second: string) =>
    `apiVersion: v1\nkind: List\nitems:\n${item("v1beta1", "a", first)}${item("v1", "b", second)}`;

  it("stores from a file what validate() stores from the same objects, with or without aliases", () => {
    const catalog = catalogOf(crds);
    // v1beta1 keeps every field; v1 prunes `extra` and defaults `mode`, which must not reach the first item's
    // spec through the alias.
    const aliased = list("&s {size: 3, extra: 1}", "*s");
    const written = list("{size: 3, extra: 1}", "{size: 3, extra: 1}");
    const expected = validate({ crds, objects: (yaml.load(written) as { items: unknown[] }).items }).objects;
    expect(expected.map((o) => o.stored?.spec)).toEqual([
      { size: 3, extra: 1 },
      { size: 3, mode: "fast" },
    ]);
    for (const text of [aliased, written]) {
      const report = validateManifestText(text, "objects.yaml", { catalog, rules: celRuleEvaluator() });
      expect(report.objects.map((o) => o.outcome.stored)).toEqual(expected.map((o) => o.stored));
      expect(report.objects.map((o) => o.outcome.warnings)).toEqual(expected.map((o) => o.warnings));
    }
  });

  it("measures the request as sent, before pruning in place removes what makes it too big", () => {
    const sent = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "big" },
      spec: { size: 1, extra: "x".repeat(3.5 * 2 ** 20) },
    };
    const checks = { catalog: catalogOf(crds), rules: celRuleEvaluator() };
    const report = validateManifestText(JSON.stringify(sent), "big.json", checks);
    expect(report.objects[0]?.outcome.stored?.spec).toEqual({ size: 1, mode: "fast" });
    const size = JSON.stringify(sent).length.toLocaleString("en-US");
    expect(report.diagnostics.map((d) => d.message)).toEqual([
      `document 0 is ${size} bytes as JSON, more than the 3 MiB the API server accepts in one request`,
    ]);
  });
});
