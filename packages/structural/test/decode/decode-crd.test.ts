import { describe, expect, it } from "vitest";
import { decodeCustomResourceDefinition } from "../../src/decode/index.js";
import type { CrdDoc, Row } from "../crd/fixture.js";
import { crdWith, err, summary, validCrd, versionOf } from "../crd/fixture.js";

const schemaPath = "spec.versions[0].schema.openAPIV3Schema";

function withSchema(schema: unknown): (crd: CrdDoc) => void {
  return (crd) => {
    versionOf(crd).schema = { openAPIV3Schema: schema };
  };
}

const rows: Row[] = [
  {
    name: "a number where a string is expected",
    mutate: (crd) => {
      crd.spec.group = 5;
    },
    expected: [err("FieldValueTypeInvalid", "spec.group", "must be of type string")],
  },
  {
    name: "an object where a string list is expected",
    mutate: (crd) => {
      crd.spec.names.shortNames = { a: "b" };
    },
    expected: [err("FieldValueTypeInvalid", "spec.names.shortNames", "must be of type array")],
  },
  {
    name: "a wrong list element",
    mutate: (crd) => {
      crd.spec.names.categories = ["all", 3];
    },
    expected: [err("FieldValueTypeInvalid", "spec.names.categories[1]", "must be of type string")],
  },
  {
    name: "a string where a bool is expected",
    mutate: (crd) => {
      versionOf(crd).served = "true";
    },
    expected: [err("FieldValueTypeInvalid", "spec.versions[0].served", "must be of type boolean")],
  },
  {
    name: "unknown keys at the top, in metadata and in spec",
    mutate: (crd) => {
      crd.extra = 1;
      crd.metadata.lables = {};
      crd.spec.validation = {};
    },
    expected: [
      err("FieldValueForbidden", "metadata.lables", 'unknown field "lables"'),
      err("FieldValueForbidden", "spec.validation", 'unknown field "validation"'),
      err("FieldValueForbidden", "extra", 'unknown field "extra"'),
    ],
  },
  {
    name: "an unknown key in a version and in a property schema",
    mutate: (crd) => {
      versionOf(crd).subresource = {};
      versionOf(crd).schema = { openAPIV3Schema: { type: "object", properties: { a: { tpye: "string" } } } };
    },
    // Decode errors follow the document's key order, as Go's streaming decoder meets them.
    expected: [
      err("FieldValueForbidden", `${schemaPath}.properties[a].tpye`, 'unknown field "tpye"'),
      err("FieldValueForbidden", "spec.versions[0].subresource", 'unknown field "subresource"'),
    ],
  },
  {
    name: "unknown keys below items and additionalProperties are dropped, as Go's non-strict inner decode does",
    mutate: withSchema({
      type: "object",
      properties: {
        list: { type: "array", items: { type: "object", propertyNames: {}, properties: { x: { foo: 1 } } } },
        map: { type: "object", additionalProperties: { type: "string", bar: 2 } },
      },
    }),
    expected: [],
  },
  {
    name: "wrong types below items are still errors",
    mutate: withSchema({ type: "object", properties: { list: { type: "array", items: { type: 1 } } } }),
    expected: [
      err("FieldValueTypeInvalid", `${schemaPath}.properties[list].items.type`, "must be of type string"),
    ],
  },
  {
    name: "integer-only schema fields",
    mutate: withSchema({ type: "object", maxProperties: 1.5, minProperties: "1", maxLength: 2 ** 70 }),
    expected: [
      err("FieldValueTypeInvalid", `${schemaPath}.maxProperties`, "must be of type integer"),
      err("FieldValueTypeInvalid", `${schemaPath}.minProperties`, "must be of type integer"),
      err("FieldValueInvalid", `${schemaPath}.maxLength`, "must fit in a 64-bit integer"),
    ],
  },
  {
    name: "number, boolean and list fields of a schema",
    mutate: withSchema({ type: "object", maximum: "10", nullable: "yes", required: "a", enum: {} }),
    expected: [
      err("FieldValueTypeInvalid", `${schemaPath}.maximum`, "must be of type number"),
      err("FieldValueTypeInvalid", `${schemaPath}.nullable`, "must be of type boolean"),
      err("FieldValueTypeInvalid", `${schemaPath}.required`, "must be of type array"),
      err("FieldValueTypeInvalid", `${schemaPath}.enum`, "must be of type array"),
    ],
  },
  {
    name: "items must be an object or an array of objects",
    mutate: withSchema({
      type: "object",
      properties: {
        a: { type: "array", items: "string" },
        b: { type: "array", items: [{ type: "string" }, 1] },
      },
    }),
    expected: [
      err("FieldValueTypeInvalid", `${schemaPath}.properties[a].items`, "must be of type object or array"),
      err("FieldValueTypeInvalid", `${schemaPath}.properties[b].items[1]`, "must be of type object"),
    ],
  },
  {
    name: "additionalProperties and additionalItems must be a boolean or an object",
    mutate: withSchema({ type: "object", additionalProperties: "no", additionalItems: 0 }),
    expected: [
      err("FieldValueTypeInvalid", `${schemaPath}.additionalProperties`, "must be of type boolean or object"),
      err("FieldValueTypeInvalid", `${schemaPath}.additionalItems`, "must be of type boolean or object"),
    ],
  },
  {
    name: "dependencies values must be a schema or a string list",
    mutate: withSchema({
      type: "object",
      dependencies: { a: 1, b: ["x", 2], c: { type: "object" }, d: ["y"] },
    }),
    expected: [
      err("FieldValueTypeInvalid", `${schemaPath}.dependencies[a]`, "must be of type object or array"),
      err("FieldValueTypeInvalid", `${schemaPath}.dependencies[b][1]`, "must be of type string"),
    ],
  },
  {
    name: "validation rule fields",
    mutate: withSchema({
      type: "object",
      "x-kubernetes-validations": [{ rule: 1, optionalOldSelf: "true", ruel: "x" }, "self > 0"],
    }),
    expected: [
      err(
        "FieldValueTypeInvalid",
        `${schemaPath}.x-kubernetes-validations[0].rule`,
        "must be of type string",
      ),
      err(
        "FieldValueTypeInvalid",
        `${schemaPath}.x-kubernetes-validations[0].optionalOldSelf`,
        "must be of type boolean",
      ),
      err("FieldValueForbidden", `${schemaPath}.x-kubernetes-validations[0].ruel`, 'unknown field "ruel"'),
      err("FieldValueTypeInvalid", `${schemaPath}.x-kubernetes-validations[1]`, "must be of type object"),
    ],
  },
  {
    name: "schema-valued maps and lists",
    mutate: withSchema({ type: "object", properties: [], allOf: {}, not: [], externalDocs: { url: 1 } }),
    expected: [
      err("FieldValueTypeInvalid", `${schemaPath}.properties`, "must be of type object"),
      err("FieldValueTypeInvalid", `${schemaPath}.allOf`, "must be of type array"),
      err("FieldValueTypeInvalid", `${schemaPath}.not`, "must be of type object"),
      err("FieldValueTypeInvalid", `${schemaPath}.externalDocs.url`, "must be of type string"),
    ],
  },
  {
    name: "metadata maps and timestamps",
    mutate: (crd) => {
      crd.metadata.labels = { a: 5 };
      crd.metadata.annotations = [];
      crd.metadata.creationTimestamp = "yesterday";
      crd.metadata.generation = 1.5;
    },
    expected: [
      err("FieldValueTypeInvalid", "metadata.labels[a]", "must be of type string"),
      err("FieldValueTypeInvalid", "metadata.annotations", "must be of type object"),
      err("FieldValueInvalid", "metadata.creationTimestamp", "must be an RFC 3339 date-time"),
      err("FieldValueTypeInvalid", "metadata.generation", "must be of type integer"),
    ],
  },
  {
    name: "conversion webhook fields",
    mutate: (crd) => {
      crd.spec.conversion = {
        strategy: "Webhook",
        webhook: {
          conversionReviewVersions: ["v1"],
          clientConfig: { caBundle: "not base64!", service: { name: "s", namespace: "n", port: 2 ** 31 } },
        },
      };
    },
    expected: [
      err(
        "FieldValueInvalid",
        "spec.conversion.webhook.clientConfig.caBundle",
        "illegal base64 data at input byte 3",
      ),
      err(
        "FieldValueInvalid",
        "spec.conversion.webhook.clientConfig.service.port",
        "must fit in a 32-bit integer",
      ),
    ],
  },
  {
    name: "printer column priority must be an int32",
    mutate: (crd) => {
      versionOf(crd).additionalPrinterColumns = [
        { name: "a", type: "string", jsonPath: ".a", priority: "high" },
      ];
    },
    expected: [
      err(
        "FieldValueTypeInvalid",
        "spec.versions[0].additionalPrinterColumns[0].priority",
        "must be of type integer",
      ),
    ],
  },
  {
    name: "null is accepted everywhere and status is ignored",
    mutate: (crd) => {
      crd.metadata.labels = { a: null };
      crd.spec.conversion = null;
      crd.spec.names.shortNames = [null];
      crd.status = "anything";
      versionOf(crd).schema = {
        openAPIV3Schema: {
          type: "object",
          description: null,
          items: null,
          properties: { a: null },
          allOf: [null],
        },
      };
    },
    expected: [],
  },
  {
    name: "YAML timestamps decode where Go sees a string",
    mutate: withSchema({ type: "object", description: new Date(0), enum: [new Date(0)] }),
    expected: [],
  },
];

describe("decodeCustomResourceDefinition", () => {
  it("accepts the valid fixture", () => {
    expect(decodeCustomResourceDefinition(validCrd())).toEqual([]);
  });

  it.each(rows)("$name", ({ mutate, expected }) => {
    expect(decodeCustomResourceDefinition(crdWith(mutate)).map(summary)).toEqual(expected);
  });

  it("reports the bad value and origin", () => {
    const [error] = decodeCustomResourceDefinition(crdWith((crd) => (crd.spec.scope = ["Cluster"])));
    expect(error).toEqual({
      type: "FieldValueTypeInvalid",
      field: "spec.scope",
      detail: "must be of type string",
      origin: "decode",
      badValue: ["Cluster"],
    });
  });

  it("reports a document that is not an object", () => {
    expect(decodeCustomResourceDefinition("kind: x").map(summary)).toEqual([
      err("FieldValueTypeInvalid", "", "must be of type object"),
    ]);
    expect(decodeCustomResourceDefinition(null)).toEqual([]);
  });
});
