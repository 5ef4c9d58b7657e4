import { describe, expect, it } from "vitest";
import { BoundedCache } from "../../src/common/bounded-cache.js";

describe("BoundedCache", () => {
  it("keeps at most its limit, dropping the oldest entry first", () => {
    const cache = new BoundedCache<string, number>(3);
    for (const [i, key] of ["a", "b", "c", "d"].entries()) cache.set(key, i);
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBeUndefined();
    expect([cache.get("b"), cache.get("c"), cache.get("d")]).toEqual([1, 2, 3]);
  });

  it("replacing a key does not drop another", () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 3);
    expect([cache.get("a"), cache.get("b")]).toEqual([3, 2]);
  });
});
