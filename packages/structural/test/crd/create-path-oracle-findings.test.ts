import { describe } from "vitest";
import type { CrdDoc } from "./fixture.js";
import { err, version, versionOf } from "./fixture.js";
import { testRows } from "./rows.js";

// The differences the API server's own create path (test/oracle/crd-oracle.test.ts) showed, each with the
// upstream line (apiextensions-apiserver v0.35.0) that decides it.

const statusRootDetail =
  "only [Description Type Format Title Maximum ExclusiveMaximum Minimum ExclusiveMinimum MaxLength MinLength " +
  "Pattern MaxItems MinItems UniqueItems MultipleOf Required Items Properties ExternalDocs Example " +
  "XPreserveUnknownFields XValidations] fields are allowed at the root of the schema if the status subresource is enabled";

function statusRootWith(keyword: Record<string, unknown>): (crd: CrdDoc) => void {
  return (crd) => {
    crd.spec.versions = [version("v1", true, { type: "object", ...keyword })];
    versionOf(crd).subresources = { status: {} };
  };
}

const root = "spec.validation.openAPIV3Schema";
const rootError = err("FieldValueInvalid", root, statusRootDetail);

describe("root fields next to the status subresource: set means Go's non-zero (validation.go:920-941)", () => {
  // Ref, Default, AdditionalProperties, XListType, XMapType are pointers in the internal JSONSchemaProps
  // (types_jsonschema.go), so reflect.DeepEqual with the zero value fails for "" and false too.
  testRows([
    {
      name: '$ref: "" is set',
      mutate: statusRootWith({ $ref: "" }),
      expected: [rootError, err("FieldValueForbidden", `${root}.$ref`, "$ref is not supported")],
    },
    {
      name: "default: false is set",
      mutate: statusRootWith({ default: false }),
      expected: [
        rootError,
        err("FieldValueTypeInvalid", `${root}.default`, ' in body must be of type object: "boolean"'),
      ],
    },
    {
      name: 'default: "" is set',
      mutate: statusRootWith({ default: "" }),
      expected: [
        rootError,
        err("FieldValueTypeInvalid", `${root}.default`, ' in body must be of type object: "string"'),
      ],
    },
    {
      name: "additionalProperties: false is set",
      mutate: statusRootWith({ additionalProperties: false }),
      expected: [
        rootError,
        err("FieldValueForbidden", `${root}.additionalProperties`, "must not be used at the root"),
      ],
    },
    // Plain strings and bools (ID, Nullable, UniqueItems …) are zero at "" and false.
    { name: 'id: "" is not set', mutate: statusRootWith({ id: "" }), expected: [] },
    { name: "nullable: false is not set", mutate: statusRootWith({ nullable: false }), expected: [] },
    {
      name: "uniqueItems: false is allowed anyway",
      mutate: statusRootWith({ uniqueItems: false }),
      expected: [],
    },
  ]);
});

const metadataDetail =
  "must not specify anything other than name and generateName, but metadata is implicitly specified";

function metadataSchema(schema: Record<string, unknown>): (crd: CrdDoc) => void {
  return (crd) => {
    crd.spec.versions = [version("v1", true, { type: "object", properties: { metadata: schema } })];
  };
}

describe("root metadata: an empty x-kubernetes-list-type or -map-type is a set pointer (schema/validation.go:220)", () => {
  // newExtensions copies the *string pointers as they are (schema/convert.go:264-275), so the structural node
  // differs from the bare { type: object } that validation.go:218 compares with.
  testRows([
    {
      name: 'x-kubernetes-map-type: ""',
      mutate: metadataSchema({ type: "object", "x-kubernetes-map-type": "" }),
      expected: [
        err("FieldValueForbidden", "spec.validation.openAPIV3Schema.properties[metadata]", metadataDetail),
        err(
          "FieldValueNotSupported",
          "spec.validation.openAPIV3Schema.properties[metadata].x-kubernetes-map-type",
          'supported values: "atomic", "granular"',
        ),
      ],
    },
  ]);
});

function selectingOnUnconvertible(...jsonPaths: string[]): (crd: CrdDoc) => void {
  return (crd) => {
    crd.spec.versions = [version("v1", true, { type: "object", definitions: { x: { type: "string" } } })];
    versionOf(crd).selectableFields = jsonPaths.map((jsonPath) => ({ jsonPath }));
  };
}

const definitionsErrors = [
  err("FieldValueForbidden", "spec.validation.openAPIV3Schema.definitions", "definitions is not supported"),
];
const conversionError = err(
  "FieldValueInvalid",
  "spec.schema.openAPIV3Schema",
  "OpenAPIV3Schema 'definitions' is not supported",
);

