import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorString } from "../src/model/field-error.js";
import { FieldPath } from "../src/model/path.js";
import type { JSONSchemaProps } from "../src/model/schema-types.js";
import { createOptions } from "../src/schema/options.js";
import { goRegexpError } from "@crdgen/cel";
import { validateOpenAPISchema } from "../src/schema/validate-schema.js";

// Four shapes where crdgen and the Kubernetes 1.35 API server disagreed. Each table row holds what the
// server returns, reasoned from apiextensions-apiserver v0.35 (convert.go, validation.go) and Go 1.25's
// regexp/syntax; each fuzzer generates the shape and predicts the server's answer from those rules.

const P = "spec.validation.openAPIV3Schema";

function check(schema: JSONSchemaProps): string[] {
  return validateOpenAPISchema(schema, FieldPath.root(P), createOptions(false)).map(errorString).sort();
}

const root = (properties: Record<string, JSONSchemaProps>): JSONSchemaProps => ({
  type: "object",
  properties,
});

describe("A19: Go accepts a capture name twice", () => {
  it.each([
    ["(?P<a>x)(?P<a>y)", undefined],
    ["(?<a>x)(?<a>y)", undefined],
    ["(?P<a>x)(?<a>y)", undefined],
    ["(?P<a>x)(?P<a>y)(", "error parsing regexp: missing closing ): `(?P<a>x)(?P<a>y)(`"],
    ["(?P<a>x)(?P<a>y))", "error parsing regexp: unexpected ): `(?P<a>x)(?P<a>y))`"],
    ["(?P<a>x)(?P<a>y)(?P<é>z)", "error parsing regexp: invalid named capture: `(?P<é>`"],
    ["(?P<a>x)(?P<a>y)a{1001}", "error parsing regexp: invalid repeat count: `{1001}`"],
    ["[(?P<a>](?P<a>x)", undefined],
    ["\\Q(?P<a>\\E(?P<a>x)", undefined],
  ])("%s", (pattern, error) => {
    expect(goRegexpError(pattern)).toBe(error);
  });

  it("a duplicate name changes nothing else: the answer is the one for distinct names", () => {
    const fragments = [
      "x",
      "[a-z]+",
      "\\d{2}",
      "(",
      ")",
      "a{1001}",
      "\\8",
      "(?i)",
      "[(?P<a>]",
      "\\Q(?P<b>\\E",
      "|",
    ];
    const piece = fc.oneof(
      fc.constantFrom(...fragments),
      fc
        .tuple(fc.constantFrom("(?P<", "(?<"), fc.constantFrom("a", "b"), fc.constantFrom(...fragments))
        .map(([open, name, body]) => `${open}${name}>${body})`),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const pattern = pieces.join("");
        let n = 0;
        // Distinct names outside classes and \Q…\E: the fragments put names there only as "(?P<a>]" / "(?P<b>\E".
        const distinct = pieces
          .map((p) =>
            /^\(\?P?<[ab]>/.test(p) ? p.replace(/^(\(\?P?<)[ab]>/, (_, open) => `${open}n${n++}>`) : p,
          )
          .join("");
        const expected = goRegexpError(distinct)?.replace(`\`${distinct}\``, `\`${pattern}\``);
        expect(goRegexpError(pattern)).toBe(expected);
      }),
    );
  });
});

describe("A18: a branch with anything more than its type is not the int-or-string pattern", () => {
  const intOrString = (integer: JSONSchemaProps): JSONSchemaProps => ({
    "x-kubernetes-int-or-string": true,
    anyOf: [{ type: "integer", ...integer }, { type: "string" }],
  });
  const branchTypes = (at: string) => [
    `${P}.${at}.anyOf[0].type: Forbidden: must be empty to be structural`,
    `${P}.${at}.anyOf[1].type: Forbidden: must be empty to be structural`,
  ];

  it.each<[string, JSONSchemaProps, string[]]>([
    [
      "properties: {} under kind",
      root({ kind: intOrString({ properties: {} }) }),
      [...branchTypes("properties[kind]"), `${P}.properties[kind].type: Invalid value: "": must be string`],
    ],
    ["properties: {} on a field", root({ a: intOrString({ properties: {} }) }), branchTypes("properties[a]")],
    ["required: []", root({ a: intOrString({ required: [] }) }), branchTypes("properties[a]")],
    ["enum: [] is absent", root({ a: intOrString({ enum: [] }) }), []],
    ["externalDocs is not in 1.35's model", root({ a: intOrString({ externalDocs: { url: "u" } }) }), []],
    ["example is not in 1.35's model", root({ a: intOrString({ example: 1 }) }), []],
    ["additionalProperties: false is absent", root({ a: intOrString({ additionalProperties: false }) }), []],
    // The server's create path (crdcheck, session 18) accepts this branch: `items: []` carries no schema.
    ["items: [] is absent", root({ a: intOrString({ items: [] }) }), []],
    // crdcheck: `default: ""` and `default: false` are set (a *JSON), forbidden in the branch, and break the pattern.
    [
      'default: ""',
      root({ a: intOrString({ default: "" }) }),
      [
        ...branchTypes("properties[a]"),
        `${P}.properties[a].anyOf[0].default: Forbidden: must be undefined to be structural`,
      ],
    ],
    [
      "default: false",
      root({ a: intOrString({ default: false }) }),
      [
        ...branchTypes("properties[a]"),
        `${P}.properties[a].anyOf[0].default: Forbidden: must be undefined to be structural`,
      ],
    ],
  ])("%s", (_, schema, errors) => {
    expect(check(schema)).toEqual(errors.sort());
  });

  // Extras that raise no error of their own, and whether the junctor-branch model keeps them (non-zero).
  const extras: [key: string, value: unknown, kept: boolean][] = [
    ["properties", {}, true],
    ["required", [], true],
    ["items", {}, true],
    ["items", [], false],
    ["format", "int32", true],
    ["minimum", 1, true],
    ["x-kubernetes-validations", [], true],
    ["enum", [], false],
    ["allOf", [], false],
    ["description", "", false],
    ["nullable", false, false],
    ["additionalProperties", false, false],
    ["example", { a: 1 }, false],
    ["externalDocs", {}, false],
    ["default", null, false],
  ];

  it("matches the server for generated branches", () => {
    fc.assert(
      fc.property(
        fc.subarray(extras),
        fc.constantFrom("kind", "a"),
        fc.boolean(),
        (chosen, name, underAllOf) => {
          const extra = Object.fromEntries(chosen.map(([key, value]) => [key, value])) as JSONSchemaProps;
          const anyOf: JSONSchemaProps[] = [{ type: "integer", ...extra }, { type: "string" }];
          const node: JSONSchemaProps = underAllOf
            ? { "x-kubernetes-int-or-string": true, allOf: [{ anyOf }] }
            : { "x-kubernetes-int-or-string": true, anyOf };
          const at = `properties[${name}]${underAllOf ? ".allOf[0]" : ""}`;
          // A key chosen twice (items) holds its later value, as in `extra`.
          const kept = new Map(chosen.map(([key, , k]) => [key, k]));
          const expected = [...kept.values()].some(Boolean) ? branchTypes(at) : [];
          if (name === "kind") expected.push(`${P}.properties[kind].type: Invalid value: "": must be string`);
          expect(check(root({ [name]: node }))).toEqual(expected.sort());
        },
      ),
    );
  });
});

