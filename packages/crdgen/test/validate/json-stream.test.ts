import { EventEmitter } from "node:events";
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
  it("writes small files' objects together, in the bytes of one JSON.stringify", async () => {
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
    // Small files are gathered (see ValidateJsonStream): the whole document, with c.yaml's YAML error, in one write.
    expect(context.chunks).toHaveLength(1);
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

// A stdout that, like a Node stream past its high-water mark, asks the writer to wait after every write until
// it drains, or until it closes.
class FullPipe extends EventEmitter {
  readonly chunks: string[] = [];
  writableNeedDrain = false;
  private closed = false;

  write(text: string): boolean {
    this.chunks.push(text);
    this.writableNeedDrain = !this.closed;
    return !this.writableNeedDrain;
  }

  drain(): void {
    this.writableNeedDrain = false;
    this.emit("drain");
  }

  close(): void {
    this.closed = true;
    this.writableNeedDrain = false;
    this.emit("close");
  }

  /** Whether the writer has written `count` chunks and is now waiting for this stream. */
  waitedOnAfter(count: number): boolean {
    return this.chunks.length === count && this.listenerCount("drain") === 1;
  }
}

// Turns of the event loop until `condition` holds (reading the files is asynchronous, on libuv's threads). A
// count of turns is no bound: on a loaded machine 10,000 turns passed before a file was read. The deadline only
// turns a hang into a failure; it is far above any run.
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("the condition never held");
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("crdgen validate writing to a stream that asks it to wait", () => {
  // Invalid objects, so that the text output has something to say of each file; 600 in each file, so that each
  // file's JSON is more than the JSON stream gathers before it writes.
  const many = (prefix: string, size: number): string =>
    Array.from({ length: 600 }, (_, i) => widget(`${prefix}${i}`, size)).join("---\n");
  const files = { "crd.yaml": widgetCrd, "a.yaml": many("a", 11), "b.yaml": many("b", 12) };
  const args = (dir: string) => [
    "validate",
    join(dir, "a.yaml"),
    join(dir, "b.yaml"),
    "--crds",
    join(dir, "crd.yaml"),
  ];

  for (const format of ["json", "text"]) {
    it(`writes the next file's ${format} output only once the stream has drained`, async () => {
      const dir = folderWith(files);
      const stdout = new FullPipe();
      const run = runCli([...args(dir), "--format", format], { ...recordingContext(dir), stdout });
      // a.yaml's output, then a wait; b.yaml's, then a wait; then the end.
      await until(() => stdout.waitedOnAfter(1));
      stdout.drain();
      await until(() => stdout.waitedOnAfter(2));
      stdout.drain();
      expect(await run).toBe("failed");
      expect(stdout.chunks).toHaveLength(3);
      expect(stdout.listenerCount("drain") + stdout.listenerCount("close")).toBe(0);
    });
  }

  it("goes on when the stream closes instead of draining", async () => {
    const dir = folderWith(files);
    const stdout = new FullPipe();
    const run = runCli([...args(dir), "--format", "json"], { ...recordingContext(dir), stdout });
    await until(() => stdout.waitedOnAfter(1));
    stdout.close();
    expect(await run).toBe("failed");
    expect(stdout.chunks.join("")).toMatch(/^\{"objects":\[.*\]\}\n$/s);
    expect(stdout.listenerCount("drain") + stdout.listenerCount("close")).toBe(0);
  });
});
