// Generated CRDs for the differential test against the API server's own CRD validation (crd-oracle.test.ts).
// Each case starts from a small synthetic CRD or from a corpus CRD and applies a few mutations, each aimed at a
// branch of apiextensions-apiserver v0.35.0 pkg/apis/apiextensions/validation/validation.go (names, versions,
// conversion, subresources, printer columns, selectable fields, the schema walk, CEL rules and their cost) or of
// pkg/apiserver/schema/validation.go (the structural rules). Values are drawn from small tables of the edges the
// Go code tests (empty, wrong case, too long, duplicates, wrong types for the node) rather than uniform noise.
import fc from "fast-check";
import { corpusDocuments } from "../crd/corpus.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

// --- the starting points ---

/** A small valid CRD with a schema that has one of each node kind the mutations look for. */
function syntheticCrd(): JsonObject {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "widgets.example.com" },
    spec: {
      group: "example.com",
      names: { plural: "widgets", singular: "widget", kind: "Widget", listKind: "WidgetList" },
      scope: "Namespaced",
      versions: [
        {
          name: "v1",
          served: true,
          storage: true,
          schema: {
            openAPIV3Schema: {
              type: "object",
              properties: {
                spec: {
                  type: "object",
                  properties: {
                    replicas: { type: "integer", format: "int32" },
                    name: { type: "string" },
                    tags: { type: "array", items: { type: "string" } },
                    ports: {
                      type: "array",
                      items: {
                        type: "object",
                        required: ["name"],
                        properties: { name: { type: "string" }, port: { type: "integer" } },
                      },
                    },
                    labels: { type: "object", additionalProperties: { type: "string" } },
                    ratio: { type: "number" },
                    enabled: { type: "boolean" },
                  },
                },
                status: {
                  type: "object",
                  properties: {
                    replicas: { type: "integer" },
                    selector: { type: "string" },
                    conditions: {
                      type: "array",
                      items: { type: "object", properties: { type: { type: "string" } } },
                    },
                  },
                },
              },
            },
          },
        },
      ],
    },
  };
}

let corpusCache: Map<string, JsonObject> | undefined;
/** The corpus's v1 CRDs by document name (`<file>#<index>`), as JSON (what both sides read); not to be changed. */
export function corpusCrds(): ReadonlyMap<string, JsonObject> {
  corpusCache ??= new Map(
    corpusDocuments().flatMap(({ name, document }) => {
      const d = JSON.parse(JSON.stringify(document)) as Json;
      const v1 =
        isObject(d) && d.kind === "CustomResourceDefinition" && d.apiVersion === "apiextensions.k8s.io/v1";
      return v1 ? [[name, d] as const] : [];
    }),
  );
  return corpusCache;
}

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function object(parent: JsonObject, key: string): JsonObject {
  const v = parent[key];
  if (isObject(v)) return v;
  const fresh: JsonObject = {};
  parent[key] = fresh;
  return fresh;
}

function list(parent: JsonObject, key: string): Json[] {
  const v = parent[key];
  if (Array.isArray(v)) return v;
  const fresh: Json[] = [];
  parent[key] = fresh;
  return fresh;
}

function versions(crd: JsonObject): JsonObject[] {
  return list(object(crd, "spec"), "versions").filter(isObject);
}

// --- the value tables ---

const long = (n: number, c = "a"): string => c.repeat(n);

const names = {
  plural: ["widgets", "Widgets", "w_x", "", "a.b", long(64), "widgetlist", "foos", long(63), "w-x", "-w"],
  singular: ["widget", "Widget", "", "a.b", "widgets", "foo"],
  kind: ["Widget", "widget", "Widget-", "", "1W", "WidgetList", "\u0130tem", "List", "Foo"],
  listKind: ["WidgetList", "Widget", "Bad_List", "", "widgetlist", "FooList"],
  shortNames: [[], ["w"], ["W"], ["w", "w"], [""], ["a-"], ["widgets"], ["widget"], ["a.b"]],
  categories: [[], ["all"], ["all", "all"], [""], ["Bad"], ["a b"]],
} satisfies Record<string, Json[]>;

const groups: Json[] = [
  "example.com",
  "",
  "Example.com",
  "nodot",
  "k8s.io",
  "x.k8s.io",
  "a_b.com",
  "-a.com",
  `${long(250)}.com`,
  `${long(63)}.${long(63)}.${long(63)}.${long(57)}.com`,
  `${long(64)}.com`,
  "example.com.",
];

const approvals: Json[] = [
  "unapproved, experimental-only",
  "unapproved",
  "https://github.com/kubernetes/kubernetes/pull/78458",
  "https://github.com/kubernetes/enhancements/pull/1111",
  "bogus",
  "",
];

const scopes: Json[] = ["Namespaced", "Cluster", "", "namespaced", "Bogus"];

const versionNames: Json[] = ["v1", "v2", "V1", "", "v1beta1", "v1.0", long(64, "v"), "1v"];

const deprecationWarnings: Json[] = ["deprecated", "", "a\nb", "\u0007bell", long(257), long(256), "é", "\t"];

const urls: Json[] = [
  "https://example.com/convert",
  "http://example.com/convert",
  "https://example.com",
  "example.com",
  "https://user:pw@example.com/x",
  "https://example.com/x?q=1",
  "https://example.com/x#frag",
  "https://",
  "",
  "https://[::1]:8443/x",
  "%zz",
  "HTTPS://example.com/x",
  "https://example.com:0/x",
  "https://example.com/x y",
  "https:///x",
  "https://example.com/%zz",
];

const services: Json[] = [
  { namespace: "default", name: "svc" },
  { namespace: "default", name: "svc", path: "/convert", port: 443 },
  { namespace: "", name: "" },
  { namespace: "Default", name: "Svc" },
  { namespace: "default", name: "svc", path: "convert" },
  { namespace: "default", name: "svc", path: "/a//b" },
  { namespace: "default", name: "svc", path: "/a/../b" },
  { namespace: "default", name: "svc", port: 0 },
  { namespace: "default", name: "svc", port: 70000 },
  { namespace: "default", name: "svc", path: "/a?b" },
  { namespace: "default", name: "svc", path: "/a%20b", port: 1 },
  { namespace: "default", name: "a.b" },
  { namespace: long(64), name: "svc" },
  { namespace: "default", name: long(64) },
  { namespace: "default", name: "svc", path: "/" },
  { namespace: "default", name: "svc", path: "" },
  { namespace: "default", name: "svc", port: 65535 },
];

