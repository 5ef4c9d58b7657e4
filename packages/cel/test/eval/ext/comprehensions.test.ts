/**
 * google/cel-go `ext/comprehensions_test.go` (14f6746a): `TestTwoVarComprehensions`, every expression that
 * needs nothing outside the Kubernetes environment (1.37, StoredExpressions: two-variable comprehensions,
 * lists version 3, strings version 2, optional types), evaluated as upstream does both from the parsed and
 * from the checked AST, each true; and `TestTwoVarComprehensionsRuntimeErrors`. Left out: the seven cases
 * written with `cel.bind` (ext.Bindings, not in Kubernetes) and the two with `string.reverse()` (strings
 * version 3), and the runtime error case `[0, 0u]`, a mixed literal the Kubernetes environment's
 * homogeneous-literal validator refuses.
 */
import { describe, expect, it } from "vitest";
import {
  compileKubernetes,
  evaluate,
  kubernetesEnvironment,
  kubernetesOverloads,
  parse,
} from "../../../src/index.js";
import { kubernetesParseOptionsFor } from "../../../src/env/compile.js";
import { ErrorValue } from "../../../src/values/value.js";

const environment = kubernetesEnvironment({ binaryVersion: "1.37", type: "StoredExpressions" });
const overloads = kubernetesOverloads();

const trueExpressions = [
  "[1, 2, 3, 4].all(i, v, i < 5 && v > 0)",
  "[1, 2, 3, 4].all(i, v, i < v)",
  "[1, 2, 3, 4].all(i, v, i > v) == false",
  `['Hello', 'world'].transformList(i, v, "[%d]%s".format([i, v.lowerAscii()])) == ["[0]hello", "[1]world"]`,
  `['hello', 'world'].transformList(i, v, v.startsWith('greeting'), "[%d]%s".format([i, v])) == []`,
  "[1, 2, 3].transformList(indexVar, valueVar, (indexVar * valueVar) + valueVar) == [1, 4, 9]",
  "[1, 2, 3].transformList(indexVar, valueVar, indexVar % 2 == 0, (indexVar * valueVar) + valueVar) == [1, 9]",
  "['Hello', 'world'].transformMap(i, v, [v.lowerAscii()]) == {0: ['hello'], 1: ['world']}",
  `// round-tripping example
		['world', 'Hello'].transformMap(i, v, [v.lowerAscii()])
		  .transformList(k, v, v) // extract the list back form the map
		  .flatten()
		  .sort() == ['hello', 'world']`,
  `[1, 2, 3].transformMap(indexVar, valueVar,
	      (indexVar * valueVar) + valueVar) == {0: 1, 1: 4, 2: 9}`,
  `[1, 2, 3].transformMap(indexVar, valueVar, indexVar % 2 == 0,
	  	  (indexVar * valueVar) + valueVar) == {0: 1, 2: 9}`,
  "{'hello': 'world', 'hello!': 'world'}.all(k, v, k.startsWith('hello') && v == 'world')",
  "{'hello': 'world', 'hello!': 'worlds'}.all(k, v, k.startsWith('hello') && v.endsWith('world')) == false",
  "{'hello': 'world', 'hello!': 'worlds'}.exists(k, v, k.startsWith('hello') && v.endsWith('world'))",
  "{'hello': 'world', 'hello!': 'worlds'}.existsOne(k, v, k.startsWith('hello') && v.endsWith('world'))",
  "{'hello': 'world', 'hello!': 'worlds'}.exists_one(k, v, k.startsWith('hello') && v.endsWith('world'))",
  "{'hello': 'world', 'hello!': 'wow, world'}.exists_one(k, v, k.startsWith('hello') && v.endsWith('world')) == false",
  `{'Hello': 'world'}.transformList(k, v, "%s=%s".format([k.lowerAscii(), v])) == ["hello=world"]`,
  `dyn({'Hello': 'world'}).transformList(k, v, "%s=%s".format([k.lowerAscii(), v])) == ["hello=world"]`,
  `{'hello': 'world'}.transformList(k, v, k.startsWith('greeting'), "%s=%s".format([k, v])) == []`,
  `{'greeting': 'hello', 'farewell': 'goodbye'}
		  .transformList(k, _, k).sort() == ['farewell', 'greeting']`,
  `{'greeting': 'hello', 'farewell': 'goodbye'}
		  .transformList(_, v, v).sort() == ['goodbye', 'hello']`,
  `{'hello': 'world', 'goodbye': 'cruel world'}.transformMap(k, v, "%s, %s!".format([k, v]))
		   == {'hello': 'hello, world!', 'goodbye': 'goodbye, cruel world!'}`,
  `dyn({'hello': 'world', 'goodbye': 'cruel world'}).transformMap(k, v, "%s, %s!".format([k, v]))
		   == {'hello': 'hello, world!', 'goodbye': 'goodbye, cruel world!'}`,
  `{'hello': 'world', 'goodbye': 'cruel world'}.transformMap(k, v, v.startsWith('world'), "%s, %s!".format([k, v]))
		   == {'hello': 'hello, world!'}`,
  "{'hello': 'world', 'greetings': 'tacocat'}.transformMapEntry(k, v, {}) == {}",
];

function compile(expr: string) {
  const compiled = compileKubernetes(expr, environment);
  expect(compiled.errors.map((e) => e.message)).toEqual([]);
  if (compiled.ast === undefined) throw new Error(`no AST for ${expr}`);
  return compiled.ast;
}

describe("cel-go TestTwoVarComprehensions", () => {
  it.each(trueExpressions)("%s", (expr) => {
    const parsed = parse(expr, kubernetesParseOptionsFor(environment));
    if (parsed.ast === undefined) throw new Error(`parse ${expr}`);
    for (const ast of [parsed.ast, compile(expr)]) {
      expect(evaluate(ast, {}, { overloads }).value).toBe(true);
    }
  });
});

describe("cel-go TestTwoVarComprehensionsRuntimeErrors", () => {
  it("[1, 1].transformMapEntry(i, v, {v: i})", () => {
    const value = evaluate(compile("[1, 1].transformMapEntry(i, v, {v: i})"), {}, { overloads }).value;
    expect(value).toBeInstanceOf(ErrorValue);
    expect(value instanceof ErrorValue ? value.message : "").toContain("insert failed: key 1 already exists");
  });
});
