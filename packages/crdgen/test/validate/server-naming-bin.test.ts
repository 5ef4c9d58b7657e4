import { describe, expect, it } from "vitest";
import { folderWith, runBin, widgetCrd } from "./fixtures.js";

// widgetCrd with an x-kubernetes-int-or-string field (spec.port).
const crd = widgetCrd.replace(
  "                ratio:\n",
  "                port:\n                  x-kubernetes-int-or-string: true\n                ratio:\n",
);
const widget = (metadata: string, spec: string): string =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n${metadata}\nspec:\n${spec}\n`;

describe("crdgen validate: what the server does before validating", () => {
  it("generates the name of an object with only generateName (store.go), with the fixed suffix xxxxx", () => {
    const dir = folderWith({ "crd.yaml": crd, "w.yaml": widget("  generateName: gen-", "  size: 3") });
    const run = runBin(["validate", "w.yaml", "--crds", "crd.yaml", "--output", "yaml"], dir);
    expect(run.stdout).toContain("  generateName: gen-\n  generation: 1\n  name: gen-xxxxx\n");
    expect(run.status).toBe(0);
  });

  it("validates the generated name as the name, and names the object by it", () => {
    const long = "a".repeat(70);
    const dir = folderWith({
      "crd.yaml": crd,
      "bad.yaml": widget("  generateName: Bad-", "  size: 3"),
      "long.yaml": widget(`  generateName: ${long}`, "  size: 3"),
    });
    const bad = runBin(["validate", "bad.yaml", "--crds", "crd.yaml"], dir);
    expect(bad.stdout).toContain('The Widget "Bad-xxxxx" is invalid');
    expect(bad.stdout).toContain('metadata.name: Invalid value: "Bad-xxxxx": a lowercase RFC 1123 subdomain');
    expect(bad.status).toBe(1);
    // The prefix is cut to 58 bytes before the 5 generated characters.
    const cut = runBin(["validate", "long.yaml", "--crds", "crd.yaml", "--output", "yaml"], dir);
    expect(cut.stdout).toContain(`  name: ${"a".repeat(58)}xxxxx\n`);
    expect(cut.status).toBe(0);
  });

  it("refuses a boolean in an x-kubernetes-int-or-string field on create and on update", () => {
    const dir = folderWith({
      "crd.yaml": crd,
      "old.yaml": widget("  name: w", "  size: 3\n  port: 80"),
      "new.yaml": widget("  name: w", "  size: 3\n  port: true"),
    });
    const message =
      'spec.port: Invalid value: "boolean": spec.port in body must be of type integer,string: "boolean"';
    const create = runBin(["validate", "new.yaml", "--crds", "crd.yaml"], dir);
    expect(create.stdout).toContain(message);
    expect(create.status).toBe(1);
    const update = runBin(["validate", "new.yaml", "--crds", "crd.yaml", "--old", "old.yaml"], dir);
    expect(update.stdout).toContain(message);
    expect(update.status).toBe(1);
    const fine = runBin(["validate", "old.yaml", "--crds", "crd.yaml"], dir);
    expect(fine.status).toBe(0);
  });
});
