// apiextensions-apiserver 1aa2717a pkg/registry/customresource/strategy_test.go TestStrategyPrepareForUpdate
// (all 7 cases), through updateObject: the objects are the Go test's, under a root schema that keeps unknown
// fields, with apiVersion/kind/name added (a file's object needs them) and the metadata change of the
// "metadata changes" cases made to a label, as ObjectMeta has no field `other` (the decoder drops it).
import { describe, expect, it } from "vitest";
import { CrdCatalog, updateObject } from "../../src/index.js";
import { exampleCrd } from "../support/crd.js";

function servedWith(statusEnabled: boolean) {
  const crd = exampleCrd("Widget", "Namespaced", [
    {
      name: "v1",
      served: true,
      storage: true,
      ...(statusEnabled ? { subresources: { status: {} } } : {}),
      schema: { openAPIV3Schema: { type: "object", "x-kubernetes-preserve-unknown-fields": true } },
    },
  ]);
  const resolution = new CrdCatalog([crd]).resolve("example.com/v1", "Widget");
  if (!resolution.found) throw new Error(resolution.message);
  return resolution.served;
}

const meta = (generation: number, other?: string) => ({
  name: "w",
  namespace: "default",
  generation,
  ...(other === undefined ? {} : { labels: { other } }),
});
const object = (metadata: Record<string, unknown>, fields: Record<string, string>) => ({
  apiVersion: "example.com/v1",
  kind: "Widget",
  metadata,
  ...fields,
});

const cases = [
  {
    name: "/status is enabled, spec changes increment generation",
    status: true,
    oldFields: { spec: "old", status: "old" },
    newFields: { spec: "new", status: "old" },
    expected: { generation: 2, fields: { spec: "new", status: "old" } },
  },
  {
    name: "/status is enabled, status changes do not increment generation, status changes removed",
    status: true,
    oldFields: { spec: "old", status: "old" },
    newFields: { spec: "old", status: "new" },
    expected: { generation: 1, fields: { spec: "old", status: "old" } },
  },
  {
    name: "/status is enabled, metadata changes do not increment generation",
    status: true,
    other: ["old", "new"],
    oldFields: { spec: "old", status: "old" },
    newFields: { spec: "old", status: "old" },
    expected: { generation: 1, fields: { spec: "old", status: "old" } },
  },
  {
    name: "/status is disabled, spec changes increment generation",
    status: false,
    oldFields: { spec: "old", status: "old" },
    newFields: { spec: "new", status: "old" },
    expected: { generation: 2, fields: { spec: "new", status: "old" } },
  },
  {
    name: "/status is disabled, status changes increment generation",
    status: false,
    oldFields: { spec: "old", status: "old" },
    newFields: { spec: "old", status: "new" },
    expected: { generation: 2, fields: { spec: "old", status: "new" } },
  },
  {
    name: "/status is disabled, other top-level field changes increment generation",
    status: false,
    oldFields: { spec: "old", image: "old", status: "old" },
    newFields: { spec: "old", image: "new", status: "old" },
    expected: { generation: 2, fields: { spec: "old", image: "new", status: "old" } },
  },
  {
    name: "/status is disabled, metadata changes do not increment generation",
    status: false,
    other: ["old", "new"],
    oldFields: { spec: "old", status: "old" },
    newFields: { spec: "old", status: "old" },
    expected: { generation: 1, fields: { spec: "old", status: "old" } },
  },
] as const;

describe("strategy_test.go TestStrategyPrepareForUpdate", () => {
  for (const c of cases) {
    it(c.name, () => {
      const other: readonly string[] = "other" in c ? c.other : [];
      const old = object(meta(1, other[0]), c.oldFields);
      const updated = object(meta(1, other[1]), c.newFields);
      const outcome = updateObject(servedWith(c.status), updated, old);
      expect(outcome.errors).toEqual([]);
      expect(outcome.stored).toEqual(object(meta(c.expected.generation, other[1]), c.expected.fields));
    });
  }
});
