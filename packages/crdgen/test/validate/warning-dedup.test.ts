// The server's warning recorder keeps a text once (apiserver pkg/endpoints/filters/warning.go:87-91 at v0.35.0):
// two ratcheted rules with one message warn once, where the errors of a create list both. The expected lists are
// the crvalidate oracle's answers (packages/objects/test/oracle/SOURCES.md, program /work/go-oracle/vd2), which
// found this on cloudnative-pg's Cluster (spec.imageCatalogRef has two rules with one message).
import { describe, expect, it } from "vitest";
import { validate } from "../../src/index.js";
import { widgetCrdWithSpec } from "./fixtures.js";

const crd = widgetCrdWithSpec({
  ref: {
    type: "object",
    properties: { kind: { type: "string" }, group: { type: "string" } },
    "x-kubernetes-validations": [
      { rule: "self.kind == 'Catalog'", message: "Only catalogs" },
      { rule: "self.group == 'g'", message: "Only catalogs" },
      { rule: "self.group == 'h'", message: "" },
    ],
  },
});

const object = {
  apiVersion: "example.com/v1",
  kind: "Widget",
  metadata: { name: "w1", namespace: "default" },
  spec: { ref: { kind: "X", group: "y" } },
};

describe("warnings with one text", () => {
  it("are given once, as the server's warning recorder keeps them", () => {
    const old = { ...object, metadata: { ...object.metadata, generation: 1 } };
    const [outcome] = validate({ crds: [crd], objects: [object], old: [old] }).objects;
    expect(outcome?.errors).toEqual([]);
    expect(outcome?.warnings).toEqual([
      "spec.ref: Invalid value: Only catalogs",
      "spec.ref: Invalid value: failed rule: self.group == 'h'",
    ]);
    expect(outcome?.runtimeCost).toBe(9);
  });

  it("while errors with one text are all listed", () => {
    const [outcome] = validate({ crds: [crd], objects: [object] }).objects;
    expect(outcome?.errors.map((e) => `${e.field}: ${e.detail}`)).toEqual([
      "spec.ref: Only catalogs",
      "spec.ref: Only catalogs",
      "spec.ref: failed rule: self.group == 'h'",
    ]);
    expect(outcome?.warnings).toEqual([]);
  });
});
