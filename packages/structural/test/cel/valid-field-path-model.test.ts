// A fast-check differential of validFieldPath against cel.ValidFieldPath written out again from the Go source
// (apiextensions-apiserver pkg/apiserver/schema/cel/validation.go:506-676, kubernetes-1.35.0): the bufio split
// function on the path, unescapeSingleQuote, appendToPath, and field.Path's String (apimachinery
// pkg/util/validation/field/path.go:92-116). Schemas mix properties, additionalProperties schemas and
// `additionalProperties: true/false` (whose Structural is nil), paths mix well-formed steps with stray delimiters,
// quotes and escapes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { validFieldPath } from "../../src/schema/cel/valid-field-path.js";

/** field.Path: a name, or an index when the name is empty. */
interface GoPath {
  readonly name: string;
  readonly index: string;
  readonly parent: GoPath | null;
}

function goPathString(p: GoPath | null): string {
  if (p === null) return "<nil>";
  const elems: GoPath[] = [];
  for (let at: GoPath | null = p; at !== null; at = at.parent) elems.unshift(at);
  let out = "";
  for (const e of elems) {
    if (e.parent !== null && e.name.length > 0) out += ".";
    out += e.name.length > 0 ? e.name : `[${e.index}]`;
  }
  return out;
}

/** The split function, applied until the data is consumed (atEOF: the reader holds the whole path). */
function goTokens(data: string): string[] {
  const tokens: string[] = [];
  let rest = data;
  while (rest.length > 0) {
    let advance = rest.length;
    if (rest[0] === "'") {
      for (let i = 1; i < rest.length; i++) {
        if (rest[i] === "'" && rest[i - 1] !== "\\") {
          advance = i + 1;
          break;
        }
      }
    } else {
      for (let i = 0; i < rest.length; i++) {
        const c = rest[i];
        if (c === "." || c === "[" || c === "]") {
          advance = i === 0 ? 1 : i;
          break;
        }
      }
    }
    tokens.push(rest.slice(0, advance));
    rest = rest.slice(advance);
  }
  return tokens;
}

/** unescapeSingleQuote: each `\` and the rune after it (not a newline) replaced; the last bad one is the error. */
function goUnescape(s: string): { value: string } | { error: string } {
  const table: Record<string, string> = {
    a: "\x07",
    b: "\b",
    f: "\f",
    n: "\n",
    r: "\r",
    t: "\t",
    v: "\v",
    "'": "'",
    "\\": "\\",
  };
  let value = "";
  let error: string | undefined;
  // Runes, as Go's regexp `.` matches one (code points here).
  const runes = Array.from(s);
  for (let i = 0; i < runes.length; i++) {
    const r = runes[i] ?? "";
    const next = runes[i + 1];
    if (r === "\\" && next !== undefined && next !== "\n") {
      const replaced = table[next];
      if (replaced === undefined) error = `invalid escape char \\${next}`;
      else value += replaced;
      i++;
    } else {
      value += r;
    }
  }
  return error === undefined ? { value } : { error: `invalid string literal: ${error}` };
}

type GoResult =
  { readonly path: string; readonly schema: JSONSchemaProps | undefined } | { readonly error: string };

