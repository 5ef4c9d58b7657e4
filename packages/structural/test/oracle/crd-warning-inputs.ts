// Generated CRDs for the API server's create warnings (crd-families.test.ts): formats of every spelling on
// nodes of every type, under every position the server's walk visits (apiextensions-apiserver v0.35.0
// pkg/apis/apiextensions/validation/validation.go:1659-1728 SchemaHas: items, allOf/anyOf/oneOf/not, properties,
// additionalProperties), in one or several versions with their own or a shared schema. Most are valid, so that
// the server gets as far as WarningsOnCreate (strategy.go:124-143); some are not, and must warn about nothing.
import fc from "fast-check";
import type { JsonObject } from "./crd-inputs.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Formats: kube-openapi's registry (pkg/validation/strfmt) and the 1.34 Kubernetes names, in the spellings the
 * server's normalisation (every dash removed, formats.go:116) accepts or not, and formats it does not know.
 */
const warningFormats: readonly string[] = [
  "bsonobjectid",
  "uri",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "cidr",
  "mac",
  "uuid",
  "uuid3",
  "uuid4",
  "uuid5",
  "isbn",
  "isbn10",
  "isbn13",
  "creditcard",
  "ssn",
  "hexcolor",
  "rgbcolor",
  "byte",
  "password",
  "date",
  "duration",
  "datetime",
  "date-time",
  "k8s-short-name",
  "k8s-long-name",
  "k8sshortname",
  "k8s-longname",
  "-uuid-",
  "u-u-i-d",
  "date--time",
  "credit-card",
  "ipv-4",
  "-",
  "--",
  "date_time",
  "Date-Time",
  "DATE",
  "UUID",
  "Email",
  "uri ",
  " uri",
  "uri\n",
  "date\u2010time",
  "\u00e9",
  "\u0000",
  "x\ud800y",
  "\udc00",
  "\ud83d\ude00",
  "tab\there",
  'quote"d',
  "back\\slash",
  "int32",
  "int64",
  "float",
  "double",
  "int-or-string",
  "quantity",
  "url",
  "ip",
  "dns1123label",
  "k8s-label",
  "time",
  "binary",
  "regex",
  "foo",
  "x".repeat(300),
];

const formatArb = fc.constantFrom(...warningFormats);
// The node types a format can sit on; the server warns only for "string" (strategy.go:114 passes []string{Type}).
const typeArb = fc.constantFrom<string | undefined>(
  "string",
  "string",
  "string",
  "integer",
  "number",
  "boolean",
  undefined,
);

const leaf: fc.Arbitrary<JsonObject> = fc
  .record({
    type: typeArb,
    format: formatArb,
    nullable: fc.boolean(),
    intOrString: fc.boolean(),
  })
  .map(({ type, format, nullable, intOrString }) => {
    if (type === undefined) {
      // A node without type is structural only as int-or-string (or under preserve-unknown-fields).
      return intOrString
        ? { "x-kubernetes-int-or-string": true, format }
        : { "x-kubernetes-preserve-unknown-fields": true, format };
    }
    return nullable ? { type, format, nullable: true } : { type, format };
  });

// Value validations (allOf …) must not carry a type; a format there is never on a `string` node of the walk,
// unless the generator gives them one (then the CRD is not structural and is refused).
const junctorItem: fc.Arbitrary<JsonObject> = fc.oneof(
  { weight: 4, arbitrary: formatArb.map((format): JsonObject => ({ format })) },
  { weight: 1, arbitrary: formatArb.map((format): JsonObject => ({ type: "string", format })) },
  {
    weight: 1,
    arbitrary: formatArb.map((format): JsonObject => ({ properties: { s: { format } } })),
  },
);

const keyArb = fc.constantFrom("a", "b", "c", "name", "spec", "x-y", "a.b", "1");

const schemaTree: fc.Arbitrary<JsonObject> = fc.letrec<{ node: JsonObject }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 4, arbitrary: leaf },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(keyArb, tie("node"), { minKeys: 1, maxKeys: 3 })
        .map((properties): JsonObject => ({ type: "object", properties })),
    },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(keyArb, tie("node"), { minKeys: 1, maxKeys: 1 })
        .map((properties): JsonObject => ({ type: "object", properties })),
    },
    { weight: 2, arbitrary: tie("node").map((items): JsonObject => ({ type: "array", items })) },
    {
      weight: 1,
      arbitrary: tie("node").map((additionalProperties): JsonObject => ({
        type: "object",
        additionalProperties,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          base: leaf,
          junctor: fc.constantFrom("allOf", "anyOf", "oneOf", "not"),
          items: fc.array(junctorItem, { minLength: 1, maxLength: 2 }),
        })
        .map(({ base, junctor, items }): JsonObject => {
          const value: Json = junctor === "not" ? (items[0] ?? {}) : items;
          return { ...base, [junctor]: value };
        }),
    },
  ),
})).node;

// The root: an object whose spec (and maybe status) is a generated tree.
const rootSchema: fc.Arbitrary<JsonObject> = fc
  .record({ spec: schemaTree, status: fc.option(schemaTree, { nil: undefined }) })
  .map(({ spec, status }) => ({
    type: "object",
    properties: status === undefined ? { spec } : { spec, status },
  }));

