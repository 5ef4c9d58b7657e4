import { describe, expect, it } from "vitest";
import { renderStoredObjects } from "../../src/validate/stored-output.js";
import type { ValidateFileReport } from "../../src/validate/types.js";

// Only what renderStoredObjects reads of a report: the stored objects.
function reportOf(...stored: Record<string, unknown>[]): ValidateFileReport {
  return {
    file: "objects.yaml",
    objects: stored.map((object) => ({ outcome: { stored: object } })),
    diagnostics: [],
    unreadable: false,
  } as unknown as ValidateFileReport;
}

describe("--output json writes strings as kubectl's JSON printer does", () => {
  // apimachinery unstructured/helpers.go:407 encodes with json.NewEncoder, which escapes HTML
  // (encoding/json encode.go:967 appendString, and :1025 for U+2028/U+2029); MarshalIndent keeps the escapes.
  it("escapes <, >, & and U+2028/U+2029 inside strings, keys included", () => {
    const object = { kind: "W", "a<b": "x > y && z", s: "\u2028\u2029", t: "é\u0085\t" };
    expect(renderStoredObjects([reportOf(object)], "json")).toBe(
      [
        "{",
        '    "a\\u003cb": "x \\u003e y \\u0026\\u0026 z",',
        '    "kind": "W",',
        '    "s": "\\u2028\\u2029",',
        '    "t": "é\u0085\\t"',
        "}",
        "",
      ].join("\n"),
    );
  });

  // Go sorts a map's keys as byte strings (encoding/json encode.go mapEncoder); JSON.stringify would put the
  // integer-like keys first. A lone surrogate is U+FFFD to Go, which writes it raw.
  it("orders keys by their bytes, integer-like keys included, and writes a lone surrogate as U+FFFD", () => {
    const object = { b: 1, "10": 2, "\n": 3, "0": 4, a0: [], "2": {}, "\ud800": "\udc00" };
    expect(renderStoredObjects([reportOf(object)], "json")).toBe(
      [
        "{",
        '    "\\n": 3,',
        '    "0": 4,',
        '    "10": 2,',
        '    "2": {},',
        '    "a0": [],',
        '    "b": 1,',
        '    "\ufffd": "\ufffd"',
        "}",
        "",
      ].join("\n"),
    );
  });

  it("leaves the YAML output's characters as they are (go-yaml writes the decoded strings)", () => {
    expect(renderStoredObjects([reportOf({ a: "x<y&z>" })], "yaml")).toBe("a: x<y&z>\n");
  });
});

// kubectl v0.35.0 pkg/cmd/get/get.go:739-797: several objects are printed once, as a v1 List whose metadata
// holds the resourceVersion ("") of the list it decoded; cli-runtime's YAMLPrinter writes `---` only before a
// second printed object, and kubectl get prints once.
describe("framing as kubectl get -f prints", () => {
  const a = { kind: "W", metadata: { name: "a" } };
  const b = { kind: "W", metadata: { name: "b" } };

  it("prints one object as itself, without ---", () => {
    expect(renderStoredObjects([reportOf(a)], "yaml")).toBe("kind: W\nmetadata:\n  name: a\n");
  });

  it("prints several objects, of one file or more, as one List", () => {
    const list = [
      "apiVersion: v1",
      "items:",
      "- kind: W",
      "  metadata:",
      "    name: a",
      "- kind: W",
      "  metadata:",
      "    name: b",
      "kind: List",
      "metadata:",
      '  resourceVersion: ""',
      "",
    ].join("\n");
    expect(renderStoredObjects([reportOf(a), reportOf(b)], "yaml")).toBe(list);
    const json = JSON.parse(renderStoredObjects([reportOf(a, b)], "json")) as unknown;
    expect(json).toEqual({
      apiVersion: "v1",
      items: [a, b],
      kind: "List",
      metadata: { resourceVersion: "" },
    });
  });

  it("prints nothing when no object would be stored", () => {
    expect(renderStoredObjects([reportOf()], "yaml")).toBe("");
  });
});
