import { describe, expect, it } from "vitest";
import { folderWith, runBin, widgetCrd } from "./fixtures.js";

const typoAndMissingDefault = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w1
spec:
  size: 3
  sise: 4
`;

const tooLarge = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w2
spec:
  size: 11
  tags: [a, b, a]
`;

describe("crdgen validate through the bin", () => {
  it("prunes an unknown field with the server's warning at its key, defaults, and exits 0", () => {
    const dir = folderWith({ "crd.yaml": widgetCrd, "w1.yaml": typoAndMissingDefault });
    const run = runBin(["validate", "w1.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain('w1.yaml:7:3 - warning CRD5041: unknown field "spec.sise"');
    expect(run.stdout).toContain("Validated 1 object in 1 file: no errors, 1 warning\n");
    expect(run.status).toBe(0);
  });

  it("fails on unknown fields with --strict", () => {
    const dir = folderWith({ "crd.yaml": widgetCrd, "w1.yaml": typoAndMissingDefault });
    const run = runBin(["validate", "w1.yaml", "--crds", "crd.yaml", "--strict"], dir);
    expect(run.stdout).toContain('w1.yaml:7:3 - error CRD5041: unknown field "spec.sise"');
    // fieldValidation=Strict: schemaCoercingDecoder's strict decoding error, a BadRequest through
    // transformDecodeError (apiserver pkg/endpoints/handlers/rest.go), in place of kubectl's invalid line.
    expect(run.stdout).toContain(
      'w1.yaml:1 (document 0): Widget in version "v1" cannot be handled as a Widget: strict decoding error: unknown field "spec.sise"\n',
    );
    expect(run.status).toBe(1);
  });

  it("prints the stored object, pruned and defaulted, with --output yaml and the findings on stderr", () => {
    const dir = folderWith({ "crd.yaml": widgetCrd, "w1.yaml": typoAndMissingDefault });
    const run = runBin(["validate", "w1.yaml", "--crds", "crd.yaml", "--output", "yaml"], dir);
    // kubectl get -o yaml prints one object without `---` (cli-runtime v0.35.0 printers/yaml.go).
    expect(run.stdout).toBe(
      [
        "apiVersion: example.com/v1",
        "kind: Widget",
        "metadata:",
        "  generation: 1",
        "  name: w1",
        "  namespace: default",
        "spec:",
        "  mode: fast",
        "  size: 3",
        "",
      ].join("\n"),
    );
    expect(run.stderr).toContain('unknown field "spec.sise"');
    expect(run.status).toBe(0);
  });

  it("prints kubectl's line and each error at its field, and exits 1", () => {
    const dir = folderWith({ "crd.yaml": widgetCrd, "w2.yaml": tooLarge });
    const run = runBin(["validate", "w2.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain(
      'w2.yaml:1 (document 0): The Widget "w2" is invalid: [spec.size: Invalid value: 11: spec.size in body ' +
        'should be less than or equal to 10, spec.tags[2]: Duplicate value: "a"]\n',
    );
    expect(run.stdout).toContain(
      "w2.yaml:6:9 - error CRD5040: spec.size: Invalid value: 11: spec.size in body should be less than or equal to 10",
    );
    expect(run.stdout).toContain('w2.yaml:7:16 - error CRD5040: spec.tags[2]: Duplicate value: "a"');
    expect(run.stdout).toContain("Validated 1 object in 1 file: 1 invalid, 2 errors\n");
    expect(run.status).toBe(1);
  });

  it("places a missing required field at its nearest parent", () => {
    const dir = folderWith({
      "crd.yaml": widgetCrd,
      "w.yaml": "apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  mode: slow\n",
    });
    const run = runBin(["validate", "w.yaml", "--crds", "crd.yaml", "--format", "json"], dir);
    const json = JSON.parse(run.stdout) as { objects: { errors: unknown[] }[] };
    expect(json.objects[0]?.errors).toEqual([
      { type: "FieldValueRequired", field: "spec.size", detail: "", line: 5, column: 1 },
    ]);
    expect(run.status).toBe(1);
  });

  it("prints one JSON document with the documented shape", () => {
    const dir = folderWith({ "crd.yaml": widgetCrd, "w.yaml": `${typoAndMissingDefault}---\n${tooLarge}` });
    const run = runBin(["validate", "w.yaml", "--crds", "crd.yaml", "--format", "json"], dir);
    const json = JSON.parse(run.stdout) as { objects: Record<string, unknown>[] };
    expect(json).toEqual({
      objects: [
        {
          file: "w.yaml",
          index: 0,
          apiVersion: "example.com/v1",
          kind: "Widget",
          name: "w1",
          valid: true,
          message: "",
          errors: [],
          warnings: ['unknown field "spec.sise"'],
          stored: {
            apiVersion: "example.com/v1",
            kind: "Widget",
            metadata: { name: "w1", namespace: "default", generation: 1 },
            spec: { size: 3, mode: "fast" },
          },
          runtimeCost: 0,
        },
        expect.objectContaining({ name: "w2", valid: false, stored: null, runtimeCost: 0 }),
      ],
    });
    expect(run.status).toBe(1);
  });

  it("gives the server's texts for an unserved version and a deprecated one", () => {
    const dir = folderWith({
      "crd.yaml": widgetCrd,
      "w.yaml":
        "apiVersion: example.com/v2\nkind: Widget\nmetadata:\n  name: a\n---\n" +
        "apiVersion: example.com/v1beta1\nkind: Widget\nmetadata:\n  name: b\n",
    });
    const run = runBin(["validate", "w.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain(
      'w.yaml:1:13 - error CRD5042: no matches for kind "Widget" in version "example.com/v2"',
    );
    expect(run.stdout).toContain(
      "w.yaml:6:13 - warning CRD5043: example.com/v1beta1 Widget is deprecated; use example.com/v1 Widget",
    );
    expect(run.status).toBe(1);
  });

  it("exits 2 when --crds holds no CRD, or an input cannot be read", () => {
    const dir = folderWith({ "w1.yaml": typoAndMissingDefault });
    const none = runBin(["validate", "w1.yaml", "--crds", "w1.yaml"], dir);
    expect(none.stderr).toContain(
      "error CRD5046: no apiextensions.k8s.io/v1 CustomResourceDefinition in w1.yaml",
    );
    expect(none.status).toBe(2);
    const withCrd = folderWith({ "crd.yaml": widgetCrd });
    const missing = runBin(["validate", "nope.yaml", "--crds", "crd.yaml"], withCrd);
    expect(missing.stdout).toContain("error CRD5001: cannot read nope.yaml: no such file or directory");
    expect(missing.status).toBe(2);
  });

  it("refuses --output with --format json as a usage error", () => {
    const dir = folderWith({ "crd.yaml": widgetCrd, "w1.yaml": typoAndMissingDefault });
    const run = runBin(
      ["validate", "w1.yaml", "--crds", "crd.yaml", "--output", "json", "--format", "json"],
      dir,
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--output");
  });

  it("notes the CEL rules it could not evaluate, naming the functions without a runtime", () => {
    // The authorizer library has no runtime; an int-or-string field is dyn, so its member functions type-check.
    const withRule = widgetCrd
      .replace(
        "              required: [size]\n",
        "              required: [size]\n              x-kubernetes-validations:\n" +
          '                - rule: "!has(self.port) || self.port.allowed()"\n' +
          "                - rule: self.size > 1\n",
      )
      .replace(
        "                size:\n",
        "                port:\n                  x-kubernetes-int-or-string: true\n                size:\n",
      );
    const dir = folderWith({ "crd.yaml": withRule, "w1.yaml": typoAndMissingDefault });
    const run = runBin(["validate", "w1.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain(
      'w1.yaml:1:1 - info CRD5045: Widget "w1": the x-kubernetes-validations rules calling allowed were not evaluated (no runtime in crdgen)',
    );
    expect(run.status).toBe(0);
  });

  it("evaluates the URL library's rules (url(), isURL and the getters)", () => {
    const withRule = widgetCrd.replace(
      "              required: [size]\n",
      "              required: [size]\n              x-kubernetes-validations:\n" +
        "                - rule: url('https://example.com:8443/a%2Fb?x=1&x=2').getQuery()['x'] == ['1', '2']\n" +
        '                - rule: "!has(self.mode) || isURL(self.mode)"\n',
    );
    const dir = folderWith({ "crd.yaml": withRule, "w1.yaml": typoAndMissingDefault });
    const run = runBin(["validate", "w1.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain(
      "w1.yaml:5:1 - error CRD5040: spec: Invalid value: failed rule: !has(self.mode) || isURL(self.mode)",
    );
    expect(run.stdout).not.toContain("CRD5045");
    expect(run.status).toBe(1);
  });

  it("reads standard input, and the items of a List each at their own place", () => {
    const dir = folderWith({ "crd.yaml": widgetCrd });
    const list =
      "apiVersion: v1\nkind: List\nitems:\n" +
      "  - apiVersion: example.com/v1\n    kind: Widget\n    metadata:\n      name: a\n    spec:\n      size: 1\n" +
      "  - apiVersion: example.com/v1\n    kind: Widget\n    metadata:\n      name: b\n    spec:\n      size: 12\n";
    const run = runBin(["validate", "-", "--crds", "crd.yaml"], dir, list);
    expect(run.stdout).toContain(
      '-:10 (item 1 of the List): The Widget "b" is invalid: spec.size: Invalid value: 12',
    );
    expect(run.stdout).toContain("-:15:13 - error CRD5040: spec.size: Invalid value: 12");
    expect(run.stdout).toContain("Validated 2 objects in 1 file: 1 invalid, 1 error\n");
    expect(run.status).toBe(1);
  });
});
