import { describe, expect, it } from "vitest";
import { AliasBudget, allowedAliasRatio } from "../../src/manifest/alias-budget.js";

describe("allowedAliasRatio (go-yaml v2 decode.go)", () => {
  it.each([
    [0, 0.99],
    [400_000, 0.99],
    [2_200_000, 0.545],
    [4_000_000, 0.1],
    [9_000_000, 0.1],
  ])("allows %i decodes a share of %d", (decodes, ratio) => {
    expect(allowedAliasRatio(decodes)).toBeCloseTo(ratio, 10);
  });
});

describe("AliasBudget", () => {
  it("measures expanded sizes once, counting keys and alias nodes", () => {
    const budget = new AliasBudget();
    const leaf = { a: 1, b: [true, null] };
    const list = [leaf, leaf];
    budget.noteAliasChildren(list, 1);
    // leaf: mapping 1 + keys 2 + a 1 + sequence 3 = 7; list: 1 + one alias node + 2 * 7 = 16
    expect(budget.expandedSize(leaf)).toBe(7);
    expect(budget.expandedSize(list)).toBe(16);
    expect(budget.expandedSize("x")).toBe(1);
  });

  it("needs more than 100 alias decodes and more than 1000 decodes before it refuses", () => {
    const budget = new AliasBudget();
    const hundred = Array<number>(99).fill(0);
    expect(budget.countAlias(hundred)).toBe(true);
    expect(budget.exceeded).toBeUndefined();
    for (let i = 0; i < 1000; i++) budget.countNode();
    expect(budget.countAlias(Array<number>(200_000).fill(0))).toBe(false);
    expect(budget.exceeded).toEqual({ decodes: 1 + 100 + 1000 + 200_001, aliasDecodes: 100 + 200_001 });
  });

  it("saturates instead of overflowing on deeply nested expansion", () => {
    const budget = new AliasBudget();
    let level: unknown[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    for (let i = 0; i < 400; i++) {
      level = Array<unknown[]>(10).fill(level);
      budget.noteAliasChildren(level, 10);
    }
    expect(budget.expandedSize(level)).toBe(Number.MAX_SAFE_INTEGER);
    expect(budget.countAlias(level)).toBe(false);
  });
});