const reviewVersions: Json[] = [
  [],
  ["v1"],
  ["v1beta1"],
  ["v2"],
  ["v1", "v1"],
  ["v2", "v1"],
  [""],
  ["Bad!"],
  [long(64)],
  ["v1", "v1beta1"],
  ["v1beta1", "v1"],
  ["v1", "v2", "v3", "v4"],
];

const jsonPaths: Json[] = [
  ".spec.replicas",
  ".status.replicas",
  ".status.selector",
  "spec.replicas",
  ".spec",
  ".spec.a[0]",
  ".metadata.name",
  ".spec.name",
  ".status",
  "",
  ".",
  ".spec..x",
  ".spec.tags",
  ".spec.missing",
  ".spec['name']",
  "{.spec.name}",
  ".spec[",
  '.status.conditions[?(@.type=="Ready")].status',
  ".spec.labels",
  ".spec.ports[0].name",
  ".spec.ports[*].port",
  ".spec.labels.a",
  "..spec",
  ".spec.tags[*]",
  ".metadata.labels",
  ".spec.name.x",
  ".spec.ratio",
  ".status.conditions[0]",
  ".status.replicas ",
  ".spec.replicas\n",
  ".spec.x-y",
];

const columnTypes: Json[] = ["string", "integer", "number", "boolean", "date", "", "Bogus", "object"];
const columnFormats: Json[] = [
  "",
  "int32",
  "int64",
  "float",
  "double",
  "byte",
  "date",
  "date-time",
  "password",
  "bogus",
  "uri",
];

const selectablePaths: Json[] = [
  "[0]",
  ".",
  "a.b",
  ".spec.name",
  ".spec.replicas",
  ".spec.enabled",
  ".spec.ratio",
  ".spec.tags",
  ".spec.labels",
  ".spec.missing",
  ".metadata.name",
  ".metadata.namespace",
  "spec.name",
  ".spec",
  "",
  ".spec['name']",
  ".status.selector",
];

// More paths for the random mutations and tableCases (familyCases keeps to the ones above, which its saved
// vectors were made with).
const moreSelectablePaths: Json[] = [
  ".spec.ports",
  ".spec.labels.a",
  ".spec.tags[0]",
  ".status.replicas",
  "..spec.name",
  ".spec.name ",
  ".metadata.labels",
  ".spec.ports[0].name",
];

// Values for one schema keyword, chosen for the branches of the schema walk and the structural rules.
const schemaValues: Record<string, Json[]> = {
  type: ["", "object", "array", "string", "integer", "number", "boolean", "null", "bogus"],
  nullable: [true, false],
  format: [
    "",
    "int32",
    "int64",
    "float",
    "double",
    "byte",
    "date",
    "date-time",
    "password",
    "uuid",
    "bogus",
    "email",
    "hostname",
    "ipv4",
    "cidr",
    "duration",
    "uri",
    "mac",
    "isbn",
    "hexcolor",
    "bsonobjectid",
    "k8s-short-name",
    "datetime",
  ],
  default: [
    1,
    "s",
    true,
    null,
    {},
    [],
    { a: 1 },
    1.5,
    -1,
    "2020-01-01",
    { x: "y" },
    ["a", "a"],
    "",
    0,
    { name: "n" },
    [{ name: "n" }],
    false,
  ],
  enum: [[], ["a"], [1, "a"], [null], [{ a: 1 }], ["a", "a"], [1.5], [true]],
  pattern: ["^a$", "(", "[a-", "a**", "x{2,1}", "(?P<n>x)", "\\8", "", "^[a-z]+$"],
  minimum: [1, -1, 0, 1.5, 1e300],
  maximum: [1, -1, 0, 1.5],
  exclusiveMinimum: [true, false],
  exclusiveMaximum: [true, false],
  minLength: [-1, 0, 5],
  maxLength: [-1, 0, 3, 10000],
  minItems: [-1, 0, 2],
  maxItems: [-1, 0, 2, 1000000],
  minProperties: [-1, 0, 2],
  maxProperties: [-1, 0, 2],
  multipleOf: [0, -1, 2, 0.5],
  uniqueItems: [true, false],
  required: [[], ["a"], ["a", "a"], ["zz"], [""], ["name"], ["spec"]],
  description: ["d", ""],
  title: ["t"],
  example: [1, { a: 1 }],
  externalDocs: [{ url: "https://example.com" }, { description: "d" }],
  $ref: ["#/definitions/x", ""],
  id: ["x"],
  $schema: ["http://json-schema.org/draft-04/schema#"],
  definitions: [{ x: { type: "string" } }],
  dependencies: [{ a: ["b"] }, { a: { type: "object" } }],
  patternProperties: [{ "^a": { type: "string" } }],
  additionalItems: [false, { type: "string" }],
  additionalProperties: [
    false,
    true,
    { type: "string" },
    {},
    { type: "object", properties: { a: { type: "string" } } },
  ],
  items: [{ type: "string" }, [{ type: "string" }], {}, { type: "object" }, [], [{}]],
  properties: [
    { a: { type: "string" } },
    {},
    { a: {} },
    { name: { type: "string" }, a: { type: "integer" } },
  ],
  "x-kubernetes-preserve-unknown-fields": [true, false],
  "x-kubernetes-embedded-resource": [true, false],
  "x-kubernetes-int-or-string": [true, false],
  "x-kubernetes-list-type": ["atomic", "set", "map", "", "bogus"],
  "x-kubernetes-list-map-keys": [[], ["a"], ["name"], ["a", "a"], ["missing"], ["name", "port"]],
  "x-kubernetes-validations": [[], [{ rule: "true" }]],
  allOf: [[], [{}]],
  anyOf: [[], [{}]],
  oneOf: [[], [{}]],
  not: [{}],
  "x-kubernetes-map-type": ["atomic", "granular", "bogus", ""],
};

