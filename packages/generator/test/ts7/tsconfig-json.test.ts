import { ts } from "@ts-morph/common";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { topLevelKeyOffset, tsconfigReferences, withoutComments } from "../../src/ts7/tsconfig-json.js";

// TypeScript's own reading of a tsconfig's text (comments and trailing commas allowed) is the oracle.
function typescriptReads(text: string): unknown {
  const read: { config?: unknown; error?: unknown } = ts.parseConfigFileTextToJson("/p/tsconfig.json", text);
  return read.error === undefined ? read.config : "error";
}

/**
 * JSON text with what TypeScript allows in a tsconfig sprinkled between tokens: line and block comments (also
 * holding quotes, slashes and commas), and a trailing comma before some closing brackets.
 */
const blank = fc.constantFrom("", " ", "\n", "\t", ' // a, "b" }\n', '/* , ] " */', "/**/", " /* x\n y */ ");
const key = fc.constantFrom("a", "path", "references", "b/c", "//not", "/*x*/", 'q"uote', "back\\slash", "");
const jsonish: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom("1", "true", "null", '"x"', '"a // b"', '"/* c */"', '"\\""', '"\\\\"', '"],"'),
    fc
      .tuple(fc.array(fc.tuple(blank, tie("value"), blank), { maxLength: 4 }), fc.boolean(), blank)
      .map(([items, trailing, end]) => {
        const body = items.map(([before, v, after]) => `${before}${v}${after}`).join(",");
        return `[${body}${trailing && items.length > 0 ? "," : ""}${end}]`;
      }),
    fc
      .tuple(fc.array(fc.tuple(blank, key, blank, tie("value")), { maxLength: 4 }), fc.boolean(), blank)
      .map(([entries, trailing, end]) => {
        const body = entries
          .map(([before, k, mid, v]) => `${before}${JSON.stringify(k)}${mid}:${v}`)
          .join(",");
        return `{${body}${trailing && entries.length > 0 ? "," : ""}${end}}`;
      }),
  ),
})).value;

describe("reading a tsconfig's text as TypeScript does", () => {
  it("reads JSON with comments and trailing commas to the same value as TypeScript", () => {
    fc.assert(
      fc.property(blank, jsonish, blank, (before, text, after) => {
        // A tsconfig's text is an object.
        const whole = `{${before}"root":${text}${after}}`;
        expect(JSON.parse(withoutComments(whole))).toEqual(typescriptReads(whole));
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps strings as they are, and blanks comments out", () => {
    expect(withoutComments('{"a": "// no", /* c */ "b": [1, 2,], // d\n}')).toBe(
      '{"a": "// no",         "b": [1, 2 ]      \n}',
    );
  });
});

describe("a tsconfig's references", () => {
  it("resolves each as TypeScript does: relative to the tsconfig, a folder meaning its tsconfig.json", () => {
    const text = `{
      // the solution
      "files": [],
      "references": [
        { "path": "./packages/api" },
        { "path": "packages/web/tsconfig.app.json" },
        { "path": "../shared/" },
        { "path": 3 }, "text",
      ],
    }`;
    expect(tsconfigReferences(text, "/repo/tsconfig.json")).toEqual([
      "/repo/packages/api/tsconfig.json",
      "/repo/packages/web/tsconfig.app.json",
      "/shared/tsconfig.json",
    ]);
    const parsed = ts.parseJsonConfigFileContent(
      typescriptReads(text),
      { ...ts.sys, readDirectory: () => [] },
      "/repo",
      undefined,
      "/repo/tsconfig.json",
    );
    expect(parsed.projectReferences?.map((ref) => ts.resolveProjectReferencePath(ref))).toEqual(
      tsconfigReferences(text, "/repo/tsconfig.json"),
    );
  });

  it("is undefined without a references property, and empty when it is not a list", () => {
    expect(tsconfigReferences('{ "files": [] }', "/r/tsconfig.json")).toBeUndefined();
    expect(tsconfigReferences('{ "references": {} }', "/r/tsconfig.json")).toEqual([]);
    expect(tsconfigReferences("{ not json", "/r/tsconfig.json")).toBeUndefined();
    // TypeScript 6 throws on a null reference (it reads `path` of anything typed "object"); crdgen skips it.
    expect(tsconfigReferences('{ "references": [null, { "path": "a" }] }', "/r/tsconfig.json")).toEqual([
      "/r/a/tsconfig.json",
    ]);
  });
});

describe("where a top-level property of a tsconfig starts", () => {
  it("finds the quoted name at the top level only, past comments, strings and nested keys", () => {
    const text = [
      "{",
      '  // "compilerOptions": not this one',
      '  "extends": "./base.json", /* "compilerOptions" */',
      '  "references": [{ "compilerOptions": 1 }],',
      '  "x": { "compilerOptions": {} },',
      '  "compilerOptions" : { "strict": true },',
      "}",
    ].join("\n");
    const at = topLevelKeyOffset(text, "compilerOptions");
    expect(at).toBe(text.indexOf('"compilerOptions" :'));
    expect(topLevelKeyOffset(text, "strict")).toBeUndefined();
    expect(topLevelKeyOffset('{ "compiler\\u004fptions": {} }', "compilerOptions")).toBe(2);
    expect(topLevelKeyOffset('{ "a": "compilerOptions" }', "compilerOptions")).toBeUndefined();
  });
});
