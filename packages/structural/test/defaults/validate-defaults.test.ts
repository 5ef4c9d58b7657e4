import { describe, expect, it } from "vitest";
import { validateDefaults } from "../../src/defaults/index.js";
import type { ErrorType } from "../../src/model/field-error.js";
import { errorString } from "../../src/model/field-error.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

const P = "spec.validation.openAPIV3Schema";

function check(schema: JSONSchemaProps, requirePrunedDefaults = true): [ErrorType, string][] {
  return validateDefaults(schema, FieldPath.root(P), { requirePrunedDefaults }).map((e) => [
    e.type,
    errorString(e),
  ]);
}

const obj = (properties: Record<string, JSONSchemaProps>, extra: JSONSchemaProps = {}): JSONSchemaProps => ({
  type: "object",
  properties,
  ...extra,
});
const embedded = (
  properties: Record<string, JSONSchemaProps>,
  extra: JSONSchemaProps = {},
): JSONSchemaProps => obj(properties, { "x-kubernetes-embedded-resource": true, ...extra });
const meta = (metadata: Record<string, unknown>): JSONSchemaProps =>
  obj({ e: embedded({ x: { type: "string" } }, { default: { apiVersion: "v1", kind: "K", metadata } }) });

const DNS1035 =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";
const LABEL_KEY_NAME =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const LABEL_VALUE =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";

