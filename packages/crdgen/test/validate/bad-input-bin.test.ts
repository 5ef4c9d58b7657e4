import { describe, expect, it } from "vitest";
import { folderWith, runBin, widgetCrd } from "./fixtures.js";

// Each bad input gets a diagnostic with its code and position, never a stack trace.
function expectNoStack(text: string): void {
  expect(text).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
}

describe("crdgen validate: bad input", () => {
  it("reports documents that are no objects, or lack kind or apiVersion", () => {
    const dir = folderWith({
      "crd.yaml": widgetCrd,
      "bad.yaml": "apiVersion: example.com/v1\nmetadata:\n  name: x\n---\nkind: Widget\n---\njust a string\n",
    });
    const run = runBin(["validate", "bad.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain(
      "bad.yaml:1:1 - error CRD5044: document 0: Object 'Kind' is missing in the document",
    );
    expect(run.stdout).toContain(
      "bad.yaml:5:1 - error CRD5044: document 1: Object 'apiVersion' is missing in the document",
    );
    expect(run.stdout).toContain(
      "bad.yaml:7:1 - error CRD5044: document 2: the document is a string, not an object",
    );
    expect(run.status).toBe(1);
  });

  it("skips built-in kinds with a note, and fails a custom kind no CRD serves", () => {
    const dir = folderWith({
      "crd.yaml": widgetCrd,
      "mixed.yaml":
        "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d\n---\n" +
        "apiVersion: example.com/v1\nkind: Gadget\nmetadata:\n  name: g\n",
    });
    const run = runBin(["validate", "mixed.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain(
      'mixed.yaml:1:13 - info CRD5048: Deployment "d" (apps/v1) is a built-in kind; skipped',
    );
    expect(run.stdout).toContain(
      'mixed.yaml:6:13 - error CRD5042: no matches for kind "Gadget" in version "example.com/v1"',
    );
    expect(run.status).toBe(1);
  });

  it("refuses a YAML alias bomb and deep nesting", () => {
    const bomb = [
      "apiVersion: example.com/v1",
      "kind: Widget",
      "metadata:",
      "  name: bomb",
      "a0: &a0 [x, x, x, x, x, x, x, x, x, x]",
    ];
    for (let i = 1; i < 9; i++) {
      bomb.push(`a${i}: &a${i} [${Array.from({ length: 10 }, () => `*a${i - 1}`).join(", ")}]`);
    }
    const depth = 20_000;
    const dir = folderWith({
      "crd.yaml": widgetCrd,
      "bomb.yaml": `${bomb.join("\n")}\n`,
      "deep.yaml": `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: deep\nspec: ${"[".repeat(depth)}${"]".repeat(depth)}\n`,
    });
    const run = runBin(["validate", "bomb.yaml", "deep.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toMatch(/bomb\.yaml:\d+:\d+ - error CRD4003: document contains excessive aliasing/);
    expect(run.stdout).toContain(
      "deep.yaml:5:1006 - error CRD4010: the document nests more than 1000 levels deep",
    );
    expectNoStack(run.stdout + run.stderr);
    expect(run.status).toBe(1);
  });

  it("validates a 10 MB object, warning that the API server would not accept it in one request", () => {
    const tags = Array.from(
      { length: 110_000 },
      (_, i) => `tag-${String(i).padStart(8, "0")}-${"x".repeat(80)}`,
    );
    const object = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "big" },
      spec: { size: 1, tags },
    };
    const dir = folderWith({ "crd.yaml": widgetCrd, "big.json": JSON.stringify(object) });
    const run = runBin(["validate", "big.json", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain(
      "big.json:1:1 - warning CRD5047: document 0 is 10,560,100 bytes as JSON, more than the 3 MiB the API server accepts in one request",
    );
    expect(run.stdout).toContain("Validated 1 object in 1 file: no errors, 1 warning");
    expect(run.status).toBe(0);
  });
  it("measures an object whose aliases make its JSON far longer than its text", () => {
    // 100 KB of text; the annotation's 100,000 characters aliased 40 times in the tags make 4 MB of JSON.
    const tags = Array<string>(40).fill("*t").join(", ");
    const text =
      `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: aliased\n  annotations:\n` +
      `    a: &t ${"x".repeat(100_000)}\nspec:\n  size: 1\n  tags: [${tags}]\n`;
    const dir = folderWith({ "crd.yaml": widgetCrd, "aliased.yaml": text });
    const run = runBin(["validate", "aliased.yaml", "--crds", "crd.yaml"], dir);
    expect(run.stdout).toContain(
      "aliased.yaml:1:1 - warning CRD5047: document 0 is 4,100,247 bytes as JSON, more than the 3 MiB the API server accepts in one request",
    );
  });
});
