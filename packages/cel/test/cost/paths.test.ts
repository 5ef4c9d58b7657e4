/**
 * The AstNode path mechanism of cel-go's coster (checker/cost.go getPath/addPath, pushIter*, index_list/index_map)
 * and the cost of optional selection, written from the Go source: which paths reach the size estimator.
 */
import { describe, expect, it } from "vitest";
import {
  type AstNode,
  type SizeEstimate,
  celTypes,
  estimateCost,
  kubernetesParseOptions,
  listType,
  mapType,
  optionalLibrary,
  variableDecl,
} from "../../src/index.js";
import { compile } from "./compile.js";

const vars = [
  variableDecl("l", listType(listType(celTypes.string))),
  variableDecl("m", mapType(celTypes.string, celTypes.string)),
  variableDecl("s", celTypes.string),
];

/** The paths the estimator was asked about, in order, deduplicated. */
function pathsSeen(text: string): string[] {
  const seen: string[] = [];
  const estimator = {
    estimateSize(node: AstNode): SizeEstimate | undefined {
      const path = node.path?.join(".") ?? "<none>";
      if (!seen.includes(path)) seen.push(path);
      return undefined;
    },
    estimateCallCost: () => undefined,
  };
  const checked = compile(text, {
    vars,
    functions: optionalLibrary().functions,
    parseOptions: kubernetesParseOptions,
  });
  estimateCost(checked, estimator);
  return seen;
}

describe("AstNode paths", () => {
  it("steps into list items through single-variable comprehensions", () => {
    expect(pathsSeen("l.all(x, x.all(y, y.size() > 0))")).toEqual(
      expect.arrayContaining(["l", "l.@items", "l.@items.@items"]),
    );
  });
  it("steps into map keys for single-variable comprehensions over maps", () => {
    expect(pathsSeen("m.all(k, k.startsWith('a'))")).toEqual(expect.arrayContaining(["m", "m.@keys"]));
  });
  it("uses @keys/@values for two-variable map comprehensions and @indices/@items for lists", () => {
    expect(pathsSeen("m.all(k, v, k.contains(v))")).toEqual(expect.arrayContaining(["m.@keys", "m.@values"]));
    expect(pathsSeen("l.all(i, v, v.size() > i)")).toEqual(expect.arrayContaining(["l.@items"]));
  });
  it("extends the path of index operations", () => {
    expect(pathsSeen("l[0][1].contains(m['a'])")).toEqual(
      expect.arrayContaining(["l.@items.@items", "m.@values"]),
    );
  });
  it("gives no path below an accumulator", () => {
    const paths = pathsSeen("l.map(x, x).all(y, y.size() > 0)");
    expect(paths.filter((p) => p.startsWith("__result__") || p.startsWith("@result"))).toEqual([]);
  });
});

describe("optional selection", () => {
  const estimator = { estimateSize: () => undefined, estimateCallCost: () => undefined };
  const cost = (text: string) => {
    const checked = compile(text, {
      vars,
      functions: optionalLibrary().functions,
      parseOptions: kubernetesParseOptions,
    });
    const { min, max } = estimateCost(checked, estimator);
    return [min, max];
  };
  it("prices m.?a as a call: the operand, the field literal and one unit", () => {
    expect(cost("m.?a")).toEqual([2n, 2n]);
  });
  it("prices l[?0] the same way", () => {
    expect(cost("l[?0]")).toEqual([2n, 2n]);
  });
});
