import { describe, expect, it } from "vitest";
import { RenderMemo, renderGoYamlDocument } from "../../src/render/index.js";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const longText =
  "A description that is long enough to be folded at eighty columns, with  two spaces and 'quotes' too.";

function schema(): Record<string, unknown> {
  return {
    description: longText,
    type: "object",
    properties: {
      v10: { type: "integer", default: 1e21 },
      v2: { type: "string", enum: ["yes", "", "- x", "multi\nline\n"] },
      v1alpha1: { items: { type: "array" }, type: "array", "x-kubernetes-list-map-keys": ["name"] },
    },
    required: [],
  };
}

function document(shared: object): unknown {
  return {
    top: shared,
    list: [shared, { nested: [shared, [shared]] }],
    deep: { a: { b: { c: shared } } },
    [longText.repeat(2)]: shared,
  };
}

describe("renderGoYamlDocument caches", () => {
  it("writes a shared frozen subtree exactly as an unshared copy, wherever it sits", () => {
    const expected = renderGoYamlDocument(document(schema()));
    const frozen = deepFreeze(schema());
    expect(renderGoYamlDocument(document(frozen))).toBe(expected);
    expect(renderGoYamlDocument(document(frozen))).toBe(expected);
    expect(renderGoYamlDocument(document(frozen))).toBe(expected);
  });

  it("does not replay a frozen subtree whose child can still change", () => {
    const child = { type: "string" };
    const parent = Object.freeze({ properties: Object.freeze({ child }) });
    const before = renderGoYamlDocument({ a: parent, b: parent });
    expect(before).toBe(renderGoYamlDocument({ a: parent, b: parent }));
    child.type = "integer";
    expect(renderGoYamlDocument({ a: parent })).toBe("a:\n  properties:\n    child:\n      type: integer\n");
  });

  it("writes a shared plain (unfrozen) subtree exactly as unshared copies within one run", () => {
    const expected = renderGoYamlDocument(document(schema()));
    const memo = new RenderMemo();
    const shared = schema();
    expect(renderGoYamlDocument(document(shared), memo)).toBe(expected);
    expect(renderGoYamlDocument(document(shared), memo)).toBe(expected);
  });

  it("forgets subtrees at the start of a run, so a schema edited between runs is rendered afresh", () => {
    const memo = new RenderMemo();
    const shared = { type: "string" };
    memo.startRun();
    expect(renderGoYamlDocument({ a: shared, b: shared, c: shared }, memo)).toBe(
      "a:\n  type: string\nb:\n  type: string\nc:\n  type: string\n",
    );
    shared.type = "integer";
    memo.startRun();
    expect(renderGoYamlDocument({ a: shared, b: shared, c: shared }, memo)).toBe(
      "a:\n  type: integer\nb:\n  type: integer\nc:\n  type: integer\n",
    );
  });

  it("renders a repeated scalar the same at every column and indentation", () => {
    const value = { k: longText, list: [longText, [longText]], [longText]: { x: longText } };
    const first = renderGoYamlDocument(value);
    expect(renderGoYamlDocument(value)).toBe(first);
    const folded = "A description that is long enough to be folded at eighty columns, with  two spaces\n";
    expect(first).toBe(
      `${longText}:\n  x: ${folded}    and 'quotes' too.\nk: ${folded}  and 'quotes' too.\n` +
        `list:\n- ${folded}  and 'quotes' too.\n- - ${folded}    and 'quotes' too.\n`,
    );
  });
});

describe("RenderMemo runs", () => {
  it("forgets a run's subtrees when the run finishes", () => {
    const memo = new RenderMemo();
    const node = { type: "object" };
    const rendered = { text: "type: object\n", column: 0, whitespace: true, indention: true };
    memo.startRun();
    expect(memo.wantsSubtree(node, "0,0")).toBe(false);
    expect(memo.wantsSubtree(node, "0,0")).toBe(true);
    memo.keepSubtree(node, "0,0", rendered);
    expect(memo.subtree(node, "0,0")).toBe(rendered);
    memo.finishRun();
    expect(memo.subtree(node, "0,0")).toBeUndefined();
    expect(memo.wantsSubtree(node, "0,0")).toBe(false);
  });
});
