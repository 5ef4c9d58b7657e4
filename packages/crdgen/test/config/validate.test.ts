import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { tempProject } from "./temp-project.js";

interface Found {
  readonly code: string;
  readonly message: string;
  /** `line:column-line:column` of the span. */
  readonly at: string;
  readonly hint: string | undefined;
}

function load(files: Readonly<Record<string, string>>, file?: string): readonly Found[] {
  const root = tempProject(files);
  const loaded = loadConfig(file === undefined ? { cwd: root } : { cwd: root, file });
  if (loaded.diagnostics.some((d) => d.severity === "error")) expect(loaded.settings).toEqual({});
  return loaded.diagnostics.map((d) => {
    const span = d.span;
    const at =
      span === undefined
        ? ""
        : `${span.start.line}:${span.start.column}-${span.end?.line}:${span.end?.column}`;
    return { code: d.code, message: d.message, at, hint: d.hint };
  });
}

const configFile = (text: string): readonly Found[] => load({ "crdgen.config.json": text });

describe("validation of values", () => {
  it.each([
    ['{ "maxDescLen": -3 }', '"maxDescLen" must be a whole number >= 0, not -3', "1:17-1:19"],
    ['{ "maxDescLen": 1.5 }', '"maxDescLen" must be a whole number >= 0, not 1.5', "1:17-1:20"],
    ['{ "maxDescLen": "10" }', '"maxDescLen" must be a whole number >= 0, not "10"', "1:17-1:21"],
    ['{ "maxDescLen": 1e400 }', '"maxDescLen" must be a whole number >= 0, not 1e400', "1:17-1:22"],
    ['{ "out": 5 }', '"out" must be a string, not 5', "1:10-1:11"],
    ['{ "out": null }', '"out" must be a string, not null', "1:10-1:14"],
    ['{ "out": ["a"] }', '"out" must be a string, not an array', "1:10-1:15"],
    ['{ "tsconfig": "" }', '"tsconfig" must not be empty', "1:15-1:17"],
    ['{ "tsconfig": {} }', '"tsconfig" must be a string, not an object', "1:15-1:17"],
    ['{ "inputs": [] }', '"inputs" must list at least one path', "1:13-1:15"],
    ['{ "inputs": true }', '"inputs" must be an array of strings, not true', "1:13-1:17"],
    ['{ "inputs": ["a", 3] }', '"inputs[1]" must be a string, not 3', "1:19-1:20"],
    ['{ "inputs": ["", "b"] }', '"inputs[0]" must not be empty', "1:14-1:16"],
    ['{ "formatter": "pretty" }', '"formatter" must be one of "none", "prettier", not "pretty"', "1:16-1:24"],
    ['{ "format": "prettier" }', '"format" is now called "formatter"', "1:3-1:11"],
    ['{ "formatter": 1 }', '"formatter" must be one of "none", "prettier", not 1', "1:16-1:17"],
    [
      '{ "embeddedObjectMeta": "full" }',
      '"embeddedObjectMeta" must be one of "object", "restricted", not "full"',
      "1:25-1:31",
    ],
  ])("%s: %s at %s", (text, message, at) => {
    const found = configFile(text);
    expect(found.map((f) => [f.code, f.message, f.at])).toEqual([["CRD5005", message, at]]);
    expect(found[0]?.hint).toMatch(/\S/);
  });

  it("shortens long strings in messages", () => {
    const found = configFile(`{ "formatter": "${"x".repeat(100)}" }`);
    expect(found[0]?.message).toBe(`"formatter" must be one of "none", "prettier", not "${"x".repeat(37)}…"`);
  });

  it("hints at the key's meaning, a close choice or the array form", () => {
    expect(configFile('{ "maxDescLen": -1 }')[0]?.hint).toBe(
      "Cut descriptions to N bytes, as controller-gen's maxDescLen does; 0 leaves them out.",
    );
    expect(configFile('{ "formatter": "prettir" }')[0]?.hint).toBe('Did you mean "prettier"?');
    expect(configFile('{ "inputs": "api" }')[0]).toEqual({
      code: "CRD5005",
      message: '"inputs" must be an array of strings, not "api"',
      at: "1:13-1:18",
      hint: 'Write "inputs": ["api"].',
    });
    expect(configFile('{ "inputs": [] }')[0]?.hint).toBe("Remove the key to read the default, api.");
  });

  it("reports every problem at once, in file order, each at its own line", () => {
    const text = '{\n  "out": "",\n  "maxDescLen": -3,\n  "outt": "x",\n  "out": "y"\n}\n';
    expect(configFile(text).map((f) => `${f.at} ${f.message}`)).toEqual([
      '2:10-2:12 "out" must not be empty',
      '3:17-3:19 "maxDescLen" must be a whole number >= 0, not -3',
      '4:3-4:9 unknown key "outt"',
      '5:3-5:8 duplicate key "out"',
    ]);
  });
});

