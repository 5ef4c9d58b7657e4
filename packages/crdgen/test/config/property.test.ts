import { writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LoadedConfig } from "../../src/config/index.js";
import { configKeyNames, loadConfig } from "../../src/config/index.js";
import { tempProject } from "./temp-project.js";

const root = tempProject({ "crdgen.config.json": "{}", "pkg/package.json": "{}" });

function loadText(name: "crdgen.config.json" | "pkg/package.json", text: string): LoadedConfig {
  writeFileSync(path.join(root, name), text);
  return name === "crdgen.config.json"
    ? loadConfig({ cwd: root })
    : loadConfig({ cwd: path.join(root, "pkg") });
}

// Whatever the file holds: settings only without errors, every diagnostic placed in the file, values typed.
function expectConsistent(loaded: LoadedConfig): void {
  const errors = loaded.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) expect(loaded.settings).toEqual({});
  for (const d of loaded.diagnostics) {
    expect(d.code).toMatch(/^CRD500[1-7]$/);
    if (d.span !== undefined) expect(d.span.start.line).toBeGreaterThanOrEqual(1);
  }
  const { inputs, out, tsconfig, maxDescLen, formatter, embeddedObjectMeta } = loaded.settings;
  for (const p of [...(inputs ?? []), out ?? "/", tsconfig ?? "/"]) expect(path.isAbsolute(p)).toBe(true);
  if (maxDescLen !== undefined) expect(Number.isSafeInteger(maxDescLen) && maxDescLen >= 0).toBe(true);
  if (formatter !== undefined) expect(["none", "prettier"]).toContain(formatter);
  if (embeddedObjectMeta !== undefined) expect(["object", "restricted"]).toContain(embeddedObjectMeta);
}

const keyish = fc.oneof(fc.constantFrom(...configKeyNames, "$schema", "watch", "outt"), fc.string());
const configObject = fc.dictionary(keyish, fc.jsonValue());

describe("loadConfig never throws", () => {
  it("for arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expectConsistent(loadText("crdgen.config.json", text));
      }),
    );
  });

  it("for arbitrary JSON text, in both files", () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expectConsistent(loadText("crdgen.config.json", text));
        expectConsistent(loadText("pkg/package.json", `{"crdgen": ${text}}`));
      }),
    );
  });

  it("for objects with crdgen's keys and arbitrary values, reporting each unknown key", () => {
    fc.assert(
      fc.property(configObject, (object) => {
        const loaded = loadText("crdgen.config.json", JSON.stringify(object));
        expectConsistent(loaded);
        const unknown = Object.keys(object).filter(
          (k) => k !== "$schema" && !configKeyNames.includes(k as never),
        );
        if (unknown.length > 0) expect(loaded.diagnostics.length).toBeGreaterThanOrEqual(unknown.length);
      }),
    );
  });

  it("for JSON text cut anywhere", () => {
    fc.assert(
      fc.property(configObject, fc.nat(), (object, cut) => {
        const text = JSON.stringify(object, null, 2);
        expectConsistent(loadText("crdgen.config.json", text.slice(0, cut % (text.length + 1))));
      }),
    );
  });
});
