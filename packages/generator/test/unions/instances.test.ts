import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { FieldPath, validateValue } from "@crdgen/structural";
import { fixturesRoot, runFixture } from "../support/fixtures.js";
import { typeScriptAccepts } from "./oracle.js";

/*
 * The union encodings must accept exactly what the TypeScript types accept. For each union field of the
 * union fixtures, sample values (hand-written and generated) are judged twice: by the TypeScript checker
 * (the value as a declared constant of its own type, assigned to the field's type) and by the API server's
 * OpenAPI validator on the generated schema. The verdicts must agree.
 *
 * Known differences, documented in the README and avoided by the samples: properties of another member with
 * a wrong type (the merged schema gives each property one type), non-integers for int-or-string, and null for
 * int-or-string (the API server's validator checks nothing but `type` and `enum` for null, and int-or-string
 * has neither).
 */

interface Case {
  readonly fixture: string;
  readonly spec: string;
  readonly field: string;
  readonly samples: readonly unknown[];
  readonly generated?: fc.Arbitrary<unknown>;
}

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

function objectOf(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(fields).map(([k, arb]) => maybe(arb).map((v) => [k, v] as const));
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)));
}

const cases: readonly Case[] = [
  {
    fixture: "union-discriminated",
    spec: "PipelineSpec",
    field: "source",
    samples: [
      { type: "git", url: "u" },
      { type: "git", url: "u", ref: "main" },
      { type: "s3", bucket: "b" },
      { type: "gcs", bucket: "b", region: "eu", ref: "r" },
      { type: "git", url: "u", bucket: "b" },
      { type: "git", url: "u", unknown: 1 },
      {},
      { type: "git" },
      { type: "s3", url: "u" },
      { type: "ftp", url: "u" },
      { url: "u" },
      { type: "git", url: 1 },
      { type: 1, url: "u" },
      null,
      "git",
    ],
    generated: objectOf({
      type: fc.constantFrom("git", "s3", "gcs", "ftp"),
      url: fc.constant("u"),
      bucket: fc.constant("b"),
      ref: fc.constant("r"),
      region: fc.constant("x"),
      extra: fc.constant(true),
    }),
  },
  {
    fixture: "union-discriminated",
    spec: "PipelineSpec",
    field: "fallback",
    samples: [null, { type: "git", url: "u" }, { type: "s3" }, {}],
  },
  {
    fixture: "union-discriminated",
    spec: "PipelineSpec",
    field: "toggle",
    samples: [
      { enabled: true, level: 1 },
      { enabled: false },
      { enabled: true },
      { enabled: false, level: 2 },
      {},
    ],
    generated: objectOf({ enabled: fc.boolean(), level: fc.integer({ min: 0, max: 9 }) }),
  },
  {
    fixture: "union-discriminated",
    spec: "PipelineSpec",
    field: "version",
    samples: [
      { major: 1, legacy: "l" },
      { major: 2, modern: "m" },
      { major: 2, legacy: "l" },
      { major: 3, modern: "m" },
    ],
    generated: objectOf({
      major: fc.constantFrom(1, 2, 3),
      legacy: fc.constant("l"),
      modern: fc.constant("m"),
    }),
  },
  {
    fixture: "union-exclusive",
    spec: "VaultSpec",
    field: "valueFrom",
    samples: [
      { configMap: "c" },
      { secret: { name: "n" } },
      {},
      { configMap: "c", secret: { name: "n" } },
      { secret: {} },
    ],
    generated: objectOf({
      configMap: fc.constant("c"),
      secret: fc.constant({ name: "n" }),
      other: fc.constant(1),
    }),
  },
  {
    fixture: "union-exclusive",
    spec: "VaultSpec",
    field: "storage",
    samples: [
      { size: "1Gi", emptyDir: {} },
      { size: "1Gi", hostPath: "/x" },
      { size: "1Gi", volume: "v" },
      { emptyDir: {} },
      { size: "1Gi" },
      { size: "1Gi", emptyDir: {}, volume: "v" },
    ],
    generated: objectOf({
      size: fc.constant("1Gi"),
      emptyDir: fc.constant({}),
      hostPath: fc.constant("/x"),
      volume: fc.constant("v"),
    }),
  },
  {
    fixture: "union-overlapping",
    spec: "ProbeSpec",
    field: "target",
    samples: [{ host: "h" }, { ip: "1.2.3.4" }, { host: "h", ip: "i" }, {}, { host: 1 }],
    generated: objectOf({ host: fc.constant("h"), ip: fc.constant("i"), port: fc.integer() }),
  },
  {
    fixture: "union-overlapping",
    spec: "ProbeSpec",
    field: "hints",
    samples: [{}, { color: "red" }, { size: 2 }, { color: "red", size: 2 }, { size: "big" }],
  },
  {
    fixture: "union-overlapping",
    spec: "ProbeSpec",
    field: "address",
    samples: [{ street: "s" }, { street: "s", city: "c" }, { city: "c" }, { street: "s", zip: "z" }, {}],
    generated: objectOf({ street: fc.constant("s"), city: fc.constant("c"), zip: fc.constant("z") }),
  },
  {
    fixture: "nullable",
    spec: "VoidSpec",
    field: "inlineMode",
    samples: ["on", "off", null, "dim", 1],
  },
  {
    fixture: "nullable",
    spec: "VoidSpec",
    field: "mode",
    samples: ["fast", "slow", null, "medium", ""],
  },
  {
    fixture: "nullable",
    spec: "VoidSpec",
    field: "target",
    samples: [null, { host: "h" }, {}],
  },
  {
    fixture: "int-or-string",
    spec: "RolloutSpec",
    field: "budget",
    samples: [0, 5, "auto", "max", "Auto", "other", true],
  },
  {
    fixture: "int-or-string",
    spec: "RolloutSpec",
    field: "nullableIntOrString",
    samples: [1, "25%", null, false],
  },
];

