import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { Marker } from "../../src/index.js";
import { applyMarkers, parseComment } from "../../src/index.js";

function markers(...lines: string[]): readonly Marker[] {
  const parsed = parseComment(lines.map((l) => `// ${l}`).join("\n"), { line: 1, column: 1 }, "api.ts");
  expect(parsed.diagnostics).toEqual([]);
  return parsed.markers;
}

function layered(schema: JSONSchemaProps, ...lines: string[]): ReturnType<typeof applyMarkers> {
  return applyMarkers(schema, markers(...lines), "field", { layered: true });
}

const name: JSONSchemaProps = { type: "string", minLength: 1, maxLength: 255 };

describe("applyMarkers with layered", () => {
  it("keeps the type's bounds and the layer's side by side in an allOf", () => {
    const result = layered(
      name,
      "+kubebuilder:validation:MinLength=10",
      "+kubebuilder:validation:MaxLength=10",
    );
    expect(result).toEqual({
      value: {
        type: "string",
        allOf: [
          { minLength: 1, maxLength: 255 },
          { minLength: 10, maxLength: 10 },
        ],
      },
      diagnostics: [],
    });
  });

  it("leaves a bound only one side sets on the node", () => {
    expect(layered(name, "+kubebuilder:validation:Pattern=`^a`").value).toEqual({
      type: "string",
      minLength: 1,
      maxLength: 255,
      pattern: "^a",
    });
  });

  it("keeps an equal bound twice but an equal pattern once, as controller-gen compares them", () => {
    const typed: JSONSchemaProps = { type: "string", minLength: 1, pattern: "^a" };
    expect(
      layered(typed, "+kubebuilder:validation:MinLength=1", "+kubebuilder:validation:Pattern=`^a`").value,
    ).toEqual({ type: "string", pattern: "^a", allOf: [{ minLength: 1 }, { minLength: 1 }] });
  });

  // controller-tools pkg/crd/flatten.go resolveFieldConflict (3765c8c2, in 434758187ddd): MinProperties and
  // MaxProperties are compared by value, the "should not duplicate MinProperties" cases of flatten_all_of_test.go
  it("keeps an equal minProperties or maxProperties once, different ones twice", () => {
    const typed: JSONSchemaProps = { type: "object", minProperties: 1, maxProperties: 10 };
    expect(
      layered(typed, "+kubebuilder:validation:MinProperties=1", "+kubebuilder:validation:MaxProperties=10")
        .value,
    ).toEqual({ type: "object", minProperties: 1, maxProperties: 10 });
    expect(
      layered(typed, "+kubebuilder:validation:MinProperties=2", "+kubebuilder:validation:MaxProperties=10")
        .value,
    ).toEqual({ type: "object", maxProperties: 10, allOf: [{ minProperties: 1 }, { minProperties: 2 }] });
  });

  // controller-tools pkg/crd/flatten.go flattenAllOfInto (434758187ddd): the type's enum is flattened first,
  // and the field's only fills an empty one
  it("keeps the type's enum and drops the layer's, with a warning at its marker", () => {
    const typed: JSONSchemaProps = { type: "string", enum: ["a", "b"] };
    const result = layered(typed, "+kubebuilder:validation:Enum=a;c");
    expect(result.value).toEqual({ type: "string", enum: ["a", "b"] });
    expect(result.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        "CRD1014",
        "+kubebuilder:validation:Enum has no effect here: the type already has an enum, and controller-gen keeps the type's values when a field or alias sets its own; narrow the values in the type instead",
      ],
    ]);
  });

  it("sets the layer's enum where the type has none, or an empty one", () => {
    for (const typed of [{ type: "string" }, { type: "string", enum: [] }] as JSONSchemaProps[]) {
      const result = layered(typed, "+kubebuilder:validation:Enum=a;c");
      expect(result).toEqual({ value: { type: "string", enum: ["a", "c"] }, diagnostics: [] });
    }
  });

  it("keeps the innermost enum through any chain of layers (fast-check against flattenAllOfInto's rule)", () => {
    const enumOf = fc.option(
      fc.uniqueArray(fc.constantFrom("a", "b", "c", "d"), { minLength: 1, maxLength: 3 }),
    );
    fc.assert(
      fc.property(enumOf, fc.array(enumOf, { maxLength: 4 }), (base, layers) => {
        let schema: JSONSchemaProps = base === null ? { type: "string" } : { type: "string", enum: base };
        let warnings = 0;
        for (const values of layers) {
          const lines = values === null ? [] : [`+kubebuilder:validation:Enum=${values.join(";")}`];
          const result = layered(schema, ...lines);
          warnings += result.diagnostics.filter((d) => d.code === "CRD1014").length;
          schema = result.value;
        }
        // the model: Go flattens [type, layer] pairs innermost first; an enum is copied only into an empty
        // one, so the first enum set stays and every later one is dropped
        const chain = [base, ...layers];
        const first = chain.findIndex((v) => v !== null);
        expect(schema.enum).toEqual(first === -1 ? undefined : chain[first]);
        expect(schema.allOf).toBeUndefined();
        const dropped = first === -1 ? 0 : chain.slice(first + 1).filter((v) => v !== null).length;
        expect(warnings).toBe(dropped);
      }),
      { numRuns: 300 },
    );
  });

  it("appends to an allOf the type already has", () => {
    const typed: JSONSchemaProps = { type: "integer", maximum: 9, allOf: [{ minimum: 1 }, { minimum: 2 }] };
    expect(layered(typed, "+kubebuilder:validation:Maximum=5").value).toEqual({
      type: "integer",
      allOf: [{ minimum: 1 }, { minimum: 2 }, { maximum: 9 }, { maximum: 5 }],
    });
  });

  it("lists the layer's CEL rules before the type's", () => {
    const typed: JSONSchemaProps = { type: "string", "x-kubernetes-validations": [{ rule: "t" }] };
    const result = layered(
      typed,
      '+kubebuilder:validation:XValidation:rule="f1"',
      '+kubebuilder:validation:XValidation:rule="f2"',
    );
    expect(result.value["x-kubernetes-validations"]).toEqual([{ rule: "f1" }, { rule: "f2" }, { rule: "t" }]);
  });

  it("lets the layer replace what is not a value validation", () => {
    const typed: JSONSchemaProps = {
      type: "object",
      "x-kubernetes-map-type": "granular",
      default: { a: "x" },
    };
    expect(layered(typed, "+mapType=atomic", "+kubebuilder:default={}").value).toEqual({
      type: "object",
      "x-kubernetes-map-type": "atomic",
      default: {},
    });
  });

  it("checks a default against the merged schema, the type's bounds included", () => {
    const result = layered(name, "+kubebuilder:validation:MaxLength=10", '+kubebuilder:default=""');
    expect(result.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        "CRD1009",
        '+kubebuilder:default="": the default is invalid: default: Invalid value: "":  in body should be at least 1 chars long',
      ],
    ]);
  });

  it("drops the type's schema for a schemaless field", () => {
    const result = layered(
      { ...name, description: "Name." },
      "+kubebuilder:validation:Schemaless",
      "+kubebuilder:validation:Type=string",
    );
    expect(result.value).toEqual({ description: "Name.", type: "string" });
  });

  it("lets +k8s:enum sort the values it is on", () => {
    const typed: JSONSchemaProps = { type: "string", enum: ["b", "a"] };
    const result = applyMarkers(typed, markers("+k8s:enum"), "type", { layered: true });
    expect(result).toEqual({ value: { type: "string", enum: ["a", "b"] }, diagnostics: [] });
  });

  it("does not change its input, even a frozen one", () => {
    const typed = Object.freeze({
      type: "string",
      minLength: 1,
      "x-kubernetes-validations": [{ rule: "t" }],
    });
    const result = layered(
      typed,
      "+kubebuilder:validation:MinLength=2",
      '+kubebuilder:validation:XValidation:rule="f"',
    );
    expect(typed).toEqual({ type: "string", minLength: 1, "x-kubernetes-validations": [{ rule: "t" }] });
    expect(result.value).toEqual({
      type: "string",
      allOf: [{ minLength: 1 }, { minLength: 2 }],
      "x-kubernetes-validations": [{ rule: "f" }, { rule: "t" }],
    });
  });

  it("replaces as before without layered", () => {
    const result = applyMarkers(name, markers("+kubebuilder:validation:MinLength=10"), "field");
    expect(result.value).toEqual({ type: "string", minLength: 10, maxLength: 255 });
  });
});

