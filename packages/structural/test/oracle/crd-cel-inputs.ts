// Generated CRDs full of x-kubernetes-validations for the differential test against the API server's create path
// (crd-families.test.ts). The schema is one shape with its bounds drawn at random (maxLength, maxItems,
// maxProperties around the cost limits, list and map types, int-or-string, preserve-unknown-fields, an embedded
// resource, defaults); the rules are drawn from tables of expressions over the node's own fields, well-typed and
// not, with messageExpression, reason, fieldPath and optionalOldSelf, and transition rules on every kind of node
// (apiextensions-apiserver v0.35.0 pkg/apis/apiextensions/validation/validation.go:1200-1330 and
// pkg/apiserver/schema/cel/compilation.go, cel_validation.go for the cost limits).
import fc from "fast-check";
import type { JsonObject } from "./crd-inputs.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// Bounds drawn around the limits: the per-rule cost limit (StaticEstimatedCostLimit, 1e7) and the per-CRD
// total (StaticEstimatedCRDCostLimit, 1e8) are reached by n, n² and length × n costs at these sizes.
const maxLengths = [undefined, 0, 1, 10, 63, 100, 1000, 3162, 3163, 10000, 100000, 3145728];
const maxItems = [undefined, 0, 1, 10, 100, 316, 317, 1000, 3162, 3163, 10000, 100000, 1000000];
const maxProperties = [undefined, 0, 1, 10, 100, 1000, 3163, 100000];

const pickOpt = <T>(values: readonly (T | undefined)[]): fc.Arbitrary<T | undefined> =>
  fc.constantFrom(...values);
const pick = <T>(values: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...values);

/**
 * Rules on the spec object: its fields are s, i, n, b, l, ll, lm, m, o, ios, pu, emb, d, the formatted strings t
 * (date-time), du (duration), by (byte), dt (date), the enum e, the nullable nn, and properties whose names CEL
 * escapes (namespace, x-y, a.b, in, true, __x) or not (_y).
 */
const specRules = [
  "self.s.size() <= self.i",
  "has(self.s) ? self.s.startsWith('a') : true",
  "self.l.all(x, x.size() < 10)",
  "self.l.all(x, self.l.all(y, x != y || x == y))",
  "self.l.exists(x, x.matches('^[a-z]+$'))",
  "self.l.exists_one(x, x == self.s)",
  "self.l.filter(x, x != '').size() > 0",
  "self.l.map(x, x + self.s).size() == self.l.size()",
  "self.ll.all(x, x.all(y, y.size() > 0))",
  "self.ll.all(x, self.l.all(y, x.exists(z, z == y)))",
  "self.m.all(k, self.m[k].size() > 0)",
  "self.m.all(k, self.l.exists(x, x == k))",
  "self.lm.all(e, e.v >= 0)",
  "self.lm.map(e, e.k).size() == self.lm.size()",
  "self.lm.all(e, self.lm.all(f, e.k != f.k || e.v == f.v))",
  "self.o.a == self.s",
  "self.i + 1 > self.i",
  "self.n > 0.5",
  "self.b",
  "self.ios == 1 || self.ios == 'a'",
  "type(self.ios) == int",
  "has(self.pu.x)",
  "self.pu.x == 1",
  "self.emb.kind == 'Pod'",
  "self.emb.metadata.name.size() > 0",
  "self.s.matches(self.o.a)",
  "self.s.split(',').size() < 3",
  "self.s.lowerAscii() == self.s",
  "quantity(self.s).isGreaterThan(quantity('1'))",
  "isURL(self.s) && url(self.s).getHost() != ''",
  "!format.dns1123Label().validate(self.s).hasValue()",
  "ip(self.s).family() == 4",
  "self.l.isSorted()",
  "self.d.size() < 3",
  "self.s == oldSelf.s",
  "!has(oldSelf.s) || self.s == oldSelf.s",
  "oldSelf.hasValue() ? oldSelf.value().i <= self.i : true",
  "self.l == oldSelf.l",
  "self.m == oldSelf.m",
  "!oldSelf.hasValue() || oldSelf.value().o == self.o",
  "oldSelf.orValue(self).lm == self.lm",
  "oldSelf.hasValue() && oldSelf.value().m.all(k, k in self.m)",
  // formats as CEL types, enums, nullable, and property names CEL must escape
  "self.t < timestamp('2030-01-01T00:00:00Z')",
  "self.t.getFullYear() >= 2000",
  "self.du > duration('1s')",
  "self.by.size() < 10",
  "self.dt < self.t",
  "self.e == 'A' || self.e == 'B'",
  "!has(self.nn) || self.nn.size() > 0",
  "self.__namespace__ == 'x'",
  "self.x__dash__y > 0",
  "self.a__dot__b == 'z'",
  "self.__in__ > 0",
  "self.__true__",
  "self.__underscores__x == 'a'",
  "self._y == 'a'",
  "has(self.__namespace__) && has(self.a__dot__b)",
  // ill-typed, unknown fields, syntax errors, wrong result types, bad regexes
  "self.s + 1",
  "self.nosuch == 1",
  "self.i.size() > 0",
  "self.l[0] + 1 > 0",
  "self.s.matches('[')",
  "self.o.c == 'x'",
  "self.s ==",
  "self.s",
  "self.l.all(x, x)",
  "self.b ? 1 : 'a'",
  "self.metadata.name == 'x'",
  "oldSelf.i.hasValue()",
  "self.t.startsWith('a')",
  "self.du + 1",
  "self.by == 'a'",
  "self.namespace == 'x'",
  "self.in > 0",
  "self.`x-y` > 0",
  "self.`a.b` == 'z'",
  "self.__x == 'a'",
  "self.nn == null",
  "self.e == 1",
];

