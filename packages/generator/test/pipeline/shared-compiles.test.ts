import { RuleCompiler } from "@crdgen/cel";
import { describe, expect, it } from "vitest";
import type { AssembledCrd } from "../../src/assemble/crd.js";
import { celStage } from "../../src/cel/cel-stage.js";
import { checkStage } from "../../src/pipeline/check-stage.js";
import { generateInMemory, widget } from "../support/memory.js";

describe("the CEL stage and the check stage", () => {
  it("compile each rule once when they share a compiler (as buildCrd has them do)", () => {
    const generated = generateInMemory({ "/app/input.ts": widget("{ a: string }") });
    const crd = structuredClone(generated.crds[0]?.crd);
    const spec = crd?.spec?.versions?.[0]?.schema?.openAPIV3Schema?.properties?.spec;
    if (crd === undefined || spec === undefined) throw new Error("no CRD");
    spec["x-kubernetes-validations"] = [{ rule: "self.a != ''" }];
    const assembled = {
      group: "example.com",
      kind: "Widget",
      plural: "widgets",
      versions: [{ root: { kind: "Widget", crd: {} } }],
      crd,
    } as unknown as AssembledCrd;
    const compiler = new RuleCompiler();
    expect(celStage(assembled, compiler)).toEqual([]);
    expect(checkStage([assembled], compiler)).toEqual([]);
    expect(compiler.stats).toMatchObject({ rules: 2, compiled: 1 });
  });
});