const cases: [rule: string, schema: JSONSchemaProps, errors: [ErrorType, string][]][] = [
  ["valid", obj({ a: { type: "string", default: "x" } }), []],
  ["C12 a null default is no default", obj({ a: { type: "string", default: null } }), []],
  [
    "C8 type",
    obj({ a: { type: "string", default: 5 } }),
    [
      [
        "FieldValueTypeInvalid",
        `${P}.properties[a].default: Invalid value: "integer":  in body must be of type string: "integer"`,
      ],
    ],
  ],
  [
    "C4 items are walked",
    obj({ l: { type: "array", items: { type: "integer", default: "x" } } }),
    [
      [
        "FieldValueTypeInvalid",
        `${P}.properties[l].items.default: Invalid value: "string":  in body must be of type integer: "string"`,
      ],
    ],
  ],
  [
    "C4 additionalProperties is never walked",
    obj({ m: { type: "object", additionalProperties: { type: "string", default: 5 } } }),
    [],
  ],
  [
    "C4 properties are walked in key order",
    obj({ b: { type: "string", default: 1 }, a: { type: "string", default: 2 } }),
    [
      [
        "FieldValueTypeInvalid",
        `${P}.properties[a].default: Invalid value: "integer":  in body must be of type string: "integer"`,
      ],
      [
        "FieldValueTypeInvalid",
        `${P}.properties[b].default: Invalid value: "integer":  in body must be of type string: "integer"`,
      ],
    ],
  ],
  [
    "C5 unknown fields, and C8 still runs",
    obj({ a: obj({ b: { type: "string" } }, { default: { b: 1, c: 2 } }) }),
    [
      [
        "FieldValueInvalid",
        `${P}.properties[a].default: Invalid value: {"b":1,"c":2}: must not have unknown fields`,
      ],
      [
        "FieldValueTypeInvalid",
        `${P}.properties[a].default.b: Invalid value: "integer": b in body must be of type string: "integer"`,
      ],
    ],
  ],
  [
    "C5 is off without requirePrunedDefaults",
    obj({ a: obj({ b: { type: "string" } }, { default: { c: 2 } }) }),
    [],
  ],
  [
    "C5 shows the default with its embedded metadata already rewritten, as the API server does",
    embedded(
      { s: { type: "string" } },
      { default: { apiVersion: "v1", kind: "K", metadata: { name: "n", x: 1 }, y: 1 } },
    ),
    [
      [
        "FieldValueInvalid",
        `${P}.default: Invalid value: {"apiVersion":"v1","kind":"K","metadata":{"name":"n"},"y":1}: must not have unknown fields`,
      ],
    ],
  ],
  [
    "C11 the root default is an embedded resource and needs apiVersion and kind",
    obj({ a: { type: "string" } }, { default: { a: "x" } }),
    [
      ["FieldValueRequired", `${P}.default.apiVersion: Required value`],
      ["FieldValueRequired", `${P}.default.kind: Required value`],
    ],
  ],
  [
    "C11 a complete root default",
    obj({ a: { type: "string" } }, { default: { apiVersion: "g/v1", kind: "K", a: "x" } }),
    [],
  ],
  [
    "C6 apiVersion must be a string (and stops C7/C8)",
    embedded({ s: { type: "string" } }, { default: { apiVersion: 1, kind: 2, s: 3 } }),
    [["FieldValueInvalid", `${P}.default.apiVersion: Invalid value: 1: must be a string`]],
  ],
  [
    "C6 metadata must decode",
    embedded(
      { s: { type: "string" } },
      { default: { apiVersion: "v1", kind: "K", metadata: { labels: { a: 1 } } } },
    ),
    [
      [
        "FieldValueInvalid",
        `${P}.default.metadata: Invalid value: {"labels":{"a":1}}: json: cannot unmarshal number into Go struct field ObjectMeta.labels of type string`,
      ],
    ],
  ],
  [
    "C7 empty apiVersion and kind",
    obj({ a: { type: "string" } }, { default: { apiVersion: "", kind: "" } }),
    [
      ["FieldValueInvalid", `${P}.default.apiVersion: Invalid value: "": must not be empty`],
      ["FieldValueInvalid", `${P}.default.kind: Invalid value: "": must not be empty`],
    ],
  ],
  [
    "C7 malformed apiVersion and kind",
    obj({}, { default: { apiVersion: "a/b/c", kind: "Foo_Bar" } }),
    [
      [
        "FieldValueInvalid",
        `${P}.default.apiVersion: Invalid value: "a/b/c": unexpected GroupVersion string: a/b/c`,
      ],
      [
        "FieldValueInvalid",
        `${P}.default.kind: Invalid value: "Foo_Bar": may have mixed case, but should otherwise match: ${DNS1035}`,
      ],
    ],
  ],
  [
    // strings.ToLower is unicode.ToLower per rune: İ (U+0130) lowers to "i", so these are a valid kind and a
    // valid annotation key; a word-final Σ lowers to σ (2 bytes, as ς), which no DNS label or key allows.
    "C7 kind and annotation keys lowered as Go lowers them",
    obj(
      {},
      {
        default: {
          apiVersion: "v1",
          kind: "\u0130tem",
          metadata: { annotations: { "\u0130": "x", "a\u03a3": "y" } },
        },
      },
    ),
    [
      [
        "FieldValueInvalid",
        `${P}.default.metadata.annotations: Invalid value: "a\u03a3": name part ${LABEL_KEY_NAME.replace("name part ", "")}`,
      ],
    ],
  ],
  [
    "C7 embedded resources inside a default",
    obj({
      o: obj({ e: embedded({ s: { type: "string" } }) }, { default: { e: { metadata: { name: "%" } } } }),
    }),
    [
      ["FieldValueRequired", `${P}.properties[o].default.e.apiVersion: Required value`],
      ["FieldValueRequired", `${P}.properties[o].default.e.kind: Required value`],
      [
        "FieldValueInvalid",
        `${P}.properties[o].default.e.metadata.name: Invalid value: "%": may not contain '%'`,
      ],
    ],
  ],
  [
    "C7 name, generateName, namespace, generation, annotations, finalizers",
    meta({
      name: "..",
      generateName: "a/b%",
      namespace: "Bad",
      generation: -1,
      annotations: { "a/b/c": "x" },
      finalizers: ["orphan", "foregroundDeletion", "a b"],
    }),
    [
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.generateName: Invalid value: "a/b%": may not contain '/'`,
      ],
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.generateName: Invalid value: "a/b%": may not contain '%'`,
      ],
      ["FieldValueInvalid", `${P}.properties[e].default.metadata.name: Invalid value: "..": may not be '..'`],
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.namespace: Invalid value: "Bad": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')`,
      ],
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.generation: Invalid value: -1: must be greater than or equal to 0`,
      ],
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.annotations: Invalid value: "a/b/c": a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
      ],
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.finalizers: Invalid value: "a b": ${LABEL_KEY_NAME}`,
      ],
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.finalizers: Invalid value: ["orphan","foregroundDeletion","a b"]: finalizer orphan and foregroundDeletion cannot be both set`,
      ],
    ],
  ],
  [
    "C7 labels",
    meta({ labels: { "-x": "y z" } }),
    [
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.labels: Invalid value: "-x": ${LABEL_KEY_NAME}`,
      ],
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.labels: Invalid value: "y z": ${LABEL_VALUE}`,
      ],
    ],
  ],
  [
    "C7 oversized annotations",
    meta({ annotations: { a: "x".repeat(256 * 1024) } }),
    [
      [
        "FieldValueTooLong",
        `${P}.properties[e].default.metadata.annotations: Too long: may not be more than 262144 bytes`,
      ],
    ],
  ],
  [
    "C7 managed fields",
    meta({ managedFields: [{ operation: "Bad", fieldsType: "X", manager: "a\u0007b" }] }),
    [
      // apimachinery v0.35.0 pkg/apis/meta/v1/validation/validation.go:276.
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.managedFields[0].operation: Invalid value: "Bad": must be \`Apply\` or \`Update\``,
      ],
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.managedFields[0].fieldsType: Invalid value: "X": must be \`FieldsV1\``,
      ],
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.managedFields[0].manager: Invalid value: "a\\ab": invalid character U+0007 (at position 1)`,
      ],
    ],
  ],
  [
    "C7 managed fields: an empty operation is invalid too, an odd one printed as JSON",
    meta({ managedFields: [{ manager: "m" }, { operation: "a<b", manager: "m" }] }),
    [
      // apimachinery v0.35.0 pkg/apis/meta/v1/validation/validation.go:273-277; ManagedFieldsOperationType is a
      // named string type, which ErrorBody (util/validation/field/errors.go:84-107) marshals to JSON (`<`
      // escaped) instead of quoting it with %q.
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.managedFields[0].operation: Invalid value: "": must be \`Apply\` or \`Update\``,
      ],
      [
        "FieldValueInvalid",
        `${P}.properties[e].default.metadata.managedFields[1].operation: Invalid value: "a\\u003cb": must be \`Apply\` or \`Update\``,
      ],
    ],
  ],
  [
    "C8 after the metadata checks, on the rewritten default",
    embedded(
      { s: { type: "string" } },
      { default: { apiVersion: "v1", kind: "K", metadata: { name: "n" }, s: 5 } },
    ),
    [
      [
        "FieldValueTypeInvalid",
        `${P}.default.s: Invalid value: "integer": s in body must be of type string: "integer"`,
      ],
    ],
  ],
  [
    "C10 kind inside an embedded resource",
    obj({ e: embedded({ kind: { type: "string", default: "%" } }) }),
    [
      [
        "FieldValueInvalid",
        `${P}.properties[e].properties[kind].default: Invalid value: "%": must result in valid metadata: kind: Invalid value: "%": may have mixed case, but should otherwise match: ${DNS1035}`,
      ],
    ],
  ],
  [
    "C10 decode errors inside metadata",
    obj({ e: embedded({ metadata: obj({ name: { type: "string", default: 42 } }) }) }),
    [
      [
        "FieldValueInvalid",
        `${P}.properties[e].properties[metadata].properties[name].default: Invalid value: 42: must result in valid metadata: metadata: Invalid value: {"name":42}: json: cannot unmarshal number into Go struct field ObjectMeta.name of type string`,
      ],
    ],
  ],
  [
    "C10 several metadata errors are aggregated",
    obj({ e: embedded({ metadata: obj({}, { default: { name: "a/b", labels: { "-x": "y" } } }) }) }),
    [
      [
        "FieldValueInvalid",
        `${P}.properties[e].properties[metadata].default: Invalid value: {"labels":{"-x":"y"},"name":"a/b"}: must result in valid metadata: [metadata.name: Invalid value: "a/b": may not contain '/', metadata.labels: Invalid value: "-x": ${LABEL_KEY_NAME}]`,
      ],
    ],
  ],
  [
    "C10 list items inside metadata",
    obj({
      e: embedded({
        metadata: obj({ finalizers: { type: "array", items: { type: "string", default: "a b" } } }),
      }),
    }),
    [
      [
        "FieldValueInvalid",
        `${P}.properties[e].properties[metadata].properties[finalizers].items.default: Invalid value: "a b": must result in valid metadata: metadata.finalizers: Invalid value: "a b": ${LABEL_KEY_NAME}`,
      ],
    ],
  ],
  [
    "C10 then C8 against the node's own schema",
    obj({ e: embedded({ metadata: obj({ name: { type: "string", maxLength: 2, default: "abc" } }) }) }),
    [
      [
        "FieldValueTooLong",
        `${P}.properties[e].properties[metadata].properties[name].default: Too long: may not be more than 2 bytes`,
      ],
    ],
  ],
  [
    "C10 a time that does not parse",
    obj({ e: embedded({ metadata: obj({}, { default: { creationTimestamp: "nope" } }) }) }),
    [
      [
        "FieldValueInvalid",
        `${P}.properties[e].properties[metadata].default: Invalid value: {"creationTimestamp":"nope"}: must result in valid metadata: metadata: Invalid value: {"creationTimestamp":"nope"}: parsing time "nope" as "2006-01-02T15:04:05Z07:00": cannot parse "nope" as "2006"`,
      ],
    ],
  ],
  [
    "C10 unknown fields in a metadata default are accepted",
    obj({ e: embedded({ metadata: obj({}, { default: { name: "n", x: 1 } }) }) }),
    [],
  ],
  [
    "C10 an embedded resource inside another starts its own context",
    obj({ outer: embedded({ inner: embedded({ kind: { type: "string", default: "%" } }) }) }),
    [
      [
        "FieldValueInvalid",
        `${P}.properties[outer].properties[inner].properties[kind].default: Invalid value: "%": must result in valid metadata: kind: Invalid value: "%": may have mixed case, but should otherwise match: ${DNS1035}`,
      ],
    ],
  ],
  ["C10 top-level metadata of the root", obj({ metadata: obj({}, { default: { name: "foo" } }) }), []],
  [
    "C10 top-level kind of the root",
    obj({ kind: { type: "string", default: "not valid" } }),
    [
      [
        "FieldValueInvalid",
        `${P}.properties[kind].default: Invalid value: "not valid": must result in valid metadata: kind: Invalid value: "not valid": may have mixed case, but should otherwise match: ${DNS1035}`,
      ],
    ],
  ],
];