/** Rules on a string node (s, d, a list's or a map's string items). */
const stringRules = [
  "self.size() > 0",
  "self.matches('^a')",
  "self.startsWith('x') || self.endsWith('y')",
  "self.split('-').all(p, p.size() < 5)",
  "self.find('[0-9]+') != ''",
  "self == oldSelf",
  "self.startsWith(oldSelf)",
  "oldSelf.hasValue() && oldSelf.value() == self",
  "self + 1 > 0",
  "self.size()",
  "self.nosuch",
];

/** Rules on an object item of the map list lm (fields k, v). */
const itemRules = [
  "self.v > 0",
  "self.k.size() < 5",
  "self.k == oldSelf.k",
  "self.v >= oldSelf.v",
  "!oldSelf.hasValue() || oldSelf.value().k == self.k",
  "self.nosuch > 0",
  "self.k + self.v",
];

/** Rules on the int-or-string, preserve-unknown-fields and embedded-resource nodes. */
const ioRules = [
  "type(self) == string ? self.size() < 3 : self < 3",
  "self == oldSelf",
  "self + 1 > 0",
  "self.size() < 3",
];
const puRules = ["self == oldSelf", "has(self.a)", "self.a == 1", "self.a.b.c == 'x'", "size(self) < 3"];
const embRules = [
  "self.kind != ''",
  "self.apiVersion.startsWith('v')",
  "self.metadata.name == 'x'",
  "self.metadata.generateName == 'x'",
  "self.metadata.labels.size() > 0",
  "has(self.spec) && self.spec.x == 1",
  "self.kind == oldSelf.kind",
];

/** Rules on the root object (apiVersion, kind, metadata with name and generateName, spec). */
const rootRules = [
  "self.metadata.name.size() < 10",
  "has(self.spec) && self.spec.s == 'a'",
  "self.spec.l.all(x, x.size() < 3)",
  "self.kind == 'Widget'",
  "self.spec == oldSelf.spec",
  "self.metadata.namespace == 'x'",
];

const messageExpressions = [
  "'bad ' + self.s",
  "self.s",
  "string(self.i)",
  "1",
  "self.nosuch",
  "''",
  "'x' +",
  "self.l.map(x, x + x).join(',')",
  "oldSelf.s",
  "'size ' + string(self.size())",
  "self.l.all(x, self.l.all(y, x == y)) ? 'same' : 'different'",
  "self.l.map(x, self.l.map(y, x + y).join(',')).join(';')",
  "self.m.map(k, k + self.m[k]).join(',')",
  "oldSelf.hasValue() ? 'was ' + oldSelf.value().s : 'new'",
  "self.s.replace('a', self.s)",
  "string(self.lm.size())",
];
const reasons = [
  "FieldValueInvalid",
  "FieldValueForbidden",
  "FieldValueRequired",
  "FieldValueDuplicate",
  "Bogus",
  "",
];
/** Paths valid from the spec object. */
const specPaths = [".s", ".l", ".ll", ".lm", ".m", ".m['a']", ".m.a", ".o.a", ".o['a']", ".pu.x", ".emb"];

const fieldPaths = [
  ".s",
  ".l[0]",
  ".m['a']",
  ".m.a",
  ".lm[0].k",
  ".o.a",
  ".o['a']",
  ".nosuch",
  "s",
  ".l[-1]",
  "['s']",
  '.m["a-b"]',
  ".pu.x",
  ".emb.metadata.name",
  "",
  ".",
];

