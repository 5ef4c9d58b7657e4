import { describe, expect, it } from "vitest";
import { folderWith, runBin, widgetCrd } from "../validate/fixtures.js";

// apiextensions compileRule: `ruleEnv.Program` fails when cel.OptOptimize folds a constant conversion that errors.
describe("crdgen check: rules whose program cannot be instantiated", () => {
  it("refuses a rule converting a constant that fails, with the server's text", () => {
    const withRule = widgetCrd.replace(
      "              required: [size]\n",
      "              required: [size]\n              x-kubernetes-validations:\n                - rule: int('abc') == 1\n",
    );
    const run = runBin(["check", "crd.yaml"], folderWith({ "crd.yaml": withRule }));
    expect(run.stdout).toContain(
      `x-kubernetes-validations[0].rule: Invalid value: {"Rule":"int('abc') == 1","Message":"",` +
        `"MessageExpression":"","Reason":null,"FieldPath":"","OptionalOldSelf":null}: program instantiation ` +
        `failed: type conversion error from 'string' to 'int'`,
    );
    expect(run.status).toBe(1);
  });
});