// Rules for x-kubernetes-validations: valid on many node kinds, compile errors, old-self use, the message and
// reason fields, field paths, and rules whose cost exceeds the limits on unbounded lists and strings.
const rules: Json[] = [
  { rule: "true" },
  { rule: "self == oldSelf" },
  { rule: "self == oldSelf", optionalOldSelf: true },
  { rule: "true", optionalOldSelf: true },
  { rule: "oldSelf.hasValue()", optionalOldSelf: true },
  { rule: "" },
  { rule: "1 +" },
  { rule: "self > 0" },
  { rule: "self.size() > 0" },
  { rule: "has(self.name)" },
  { rule: "self.name == 'x'" },
  { rule: "self.all(x, self.all(y, x == y))" },
  { rule: "self.all(x, x.matches('^a+$'))" },
  { rule: "self.map(x, self.map(y, x + y)).size() > 0" },
  { rule: "self.matches('^a+$') && self.lowerAscii().upperAscii().lowerAscii() == self" },
  { rule: "'abc'" },
  { rule: "true", message: "m" },
  { rule: "true", message: "a\nb" },
  { rule: "true", message: "" },
  { rule: "true", message: long(1025) },
  { rule: "true", messageExpression: "'x'" },
  { rule: "true", messageExpression: "1" },
  { rule: "true", messageExpression: "" },
  { rule: "true", messageExpression: "self" },
  { rule: "true", messageExpression: "string(self)" },
  { rule: "true", message: "m", messageExpression: "'x'" },
  { rule: "true", reason: "FieldValueInvalid" },
  { rule: "true", reason: "FieldValueForbidden" },
  { rule: "true", reason: "FieldValueRequired" },
  { rule: "true", reason: "FieldValueDuplicate" },
  { rule: "true", reason: "Bogus" },
  { rule: "true", reason: "" },
  { rule: "true", fieldPath: ".name" },
  { rule: "true", fieldPath: "name" },
  { rule: "true", fieldPath: ".missing" },
  { rule: "true", fieldPath: "[0]" },
  { rule: "true", fieldPath: ".name[0]" },
  { rule: "true", fieldPath: "" },
  { rule: "true", fieldPath: ".tags[0]" },
  { rule: "true", fieldPath: "['name']" },
  { rule: "true", fieldPath: ".labels['a']" },
  { rule: "true", fieldPath: ".a\nb" },
  { rule: " \n" },
  { rule: "self.x" },
  { rule: "self.metadata.name == 'x'" },
  { rule: "self.apiVersion == 'v1'" },
  { rule: "size(self) < 10" },
  { rule: "self.exists(x, x == oldSelf[0])" },
  { rule: "type(self) == int" },
  { rule: "self.startsWith('a')" },
  { rule: "oldSelf.value() == self", optionalOldSelf: true },
  { rule: "!oldSelf.hasValue() || oldSelf.value().name == self.name", optionalOldSelf: true },
  { rule: "oldSelf.orValue(self) == self", optionalOldSelf: true },
  { rule: "oldSelf.value() == self" },
  { rule: "self == oldSelf", optionalOldSelf: false },
  { rule: "true", messageExpression: "self.all(x, self.all(y, x == y)) ? 'a' : 'b'" },
  { rule: "true", messageExpression: "self.map(x, self.map(y, x + y)).size() > 0 ? 'a' : 'b'" },
  { rule: "true", messageExpression: "oldSelf == self ? 'same' : 'changed'" },
  { rule: "self == oldSelf", messageExpression: "'was ' + string(oldSelf)" },
  { rule: "true", messageExpression: "self.name" },
  { rule: "true", messageExpression: "'x'.repeat(10)" },
  { rule: "self.exists_one(x, x == 'a')" },
  { rule: "self.filter(x, x.size() > 1).size() == 0" },
  { rule: "quantity(self).isLessThan(quantity('1'))" },
  { rule: "isURL(self) && url(self).getHost() != ''" },
  { rule: "ip(self).family() == 4" },
  { rule: "cidr(self).prefixLength() > 1" },
  { rule: "format.dns1123Label().validate(self).hasValue()" },
  { rule: "self.isSorted()" },
  { rule: "sets.contains(self, ['a'])" },
  { rule: "self.split(',').size() > 0" },
  { rule: "self.all(p, p.name.size() < 5)" },
  { rule: "self.map(k, self[k]).size() > 0" },
  { rule: "self.replicas <= 10", fieldPath: ".replicas", reason: "FieldValueForbidden" },
];

