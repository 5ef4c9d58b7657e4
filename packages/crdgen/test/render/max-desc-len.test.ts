import { describe, expect, it } from "vitest";
import type { CustomResourceDefinition, JSONSchemaProps } from "@crdgen/structural";
import { limitCrdDescriptions, renderCrdYaml, truncateDescription } from "../../src/render/index.js";

const apiVersionDescription =
  "APIVersion defines the versioned schema of this representation of an object. Servers should convert " +
  "recognized schemas to the latest internal value, and may reject unrecognized values. More info: " +
  "https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources";
const kindDescription =
  "Kind is a string value representing the REST resource this object represents. Servers may infer this " +
  "from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: " +
  "https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds";

describe("truncateDescription (controller-tools TruncateDescription)", () => {
  it.each([
    // controller-tools desc_visitor_test.go
    ["top level description of the root object.", 41, "top level description of the root object."],
    [
      "This is top level description. There is an empty schema. More to come",
      65,
      "This is top level description. There is an empty schema.",
    ],
    ["This is top level description of the root object", 46, "This is top level description of the root..."],
    // controller-tools testdata/gen/bar.example.com_foos_maxdesclen.yaml (maxDescLen=50)
    [apiVersionDescription, 50, "APIVersion defines the versioned schema of this..."],
    [kindDescription, 50, "Kind is a string value representing the REST..."],
    [
      "This tests that defaulted fields are stripped for v1beta1, but not for v1",
      50,
      "This tests that defaulted fields are stripped for...",
    ],
    ["Spec comments SHOULD appear in the CRD spec", 50, "Spec comments SHOULD appear in the CRD spec"],
  ])("%j cut to %d bytes", (description, maxLen, expected) => {
    expect(truncateDescription(description, maxLen)).toBe(expected);
  });

  it.each([
    ["Ends at a question? Then more words here", 30, "Ends at a question?"],
    ["Wow! more", 7, "Wow!"],
    ["Wow more! yes", 7, "Wow..."], // the terminator is past the cut: back to the last space
    [".Leading terminator then words", 12, ".Leading..."], // a terminator at index 0 does not count
    ["abcdefghijklmnop", 5, "abcde..."], // no terminator, no space
    ["x. y", 4, "x. y"], // not longer than the limit
  ])("%j cut to %d bytes", (description, maxLen, expected) => {
    expect(truncateDescription(description, maxLen)).toBe(expected);
  });

  it("counts UTF-8 bytes and, like controller-gen, can split a character into U+FFFD", () => {
    // "。" is three bytes (E3 80 82): controller-gen keeps only its first byte after a cut at it.
    expect(truncateDescription("ab。cdef", 6)).toBe("ab\ufffd");
    // Cut in the middle of "。" with nothing else to cut at: both stray bytes become U+FFFD.
    expect(truncateDescription("ab。cd", 4)).toBe("ab\ufffd\ufffd...");
    expect(truncateDescription("é é é", 4)).toBe("é...");
  });
});

function crdWith(schema: JSONSchemaProps): CustomResourceDefinition {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "things.example.com" },
    spec: {
      group: "example.com",
      names: { kind: "Thing", plural: "things" },
      scope: "Namespaced",
      versions: [
        {
          name: "v1",
          served: true,
          storage: true,
          schema: { openAPIV3Schema: schema },
          additionalPrinterColumns: [
            { name: "Age", type: "date", jsonPath: ".x", description: "Long column text." },
          ],
        },
      ],
    },
  };
}

const nested: JSONSchemaProps = {
  type: "object",
  description: "Root. Of the thing.",
  properties: {
    list: {
      type: "array",
      description: "A list. Of items.",
      items: { type: "string", description: "Item. Text." },
    },
    map: { type: "object", additionalProperties: { type: "string", description: "Value. Text." } },
    union: {
      anyOf: [{ type: "integer", description: "Int. Text." }],
      allOf: [{ description: "All. Text." }],
    },
    not: { not: { description: "Not. Text." } },
    pattern: { patternProperties: { "^a": { description: "Pattern. Text." } } },
    deps: { dependencies: { a: { description: "Dep. Text." }, b: ["c"] } },
    tuple: { items: [{ description: "Tuple. Text." }], additionalItems: { description: "More. Text." } },
    defs: { definitions: { d: { description: "Def. Text." } } },
  },
};

describe("maxDescLen on a CRD", () => {
  it("0 removes every schema description but keeps printer-column descriptions", () => {
    const text = renderCrdYaml(crdWith(nested), { maxDescLen: 0 });
    expect(text.match(/description/g)).toEqual(["description"]);
    expect(text).toContain("- description: Long column text.\n");
  });

  it("N cuts descriptions in every kind of child schema", () => {
    const limited = limitCrdDescriptions(crdWith(nested), 6);
    const text = JSON.stringify(limited.spec?.versions?.[0]?.schema);
    for (const cut of [
      "Root.",
      "Item.",
      "Value.",
      "Int.",
      "All.",
      "Not.",
      "Dep.",
      "Def.",
      "More.",
      "Tuple.",
    ]) {
      expect(text).toContain(`"description":"${cut}"`);
    }
    expect(text).toContain('"description":"A..."'); // "A list" has no terminator: cut at the space
    expect(text).toContain('"description":"Patter..."'); // no terminator, no space
    expect(text).not.toContain("Text.");
    expect(JSON.stringify(limited.spec?.versions?.[0]?.additionalPrinterColumns)).toContain(
      "Long column text.",
    );
  });

  it("a negative N changes nothing, and the input is never modified", () => {
    const input = crdWith(nested);
    const before = JSON.stringify(input);
    expect(renderCrdYaml(input, { maxDescLen: -1 })).toBe(renderCrdYaml(input));
    renderCrdYaml(input, { maxDescLen: 0 });
    expect(JSON.stringify(input)).toBe(before);
  });

  it("ignores schemas and descriptions of the wrong JSON type instead of throwing", () => {
    const odd = {
      spec: { versions: [null, { schema: { openAPIV3Schema: { description: 5, properties: [] } } }] },
    };
    expect(() => renderCrdYaml(odd as unknown as CustomResourceDefinition, { maxDescLen: 3 })).not.toThrow();
    expect(renderCrdYaml(odd as unknown as CustomResourceDefinition, { maxDescLen: 3 })).toContain(
      "description: 5",
    );
  });
});
