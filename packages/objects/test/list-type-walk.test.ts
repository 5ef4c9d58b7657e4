import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FieldError, JSONSchemaProps } from "@crdgen/structural";
import { compareGoStrings, customResourceViews, FieldPath, validateCustomResource } from "@crdgen/structural";
import { ListTypeNodes, validateListTypes } from "../src/index.js";
import { listTypeCheck } from "../src/list-type.js";
import { corpusCrds } from "./support/corpus.js";
import { valueFor } from "./support/object-arbitrary.js";

// The list-type walk skips the values below nodes without a set or map list, and goes down only the properties
// that lead to one: a differential test against a walk that visits every value of every object (keys in Go's
// byte order, additionalProperties before a property of the same key, as upstream's structural walk), checking
// each set or map list it meets on its own.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function everyValueWalk(path: FieldPath, schema: JSONSchemaProps | undefined, value: unknown): FieldError[] {
  if (schema === undefined) return [];
  const out: FieldError[] = [];
  if (Array.isArray(value)) {
    const listType = schema["x-kubernetes-list-type"];
    if (listType === "set" || listType === "map") {
      // This list alone: its items are walked below.
      out.push(...validateListTypes(path, { ...schema, items: null }, value));
    }
    const items = isObject(schema.items) ? schema.items : undefined;
    value.forEach((item, i) => out.push(...everyValueWalk(path.index(i), items, item)));
    return out;
  }
  if (!isObject(value)) return out;
  const additional = isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const key of Object.keys(value).sort(compareGoStrings)) {
    if (additional !== undefined) out.push(...everyValueWalk(path.key(key), additional, value[key]));
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (isObject(property)) out.push(...everyValueWalk(path.child(key), property, value[key]));
  }
  return out;
}

// The list-type errors found along the schema validator's walk, which must not change the validator's own.
function alongValidator(
  schema: JSONSchemaProps,
  value: unknown,
  views: ReturnType<typeof customResourceViews>,
): FieldError[] {
  const lists: FieldError[] = [];
  const withLists = validateCustomResource(value, schema, undefined, views, listTypeCheck(lists));
  expect(withLists).toEqual(validateCustomResource(value, schema, undefined, views));
  return lists;
}

// Whether a node reached through properties, items and additionalProperties has properties and an
// additionalProperties with a set or map list at or below it: an independent reading of alongValidator's test.
function listsByBothKeys(schema: JSONSchemaProps | undefined): boolean {
  if (!isObject(schema)) return false;
  const properties = Object.values(isObject(schema.properties) ? schema.properties : {}).filter(isObject);
  const additional = isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
  if (properties.length > 0 && hasSetOrMap(additional)) return true;
  return [...properties, schema.items, additional].some((below) => listsByBothKeys(below as JSONSchemaProps));
}

function hasSetOrMap(schema: JSONSchemaProps | undefined): boolean {
  if (!isObject(schema)) return false;
  const type = schema["x-kubernetes-list-type"];
  if (type === "set" || type === "map") return true;
  const properties = Object.values(isObject(schema.properties) ? schema.properties : {});
  return [...properties, schema.items, schema.additionalProperties].some((below) =>
    hasSetOrMap(below as JSONSchemaProps),
  );
}

const sameFindings = (found: readonly FieldError[], expected: readonly string[]) =>
  JSON.stringify(shown(found)) === JSON.stringify(expected);

const shown = (errors: readonly FieldError[]) =>
  errors.map((e) => `${e.type} ${e.field} ${String(e.badValue)}`);
const root = FieldPath.root("");