// Whole subtrees dropped into a node's properties, junctors or items.
const subSchemas: Json[] = [
  { type: "string" },
  { type: "integer" },
  {},
  { description: "d" },
  { type: "object", properties: { a: { type: "string" } } },
  { properties: { a: { type: "string" } } },
  { type: "array", items: { type: "string" } },
  { type: "array" },
  { type: "object", additionalProperties: { type: "string" } },
  { type: "object", "x-kubernetes-preserve-unknown-fields": true },
  { "x-kubernetes-int-or-string": true },
  { "x-kubernetes-int-or-string": true, anyOf: [{ type: "integer" }, { type: "string" }] },
  { type: "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true },
  { type: "object", "x-kubernetes-embedded-resource": true, properties: { a: { type: "string" } } },
  { type: "string", default: "x" },
  { type: "string", default: 1 },
  { type: "object", default: { a: "x", b: 2 }, properties: { a: { type: "string" } } },
  { type: "string", enum: ["a", "b"], default: "c" },
  { type: "string", maxLength: 2, default: "abc" },
  { type: "integer", minimum: 5, default: 1 },
  { type: "string", pattern: "^a+$", default: "b" },
  { type: "string", format: "date-time", default: "nope" },
  { type: "array", items: { type: "string" }, "x-kubernetes-list-type": "set", default: ["a", "a"] },
  {
    type: "array",
    "x-kubernetes-list-type": "map",
    "x-kubernetes-list-map-keys": ["name"],
    items: { type: "object", required: ["name"], properties: { name: { type: "string" } } },
  },
  {
    type: "array",
    "x-kubernetes-list-type": "map",
    "x-kubernetes-list-map-keys": ["name"],
    items: { type: "object", properties: { name: { type: "string", default: "n" } } },
  },
  {
    type: "array",
    "x-kubernetes-list-type": "map",
    "x-kubernetes-list-map-keys": ["name"],
    items: { type: "object", properties: { name: { type: "object" } }, required: ["name"] },
  },
  { type: "array", "x-kubernetes-list-type": "set", items: { type: "object" } },
  { type: "array", "x-kubernetes-list-type": "map", items: { type: "string" } },
  { type: "string", "x-kubernetes-validations": [{ rule: "self.size() > 1" }] },
  {
    type: "array",
    items: { type: "string" },
    "x-kubernetes-validations": [{ rule: "self.all(x, self.all(y, x == y))" }],
  },
  {
    type: "array",
    maxItems: 10,
    items: { type: "string", maxLength: 10 },
    "x-kubernetes-validations": [{ rule: "self.all(x, self.all(y, x == y))" }],
  },
  {
    type: "array",
    items: {
      type: "array",
      items: { type: "string", "x-kubernetes-validations": [{ rule: "self.matches('^a+$')" }] },
    },
  },
  {
    type: "object",
    additionalProperties: {
      type: "array",
      items: { type: "string", "x-kubernetes-validations": [{ rule: "self == oldSelf" }] },
    },
  },
  {
    type: "object",
    properties: { a: { type: "string" } },
    "x-kubernetes-validations": [{ rule: "self.a == oldSelf.a" }],
  },
  { type: "string", "x-kubernetes-validations": [{ rule: "self == oldSelf", optionalOldSelf: true }] },
  { type: "object", "x-kubernetes-map-type": "atomic", properties: { a: { type: "string" } } },
  { allOf: [{ properties: { a: { type: "string" } } }] },
  { anyOf: [{ type: "string" }] },
  { oneOf: [{ required: ["a"] }] },
  { not: { required: ["a"] } },
  { not: { type: "string" } },
  { type: "string", default: "a", "x-kubernetes-validations": [{ rule: "self == 'b'" }] },
  { type: "string", default: "b", "x-kubernetes-validations": [{ rule: "self == 'b'" }] },
  {
    type: "object",
    default: { a: "x" },
    properties: { a: { type: "string" } },
    "x-kubernetes-validations": [{ rule: "self.a == 'y'", message: "bad a" }],
  },
  {
    type: "object",
    properties: {
      a: { type: "string", default: "x", "x-kubernetes-validations": [{ rule: "self != 'x'" }] },
    },
  },
  {
    type: "string",
    default: "a",
    "x-kubernetes-validations": [{ rule: "self == oldSelf", messageExpression: "'m'" }],
  },
  {
    type: "array",
    "x-kubernetes-list-type": "map",
    "x-kubernetes-list-map-keys": ["name"],
    maxItems: 5,
    items: {
      type: "object",
      required: ["name"],
      properties: { name: { type: "string", maxLength: 5 }, port: { type: "integer" } },
      "x-kubernetes-validations": [
        { rule: "self.port > 0", fieldPath: ".port" },
        { rule: "self.name == oldSelf.name" },
      ],
    },
  },
  {
    type: "array",
    "x-kubernetes-list-type": "map",
    "x-kubernetes-list-map-keys": ["name"],
    items: {
      type: "object",
      required: ["name"],
      properties: { name: { type: "string" } },
      "x-kubernetes-validations": [{ rule: "self == oldSelf", optionalOldSelf: true }],
    },
    "x-kubernetes-validations": [{ rule: "self.all(x, self.exists(y, y.name == x.name))" }],
  },
  {
    type: "array",
    "x-kubernetes-list-type": "map",
    "x-kubernetes-list-map-keys": ["name"],
    items: {
      type: "object",
      required: ["name"],
      properties: { name: { type: "string" } },
      "x-kubernetes-validations": [
        { rule: "!oldSelf.hasValue() || oldSelf.value().name == self.name", optionalOldSelf: true },
      ],
    },
  },
  {
    type: "array",
    items: {
      type: "object",
      properties: { name: { type: "string" } },
      "x-kubernetes-validations": [{ rule: "self.name == oldSelf.name" }],
    },
  },
];

// Contents of allOf/anyOf/oneOf/not: what may appear there (value validations) and what may not (types,
// defaults, descriptions, extensions, properties not in the surrounding node).
const junctorContents: Json[] = [
  { required: ["a"] },
  { type: "string" },
  { description: "d" },
  { default: "x" },
  { nullable: true },
  { properties: { a: { type: "string" } } },
  { properties: { a: { minLength: 1 } } },
  { properties: { zz: { minLength: 1 } } },
  { items: { minLength: 1 } },
  { additionalProperties: { minLength: 1 } },
  { additionalProperties: false },
  { "x-kubernetes-preserve-unknown-fields": true },
  { "x-kubernetes-int-or-string": true },
  { "x-kubernetes-embedded-resource": true },
  { "x-kubernetes-list-type": "set" },
  { "x-kubernetes-map-type": "atomic" },
  { "x-kubernetes-validations": [{ rule: "true" }] },
  { title: "t" },
  { format: "int32" },
  { enum: ["a"] },
  { minimum: 1 },
  { pattern: "(" },
  { anyOf: [{ type: "string" }] },
  { allOf: [{ required: ["a"] }] },
  { not: { required: ["a"] } },
  { properties: { metadata: { properties: { name: { pattern: "^a" } } } } },
];

// Schemas for the root's metadata property: only name and generateName with type string are allowed there.
const metadataSchemas: Json[] = [
  { type: "object", "x-kubernetes-map-type": "" },
  { type: "object", "x-kubernetes-list-type": "" },
  { type: "object", "x-kubernetes-list-map-keys": [] },
  { type: "object" },
  { type: "object", properties: { name: { type: "string", maxLength: 10 } } },
  { type: "object", properties: { generateName: { type: "string", pattern: "^a" } } },
  { type: "object", properties: { name: { type: "integer" } } },
  { type: "object", properties: { labels: { type: "object" } } },
  { type: "object", properties: { name: { type: "string", default: "x" } } },
  { type: "object", properties: { name: { type: "string", enum: ["a"] } } },
  {
    type: "object",
    properties: { name: { type: "string", "x-kubernetes-validations": [{ rule: "true" }] } },
  },
  { type: "object", required: ["name"] },
  { type: "object", default: { name: "x" } },
  { type: "string" },
  { type: "object", "x-kubernetes-preserve-unknown-fields": true },
  { type: "object", additionalProperties: { type: "string" } },
  { type: "object", "x-kubernetes-validations": [{ rule: "self.name.size() > 1" }] },
];

// Values of the CRD's own metadata fields at and past the limits ValidateObjectMeta checks (names, labels,
// annotations and their total size, finalizers, owner references); the create path wipes or fills the system ones.
const ownerRef = (uid: string, extra: JsonObject = {}): JsonObject => ({
  apiVersion: "v1",
  kind: "ConfigMap",
  name: "cm",
  uid,
  ...extra,
});
const metadataFields: Record<string, Json[]> = {
  generateName: ["widgets.example.com", "w", "", long(70), "Widgets-", "a/b", "widgets.example.com-"],
  labels: [
    { a: "b" },
    { [long(63)]: long(63) },
    { [long(64)]: "v" },
    { a: long(64) },
    { [`${long(253)}/a`]: "v" },
    { [`${long(254)}/a`]: "v" },
    { "a/b/c": "v" },
    { "": "v" },
    { "-a": "v" },
    { a: "v-" },
    { "Example.com/a": "v" },
    { "a.b/": "v" },
    { a: "a b" },
  ],
  annotations: [
    { a: "b" },
    { "a b": "c" },
    { [`${long(254)}/a`]: "v" },
    { big: long(262144 - 3) },
    { big: long(262144 - 2) },
    { "kubernetes.io/x": "" },
    { "api-approved.kubernetes.io": "unapproved" },
  ],
  finalizers: [
    ["a"],
    ["example.com/x"],
    ["kubernetes.io/x"],
    ["a/b/c"],
    ["bad name"],
    ["a", "a"],
    [""],
    [long(64)],
    [`example.com/${long(64)}`],
    ["customresourcecleanup.apiextensions.k8s.io"],
    ["kubernetes"],
    ["Example.com/x"],
  ],
  namespace: ["default", "", "Bad"],
  ownerReferences: [
    [ownerRef("u1")],
    [ownerRef("u1"), ownerRef("u1")],
    [ownerRef("u1"), ownerRef("u1", { controller: true })],
    [ownerRef("u1", { controller: true }), ownerRef("u2", { controller: true })],
    [ownerRef("")],
    [ownerRef("u1", { apiVersion: "" })],
    [ownerRef("u1", { kind: "" })],
    [ownerRef("u1", { name: "" })],
    [ownerRef("u1", { apiVersion: "a/b/c" })],
  ],
  uid: ["123"],
  creationTimestamp: ["2020-01-01T00:00:00Z"],
  deletionGracePeriodSeconds: [30],
  generation: [5],
  resourceVersion: [""],
};

// Root keywords next to an enabled status subresource: only some fields may be set there, and "set" is Go's
// non-zero value of the internal type (a pointer to "" or false, an empty non-nil slice or map).
const statusRootKeywords: Json[] = [
  { $ref: "" },
  { "x-kubernetes-list-type": "" },
  { "x-kubernetes-map-type": "" },
  { default: "" },
  { default: false },
  { default: 0 },
  { additionalProperties: false },
  { enum: [] },
  { allOf: [] },
  { nullable: false },
  { id: "" },
  { uniqueItems: false },
  { maxProperties: 0 },
  { dependencies: {} },
  { example: "" },
  { "x-kubernetes-list-map-keys": [] },
  { "x-kubernetes-embedded-resource": false },
  { type: "" },
  { description: "" },
  { required: [] },
];

// --- mutations ---

/** One change to a CRD; `at` picks a version, node or list entry modulo what exists. */
type Mutation =
  | { readonly kind: "metadataName"; readonly value: Json | undefined }
  | { readonly kind: "metadataField"; readonly key: string; readonly value: Json | undefined }
  | { readonly kind: "approval"; readonly value: Json }
  | { readonly kind: "group"; readonly value: Json }
  | { readonly kind: "names"; readonly key: keyof typeof names; readonly value: Json | undefined }
  | { readonly kind: "scope"; readonly value: Json | undefined }
  | { readonly kind: "preserveUnknownFields"; readonly value: boolean }
  | {
      readonly kind: "versionField";
      readonly at: number;
      readonly key: string;
      readonly value: Json | undefined;
    }
  | {
      readonly kind: "versionList";
      readonly at: number;
      readonly op: "duplicate" | "swap" | "drop" | "empty" | "add";
    }
  | { readonly kind: "conversion"; readonly value: Json | undefined }
  | { readonly kind: "subresources"; readonly at: number; readonly value: Json | undefined }
  | { readonly kind: "column"; readonly at: number; readonly value: Json }
  | { readonly kind: "selectable"; readonly at: number; readonly value: Json[] }
  | {
      readonly kind: "schemaSet";
      readonly at: number;
      readonly node: number;
      readonly key: string;
      readonly value: Json | undefined;
    }
  | {
      readonly kind: "schemaProperty";
      readonly at: number;
      readonly node: number;
      readonly name: string;
      readonly value: Json;
    }
  | {
      readonly kind: "schemaJunctor";
      readonly at: number;
      readonly node: number;
      readonly junctor: string;
      readonly value: Json;
    }
  | { readonly kind: "schemaRule"; readonly at: number; readonly node: number; readonly value: Json }
  | { readonly kind: "rootMetadata"; readonly at: number; readonly value: Json }
  | { readonly kind: "statusRoot"; readonly at: number; readonly value: Json }
  | { readonly kind: "schemaDrop"; readonly at: number }
  | {
      readonly kind: "intOrStringBranch";
      readonly at: number;
      readonly node: number;
      readonly underAllOf: boolean;
      readonly key: string;
      readonly value: Json;
    }
  | {
      readonly kind: "metadataKeyword";
      readonly at: number;
      readonly onName: boolean;
      readonly key: string;
      readonly value: Json;
    };

const pick = <T>(values: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...values);
const orDelete = (values: readonly Json[]): fc.Arbitrary<Json | undefined> =>
  fc.oneof({ weight: 9, arbitrary: pick(values) }, { weight: 1, arbitrary: fc.constant(undefined) });
const at = fc.nat({ max: 20 });
const node = fc.nat({ max: 1000 });

const conversionValue: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.record({ strategy: pick<Json>(["None", "Webhook", "", "Bogus"]) }),
  fc.record(
    {
      strategy: pick<Json>(["None", "Webhook"]),
      webhook: fc.record(
        {
          clientConfig: fc.record(
            {
              url: pick(urls),
              service: pick(services),
              caBundle: pick<Json>(["", "Y2E=", "bm90IGEgY2VydA=="]),
            },
            { requiredKeys: [] },
          ),
          conversionReviewVersions: pick(reviewVersions),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ["strategy"] },
  ),
);

const columnValue: fc.Arbitrary<Json> = fc.record(
  {
    name: pick<Json>(["Age", "", "Replicas", "age"]),
    type: pick(columnTypes),
    format: pick(columnFormats),
    jsonPath: pick(jsonPaths),
    priority: pick<Json>([0, 1, -1]),
    description: pick<Json>(["d", ""]),
  },
  { requiredKeys: ["name", "type", "jsonPath"] },
);

const subresourcesValue: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant({}),
  fc.constant({ status: {} }),
  fc.record(
    {
      status: fc.constant({}),
      scale: fc.record(
        {
          specReplicasPath: pick(jsonPaths),
          statusReplicasPath: pick(jsonPaths),
          labelSelectorPath: pick(jsonPaths),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ["scale"] },
  ),
);

const versionFieldValue: fc.Arbitrary<{ key: string; value: Json | undefined }> = fc.oneof(
  fc.record({ key: fc.constant("name"), value: orDelete(versionNames) }),
  fc.record({ key: fc.constant("served"), value: orDelete([true, false]) }),
  fc.record({ key: fc.constant("storage"), value: orDelete([true, false]) }),
  fc.record({ key: fc.constant("deprecated"), value: orDelete([true, false]) }),
  fc.record({ key: fc.constant("deprecationWarning"), value: orDelete(deprecationWarnings) }),
  fc.record({
    key: fc.constant("schema"),
    value: fc.constantFrom<Json | undefined>(undefined, {}, { openAPIV3Schema: {} }),
  }),
);

const schemaKey = fc.constantFrom(...Object.keys(schemaValues));

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant("metadataName" as const),
    value: orDelete(["widgets.example.com", "bad", "Widgets.example.com", ""]),
  }),
  fc.constantFrom(...Object.keys(metadataFields)).chain((key) =>
    fc.record({
      kind: fc.constant("metadataField" as const),
      key: fc.constant(key),
      value: orDelete(metadataFields[key] ?? []),
    }),
  ),
  fc.record({ kind: fc.constant("approval" as const), value: pick(approvals) }),
  fc.record({ kind: fc.constant("group" as const), value: pick(groups) }),
  fc
    .constantFrom(...(Object.keys(names) as (keyof typeof names)[]))
    .chain((key) =>
      fc.record({ kind: fc.constant("names" as const), key: fc.constant(key), value: orDelete(names[key]) }),
    ),
  fc.record({ kind: fc.constant("scope" as const), value: orDelete(scopes) }),
  fc.record({ kind: fc.constant("preserveUnknownFields" as const), value: fc.boolean() }),
  fc
    .tuple(at, versionFieldValue)
    .map(([i, { key, value }]) => ({ kind: "versionField" as const, at: i, key, value })),
  fc.record({
    kind: fc.constant("versionList" as const),
    at,
    op: fc.constantFrom("duplicate", "swap", "drop", "empty", "add"),
  }),
  fc.record({ kind: fc.constant("conversion" as const), value: conversionValue }),
  fc.record({ kind: fc.constant("subresources" as const), at, value: subresourcesValue }),
  fc.record({ kind: fc.constant("column" as const), at, value: columnValue }),
  fc.record({
    kind: fc.constant("selectable" as const),
    at,
    value: fc.array(
      pick([...selectablePaths, ...moreSelectablePaths]).map((p) => ({ jsonPath: p })),
      { maxLength: 10 },
    ),
  }),
  {
    arbitrary: schemaKey.chain((key) =>
      fc.record({
        kind: fc.constant("schemaSet" as const),
        at,
        node,
        key: fc.constant(key),
        value: orDelete(schemaValues[key] ?? []),
      }),
    ),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("schemaProperty" as const),
      at,
      node,
      name: fc.constantFrom("a", "name", "metadata", "zz", "apiVersion", "kind"),
      value: pick(subSchemas),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("schemaJunctor" as const),
      at,
      node,
      junctor: fc.constantFrom("allOf", "anyOf", "oneOf", "not"),
      value: pick(junctorContents),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant("schemaRule" as const), at, node, value: pick(rules) }),
    weight: 4,
  },
  fc.record({ kind: fc.constant("rootMetadata" as const), at, value: pick(metadataSchemas) }),
  fc.record({ kind: fc.constant("statusRoot" as const), at, value: pick(statusRootKeywords) }),
  fc.record({ kind: fc.constant("schemaDrop" as const), at }),
  // One keyword next to the type of the int-or-string pattern's integer branch, and next to the root metadata's
  // allowed shape: both are compared with reflect.DeepEqual on the structural model, where some values are zero.
  schemaKey.chain((key) =>
    fc.record({
      kind: fc.constant("intOrStringBranch" as const),
      at,
      node,
      underAllOf: fc.boolean(),
      key: fc.constant(key),
      value: pick(schemaValues[key] ?? []),
    }),
  ),
  schemaKey.chain((key) =>
    fc.record({
      kind: fc.constant("metadataKeyword" as const),
      at,
      onName: fc.boolean(),
      key: fc.constant(key),
      value: pick(schemaValues[key] ?? []),
    }),
  ),
);

