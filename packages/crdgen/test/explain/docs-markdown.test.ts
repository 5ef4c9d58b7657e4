import { describe, expect, it } from "vitest";
import { docs } from "../../src/docs/api.js";

// The API reference's layout on a small CRD: version order, type names, links and validations in words.

const crd = {
  apiVersion: "apiextensions.k8s.io/v1",
  kind: "CustomResourceDefinition",
  metadata: { name: "gadgets.example.com" },
  spec: {
    group: "example.com",
    names: { kind: "Gadget", plural: "gadgets", singular: "gadget", shortNames: ["gd"] },
    scope: "Cluster",
    versions: ["v1alpha1", "v1", "v1beta1"].map((name) => ({
      name,
      served: true,
      storage: name === "v1",
      schema: {
        openAPIV3Schema: {
          type: "object",
          properties: {
            spec: {
              type: "object",
              required: ["parts"],
              properties: {
                parts: {
                  type: "array",
                  maxItems: 3,
                  items: {
                    type: "object",
                    properties: { name: { type: "string", minLength: 1, maxLength: 8 } },
                  },
                },
                labels: { type: "object", additionalProperties: { type: "string" } },
                size: {
                  "x-kubernetes-int-or-string": true,
                  anyOf: [{ type: "integer" }, { type: "string" }],
                },
                mode: { type: "string", enum: ["fast", "slow"], default: "fast" },
                ratio: {
                  type: "number",
                  minimum: 0,
                  exclusiveMaximum: true,
                  maximum: 1,
                  "x-kubernetes-validations": [{ rule: "self != 0.5", message: "not a half" }],
                },
              },
            },
          },
        },
      },
    })),
  },
};

describe("crdgen docs' Markdown", () => {
  const text = docs({ crds: [crd] });

  it("lists versions preferred first, as kubectl does", () => {
    expect(text).toContain(
      "| Gadget | `example.com` | [v1](#gadget-example-com-v1), [v1beta1](#gadget-example-com-v1beta1), " +
        "[v1alpha1](#gadget-example-com-v1alpha1) | Cluster |",
    );
    expect(text.indexOf("## Gadget v1\n")).toBeLessThan(text.indexOf("## Gadget v1beta1\n"));
  });

  it("names types, links nested objects and escapes brackets", () => {
    expect(text).toContain(
      "| `parts` | \\[\\][object](#gadget-example-com-v1-spec-parts-items) | yes |  | Validation: at most 3 items. |",
    );
    expect(text).toContain(
      '<a id="gadget-example-com-v1-spec-parts-items"></a>\n\n### Gadget.spec.parts[]\n',
    );
    expect(text).toContain("| `labels` | map\\[string\\]string |  |  |  |");
    expect(text).toContain("| `size` | int-or-string |  |  |  |");
    expect(text).toContain("| `name` | string |  |  | Validation: 1 to 8 characters. |");
  });

  it("writes defaults, enums and validations in words", () => {
    expect(text).toContain('| `mode` | string |  | `"fast"` | One of: `"fast"`, `"slow"`. |');
    expect(text).toContain(
      "| `ratio` | number |  |  | Validation: at least 0; less than 1; rule `self != 0.5` (not a half). |",
    );
  });

  it("is the same text for the same CRDs", () => {
    expect(docs({ crds: [structuredClone(crd)] })).toBe(text);
  });
});
