/**
 * A PreparedEnvironment declares its environment's libraries once for every expression compiled in it and parses
 * with one parser, with the results of a compilation in the plain environment (which prepares it for that call).
 */
import { describe, expect, it } from "vitest";
import { PreparedEnvironment, compileKubernetes } from "../../src/env/compile.js";
import { kubernetesEnvironment, newKubernetesCheckerEnv } from "../../src/env/environment.js";
import { Parser, parse } from "../../src/parser/parser.js";
import { variableDecl } from "../../src/decls/decls.js";
import { celTypes, listType } from "../../src/common/types.js";

const texts = [
  "self.all(x, x.startsWith('a')) && self.size() < 3",
  "self.exists(x, x == 1",
  "self.undeclared()",
  "duration('1x') == duration('1s')",
  "[?optional.of(1)].size() == 1",
];
const options = { variables: [variableDecl("self", listType(celTypes.string))] };

describe("PreparedEnvironment", () => {
  it("compiles as the plain environment does", () => {
    const environment = kubernetesEnvironment();
    const ready = new PreparedEnvironment(environment);
    for (const text of texts) {
      expect(compileKubernetes(text, ready, options)).toEqual(compileKubernetes(text, environment, options));
    }
  });

  it("declares the libraries once for all its checker environments, and parses with one parser", () => {
    const environment = kubernetesEnvironment();
    const ready = new PreparedEnvironment(environment);
    const [a, b] = [ready.checkerEnv(), ready.checkerEnv({ container: "x" })];
    expect(a).not.toBe(b);
    expect(a.lookupDeclaredFunction("size")).toBe(b.lookupDeclaredFunction("size"));
    // Without one, each checker environment declares them anew.
    const [c, d] = [newKubernetesCheckerEnv(environment), newKubernetesCheckerEnv(environment)];
    expect(c.lookupDeclaredFunction("size")).not.toBe(d.lookupDeclaredFunction("size"));
    expect(ready.parser).toBe(ready.parser);
    expect(ready.parser.options).toBe(ready.parseOptions);
  });

  it("has a parser that parses as parse does with its options", () => {
    const ready = new PreparedEnvironment(kubernetesEnvironment());
    const parser = new Parser(ready.parseOptions);
    for (const text of texts) expect(parser.parse(text)).toEqual(parse(text, ready.parseOptions));
  });
});