/**
 * Rules from a table whose first `valid` entries are well-typed: mostly those, mostly without extras, so that
 * many CRDs get as far as the cost limits and the defaults; the extras each come in now and then.
 */
function rule(
  rules: readonly string[],
  valid: number,
  paths: readonly string[],
  clean: boolean,
): fc.Arbitrary<JsonObject> {
  const text = clean
    ? pick(rules.slice(0, valid))
    : fc.oneof({ weight: 5, arbitrary: pick(rules.slice(0, valid)) }, { weight: 1, arbitrary: pick(rules) });
  const sometimes = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
    clean
      ? fc.constant(undefined)
      : fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
  return fc
    .record({
      rule: text,
      message: sometimes(pick(["must hold", "", "a\nb"])),
      messageExpression: sometimes(pick(messageExpressions)),
      reason: sometimes(pick(reasons)),
      fieldPath: sometimes(
        fc.oneof({ weight: 3, arbitrary: pick(paths) }, { weight: 1, arbitrary: pick(fieldPaths) }),
      ),
      optionalOldSelf: sometimes(fc.boolean()),
    })
    .map((r) => {
      const out: JsonObject = {};
      for (const [key, value] of Object.entries(r)) if (value !== undefined) out[key] = value;
      return out;
    });
}

/** Up to `max` rules; `clean` ones are well-typed and have no extras (see {@link celCrd}). */
function rulesOf(
  clean: boolean,
  rules: readonly string[],
  valid: number,
  max: number,
  paths: readonly string[] = [""],
): fc.Arbitrary<JsonObject[]> {
  return fc.array(rule(rules, valid, paths, clean), {
    minLength: 0,
    maxLength: clean ? Math.min(max, 2) : max,
  });
}

function withRules(schema: JsonObject, rules: readonly JsonObject[]): JsonObject {
  return rules.length === 0 ? schema : { ...schema, "x-kubernetes-validations": [...rules] };
}

function bounded(schema: JsonObject, key: string, value: number | undefined): JsonObject {
  return value === undefined ? schema : { ...schema, [key]: value };
}

const listType = pickOpt(["atomic", "set", undefined]);
const defaults = pickOpt<Json>(["a", "abcd", "", "x", 1]);

/**
 * The CRD: the spec's fields, bounds and rules drawn at random, in one version, or two with their own schemas
 * (errors under `spec.versions[i]`) or the same one (under `spec.validation`). Half of them are "clean":
 * well-typed rules without extras and string defaults, so that the server accepts many, or refuses them only for
 * their cost, their defaults or oldSelf where it cannot be used.
 */
export function celCrd(): fc.Arbitrary<JsonObject> {
  return fc
    .boolean()
    .chain((clean) =>
      fc
        .oneof(
          { weight: 3, arbitrary: celRoot(clean).map((root) => [root]) },
          { weight: 1, arbitrary: fc.tuple(celRoot(clean), celRoot(clean)) },
          { weight: 1, arbitrary: celRoot(clean).map((root) => [root, root]) },
        )
        .map(crdOf),
    );
}

