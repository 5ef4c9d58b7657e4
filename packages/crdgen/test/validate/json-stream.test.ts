import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import type { CliContext } from "../../src/cli/context.js";
import { folderWith, widgetCrd } from "./fixtures.js";

// A context that keeps each write to stdout apart, to see when output is written.
function recordingContext(cwd: string): CliContext & { readonly chunks: string[] } {
  const chunks: string[] = [];
  return {
    cwd,
    env: {},
    stdin: (async function* () {})(),
    stdout: { write: (text: string) => chunks.push(text) },
    stderr: { write: () => true },
    chunks,
  };
}

const widget = (name: string, size: number, count = "1") =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: ${name}\nspec:\n  size: ${size}\n  count: ${count}\n`;

describe("crdgen validate --format json", () => {
  it("writes each file's objects when the file is done, in the bytes of one JSON.stringify", async () => {
    const dir = folderWith({
      "crd.yaml": widgetCrd,
      "a.yaml": widget("w1", 3),
      "b.yaml": `${widget("w2", 11)}---\n${widget("w3", 9, "9007199254740993")}`,
      "c.yaml": "a: [\n",
    });
    const context = recordingContext(dir);
    const outcome = await runCli(
      [
        "validate",
        join(dir, "a.yaml"),
        join(dir, "b.yaml"),
        join(dir, "c.yaml"),
        "--crds",
        join(dir, "crd.yaml"),
        "--format",
        "json",
      ],
      context,
    );
    expect(outcome).toBe("failed");
    // a.yaml, b.yaml, then the end of the document with c.yaml's YAML error.
    expect(context.chunks).toHaveLength(3);
    const text = context.chunks.join("");
    const document = JSON.parse(text) as {
      objects: { file: string; name: string; valid: boolean; stored: unknown }[];
      diagnostics: { file: string; code: string }[];
    };
    expect(document.objects.map((o) => [o.name, o.valid])).toEqual([
      ["w1", true],
      ["w2", false],
      ["w3", true],
    ]);
    expect(document.diagnostics.map((d) => d.file)).toEqual([join(dir, "c.yaml")]);
    // Compact JSON as one JSON.stringify writes it, and the int64 kept exact.
    expect(text).toBe(
      `${JSON.stringify(JSON.parse(text)).replace("9007199254740992", "9007199254740993")}\n`,
    );
    expect(text).toContain('"count":9007199254740993');
  });

  it("closes an empty list of objects", async () => {
    const dir = folderWith({ "crd.yaml": widgetCrd, "c.yaml": "a: [\n" });
    const context = recordingContext(dir);
    await runCli(
      ["validate", join(dir, "c.yaml"), "--crds", join(dir, "crd.yaml"), "--format", "json"],
      context,
    );
    expect(context.chunks.join("")).toMatch(
      /^\{"objects":\[\],"diagnostics":\[\{"file":".*c\.yaml","code":"CRD4001",.*\}\]\}\n$/,
    );
  });
});
