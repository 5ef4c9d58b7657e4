import { describe, expect, it } from "vitest";
import { parseGoTime } from "@crdgen/cel";
import { decodeObjectMeta } from "../../src/defaults/objectmeta/decode.js";
import { encodeObjectMeta } from "../../src/defaults/objectmeta/encode.js";
import { dns1035LabelErrors, qualifiedNameErrors } from "../../src/defaults/objectmeta/names.js";

const decodeError = (metadata: unknown): string | undefined => {
  const result = decodeObjectMeta(metadata);
  return result.ok ? undefined : result.error;
};

describe("decodeObjectMeta", () => {
  const cases: [name: string, metadata: unknown, error: string | undefined][] = [
    ["a valid ObjectMeta", { name: "a", labels: { x: "y" }, generation: 2 }, undefined],
    ["unknown and wrongly cased fields are ignored", { Name: 1, unknown: [1] }, undefined],
    [
      "null fields are ignored",
      { name: null, labels: null, generation: null, creationTimestamp: null },
      undefined,
    ],
    ["not an object", 42, "json: cannot unmarshal number into Go value of type v1.ObjectMeta"],
    ["an array", [], "json: cannot unmarshal array into Go value of type v1.ObjectMeta"],
    [
      "a string field",
      { name: 42 },
      "json: cannot unmarshal number into Go struct field ObjectMeta.name of type string",
    ],
    [
      "a UID",
      { uid: true },
      "json: cannot unmarshal bool into Go struct field ObjectMeta.uid of type types.UID",
    ],
    [
      "a map",
      { labels: "x" },
      "json: cannot unmarshal string into Go struct field ObjectMeta.labels of type map[string]string",
    ],
    [
      "a map value",
      { labels: { a: 1 } },
      "json: cannot unmarshal number into Go struct field ObjectMeta.labels of type string",
    ],
    [
      "an int64 given a float",
      { generation: 1.5 },
      "json: cannot unmarshal number 1.5 into Go struct field ObjectMeta.generation of type int64",
    ],
    [
      "an int64 given a string",
      { generation: "1" },
      "json: cannot unmarshal string into Go struct field ObjectMeta.generation of type int64",
    ],
    [
      "a list",
      { finalizers: {} },
      "json: cannot unmarshal object into Go struct field ObjectMeta.finalizers of type []string",
    ],
    [
      "a struct in a list",
      { ownerReferences: ["x"] },
      "json: cannot unmarshal string into Go struct field ObjectMeta.ownerReferences of type v1.OwnerReference",
    ],
    [
      "a field of a struct in a list names the inner struct and the full path",
      { ownerReferences: [{ apiVersion: 1 }] },
      "json: cannot unmarshal number into Go struct field OwnerReference.ownerReferences.apiVersion of type string",
    ],
    [
      "a pointer field",
      { ownerReferences: [{ controller: "yes" }] },
      "json: cannot unmarshal string into Go struct field OwnerReference.ownerReferences.controller of type bool",
    ],
    [
      "the first error in key order wins",
      { name: 1, annotations: 2 },
      "json: cannot unmarshal number into Go struct field ObjectMeta.annotations of type map[string]string",
    ],
    [
      "a time error ends decoding and wins",
      { annotations: 2, creationTimestamp: 5 },
      "json: cannot unmarshal number into Go struct field ObjectMeta.creationTimestamp of type string",
    ],
    [
      "an unparsable time",
      { creationTimestamp: "yesterday" },
      'parsing time "yesterday" as "2006-01-02T15:04:05Z07:00": cannot parse "yesterday" as "2006"',
    ],
    ["a valid time", { creationTimestamp: "2020-01-02T03:04:05.5+01:00" }, undefined],
    [
      "managed fields accept any fieldsV1",
      { managedFields: [{ fieldsV1: { "f:a": {} }, manager: "m" }] },
      undefined,
    ],
  ];
  it.each(cases)("%s", (_name, metadata, error) => {
    expect(decodeError(metadata)).toBe(error);
  });

  it("writes metadata back without unknown or empty fields, times in UTC", () => {
    const result = decodeObjectMeta({
      name: "n",
      unknown: 1,
      namespace: "",
      labels: {},
      creationTimestamp: "2020-01-02T03:04:05.5+01:00",
      ownerReferences: [{ name: "o", controller: true }],
    });
    expect(result.ok && encodeObjectMeta(result.meta)).toEqual({
      name: "n",
      creationTimestamp: "2020-01-02T02:04:05Z",
      ownerReferences: [{ apiVersion: "", kind: "", name: "o", uid: "", controller: true }],
    });
  });
});

describe("parseGoTime", () => {
  const layout = '"2006-01-02T15:04:05Z07:00"';
  const cases: [input: string, error: string | undefined][] = [
    ["2020-01-02T03:04:05Z", undefined],
    ["2020-01-02T3:04:05Z", undefined],
    ["2020-01-02T03:04:05,123-07:30", undefined],
    ["2020-13-02T03:04:05Z", 'parsing time "2020-13-02T03:04:05Z": month out of range'],
    ["2021-02-29T03:04:05Z", 'parsing time "2021-02-29T03:04:05Z": day out of range'],
    ["2020-01-02T25:04:05Z", 'parsing time "2020-01-02T25:04:05Z": hour out of range'],
    [
      "2020-01-02 03:04:05Z",
      `parsing time "2020-01-02 03:04:05Z" as ${layout}: cannot parse " 03:04:05Z" as "T"`,
    ],
    ["2020-01-02T03:04:05", `parsing time "2020-01-02T03:04:05" as ${layout}: cannot parse "" as "Z07:00"`],
    ["2020-01-02T03:04:05Zx", 'parsing time "2020-01-02T03:04:05Zx": extra text: "x"'],
    [
      "2020-01-02T03:04:05+25:00",
      'parsing time "2020-01-02T03:04:05+25:00": time zone offset hour out of range',
    ],
    ["é", `parsing time "\\xc3\\xa9" as ${layout}: cannot parse "\\xc3\\xa9" as "2006"`],
  ];
  it.each(cases)("%s", (input, error) => {
    const result = parseGoTime("rfc3339", input);
    expect(result.ok ? undefined : result.error).toBe(error);
  });
});

describe("names", () => {
  it("reports DNS-1035 labels with apimachinery's message", () => {
    expect(dns1035LabelErrors("1a")).toEqual([
      "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')",
    ]);
    // util/validation's MaxLenError says "characters" (content's, behind label keys and values, says "bytes").
    expect(dns1035LabelErrors("a".repeat(64))).toEqual(["must be no more than 63 characters"]);
  });

  it("reports qualified names part by part", () => {
    expect(qualifiedNameErrors("example.com/ok")).toEqual([]);
    expect(qualifiedNameErrors("/x")).toEqual(["prefix part must be non-empty"]);
    expect(qualifiedNameErrors("a/b/c")).toEqual([
      "a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
    ]);
    expect(qualifiedNameErrors("Bad_/x")).toEqual([
      "prefix part a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
    ]);
    expect(qualifiedNameErrors("")).toEqual([
      "name part must be non-empty",
      "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
    ]);
  });
});