function goValidFieldPath(jsonPath: string, root: JSONSchemaProps, allowArrayNotation: boolean): GoResult {
  let path: GoPath | null = null;
  // undefined: Go's nil *Structural, after a key of additionalProperties: true/false.
  let schema: JSONSchemaProps | undefined = root;
  const invalid = { error: "does not refer to a valid field" };
  const append = (name: string, isNamed: boolean): GoResult | undefined => {
    if (!isNamed) {
      path = { name: "", index: name, parent: path };
      const values: JSONSchemaProps | boolean | undefined | null = schema?.additionalProperties;
      schema = typeof values === "object" && values !== null ? values : undefined;
      return undefined;
    }
    path = { name, index: "", parent: path };
    const properties: Record<string, JSONSchemaProps> | null | undefined = schema?.properties;
    if (properties === null || properties === undefined || !Object.hasOwn(properties, name)) return invalid;
    schema = properties[name];
    return undefined;
  };
  // `schema.Properties != nil` then `schema.AdditionalProperties != nil`; a nil schema panics in Go, which the
  // port reports as naming no field.
  const isNamed = (): boolean | undefined => {
    if (schema === undefined) return undefined;
    if (schema.properties != null && Object.keys(schema.properties).length > 0) return true;
    if (schema.additionalProperties != null) return false;
    return undefined;
  };
  const tokens = goTokens(jsonPath);
  for (let t = 0; t < tokens.length; t++) {
    const tok = tokens[t] ?? "";
    if (tok === "[") {
      if (!allowArrayNotation) return { error: "array notation is not allowed" };
      const quoted = tokens[++t];
      if (quoted === undefined) return { error: "unexpected end of JSON path" };
      if (quoted.length < 2 || quoted[0] !== "'" || quoted[quoted.length - 1] !== "'") {
        return { error: `expected single quoted string but got ${quoted}` };
      }
      const unescaped = goUnescape(quoted.slice(1, -1));
      if ("error" in unescaped) return unescaped;
      const named = isNamed();
      if (named === undefined) return invalid;
      const failed = append(unescaped.value, named);
      if (failed !== undefined) return failed;
      const close = tokens[++t];
      if (close === undefined) return { error: "unexpected end of JSON path" };
      if (close !== "]") return { error: `expected ] but got ${close}` };
    } else if (tok === ".") {
      const name = tokens[++t];
      if (name === undefined) return { error: "unexpected end of JSON path" };
      const named = isNamed();
      if (named === undefined) return invalid;
      const failed = append(name, named);
      if (failed !== undefined) return failed;
    } else {
      return { error: `expected [ or . but got: ${tok}` };
    }
  }
  return { path: goPathString(path), schema };
}

describe("validFieldPath against a model of cel.ValidFieldPath", () => {
  const names = ["a", "b", "a.b", "x y", "'q'", "c\\d", "", "é", "[0]"];
  const leaf = fc.constantFrom<JSONSchemaProps>({ type: "number" }, { type: "string" });
  const { node } = fc.letrec<{ node: JSONSchemaProps }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      leaf,
      fc
        .dictionary(fc.constantFrom(...names), tie("node"), { maxKeys: 3 })
        .map((properties): JSONSchemaProps => ({ type: "object", properties })),
      tie("node").map((values): JSONSchemaProps => ({ type: "object", additionalProperties: values })),
      fc.boolean().map((allows): JSONSchemaProps => ({ type: "object", additionalProperties: allows })),
      fc
        .dictionary(fc.constantFrom(...names), tie("node"), { minKeys: 1, maxKeys: 2 })
        .map((properties): JSONSchemaProps => ({ type: "object", properties, additionalProperties: true })),
    ),
  }));
  const quote = (name: string): string => `['${name.replace(/\\/gu, "\\\\").replace(/'/gu, "\\'")}']`;
  const piece = fc.oneof(
    fc.constantFrom(...names).map((name) => `.${name}`),
    fc.constantFrom(...names).map(quote),
    fc.constantFrom(
      ".",
      "[",
      "]",
      "'",
      "\\",
      "\\'",
      "['\\n']",
      "['\\z']",
      "['\\é']",
      "['a\\\n']",
      "a",
      "''",
      "\n",
    ),
  );
  const jsonPath = fc.array(piece, { maxLength: 4 }).map((pieces) => pieces.join(""));

  it("gives the same path, schema or error", () => {
    fc.assert(
      fc.property(node, jsonPath, fc.boolean(), (schema, path, allowArrayNotation) => {
        expect(validFieldPath(path, schema, { allowArrayNotation })).toEqual(
          goValidFieldPath(path, schema, allowArrayNotation),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("the model follows the Go tests' expectations (TestValidateFieldPath, a few)", () => {
    const sts: JSONSchemaProps = {
      type: "object",
      properties: {
        foo: {
          type: "object",
          additionalProperties: { type: "object", properties: { subAdd: { type: "number" } } },
        },
        a: {
          type: "object",
          properties: {
            bbb: { type: "object", properties: { c: { type: "number" } } },
            "bbb.c": { type: "object", properties: { x: { type: "number" } } },
          },
        },
      },
    };
    expect(goValidFieldPath(".foo.subAdd", sts, true)).toMatchObject({ path: "foo[subAdd]" });
    expect(goValidFieldPath(".a['bbb.c']", sts, true)).toMatchObject({ path: "a.bbb.c" });
    expect(goValidFieldPath(".a.bbb[0]", sts, true)).toEqual({
      error: "expected single quoted string but got 0",
    });
    expect(goValidFieldPath("a", sts, true)).toEqual({ error: "expected [ or . but got: a" });
  });
});
