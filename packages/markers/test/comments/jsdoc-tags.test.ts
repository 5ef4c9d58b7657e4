import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { MarkerTarget, ParsedComment } from "../../src/index.js";
import { applyMarkers, parseComment } from "../../src/index.js";
import { codesAt, only } from "../support/comment.js";

/**
 * A field's JSDoc comment as a generator sees it, indented by two spaces and starting at 10:3:
 *
 *     /**
 *      * Field doc.
 *      * <tag lines>     ← from line 12, column 6
 *      *\/
 */
function tagged(lines: readonly string[], target: MarkerTarget = "field"): ParsedComment {
  const text = ["/**", "   * Field doc.", ...lines.map((l) => `   * ${l}`), "   */"].join("\n");
  return parseComment(text, { line: 10, column: 3 }, "t.ts", target);
}

function markerValues(parsed: ParsedComment): string[] {
  return parsed.markers.map((m) => `${m.name}=${JSON.stringify(m.value)}`);
}

function applied(parsed: ParsedComment, schema: JSONSchemaProps): ReturnType<typeof applyMarkers> {
  return applyMarkers(schema, parsed.markers, "field");
}

describe("JSDoc validation tags as marker aliases", () => {
  it.each([
    ["@minimum 1", ["kubebuilder:validation:Minimum=1"]],
    ["@maximum 10.5", ["kubebuilder:validation:Maximum=10.5"]],
    [
      "@exclusiveMinimum 0",
      ["kubebuilder:validation:Minimum=0", "kubebuilder:validation:ExclusiveMinimum=true"],
    ],
    [
      "@exclusiveMaximum 9",
      ["kubebuilder:validation:Maximum=9", "kubebuilder:validation:ExclusiveMaximum=true"],
    ],
    ["@exclusiveMinimum true", ["kubebuilder:validation:ExclusiveMinimum=true"]],
    ["@exclusiveMaximum", ["kubebuilder:validation:ExclusiveMaximum=true"]],
    ["@multipleOf 5", ["kubebuilder:validation:MultipleOf=5"]],
    ["@minLength 1", ["kubebuilder:validation:MinLength=1"]],
    ["@maxLength 63", ["kubebuilder:validation:MaxLength=63"]],
    ["@pattern ^[a-z]+(,[a-z]+)*$", ['kubebuilder:validation:Pattern="^[a-z]+(,[a-z]+)*$"']],
    ["@pattern ^`[a-z]+`$", ['kubebuilder:validation:Pattern="^`[a-z]+`$"']],
    ["@format date-time", ['kubebuilder:validation:Format="date-time"']],
    ["@minItems 1", ["kubebuilder:validation:MinItems=1"]],
    ["@maxItems 3", ["kubebuilder:validation:MaxItems=3"]],
    ["@uniqueItems", ['listType="set"']],
    ["@uniqueItems true", ['listType="set"']],
    ["@uniqueItems false", ["kubebuilder:validation:UniqueItems=false"]],
    ["@minProperties 1", ["kubebuilder:validation:MinProperties=1"]],
    ["@maxProperties 8", ["kubebuilder:validation:MaxProperties=8"]],
    ["@default 3", ["default=3"]],
    ['@default {"replicas": 1, "mode": "fast"}', ['default={"replicas":1,"mode":"fast"}']],
    ["@default fast", ['default="fast"']],
    ['@default "fast"', ['default="fast"']],
    ["@title Replica count", ['kubebuilder:title="Replica count"']],
    ["@nullable", ["nullable=true"]],
    ["@nullable false", []],
  ])("reads %s as its marker", (tag, expected) => {
    const parsed = tagged([tag]);
    expect(parsed.diagnostics).toEqual([]);
    expect(markerValues(parsed)).toEqual(expected);
  });

  it("reads several tags on one line, each at its own @ (TypeScript's reading)", () => {
    const parsed = parseComment(
      "/** @minimum 1 @maximum 10 @default 3 */",
      { line: 4, column: 3 },
      "t.ts",
      "field",
    );
    expect(parsed.markers.map((m) => `${m.text}@${m.span.start.line}:${m.span.start.column}`)).toEqual([
      "@minimum 1@4:7",
      "@maximum 10@4:18",
      "@default 3@4:30",
    ]);
    expect(parsed.markers.every((m) => m.tag !== undefined)).toBe(true);
    expect(applied(parsed, { type: "integer" })).toEqual({
      value: { type: "integer", minimum: 1, maximum: 10, default: 3 },
      diagnostics: [],
    });
  });

  it("reads a tag crdgen knows after description text, and ends the description there", () => {
    const parsed = parseComment(
      "/** Replicas is the pod count. @minimum 1 @see Scale */",
      { line: 4, column: 3 },
      "t.ts",
      "field",
    );
    expect(parsed.description).toBe("Replicas is the pod count.");
    expect(parsed.markers.map((m) => `${m.text}@${m.span.start.column}`)).toEqual(["@minimum 1@34"]);
  });

  it("leaves other @words in description text alone, as text", () => {
    const text =
      "/**\n * Uses types from @kubernetes/client-node, see @see.\n * Mail admin @example.com.\n */";
    const parsed = parseComment(text, { line: 1, column: 1 }, "t.ts", "field");
    expect(parsed.description).toBe(
      "Uses types from @kubernetes/client-node, see @see.\nMail admin @example.com.",
    );
    expect(parsed.markers).toEqual([]);
  });

  it("joins a tag's continuation lines and leaves marker lines out of it", () => {
    const parsed = tagged(['@default {"a": 1,', ' "b": 2}', "+kubebuilder:validation:MinProperties=1"]);
    expect(markerValues(parsed)).toEqual(['default={"a":1,"b":2}', "kubebuilder:validation:MinProperties=1"]);
  });

  it("maps @deprecated on a type to +kubebuilder:deprecatedversion with its text as the warning", () => {
    expect(markerValues(tagged(["@deprecated use v1"], "type"))).toEqual([
      'kubebuilder:deprecatedversion={"warning":"use v1"}',
    ]);
    expect(markerValues(tagged(["@deprecated"], "type"))).toEqual(["kubebuilder:deprecatedversion={}"]);
  });

  it("puts tags and markers in source order, so the later of two for one keyword wins with a warning", () => {
    const parsed = tagged(["+kubebuilder:validation:Minimum=1", "@minimum 2"]);
    expect(markerValues(parsed)).toEqual([
      "kubebuilder:validation:Minimum=1",
      "kubebuilder:validation:Minimum=2",
    ]);
    expect(only(parsed.diagnostics).message).toBe(
      "@minimum 2 conflicts with +kubebuilder:validation:Minimum=1 on line 12; the last one takes effect",
    );
  });
});

