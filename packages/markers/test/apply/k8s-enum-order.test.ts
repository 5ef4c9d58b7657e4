import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { applyMarkers, parseComment } from "../../src/index.js";

// controller-tools pkg/crd/markers/validation.go K8sEnum.ApplyToSchema (at 434758187ddd): the values are
// sorted with strings.Compare on the text json.Marshal writes for each.

const shortEscapes: Readonly<Record<string, string>> = {
  '"': '\\"',
  "\\": "\\\\",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\b": "\\b",
  "\f": "\\f",
};
const unicodeEscaped = new Set(["<", ">", "&", "\u2028", "\u2029"]);

/** encoding/json's encodeState.string with HTML escaping (json.Marshal, Go >= 1.22), written out from the Go. */
function goMarshalString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    const short = shortEscapes[ch];
    if (short !== undefined) {
      out += short;
    } else if (c < 0x20 || unicodeEscaped.has(ch)) {
      out += `\\u${c.toString(16).padStart(4, "0")}`;
    } else {
      out += ch;
    }
  }
  return `${out}"`;
}

function goSorted(values: readonly string[]): string[] {
  const key = (v: string): Buffer => Buffer.from(goMarshalString(v), "utf8");
  return [...values].sort((a, b) => Buffer.compare(key(a), key(b)));
}

function k8sEnum(values: readonly string[]): unknown {
  const { markers } = parseComment("// +k8s:enum", { line: 1, column: 1 }, "api.ts");
  const schema: JSONSchemaProps = { type: "string", enum: [...values] };
  return applyMarkers(schema, markers, "type").value.enum;
}

describe("+k8s:enum sorts as controller-gen does", () => {
  it.each([
    ["< is \\u003c in the JSON text, after Z", ["a<", "aZ"], ["aZ", "a<"]],
    ["& is \\u0026, after 0", ["a&", "a0"], ["a0", "a&"]],
    ["U+2028 is \\u2028", ["a\u2028", "a]"], ["a\u2028", "a]"]],
    ["an astral character sorts after U+FFFD, as in UTF-8", ["\u{1F600}", "\uFFFD"], ["\uFFFD", "\u{1F600}"]],
  ])("%s", (_name, values, expected) => {
    expect(goSorted(values)).toEqual(expected);
    expect(k8sEnum(values)).toEqual(expected);
  });

  it("matches the model for generated values (fast-check)", () => {
    const char = fc.constantFrom(
      "a",
      "Z",
      "]",
      "<",
      ">",
      "&",
      '"',
      "\\",
      "\n",
      "\u0001",
      "\u007f",
      "é",
      "\u2028",
      "\uE000",
      "\u{1F600}",
      "!",
    );
    const value = fc.array(char, { maxLength: 4 }).map((cs) => cs.join(""));
    fc.assert(
      fc.property(fc.uniqueArray(value, { minLength: 1, maxLength: 6 }), (values) => {
        expect(k8sEnum(values)).toEqual(goSorted(values));
      }),
      { numRuns: 500 },
    );
  });
});
