import { describe, expect, it } from "vitest";
import { generateInMemory, summary, widget } from "../support/memory.js";

/*
 * The API server's create warning `unrecognized format "…"` (apiextensions-apiserver v0.35.0
 * strategy.go:124-143) names the CRD path of the format; crdgen reports it where the format was written.
 */

const warnings = (files: Record<string, string>): string[] =>
  summary(generateInMemory(files)).filter((line) => line.startsWith("CRD3004"));

describe("an unrecognized format", () => {
  it("is at the Format marker that writes it: a field's, an alias's, an items: variant's", () => {
    const extra = [
      "/** +kubebuilder:validation:Format=alias-format */",
      "export type Token = string;",
      "/** +kubebuilder:validation:items:Format=list-format */",
      "export type Hosts = string[];",
    ].join("\n");
    const spec = [
      "{",
      "  /** +kubebuilder:validation:Format=field-format */",
      "  a?: string;",
      "  values?: Record<string, Token | null>;",
      "  hosts?: Hosts[];",
      "}",
    ].join("\n");
    expect(warnings({ "/app/input.ts": widget(spec, extra) })).toEqual([
      'CRD3004 input.ts:6:5 unrecognized format "alias-format"',
      'CRD3004 input.ts:8:5 unrecognized format "list-format"',
      'CRD3004 input.ts:15:7 unrecognized format "field-format"',
    ]);
  });

  it("is at the Format marker that replaces the format of an int32 made a string, not at the field", () => {
    const extra = 'import type { int32 } from "crdgen";';
    const spec =
      "{\n  /**\n   * +kubebuilder:validation:Type=string\n   * +kubebuilder:validation:Format=port-format\n   */\n  port?: int32;\n}";
    expect(warnings({ "/app/input.ts": widget(spec, extra) })).toEqual([
      'CRD3004 input.ts:14:6 unrecognized format "port-format"',
    ]);
  });

  it("is at the field whose type carries it when no marker writes it", () => {
    const extra = 'import type { int32 } from "crdgen";';
    const spec = "{\n  /** +kubebuilder:validation:Type=string */\n  port?: int32;\n}";
    expect(warnings({ "/app/input.ts": widget(spec, extra) })).toEqual([
      'CRD3004 input.ts:13:3 unrecognized format "int32"',
    ]);
  });

  it("is in the version whose schema has it", () => {
    const version = (name: string, spec: string): string =>
      `// +groupName=example.com\n// +versionName=${name}\n\nimport type { ObjectMeta } from "crdgen";\n\n/** +kubebuilder:storageversion */\nexport interface Widget {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: ${spec};\n}\n`;
    const files = {
      "/app/api/v1/widget.ts": version("v1", "{ a?: string }"),
      "/app/api/v2/widget.ts": version(
        "v2",
        "{\n    /** +kubebuilder:validation:Format=v2-format */\n    a?: string;\n  }",
      ).replace("/** +kubebuilder:storageversion */\n", ""),
    };
    const result = generateInMemory(files, { inputs: ["api"] });
    expect(summary(result)).toEqual(['CRD3004 api/v2/widget.ts:11:9 unrecognized format "v2-format"']);
    expect(result.diagnostics[0]?.crdPath).toBe(
      "spec.versions[1].schema.openAPIV3Schema.properties[spec].properties[a].format",
    );
  });
});