describe("A15: additionalProperties in junctors under apiVersion, kind and metadata", () => {
  const metadataError = `${P}.properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified`;

  it.each<[string, JSONSchemaProps, string[]]>([
    // newNestedValueValidation turns `false` into a nil AdditionalProperties: nothing to report.
    [
      "false under apiVersion",
      root({ apiVersion: { type: "string", anyOf: [{ additionalProperties: false }] } }),
      [],
    ],
    [
      "true under apiVersion",
      root({ apiVersion: { type: "string", anyOf: [{ additionalProperties: true }] } }),
      [
        `${P}.properties[apiVersion].anyOf[0].additionalProperties: Forbidden: must be undefined to be structural`,
      ],
    ],
    [
      "a schema under kind's not",
      root({ kind: { type: "string", not: { additionalProperties: { type: "string" } } } }),
      [`${P}.properties[kind].not.additionalProperties: Forbidden: must be undefined to be structural`],
    ],
  ])("%s", (_, schema, errors) => {
    expect(check(schema)).toEqual(errors.sort());
  });

  it("matches the server for generated junctors", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("apiVersion", "kind", "metadata"),
        fc.constantFrom("anyOf", "allOf", "oneOf", "not"),
        fc.constantFrom<boolean | JSONSchemaProps>(false, true, {}, { type: "string" }),
        (name, junctor, additionalProperties) => {
          const branch: JSONSchemaProps = { additionalProperties };
          const node: JSONSchemaProps = {
            type: name === "metadata" ? "object" : "string",
            ...(junctor === "not" ? { not: branch } : { [junctor]: [branch] }),
          };
          const at = `${P}.properties[${name}].${junctor === "not" ? "not" : `${junctor}[0]`}`;
          const expected =
            additionalProperties === false
              ? []
              : [`${at}.additionalProperties: Forbidden: must be undefined to be structural`];
          // A non-empty junctor list or a `not` is part of the structural model: A12 for the root's metadata.
          if (name === "metadata") expected.push(metadataError);
          expect(check(root({ [name]: node }))).toEqual(expected.sort());
        },
      ),
    );
  });
});

describe("A12: keywords the 1.35 structural model does not keep are not counted on the root's metadata", () => {
  const metadataError = `${P}.properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified`;
  const extras: [key: string, value: unknown, counted: boolean][] = [
    ["externalDocs", { url: "https://example.com" }, false],
    ["example", { name: "x" }, false],
    ["properties", { name: { type: "string", maxLength: 10 } }, false],
    ["enum", [], false],
    ["description", "d", true],
    ["required", [], true],
    ["x-kubernetes-validations", [], true],
  ];

  it.each<[string, JSONSchemaProps, string[]]>([
    [
      "externalDocs and a name restriction",
      root({
        metadata: {
          type: "object",
          externalDocs: { url: "https://example.com" },
          properties: { name: { type: "string", maxLength: 10 } },
        },
      }),
      [],
    ],
    ["example", root({ metadata: { type: "object", example: {} } }), []],
    ["description still counts", root({ metadata: { type: "object", description: "d" } }), [metadataError]],
  ])("%s", (_, schema, errors) => {
    expect(check(schema)).toEqual(errors);
  });

  it("matches the server for generated metadata schemas", () => {
    fc.assert(
      fc.property(fc.subarray(extras), (chosen) => {
        const metadata = { type: "object", ...Object.fromEntries(chosen.map(([k, v]) => [k, v])) };
        const expected = chosen.some(([, , counted]) => counted) ? [metadataError] : [];
        expect(check(root({ metadata }))).toEqual(expected);
      }),
    );
  });
});
