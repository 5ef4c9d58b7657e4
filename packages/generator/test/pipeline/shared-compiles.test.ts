import { RuleCompiler } from "@crdgen/cel";
import { describe, expect, it } from "vitest";
import type { Marker } from "@crdgen/markers";
import type { AssembledCrd } from "../../src/assemble/crd.js";
import { celStage } from "../../src/cel/cel-stage.js";
import { RuleMarkers } from "../../src/cel/rule-markers.js";
import { checkStage } from "../../src/pipeline/check-stage.js";
import { generateInMemory, widget } from "../support/memory.js";

/** A CRD whose spec has one rule, assembled with the markers `ruleMarkers` says wrote its rules. */
function assembledWithRule(ruleMarkers: (rule: { rule: string }) => RuleMarkers): AssembledCrd {
  const generated = generateInMemory({ "/app/input.ts": widget("{ a: string }") });
  const crd = structuredClone(generated.crds[0]?.crd);
  const spec = crd?.spec?.versions?.[0]?.schema?.openAPIV3Schema?.properties?.spec;
  if (crd === undefined || spec === undefined) throw new Error("no CRD");
  const rule = { rule: "self.a != ''" };
  spec["x-kubernetes-validations"] = [rule];
  return {
    group: "example.com",
    kind: "Widget",
    plural: "widgets",
    versions: [{ root: { kind: "Widget", crd: {} }, ruleMarkers: ruleMarkers(rule) }],
    crd,
  } as unknown as AssembledCrd;
}

const xValidation = {
  name: "kubebuilder:validation:XValidation",
  value: { rule: "self.a != ''" },
} as unknown as Marker;

describe("the CEL stage and the check stage", () => {
  it("compile each rule once when they share a compiler (as buildCrd has them do)", () => {
    const assembled = assembledWithRule((rule) => {
      const markers = new RuleMarkers();
      markers.set(rule, xValidation);
      return markers;
    });
    const compiler = new RuleCompiler();
    expect(celStage(assembled, compiler).diagnostics).toEqual([]);
    expect(compiler.stats).toMatchObject({ rules: 1, compiled: 1 });
    expect(checkStage([assembled], compiler)).toEqual([]);
    expect(compiler.stats).toMatchObject({ rules: 2, compiled: 1 });
  });

  it("leave a run's rules to the check stage when no marker wrote any (the CEL stage walks no schema)", () => {
    const assembled = assembledWithRule(() => new RuleMarkers());
    const compiler = new RuleCompiler();
    expect(celStage(assembled, compiler).diagnostics).toEqual([]);
    expect(compiler.stats).toMatchObject({ rules: 0, compiled: 0 });
    expect(checkStage([assembled], compiler)).toEqual([]);
    expect(compiler.stats).toMatchObject({ rules: 1, compiled: 1 });
  });
});
