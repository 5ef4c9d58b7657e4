import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { firstSchema, generateInMemory, header, specSchema, summary, widget } from "../support/memory.js";

/*
 * +k8s:immutable as controller-gen writes it (controller-tools pkg/crd/schema.go structToSchema and
 * pkg/crd/markers/validation.go Immutable, at 434758187ddd): `self == oldSelf` on the field, and for an
 * optional field a rule on the object that forbids removing it once set.
 */

// controller-tools pkg/crd/testdata/immutable/types.go, written again in TypeScript
const immutableTypes = `${header}
export interface NestedStruct {
  key: string;
  value: string;
}

export interface ImmutableSpec {
  /** +k8s:immutable */
  requiredString: string;
  /** +k8s:immutable */
  optionalString?: string;
  /** +k8s:immutable */
  optionalLiteralString?: string;
  /** +k8s:immutable */
  requiredStruct: NestedStruct;
  /** +k8s:immutable */
  optionalStruct?: NestedStruct;
  /** +k8s:immutable */
  optionalOmitZeroStruct?: NestedStruct;
  /** +k8s:immutable */
  requiredSlice: string[];
  /** +k8s:immutable */
  optionalSlice?: string[];
  /** +k8s:immutable */
  requiredMap: Record<string, string>;
  /** +k8s:immutable */
  optionalMap?: Record<string, string>;
  mutableString: string;
}

/** +kubebuilder:object:root=true */
export interface ImmutableType {
  apiVersion?: string;
  kind?: string;
  metadata?: ObjectMeta;
  spec: ImmutableSpec;
}
`;

function goldenSpec(): unknown {
  const file = new URL(
    "../../../../testdata/corpus/crds/controller-tools/testdata.kubebuilder.io_immutabletypes.yaml",
    import.meta.url,
  );
  const crd = yaml.load(readFileSync(file, "utf8")) as {
    spec: { versions: { schema: { openAPIV3Schema: { properties: { spec: unknown } } } }[] };
  };
  return crd.spec.versions[0]?.schema.openAPIV3Schema.properties.spec;
}

describe("+k8s:immutable", () => {
  it("writes controller-gen's schema for controller-tools' immutable test types", () => {
    const result = generateInMemory({ "/app/input.ts": immutableTypes });
    expect(summary(result)).toEqual([]);
    expect(specSchema(result)).toEqual(goldenSpec());
  });

  it("puts the object's rules for removed fields before the type's own rules, a field's first", () => {
    const declarations = [
      '/** +kubebuilder:validation:XValidation:rule="has(self.a)" */',
      "export interface Spec {\n  /** +k8s:immutable */\n  b?: string;\n  /** +k8s:immutable */\n  a?: string;\n}",
      "export interface Holder {",
      '  /** +kubebuilder:validation:XValidation:rule="has(self.b)" */',
      "  s?: Spec;\n}",
    ].join("\n");
    const result = generateInMemory({ "/app/input.ts": widget("Holder", declarations) });
    expect(summary(result)).toEqual([]);
    const spec = specSchema(result) as JSONSchemaProps;
    expect(spec.properties?.s?.["x-kubernetes-validations"]).toEqual([
      { rule: "has(self.b)" },
      { rule: "!has(oldSelf.b) || has(self.b)", message: "field b is immutable once set" },
      { rule: "!has(oldSelf.a) || has(self.a)", message: "field a is immutable once set" },
      { rule: "has(self.a)" },
    ]);
  });

  it("adds the rule to the root for an optional top-level field, not for apiVersion, kind or metadata", () => {
    const input = `${header}
/** +kubebuilder:object:root=true */
export interface Widget {
  /** +k8s:immutable */
  apiVersion?: string;
  kind?: string;
  /** +k8s:immutable */
  metadata?: ObjectMeta;
  /** +k8s:immutable */
  spec?: { size?: number };
}
`;
    const result = generateInMemory({ "/app/input.ts": input });
    expect(summary(result)).toEqual([]);
    expect((firstSchema(result) as JSONSchemaProps)["x-kubernetes-validations"]).toEqual([
      { rule: "!has(oldSelf.spec) || has(self.spec)", message: "field spec is immutable once set" },
    ]);
  });

  it("reports a rule CEL cannot read at the field's marker", () => {
    const declarations = 'export interface Spec {\n  /** +k8s:immutable */\n  "my-field"?: string;\n}';
    const result = generateInMemory({ "/app/input.ts": widget("Spec", declarations) });
    expect(summary(result)).toEqual([
      expect.stringMatching(
        /^CRD1023 input\.ts:\d+:\d+ \+k8s:immutable on Widget v1: rule "!has\(oldSelf\.my-field\)/,
      ),
    ]);
  });
});
