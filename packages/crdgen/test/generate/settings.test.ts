import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveSettings } from "../../src/settings/resolve.js";
import { tempProject as makeTempProject } from "../config/temp-project.js";

// A project with a package.json, so the search for a config file never climbs out of the temp folder.
const packageJson = '{ "name": "operator" }\n';

const roots: string[] = [];
function tempProject(files: Readonly<Record<string, string>>): string {
  const root = makeTempProject(files);
  roots.push(root);
  return root;
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe("resolveSettings", () => {
  it("uses the defaults when there is no config file and nothing is given", () => {
    const root = tempProject({ "package.json": packageJson });
    expect(resolveSettings(root)).toEqual({
      settings: {
        cwd: root,
        projectDir: root,
        inputs: [path.join(root, "api")],
        out: path.join(root, "config/crd/bases"),
        formatter: "none",
        embeddedObjectMeta: "object",
        tsBackend: "auto",
      },
      diagnostics: [],
    });
  });

  it("takes every key from crdgen.config.json, its paths relative to the config's folder", () => {
    const config = {
      inputs: ["types/v1", "/abs/api"],
      out: "deploy/crds",
      tsconfig: "tsconfig.api.json",
      maxDescLen: 40,
      formatter: "prettier",
      embeddedObjectMeta: "restricted",
      tsBackend: "ts-morph",
    };
    const root = tempProject({ "package.json": packageJson, "crdgen.config.json": JSON.stringify(config) });
    const cwd = path.join(root, "sub", "dir");
    expect(resolveSettings(cwd)).toEqual({
      settings: {
        cwd,
        projectDir: root,
        inputs: [path.join(root, "types/v1"), "/abs/api"],
        out: path.join(root, "deploy/crds"),
        tsconfig: path.join(root, "tsconfig.api.json"),
        maxDescLen: 40,
        formatter: "prettier",
        embeddedObjectMeta: "restricted",
        tsBackend: "ts-morph",
        configFile: path.join(root, "crdgen.config.json"),
      },
      diagnostics: [],
    });
  });

  it("lets what is given win over the config file, its relative paths starting at cwd", () => {
    const config = {
      inputs: ["types"],
      out: "deploy",
      tsconfig: "a.json",
      maxDescLen: 40,
      formatter: "prettier",
      tsBackend: "ts-morph",
    };
    const root = tempProject({ "package.json": packageJson, "crdgen.config.json": JSON.stringify(config) });
    const cwd = path.join(root, "sub");
    const resolved = resolveSettings(cwd, {
      inputs: ["mine", "/abs/other"],
      out: "out",
      tsconfig: "../b.json",
      maxDescLen: 0,
      formatter: "none",
      embeddedObjectMeta: "restricted",
      tsBackend: "typescript7",
    });
    expect(resolved.settings).toEqual({
      cwd,
      projectDir: root,
      inputs: [path.join(cwd, "mine"), "/abs/other"],
      out: path.join(cwd, "out"),
      tsconfig: path.join(root, "b.json"),
      maxDescLen: 0,
      formatter: "none",
      embeddedObjectMeta: "restricted",
      tsBackend: "typescript7",
      configFile: path.join(root, "crdgen.config.json"),
    });
  });

  it("falls back key by key: a config without out gets the default out, next to the config file", () => {
    const root = tempProject({
      "package.json": packageJson,
      "crdgen.config.json": '{ "inputs": ["types"] }',
    });
    const cwd = path.join(root, "nested");
    const settings = resolveSettings(cwd, { inputs: [] }).settings;
    expect(settings?.inputs).toEqual([path.join(root, "types")]);
    expect(settings?.out).toBe(path.join(root, "config/crd/bases"));
    expect(settings?.formatter).toBe("none");
  });

  it("makes a relative cwd absolute", () => {
    const root = tempProject({ "package.json": packageJson });
    const relativeCwd = path.relative(process.cwd(), root);
    const settings = resolveSettings(relativeCwd, { out: "o" }).settings;
    expect(settings?.cwd).toBe(root);
    expect(settings?.out).toBe(path.join(root, "o"));
  });

  it("reads a package.json's crdgen key when there is no crdgen.config.json", () => {
    const root = tempProject({ "package.json": '{ "name": "x", "crdgen": { "out": "manifests" } }' });
    const resolved = resolveSettings(root);
    expect(resolved.settings?.out).toBe(path.join(root, "manifests"));
    expect(resolved.settings?.configFile).toBe(path.join(root, "package.json"));
  });

  it("reads no config file with config: false", () => {
    const root = tempProject({ "package.json": packageJson, "crdgen.config.json": '{ "out": "deploy" }' });
    expect(resolveSettings(root, { config: false })).toEqual({
      settings: {
        cwd: root,
        projectDir: root,
        inputs: [path.join(root, "api")],
        out: path.join(root, "config/crd/bases"),
        formatter: "none",
        embeddedObjectMeta: "object",
        tsBackend: "auto",
      },
      diagnostics: [],
    });
  });

  it("reads the config file given, relative to cwd, its paths relative to its own folder", () => {
    const root = tempProject({
      "package.json": packageJson,
      "crdgen.config.json": '{ "out": "ignored" }',
      "conf/other.json": '{ "out": "deploy", "inputs": ["../types"] }',
    });
    const settings = resolveSettings(root, { config: "conf/other.json" }).settings;
    expect(settings?.out).toBe(path.join(root, "conf/deploy"));
    expect(settings?.inputs).toEqual([path.join(root, "types")]);
    expect(settings?.configFile).toBe(path.join(root, "conf/other.json"));
  });

  it("returns no settings, with the diagnostic, for a bad config file", () => {
    const root = tempProject({ "package.json": packageJson, "crdgen.config.json": '{ "out": 5 }' });
    const resolved = resolveSettings(root, { out: "given" });
    expect(resolved.settings).toBeUndefined();
    expect(resolved.diagnostics.map((d) => [d.code, d.severity, d.message, d.span?.start])).toEqual([
      ["CRD5005", "error", '"out" must be a string, not 5', { line: 1, column: 10 }],
    ]);
    expect(resolved.diagnostics[0]?.span?.file).toBe("crdgen.config.json");
  });

  it("returns no settings for a missing --config file", () => {
    const root = tempProject({ "package.json": packageJson });
    const resolved = resolveSettings(root, { config: "nope.json" });
    expect(resolved.settings).toBeUndefined();
    expect(resolved.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["CRD5006", "configuration file nope.json not found"],
    ]);
  });

  it("passes warnings through with the settings", () => {
    const root = tempProject({
      "package.json": '{ "name": "x", "crdgen": { "out": "a" } }',
      "crdgen.config.json": '{ "out": "b" }',
    });
    const resolved = resolveSettings(root);
    expect(resolved.settings?.out).toBe(path.join(root, "b"));
    expect(resolved.diagnostics.map((d) => [d.code, d.severity])).toEqual([["CRD5007", "warning"]]);
  });
});