/** The root schema of one version. */
function celRoot(clean: boolean): fc.Arbitrary<JsonObject> {
  const spec = fc
    .record({
      sLen: pickOpt(maxLengths),
      lItems: pickOpt(maxItems),
      lLen: pickOpt(maxLengths),
      lType: listType,
      llItems: pickOpt(maxItems),
      llInner: pickOpt(maxItems),
      lmItems: pickOpt(maxItems),
      mProps: pickOpt(maxProperties),
      mType: pickOpt(["atomic", "granular", undefined]),
      dDefault: clean ? pickOpt<Json>(["a", "abcd", "", "x"]) : defaults,
      specRules: rulesOf(clean, specRules, specRules.indexOf("self.s + 1"), 6, specPaths),
      sRules: rulesOf(clean, stringRules, stringRules.indexOf("self + 1 > 0"), 2),
      lItemRules: rulesOf(clean, stringRules, stringRules.indexOf("self + 1 > 0"), 2),
      lmItemRules: rulesOf(clean, itemRules, itemRules.indexOf("self.nosuch > 0"), 2, [".k", ".v"]),
      mValueRules: rulesOf(clean, stringRules, stringRules.indexOf("self + 1 > 0"), 2),
      dRules: rulesOf(clean, stringRules, stringRules.indexOf("self + 1 > 0"), 2),
      iosRules: rulesOf(clean, ioRules, 2, 2),
      puRules: rulesOf(clean, puRules, 1, 2, [".a", ".a.b"]),
      embRules: rulesOf(clean, embRules, 2, 2, [".kind", ".metadata.name"]),
      rootRules: rulesOf(clean, rootRules, 5, 2, [".spec.s", ".metadata.name", ".spec"]),
      listRules: rulesOf(clean, ["self.size() < 5", "self == oldSelf", "self.all(x, x != '')"], 3, 1, [
        "[0]",
        "",
      ]),
    })
    .map((p) => {
      const str = bounded({ type: "string" }, "maxLength", p.lLen);
      const l = bounded(
        withRules(
          {
            type: "array",
            items: withRules(str, p.lItemRules),
            ...(p.lType === undefined ? {} : { "x-kubernetes-list-type": p.lType }),
          },
          p.listRules,
        ),
        "maxItems",
        p.lItems,
      );
      const ll = bounded(
        { type: "array", items: bounded({ type: "array", items: str }, "maxItems", p.llInner) },
        "maxItems",
        p.llItems,
      );
      const lm = bounded(
        {
          type: "array",
          "x-kubernetes-list-type": "map",
          "x-kubernetes-list-map-keys": ["k"],
          items: withRules(
            {
              type: "object",
              required: ["k"],
              properties: { k: bounded({ type: "string" }, "maxLength", p.sLen), v: { type: "integer" } },
            },
            p.lmItemRules,
          ),
        },
        "maxItems",
        p.lmItems,
      );
      const m = bounded(
        {
          type: "object",
          additionalProperties: withRules(str, p.mValueRules),
          ...(p.mType === undefined ? {} : { "x-kubernetes-map-type": p.mType }),
        },
        "maxProperties",
        p.mProps,
      );
      const d = withRules(
        { type: "string", ...(p.dDefault === undefined ? {} : { default: p.dDefault }) },
        p.dRules,
      );
      const properties: JsonObject = {
        s: withRules(bounded({ type: "string" }, "maxLength", p.sLen), p.sRules),
        i: { type: "integer" },
        n: { type: "number" },
        b: { type: "boolean" },
        l,
        ll,
        lm,
        m,
        o: { type: "object", properties: { a: { type: "string" }, b: { type: "integer" } } },
        ios: withRules({ "x-kubernetes-int-or-string": true }, p.iosRules),
        pu: withRules({ type: "object", "x-kubernetes-preserve-unknown-fields": true }, p.puRules),
        emb: withRules(
          {
            type: "object",
            "x-kubernetes-embedded-resource": true,
            "x-kubernetes-preserve-unknown-fields": true,
          },
          p.embRules,
        ),
        d,
        t: { type: "string", format: "date-time" },
        du: { type: "string", format: "duration" },
        by: { type: "string", format: "byte" },
        dt: { type: "string", format: "date" },
        e: { type: "string", enum: ["A", "B"] },
        nn: { type: "string", nullable: true },
        namespace: { type: "string" },
        "x-y": { type: "integer" },
        "a.b": { type: "string" },
        in: { type: "integer" },
        true: { type: "boolean" },
        __x: { type: "string" },
        _y: { type: "string" },
      };
      const root = withRules(
        { type: "object", properties: { spec: withRules({ type: "object", properties }, p.specRules) } },
        p.rootRules,
      );
      return root;
    });
  return spec;
}

function crdOf(schemas: readonly JsonObject[]): JsonObject {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "widgets.example.com" },
    spec: {
      group: "example.com",
      names: { plural: "widgets", singular: "widget", kind: "Widget", listKind: "WidgetList" },
      scope: "Namespaced",
      versions: schemas.map((schema, i) => ({
        name: `v${i + 1}`,
        served: true,
        storage: i === 0,
        schema: { openAPIV3Schema: schema },
      })),
    },
  };
}

/**
 * Cost limits at their edges: `self.l.all(x, self.l.all(y, x == y))` (quadratic in maxItems) and
 * `self.all(x, x.matches(...))` on strings of a maxLength, at each bound, once per rule and repeated so that the
 * rules together pass the per-CRD total while each stays under the per-rule limit.
 */
export function celFamilyCrds(): JsonObject[] {
  const out: JsonObject[] = [];
  for (const items of maxItems) {
    for (const length of [undefined, 10, 1000, 100000]) {
      for (const copies of [1, 11, 40]) {
        const list = bounded(
          {
            type: "array",
            items: bounded({ type: "string" }, "maxLength", length),
            "x-kubernetes-validations": Array.from({ length: copies }, (_, k) => ({
              rule: k % 2 === 0 ? "self.all(x, self.all(y, x == y))" : `self.all(x, x.matches('^a${k}'))`,
            })),
          },
          "maxItems",
          items,
        );
        out.push(
          crdOf([{ type: "object", properties: { spec: { type: "object", properties: { l: list } } } }]),
        );
      }
    }
  }
  return out;
}
