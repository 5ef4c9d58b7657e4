import { describe, expect, it } from "vitest";
import { errorString } from "../../src/model/field-error.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { CelSession } from "../../src/schema/cel/session.js";
import { validateCelRules } from "../../src/schema/cel/validate-cel.js";
import { corpusDocuments } from "../crd/corpus.js";

interface VersionSchema {
  readonly name: string;
  readonly schema: JSONSchemaProps;
}

/** The openAPIV3Schema of every version of every corpus CRD. */
function corpusSchemas(): VersionSchema[] {
  return corpusDocuments().flatMap(({ name, document }) => {
    const spec = (
      document as {
        spec?: { versions?: { name?: string; schema?: { openAPIV3Schema?: JSONSchemaProps } }[] };
      }
    ).spec;
    return (spec?.versions ?? []).flatMap((version, i) => {
      const schema = version.schema?.openAPIV3Schema;
      return schema === undefined ? [] : [{ name: `${name} versions[${i}] ${version.name ?? ""}`, schema }];
    });
  });
}

/** How many rules the schema has along the nodes the CEL walk visits. */
function countRules(node: JSONSchemaProps): number {
  let count = node["x-kubernetes-validations"]?.length ?? 0;
  for (const child of Object.values(node.properties ?? {})) count += countRules(child);
  const items = node.items;
  if (items != null && !Array.isArray(items)) count += countRules(items);
  const values = node.additionalProperties;
  if (values != null && typeof values !== "boolean") count += countRules(values);
  return count;
}

describe("every CEL rule of the corpus compiles within the cost limits", () => {
  // The API servers that accepted these CRDs compiled every rule and held every cost to the limits.
  const withRules = corpusSchemas().filter((s) => countRules(s.schema) > 0);

  it("has rules to compile", () => {
    const rules = withRules.reduce((sum, s) => sum + countRules(s.schema), 0);
    const started = performance.now();
    for (const { schema } of withRules) {
      validateCelRules(
        schema,
        FieldPath.root("spec.versions[0].schema.openAPIV3Schema"),
        new Set(),
        new CelSession({}),
      );
    }
    const elapsed = performance.now() - started;
    console.log(
      `corpus: ${String(rules)} rules in ${String(withRules.length)} version schemas, ` +
        `${(elapsed / rules).toFixed(3)} ms per rule (${elapsed.toFixed(0)} ms in all)`,
    );
    expect(rules).toBeGreaterThan(100);
  });

  it.each(withRules)("$name", ({ schema }) => {
    const errors = validateCelRules(
      schema,
      FieldPath.root("spec.versions[0].schema.openAPIV3Schema"),
      new Set(),
      new CelSession({}),
    );
    expect(errors.map(errorString)).toEqual([]);
  });
});
