import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { apiProject, widgetSource } from "../generate/api-project.js";
import { folderWith, runBin, widgetCrd } from "../validate/fixtures.js";

// `crdgen jsonschema` through the built bin: the files, the summary line, and each bad input's diagnostic.
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function folder(files: Readonly<Record<string, string>>): string {
  const dir = folderWith(files);
  roots.push(dir);
  return dir;
}

describe("crdgen jsonschema", () => {
  it("writes a schema per served version and the catalog, then leaves unchanged files alone", () => {
    const dir = folder({ "crd.yaml": widgetCrd });
    const first = runBin(["jsonschema", "--crds", "crd.yaml", "--out", "schemas"], dir);
    expect(first.stdout).toBe("2 JSON Schemas in schemas: 3 written, 0 unchanged\n");
    expect(first.status).toBe(0);
    const catalog = JSON.parse(readFileSync(join(dir, "schemas", "catalog.json"), "utf8")) as unknown;
    expect(catalog).toMatchObject({
      schemas: [
        { apiVersion: "example.com/v1", kind: "Widget", file: "example.com/widget_v1.json" },
        { apiVersion: "example.com/v1beta1", kind: "Widget", file: "example.com/widget_v1beta1.json" },
      ],
    });
    const schema = JSON.parse(
      readFileSync(join(dir, "schemas", "example.com", "widget_v1.json"), "utf8"),
    ) as {
      $schema: string;
    };
    expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
    const second = runBin(["jsonschema", "--crds", "crd.yaml", "--out", "schemas"], dir);
    expect(second.stdout).toBe("2 JSON Schemas in schemas: 0 written, 3 unchanged\n");
  });

  it("generates the project's CRDs in memory and writes to config/jsonschema by default", () => {
    const root = apiProject({ "api/v1/widget.ts": widgetSource("{\n  size: number;\n}") });
    roots.push(root);
    const run = runBin(["jsonschema"], root);
    expect(run.stdout).toBe("1 JSON Schema in config/jsonschema: 2 written, 0 unchanged\n");
    expect(
      readFileSync(join(root, "config", "jsonschema", "example.com", "widget_v1.json"), "utf8"),
    ).toContain('"const": "Widget"');
    expect(run.status).toBe(0);
  });

  it("warns about a Go pattern JavaScript cannot compile and about a kind defined twice", () => {
    const withPattern = widgetCrd.replace(
      "                mode:\n                  type: string\n",
      // A function, not a string: `$'` in a replacement string means the text after the match.
      () =>
        "                mode:\n                  type: string\n                  pattern: '(?i)^fast$'\n",
    );
    const dir = folder({ "crd.yaml": withPattern, "again.yaml": widgetCrd });
    const run = runBin(["jsonschema", "--crds", "crd.yaml", "--crds", "again.yaml", "--out", "out"], dir);
    expect(run.stderr).toContain(
      "warning CRD5070: Widget example.com/v1: the pattern of .spec.mode is not a JavaScript regular expression: (?i)^fast$",
    );
    expect(run.stderr).toContain(
      "warning CRD5071: Widget example.com/v1 is defined by more than one CRD; the first one is used",
    );
    expect(run.status).toBe(0);
  });

  it("exits 2 when there are no CRDs or the output folder cannot be written", () => {
    const dir = folder({ "crd.yaml": widgetCrd, "empty.yaml": "apiVersion: v1\nkind: ConfigMap\n" });
    const none = runBin(["jsonschema", "--crds", "empty.yaml"], dir);
    expect(none.stderr).toContain(
      "error CRD5046: no apiextensions.k8s.io/v1 CustomResourceDefinition in empty.yaml",
    );
    expect(none.status).toBe(2);
    writeFileSync(join(dir, "taken"), "a file, not a folder\n");
    const blocked = runBin(["jsonschema", "--crds", "crd.yaml", "--out", "taken"], dir);
    expect(blocked.stderr).toContain("error CRD5072: cannot write taken:");
    expect(blocked.status).toBe(2);
  });
});