describe("validation of keys", () => {
  it("suggests the closest key for a typo", () => {
    expect(configFile('{ "tsconfg": "x" }')).toEqual([
      { code: "CRD5005", message: 'unknown key "tsconfg"', at: "1:3-1:12", hint: 'Did you mean "tsconfig"?' },
    ]);
  });

  it("reads a key named like an Object method as an unknown key, not a renamed one", () => {
    expect(configFile('{ "toString": 1 }')[0]?.message).toBe('unknown key "toString"');
  });

  it("suggests the camelCase key for a flag's kebab-case name", () => {
    expect(configFile('{ "max-desc-len": 1 }')[0]?.hint).toBe('Did you mean "maxDescLen"?');
  });

  it("lists the keys when nothing is close", () => {
    expect(configFile('{ "something": 1 }')[0]).toEqual({
      code: "CRD5005",
      message: 'unknown key "something"',
      at: "1:3-1:14",
      hint: "The keys are inputs, out, tsconfig, samples, maxDescLen, formatter, embeddedObjectMeta, tsBackend and $schema.",
    });
  });

  it("ignores $schema whatever its value", () => {
    const root = tempProject({ "crdgen.config.json": '{ "$schema": 42, "out": "o" }' });
    expect(loadConfig({ cwd: root })).toEqual({
      file: path.join(root, "crdgen.config.json"),
      settings: { out: path.join(root, "o") },
      diagnostics: [],
    });
  });
});

describe("the shape of the file", () => {
  it("must be an object", () => {
    expect(configFile('["out"]')).toEqual([
      {
        code: "CRD5005",
        message: "crdgen.config.json must be a JSON object, not an array",
        at: "1:1-1:8",
        hint: 'Write the settings as an object, e.g. { "out": "config/crd/bases" }.',
      },
    ]);
  });

  it("must have an object under package.json's crdgen key", () => {
    const found = load({ "package.json": '{\n  "crdgen": "crds"\n}' });
    expect(found.map((f) => [f.code, f.message, f.at])).toEqual([
      ["CRD5005", '"crdgen" in package.json must be a JSON object, not "crds"', "2:13-2:19"],
    ]);
  });

  it("validates package.json's crdgen key like crdgen.config.json", () => {
    const found = load({ "package.json": '{\n  "name": "x",\n  "crdgen": { "tsconfg": "x" }\n}' });
    expect(found.map((f) => [f.code, f.message, f.at, f.hint])).toEqual([
      ["CRD5005", 'unknown key "tsconfg"', "3:15-3:24", 'Did you mean "tsconfig"?'],
    ]);
  });
});

describe("JSON syntax", () => {
  it("reports a syntax error at its position and no settings", () => {
    expect(configFile('{\n  "out": "a"\n  "maxDescLen": 3\n}')).toEqual([
      {
        code: "CRD5004",
        message: 'invalid JSON: expected ","',
        at: "3:3-3:15",
        hint: expect.any(String) as string,
      },
    ]);
  });

  it("reports an empty file", () => {
    expect(configFile("").map((f) => [f.code, f.message, f.at])).toEqual([
      ["CRD5004", "invalid JSON: expected a value", "1:1-1:1"],
    ]);
  });

  it("reports text after the value", () => {
    expect(configFile("{} {}").map((f) => [f.message, f.at])).toEqual([
      ["invalid JSON: expected the end of the file after the value", "1:4-1:5"],
    ]);
  });

  it("allows neither comments nor trailing commas in package.json", () => {
    const found = load({ "package.json": '{\n  // note\n  "crdgen": { "out": "a", }\n}' });
    expect(found.map((f) => [f.code, f.message, f.at])).toEqual([
      ["CRD5004", "invalid JSON: comments are not allowed here", "2:3-2:10"],
      ["CRD5004", "invalid JSON: expected a key in double quotes (no trailing commas)", "3:27-3:28"],
    ]);
  });

  it("ignores a broken package.json without a crdgen key found by the search", () => {
    expect(load({ "package.json": '{ "name": "x", ' })).toEqual([]);
  });

  it("caps the number of syntax errors shown", () => {
    const found = configFile(`[${"1 ".repeat(30)}]`);
    expect(found).toHaveLength(11);
    expect(found[0]).toMatchObject({ message: 'invalid JSON: expected ","', at: "1:4-1:5" });
    expect(found[10]).toMatchObject({
      message: "invalid JSON: 19 more syntax errors not shown",
      at: "1:24-1:25",
    });
  });
});