/** Every schema node under `schema` (itself first), in a fixed walk order. */
function schemaNodes(schema: Json | undefined, out: JsonObject[] = []): JsonObject[] {
  if (!isObject(schema)) return out;
  out.push(schema);
  for (const key of ["properties", "patternProperties", "definitions"]) {
    const props = schema[key];
    if (isObject(props)) for (const child of Object.values(props)) schemaNodes(child, out);
  }
  const items = schema.items;
  if (Array.isArray(items)) for (const child of items) schemaNodes(child, out);
  else schemaNodes(items, out);
  schemaNodes(schema.additionalProperties, out);
  for (const key of ["allOf", "anyOf", "oneOf"]) {
    const subs = schema[key];
    if (Array.isArray(subs)) for (const child of subs) schemaNodes(child, out);
  }
  schemaNodes(schema.not, out);
  return out;
}

function versionAt(crd: JsonObject, i: number): JsonObject | undefined {
  const all = versions(crd);
  return all.length === 0 ? undefined : all[i % all.length];
}

function rootSchemaAt(crd: JsonObject, i: number): JsonObject | undefined {
  const version = versionAt(crd, i);
  if (version === undefined) return undefined;
  const root = object(object(version, "schema"), "openAPIV3Schema");
  return root;
}

function nodeAt(crd: JsonObject, i: number, n: number): JsonObject | undefined {
  const nodes = schemaNodes(rootSchemaAt(crd, i));
  return nodes.length === 0 ? undefined : nodes[n % nodes.length];
}

