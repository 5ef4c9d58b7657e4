import { describe, expect, it } from "vitest";
import type { FieldError, JSONSchemaProps } from "@crdgen/structural";
import { FieldPath, validateResourceMeta } from "@crdgen/structural";
import table from "./objectmeta-validation.json" with { type: "json" };

interface MetaCase {
  readonly name: string;
  readonly object: Record<string, unknown>;
  readonly includeRoot?: boolean;
  /** [error type, field path], compared as a multiset as upstream's validationMatch does. */
  readonly errors: readonly (readonly [string, string])[];
}

const embeddedRoot: JSONSchemaProps = { "x-kubernetes-embedded-resource": true };

// Upstream starts from a nil *field.Path, whose children render without a leading dot.
const root = FieldPath.root("");

const matches = (found: readonly FieldError[]) => found.map((e) => `${e.type} ${e.field}`).sort();
const expected = (c: MetaCase) => c.errors.map(([type, field]) => `${type} ${field}`).sort();

describe("upstream objectmeta TestValidateEmbeddedResource", () => {
  const cases = table.embeddedResource as unknown as MetaCase[];
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(matches(validateResourceMeta(root, c.object, embeddedRoot, false))).toEqual(expected(c));
  });
});

describe("upstream objectmeta TestValidate", () => {
  const schema = table.validateSchema as JSONSchemaProps;
  const cases = table.validate as unknown as MetaCase[];
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const found = validateResourceMeta(root, c.object, schema, c.includeRoot === true);
    expect(matches(found)).toEqual(expected(c));
  });
});
