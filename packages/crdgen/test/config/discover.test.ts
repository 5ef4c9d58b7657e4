import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { tempProject } from "./temp-project.js";

const config = (settings: unknown): string => JSON.stringify(settings);

describe("loadConfig: finding the file", () => {
  it("uses crdgen.config.json of the working folder, with paths resolved against its folder", () => {
    const root = tempProject({ "crdgen.config.json": config({ out: "crds", inputs: ["api/v1", "api/v2"] }) });
    expect(loadConfig({ cwd: root })).toEqual({
      file: path.join(root, "crdgen.config.json"),
      settings: {
        out: path.join(root, "crds"),
        inputs: [path.join(root, "api/v1"), path.join(root, "api/v2")],
      },
      diagnostics: [],
    });
  });

  it("searches upwards and resolves paths against the config's folder, not the working folder", () => {
    const root = tempProject({
      "crdgen.config.json": config({ out: "config/crds", tsconfig: "./tsconfig.api.json", maxDescLen: 0 }),
      "api/v1/types.ts": "",
    });
    const loaded = loadConfig({ cwd: path.join(root, "api/v1") });
    expect(loaded.file).toBe(path.join(root, "crdgen.config.json"));
    expect(loaded.settings).toEqual({
      out: path.join(root, "config/crds"),
      tsconfig: path.join(root, "tsconfig.api.json"),
      maxDescLen: 0,
    });
  });

  it("keeps absolute paths as they are", () => {
    const elsewhere = path.resolve("/var/crds");
    const root = tempProject({ "crdgen.config.json": config({ out: elsewhere }) });
    expect(loadConfig({ cwd: root }).settings).toEqual({ out: elsewhere });
  });

  it("reads the crdgen key of package.json when there is no crdgen.config.json", () => {
    const root = tempProject({
      "package.json": config({
        name: "x",
        crdgen: { formatter: "prettier", embeddedObjectMeta: "restricted" },
      }),
      "src/index.ts": "",
    });
    expect(loadConfig({ cwd: path.join(root, "src") })).toEqual({
      file: path.join(root, "package.json"),
      settings: { formatter: "prettier", embeddedObjectMeta: "restricted" },
      diagnostics: [],
    });
  });

  it("stops at the first folder with a package.json, even without a crdgen key", () => {
    const root = tempProject({
      "crdgen.config.json": config({ out: "parent" }),
      "child/package.json": config({ name: "child" }),
    });
    expect(loadConfig({ cwd: path.join(root, "child") })).toEqual({ settings: {}, diagnostics: [] });
  });

  it("prefers crdgen.config.json and warns that package.json's key is ignored", () => {
    const root = tempProject({
      "crdgen.config.json": config({ out: "a" }),
      "package.json": '{\n  "name": "x",\n  "crdgen": { "out": "b" }\n}\n',
    });
    const loaded = loadConfig({ cwd: root });
    expect(loaded.settings).toEqual({ out: path.join(root, "a") });
    expect(loaded.diagnostics).toEqual([
      {
        code: "CRD5007",
        severity: "warning",
        message: 'the "crdgen" key of package.json is ignored: crdgen.config.json in the same folder is used',
        span: { file: "package.json", start: { line: 3, column: 3 }, end: { line: 3, column: 11 } },
        hint:
          "Keep the settings in one place: move them into crdgen.config.json and remove the " +
          '"crdgen" key from package.json.',
      },
    ]);
  });

  it("does not warn when the package.json next to crdgen.config.json has no crdgen key", () => {
    const root = tempProject({ "crdgen.config.json": "{}", "package.json": config({ name: "x" }) });
    expect(loadConfig({ cwd: root })).toEqual({
      file: path.join(root, "crdgen.config.json"),
      settings: {},
      diagnostics: [],
    });
  });

  it("allows $schema, comments and trailing commas in crdgen.config.json", () => {
    const root = tempProject({
      "crdgen.config.json":
        '{\n  "$schema": "./node_modules/crdgen/config.schema.json",\n  // where CRDs go\n' +
        '  /* block */ "out": "crds",\n}\n',
    });
    expect(loadConfig({ cwd: root })).toEqual({
      file: path.join(root, "crdgen.config.json"),
      settings: { out: path.join(root, "crds") },
      diagnostics: [],
    });
  });

  it("reads a file with a byte-order mark", () => {
    const root = tempProject({ "crdgen.config.json": '\uFEFF{ "maxDescLen": 5 }' });
    expect(loadConfig({ cwd: root }).settings).toEqual({ maxDescLen: 5 });
  });
});

describe("loadConfig: an explicit file", () => {
  it("reads the file relative to the working folder and resolves paths against its own folder", () => {
    const root = tempProject({ "configs/prod.json": config({ out: "../crds" }), "work/.keep": "" });
    expect(loadConfig({ cwd: path.join(root, "work"), file: "../configs/prod.json" })).toEqual({
      file: path.join(root, "configs/prod.json"),
      settings: { out: path.join(root, "crds") },
      diagnostics: [],
    });
  });

  it("wins over crdgen.config.json in the working folder", () => {
    const root = tempProject({
      "crdgen.config.json": config({ out: "found" }),
      "other.json": config({ out: "given" }),
    });
    expect(loadConfig({ cwd: root, file: "other.json" }).settings).toEqual({ out: path.join(root, "given") });
  });

  it("is an error when the file does not exist", () => {
    const root = tempProject({ "crdgen.config.json": config({ out: "found" }) });
    expect(loadConfig({ cwd: root, file: "missing.json" })).toEqual({
      settings: {},
      diagnostics: [
        {
          code: "CRD5006",
          severity: "error",
          message: "configuration file missing.json not found",
          hint:
            "Check the path given to --config (relative to the working folder); " +
            'a package.json needs a "crdgen" key.',
        },
      ],
    });
  });

  it("is a CRD5001 error when the path is a folder", () => {
    const root = tempProject({ "dir/x": "" });
    const loaded = loadConfig({ cwd: root, file: "dir" });
    expect(loaded.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["CRD5001", "cannot read dir: it is a directory"],
    ]);
    expect(loaded.settings).toEqual({});
  });

  it("reads the crdgen key of a package.json", () => {
    const root = tempProject({ "pkg/package.json": config({ crdgen: { inputs: ["types"] } }) });
    expect(loadConfig({ cwd: root, file: "pkg/package.json" })).toEqual({
      file: path.join(root, "pkg/package.json"),
      settings: { inputs: [path.join(root, "pkg/types")] },
      diagnostics: [],
    });
  });

  it("is an error when a package.json given explicitly has no crdgen key", () => {
    const root = tempProject({ "package.json": '\n  {"name": "x"}' });
    const loaded = loadConfig({ cwd: root, file: "package.json" });
    expect(loaded.settings).toEqual({});
    expect(loaded.diagnostics.map((d) => [d.code, d.severity, d.message, d.span])).toEqual([
      [
        "CRD5006",
        "error",
        'package.json has no "crdgen" key',
        { file: "package.json", start: { line: 2, column: 3 }, end: { line: 2, column: 4 } },
      ],
    ]);
  });
});
