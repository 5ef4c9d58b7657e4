import { describe, expect, it } from "vitest";
import { renderGoYamlDocument } from "../../src/render/index.js";
import { formatGoYamlNumber } from "../../src/render/go-number.js";
import { compareGoYamlKeys } from "../../src/render/key-order.js";

describe("numbers as go-yaml prints JSON numbers", () => {
  it.each([
    [0, "0"],
    [-0, "0"],
    [42, "42"],
    [-7, "-7"],
    [2 ** 53, "9007199254740992"],
    // encoding/json's shortest 'f' digits (encode.go floatEncoder), then resolve.go's ParseInt/ParseUint
    [2 ** 63, "9223372036854776000"], // fits uint64: still an integer, with the digits json wrote
    [2 ** 63 - 1024, "9223372036854775000"], // fits int64
    [-(2 ** 63), "-9.223372036854776e+18"], // "-9223372036854776000" is below int64: a float
    [-(2 ** 63) + 1024, "-9223372036854775000"],
    [2 ** 64 - 2048, "18446744073709550000"],
    [2 ** 53 + 2, "9007199254740994"],
    [2 ** 64, "1.8446744073709552e+19"], // beyond uint64: a float
    [1e21, "1e+21"],
    [0.5, "0.5"],
    [-1.25, "-1.25"],
    [0.0001, "0.0001"],
    [0.00001, "1e-05"],
    [1.5e-7, "1.5e-07"],
    [123456.5, "123456.5"],
    [1234567.5, "1.2345675e+06"],
    [0.1 + 0.2, "0.30000000000000004"],
    [Number.NaN, "null"],
    [Number.POSITIVE_INFINITY, "null"],
  ])("%d", (n, expected) => {
    expect(formatGoYamlNumber(n)).toBe(expected);
  });

  it("writes numbers, booleans and null plain", () => {
    expect(renderGoYamlDocument({ a: 1, b: 0.5, c: true, d: false, e: null, f: 1e-7 })).toBe(
      "a: 1\nb: 0.5\nc: true\nd: false\ne: null\nf: 1e-07\n",
    );
  });
});

describe("mapping key order (go-yaml's keyList.Less)", () => {
  const sorted = (keys: string[]): string[] => [...keys].sort(compareGoYamlKeys);

  it.each([
    [
      ["b", "a", "B", "A"],
      ["A", "B", "a", "b"],
    ],
    [
      ["a10", "a2", "a1"],
      ["a1", "a2", "a10"],
    ], // digit runs compare by value
    [
      ["aB", "a_b", "a-b", "a.b"],
      ["a-b", "a.b", "a_b", "aB"],
    ], // non-letters before letters
    [
      ["x-kubernetes-list-type", "x-kubernetes-list-map-keys", "x-kubernetes-int-or-string"],
      ["x-kubernetes-int-or-string", "x-kubernetes-list-map-keys", "x-kubernetes-list-type"],
    ],
    [
      ["$ref", "type", "additionalProperties"],
      ["$ref", "additionalProperties", "type"],
    ],
    [
      ["ab", "a"],
      ["a", "ab"],
    ],
    [
      ["é", "z", "1"],
      ["1", "z", "é"],
    ],
    [
      ["v1beta1", "v1", "v1alpha1", "v2"],
      ["v1", "v1alpha1", "v1beta1", "v2"],
    ],
    [
      ["a01", "a1", "a001"],
      ["a1", "a01", "a001"],
    ], // equal values: the shorter run first
    [
      ["a2", "a_b"],
      ["a_b", "a2"],
    ], // a non-digit counts as the value 0
  ])("%j", (keys, expected) => {
    expect(sorted(keys)).toEqual(expected);
  });

  it("orders the keys of rendered mappings that way", () => {
    expect(renderGoYamlDocument({ a10: 1, a2: 2, a_b: 3, aB: 4 })).toBe("a_b: 3\na2: 2\na10: 1\naB: 4\n");
  });

  it("renders key sets where go-yaml's order is not transitive the same whatever the input order", () => {
    // v10 < v1alpha1 (digit before letter), v1alpha1 < v2 (1 < 2), v2 < v10 (2 < 10).
    const keys = ["v10", "v1alpha1", "v2", "v1"];
    const render = (order: string[]): string =>
      renderGoYamlDocument(Object.fromEntries(order.map((k) => [k, 1])));
    const expected = render(keys);
    expect(render([...keys].reverse())).toBe(expected);
    expect(render(["v2", "v1", "v10", "v1alpha1"])).toBe(expected);
  });
});
