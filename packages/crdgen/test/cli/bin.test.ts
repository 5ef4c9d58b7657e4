import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crdgenBin, crdgenBinTarget } from "../support/bin.js";

const validCrd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names:
    kind: Widget
    listKind: WidgetList
    plural: widgets
    singular: widget
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                size:
                  type: integer
`;

// `foo` has no type: the structural-schema error every CRD author meets first.
const invalidCrd = validCrd
  .replaceAll("widget", "gadget")
  .replaceAll("Widget", "Gadget")
  .replace("                size:\n                  type: integer\n", "")
  .replace(
    "            spec:\n              type: object\n",
    "            foo:\n              description: no type\n            spec:\n              type: object\n",
  );

const fooTypeRequired =
  "spec.validation.openAPIV3Schema.properties[foo].type: Required value: must not be empty for specified object fields";

/** The error's block in the text output: position, the server's text, code frame, place in the file, hint. */
function fooTypeBlock(file: string): string {
  return [
    `${file}:21:13 - error CRD3001: ${fooTypeRequired}`,
    "",
    "21             foo:",
    "               ~",
    "",
    "  at spec.versions[0].schema.openAPIV3Schema.properties[foo].type",
    "  hint: The API server moves the schema of the only version to spec.validation and reports it there. " +
      "Fix the schema at the position shown: the API server rejects apiextensions.k8s.io/v1 CRDs whose schemas " +
      "are not structural.",
    "",
  ].join("\n");
}

let dir = "";

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function crdgen(args: readonly string[], input?: string, env: Record<string, string> = {}): Run {
  const run = spawnSync(process.execPath, [crdgenBin, ...args], {
    cwd: dir,
    input,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "crdgen-bin-"));
  await writeFile(join(dir, "valid.yaml"), validCrd);
  await writeFile(join(dir, "invalid.yaml"), invalidCrd);
  await mkdir(join(dir, "mixed", "nested"), { recursive: true });
  await writeFile(
    join(dir, "mixed", "a.yaml"),
    `${validCrd}---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n`,
  );
  await writeFile(join(dir, "mixed", "nested", "b.yml"), invalidCrd);
  await writeFile(join(dir, "mixed", "c.json"), '{"apiVersion": "v1", "kind": "List", "items": [1, 2');
  await writeFile(join(dir, "mixed", "README.md"), "not read\n");
  await writeFile(
    join(dir, "legacy.yaml"),
    validCrd.replace("apiextensions.k8s.io/v1", "apiextensions.k8s.io/v1beta1"),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("crdgen check (built bin)", () => {
  it("exits 0 and prints only the summary for a valid CRD", () => {
    expect(crdgen(["check", "valid.yaml"])).toEqual({
      status: 0,
      stdout: "Checked 1 file, 1 CRD: no errors\n",
      stderr: "",
    });
  });

  it("exits 1 and prints the API server's errors at their place in the file", () => {
    expect(crdgen(["check", "invalid.yaml"])).toEqual({
      status: 1,
      stdout: `${fooTypeBlock("invalid.yaml")}\nChecked 1 file, 1 CRD: 1 invalid, 1 error\n`,
      stderr: "",
    });
  });

  it("reads folders recursively and reports every kind of finding in a mixed run", () => {
    const run = crdgen(["check", "mixed", "valid.yaml"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(
      [
        'mixed/a.yaml:27:1 - info CRD4007: document is ConfigMap "settings" (v1), not a CRD; skipped',
        "  hint: Only apiextensions.k8s.io/v1 CustomResourceDefinition documents are checked.",
        "",
        "mixed/c.json:1:52 - error CRD4001: unexpected EOF",
        "",
        '1 {"apiVersion": "v1", "kind": "List", "items": [1, 2',
        "                                                     ~",
        "",
        "  hint: Fix the YAML syntax at the position shown; `kubectl apply` would reject this file too.",
        "",
        fooTypeBlock("mixed/nested/b.yml"),
        "Checked 4 files, 3 CRDs: 1 invalid, 2 errors",
        "",
      ].join("\n"),
    );
  });

  it("reports a v1beta1 CRD as an error: API servers no longer serve it", () => {
    const run = crdgen(["check", "legacy.yaml"]);
    expect(run.status).toBe(1);
    expect(run.stdout.split("\n")[0]).toBe(
      'legacy.yaml:1:1 - error CRD4008: CustomResourceDefinition "widgets.example.com" uses ' +
        "apiextensions.k8s.io/v1beta1, which the API server no longer serves; only apiextensions.k8s.io/v1 is checked",
    );
  });

  it("prints one JSON document with --format json", () => {
    const run = crdgen(["check", "--format", "json", "valid.yaml", "invalid.yaml", "mixed/c.json"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      files: [
        { file: "valid.yaml", documents: [{ index: 0, name: "widgets.example.com", errors: [] }] },
        {
          file: "invalid.yaml",
          documents: [
            {
              index: 0,
              name: "gadgets.example.com",
              errors: [
                {
                  type: "FieldValueRequired",
                  field: "spec.validation.openAPIV3Schema.properties[foo].type",
                  detail: "must not be empty for specified object fields",
                  origin: "structural",
                  code: "CRD3001",
                  line: 21,
                  column: 13,
                  path: "spec.versions[0].schema.openAPIV3Schema.properties[foo].type",
                  hint: expect.stringContaining(
                    "moves the schema of the only version to spec.validation",
                  ) as unknown,
                },
              ],
            },
          ],
        },
        {
          file: "mixed/c.json",
          documents: [],
          diagnostics: [
            {
              code: "CRD4001",
              severity: "error",
              message: "unexpected EOF",
              line: 1,
              column: 52,
              document: 0,
              hint: "Fix the YAML syntax at the position shown; `kubectl apply` would reject this file too.",
            },
          ],
        },
      ],
    });
  });

  it("reads standard input for -", () => {
    expect(crdgen(["check", "-"], invalidCrd).stdout).toBe(
      `${fooTypeBlock("-")}\nChecked 1 file, 1 CRD: 1 invalid, 1 error\n`,
    );
  });

  it("exits 2 for unreadable input, after checking the rest", () => {
    const run = crdgen(["check", "missing.yaml", "valid.yaml"]);
    expect(run).toEqual({
      status: 2,
      stdout:
        "error CRD5001: cannot read missing.yaml: no such file or directory\n" +
        "  hint: Check the path and its permissions.\n\n" +
        "Checked 2 files, 1 CRD: 1 error, 1 input not read\n",
      stderr: "",
    });
  });

  it("exits 2 for a folder without manifests", async () => {
    await mkdir(join(dir, "empty"), { recursive: true });
    const run = crdgen(["check", "empty"]);
    expect(run.status).toBe(2);
    expect(run.stdout.split("\n")[0]).toBe("error CRD5003: empty contains no *.yaml, *.yml, *.json files");
  });
});

describe("crdgen command line (built bin)", () => {
  it.each([
    [["check"], "error CRD5002: crdgen check needs a FILE operand"],
    [
      ["check", "--fromat", "json", "a.yaml"],
      "error CRD5002: unknown option --fromat for crdgen check; did you mean --format?",
    ],
    [["check", "--format", "xml", "a.yaml"], 'error CRD5002: --format must be one of text, json, not "xml"'],
    [
      ["chek", "a.yaml"],
      'error CRD5002: unknown command "chek"; did you mean check? (commands: generate, check, validate, openapi, explain, docs, jsonschema, markers)',
    ],
  ])("%j is a usage error: exit 2, message and hint on stderr", (args, message) => {
    expect(crdgen(args)).toEqual({
      status: 2,
      stdout: "",
      stderr: `${message}\n  hint: Run \`crdgen --help\` for the commands and their options.\n`,
    });
  });

  it("prints the main help on stderr with exit 2 when no command is given", () => {
    const run = crdgen([]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("  crdgen check FILE... [--format text|json] [--strict] [--costs]\n");
  });

  it("answers --help, check --help and --version on stdout", () => {
    const help = crdgen(["--help"]);
    expect([help.status, help.stdout.split("\n")[2]]).toEqual([0, "Usage:"]);
    const checkHelp = crdgen(["check", "--help"]);
    expect([checkHelp.status, checkHelp.stdout.split("\n")[0]]).toEqual([
      0,
      "Usage: crdgen check FILE... [--format text|json] [--strict] [--costs]",
    ]);
    expect(crdgen(["--version"])).toEqual({ status: 0, stdout: "0.1.0\n", stderr: "" });
  });

  it("prints no colour when the output is not a terminal", () => {
    expect(crdgen(["check", "invalid.yaml"], undefined, { FORCE_COLOR: "1" }).stdout).not.toContain(
      "\u001b[",
    );
  });
});

