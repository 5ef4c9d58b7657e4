import { describe, expect, it } from "vitest";
import { folderWith, runBin, widgetCrd } from "./fixtures.js";

// spec's rules: one with a message, one with a messageExpression, one with a reason and a fieldPath.
const rules = `              x-kubernetes-validations:
                - rule: self.size <= 5
                  message: size must be at most 5
                - rule: "!has(self.mode) || self.mode != 'slow'"
                  messageExpression: "'mode ' + self.mode + ' is not allowed'"
                - rule: "!has(self.count) || self.count >= self.size"
                  message: count must be at least size
                  reason: FieldValueForbidden
                  fieldPath: .count
`;
const crd = widgetCrd.replace("              required: [size]\n", `              required: [size]\n${rules}`);

const widget = (spec: string): string =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w1\nspec:\n${spec}`;

function validateOne(spec: string, ...flags: string[]) {
  const dir = folderWith({ "crd.yaml": crd, "w1.yaml": widget(spec) });
  return runBin(["validate", "w1.yaml", "--crds", "crd.yaml", ...flags], dir);
}

describe("crdgen validate evaluates x-kubernetes-validations rules", () => {
  it("reports a failed rule with its message at the node's place", () => {
    const run = validateOne("  size: 7\n");
    expect(run.stdout).toContain("w1.yaml:5:1 - error CRD5040: spec: Invalid value: size must be at most 5");
    expect(run.stdout).toContain('The Widget "w1" is invalid: spec: Invalid value: size must be at most 5');
    expect(run.stdout).not.toContain("CRD5045");
    expect(run.status).toBe(1);
  });

  it("words a failed rule with its messageExpression", () => {
    const run = validateOne("  size: 2\n  mode: slow\n");
    expect(run.stdout).toContain(
      "w1.yaml:5:1 - error CRD5040: spec: Invalid value: mode slow is not allowed",
    );
    expect(run.status).toBe(1);
  });

  it("reports at the rule's fieldPath with the error type of its reason", () => {
    const run = validateOne("  size: 4\n  count: 1\n");
    expect(run.stdout).toContain(
      "w1.yaml:7:10 - error CRD5040: spec.count: Forbidden: count must be at least size",
    );
    expect(run.status).toBe(1);
  });

  it("passes an object that keeps every rule, with the real runtime cost in the JSON output", () => {
    const run = validateOne("  size: 4\n  count: 5\n  mode: fast\n", "--format", "json");
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as { objects: { valid: boolean; runtimeCost: number }[] };
    const object = report.objects[0];
    expect(object?.valid).toBe(true);
    // The three rules' actual costs added up, as the server charges them to the request's budget.
    expect(object?.runtimeCost).toBe(15);
  });

  it("reports a failed rule of the resource root at the server's nil path", () => {
    const rootRule = crd.replace(
      "        openAPIV3Schema:\n          type: object\n          properties:\n",
      "        openAPIV3Schema:\n          type: object\n          x-kubernetes-validations:\n" +
        "            - rule: self.metadata.name != 'w1'\n          properties:\n",
    );
    const dir = folderWith({ "crd.yaml": rootRule, "w1.yaml": widget("  size: 4\n") });
    const run = runBin(["validate", "w1.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain(
      "w1.yaml:1:1 - error CRD5040: <nil>: Invalid value: failed rule: self.metadata.name != 'w1'",
    );
    expect(run.status).toBe(1);
  });

  it("does not run the rules after a blocking schema error, as the server's hasBlockingErr", () => {
    const run = validateOne("  count: 9\n");
    expect(run.stdout).toContain("spec.size: Required value");
    expect(run.stdout).toContain(
      "<nil>: Invalid value: null: some validation rules were not checked because the object was invalid; " +
        "correct the existing errors to complete validation",
    );
    expect(run.stdout).not.toContain("count must be at least size");
    expect(run.status).toBe(1);
  });

  it("evaluates the format library: a failed format rule worded with the validator's own messages", () => {
    const formatRule = widgetCrd.replace(
      "              required: [size]\n",
      "              required: [size]\n              x-kubernetes-validations:\n" +
        '                - rule: "!format.dns1123Label().validate(self.mode).hasValue()"\n' +
        "                  messageExpression: \"format.dns1123Label().validate(self.mode).value().join('; ')\"\n",
    );
    const dir = folderWith({ "crd.yaml": formatRule, "w1.yaml": widget("  size: 4\n  mode: Not_A_Label\n") });
    const run = runBin(["validate", "w1.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain(
      "w1.yaml:5:1 - error CRD5040: spec: Invalid value: a lowercase RFC 1123 label must consist of lower case " +
        "alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  " +
        "or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
    );
    expect(run.stdout).not.toContain("CRD5045");
    expect(run.status).toBe(1);
  });

  it("passes a value the format accepts", () => {
    const formatRule = widgetCrd.replace(
      "              required: [size]\n",
      "              required: [size]\n              x-kubernetes-validations:\n" +
        "                - rule: \"!format.named('dns1123Label').value().validate(self.mode).hasValue()\"\n",
    );
    const dir = folderWith({ "crd.yaml": formatRule, "w1.yaml": widget("  size: 4\n  mode: my-mode\n") });
    const run = runBin(["validate", "w1.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).not.toContain("CRD5045");
    expect(run.status).toBe(0);
  });
});
