import { describe, expect, it } from "vitest";
import { generateInMemory, summary, widget } from "../support/memory.js";

/*
 * The API server checks every default against its schema, its metadata and its CEL rules when it creates the CRD
 * (apiextensions-apiserver v0.35.0 pkg/apiserver/schema/defaulting/validation.go). Such an error is the user's
 * default marker's, not crdgen's: it is reported at the marker (CRD1009) with the server's text, and only once when
 * lowering reported that default's problem already.
 */

const run = (spec: string, extra = "") => generateInMemory({ "/app/input.ts": widget(spec, extra) });

describe("the CRD checker's errors about a default", () => {
  it("are at the default marker when the check made as markers apply cannot see them (CEL rules)", () => {
    const spec =
      '{\n  /**\n   * +kubebuilder:validation:XValidation:rule="self != \'bad\'"\n   * +kubebuilder:default="bad"\n   */\n  mode?: string;\n}';
    expect(summary(run(spec))).toEqual([
      'CRD1009 input.ts:14:6 +kubebuilder:default="bad": the API server refuses the default: spec.validation.openAPIV3Schema.properties[spec].properties[mode].default: Invalid value: "bad": failed rule: self != \'bad\'',
    ]);
  });

  it("are told already when lowering reported the default's problem, in the kind's own types or a named type's", () => {
    const item =
      'export interface Item {\n  /**\n   * +kubebuilder:validation:MaxLength=2\n   * +kubebuilder:default="toolong"\n   */\n  name?: string;\n}\n';
    expect(summary(run("{\n  one?: Item;\n  list?: Item[];\n}", item))).toEqual([
      'CRD1009 input.ts:9:6 +kubebuilder:default="toolong": the default is invalid: default: Too long: may not be more than 2 bytes',
    ]);
    const own = '{\n  /** +kubebuilder:default={"a": 1} */\n  obj?: { a?: string };\n}';
    expect(summary(run(own))).toEqual([
      'CRD1009 input.ts:12:7 +kubebuilder:default={"a": 1}: the default is invalid: default.a: Invalid value: "integer": a in body must be of type string: "integer"',
    ]);
  });
});
