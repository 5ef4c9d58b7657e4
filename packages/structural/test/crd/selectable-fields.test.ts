import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../../src/crd/index.js";
import type { CrdDoc, Row } from "./fixture.js";
import { crdWith, err, version, versionOf } from "./fixture.js";
import { testRows } from "./rows.js";

const schema = {
  type: "object",
  properties: {
    metadata: { type: "object", properties: { name: { type: "string" } } },
    spec: {
      type: "object",
      properties: {
        color: { type: "string", enum: ["red", "blue"] },
        size: { type: "integer" },
        tags: { type: "object", additionalProperties: { type: "string" } },
        nested: { type: "object" },
      },
    },
  },
};

function selecting(...jsonPaths: string[]): (crd: CrdDoc) => void {
  return (crd) => {
    crd.spec.versions = [version("v1", true, schema)];
    versionOf(crd).selectableFields = jsonPaths.map((jsonPath) => ({ jsonPath }));
  };
}

const typeDetail =
  "must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed.";
const at = (i: number): string => `spec.selectableFields[${i}].jsonPath`;

const rows: Row[] = [
  {
    name: "string, integer and map-value fields are selectable",
    mutate: selecting(".spec.color", ".spec.size", ".spec.tags.a"),
    expected: [],
  },
  { name: "jsonPath is required", mutate: selecting(""), expected: [err("FieldValueRequired", at(0))] },
  {
    name: "objects are not selectable",
    mutate: selecting(".spec.nested"),
    expected: [err("FieldValueInvalid", at(0), typeDetail)],
  },
  {
    name: "unknown fields",
    mutate: selecting(".spec.nope"),
    expected: [err("FieldValueInvalid", at(0), "is an invalid path: does not refer to a valid field")],
  },
  {
    name: "a path starts with a dot",
    mutate: selecting("spec.color"),
    expected: [err("FieldValueInvalid", at(0), "is an invalid path: expected [ or . but got: spec")],
  },
  {
    name: "no array notation",
    mutate: selecting(".spec['color']"),
    expected: [err("FieldValueInvalid", at(0), "is an invalid path: array notation is not allowed")],
  },
  {
    name: "no trailing dot",
    mutate: selecting(".spec."),
    expected: [err("FieldValueInvalid", at(0), "is an invalid path: unexpected end of JSON path")],
  },
  {
    name: "no metadata fields",
    mutate: selecting(".metadata.name"),
    expected: [err("FieldValueInvalid", at(0), "must not point to fields in metadata")],
  },
  {
    name: "no duplicates",
    mutate: selecting(".spec.color", ".spec.color"),
    expected: [err("FieldValueDuplicate", at(1))],
  },
  {
    name: "at most 8",
    mutate: selecting(...["a", "b", "c", "d", "e", "f", "g", "h", "i"].map((k) => `.spec.tags.${k}`)),
    expected: [err("FieldValueTooMany", "spec.selectableFields", "must have at most 8 items")],
  },
  {
    name: "per-version fields with per-version schemas are reported per version",
    mutate: (crd) => {
      crd.spec.versions = [
        version("v1", true, schema),
        version("v2", false, { ...schema, description: "v2" }),
      ];
      versionOf(crd, 0).selectableFields = [{ jsonPath: ".spec.nested" }];
      versionOf(crd, 1).selectableFields = [{ jsonPath: ".spec.size" }];
    },
    expected: [err("FieldValueInvalid", "spec.versions[0].selectableFields[0].jsonPath", typeDetail)],
  },
  {
    name: "per-version fields with a shared (hoisted) schema are rejected, as upstream does",
    mutate: (crd) => {
      crd.spec.versions = [version("v1", true, schema), version("v2", false, schema)];
      versionOf(crd, 0).selectableFields = [{ jsonPath: ".spec.color" }];
    },
    expected: [
      // validation.go:312 (1aa2717), backquotes included
      err(
        "FieldValueInvalid",
        "spec.versions[0].selectableFields",
        "may only be set when `version.schema.openAPIV3Schema` is not included",
      ),
    ],
  },
  {
    // v1/conversion.go hoists the equal selectable fields but not the differing schemas; validation
    // (validation.go:485) finds no spec.Validation (kubernetes/kubernetes#140689: the real server rejects this CRD).
    name: "equal selectable fields under differing schemas are rejected on spec.selectableFields, as upstream does",
    mutate: (crd) => {
      crd.spec.versions = [
        version("v1", true, schema),
        version("v2", false, { ...schema, description: "v2" }),
      ];
      versionOf(crd, 0).selectableFields = [{ jsonPath: ".spec.color" }];
      versionOf(crd, 1).selectableFields = [{ jsonPath: ".spec.color" }];
    },
    expected: [
      err(
        "FieldValueInvalid",
        "spec.selectableFields",
        "may only be set when validations.schema is included",
      ),
    ],
  },
];

describe("validateCustomResourceDefinition: selectableFields", () => {
  testRows(rows);

  it("shows the duplicate and the count as bad values", () => {
    const duplicate = validateCustomResourceDefinition(crdWith(selecting(".spec.size", ".spec.size")));
    expect(duplicate[0]?.badValue).toBe(".spec.size");
    const many = ["a", "b", "c", "d", "e", "f", "g", "h", "i"].map((k) => `.spec.tags.${k}`);
    expect(validateCustomResourceDefinition(crdWith(selecting(...many)))[0]?.badValue).toBe(9);
  });
});
