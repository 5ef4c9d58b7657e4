import { describe, expect, it } from "vitest";
import {
  catalogMessage,
  compareDiagnostics,
  createDiagnostic,
  diagnosticCatalog,
  positionAt,
  renderDiagnostic,
} from "../src/index.js";
import { cliDiagnostics } from "../src/catalog/cli.js";
import { explainDiagnostics } from "../src/catalog/explain.js";
import { generatorDiagnostics } from "../src/catalog/generator.js";
import { jsonSchemaDiagnostics } from "../src/catalog/jsonschema.js";
import { manifestDiagnostics } from "../src/catalog/manifest.js";
import { markerDiagnostics } from "../src/catalog/markers.js";
import { structuralDiagnostics } from "../src/catalog/structural.js";

describe("positionAt", () => {
  it.each([
    ["abc", 0, 1, 1],
    ["abc", 2, 1, 3],
    ["a\nbc", 2, 2, 1],
    ["a\nbc", 3, 2, 2],
    ["a\n\nx", 3, 3, 1],
    ["ab", 99, 1, 3],
  ])("%j at %i is %i:%i", (text, offset, line, column) => {
    expect(positionAt(text, offset)).toEqual({ line, column });
  });
});

/** A CRD4001 diagnostic whose whole text is `text` (its template is `{reason}`, text from the YAML parser). */
const yamlError = (text: string) => catalogMessage("CRD4001", "yamlError", { reason: text });

describe("catalogMessage", () => {
  it("fills each placeholder with the argument of its name", () => {
    expect(catalogMessage("CRD5004", "otherError", { error: "a comma is missing" })).toEqual({
      code: "CRD5004",
      text: "invalid JSON: a comma is missing",
    });
    expect(catalogMessage("CRD5004", "moreErrors", { count: 3 }).text).toBe(
      "invalid JSON: 3 more syntax errors not shown",
    );
  });
  it("keeps braces around anything but a name as text", () => {
    expect(catalogMessage("CRD4012", "helmTemplate").text).toContain("({{ \u2026 }})");
  });
  it("does not read placeholders inside an argument", () => {
    expect(yamlError("a {reason} b").text).toBe("a {reason} b");
  });
});

describe("createDiagnostic", () => {
  it("takes severity and hint from the catalog", () => {
    const d = createDiagnostic(yamlError("bad"));
    expect(d.severity).toBe("error");
    expect(d.hint).toBe(diagnosticCatalog.CRD4001.hint);
  });
  it("lets the caller override hint and severity", () => {
    const d = createDiagnostic(yamlError("bad"), { hint: "h", severity: "warning" });
    expect(d).toEqual({ code: "CRD4001", severity: "warning", message: "bad", hint: "h" });
  });
});

describe("catalog", () => {
  it.each([
    ["markers", markerDiagnostics, "1"],
    ["generator", generatorDiagnostics, "2"],
    ["structural", structuralDiagnostics, "3"],
    ["manifest", manifestDiagnostics, "4"],
    ["cli", cliDiagnostics, "5"],
    ["explain", explainDiagnostics, "5"],
    ["jsonschema", jsonSchemaDiagnostics, "5"],
  ])("keeps the %s codes in the %sxxx range", (_name, entries, range) => {
    const codes = Object.keys(entries);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(code).toMatch(new RegExp(`^CRD${range}\\d{3}$`));
  });

  it("holds every range's codes, none lost to a duplicate key", () => {
    const total = [
      markerDiagnostics,
      generatorDiagnostics,
      structuralDiagnostics,
      manifestDiagnostics,
      cliDiagnostics,
      explainDiagnostics,
      jsonSchemaDiagnostics,
    ]
      .map((entries) => Object.keys(entries).length)
      .reduce((a, b) => a + b, 0);
    expect(Object.keys(diagnosticCatalog)).toHaveLength(total);
  });
});

describe("compareDiagnostics", () => {
  const at = (file: string, line: number, column: number, code: "CRD4001" | "CRD5004" = "CRD4001") => {
    const where = `${file}:${line}:${column}`;
    const message =
      code === "CRD4001" ? yamlError(where) : catalogMessage("CRD5004", "otherError", { error: where });
    return createDiagnostic(message, { span: { file, start: { line, column } } });
  };

  it("orders by file, then line, then column, then code", () => {
    const sorted = [
      at("b.ts", 1, 1),
      at("a.ts", 2, 1),
      at("a.ts", 1, 9),
      at("a.ts", 1, 2, "CRD5004"),
      at("a.ts", 1, 2),
    ].sort(compareDiagnostics);
    expect(
      sorted.map((d) => `${d.span?.file}:${d.span?.start.line}:${d.span?.start.column} ${d.code}`),
    ).toEqual([
      "a.ts:1:2 CRD4001",
      "a.ts:1:2 CRD5004",
      "a.ts:1:9 CRD4001",
      "a.ts:2:1 CRD4001",
      "b.ts:1:1 CRD4001",
    ]);
  });

  it("puts diagnostics without a position first", () => {
    const none = createDiagnostic(yamlError("no position"));
    expect([at("a.ts", 1, 1), none].sort(compareDiagnostics)[0]).toBe(none);
  });
});

describe("renderDiagnostic", () => {
  it("renders file:line:col, a code frame, the CRD path and the hint, without colour", () => {
    const d = createDiagnostic(yamlError("unexpected end of the stream"), {
      span: { file: "a.yaml", start: { line: 2, column: 3 } },
      crdPath: "spec.names",
      hint: "fix it",
    });
    const text = renderDiagnostic(d, { sourceOf: () => "one\ntwo\nthree" });
    expect(text).toBe(
      [
        "a.yaml:2:3 - error CRD4001: unexpected end of the stream",
        "",
        "2 two",
        "    ~",
        "",
        "  at spec.names",
        "  hint: fix it",
      ].join("\n"),
    );
  });
  it("shows context lines around the diagnostic, but none before the first line or after the last", () => {
    const d = createDiagnostic(yamlError("m"), { span: { file: "a.yaml", start: { line: 1, column: 2 } } });
    // The code frame: the lines between the heading's blank line and the next blank line.
    const frame = (contextLines: number, line: number): string[] => {
      const span = { file: "a.yaml", start: { line, column: 2 } };
      const lines = renderDiagnostic(
        { ...d, span },
        { sourceOf: () => "one\ntwo\nthree", contextLines },
      ).split("\n");
      return lines.slice(2, lines.indexOf("", 2));
    };
    expect(frame(1, 1)).toEqual(["1 one", "   ~", "2 two"]);
    expect(frame(1, 3)).toEqual(["2 two", "3 three", "   ~"]);
    expect(frame(5, 2)).toEqual(["1 one", "2 two", "   ~", "3 three"]);
  });
  it("uses ANSI colours only when asked", () => {
    const d = createDiagnostic(yamlError("m"));
    expect(renderDiagnostic(d)).not.toContain("\u001b[");
    expect(renderDiagnostic(d, { color: true })).toContain("\u001b[31merror");
  });
});