function fieldSchema(fixture: string, spec: string, field: string): JSONSchemaProps {
  const result = runFixture(path.join(fixturesRoot, fixture));
  const root = result.crds[0]?.crd.spec?.versions?.[0]?.schema?.openAPIV3Schema;
  const schema = root?.properties?.spec?.properties?.[field];
  if (schema === undefined) throw new Error(`${fixture}: no schema for ${spec}.${field}`);
  return schema;
}

function schemaAccepts(schema: JSONSchemaProps, value: unknown): boolean {
  return validateValue(value, schema, FieldPath.root("value")).length === 0;
}

describe("union encodings accept exactly what TypeScript accepts", () => {
  for (const c of cases) {
    describe(`${c.fixture}: ${c.spec}.${c.field}`, () => {
      let schema: JSONSchemaProps;
      const generated = c.generated === undefined ? [] : fc.sample(c.generated, { numRuns: 60, seed: 42 });
      const values = [...c.samples, ...generated];
      let verdicts: boolean[];

      beforeAll(() => {
        schema = fieldSchema(c.fixture, c.spec, c.field);
        const module = path.join(fixturesRoot, c.fixture, "input.ts");
        verdicts = typeScriptAccepts(
          module,
          c.spec,
          `Exclude<${c.spec}[${JSON.stringify(c.field)}], undefined>`,
          values,
        );
      });

      it("agrees with TypeScript on every sample", () => {
        const disagreements = values
          .map((value, i) => ({ value, typescript: verdicts[i], schema: schemaAccepts(schema, value) }))
          .filter((v) => v.typescript !== v.schema);
        expect(disagreements).toEqual([]);
      });

      it("has samples on both sides", () => {
        expect(verdicts.some((v) => v)).toBe(true);
        expect(verdicts.some((v) => !v)).toBe(true);
      });
    });
  }
});
