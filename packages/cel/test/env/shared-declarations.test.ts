import { describe, expect, it } from "vitest";
import { compileKubernetes } from "../../src/env/compile.js";
import { kubernetesEnvironment } from "../../src/env/environment.js";
import { variableDecl } from "../../src/decls/decls.js";
import { celTypes } from "../../src/common/types.js";

// The libraries' declarations are built once per environment and shared by every compile; what one compile
// declares (its `self`) must not be seen by the next.
describe("declarations shared between compiles of one environment", () => {
  const environment = kubernetesEnvironment();

  it("keeps each compile's variables its own", () => {
    const first = compileKubernetes("self + 1", environment, {
      variables: [variableDecl("self", celTypes.int)],
    });
    expect(first.errors).toEqual([]);
    const second = compileKubernetes("self.size() > 0", environment, {
      variables: [variableDecl("self", celTypes.string)],
    });
    expect(second.errors).toEqual([]);
    const third = compileKubernetes("self == 1", environment);
    expect(third.errors.map((e) => e.message)).toEqual(["undeclared reference to 'self' (in container '')"]);
  });

  it("still sees the libraries after many compiles", () => {
    for (let i = 0; i < 3; i++) {
      expect(
        compileKubernetes("'a'.matches('a') && [1, 2].sortBy(x, -x) == [2, 1]", environment).errors,
      ).toEqual([]);
    }
  });
});
