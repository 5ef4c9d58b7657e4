import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diagnosticCatalog } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import {
  applyMarkers,
  crdSettings,
  markerDefinitions,
  packageSettings,
  parseComment,
} from "../../src/index.js";

const names = markerDefinitions.map((d) => d.name);
const argumentText = fc.stringMatching(/^[-a-zA-Z0-9 ,;:{}="`'\\.$^*+?()[\]|]{0,24}$/);
const markerLine = fc
  .tuple(fc.constantFrom(...names), fc.constantFrom("", "=", ":=", ":x=", ":rule="), argumentText)
  .map(([name, joiner, rest]) => `+${name}${joiner}${rest}`);
const schema: fc.Arbitrary<JSONSchemaProps> = fc.record(
  {
    type: fc.constantFrom("string", "integer", "number", "boolean", "array", "object", ""),
    items: fc.constant({ type: "string" }),
    "x-kubernetes-list-type": fc.constantFrom("map", "set"),
    properties: fc.constant({ a: {}, b: {} }),
  },
  { requiredKeys: [] },
);

describe("robustness", () => {
  it("never throws on arbitrary comment text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseComment(text, { line: 1, column: 1 }, "x.ts", "field");
        expect(typeof parsed.description).toBe("string");
      }),
    );
  });

  it("never throws on arbitrary arguments to every marker, on any target and schema", () => {
    fc.assert(
      fc.property(
        fc.array(markerLine, { maxLength: 4 }),
        fc.constantFrom("package", "type", "field", undefined),
        schema,
        (lines, target, input) => {
          const text = lines.map((l) => `// ${l}`).join("\n");
          const parsed = parseComment(text, { line: 1, column: 1 }, "x.ts", target);
          for (const d of parsed.diagnostics) expect(d.span?.start.column).toBe(4);
          const before = JSON.stringify(input);
          const applied = applyMarkers(input, parsed.markers, target === "type" ? "type" : "field");
          // The input is never changed; every finding is a catalog code on one of the marker lines.
          expect(JSON.stringify(input)).toBe(before);
          for (const d of [...parsed.diagnostics, ...applied.diagnostics]) {
            expect(Object.hasOwn(diagnosticCatalog, d.code)).toBe(true);
            expect(d.span?.start.line).toBeGreaterThanOrEqual(1);
            expect(d.span?.start.line).toBeLessThanOrEqual(lines.length);
          }
          // A marker that applied cleanly leaves a schema of the same type unless it sets the type itself.
          const setsType = lines.some((l) => /Type\b|XIntOrString|Schemaless|EmbeddedResource/.test(l));
          if (applied.diagnostics.length === 0 && !setsType && input.type !== undefined) {
            expect(applied.value.type).toBe(input.type);
          }
          crdSettings(parsed.markers);
          packageSettings(parsed.markers);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
