import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childEnvironment } from "./operator-project.js";

// The package's bin, as `npx crdgen` runs it.
const bin = fileURLToPath(new URL("../../packages/crdgen/dist/bundle/bin.js", import.meta.url));

/** A hand-written v1 CRD with one version per schema given. */
function crd(versions: readonly { name: string; storage: boolean; foo: string }[]): string {
  const header = [
    "apiVersion: apiextensions.k8s.io/v1",
    "kind: CustomResourceDefinition",
    "metadata:",
    "  name: widgets.example.com",
    "spec:",
    "  group: example.com",
    "  names:",
    "    kind: Widget",
    "    plural: widgets",
    "  scope: Namespaced",
    "  versions:",
  ];
  const blocks = versions.flatMap((version) => [
    `    - name: ${version.name}`,
    "      served: true",
    `      storage: ${String(version.storage)}`,
    "      schema:",
    "        openAPIV3Schema:",
    "          type: object",
    "          properties:",
    "            foo:",
    `              ${version.foo}`,
  ]);
  return [...header, ...blocks, ""].join("\n");
}

const typed = "type: string";
const untyped = "description: no type";
const fooTypeRequired = "Required value: must not be empty for specified object fields";

let dir = "";

function check(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [bin, "check", ...args], {
    cwd: dir,
    env: childEnvironment(),
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The `file:line:col - severity CODE: message` lines of a text output. */
function headLines(stdout: string): string[] {
  return stdout.split("\n").filter((line) => / - (error|warning|info) CRD\d{4}: /.test(line));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "crdgen-check-positions-"));
  writeFileSync(join(dir, "one.yaml"), crd([{ name: "v1", storage: true, foo: untyped }]));
  writeFileSync(
    join(dir, "second-version.yaml"),
    crd([
      { name: "v1", storage: false, foo: typed },
      { name: "v2", storage: true, foo: untyped },
    ]),
  );
  writeFileSync(
    join(dir, "two-storage.yaml"),
    crd([
      { name: "v1", storage: true, foo: typed },
      { name: "v2", storage: true, foo: typed },
    ]),
  );
  writeFileSync(
    join(dir, "chart.yaml"),
    [
      "{{- if .Values.crds.install }}",
      "apiVersion: apiextensions.k8s.io/v1",
      "kind: CustomResourceDefinition",
      "metadata:",
      "  name: widgets.{{ .Values.group }}",
      "{{- end }}",
      "",
    ].join("\n"),
  );
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("crdgen check: positions of the API server's errors (built bin)", () => {
  it("prints the server's text at the YAML node, and where the file has what the server calls spec.validation", () => {
    const run = check("one.yaml");
    expect(run.status).toBe(1);
    expect(run.stdout.split("\n").slice(0, 7)).toEqual([
      `one.yaml:19:13 - error CRD3001: spec.validation.openAPIV3Schema.properties[foo].type: ${fooTypeRequired}`,
      "",
      "19             foo:",
      "               ~",
      "",
      "  at spec.versions[0].schema.openAPIV3Schema.properties[foo].type",
      "  hint: The API server moves the schema of the only version to spec.validation and reports it there. " +
        "Fix the schema at the position shown: the API server rejects apiextensions.k8s.io/v1 CRDs whose " +
        "schemas are not structural.",
    ]);
  });

  it("gives line and column in the JSON output", () => {
    const run = check("--format", "json", "one.yaml");
    const errors = (JSON.parse(run.stdout) as { files: { documents: { errors: unknown[] }[] }[] }).files[0]
      ?.documents[0]?.errors;
    expect(errors).toEqual([
      {
        type: "FieldValueRequired",
        field: "spec.validation.openAPIV3Schema.properties[foo].type",
        detail: "must not be empty for specified object fields",
        origin: "structural",
        code: "CRD3001",
        line: 19,
        column: 13,
        path: "spec.versions[0].schema.openAPIV3Schema.properties[foo].type",
        hint: expect.stringContaining("spec.validation") as unknown,
      },
    ]);
  });

  it("points into spec.versions[1].schema for an error of the second version's own schema", () => {
    const run = check("second-version.yaml");
    expect(run.status).toBe(1);
    expect(headLines(run.stdout)).toEqual([
      "second-version.yaml:28:13 - error CRD3001: " +
        `spec.versions[1].schema.openAPIV3Schema.properties[foo].type: ${fooTypeRequired}`,
    ]);
    expect(run.stdout).toContain("28             foo:\n");
    // The server's path is the file's path: no `at` line.
    expect(run.stdout).not.toContain("  at ");
  });

  it("reports two storage versions with the server's text, and explains status.storedVersions at the storage flag", () => {
    const run = check("two-storage.yaml");
    expect(run.status).toBe(1);
    // The API server shows its internal versions, as encoding/json prints them (hoisted fields null).
    const internal = (name: string): string =>
      `{"Name":"${name}","Served":true,"Storage":true,"Deprecated":false,"DeprecationWarning":null,"Schema":null,` +
      '"Subresources":null,"AdditionalPrinterColumns":null,"SelectableFields":null}';
    expect(headLines(run.stdout)).toEqual([
      "two-storage.yaml:23:16 - error CRD3002: spec.versions: Invalid value: " +
        `[${internal("v1")},${internal("v2")}]: must have exactly one version marked as storage version`,
      "two-storage.yaml:23:16 - error CRD3002: status.storedVersions: Invalid value: " +
        '["v1"]: must have the storage version v2',
    ]);
    expect(run.stdout).toContain(
      "  hint: v1, v2 are all marked `storage: true`: keep it on one version and set `storage: false` on the others.",
    );
    expect(run.stdout).toContain("  at spec.versions[1].storage\n");
    expect(run.stdout).toContain(
      "  hint: A file need not have status.storedVersions: the API server fills it in on create with the first " +
        "version marked `storage: true`.",
    );
  });

  it("says to run helm template first on a chart's template, at its first {{", () => {
    const run = check("chart.yaml");
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      [
        "chart.yaml:1:1 - error CRD4012: the document holds Go template actions ({{ … }}): it is a Helm template, " +
          "not YAML yet",
        "",
        "1 {{- if .Values.crds.install }}",
        "  ~",
        "",
        "  hint: Render the chart first and check its output: `helm template CHART | crdgen check -`.",
        "",
        "Checked 1 file, 0 CRDs: 1 error",
        "",
      ].join("\n"),
    );
  });
});