// A value in a name: groups here are strings; anything else is written as JSON.
const textOf = (v: Json | undefined): string => (typeof v === "string" ? v : JSON.stringify(v));

function set(target: JsonObject, key: string, value: Json | undefined): void {
  if (value === undefined) Reflect.deleteProperty(target, key);
  else target[key] = structuredClone(value);
}

function apply(crd: JsonObject, m: Mutation): void {
  const spec = object(crd, "spec");
  switch (m.kind) {
    case "metadataName":
      set(object(crd, "metadata"), "name", m.value);
      return;
    case "metadataField": {
      const metadata = object(crd, "metadata");
      set(metadata, m.key, m.value);
      // A generated name needs the name left out.
      if (m.key === "generateName") delete metadata.name;
      return;
    }
    case "approval":
      set(object(object(crd, "metadata"), "annotations"), "api-approved.kubernetes.io", m.value);
      return;
    case "group": {
      spec.group = m.value;
      const plural = object(spec, "names").plural;
      object(crd, "metadata").name = `${typeof plural === "string" ? plural : ""}.${textOf(m.value)}`;
      return;
    }
    case "names": {
      set(object(spec, "names"), m.key, m.value);
      if (m.key === "plural") {
        object(crd, "metadata").name = `${typeof m.value === "string" ? m.value : ""}.${textOf(spec.group)}`;
      }
      return;
    }
    case "scope": {
      set(spec, "scope", m.value);
      return;
    }
    case "preserveUnknownFields":
      spec.preserveUnknownFields = m.value;
      return;
    case "versionField": {
      const version = versionAt(crd, m.at);
      if (version !== undefined) set(version, m.key, m.value);
      return;
    }
    case "versionList": {
      const all = list(spec, "versions");
      const i = all.length === 0 ? 0 : m.at % all.length;
      if (m.op === "duplicate" && all[i] !== undefined) {
        all.push(structuredClone(all[i]));
      } else if (m.op === "swap" && all.length > 1) {
        all.reverse();
      } else if (m.op === "drop" && all.length > 0) {
        all.splice(i, 1);
      } else if (m.op === "empty") {
        spec.versions = [];
      } else if (m.op === "add") {
        all.push({
          name: `v${all.length + 2}`,
          served: true,
          storage: false,
          schema: { openAPIV3Schema: { type: "object" } },
        });
      }
      return;
    }
    case "conversion": {
      set(spec, "conversion", m.value);
      return;
    }
    case "subresources": {
      const version = versionAt(crd, m.at);
      if (version !== undefined) set(version, "subresources", m.value);
      return;
    }
    case "column": {
      const version = versionAt(crd, m.at);
      if (version !== undefined) list(version, "additionalPrinterColumns").push(structuredClone(m.value));
      return;
    }
    case "selectable": {
      const version = versionAt(crd, m.at);
      if (version !== undefined) set(version, "selectableFields", m.value);
      return;
    }
    case "schemaSet": {
      const target = nodeAt(crd, m.at, m.node);
      if (target !== undefined) set(target, m.key, m.value);
      return;
    }
    case "schemaProperty": {
      const target = nodeAt(crd, m.at, m.node);
      if (target !== undefined) object(target, "properties")[m.name] = structuredClone(m.value);
      return;
    }
    case "schemaJunctor": {
      const target = nodeAt(crd, m.at, m.node);
      if (target === undefined) return;
      if (m.junctor === "not") target.not = structuredClone(m.value);
      else list(target, m.junctor).push(structuredClone(m.value));
      return;
    }
    case "schemaRule": {
      const target = nodeAt(crd, m.at, m.node);
      if (target !== undefined) list(target, "x-kubernetes-validations").push(structuredClone(m.value));
      return;
    }
    case "statusRoot": {
      const version = versionAt(crd, m.at);
      const root = rootSchemaAt(crd, m.at);
      if (version === undefined || root === undefined || !isObject(m.value)) return;
      object(version, "subresources").status = {};
      for (const [key, value] of Object.entries(m.value)) root[key] = structuredClone(value);
      return;
    }
    case "rootMetadata": {
      const root = rootSchemaAt(crd, m.at);
      if (root !== undefined) object(root, "properties").metadata = structuredClone(m.value);
      return;
    }
    case "intOrStringBranch": {
      const target = nodeAt(crd, m.at, m.node);
      if (target === undefined) return;
      const anyOf: Json[] = [{ type: "integer", [m.key]: structuredClone(m.value) }, { type: "string" }];
      for (const key of ["type", "anyOf", "allOf", "properties", "items", "additionalProperties"]) {
        Reflect.deleteProperty(target, key);
      }
      target["x-kubernetes-int-or-string"] = true;
      if (m.underAllOf) target.allOf = [{ anyOf }];
      else target.anyOf = anyOf;
      return;
    }
    case "metadataKeyword": {
      const root = rootSchemaAt(crd, m.at);
      if (root === undefined) return;
      const name: JsonObject = { type: "string" };
      const metadata: JsonObject = { type: "object", properties: { name } };
      (m.onName ? name : metadata)[m.key] = structuredClone(m.value);
      object(root, "properties").metadata = metadata;
      return;
    }
    case "schemaDrop": {
      const version = versionAt(crd, m.at);
      if (version !== undefined) delete version.schema;
      return;
    }
  }
}

