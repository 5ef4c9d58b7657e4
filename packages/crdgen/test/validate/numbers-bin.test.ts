import { describe, expect, it } from "vitest";
import { folderWith, runBin, widgetCrd } from "./fixtures.js";

// Go's JSON decoder, as the API server reads an object kubectl sends: integers are int64 (exact past 2^53),
// larger ones float64, and 3.0 is the integer 3 (kubectl's YAML-to-JSON step writes it as 3).
const numbers = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: numbers
spec:
  size: 3.0
  count: 9007199254740993
  ratio: -9223372036854775808
`;

describe("crdgen validate: numbers as Go decodes them", () => {
  it("keeps int64 values exact in the stored object (yaml, json and --format json)", () => {
    const dir = folderWith({ "crd.yaml": widgetCrd, "n.yaml": numbers });
    const yaml = runBin(["validate", "n.yaml", "--crds", "crd.yaml", "--output", "yaml"], dir);
    expect(yaml.stdout).toContain("  count: 9007199254740993\n");
    expect(yaml.stdout).toContain("  ratio: -9223372036854775808\n");
    expect(yaml.stdout).toContain("  size: 3\n");
    expect(yaml.status).toBe(0);
    const json = runBin(["validate", "n.yaml", "--crds", "crd.yaml", "--output", "json"], dir);
    expect(json.stdout).toContain('"count": 9007199254740993,');
    // kubectl prints keys sorted.
    expect(json.stdout).toContain(
      '"metadata": {\n        "generation": 1,\n        "name": "numbers",\n        "namespace": "default"\n    },',
    );
    const tools = runBin(["validate", "n.yaml", "--crds", "crd.yaml", "--format", "json"], dir);
    expect(tools.stdout).toContain('"count":9007199254740993,');
  });

  it("makes a float64 of an integer past int64, which is then no integer to the schema", () => {
    const dir = folderWith({
      "crd.yaml": widgetCrd,
      "n.yaml": numbers.replace("9007199254740993", "18446744073709551615"),
    });
    const run = runBin(["validate", "n.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain(
      'n.yaml:7:10 - error CRD5040: spec.count: Invalid value: "number": spec.count in body must be of type integer: "number"',
    );
    expect(run.status).toBe(1);
  });

  // Found by the crvalidate oracle: 9223372036854775807 rounds to 2^63 as a JavaScript number, which the schema's
  // type check read as a float64 (`must be of type integer: "number"`); the server decodes it as an int64
  // (sigs.k8s.io/json kubernetes_patch.go:53-55) and accepts it.
  it.each(["9223372036854775807", "9223372036854775296"])(
    "keeps %s, an int64 near MaxInt64, an integer",
    (n) => {
      const dir = folderWith({ "crd.yaml": widgetCrd, "n.yaml": numbers.replace("9007199254740993", n) });
      const run = runBin(["validate", "n.yaml", "--crds", "crd.yaml", "--format", "json"], dir);
      const [object] = (JSON.parse(run.stdout) as { objects: { valid: boolean; errors: unknown[] }[] })
        .objects;
      expect(object?.errors).toEqual([]);
      expect(run.stdout).toContain(`"count":${n},`);
      expect(run.status).toBe(0);
    },
  );
});
