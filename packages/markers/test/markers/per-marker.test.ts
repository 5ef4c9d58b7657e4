import { describe, expect, it } from "vitest";
import type { Diagnostic } from "@crdgen/core";
import {
  applyMarkers,
  crdSettings,
  markerDefinitions,
  packageSettings,
  parseComment,
} from "../../src/index.js";
import { codesAt, jsdoc, lineComments } from "../support/comment.js";
import type { MarkerCase } from "./case.js";
import { crdCases } from "./crd.cases.js";
import { fieldCases } from "./field.cases.js";
import { topologyCases } from "./topology.cases.js";
import { typeCases } from "./type.cases.js";
import { generalCases } from "./validation-general.cases.js";
import { numberCases } from "./validation-numbers.cases.js";

const validationCases = [...numberCases, ...generalCases];

const base = "+kubebuilder:validation:";
const items = "+kubebuilder:validation:items:";

/**
 * The `items:` twin of a validation row: the same marker on an array applies to its items, and on a
 * non-array it is a type error.
 */
function itemsCase(row: MarkerCase): MarkerCase {
  const schema = row.valid.schema ?? {};
  return {
    marker: row.marker.replace(base.slice(1), items.slice(1)),
    valid: {
      ...row.valid,
      text: row.valid.text.replace(base, items),
      schema: { type: "array", items: schema },
      expected: { type: "array", items: row.valid.expected ?? schema },
    },
    invalid: {
      text: row.valid.text.replace(base, items),
      target: "field",
      schema: { type: "string" },
      code: "CRD1007",
      says: 'must be applied to an array, found type "string"',
    },
  };
}

const cases: readonly MarkerCase[] = [
  ...validationCases,
  ...validationCases.map(itemsCase),
  ...fieldCases,
  ...typeCases,
  ...topologyCases,
  ...crdCases,
];

function allDiagnostics(
  text: string,
  start: { line: number; column: number },
  row: MarkerCase["invalid"],
): Diagnostic[] {
  const parsed = parseComment(text, start, "api.ts", row.target);
  if (row.target === "package") return [...parsed.diagnostics];
  return [...parsed.diagnostics, ...applyMarkers(row.schema ?? {}, parsed.markers, row.target).diagnostics];
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe.each(cases)("+$marker", (row) => {
  it("valid: parses the value and applies it", () => {
    const { text, start } = jsdoc(row.valid.text);
    const parsed = parseComment(text, start, "api.ts", row.valid.target);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.markers.map((m) => [m.name, m.value])).toEqual([[row.marker, row.valid.value]]);
    expect(parsed.description).toBe("Field doc.");
    if (row.valid.target !== "package") {
      // Frozen: applying a marker must never change its input (the generator shares schemas between uses).
      const schema = deepFreeze(structuredClone(row.valid.schema ?? {}));
      const applied = applyMarkers(schema, parsed.markers, row.valid.target);
      expect(applied.diagnostics).toEqual([]);
      expect(applied.value).toEqual(row.valid.expected ?? schema);
    }
    if (row.valid.crd !== undefined) expect(crdSettings(parsed.markers)).toMatchObject(row.valid.crd);
    if (row.valid.pkg !== undefined) expect(packageSettings(parsed.markers)).toMatchObject(row.valid.pkg);
  });

  it.each([
    ["a JSDoc comment", jsdoc],
    ["// comments", lineComments],
  ])("invalid in %s: reports the code at the marker's line:col", (_form, form) => {
    const { text, start, markerAt } = form(row.invalid.text);
    const diagnostics = allDiagnostics(text, start, row.invalid);
    expect(codesAt(diagnostics)).toEqual([`${row.invalid.code}@${markerAt}`]);
    expect(diagnostics[0]?.message).toContain(row.invalid.says);
  });
});

describe("the table", () => {
  it("has exactly one row for every registered marker", () => {
    const covered = cases.map((c) => c.marker).sort();
    expect(covered).toEqual(markerDefinitions.map((d) => d.name).sort());
  });
});
