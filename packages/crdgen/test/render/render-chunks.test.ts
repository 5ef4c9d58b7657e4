import type { CustomResourceDefinition } from "@crdgen/structural";
import { describe, expect, it } from "vitest";
import { RenderMemo, renderCrdYaml, renderCrdYamlChunks } from "../../src/render/index.js";

/** A schema whose YAML is a few KB: long enough to be kept as a chunk of its own when it comes back. */
function bigSchema(): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 40; i++) {
    properties[`field${String(i)}`] = {
      type: "string",
      description: `Field number ${String(i)} of a big schema.`,
    };
  }
  return { type: "object", properties };
}

function crd(plural: string, template: object): CustomResourceDefinition {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: `${plural}.example.com` },
    spec: {
      group: "example.com",
      names: { kind: plural, plural },
      scope: "Namespaced",
      versions: [
        {
          name: "v1",
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: "object", properties: { spec: template } } },
        },
      ],
    },
  };
}

describe("renderCrdYamlChunks", () => {
  it("joins to renderCrdYaml's text, header and maxDescLen included", () => {
    const template = bigSchema();
    const memo = new RenderMemo();
    const options = { header: "# License", maxDescLen: 20 };
    for (const plural of ["as", "bs", "cs"]) {
      const chunks = renderCrdYamlChunks(crd(plural, template), { ...options, memo });
      expect(chunks.join("")).toBe(renderCrdYaml(crd(plural, bigSchema()), options));
    }
  });

  it("keeps a schema shared by several CRDs as one long chunk, and joins the small pieces around it", () => {
    const template = bigSchema();
    const memo = new RenderMemo();
    const chunks = ["as", "bs", "cs"].map((plural) => renderCrdYamlChunks(crd(plural, template), { memo }));
    // The first CRD renders the schema, the second captures its text, the third replays it.
    const third = chunks[2] ?? [];
    const long = third.filter((chunk) => chunk.length >= 1024);
    expect(long).toHaveLength(1);
    expect(chunks[1]).toContain(long[0]);
    expect(third.length).toBeLessThanOrEqual(5);
  });
});
