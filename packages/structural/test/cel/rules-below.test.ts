import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps, ValidationRule } from "../../src/model/schema-types.js";
import { nodesLeadingToRules } from "../../src/schema/cel/rules-below.js";

const rule = { "x-kubernetes-validations": [{ rule: "self.size() > 0" }] };

describe("nodesLeadingToRules", () => {
  it("keeps a node with rules and every ancestor on the CEL walk's edges, nothing else", () => {
    const withRules: JSONSchemaProps = { type: "string", ...rule };
    const plain: JSONSchemaProps = { type: "string" };
    const items: JSONSchemaProps = { type: "object", properties: { name: withRules, other: plain } };
    const list: JSONSchemaProps = { type: "array", items };
    const values: JSONSchemaProps = { type: "object", ...rule };
    const map: JSONSchemaProps = { type: "object", additionalProperties: values };
    const root: JSONSchemaProps = { type: "object", properties: { list, map, plain } };
    const found = nodesLeadingToRules(root);
    expect([...found]).toEqual(expect.arrayContaining([withRules, items, list, values, map, root]));
    expect(found.size).toBe(6);
  });

  it("does not follow the edges the CEL walk does not take (junctors, array-form items)", () => {
    const branch: JSONSchemaProps = { type: "string", ...rule };
    const root: JSONSchemaProps = {
      type: "object",
      properties: {
        a: { type: "string", allOf: [branch] },
        b: { type: "array", items: [branch] },
      },
    };
    expect(nodesLeadingToRules(root).size).toBe(0);
  });

  it("treats an empty rule list as no rules", () => {
    const root: JSONSchemaProps = { type: "object", "x-kubernetes-validations": [] };
    expect(nodesLeadingToRules(root).has(root)).toBe(false);
  });

  it("holds a node exactly when the node or one below it has rules (property)", () => {
    const rules = fc.constantFrom<ValidationRule[][]>([], [{ rule: "true" }]);
    // Trees three levels deep at most: wide enough to mix branches with and without rules.
    const tree = (depth: number): fc.Arbitrary<JSONSchemaProps> => {
      const leaf = fc.record({ "x-kubernetes-validations": rules }, { requiredKeys: [] });
      if (depth === 0) return leaf;
      const child = tree(depth - 1);
      return fc.record(
        {
          properties: fc.dictionary(fc.constantFrom("a", "b"), child, { maxKeys: 2 }),
          items: child,
          additionalProperties: child,
          "x-kubernetes-validations": rules,
        },
        { requiredKeys: [] },
      );
    };
    const schema = tree(3);
    fc.assert(
      fc.property(schema, (root) => {
        const found = nodesLeadingToRules(root);
        const below = (node: JSONSchemaProps): boolean =>
          (node["x-kubernetes-validations"]?.length ?? 0) > 0 ||
          Object.values(node.properties ?? {}).some(below) ||
          (node.items !== undefined && below(node.items as JSONSchemaProps)) ||
          (typeof node.additionalProperties === "object" &&
            node.additionalProperties !== null &&
            below(node.additionalProperties));
        const check = (node: JSONSchemaProps): void => {
          expect(found.has(node)).toBe(below(node));
          for (const child of Object.values(node.properties ?? {})) check(child);
          if (node.items !== undefined) check(node.items as JSONSchemaProps);
          if (typeof node.additionalProperties === "object" && node.additionalProperties !== null) {
            check(node.additionalProperties);
          }
        };
        check(root);
      }),
      { numRuns: 200 },
    );
  });
});