// npm links a workspace's bin only when its target exists at install time, and a fresh clone has no dist/:
// with the bundle as the bin, `npm ci && npm run examples` failed with `crdgen: not found` on every new clone.
describe("the package's bin", () => {
  it("is a committed source file, not a build output", () => {
    const target = crdgenBinTarget;
    expect(target).not.toMatch(/(^|\/)dist\//);
    const tracked = spawnSync("git", ["ls-files", "--error-unmatch", target], {
      cwd: fileURLToPath(new URL("../../", import.meta.url)),
      encoding: "utf8",
    });
    expect(tracked.status, tracked.stderr).toBe(0);
  });

  it("in an unbuilt checkout, says to build instead of failing with a module trace", async () => {
    const checkout = await mkdtemp(join(tmpdir(), "crdgen-unbuilt-"));
    try {
      await mkdir(join(checkout, "bin"));
      await writeFile(join(checkout, "bin", "crdgen.js"), readFileSync(crdgenBin, "utf8"));
      await writeFile(join(checkout, "package.json"), '{ "type": "module" }\n');
      const run = spawnSync(process.execPath, [join(checkout, "bin", "crdgen.js"), "--version"], {
        encoding: "utf8",
      });
      expect(run.stdout).toBe("");
      expect(run.stderr).toBe(
        "crdgen: the command line is not built in this checkout (dist/bundle/bin.js is missing).\n" +
          "  hint: run `npm run build` at the repository root first.\n",
      );
      expect(run.status).toBe(2);
    } finally {
      await rm(checkout, { recursive: true, force: true });
    }
  });
});
