import { describe, expect, it } from "vitest";
import { explain } from "../../src/explain/api.js";

// explain reads the group-version document `crdgen openapi` builds, as kubectl reads the server's
// /openapi/v3/apis/<group>/<version>. The server publishes a version whose schema is not structural as
// `{type: object}` alone (apiextensions-apiserver builder.go, generateBuilder), so kubectl shows no fields.

function gadgetCrd(specSchema: Record<string, unknown>): Record<string, unknown> {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "gadgets.example.com" },
    spec: {
      group: "example.com",
      scope: "Namespaced",
      names: { kind: "Gadget", plural: "gadgets", singular: "gadget", listKind: "GadgetList" },
      versions: [
        {
          name: "v1",
          served: true,
          storage: true,
          schema: {
            openAPIV3Schema: { type: "object", description: "A gadget.", properties: { spec: specSchema } },
          },
        },
      ],
    },
  };
}

// A property without a type: ValidateStructural's "type: Required value".
const nonStructural = gadgetCrd({ type: "object", properties: { size: { description: "no type" } } });
const structural = gadgetCrd({ type: "object", properties: { size: { type: "integer" } } });

describe("explain on the published group-version document", () => {
  it("shows a non-structural version as the server publishes it: an object without description or fields", () => {
    const result = explain({ crds: [nonStructural], resource: "gadget" });
    expect(result).toEqual({
      ok: true,
      text: "GROUP:      example.com\nKIND:       Gadget\nVERSION:    v1\n\nDESCRIPTION:\n    <empty>\n\n",
    });
  });

  it("finds no field of a non-structural version (CRD5081)", () => {
    const result = explain({ crds: [nonStructural], resource: "gadget.spec" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.text).toBe('field "spec" does not exist');
  });

  it("explains a structural version's fields, with ObjectMeta under metadata", () => {
    const result = explain({ crds: [structural], resource: "gadget" });
    if (!result.ok) throw new Error(result.message.text);
    expect(result.text).toContain("DESCRIPTION:\n    A gadget.\n");
    expect(result.text).toContain("  metadata\t<ObjectMeta>\n");
    expect(result.text).toContain("  spec\t<Object>\n");
  });
});
