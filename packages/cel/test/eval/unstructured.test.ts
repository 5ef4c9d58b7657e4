/**
 * UnstructuredToVal branches, written from apiserver `pkg/cel/common/valuesunstructured.go`: absent object
 * fields are `no such key` errors, formats become timestamps/durations/bytes, int-or-string keeps its
 * kind, embedded resources gain apiVersion/kind/metadata, and invalid data becomes error values.
 */
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  ErrorValue,
  PreservedValue,
  type ValueSchema,
  evaluate,
  parse,
  unstructuredToVal,
} from "../../src/index.js";

function run(expression: string, self: CelValue): CelValue {
  const parsed = parse(expression);
  if (parsed.ast === undefined) throw new Error(`parse ${expression}`);
  return evaluate(parsed.ast, { self }).value;
}

const schema: ValueSchema = {
  type: "object",
  properties: {
    name: { type: "string" },
    absent: { type: "string" },
    nulled: { type: "string" },
    when: { type: "string", format: "date-time" },
    day: { type: "string", format: "date" },
    timeout: { type: "string", format: "duration" },
    data: { type: "string", format: "byte" },
    port: { "x-kubernetes-int-or-string": true },
    ratio: { type: "number" },
    labels: { type: "object", additionalProperties: { type: "string" } },
    if: { type: "string" },
    child: { type: "object", "x-kubernetes-embedded-resource": true, properties: {} },
  },
};

const self = unstructuredToVal(
  {
    name: "a",
    nulled: null,
    when: "2024-01-02T03:04:05.5Z",
    day: "2024-01-02",
    timeout: "1h30m",
    data: "aGVsbG8=",
    port: 8080,
    ratio: 1,
    labels: { app: "x" },
    if: "reserved",
    child: { apiVersion: "v1", kind: "Pod", metadata: { name: "p" } },
    unknownField: 1,
  },
  schema,
);

describe("UnstructuredToVal", () => {
  it.each([
    ["self.name == 'a'", true],
    ["has(self.absent)", false],
    ["has(self.nulled)", false],
    ["self.when == timestamp('2024-01-02T03:04:05.5Z')", true],
    ["self.when.getHours()", 3n],
    ["self.day == timestamp('2024-01-02T00:00:00Z')", true],
    ["self.timeout == duration('90m')", true],
    ["self.data == b'hello'", true],
    ["self.port == 8080 && type(self.port) == int", true],
    ["self.ratio == 1.0 && type(self.ratio) == double", true],
    ["self.labels.app", "x"],
    ["self.__if__", "reserved"],
    ["self.child.kind == 'Pod' && self.child.metadata.name == 'p'", true],
    ["has(self.unknownField)", false],
    ["type(self) == map", true],
  ] as const)("%s", (expression, want) => {
    expect(run(expression, self)).toEqual(want);
  });

  it("an absent field is a no such key error", () => {
    expect(run("self.absent", self)).toEqual(new ErrorValue("no such key: absent"));
  });

  it("int-or-string keeps strings", () => {
    expect(unstructuredToVal("http", { "x-kubernetes-int-or-string": true })).toBe("http");
  });

  it("reports invalid data as error values", () => {
    expect(unstructuredToVal(null, { type: "string" })).toEqual(
      new ErrorValue("invalid data, got null for schema with nullable=false"),
    );
    expect(unstructuredToVal(null, { type: "string", nullable: true })).toBeNull();
    expect(unstructuredToVal(1.5, { type: "integer" })).toEqual(
      new ErrorValue("invalid data, expected int, got float64"),
    );
    // Beyond the int64 range the decoder gives a float64 (strconv.ParseInt fails).
    expect(unstructuredToVal(1e20, { type: "integer" })).toEqual(
      new ErrorValue("invalid data, expected int, got float64"),
    );
    expect(unstructuredToVal(-1e20, { "x-kubernetes-int-or-string": true })).toEqual(
      new ErrorValue("invalid data, expected XIntOrString value to be either a string or integer"),
    );
    expect(unstructuredToVal(1e20, { type: "number" })).toBe(1e20);
    expect(unstructuredToVal("x", { type: "array", items: { type: "string" } })).toEqual(
      new ErrorValue("invalid data, expected an array for the provided schema with type=array"),
    );
    expect(
      unstructuredToVal([], { type: "array", items: { type: "string" }, "x-kubernetes-list-type": "bag" }),
    ).toEqual(
      new ErrorValue("invalid x-kubernetes-list-type, expected 'map', 'set' or 'atomic' but got bag"),
    );
  });

  // unstructuredMap.Contains (valuesunstructured.go:642-649, 1.35) returns the error Find converts the value to.
  it("answers `in` on a map of the object with the error its value converts to", () => {
    const m = unstructuredToVal(
      { a: null, b: "c", n: 1 },
      { type: "object", additionalProperties: { type: "string" } },
    );
    expect(run("'a' in self", m)).toEqual(
      new ErrorValue("invalid data, got null for schema with nullable=false"),
    );
    expect(run("'n' in self", m)).toEqual(new ErrorValue("invalid data, expected string, got int64"));
    expect(run("'b' in self", m)).toBe(true);
    expect(run("'z' in self", m)).toBe(false);
    expect(run("has(self.a)", m)).toEqual(
      new ErrorValue("invalid data, got null for schema with nullable=false"),
    );
  });

  it("keeps type-less preserved values opaque", () => {
    const v = unstructuredToVal({ a: 1 }, { "x-kubernetes-preserve-unknown-fields": true });
    expect(v).toEqual(new PreservedValue({ a: 1 }));
    expect(run("type(self) == type(self)", v)).toBe(true);
  });
});
