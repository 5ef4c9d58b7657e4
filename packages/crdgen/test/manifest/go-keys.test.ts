import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readManifestText } from "../../src/manifest/documents.js";
import { formatGoFloat32 } from "../../src/manifest/go-keys.js";

function readOne(text: string, exactIntegers = false): { value?: unknown; messages: string[] } {
  const messages: string[] = [];
  let value: unknown;
  for (const item of readManifestText(text, "m.yaml", { exactIntegers })) {
    if (item.kind === "document") value = item.document.value;
    else messages.push(`${item.diagnostic.code} ${item.diagnostic.message}`);
  }
  return { value, messages };
}

// sigs.k8s.io/yaml v1.6.0 yaml.go:213-249: a non-string key of go-yaml's map becomes the JSON key
// strconv.Itoa(int), strconv.FormatFloat(f, 'g', -1, 32) or "true"/"false"; nil and uint64 keys fail.
// Expected keys are the Go oracle's answers (see upstream/SOURCES.md).
describe("mapping keys as sigs.k8s.io/yaml spells them", () => {
  it.each([
    ["1e10", "1e+10"],
    ["1e-7", "1e-07"],
    ["3.14159265358979", "3.1415927"],
    ["123456789.123", "1.2345679e+08"],
    ["0.30000000000000004", "0.3"],
    ["-0.0", "-0"],
    ["4.9e-324", "0"],
    ["1e+308", ".inf"],
    ["1_0e1_0", "1e+11"],
    ["100000000000000000000", "1e+20"],
    ["-9223372036854775809", "-9.223372e+18"],
    ["18446744073709551616", "1.8446744e+19"],
    ["-2171823.25", "-2.1718232e+06"], // a tie between two shortest forms: the even digit
    ["2171823.75", "2.1718238e+06"],
    ["1000000.0", "1e+06"],
    ["999999.0", "999999"],
    ["!!float 1", "1"],
    ["9007199254740993", "9007199254740993"],
    ["0x7fffffffffffffff", "9223372036854775807"],
    ["-0x8000000000000000", "-9223372036854775808"],
    ["1000000", "1000000"],
    [".inf", ".inf"],
    ["-.Inf", "-.inf"],
    ["yes", "true"],
    ["!!binary aGVsbG8=", "hello"],
  ])("%s: v has the key %j", (key, expected) => {
    expect(readOne(`${key}: v\n`)).toEqual({ value: { [expected]: "v" }, messages: [] });
    expect(readOne(`{${key}: v}\n`, true)).toEqual({ value: { [expected]: "v" }, messages: [] });
  });

  it("spells keys written as aliases and explicit keys the same way", () => {
    expect(readOne("a: &f 1e10\n*f : v\n").value).toEqual({ a: 1e10, "1e+10": "v" });
    expect(readOne("? 1e10\n: v\n").value).toEqual({ "1e+10": "v" });
    expect(readOne("- {? 1e10 : v}\n").value).toEqual([{ "1e+10": "v" }]);
  });

  it.each([
    ["~: v\n", "a null key"],
    ["null: v\n", "a null key"],
    ["!!null x: v\n", undefined],
    ["? \n: v\n", "a null key"],
    ["9223372036854775808: v\n", "an integer key past int64"],
    ["0xffffffffffffffff: v\n", "an integer key past int64"],
    ["[a]: v\n", "a sequence as a key"],
    ["x:\n  {a: 1}: v\n", "a mapping as a key"],
    ["? - a\n: v\n", "a sequence as a key"],
  ])("refuses %j", (text, what) => {
    const { messages } = readOne(text);
    expect(messages.length).toBe(1);
    if (what !== undefined) {
      expect(messages[0]).toBe(`CRD4001 kubectl cannot make a JSON object key of ${what}`);
    }
  });
});

describe("formatGoFloat32", () => {
  it("reads back as the same float32, in Go's %e or %f layout", () => {
    fc.assert(
      fc.property(fc.float({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatGoFloat32(value);
        expect(Math.fround(Number(text))).toBe(Math.fround(value));
        if (value === 0) return;
        // %e exactly when the decimal exponent is below -4 or at least 6, with at least two exponent digits.
        const layout = /^-?(\d)(?:\.(\d+))?e([-+]\d\d+)$/.exec(text);
        const exponent =
          layout === null ? Math.floor(Math.log10(Math.abs(Number(text)) * (1 + 1e-12))) : Number(layout[3]);
        expect(layout !== null).toBe(exponent < -4 || exponent >= 6);
      }),
      { numRuns: 3000 },
    );
  });
});
