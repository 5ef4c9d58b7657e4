import { RuleCompiler } from "@crdgen/cel";
import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../../src/crd/index.js";
import { crdWith, version } from "./fixture.js";

// Two versions whose schemas differ (so they are not hoisted into one) but whose `spec` is the same.
function schema(extra: Record<string, unknown>): unknown {
  return {
    type: "object",
    properties: {
      ...extra,
      spec: {
        type: "object",
        properties: { replicas: { type: "integer" }, name: { type: "string", maxLength: 10 } },
        "x-kubernetes-validations": [
          { rule: "self.replicas >= 0" },
          { rule: "self.name.size()" }, // not a bool: an error in each version
        ],
      },
    },
  };
}

const crd = crdWith((c) => {
  c.spec.versions = [
    version("v1", false, schema({})),
    version("v2", true, schema({ status: { type: "object" } })),
  ];
});

describe("validateCustomResourceDefinition's rule compiler", () => {
  it("compiles a rule the versions share once, and reports its errors in each version", () => {
    const compiler = new RuleCompiler();
    const shared = validateCustomResourceDefinition(crd, { compiler });
    expect(compiler.stats).toMatchObject({ rules: 4, compiled: 2 });
    expect(shared.map((e) => e.field)).toEqual([
      "spec.versions[0].schema.openAPIV3Schema.properties[spec].x-kubernetes-validations[1].rule",
      "spec.versions[1].schema.openAPIV3Schema.properties[spec].x-kubernetes-validations[1].rule",
    ]);
    expect(shared).toEqual(validateCustomResourceDefinition(crd));
  });

  it("keeps a caller's compiler across CRDs", () => {
    const compiler = new RuleCompiler();
    validateCustomResourceDefinition(crd, { compiler });
    validateCustomResourceDefinition(structuredClone(crd), { compiler });
    expect(compiler.stats).toMatchObject({ rules: 8, compiled: 2 });
  });
});