/** A CRD with `mutations` applied, in order, to a deep copy of `base`. */
function mutated(base: JsonObject, mutations: readonly Mutation[]): JsonObject {
  const crd = structuredClone(base);
  for (const m of mutations) apply(crd, m);
  return crd;
}

/** Where a case starts: the synthetic CRD or a corpus document by name (`<file>#<index>`). */
export type Base = "synthetic" | `corpus:${string}`;

/** A generated case: its starting point and the mutations applied to it, in order (what the vectors keep). */
export interface CrdCase {
  readonly base: Base;
  readonly mutations: readonly Mutation[];
}

/** The CRD of a case, as sent to both sides. */
export function caseCrd(c: CrdCase): JsonObject {
  return mutated(baseCrd(c.base), c.mutations);
}

function baseCrd(base: Base): JsonObject {
  if (base === "synthetic") return syntheticCrd();
  const found = corpusCrds().get(base.slice("corpus:".length));
  if (found === undefined) throw new Error(`no corpus CRD ${base}`);
  return found;
}

/** A generated case: the synthetic CRD (mostly) or a corpus CRD, with one to four mutations. */
export function crdCase(): fc.Arbitrary<CrdCase> {
  const corpus = [...corpusCrds().keys()];
  const base = fc.oneof(
    { weight: 4, arbitrary: fc.constant<Base>("synthetic") },
    { weight: 1, arbitrary: fc.constantFrom(...corpus.map((name): Base => `corpus:${name}`)) },
  );
  return fc.record({ base, mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }) });
}

