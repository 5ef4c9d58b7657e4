import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiProject } from "../generate/api-project.js";
import { folderWith, runBin, widgetCrd } from "../validate/fixtures.js";

// crdgen explain and crdgen docs through the built bin, on the Widget CRD of the validate tests.

const widgets = (): string => folderWith({ "widgets.yaml": widgetCrd });

describe("crdgen explain", () => {
  it("prints kubectl's explain text of a field of the preferred version", () => {
    const run = runBin(["explain", "widget.spec", "--crds", "widgets.yaml"], widgets());
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^GROUP: {6}example\.com\nKIND: {7}Widget\nVERSION: {4}v1\n\nFIELD: spec <Object>\n\n\n/,
    );
    expect(run.stdout).toContain("FIELDS:\n  count\t<integer>\n");
    expect(run.stdout).toContain("  size\t<integer> -required-\n");
    expect(run.stdout).toContain("  tags\t<[]string>\n");
  });

  it("lists every field with --recursive, and explains another version with --api-version", () => {
    const run = runBin(
      ["explain", "widgets", "--recursive", "--api-version", "example.com/v1beta1", "--crds", "widgets.yaml"],
      widgets(),
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("VERSION:    v1beta1\n");
    expect(run.stdout).toContain("  metadata\t<ObjectMeta>\n    annotations\t<map[string]string>\n");
  });

  it("names a missing field with kubectl's message (CRD5081), exit 1, after the header kubectl prints", () => {
    const run = runBin(["explain", "Widget.spec.nope", "--crds", "widgets.yaml"], widgets());
    expect(run.status).toBe(1);
    // text/template writes the header to kubectl's stdout before the template's throw.
    expect(run.stdout).toBe("GROUP:      example.com\nKIND:       Widget\nVERSION:    v1\n\n");
    expect(run.stderr).toContain('error CRD5081: field "nope" does not exist');
  });

  it("refuses an unknown resource (CRD5080) and a version not served (CRD5082)", () => {
    const unknown = runBin(["explain", "gadget", "--crds", "widgets.yaml"], widgets());
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(`error CRD5080: the server doesn't have a resource type "gadget"`);
    const version = runBin(
      ["explain", "widget", "--api-version", "example.com/v9", "--crds", "widgets.yaml"],
      widgets(),
    );
    expect(version.status).toBe(1);
    expect(version.stderr).toContain(
      'error CRD5082: couldn\'t find resource for "example.com/v9, Resource=widgets" (served: example.com/v1beta1, example.com/v1)',
    );
  });
});

describe("crdgen explain in a crdgen project", () => {
  it("says the project's types define no kinds, naming crdgen explain (CRD5046), exit 2", () => {
    const root = apiProject({ "api/v1/widget.ts": "// +groupName=example.com\nexport const nothing = 1;\n" });
    try {
      const run = runBin(["explain", "widget"], root);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain(
        "error CRD5046: the project's API types (api) define no kinds: no CRDs for crdgen explain",
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("crdgen docs", () => {
  it("writes the reference with --out, and --check passes while it is current", () => {
    const dir = widgets();
    const write = runBin(["docs", "--crds", "widgets.yaml", "--out", "docs/api.md"], dir);
    expect(write.status).toBe(0);
    const text = readFileSync(join(dir, "docs", "api.md"), "utf8");
    expect(text).toContain('<a id="widget-example-com-v1-spec"></a>\n\n### Widget.spec\n');
    expect(text).toContain("| `size` | integer | yes |  | Validation: at most 10. |");
    expect(text).toContain('| `mode` | string |  | `"fast"` |  |');
    const check = runBin(["docs", "--crds", "widgets.yaml", "--out", "docs/api.md", "--check"], dir);
    expect(check.status).toBe(0);
    expect(check.stdout).toBe("");
  });

  it("prints the reference without --out, the same bytes every run", () => {
    const first = runBin(["docs", "--crds", "widgets.yaml"], widgets());
    const second = runBin(["docs", "--crds", "widgets.yaml"], widgets());
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(second.stdout);
    expect(first.stdout).toMatch(/^# API reference\n/);
  });

  it("--check exits 1 with a diff when the file is stale or missing (CRD5083)", () => {
    const dir = widgets();
    mkdirSync(join(dir, "docs"));
    writeFileSync(join(dir, "docs", "api.md"), "# API reference\n\nold\n");
    const stale = runBin(["docs", "--crds", "widgets.yaml", "--out", "docs/api.md", "--check"], dir);
    expect(stale.status).toBe(1);
    expect(stale.stdout).toContain("--- a/docs/api.md\n+++ b/docs/api.md\n");
    expect(stale.stdout).toContain("-old\n");
    expect(stale.stderr).toContain(
      "error CRD5083: docs/api.md is not what crdgen docs writes for the current CRDs",
    );
    expect(readFileSync(join(dir, "docs", "api.md"), "utf8")).toBe("# API reference\n\nold\n");
    const missing = runBin(["docs", "--crds", "widgets.yaml", "--out", "other.md", "--check"], dir);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("error CRD5083: other.md does not exist");
  });

  it("needs --out for --check, and takes no arguments (usage errors, exit 2)", () => {
    const check = runBin(["docs", "--crds", "widgets.yaml", "--check"], widgets());
    expect(check.status).toBe(2);
    expect(check.stderr).toContain("--check compares the reference with a file: give it with --out FILE");
    const operand = runBin(["docs", "api.md"], widgets());
    expect(operand.status).toBe(2);
    expect(operand.stderr).toContain("crdgen docs takes no arguments, got api.md");
  });
});