// controller-tools 434758187ddd pkg/crd/flatten.go:87-93: a field's `$ref` and its own schema flatten into one,
// the type's first; a `type` both set and that differs is "conflicting types in allOf branches in schema".
describe("applyMarkers with reference", () => {
  const onReference = (schema: JSONSchemaProps, ...lines: string[]) =>
    applyMarkers(schema, markers(...lines), "field", { layered: true, reference: true }).diagnostics.map(
      (d) => d.message,
    );

  it("reports a Type marker naming another type than the referenced type has", () => {
    expect(
      onReference({ type: "array", items: { type: "integer" } }, "+kubebuilder:validation:Type=integer"),
    ).toEqual([
      "+kubebuilder:validation:Type: conflicting types in allOf branches in schema: array vs integer (controller-gen's error when a field of a named type gives it another type than the type has)",
    ]);
  });

  it("accepts the same type, a type the referenced type leaves open, and a field that holds no reference", () => {
    expect(onReference(name, "+kubebuilder:validation:Type=string")).toEqual([]);
    expect(
      onReference({ "x-kubernetes-int-or-string": true }, "+kubebuilder:validation:Type=string"),
    ).toEqual([]);
    const plain = applyMarkers(name, markers("+kubebuilder:validation:Type=integer"), "field", {
      layered: true,
    });
    expect(plain.diagnostics).toEqual([]);
    expect(plain.value.type).toBe("integer");
  });
});
