import { describe, expect, it } from "vitest";
import { createDiagnostic, diagnosticCatalog, positionAt, renderDiagnostic } from "../src/index.js";

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

describe("createDiagnostic", () => {
  it("takes severity and hint from the catalog", () => {
    const d = createDiagnostic("CRD4001", "bad");
    expect(d.severity).toBe("error");
    expect(d.hint).toBe(diagnosticCatalog.CRD4001.hint);
  });
  it("lets the caller override hint and severity", () => {
    const d = createDiagnostic("CRD4001", "bad", { hint: "h", severity: "warning" });
    expect(d).toEqual({ code: "CRD4001", severity: "warning", message: "bad", hint: "h" });
  });
});

describe("catalog", () => {
  it("uses CRDnxxx codes in the range of their file", () => {
    for (const code of Object.keys(diagnosticCatalog)) expect(code).toMatch(/^CRD[1-5]\d{3}$/);
  });
});

describe("renderDiagnostic", () => {
  it("renders file:line:col, a code frame, the CRD path and the hint, without colour", () => {
    const d = createDiagnostic("CRD4001", "unexpected end of the stream", {
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
  it("uses ANSI colours only when asked", () => {
    const d = createDiagnostic("CRD4001", "m");
    expect(renderDiagnostic(d)).not.toContain("\u001b[");
    expect(renderDiagnostic(d, { color: true })).toContain("\u001b[31merror");
  });
});
