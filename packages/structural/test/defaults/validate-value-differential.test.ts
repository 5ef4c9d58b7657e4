import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customResourceViews, validateCustomResource, validateValue } from "../../src/defaults/index.js";
import { errorString } from "../../src/model/field-error.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { CorrelatedObject } from "../../src/schema/cel/correlated-object.js";
import * as oracle from "./value-oracle/validate-value.js";

// The schema validator against the one it replaced (value-oracle/, kept as it was: a path string built for every
// value, views found by node in one map): generated schemas with every keyword the validator reads, and values
// that partly fit them, give the same errors, in the same order, raised at the same places (what ratcheting
// is asked about), whether the views are the call's own or kept across calls as a catalog keeps them.

type Draw = () => number;

const keys = ["a", "b", "c", "a.b", "é", "__proto__", "10", "9"];
const formats = [
  "int32",
  "int64",
  "float",
  "double",
  "date-time",
  "byte",
  "email",
  "uuid",
  "no-such-format",
  "",
];
const patterns = ["^a", "^[0-9]+$", "b$", "(", "^.{2}$"];

function pick<T>(draw: Draw, values: readonly T[]): T {
  return values[Math.floor(draw() * values.length)] as T;
}

function valueOf(draw: Draw, depth: number): unknown {
  const shape = draw();
  if (depth > 3 || shape < 0.45) {
    return pick(draw, [
      null,
      true,
      false,
      0,
      1,
      -1,
      7,
      2.5,
      1e300,
      2 ** 40,
      "",
      "a",
      "ab",
      "2021-01-01T00:00:00Z",
      "9",
      "é",
    ]);
  }
  if (shape < 0.65) return Array.from({ length: Math.floor(draw() * 4) }, () => valueOf(draw, depth + 1));
  const object: Record<string, unknown> = {};
  const count = Math.floor(draw() * 5);
  for (let i = 0; i < count; i++) {
    Object.defineProperty(object, pick(draw, keys), {
      value: valueOf(draw, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

// A schema that fits `value` in part: its type mostly right, and any of the keywords the validator reads.
function schemaFor(value: unknown, draw: Draw, depth: number): JSONSchemaProps {
  const node: JSONSchemaProps = {};
  const kind = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  const type = {
    number: Number.isInteger(value) ? "integer" : "number",
    boolean: "boolean",
    string: "string",
    array: "array",
    object: "object",
  }[kind as string];
  if (draw() < 0.8) {
    node.type =
      draw() < 0.85 && type !== undefined
        ? type
        : pick(draw, ["string", "integer", "number", "object", "array", "boolean"]);
  }
  if (draw() < 0.15) node.nullable = true;
  if (draw() < 0.1) node["x-kubernetes-int-or-string"] = true;
  if (draw() < 0.2) node.format = pick(draw, formats);
  if (draw() < 0.15) {
    node.enum = [value, pick(draw, ["a", 1, 2.5, null, { a: 1 }, [1]])].slice(0, 1 + Math.floor(draw() * 2));
  }
  if (typeof value === "number" || draw() < 0.05) {
    if (draw() < 0.3) node.minimum = pick(draw, [0, 1, 2.5, -3]);
    if (draw() < 0.3) node.maximum = pick(draw, [0, 1, 2.5, 5]);
    if (draw() < 0.2) node.exclusiveMinimum = true;
    if (draw() < 0.2) node.exclusiveMaximum = true;
    if (draw() < 0.2) node.multipleOf = pick(draw, [2, 0.5, 0.1, -2, 0]);
  }
  if (typeof value === "string" || draw() < 0.05) {
    if (draw() < 0.3) node.minLength = pick(draw, [1, 2]);
    if (draw() < 0.3) node.maxLength = pick(draw, [0, 1, 3]);
    if (draw() < 0.3) node.pattern = pick(draw, patterns);
  }
  if (Array.isArray(value)) {
    if (draw() < 0.85) node.items = schemaFor(value[0] ?? valueOf(draw, depth + 1), draw, depth + 1);
    // Items of map lists correlate with old ones by their keys on update (ratcheting).
    if (draw() < 0.3) {
      node["x-kubernetes-list-type"] = "map";
      node["x-kubernetes-list-map-keys"] = draw() < 0.7 ? ["a"] : ["a", "b"];
    }
    if (draw() < 0.2) node.minItems = 2;
    if (draw() < 0.2) node.maxItems = 1;
    if (draw() < 0.2) node.uniqueItems = true;
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const properties: Record<string, JSONSchemaProps> = {};
    for (const key of Object.keys(value)) {
      if (draw() < 0.7) properties[key] = schemaFor((value as Record<string, unknown>)[key], draw, depth + 1);
    }
    if (draw() < 0.3) properties[pick(draw, keys)] = schemaFor(valueOf(draw, depth + 1), draw, depth + 1);
    if (draw() < 0.8) node.properties = properties;
    const extra = draw();
    if (extra < 0.2) node.additionalProperties = schemaFor(valueOf(draw, depth + 1), draw, depth + 1);
    else if (extra < 0.35) node.additionalProperties = draw() < 0.5;
    if (draw() < 0.3) node.required = [pick(draw, keys), pick(draw, keys)];
    if (draw() < 0.15) node.minProperties = 2;
    if (draw() < 0.15) node.maxProperties = 1;
  }
  if (depth < 3) {
    for (const junctor of ["allOf", "anyOf", "oneOf"] as const) {
      if (draw() < 0.12) {
        node[junctor] = Array.from({ length: 1 + Math.floor(draw() * 3) }, () =>
          branchFor(value, draw, depth + 1),
        );
      }
    }
    if (draw() < 0.08) node.not = branchFor(value, draw, depth + 1);
  }
  return node;
}

// A junctor branch: the value's schema without type (structural schemas forbid it there) or with one.
function branchFor(value: unknown, draw: Draw, depth: number): JSONSchemaProps {
  const branch = schemaFor(value, draw, depth);
  if (draw() < 0.5) delete branch.type;
  return branch;
}

const cases = fc.array(fc.tuple(fc.integer(), fc.integer()), { minLength: 1, maxLength: 6 }).map((seeds) => {
  return seeds.map(([valueSeed, schemaSeed]) => {
    const value = valueOf(seeded(valueSeed), 0);
    // Some schemas are drawn for another value than the one validated: more of the value fails.
    const schema = schemaFor(
      schemaSeed % 3 === 0 ? valueOf(seeded(schemaSeed), 0) : value,
      seeded(schemaSeed),
      0,
    );
    return { value, schema, old: oldOf(value, seeded(valueSeed ^ schemaSeed), 0) };
  });
});

function seeded(seed: number): Draw {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The value as it was before an update: mostly the same, with some values changed, keys dropped or added, and
// list items reordered or dropped, so that ratcheting finds changed and unchanged values side by side.
function oldOf(value: unknown, draw: Draw, depth: number): unknown {
  const change = draw();
  if (change < 0.5) return value;
  if (change < 0.6) return valueOf(draw, depth);
  if (Array.isArray(value)) {
    const items = value.map((item) => oldOf(item, draw, depth + 1));
    if (draw() < 0.3) items.reverse();
    if (draw() < 0.2) items.pop();
    return items;
  }
  if (value !== null && typeof value === "object") {
    const old: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (draw() < 0.15) continue;
      Object.defineProperty(old, key, {
        value: oldOf(item, draw, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    if (draw() < 0.15) old[pick(draw, keys.slice(0, 4))] = valueOf(draw, depth + 1);
    return old;
  }
  return valueOf(draw, depth);
}

describe("the schema validator against the one it replaced", () => {
  it("reports the same errors of values against their schemas (defaults' validation)", () => {
    const at = FieldPath.root("spec").child("default");
    fc.assert(
      fc.property(cases, (list) => {
        for (const { value, schema } of list) {
          expect(validateValue(value, schema, at).map(errorString)).toEqual(
            oracle.validateValue(value, schema, at).map(errorString),
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("reports the same errors of custom resources, created and updated, with views kept across calls", () => {
    fc.assert(
      fc.property(cases, (list) => {
        const views = customResourceViews();
        const oracleViews = oracle.customResourceViews();
        // Each schema twice, so that the second call reads views the first one built.
        for (const { value, schema, old } of [...list, ...list]) {
          const created = validateCustomResource(value, schema, undefined, views);
          const expectedCreated = oracle.validateCustomResource(value, schema, undefined, oracleViews);
          expect(created.map(errorString)).toEqual(expectedCreated.map(errorString));
          expect(created.map((error) => error.type)).toEqual(expectedCreated.map((error) => error.type));
          // On update, the oracle ratchets as upstream does: a result per correlated value, dropped whole when
          // the value is unchanged, junctor branches without ratcheting.
          const correlation = new CorrelatedObject(value, old, schema);
          const updated = validateCustomResource(value, schema, correlation, views);
          const expectedUpdated = oracle.validateCustomResource(
            value,
            schema,
            new CorrelatedObject(value, old, schema),
            oracleViews,
          );
          expect(updated.map(errorString)).toEqual(expectedUpdated.map(errorString));
          expect(updated.map((error) => error.type)).toEqual(expectedUpdated.map((error) => error.type));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("reports the same errors of objects with more declared keys than the walk's first list holds", () => {
    // Up to 40 declared properties present, in any order, with undeclared keys among them: the list of the
    // declared ones' indices grows while the object fills it.
    const names = Array.from({ length: 40 }, (_, i) => `p${String(i).padStart(2, "0")}`);
    const properties = Object.fromEntries(names.map((name) => [name, { type: "string", maxLength: 1 }]));
    const field = fc.tuple(fc.constantFrom(...names, "x", "y", "zz"), fc.constantFrom("a", "ab", 1));
    fc.assert(
      fc.property(
        fc.uniqueArray(field, { selector: ([key]) => key, minLength: 12, maxLength: 43, size: "max" }),
        fc.constantFrom(true, false, undefined),
        fc.option(fc.integer({ min: 0, max: 45 })),
        (entries, additional, limit) => {
          const schema: JSONSchemaProps = { type: "object", properties, required: ["p39", "q"] };
          if (additional !== undefined) schema.additionalProperties = additional;
          if (limit !== null) schema.maxProperties = limit;
          const nested = { inner: Object.fromEntries(entries), other: Object.fromEntries(entries.slice(1)) };
          const nestedSchema: JSONSchemaProps = {
            type: "object",
            properties: { inner: schema, other: schema },
          };
          const at = FieldPath.root("v");
          expect(validateValue(nested, nestedSchema, at).map(errorString)).toEqual(
            oracle.validateValue(nested, nestedSchema, at).map(errorString),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("finds errors in most generated cases (the comparison is not of empty lists)", () => {
    const samples = fc.sample(cases, { numRuns: 300, seed: 7 }).flat();
    const failing = samples.filter(
      ({ value, schema }) => validateValue(value, schema, FieldPath.root("v")).length > 0,
    );
    expect(failing.length).toBeGreaterThan(samples.length / 3);
    const composite = samples.filter(({ value, schema }) =>
      validateValue(value, schema, FieldPath.root("v")).some((error) =>
        error.detail.includes("must validate"),
      ),
    );
    expect(composite.length).toBeGreaterThan(10);
  });
});
