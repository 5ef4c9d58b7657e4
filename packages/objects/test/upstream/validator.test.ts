// apiextensions-apiserver 1aa2717a pkg/registry/customresource/validator_test.go TestValidateCustomResourceName
// (all 4 cases), through createObject: a cluster-scoped Foo whose schema gives metadata.name a pattern that
// permits uppercase letters, so that the DNS-1123 baseline is seen to apply as well.
import { describe, expect, it } from "vitest";
import { errorString } from "@crdgen/structural";
import { CrdCatalog, createObject } from "../../src/index.js";
import { exampleCrd } from "../support/crd.js";

const crd = exampleCrd("Foo", "Cluster", [
  {
    name: "v1",
    served: true,
    storage: true,
    schema: {
      openAPIV3Schema: {
        type: "object",
        properties: {
          metadata: { type: "object", properties: { name: { type: "string", pattern: "^[A-Za-z]+$" } } },
        },
      },
    },
  },
]);
const resolution = new CrdCatalog([crd]).resolve("example.com/v1", "Foo");
if (!resolution.found) throw new Error(resolution.message);
const served = resolution.served;

const cases: readonly { name: string; meta: Record<string, unknown>; errContains: string }[] = [
  { name: "valid lowercase name accepted", meta: { name: "foo" }, errContains: "" },
  {
    name: "uppercase name rejected by DNS1123 despite a permissive pattern",
    meta: { name: "Foo" },
    errContains: "RFC 1123 subdomain",
  },
  { name: "name rejected by the author's pattern", meta: { name: "foo123" }, errContains: "should match" },
  {
    name: "253-char generateName accepted; CEL cost bound is not enforced",
    meta: { name: "foo", generateName: "a".repeat(253) },
    errContains: "",
  },
];

describe("validator_test.go TestValidateCustomResourceName", () => {
  for (const c of cases) {
    it(c.name, () => {
      const outcome = createObject(served, { apiVersion: "example.com/v1", kind: "Foo", metadata: c.meta });
      const errors = outcome.errors.map(errorString);
      if (c.errContains === "") {
        expect(errors).toEqual([]);
      } else {
        expect(errors.length).toBeGreaterThan(0);
        expect(errors.join(", ")).toContain(c.errContains);
      }
    });
  }
});
