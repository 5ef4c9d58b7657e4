import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { catalogOf } from "../../src/validate/api.js";
import { celRuleEvaluator } from "../../src/validate/cel-rules.js";
import { OldObjects } from "../../src/validate/old-objects.js";
import type { ValidateFileReport } from "../../src/validate/types.js";
import { fileDiagnostics, fileDiagnosticsForJson } from "../../src/validate/run.js";
import { validateManifestText } from "../../src/validate/validate-text.js";
import { widgetCrd } from "./fixtures.js";

// The JSON output counts the objects' errors and warnings without building their diagnostics; the counts and
// the diagnostics it lists must be those the text output builds one by one.
const catalog = catalogOf([yaml.load(widgetCrd)]);
const rules = celRuleEvaluator();

const widget = (name: string, spec: string, version = "v1") =>
  `apiVersion: example.com/${version}\nkind: Widget\nmetadata:\n  name: ${name}\nspec:\n${spec}`;

const objects = [
  widget("valid", "  size: 3\n"),
  widget("too-big", "  size: 11\n  tags: [a, a]\n"),
  widget("typo", "  size: 1\n  sise: 2\n  extra: true\n"),
  widget("old-version", "  size: 1\n", "v1beta1"),
  "just text",
  "apiVersion: example.com/v1\nkind: Gadget\nmetadata:\n  name: g\n",
  "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n",
  "kind: Widget\nmetadata:\n  name: no-version\n",
].join("---\n");

function report(old?: OldObjects): ValidateFileReport {
  return validateManifestText(objects, "objects.yaml", { catalog, rules, old });
}

function counted(diagnostics: readonly { severity: string }[]) {
  return {
    errors: diagnostics.filter((d) => d.severity === "error").length,
    warnings: diagnostics.filter((d) => d.severity === "warning").length,
  };
}

// What the JSON output lists beside the objects (render-json's filter).
const shownInObjects = new Set(["CRD5040", "CRD5041", "CRD5043"]);
const listed = (diagnostics: readonly { code: string }[]) =>
  diagnostics.filter((d) => !shownInObjects.has(d.code));

describe("fileDiagnosticsForJson", () => {
  for (const strict of [false, true]) {
    it(`counts and lists what fileDiagnostics gives, ${strict ? "with" : "without"} --strict`, () => {
      const file = report();
      const all = fileDiagnostics(file, { strict });
      const forJson = fileDiagnosticsForJson(file, { strict });
      expect(counted(all).errors).toBeGreaterThan(0);
      expect(counted(all).warnings).toBeGreaterThan(strict ? 0 : 1);
      expect(forJson.counts).toEqual(counted(all));
      expect(listed(forJson.diagnostics)).toEqual(listed(all));
    });
  }

  it("lists an update's errors as fileDiagnostics does", () => {
    const old = new OldObjects(catalog, [yaml.load(widget("too-big", "  size: 12\n"))]);
    const file = report(old);
    const all = fileDiagnostics(file, { strict: false });
    const forJson = fileDiagnosticsForJson(file, { strict: false });
    expect(all.some((d) => d.code === "CRD5060")).toBe(true);
    expect(forJson.counts).toEqual(counted(all));
    expect(listed(forJson.diagnostics)).toEqual(listed(all));
  });
});
