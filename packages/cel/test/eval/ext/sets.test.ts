/**
 * cel-go `ext/sets_test.go` `TestSets`: every expression is true, for the parsed and the checked AST, and the
 * checked one costs `actualCost` with the library's cost trackers (`trackSetsCost`).
 */
import { describe, expect, it } from "vitest";
import { ListValue, celTypes, listType, setsLibrary, variableDecl } from "../../../src/index.js";
import { evalExt } from "./eval-ext.js";

/** [expression, actual cost, whether it reads `x` = [5, 4, 3, 2, 1] declared list(int)]. */
const tests: readonly (readonly [string, bigint, boolean?])[] = [
  ["sets.contains(x, [1, 2, 3])", 27n, true],
  ["sets.contains(x, [1, 1, 1, 1, 1])", 37n, true],
  ["sets.contains([], [])", 21n],
  ["sets.contains([1], [])", 21n],
  ["sets.contains([1], [1])", 22n],
  ["sets.contains([1], [1, 1])", 23n],
  ["sets.contains([1, 1], [1])", 23n],
  ["sets.contains([2, 1], [1])", 23n],
  ["sets.contains([1, 2, 3, 4], [2, 3])", 29n],
  ["sets.contains([1], [1.0, 1])", 23n],
  ["sets.contains([1, 2], [2u, 2.0])", 25n],
  ["sets.contains([1, 2u], [2, 2.0])", 25n],
  ["sets.contains([1, 2.0, 3u], [1.0, 2u, 3])", 30n],
  ["sets.contains([[1], [2, 3]], [[2, 3.0]])", 53n],
  ["!sets.contains([1], [2])", 23n],
  ["!sets.contains([1], [1, 2])", 24n],
  ['!sets.contains([1], ["1", 1])', 24n],
  ["!sets.contains([1], [1.1, 1u])", 24n],
  ["sets.equivalent([], [])", 21n],
  ["sets.equivalent([1], [1])", 23n],
  ["sets.equivalent([1], [1, 1])", 25n],
  ["sets.equivalent([1, 1], [1])", 25n],
  ["sets.equivalent([1], [1u, 1.0])", 25n],
  ["sets.equivalent([1], [1u, 1.0])", 25n],
  ["sets.equivalent([1, 2, 3], [3u, 2.0, 1])", 39n],
  ["sets.equivalent([[1.0], [2, 3]], [[1], [2, 3.0]])", 69n],
  ["!sets.equivalent([2, 1], [1])", 26n],
  ["!sets.equivalent([1], [1, 2])", 26n],
  ["!sets.equivalent([1, 2], [2u, 2, 2.0])", 34n],
  ["!sets.equivalent([1, 2], [1u, 2, 2.3])", 34n],
  ["sets.intersects([1], [1])", 22n],
  ["sets.intersects([1], [1, 1])", 23n],
  ["sets.intersects([1, 1], [1])", 23n],
  ["sets.intersects([2, 1], [1])", 23n],
  ["sets.intersects([1], [1, 2])", 23n],
  ["sets.intersects([1], [1.0, 2])", 23n],
  ["sets.intersects([1, 2], [2u, 2, 2.0])", 27n],
  ["sets.intersects([1, 2], [1u, 2, 2.3])", 27n],
  ["sets.intersects([[1], [2, 3]], [[1, 2], [2, 3.0]])", 65n],
  ["!sets.intersects([], [])", 22n],
  ["!sets.intersects([1], [])", 22n],
  ["!sets.intersects([1], [2])", 23n],
  ['!sets.intersects([1], ["1", 2])', 24n],
];

const x = new ListValue([5n, 4n, 3n, 2n, 1n]);

describe("cel-go TestSets", () => {
  it.each(tests.map(([expr, cost, readsX]) => ({ expr, cost, readsX })))(
    "$expr",
    ({ expr, cost, readsX }) => {
      const env = {
        library: setsLibrary(),
        variables: readsX === true ? [variableDecl("x", listType(celTypes.int))] : [],
      };
      const vars = readsX === true ? { x } : {};
      expect(evalExt(expr, env, { vars })).toEqual({ value: true, cost });
      expect(evalExt(expr, env, { vars, parseOnly: true })).toMatchObject({ value: true });
    },
  );
});
