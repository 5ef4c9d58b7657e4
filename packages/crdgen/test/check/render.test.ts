import { catalogMessage } from "@crdgen/core";
import { fieldErrors } from "@crdgen/structural";
import { describe, expect, it } from "vitest";
import { renderCheckJson } from "../../src/check/render-json.js";
import { renderFileReportText, renderSummaryText } from "../../src/check/render-text.js";
import { summarize } from "../../src/check/check.js";
import type { CheckResult, FileReport } from "../../src/check/types.js";
import { manifestDiagnostic } from "../../src/manifest/diagnostic.js";

const structural = fieldErrors("structural");
const crd = fieldErrors("crd");

const invalidFile: FileReport = {
  file: "config/crd/bases/example.com_widgets.yaml",
  documents: [
    { index: 0, name: "gadgets.example.com", line: 1, errors: [] },
    {
      index: 1,
      name: "widgets.example.com",
      line: 40,
      errors: [
        {
          ...structural.required(
            "spec.validation.openAPIV3Schema.properties[foo].type",
            "must not be empty for specified object fields",
          ),
          code: "CRD3001",
          line: 58,
          column: 13,
          sourceLine: "            foo:",
          path: "spec.versions[0].schema.openAPIV3Schema.properties[foo].type",
          hint: "Give foo a type.",
        },
        {
          ...crd.invalid("spec.group", "Example.com", "should be a domain with at least one dot"),
          code: "CRD3002",
          line: 45,
          column: 10,
        },
      ],
    },
  ],
  diagnostics: [],
  unreadable: false,
};

const brokenFile: FileReport = {
  file: "broken.yaml",
  documents: [],
  diagnostics: [
    manifestDiagnostic(
      catalogMessage("CRD4001", "yamlError", {
        reason: "unexpected end of the stream within a flow collection",
      }),
      "broken.yaml",
      {
        line: 3,
        column: 7,
        sourceLine: "  foo: [a, b",
        document: 0,
      },
    ),
    manifestDiagnostic(
      catalogMessage("CRD4007", "notCrd", { subject: "document", description: 'ConfigMap "x" (v1)' }),
      "broken.yaml",
      {
        line: 9,
        column: 1,
        document: 1,
      },
    ),
  ],
  unreadable: false,
};

const result: CheckResult = {
  files: [invalidFile, brokenFile],
  summary: summarize([invalidFile, brokenFile]),
};

describe("text output", () => {
  it("prints each API-server error at its position, with the server's text, the place in the file and a hint", () => {
    expect(renderFileReportText(invalidFile, { color: false })).toBe(
      [
        "config/crd/bases/example.com_widgets.yaml:58:13 - error CRD3001: spec.validation.openAPIV3Schema." +
          "properties[foo].type: Required value: must not be empty for specified object fields",
        "",
        "58             foo:",
        "               ~",
        "",
        "  at spec.versions[0].schema.openAPIV3Schema.properties[foo].type",
        "  hint: Give foo a type.",
        "",
        "config/crd/bases/example.com_widgets.yaml:45:10 - error CRD3002: spec.group: Invalid value: " +
          '"Example.com": should be a domain with at least one dot',
        "  hint: Fix the field at the position shown: the API server would reject this CustomResourceDefinition on create.",
        "",
      ].join("\n"),
    );
  });

  it("renders file problems with position, code frame and hint", () => {
    expect(renderFileReportText(brokenFile, { color: false })).toBe(
      [
        "broken.yaml:3:7 - error CRD4001: unexpected end of the stream within a flow collection",
        "",
        "3   foo: [a, b",
        "        ~",
        "",
        "  hint: Fix the YAML syntax at the position shown; `kubectl apply` would reject this file too.",
        "",
        'broken.yaml:9:1 - info CRD4007: document is ConfigMap "x" (v1), not a CRD; skipped',
        "  hint: Only apiextensions.k8s.io/v1 CustomResourceDefinition documents are checked.",
        "",
      ].join("\n"),
    );
  });

  it("says nothing about a clean file", () => {
    expect(renderFileReportText({ ...invalidFile, documents: [] }, { color: false })).toBe("");
  });

  it("ends with a summary line", () => {
    expect(renderSummaryText(result.summary, { color: false })).toBe(
      "Checked 2 files, 2 CRDs: 1 invalid, 3 errors\n",
    );
    const clean = summarize([{ ...invalidFile, documents: [{ index: 0, name: "a", line: 1, errors: [] }] }]);
    expect(renderSummaryText(clean, { color: false })).toBe("Checked 1 file, 1 CRD: no errors\n");
    const unreadable = summarize([
      {
        file: "x",
        documents: [],
        diagnostics: [
          manifestDiagnostic(catalogMessage("CRD5001", "cannotRead", { file: "x", reason: "EACCES" }), "x"),
        ],
        unreadable: true,
      },
    ]);
    expect(renderSummaryText(unreadable, { color: false })).toBe(
      "Checked 1 file, 0 CRDs: 1 error, 1 input not read\n",
    );
  });

  it("colours only when asked", () => {
    expect(renderFileReportText(invalidFile, { color: false })).not.toContain("\u001b[");
    expect(renderFileReportText(invalidFile, { color: true })).toContain(
      "\u001b[36mconfig/crd/bases/example.com_widgets.yaml\u001b[0m:58:13",
    );
    expect(renderSummaryText(result.summary, { color: true })).toContain("\u001b[31m3 errors\u001b[0m");
  });
});

describe("JSON output", () => {
  it("has exactly the documented shape, plus diagnostics where there are some", () => {
    expect(JSON.parse(renderCheckJson(result))).toEqual({
      files: [
        {
          file: "config/crd/bases/example.com_widgets.yaml",
          documents: [
            { index: 0, name: "gadgets.example.com", errors: [] },
            {
              index: 1,
              name: "widgets.example.com",
              errors: [
                {
                  type: "FieldValueRequired",
                  field: "spec.validation.openAPIV3Schema.properties[foo].type",
                  detail: "must not be empty for specified object fields",
                  origin: "structural",
                  code: "CRD3001",
                  line: 58,
                  column: 13,
                  path: "spec.versions[0].schema.openAPIV3Schema.properties[foo].type",
                  hint: "Give foo a type.",
                },
                {
                  type: "FieldValueInvalid",
                  field: "spec.group",
                  detail: "should be a domain with at least one dot",
                  origin: "crd",
                  code: "CRD3002",
                  line: 45,
                  column: 10,
                },
              ],
            },
          ],
        },
        {
          file: "broken.yaml",
          documents: [],
          diagnostics: [
            {
              code: "CRD4001",
              severity: "error",
              message: "unexpected end of the stream within a flow collection",
              line: 3,
              column: 7,
              document: 0,
              hint: "Fix the YAML syntax at the position shown; `kubectl apply` would reject this file too.",
            },
            {
              code: "CRD4007",
              severity: "info",
              message: 'document is ConfigMap "x" (v1), not a CRD; skipped',
              line: 9,
              column: 1,
              document: 1,
              hint: "Only apiextensions.k8s.io/v1 CustomResourceDefinition documents are checked.",
            },
          ],
        },
      ],
    });
  });

  it("is one line", () => {
    const text = renderCheckJson(result);
    expect(text.endsWith("}\n")).toBe(true);
    expect(text.split("\n")).toHaveLength(2);
  });
});
