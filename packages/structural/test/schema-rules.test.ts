import { describe, expect, it } from "vitest";
import { errorString } from "../src/model/field-error.js";
import { renderGoValue } from "../src/model/go-value.js";
import { FieldPath } from "../src/model/path.js";
import type { JSONSchemaProps } from "../src/model/schema-types.js";
import { createOptions } from "../src/schema/options.js";
import { validateStructural } from "../src/schema/public.js";
import { validateOpenAPISchema } from "../src/schema/validate-schema.js";

const P = "spec.validation.openAPIV3Schema";

function check(schema: JSONSchemaProps, statusEnabled = false): string[] {
  return validateOpenAPISchema(schema, FieldPath.root(P), createOptions(statusEnabled)).map(errorString);
}

const obj = (properties: Record<string, JSONSchemaProps>, extra: JSONSchemaProps = {}): JSONSchemaProps => ({
  type: "object",
  properties,
  ...extra,
});

// One row per rule: a minimal schema and the exact errors the API server reports for it on create.
const cases: [rule: string, schema: JSONSchemaProps, errors: string[]][] = [
  ["valid", obj({ a: { type: "string" } }), []],
  ["A1", obj({ a: { type: "array" } }), [`${P}.properties[a].items: Required value: must be specified`]],
  [
    "A2",
    { type: "object", additionalProperties: { type: "string" } },
    [`${P}.additionalProperties: Forbidden: must not be used at the root`],
  ],
  [
    "A3 root",
    { properties: { a: { type: "string" } } },
    [`${P}.type: Required value: must not be empty at the root`],
  ],
  [
    "A3 field",
    obj({ a: {} }),
    [`${P}.properties[a].type: Required value: must not be empty for specified object fields`],
  ],
  [
    "A3 item",
    obj({ a: { type: "array", items: {} } }),
    [`${P}.properties[a].items.type: Required value: must not be empty for specified array items`],
  ],
  ["A3 int-or-string", obj({ a: { "x-kubernetes-int-or-string": true } }), []],
  ["A3 preserve", obj({ a: { "x-kubernetes-preserve-unknown-fields": true } }), []],
  [
    "A4",
    { type: "array", items: { type: "string" } },
    [`${P}.type: Invalid value: "array": must be object at the root`],
  ],
  [
    "A5",
    obj({ a: { "x-kubernetes-int-or-string": true, "x-kubernetes-preserve-unknown-fields": true } }),
    [
      `${P}.properties[a].x-kubernetes-preserve-unknown-fields: Invalid value: true: must be false if x-kubernetes-int-or-string is true`,
    ],
  ],
  [
    "A7",
    obj({
      a: {
        type: "string",
        "x-kubernetes-embedded-resource": true,
        "x-kubernetes-preserve-unknown-fields": true,
      },
    }),
    [
      `${P}.properties[a].type: Invalid value: "string": must be object if x-kubernetes-embedded-resource is true`,
    ],
  ],
  [
    "A8",
    obj({
      a: {
        type: "object",
        "x-kubernetes-embedded-resource": true,
        "x-kubernetes-preserve-unknown-fields": true,
        additionalProperties: true,
      },
    }),
    [
      `${P}.properties[a].additionalProperties: Forbidden: must not be used if x-kubernetes-embedded-resource is set`,
    ],
  ],
  [
    "A9",
    obj({ a: { type: "object", "x-kubernetes-embedded-resource": true, properties: {} } }),
    [
      `${P}.properties[a].properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields`,
    ],
  ],
  [
    "A10",
    obj({ kind: { type: "integer" } }),
    [`${P}.properties[kind].type: Invalid value: "integer": must be string`],
  ],
  ["A10 not on plain objects", obj({ a: obj({ kind: { type: "integer" } }) }), []],
  [
    "A11",
    obj({ metadata: { type: "string" } }),
    [`${P}.properties[metadata].type: Invalid value: "string": must be object`],
  ],
  [
    "A12",
    obj({ metadata: { type: "object", description: "x" } }),
    [
      `${P}.properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified`,
    ],
  ],
  ["A12 name only", obj({ metadata: obj({ name: { type: "string", maxLength: 63 } }) }), []],
  [
    "A12 required []",
    obj({ metadata: { type: "object", required: [] } }),
    [
      `${P}.properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified`,
    ],
  ],
  ["A12 enum [] is nothing", obj({ metadata: { type: "object", enum: [] } }), []],
  [
    "A13",
    obj({ a: { type: "string", anyOf: [{ type: "string", description: "d" }] } }),
    [
      `${P}.properties[a].anyOf[0].description: Forbidden: must be empty to be structural`,
      `${P}.properties[a].anyOf[0].type: Forbidden: must be empty to be structural`,
    ],
  ],
  [
    "A14",
    obj({ a: { type: "array", items: { type: "string" }, allOf: [{ "x-kubernetes-list-type": "atomic" }] } }),
    [
      `${P}.properties[a].allOf[0].x-kubernetes-list-type: Forbidden: must be undefined to be structural`,
      // The B-walk visits junctor branches too (D3).
      `${P}.properties[a].allOf[0].type: Required value: must be array if x-kubernetes-list-type is specified`,
    ],
  ],
  [
    "A15",
    obj({ a: { type: "object", not: { additionalProperties: true } } }),
    [`${P}.properties[a].not.additionalProperties: Forbidden: must be undefined to be structural`],
  ],
  ["A15 false is absent", obj({ a: { type: "object", not: { additionalProperties: false } } }), []],
  [
    "A16",
    obj({ a: { type: "string", oneOf: [{ "x-kubernetes-validations": [{ rule: "true" }] }] } }),
    [`${P}.properties[a].oneOf[0].x-kubernetes-validations: Forbidden: must be empty to be structural`],
  ],
  [
    "A17",
    obj({ a: { type: "object", anyOf: [{ properties: { metadata: {} } }] } }),
    [
      `${P}.properties[a].anyOf[0].properties[metadata]: Forbidden: must not be specified in a nested context`,
    ],
  ],
  [
    "A18 int-or-string anyOf",
    obj({ a: { "x-kubernetes-int-or-string": true, anyOf: [{ type: "integer" }, { type: "string" }] } }),
    [],
  ],
  [
    "A18 int-or-string allOf[0].anyOf",
    obj({
      a: {
        "x-kubernetes-int-or-string": true,
        allOf: [{ anyOf: [{ type: "integer" }, { type: "string" }] }],
      },
    }),
    [],
  ],
  [
    "A18 reversed order is walked",
    obj({ a: { "x-kubernetes-int-or-string": true, anyOf: [{ type: "string" }, { type: "integer" }] } }),
    [
      `${P}.properties[a].anyOf[0].type: Forbidden: must be empty to be structural`,
      `${P}.properties[a].anyOf[1].type: Forbidden: must be empty to be structural`,
    ],
  ],
  [
    "A19",
    obj({ a: { type: "string", pattern: "(?=x)" } }),
    [
      `${P}.properties[a].pattern: Invalid value: "(?=x)": must be a valid regular expression, but isn't: error parsing regexp: invalid or unsupported Perl syntax: \`(?=\``,
    ],
  ],
  ["A19 RE2 classes are fine", obj({ a: { type: "string", pattern: "^[[:alpha:]]\\pL+$" } }), []],
  [
    "A20",
    { type: "object", allOf: [{ properties: { e: { minLength: 1 } } }] },
    [`${P}.properties[e]: Required value: because it is defined in ${P}.allOf[0].properties[e]`],
  ],
  [
    "A21",
    { type: "object", anyOf: [{ items: { minLength: 1 } }] },
    [`${P}.items: Required value: because it is defined in ${P}.anyOf[0].items`],
  ],
  [
    "A22 $schema",
    { type: "object", $schema: "http://json-schema.org/draft-04/schema#" },
    [`${P}: Invalid value: "": OpenAPIV3Schema 'schema' is not supported`],
  ],
  [
    "B2",
    obj({ a: { type: "bogus" } }),
    [
      `${P}.properties[a].type: Unsupported value: "bogus": supported values: "array", "boolean", "integer", "number", "object", "string"`,
    ],
  ],
  [
    "B3",
    obj({ a: { type: "null" } }),
    [
      `${P}.properties[a].type: Unsupported value: "null": supported values: "array", "boolean", "integer", "number", "object", "string"`,
      `${P}.properties[a].type: Forbidden: type cannot be set to null, use nullable as an alternative`,
    ],
  ],
  [
    "B9",
    obj({ a: { type: "string", $ref: "#/x" } }),
    [`${P}.properties[a].$ref: Forbidden: $ref is not supported`],
  ],
  [
    "B10",
    obj({ a: { type: "array", items: [{ type: "string" }] } }),
    [`${P}.properties[a].items: Forbidden: items must be a schema object and not an array`],
  ],
  [
    "B11",
    obj({ a: { type: "array", items: { type: "string" }, uniqueItems: true } }),
    [
      `${P}.properties[a].uniqueItems: Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic`,
    ],
  ],
  [
    "B12",
    obj({ a: obj({ b: { type: "string" } }, { additionalProperties: false }) }),
    [
      `${P}.properties[a].additionalProperties: Forbidden: additionalProperties and properties are mutual exclusive`,
    ],
  ],
  ["B12 true is allowed", obj({ a: obj({ b: { type: "string" } }, { additionalProperties: true }) }), []],
  [
    "B13",
    obj({ a: { type: "object", "x-kubernetes-preserve-unknown-fields": false } }),
    [
      `${P}.properties[a].x-kubernetes-preserve-unknown-fields: Invalid value: false: must be true or undefined`,
    ],
  ],
  [
    "B15",
    { type: "object", nullable: true },
    [`${P}.nullable: Forbidden: nullable cannot be true at the root`],
  ],
  [
    // The default-value walk reaches only nodes the B-walk marked on its way down items and properties.
    "C8 through items and properties",
    obj({ l: { type: "array", items: obj({ n: { type: "integer", default: "x" } }) } }),
    [
      `${P}.properties[l].items.properties[n].default: Invalid value: "string":  in body must be of type integer: "string"`,
    ],
  ],
  [
    "C1 top-level metadata",
    obj({ metadata: { type: "object", default: {} } }),
    [`${P}.properties[metadata].default: Forbidden: must not be set in top-level metadata`],
  ],
  [
    "D1",
    obj({ a: { type: "string", "x-kubernetes-map-type": "atomic" } }),
    [
      `${P}.properties[a].type: Invalid value: "string": must be object if x-kubernetes-map-type is specified`,
    ],
  ],
  [
    "D2",
    obj({ a: { type: "object", "x-kubernetes-map-type": "merge" } }),
    [
      `${P}.properties[a].x-kubernetes-map-type: Unsupported value: "merge": supported values: "atomic", "granular"`,
    ],
  ],
  [
    "D4",
    obj({ a: { type: "array", "x-kubernetes-list-type": "set", items: obj({ b: { type: "string" } }) } }),
    [
      `${P}.properties[a].items.x-kubernetes-map-type: Invalid value: null: must be atomic as item of a list with x-kubernetes-list-type=set`,
    ],
  ],
  [
    // validation.go:1172: the value is the item's `*string` list type, printed as JSON (no %q)
    "D4 array items",
    obj({
      a: {
        type: "array",
        "x-kubernetes-list-type": "set",
        items: { type: "array", items: { type: "string" }, "x-kubernetes-list-type": "<x>" },
      },
    }),
    [
      `${P}.properties[a].items.x-kubernetes-list-type: Unsupported value: "<x>": supported values: "atomic", "set", "map"`,
      `${P}.properties[a].items.x-kubernetes-list-type: Invalid value: "\\u003cx\\u003e": must be atomic as item of a list with x-kubernetes-list-type=set`,
    ],
  ],
  [
    // validation.go:1203: the value is the internal *JSONSchemaPropsOrArray, printed by encoding/json
    "D7 items as a list",
    obj({
      a: { type: "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["k"], items: [] },
    }),
    [
      // an empty list is no schema for NewStructural (A1), and B10 needs a non-empty one
      `${P}.properties[a].items: Required value: must be specified`,
      `${P}.properties[a].items: Invalid value: {"Schema":null,"JSONSchemas":[]}: must only have a single schema if x-kubernetes-list-type is map`,
    ],
  ],
  [
    "D6",
    obj({ a: { type: "array", items: { type: "string" }, "x-kubernetes-list-map-keys": ["k"] } }),
    [
      `${P}.properties[a].x-kubernetes-list-type: Required value: must be map if x-kubernetes-list-map-keys is non-empty`,
    ],
  ],
  [
    "D7 key not a property",
    obj({
      a: {
        type: "array",
        "x-kubernetes-list-type": "map",
        "x-kubernetes-list-map-keys": ["k"],
        items: obj({ b: { type: "string" } }),
      },
    }),
    [
      `${P}.properties[a].x-kubernetes-list-map-keys: Invalid value: ["k"]: entries must all be names of item properties`,
    ],
  ],
  [
    "D8",
    obj({
      a: {
        type: "array",
        "x-kubernetes-list-type": "map",
        "x-kubernetes-list-map-keys": ["k"],
        items: obj({ k: { type: "string" } }),
      },
    }),
    [
      `${P}.properties[a].items.properties[k].default: Required value: this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property`,
    ],
  ],
  [
    "D9 rule",
    obj({ a: { type: "string", "x-kubernetes-validations": [{ rule: " " }] } }),
    [`${P}.properties[a].x-kubernetes-validations[0].rule: Required value: rule is not specified`],
  ],
  [
    // validation.go:1237 and :1239 (1aa2717): no "message " prefix since 1.34
    "D9 message blank",
    obj({ a: { type: "string", "x-kubernetes-validations": [{ rule: "true", message: " " }] } }),
    [
      `${P}.properties[a].x-kubernetes-validations[0].message: Invalid value: " ": must be non-empty if specified`,
    ],
  ],
  [
    "D9 message on two lines",
    obj({ a: { type: "string", "x-kubernetes-validations": [{ rule: "true", message: "a\nb" }] } }),
    [
      `${P}.properties[a].x-kubernetes-validations[0].message: Invalid value: "a\\nb": must not contain line breaks`,
    ],
  ],
  [
    // validation.go:1251 and :1254: no "fieldPath " prefix since 1.34; a blank path is also not a valid one
    "D9 fieldPath blank, on two lines",
    obj({
      a: obj({ b: { type: "string" } }, { "x-kubernetes-validations": [{ rule: "true", fieldPath: " \n" }] }),
    }),
    [
      `${P}.properties[a].x-kubernetes-validations[0].fieldPath: Invalid value: " \\n": must be non-empty if specified`,
      `${P}.properties[a].x-kubernetes-validations[0].fieldPath: Invalid value: " \\n": must not contain line breaks`,
      `${P}.properties[a].x-kubernetes-validations[0].fieldPath: Invalid value: " \\n": must be a valid path`,
    ],
  ],
  [
    "D9 reason",
    obj({ a: { type: "string", "x-kubernetes-validations": [{ rule: "true", reason: "Nope" }] } }),
    [
      `${P}.properties[a].x-kubernetes-validations[0].reason: Unsupported value: "Nope": supported values: "FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired"`,
    ],
  ],
  [
    "D9 fieldPath",
    obj({
      a: obj({ b: { type: "string" } }, { "x-kubernetes-validations": [{ rule: "true", fieldPath: ".c" }] }),
    }),
    [`${P}.properties[a].x-kubernetes-validations[0].fieldPath: Invalid value: ".c": must be a valid path`],
  ],
];

describe("openAPIV3Schema rules (exact messages)", () => {
  it.each(cases)("%s", (_rule, schema, errors) => {
    expect(check(schema)).toEqual(errors);
  });
});

// validateStructural walks the structural nodes itself rather than through validateSchema's walk.
describe("validateStructural alone", () => {
  it("names the level of a node without a type: an array's items, an object's field", () => {
    const schema = obj({ a: { type: "array", items: {} }, b: {} });
    expect(validateStructural(schema).map(errorString)).toEqual([
      `${P}.properties[a].items.type: Required value: must not be empty for specified array items`,
      `${P}.properties[b].type: Required value: must not be empty for specified object fields`,
    ]);
  });
});

describe("B16: root restrictions with the status subresource", () => {
  it("rejects a non-object root type", () => {
    expect(check({ type: "string" }, true)[0]).toBe(
      `${P}.type: Invalid value: "string": only "object" is allowed as the type at the root of the schema if the status subresource is enabled`,
    );
  });
  it("rejects a keyword outside the allowed list, once", () => {
    const errors = check(obj({ a: { type: "string" } }, { minProperties: 1, nullable: true }), true);
    expect(errors.filter((e) => e.includes("status subresource"))).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^spec\.validation\.openAPIV3Schema: Invalid value: .*: only \[Description Type/,
    );
  });
  // validation.go:940 passes the internal root schema (*schema), printed by encoding/json with Go's field names.
  it("shows the internal root schema as encoding/json prints it", () => {
    const errors = check(
      { type: "object", minProperties: 1, properties: { a: { type: "string", default: "<" } } },
      true,
    );
    const property =
      '{"ID":"","Schema":"","Ref":null,"Description":"","Type":"string","Nullable":false,"Format":"","Title":"",' +
      '"Default":"\\u003c","Maximum":null,"ExclusiveMaximum":false,"Minimum":null,"ExclusiveMinimum":false,' +
      '"MaxLength":null,"MinLength":null,"Pattern":"","MaxItems":null,"MinItems":null,"UniqueItems":false,' +
      '"MultipleOf":null,"Enum":null,"MaxProperties":null,"MinProperties":null,"Required":null,"Items":null,' +
      '"AllOf":null,"OneOf":null,"AnyOf":null,"Not":null,"Properties":null,"AdditionalProperties":null,' +
      '"PatternProperties":null,"Dependencies":null,"AdditionalItems":null,"Definitions":null,"ExternalDocs":null,' +
      '"Example":null,"XPreserveUnknownFields":null,"XEmbeddedResource":false,"XIntOrString":false,' +
      '"XListMapKeys":null,"XListType":null,"XMapType":null,"XValidations":null}';
    const root = property
      .replace('"Type":"string"', '"Type":"object"')
      .replace('"Default":"\\u003c"', '"Default":null')
      .replace('"MinProperties":null', '"MinProperties":1')
      .replace('"Properties":null', `"Properties":{"a":${property}}`);
    expect(errors[0]).toBe(
      `spec.validation.openAPIV3Schema: Invalid value: ${root}: only [Description Type Format Title Maximum ` +
        "ExclusiveMaximum Minimum ExclusiveMinimum MaxLength MinLength Pattern MaxItems MinItems UniqueItems " +
        "MultipleOf Required Items Properties ExternalDocs Example XPreserveUnknownFields XValidations] fields are " +
        "allowed at the root of the schema if the status subresource is enabled",
    );
  });
  it("accepts the allowed keywords", () => {
    expect(check(obj({ a: { type: "string" } }, { required: ["a"], description: "d" }), true)).toEqual([]);
  });
});

describe("A-rule ordering", () => {
  it("sorts structural errors by their full string", () => {
    const errors = check(obj({ b: {}, a: {} }));
    expect(errors).toEqual([
      `${P}.properties[a].type: Required value: must not be empty for specified object fields`,
      `${P}.properties[b].type: Required value: must not be empty for specified object fields`,
    ]);
  });
});

describe("A-rules at every depth", () => {
  it("reaches the structural nodes below items, properties and additionalProperties", () => {
    const schema = obj({
      list: {
        type: "array",
        items: obj({ a: {}, m: { type: "object", additionalProperties: { type: "array" } } }),
      },
      map: { type: "object", additionalProperties: obj({ b: {} }) },
      grid: { type: "array", items: { type: "array", items: {} } },
    });
    expect(check(schema)).toEqual([
      `${P}.properties[grid].items.items.type: Required value: must not be empty for specified array items`,
      `${P}.properties[list].items.properties[a].type: Required value: must not be empty for specified object fields`,
      `${P}.properties[list].items.properties[m].additionalProperties.items: Required value: must be specified`,
      `${P}.properties[map].additionalProperties.properties[b].type: Required value: must not be empty for specified object fields`,
    ]);
  });
});

describe("B-rule ordering", () => {
  it("reports in upstream's walk order, properties sorted by name, whatever the input's key order", () => {
    // Walk order is not string order: `a`'s nested error comes before `b`'s although "a.properties" > "b".
    const schema = obj({
      b: { type: "bogus" },
      a: obj({ z: { type: "null" } }, { type: "bogus" }),
    });
    expect(check(schema)).toEqual([
      `${P}.properties[a].type: Unsupported value: "bogus": supported values: "array", "boolean", "integer", "number", "object", "string"`,
      `${P}.properties[a].properties[z].type: Unsupported value: "null": supported values: "array", "boolean", "integer", "number", "object", "string"`,
      `${P}.properties[a].properties[z].type: Forbidden: type cannot be set to null, use nullable as an alternative`,
      `${P}.properties[b].type: Unsupported value: "bogus": supported values: "array", "boolean", "integer", "number", "object", "string"`,
    ]);
  });
});

describe("bad values as apimachinery renders them", () => {
  it.each([
    ["abc", '"abc"'],
    ['a"b\n', '"a\\"b\\n"'],
    [42, "42"],
    [1234567.5, "1.2345675e+06"],
    [0.00001, "1e-05"],
    [true, "true"],
    [null, "null"],
    [{ b: 1, a: "<" }, '{"a":"\\u003c","b":1}'],
  ])("%j is rendered %s", (value, rendered) => {
    expect(renderGoValue(value)).toBe(rendered);
  });
});