describe("ListTypeNodes.leadingProperties", () => {
  it("lists the properties that lead to a set or map list, in Go's byte order, once per node", () => {
    const set: JSONSchemaProps = {
      type: "array",
      items: { type: "string" },
      "x-kubernetes-list-type": "set",
    };
    const nested: JSONSchemaProps = { type: "object", properties: { set } };
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        b: nested,
        plain: { type: "string" },
        atomic: { type: "array", items: { type: "string" }, "x-kubernetes-list-type": "atomic" },
        B: set,
      },
    };
    const nodes = new ListTypeNodes();
    expect(nodes.leadingProperties(schema)).toEqual([
      ["B", set],
      ["b", nested],
    ]);
    expect(nodes.leadingProperties(schema)).toBe(nodes.leadingProperties(schema));
    expect(nodes.leadingProperties({ type: "string" })).toEqual([]);
  });
});

describe("the list-type walk", () => {
  it("finds what a walk over every value finds, with properties and additionalProperties leading to lists", () => {
    const tags: JSONSchemaProps = {
      type: "array",
      items: { type: "string" },
      "x-kubernetes-list-type": "set",
    };
    const entry: JSONSchemaProps = { type: "object", properties: { tags } };
    const schema: JSONSchemaProps = {
      type: "object",
      properties: { z: entry, a: entry, byName: { type: "object", additionalProperties: entry } },
    };
    const value = {
      z: { tags: ["z", "z"] },
      a: { tags: ["a", "a", "a"] },
      byName: { y: { tags: ["1", "1"] }, x: { tags: ["2"] } },
    };
    const found = validateListTypes(root, schema, value, new ListTypeNodes());
    expect(shown(found)).toEqual([
      "FieldValueDuplicate a.tags[1] a",
      "FieldValueDuplicate byName[y].tags[1] 1",
      "FieldValueDuplicate z.tags[1] z",
    ]);
    expect(shown(found)).toEqual(shown(everyValueWalk(root, schema, value)));
  });

  it("checks along the validator's walk only the schema's own lists, not those of junctor branches", () => {
    const set: JSONSchemaProps = {
      type: "array",
      items: { type: "string" },
      "x-kubernetes-list-type": "set",
    };
    // The walk goes down properties, items and additionalProperties only: a list type in an allOf, anyOf or
    // not branch (which the validator validates the same list against) is none of its business.
    const schema: JSONSchemaProps = {
      type: "object",
      properties: {
        tags: { ...set, allOf: [set], anyOf: [set, { type: "array" }], not: { ...set, maxItems: 0 } },
        plain: { type: "array", items: { type: "string" }, allOf: [set] },
      },
    };
    const value = { tags: ["a", "a"], plain: ["b", "b"] };
    const expected = shown(validateListTypes(root, schema, value));
    expect(expected).toEqual(["FieldValueDuplicate tags[1] a"]);
    expect(new ListTypeNodes().alongValidator(schema)).toBe(true);
    expect(shown(alongValidator(schema, value, customResourceViews()))).toEqual(expected);
  });

  const served = corpusCrds().flatMap(({ file, crd }) =>
    (crd.spec?.versions ?? [])
      .filter((v) => v.served === true && v.schema?.openAPIV3Schema != null)
      .map((v) => ({
        name: `${file} ${v.name ?? ""}`,
        schema: v.schema?.openAPIV3Schema as JSONSchemaProps,
      })),
  );

  it("finds on objects generated from the corpus schemas what a walk over every value finds", () => {
    // One ListTypeNodes for all objects, as a catalog keeps it, and one set of views.
    const nodes = new ListTypeNodes();
    const views = customResourceViews();
    let lists = 0;
    for (const { name, schema } of served) {
      // The corpus schemas are structural: each one's lists are checked along the validator's walk.
      expect(nodes.alongValidator(schema), name).toBe(true);
      fc.assert(
        fc.property(valueFor(schema, { mutate: true }), (value) => {
          const expected = shown(everyValueWalk(root, schema, value));
          lists += expected.length;
          expect(shown(validateListTypes(root, schema, value, nodes)), name).toEqual(expected);
          expect(shown(alongValidator(schema, value, views)), name).toEqual(expected);
        }),
        { numRuns: 4, seed: 11 },
      );
    }
    // The objects have repeated set items and map keys for the walks to find.
    expect(lists).toBeGreaterThan(0);
  });

  // Generated schemas that give a node both properties and additionalProperties leading to lists (no structural
  // schema does, but the walk takes any), with keys of both kinds on the values.
  it("finds on generated schemas and values what a walk over every value finds, with nodes kept across values", () => {
    const keys = ["a", "b", "ab", "é"];
    const scalar = fc.constantFrom<unknown>("x", "y", 1, 2, 1.5, true, null);
    const schemaOf = (depth: number): fc.Arbitrary<JSONSchemaProps> => {
      const list = fc.record<JSONSchemaProps>({
        type: fc.constant("array"),
        "x-kubernetes-list-type": fc.constantFrom("set", "map", "atomic"),
        "x-kubernetes-list-map-keys": fc.constantFrom(["a"], ["a", "b"]),
        items: depth > 2 ? fc.constant<JSONSchemaProps>({ type: "object" }) : schemaOf(depth + 1),
      });
      if (depth > 2) return list;
      const object = fc.record<JSONSchemaProps>(
        {
          type: fc.constant("object"),
          properties: fc.dictionary(fc.constantFrom(...keys), schemaOf(depth + 1), {
            maxKeys: 3,
            noNullPrototype: true,
          }),
          additionalProperties: schemaOf(depth + 1),
        },
        { requiredKeys: ["type"] },
      );
      return fc.oneof(list, object, fc.constant<JSONSchemaProps>({ type: "string" }));
    };
    // Values that mostly follow the schema (with small pools, so that set items and map keys repeat), at times
    // anything.
    const valueOf = (schema: JSONSchemaProps | undefined, depth: number): fc.Arbitrary<unknown> => {
      if (schema === undefined || depth > 4) return scalar;
      if (schema.type === "array") {
        const item = valueOf(schema.items as JSONSchemaProps, depth + 1);
        return fc.oneof(fc.array(item, { maxLength: 4 }), scalar);
      }
      if (schema.type !== "object") return scalar;
      const properties = schema.properties ?? {};
      const additional = schema.additionalProperties as JSONSchemaProps | undefined;
      const field = (key: string) =>
        fc.oneof(valueOf(Object.hasOwn(properties, key) ? properties[key] : additional, depth + 1), scalar);
      return fc
        .uniqueArray(fc.constantFrom(...keys, "z"), { maxLength: 4 })
        .chain((names) => fc.tuple(...names.map(field)).map((values) => objectOf(names, values)));
    };
    const objectOf = (names: readonly string[], values: readonly unknown[]) => {
      const object: Record<string, unknown> = {};
      names.forEach((name, i) => (object[name] = values[i]));
      return object;
    };
    const nodes = new ListTypeNodes();
    const views = customResourceViews();
    let found = 0;
    let along = 0;
    let differs = 0;
    fc.assert(
      fc.property(
        schemaOf(0).chain((schema) =>
          fc.tuple(fc.constant(schema), fc.array(valueOf(schema, 0), { minLength: 1, maxLength: 3 })),
        ),
        ([schema, values]) => {
          for (const value of values) {
            const expected = shown(everyValueWalk(root, schema, value));
            found += expected.length;
            expect(shown(validateListTypes(root, schema, value, new ListTypeNodes()))).toEqual(expected);
            expect(shown(validateListTypes(root, schema, value, nodes))).toEqual(expected);
            expect(nodes.alongValidator(schema)).toBe(!listsByBothKeys(schema));
            if (nodes.alongValidator(schema)) {
              expect(shown(alongValidator(schema, value, views)), "along the validator").toEqual(expected);
              along++;
            } else if (!sameFindings(alongValidator(schema, value, views), expected)) {
              differs++;
            }
          }
        },
      ),
      { numRuns: 1500, seed: 7 },
    );
    expect(found).toBeGreaterThan(0);
    expect(along).toBeGreaterThan(100);
    // Where a node has both properties and additionalProperties leading to lists, checking along the validator
    // does find something else: alongValidator must say no there.
    expect(differs).toBeGreaterThan(0);
  });
});