/**
 * Every value of every schema keyword of the tables next to the int-or-string pattern's integer branch (in anyOf
 * and in allOf[0].anyOf) and next to the root metadata's allowed shape (on metadata and on its name): the places
 * where upstream compares the structural model with reflect.DeepEqual, so that each keyword's zero values count.
 */
export function zeroValueCases(): CrdCase[] {
  return Object.entries(schemaValues).flatMap(([key, values]) =>
    values.flatMap((value): CrdCase[] => [
      ...[false, true].map((underAllOf): CrdCase => ({
        base: "synthetic",
        mutations: [{ kind: "intOrStringBranch", at: 0, node: 4, underAllOf, key, value }],
      })),
      ...[false, true].map((onName): CrdCase => ({
        base: "synthetic",
        mutations: [{ kind: "metadataKeyword", at: 0, onName, key, value }],
      })),
    ]),
  );
}

/**
 * Every value of every schema keyword of the tables on nodes of each kind of the synthetic CRD (the root, the
 * spec object, an integer, a list and its items, a map list's items, a map's values, status), inside each junctor
 * of the spec (on the branch, its items and a property of it) and at the root next to a status subresource.
 */
export function keywordCases(): CrdCase[] {
  const nodes = [0, 1, 2, 4, 5, 7, 11, 14];
  return Object.entries(schemaValues).flatMap(([key, values]) =>
    values.flatMap((value): CrdCase[] => [
      ...nodes.map((n): CrdCase => ({
        base: "synthetic",
        mutations: [{ kind: "schemaSet", at: 0, node: n, key, value }],
      })),
      ...["allOf", "anyOf", "oneOf", "not"].flatMap((junctor) =>
        [{ [key]: value }, { items: { [key]: value } }, { properties: { name: { [key]: value } } }].map(
          (branch): CrdCase => ({
            base: "synthetic",
            mutations: [{ kind: "schemaJunctor", at: 0, node: 1, junctor, value: branch }],
          }),
        ),
      ),
      { base: "synthetic", mutations: [{ kind: "statusRoot", at: 0, value: { [key]: value } }] },
    ]),
  );
}

/**
 * Every entry of the other tables once: each rule on each node kind, each sub-schema as a property of the spec
 * and of the root, each metadata value, printer column path and type, selectable field path, scale path (in each
 * of its three places), webhook URL, service and review versions.
 */
export function tableCases(): CrdCase[] {
  const one = (...mutations: Mutation[]): CrdCase => ({ base: "synthetic", mutations });
  const nodes = [0, 1, 2, 3, 4, 5, 7, 8, 10, 11, 12, 13, 14];
  const webhook = (clientConfig: Json, versions: Json = ["v1"]): Mutation => ({
    kind: "conversion",
    value: { strategy: "Webhook", webhook: { clientConfig, conversionReviewVersions: versions } },
  });
  return [
    ...rules.flatMap((value) => nodes.map((n) => one({ kind: "schemaRule", at: 0, node: n, value }))),
    ...subSchemas.flatMap((value) =>
      [1, 0].map((n) => one({ kind: "schemaProperty", at: 0, node: n, name: "a", value })),
    ),
    ...Object.entries(metadataFields).flatMap(([key, values]) =>
      values.map((value) => one({ kind: "metadataField", key, value })),
    ),
    ...jsonPaths.flatMap((jsonPath) =>
      columnTypes.map((type) => one({ kind: "column", at: 0, value: { name: "C", type, jsonPath } })),
    ),
    ...columnFormats.map((format) =>
      one({ kind: "column", at: 0, value: { name: "C", type: "string", format, jsonPath: ".spec.name" } }),
    ),
    ...[...selectablePaths, ...moreSelectablePaths].map((jsonPath) =>
      one({ kind: "selectable", at: 0, value: [{ jsonPath }] }),
    ),
    ...jsonPaths.flatMap((path) =>
      ["specReplicasPath", "statusReplicasPath", "labelSelectorPath"].map((slot) =>
        one({
          kind: "subresources",
          at: 0,
          value: {
            status: {},
            scale: {
              specReplicasPath: ".spec.replicas",
              statusReplicasPath: ".status.replicas",
              labelSelectorPath: ".status.selector",
              [slot]: path,
            },
          },
        }),
      ),
    ),
    ...urls.map((url) => one(webhook({ url }))),
    ...services.map((service) => one(webhook({ service }))),
    ...reviewVersions.map((versions) => one(webhook({ url: "https://example.com/x" }, versions))),
  ];
}

/**
 * Cases built for the branches random mutations seldom reach together: every root keyword next to a status
 * subresource (on the only version, and on the second of two versions of the same name), every selectable field
 * path on schemas the structural model cannot represent, and every root metadata schema.
 */
export function familyCases(): CrdCase[] {
  const statusRoot = statusRootKeywords.flatMap((value): CrdCase[] => [
    { base: "synthetic", mutations: [{ kind: "statusRoot", at: 0, value }] },
    {
      base: "synthetic",
      mutations: [
        { kind: "versionList", at: 0, op: "duplicate" },
        { kind: "statusRoot", at: 1, value },
      ],
    },
  ]);
  const unconvertible: [string, Json][] = [
    ["definitions", { x: { type: "string" } }],
    ["$ref", "#/definitions/x"],
    ["patternProperties", { "^a": { type: "string" } }],
    ["id", "x"],
    ["items", [{ type: "string" }]],
  ];
  const selectable = unconvertible.flatMap(([key, value]) =>
    [...selectablePaths.map((p) => [p]), ["", "x"], ["[0]", "."]].map((jsonPaths): CrdCase => ({
      base: "synthetic",
      mutations: [
        { kind: "schemaSet", at: 0, node: 0, key, value },
        { kind: "selectable", at: 0, value: jsonPaths.map((jsonPath) => ({ jsonPath })) },
      ],
    })),
  );
  const metadata = metadataSchemas.map((value): CrdCase => ({
    base: "synthetic",
    mutations: [{ kind: "rootMetadata", at: 0, value }],
  }));
  return [...statusRoot, ...selectable, ...metadata];
}
