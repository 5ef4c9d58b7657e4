import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateCustomResource, validateValue } from "../../src/defaults/index.js";
import { formatCheck } from "../../src/defaults/formats/registry.js";
import { supportedFormat } from "../../src/defaults/formats/supported.js";
import { errorString } from "../../src/model/field-error.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

// The API server validates custom resources against their schema as ConvertJSONSchemaPropsWithPostProcess writes
// it with StripUnsupportedFormatsPostProcessorForVersion (apiextensions-apiserver v0.35.0,
// pkg/apiserver/validation/formats.go:93-106): a format not in the supported string set is dropped before
// kube-openapi sees it, whatever the node's type (the per-type rule keeping int32/int64/float/double came after
// 1.35, in 0835a2fa9), which changes the type check's messages and what the format validator checks. Default
// values are validated against Structural.ToKubeOpenAPI, which keeps every format.

const written = [
  "bsonobjectid",
  "uri",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "cidr",
  "mac",
  "uuid",
  "uuid3",
  "uuid4",
  "uuid5",
  "isbn",
  "isbn10",
  "isbn13",
  "creditcard",
  "ssn",
  "hexcolor",
  "rgbcolor",
  "byte",
  "password",
  "date",
  "duration",
  "datetime",
  "k8s-short-name",
  "k8s-long-name",
];

function crErrors(property: JSONSchemaProps, value: unknown): string[] {
  return validateCustomResource({ x: value }, { type: "object", properties: { x: property } }).map(
    errorString,
  );
}

describe("the formats custom resources are validated with", () => {
  // formats_test.go TestRegistryFormats: every supported format is one kube-openapi's registry checks.
  it.each(written)("%s is in the format registry", (format) => {
    expect(formatCheck(format)).toBeDefined();
  });

  // formats.go:95-103, on every kind of node.
  it.each<[string, readonly string[], string]>([
    ["date-time", ["string"], "date-time"],
    ["date-time", [], "date-time"],
    ["datetime", ["string"], "datetime"],
    ["k8s-long-name", ["string"], "k8s-long-name"],
    ["k8s--short-name", ["string"], "k8s--short-name"],
    ["quantity", ["string"], ""],
    ["int32", ["string"], ""],
    ["int32", ["integer", "string"], ""],
    ["uuid", ["integer", "string"], "uuid"],
    ["int32", ["integer"], ""],
    ["int64", ["integer"], ""],
    ["float", ["integer"], ""],
    ["float", ["number"], ""],
    ["double", ["number"], ""],
    ["int32", ["number"], ""],
    ["byte", ["boolean"], "byte"],
    ["date", ["object"], "date"],
    ["date", ["array"], "date"],
    ["uuid", ["integer"], "uuid"],
    ["", ["string"], ""],
  ])("%s on types %j is kept as %j (the types are not looked at)", (format, _types, kept) => {
    expect(supportedFormat(format)).toBe(kept);
  });

  // The results below follow kube-openapi 589584f1c912 type.go:132-173 on the stripped schema; the
  // crvalidate oracle (packages/objects/test/oracle) gives the same for the boolean and integer cases.
  it.each<[string, JSONSchemaProps, unknown, string[]]>([
    ["a format unknown to the server is not checked", { type: "string", format: "quantity" }, "abc", []],
    [
      "a string format on a boolean stays: the format is named as the expected type",
      { type: "boolean", format: "byte" },
      "x",
      [`x: Invalid value: "x": x in body must be of type byte: "x"`],
    ],
    [
      "a string format on an integer stays",
      { type: "integer", format: "uuid" },
      1.5,
      [`x: Invalid value: "float64": x in body must be of type uuid: "float64"`],
    ],
    [
      "an unsupported string format no longer names the expected type",
      { type: "string", format: "foo" },
      5,
      [`x: Invalid value: "integer": x in body must be of type string: "integer"`],
    ],
    [
      "a number format is dropped, and with it the range check",
      { type: "integer", format: "int32" },
      5.5,
      [`x: Invalid value: "number": x in body must be of type integer: "number"`],
    ],
    [
      "int-or-string has no single type: only string formats stay",
      { "x-kubernetes-int-or-string": true, format: "int32" },
      true,
      [`x: Invalid value: "boolean": x in body must be of type integer,string: "boolean"`],
    ],
    [
      "a supported format stays and names the expected type",
      { type: "string", format: "date-time" },
      5,
      [`x: Invalid value: "int64": x in body must be of type date-time: "int64"`],
    ],
    [
      "the 1.34 formats are supported",
      { type: "string", format: "k8s-short-name" },
      "A",
      [`x: Invalid value: "A": x in body must be of type k8s-short-name: "A"`],
    ],
  ])("%s", (_name, property, value, expected) => {
    expect(crErrors(property, value)).toEqual(expected);
  });

  it("keeps every format for default values", () => {
    const at = FieldPath.root("P").child("default");
    expect(validateValue("x", { type: "boolean", format: "byte" }, at).map(errorString)).toEqual([
      `P.default: Invalid value: "x":  in body must be of type byte: "x"`,
    ]);
  });

  // A model of formats.go:95-103 written from the Go, independent of supported.ts: validating with a format is
  // validating with the format the model keeps, for formats, types and values around every branch.
  it("validates a custom resource as if its schema carried the format the server keeps", () => {
    const supported = new Set(written.map((f) => f.replaceAll("-", "")));
    const kept = (format: string): string => (supported.has(format.replaceAll("-", "")) ? format : "");
    const formats = [
      "date-time",
      "datetime",
      "byte",
      "uuid",
      "int32",
      "int64",
      "float",
      "double",
      "quantity",
      "k8s-short-name",
      "x",
    ];
    const types = [undefined, "string", "integer", "number", "boolean", "array", "object"];
    const values = ["abc", "2021-01-01T00:00:00Z", "YQ==", 5, 5.5, 2 ** 40, true, null, [1], { a: 1 }];
    fc.assert(
      fc.property(
        fc.constantFrom(...formats),
        fc.constantFrom(...types),
        fc.boolean(),
        fc.constantFrom(...values),
        (format, type, intOrString, value) => {
          const base: JSONSchemaProps = {
            ...(type === undefined ? {} : { type }),
            ...(intOrString ? { "x-kubernetes-int-or-string": true } : {}),
          };
          const keep = kept(format);
          const expected = crErrors(keep === "" ? base : { ...base, format: keep }, value);
          expect(crErrors({ ...base, format }, value)).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });
});
