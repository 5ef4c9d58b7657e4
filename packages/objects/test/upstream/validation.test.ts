import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { errorString, validateCustomResource, validateObjectRules } from "@crdgen/structural";
import table from "./validation.json" with { type: "json" };

interface ValidationCase {
  readonly name: string;
  readonly schema: JSONSchemaProps;
  readonly objects: readonly Record<string, unknown>[];
  /** Objects that cannot pass here, by index, with the reason. */
  readonly skipObjects?: Readonly<Record<string, string>>;
  readonly failing: readonly {
    readonly object: Record<string, unknown>;
    readonly errors: readonly string[];
  }[];
}

const cases = table.cases as unknown as ValidationCase[];

// Go values JSON cannot tell apart are written as strings: "int64:N" and "float64:N".
function goValues(value: unknown): unknown {
  if (typeof value === "string") {
    const typed = /^(int64|float64):(.*)$/.exec(value);
    return typed === null ? value : Number(typed[2]);
  }
  if (Array.isArray(value)) return value.map(goValues);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, goValues(v)]));
  }
  return value;
}

// ValidateCustomResource, then the CEL validator, as the upstream test runs them; a set of error strings.
function errorsOf(schema: JSONSchemaProps, object: Record<string, unknown>): string[] {
  const found = [...validateCustomResource(object, schema), ...validateObjectRules(schema, object).errors];
  return [...new Set(found.map(errorString))].sort();
}

describe("upstream validation TestValidateCustomResource", () => {
  for (const c of cases) {
    describe(c.name, () => {
      c.objects.forEach((object, i) => {
        const skipped = c.skipObjects?.[String(i)];
        if (skipped !== undefined) {
          it.skip(`accepts object ${i} (skipped: ${skipped})`, () => {});
          return;
        }
        it(`accepts object ${i}`, () => {
          expect(errorsOf(c.schema, goValues(object) as Record<string, unknown>)).toEqual([]);
        });
      });
      c.failing.forEach((failing, i) => {
        it(`refuses failing object ${i}`, () => {
          const found = errorsOf(c.schema, goValues(failing.object) as Record<string, unknown>);
          expect(found).toEqual([...new Set(failing.errors)].sort());
        });
      });
    });
  }
});