describe("validateDefaults", () => {
  it.each(cases)("%s", (_rule, schema, expected) => {
    expect(check(schema, !_rule.includes("without requirePrunedDefaults"))).toEqual(expected);
  });

  it("reports owner reference problems at ownerReferences", () => {
    const errors = validateDefaults(
      meta({
        ownerReferences: [
          { apiVersion: "v1", kind: "Event", name: "n", uid: "u", controller: true },
          { kind: "", controller: true },
        ],
      }),
      FieldPath.root(P),
      { requirePrunedDefaults: true },
    );
    // apimachinery v0.35.0 pkg/api/validation/objectmeta.go:69-108: every reference's errors on the list path,
    // no index, empty fields Invalid; the bad values are metav1.OwnerReference structs, marshalled by their json
    // tags in the struct's field order.
    const event = '{"apiVersion":"v1","kind":"Event","name":"n","uid":"u","controller":true}';
    const empty = '{"apiVersion":"","kind":"","name":"","uid":"","controller":true}';
    const at = `${P}.properties[e].default.metadata.ownerReferences`;
    expect(errors.map((e) => [e.type, errorString(e)])).toEqual([
      [
        "FieldValueInvalid",
        `${at}: Invalid value: ${event}: /v1, Kind=Event is disallowed from being an owner`,
      ],
      ["FieldValueInvalid", `${at}.apiVersion: Invalid value: "": version must not be empty`],
      ["FieldValueInvalid", `${at}.kind: Invalid value: "": must not be empty`],
      ["FieldValueInvalid", `${at}.name: Invalid value: "": must not be empty`],
      ["FieldValueInvalid", `${at}.uid: Invalid value: "": must not be empty`],
      [
        "FieldValueInvalid",
        `${at}: Invalid value: [${event},${empty}]: Only one reference can have Controller set to true. Found "true" in references for Event/n and /`,
      ],
    ]);
  });

  it("checks an owner reference's apiVersion as a group-version", () => {
    const refs = [
      { apiVersion: "a/b/c", kind: "K", name: "n", uid: "u" },
      { apiVersion: "apps/", kind: "K", name: "n", uid: "u" },
      { apiVersion: "/", kind: "K", name: "n", uid: "u" },
      { apiVersion: "/v1", kind: "Event", name: "n", uid: "u", blockOwnerDeletion: false },
      { apiVersion: "core/v1", kind: "Event", name: "n", uid: "u" },
      { apiVersion: "a/b/v1", kind: "Event", name: "n", uid: "u" },
    ];
    const errors = validateDefaults(meta({ ownerReferences: refs }), FieldPath.root(P), {
      requirePrunedDefaults: true,
    });
    // v0.35.0 objectmeta.go:71-87 with schema.FromAPIVersionAndKind: ParseGroupVersion fails on two slashes (the
    // zero group-version, so no version), "apps/" has no version, "/" is the zero GroupVersion; "/v1" parses to
    // the legacy group, so its Event is banned, core/v1's is not, nor a/b/v1's, which parses to nothing.
    const at = `${P}.properties[e].default.metadata.ownerReferences`;
    expect(errors.map(errorString)).toEqual([
      `${at}.apiVersion: Invalid value: "a/b/c": version must not be empty`,
      `${at}.apiVersion: Invalid value: "apps/": version must not be empty`,
      `${at}.apiVersion: Invalid value: "/": version must not be empty`,
      `${at}: Invalid value: {"apiVersion":"/v1","kind":"Event","name":"n","uid":"u","blockOwnerDeletion":false}: /v1, Kind=Event is disallowed from being an owner`,
      `${at}.apiVersion: Invalid value: "a/b/v1": version must not be empty`,
    ]);
  });

  it("does not modify the schema or its defaults", () => {
    const schema = embedded(
      { s: { type: "string" } },
      { default: { apiVersion: "v1", kind: "K", metadata: { name: "n", x: 1 } } },
    );
    const before = JSON.stringify(schema);
    validateDefaults(schema, FieldPath.root(P), { requirePrunedDefaults: true });
    expect(JSON.stringify(schema)).toBe(before);
  });

  it("never throws on malformed input", () => {
    const weird = {
      properties: { a: 5, b: { default: { metadata: 7 }, items: [] } },
      items: "x",
    } as unknown as JSONSchemaProps;
    expect(() => validateDefaults(weird, FieldPath.root(P), { requirePrunedDefaults: true })).not.toThrow();
  });
});
