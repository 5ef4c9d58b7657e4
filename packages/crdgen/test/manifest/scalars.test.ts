import { describe, expect, it } from "vitest";
import { NonJsonScalar, resolvePlainScalar, resolveTaggedScalar } from "../../src/manifest/scalars.js";

// Expected values follow go-yaml v2's resolve.go as decoded by sigs.k8s.io/yaml (what kubectl sends).
describe("resolvePlainScalar: YAML 1.1 as go-yaml v2 reads it", () => {
  const words = (list: string[], tag: string, value: unknown): [string, string, unknown][] =>
    list.map((text) => [text, tag, value]);
  it.each([
    ...words(["y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "true", "True", "TRUE"], "bool", true),
    ...words(["n", "N", "no", "No", "NO", "off", "Off", "OFF", "false", "False", "FALSE"], "bool", false),
    ...words(["", "~", "null", "Null", "NULL"], "null", null),
  ])("%j is %s %j", (text, tag, value) => {
    expect(resolvePlainScalar(text)).toEqual({ tag, value });
  });

  it.each([
    ["0", 0],
    ["7", 7],
    ["00", 0],
    ["123456789012345", 123456789012345],
    ["1234567890123456", 1234567890123456],
    ["-0", 0],
    ["+12", 12],
    ["1_000", 1000],
    ["0x1F", 31],
    ["0X1f", 31],
    ["-0x10", -16],
    ["0777", 511],
    ["0o17", 15],
    ["0b101", 5],
    ["-0b101", -5],
    ["0b1_0_1", 5],
    ["9223372036854775807", Number(9223372036854775807n)],
    ["18446744073709551615", Number(18446744073709551615n)],
  ])("%j is the integer %d", (text, value) => {
    expect(resolvePlainScalar(text)).toEqual({ tag: "int", value });
  });

  it.each([
    ["1.5", 1.5],
    [".5", 0.5],
    ["-.5", -0.5],
    ["1e3", 1000],
    ["1E-2", 0.01],
    ["1.", 1],
    ["1_000.5", 1000.5],
    // not octal (8 is no octal digit), so Go's float syntax takes it
    ["08", 8],
    ["0778", 778],
    ["-9223372036854775809", Number(-9223372036854775809n)],
  ])("%j is the float %d", (text, value) => {
    expect(resolvePlainScalar(text)).toEqual({ tag: "float", value });
  });

  it.each([".inf", ".Inf", "+.INF", "-.inf", ".nan", ".NaN"])("%j has no JSON form", (text) => {
    const { tag, value } = resolvePlainScalar(text);
    expect(tag).toBe("float");
    expect(value).toBeInstanceOf(NonJsonScalar);
    expect((value as NonJsonScalar).text).toBe(text);
  });

  it.each([
    "yES",
    "nO",
    "oN",
    "NaN",
    "Infinity",
    "inf",
    "0x",
    "0b2",
    "_1",
    "1e400",
    ".5_0",
    "2001-12-14",
    "2001-12-14T21:59:43.10Z",
    "12:30",
    "1.2.3",
    "+",
    "-",
    ".",
    "0x1p3",
    "0xFFFFFFFFFFFFFFFFFF",
    "<<",
    "v1",
  ])("%j stays a string", (text) => {
    expect(resolvePlainScalar(text)).toEqual({ tag: "str", value: text });
  });

  it("prints special floats as go-yaml prints float map keys", () => {
    expect(String(resolvePlainScalar("+.Inf").value)).toBe(".inf");
    expect(String(resolvePlainScalar("-.INF").value)).toBe("-.inf");
    expect(String(resolvePlainScalar(".NaN").value)).toBe(".nan");
  });
});

describe("resolveTaggedScalar: explicit standard tags", () => {
  it("resolves the text and requires the tag", () => {
    expect(resolveTaggedScalar("int", "0x10")).toEqual({ tag: "int", value: 16 });
    expect(resolveTaggedScalar("bool", "yes")).toEqual({ tag: "bool", value: true });
    expect(resolveTaggedScalar("null", "")).toEqual({ tag: "null", value: null });
    expect(resolveTaggedScalar("int", "foo")).toBeUndefined();
    expect(resolveTaggedScalar("bool", "1")).toBeUndefined();
  });
  it("lets !!float take an integer", () => {
    expect(resolveTaggedScalar("float", "3")).toEqual({ tag: "float", value: 3 });
    expect(resolveTaggedScalar("float", "1e400")).toBeUndefined();
  });
});
