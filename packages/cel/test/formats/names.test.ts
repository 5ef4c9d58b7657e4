/**
 * apimachinery's name checks as the format library calls them (pkg/util/validation, pkg/api/validate/content,
 * pkg/api/validation/generic.go at eed236ce), and the fixed texts of format.go's strfmt-backed formats.
 */
import { describe, expect, it } from "vitest";
import { constantFormats } from "../../src/formats/constant-formats.js";
import {
  dns1123LabelErrors,
  labelValueErrors,
  maskTrailingDash,
  nameIsDNSLabel,
  qualifiedNameErrors,
} from "../../src/formats/names.js";

const errors = (name: string, s: string): readonly string[] =>
  constantFormats.get(name)?.validate(s) ?? ["?"];

describe("apimachinery name checks", () => {
  it("util/validation's MaxLenError counts characters, content's counts bytes", () => {
    expect(dns1123LabelErrors("a".repeat(64))).toEqual(["must be no more than 63 characters"]);
    expect(labelValueErrors("a".repeat(64))).toEqual(["must be no more than 63 bytes"]);
    expect(qualifiedNameErrors(`${"a".repeat(254)}/x`)).toEqual([
      "prefix part must be no more than 253 bytes",
    ]);
    expect(qualifiedNameErrors(`x/${"a".repeat(64)}`)).toEqual(["name part must be no more than 63 bytes"]);
  });

  it("a valid subdomain that is not a label must not contain dots", () => {
    expect(dns1123LabelErrors("a.b")).toEqual(["must not contain dots"]);
  });

  it("qualified names are checked part by part", () => {
    expect(qualifiedNameErrors("/x")).toEqual(["prefix part must be non-empty"]);
    expect(qualifiedNameErrors("a/b/c")).toEqual([
      "a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
    ]);
    expect(qualifiedNameErrors("x/")[0]).toBe("name part must be non-empty");
  });

  it("maskTrailingDash cuts two bytes and appends 'a' (name[:len(name)-2] + \"a\")", () => {
    expect(maskTrailingDash("my-label-prefix-")).toBe("my-label-prefia");
    expect(maskTrailingDash("-")).toBe("-");
    expect(maskTrailingDash("--")).toBe("a");
    expect(maskTrailingDash("abc")).toBe("abc");
    // A cut into "é" (2 bytes) leaves one invalid byte, which no format accepts.
    expect(Buffer.byteLength(maskTrailingDash("é-"))).toBe(2);
    expect(nameIsDNSLabel("é-", true)).toHaveLength(1);
    expect(nameIsDNSLabel("my-name-", true)).toEqual([]);
    expect(nameIsDNSLabel("my-name-", false)).toHaveLength(1);
  });
});

describe("format.go's strfmt and url formats", () => {
  it.each([
    ["uri", "../relative-path", 'parse "../relative-path": invalid URI for request'],
    ["uri", "", 'parse "": empty url'],
    ["uuid", "123e4567-e89b-12d3-a456-42661417400", "does not match the UUID format"],
    ["byte", "aGVsbG8", "invalid base64"],
    // govalidator.IsBase64 is a regex that needs at least one quantum.
    ["byte", "", "invalid base64"],
    ["date", "2020-02-30", "invalid date"],
    ["datetime", "2020-01-01 00:00:00Z", "invalid datetime"],
  ])("%s rejects %j with %j", (name, s, message) => {
    expect(errors(name, s)).toEqual([message]);
  });

  it.each([
    ["uri", "/absolute-path"],
    ["uuid", "123E4567E89B12D3A456426614174000"],
    ["byte", "QR=="],
    ["datetime", "2020-01-01t00:00:00.5+01:00"],
  ])("%s accepts %j", (name, s) => {
    expect(errors(name, s)).toEqual([]);
  });
});