describe("JSDoc tag diagnostics", () => {
  it("gives a bad value the marker's diagnostic, at the tag, naming the tag", () => {
    const parsed = tagged(["@minimum abc"]);
    expect(parsed.markers).toEqual([]);
    expect(codesAt(parsed.diagnostics)).toEqual(["CRD1002@12:6"]);
    expect(only(parsed.diagnostics)).toEqual({
      code: "CRD1002",
      message: '@minimum (+kubebuilder:validation:Minimum): expected an integer or a float, got "abc"',
      hint: "Write it like @minimum 0",
    });
    expect(parsed.diagnostics[0]?.span?.end).toEqual({ line: 12, column: 18 });
  });

  it("reports a tag without its value, and a fraction where a count goes", () => {
    const parsed = tagged(["@minLength", "@maxItems 1.5"]);
    expect(codesAt(parsed.diagnostics)).toEqual(["CRD1003@12:6", "CRD1002@13:6"]);
    expect(parsed.diagnostics[0]?.hint).toBe("Write it like @minLength 1");
  });

  it("drops the exclusive flag when the bound of @exclusiveMinimum is bad", () => {
    const parsed = tagged(["@exclusiveMinimum x"]);
    expect(parsed.markers).toEqual([]);
    expect(codesAt(parsed.diagnostics)).toEqual(["CRD1002@12:6"]);
  });

  it("reports schema problems of a tag's marker at the tag", () => {
    const pattern = applied(tagged(["@pattern ^(a$"]), { type: "string" });
    expect(pattern.diagnostics.map((d) => `${d.code}@${d.span?.start.line}:${d.span?.start.column}`)).toEqual(
      ["CRD1008@12:6"],
    );
    expect(pattern.diagnostics[0]?.message).toMatch(
      /^@pattern \(\+kubebuilder:validation:Pattern\): "\^\(a\$" is not/,
    );
    const fallback = applied(tagged(["@default fast"]), { type: "integer" });
    expect(
      fallback.diagnostics.map((d) => `${d.code}@${d.span?.start.line}:${d.span?.start.column}`),
    ).toEqual(["CRD1009@12:6"]);
    expect(fallback.diagnostics[0]?.message).toMatch(/^@default fast: the default is invalid/);
  });

  it("reports @uniqueItems on a value that is not a list, as +listType's diagnostic", () => {
    const result = applied(tagged(["@uniqueItems"]), { type: "string" });
    expect(result.diagnostics.map((d) => d.code)).toEqual(["CRD1007"]);
    expect(result.diagnostics[0]?.message).toBe(
      '@uniqueItems (+listType) must be applied to an array, found type "string"',
    );
  });

  it("reports a tag on a target its marker does not describe", () => {
    const parsed = tagged(["@default 3"], "type");
    expect(only(parsed.diagnostics)).toMatchObject({
      code: "CRD1006",
      message: "@default (+default) applies to fields, not to types",
    });
  });

  it.each([
    ["@const fast", "type", "+kubebuilder:validation:Enum=fast"],
    ["@examples [1]", "field", "+kubebuilder:example"],
    ["@asType integer", "field", "+kubebuilder:validation:Type=integer"],
    ["@readOnly", "field", "+k8s:immutable"],
    ["@deprecated use size", "field", "+kubebuilder:deprecatedversion"],
  ] as const)("warns that %s has no marker equivalent, naming what to use", (tag, target, named) => {
    const parsed = tagged([tag], target);
    expect(parsed.markers).toEqual([]);
    expect(codesAt(parsed.diagnostics)).toEqual(["CRD1015@12:6"]);
    expect(parsed.diagnostics[0]?.severity).toBe("warning");
    expect(parsed.diagnostics[0]?.hint).toContain(named);
  });
});

describe("ordinary JSDoc tags", () => {
  const text = [
    "/**",
    " * Replicas is the number of pods.",
    " *",
    " * @remarks Scaled by the controller,",
    " *   never by hand.",
    " * @example",
    " * ```ts",
    " * @minimum 5",
    " * ```",
    " * @see {@link https://kubernetes.io} and `@maximum 3`",
    " * @since 1.2",
    " */",
  ].join("\n");
  const parsed = parseComment(text, { line: 1, column: 1 }, "t.ts", "field");

  it("stay out of the description", () => {
    expect(parsed.description).toBe("Replicas is the number of pods.");
  });

  it("stay silent, and tags inside their code blocks and backticks are not read", () => {
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.markers).toEqual([]);
  });

  it("are not read from // comments, as TypeScript reads JSDoc only from /** */", () => {
    const line = parseComment("// Size.\n// @minimum 1", { line: 1, column: 1 }, "t.ts", "field");
    expect(line.markers).toEqual([]);
  });
});
