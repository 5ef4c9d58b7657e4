import { describe, expect, it } from "vitest";
import { withZeroStructElements } from "../../src/decode/zero-elements.js";

describe("withZeroStructElements", () => {
  it("puts a struct's zero value where a list or map of structs holds null, copying only those paths", () => {
    const untouched = { type: "string" };
    const crd = {
      metadata: { name: "a", labels: { l: null } },
      spec: {
        versions: [
          {
            name: "v1",
            schema: {
              openAPIV3Schema: {
                properties: { a: null, b: untouched },
                "x-kubernetes-validations": [{ rule: "true" }, null],
                items: [null],
                additionalProperties: { properties: { c: null } },
                not: null,
              },
            },
          },
        ],
      },
    };
    const before = structuredClone(crd);
    const zeroed = withZeroStructElements(crd) as typeof crd;
    expect(crd).toEqual(before);
    const schema = zeroed.spec.versions[0]?.schema.openAPIV3Schema;
    expect(schema).toEqual({
      properties: { a: {}, b: untouched },
      "x-kubernetes-validations": [{ rule: "true" }, {}],
      items: [{}],
      additionalProperties: { properties: { c: {} } },
      // A pointer field: null is nil, the same as absent; a string map's null value is no struct.
      not: null,
    });
    expect(schema?.properties.b).toBe(untouched);
    expect(zeroed.metadata).toBe(crd.metadata);
  });

  it("returns the CRD itself when it has no such null", () => {
    const crd = { spec: { versions: [{ name: "v1", schema: { openAPIV3Schema: { properties: {} } } }] } };
    expect(withZeroStructElements(crd)).toBe(crd);
  });
});