/**
 * Owner references from small pools, so that equal entries, entries equal but for `controller` or
 * `blockOwnerDeletion` (absent, false, true), and entries of one UID that differ come out: the create handler
 * removes repeated ones and warns before validation (apiserver v0.35.0 pkg/endpoints/handlers/rest.go:297-353).
 */
const ownerReference: fc.Arbitrary<JsonObject> = fc
  .record({
    apiVersion: fc.constantFrom("v1", "v1", "apps/v1", ""),
    kind: fc.constantFrom("ConfigMap", "ConfigMap", "Deployment", ""),
    name: fc.constantFrom("a", "a", "b"),
    uid: fc.constantFrom("u1", "u1", "u2", ""),
    controller: fc.constantFrom<boolean | undefined>(undefined, undefined, false, true),
    blockOwnerDeletion: fc.constantFrom<boolean | undefined>(undefined, undefined, false, true),
  })
  .map((r) => {
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(r)) if (value !== undefined) out[key] = value;
    return out;
  });

const ownerReferences: fc.Arbitrary<Json[] | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.array(ownerReference, { minLength: 1, maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(ownerReference, fc.nat({ max: 3 }))
      .map(([ref, copies]): Json[] => Array.from({ length: copies + 2 }, () => ref)),
  },
);

/**
 * A CRD of one to three versions, each with its own generated schema or all with the first's, and sometimes
 * owner references.
 */
export function warningCrd(): fc.Arbitrary<JsonObject> {
  return fc
    .record({
      schemas: fc.array(rootSchema, { minLength: 1, maxLength: 3 }),
      shared: fc.boolean(),
      owners: ownerReferences,
    })
    .map(({ schemas, shared, owners }) => {
      const first = schemas[0] ?? { type: "object" };
      const versions = schemas.map((schema, i): JsonObject => ({
        name: `v${i + 1}`,
        served: true,
        storage: i === 0,
        schema: { openAPIV3Schema: shared ? first : schema },
      }));
      return {
        apiVersion: "apiextensions.k8s.io/v1",
        kind: "CustomResourceDefinition",
        metadata:
          owners === undefined
            ? { name: "widgets.example.com" }
            : { name: "widgets.example.com", ownerReferences: owners },
        spec: {
          group: "example.com",
          names: { plural: "widgets", singular: "widget", kind: "Widget", listKind: "WidgetList" },
          scope: "Namespaced",
          versions,
        },
      };
    });
}

/**
 * Every format on a string node of each position the walk visits, one CRD per format and position; then CRDs of
 * many versions, each warning about its own long format, in an order Go's maps cannot change, past the warning
 * recorder's 4096 runes (apiserver v0.35.0 pkg/endpoints/filters/warning.go:69-140: cut to 256 runes, then dropped).
 */
export function warningFamilyCrds(): JsonObject[] {
  return [...positionCrds(), ...manyWarningCrds()];
}

function manyWarningCrds(): JsonObject[] {
  const shapes: [count: number, length: number, char: string][] = [
    [15, 250, "a"],
    [20, 300, "b"],
    [40, 600, "c"],
    [30, 280, "\u00e9"],
    [25, 300, "\ud83d\ude00"],
  ];
  return shapes.map(([count, length, char]) => ({
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "widgets.example.com" },
    spec: {
      group: "example.com",
      names: { plural: "widgets", kind: "Widget" },
      scope: "Namespaced",
      versions: Array.from({ length: count }, (_, i) => ({
        name: `v${String(i + 1)}`,
        served: true,
        storage: i === 0,
        schema: {
          openAPIV3Schema: {
            type: "object",
            properties: { spec: { type: "string", format: `${String(i)}${char.repeat(length)}` } },
          },
        },
      })),
    },
  }));
}

function positionCrds(): JsonObject[] {
  const positions: ((format: string) => JsonObject)[] = [
    (format) => ({ type: "string", format }),
    (format) => ({ type: "array", items: { type: "string", format } }),
    (format) => ({ type: "object", additionalProperties: { type: "string", format } }),
    (format) => ({
      type: "object",
      properties: { deep: { type: "object", properties: { s: { type: "string", format } } } },
    }),
    (format) => ({ type: "string", allOf: [{ format }] }),
  ];
  return warningFormats.flatMap((format) =>
    positions.map((position): JsonObject => ({
      apiVersion: "apiextensions.k8s.io/v1",
      kind: "CustomResourceDefinition",
      metadata: { name: "widgets.example.com" },
      spec: {
        group: "example.com",
        names: { plural: "widgets", kind: "Widget" },
        scope: "Namespaced",
        versions: [
          {
            name: "v1",
            served: true,
            storage: true,
            schema: { openAPIV3Schema: { type: "object", properties: { spec: position(format) } } },
          },
          {
            name: "v2",
            served: true,
            storage: false,
            schema: {
              openAPIV3Schema: {
                type: "object",
                properties: { spec: { type: "string", format: "second-version" } },
              },
            },
          },
        ],
      },
    })),
  );
}