describe("selectable fields on a schema without structural model: upstream goes on with a nil schema", () => {
  // validation.go:485-490 appends the conversion error and still calls ValidateCustomResourceSelectableFields;
  // ValidFieldPath rejects these paths before it reads the schema (cel/validation.go:620-668).
  testRows([
    {
      name: "an empty path, one without a leading dot",
      mutate: selectingOnUnconvertible("", "x"),
      expected: [
        ...definitionsErrors,
        conversionError,
        err("FieldValueRequired", "spec.selectableFields[0].jsonPath"),
        err(
          "FieldValueInvalid",
          "spec.selectableFields[1].jsonPath",
          "is an invalid path: expected [ or . but got: x",
        ),
      ],
    },
    {
      name: "array notation, a lone dot",
      mutate: selectingOnUnconvertible("[0]", "."),
      expected: [
        ...definitionsErrors,
        conversionError,
        err(
          "FieldValueInvalid",
          "spec.selectableFields[0].jsonPath",
          "is an invalid path: array notation is not allowed",
        ),
        err(
          "FieldValueInvalid",
          "spec.selectableFields[1].jsonPath",
          "is an invalid path: unexpected end of JSON path",
        ),
      ],
    },
    {
      // `.spec` reads the nil schema: the server panics (HTTP 500) and reports no field errors at all.
      name: "a path into the schema (upstream panics): only the conversion error",
      mutate: selectingOnUnconvertible("", ".spec"),
      expected: [...definitionsErrors, conversionError],
    },
  ]);
});

describe("duplicate version names: a version's subresources are those of the first of its name (validation.go:668)", () => {
  testRows([
    {
      name: "the status subresource on the second v1 does not restrict its root",
      mutate: (crd) => {
        crd.spec.versions = [
          version("v1", true, { type: "object" }),
          version("v1", false, { type: "object", maxProperties: 0 }),
        ];
        const second = versionOf(crd, 1);
        second.subresources = { status: {} };
      },
      expected: [err("FieldValueInvalid", "spec.versions", "must contain unique version names")],
    },
  ]);
});

describe("a null element of a list or map of structs is that struct's zero value (encoding/json), not absent", () => {
  // Go decodes `null` into a slice element or map value of a struct type as the zero struct: an element that
  // is validated. Found by crdgen's crash fuzzer (`x-kubernetes-validations: [null]` threw); answers are the
  // create-path oracle's.
  const schemaRoot = "spec.validation.openAPIV3Schema";
  testRows([
    {
      name: "x-kubernetes-validations: [null] is a rule without rule",
      mutate: (crd) => {
        crd.spec.versions = [version("v1", true, { type: "object", "x-kubernetes-validations": [null] })];
      },
      expected: [
        err("FieldValueRequired", `${schemaRoot}.x-kubernetes-validations[0].rule`, "rule is not specified"),
      ],
    },
    {
      name: "a null second rule",
      mutate: (crd) => {
        const rules = [{ rule: "true" }, null];
        crd.spec.versions = [version("v1", true, { type: "object", "x-kubernetes-validations": rules })];
      },
      expected: [
        err("FieldValueRequired", `${schemaRoot}.x-kubernetes-validations[1].rule`, "rule is not specified"),
      ],
    },
    {
      name: "properties: {a: null} is a property without a type",
      mutate: (crd) => {
        crd.spec.versions = [version("v1", true, { type: "object", properties: { a: null } })];
      },
      expected: [
        err(
          "FieldValueRequired",
          `${schemaRoot}.properties[a].type`,
          "must not be empty for specified object fields",
        ),
      ],
    },
    {
      name: "a null item property is a property, so the list-map key names one",
      mutate: (crd) => {
        const items = { type: "object", required: ["k"], properties: { k: null } };
        const list = {
          type: "array",
          "x-kubernetes-list-type": "map",
          "x-kubernetes-list-map-keys": ["k"],
          items,
        };
        crd.spec.versions = [version("v1", true, { type: "object", properties: { l: list } })];
      },
      expected: [
        err(
          "FieldValueRequired",
          `${schemaRoot}.properties[l].items.properties[k].type`,
          "must not be empty for specified object fields",
        ),
      ],
    },
    {
      name: "allOf: [null] is an empty schema, which allows anything",
      mutate: (crd) => {
        crd.spec.versions = [version("v1", true, { type: "object", allOf: [null] })];
      },
      expected: [],
    },
  ]);
});
