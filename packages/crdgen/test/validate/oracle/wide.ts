// The second, wider round of the differential against the API server's create and update path (crvalidate):
// every served version of every corpus CRD, objects that follow the schema first (required fields, bounds,
// lengths, patterns, formats and list types respected, so that the CEL rules of real operators run on valid
// data), then one to three mistakes at any depth; updates where a random subset of fields changes (ratcheting,
// transition rules, metadata), with the old object in another served version of a CRD that converts by apiVersion;
// and ObjectMeta at its limits. Cases of the first round are made by cases.ts; these by `wideCasesFor`.
import fc from "fast-check";
import type { CustomResourceDefinition, JSONSchemaProps } from "@crdgen/structural";
import type { OracleCase } from "./cases.js";
import { corpusKeys, crdFor, decodes } from "./cases.js";
import { oracleCrds } from "./crds.js";
import { random, ValueMaker } from "./values.js";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

interface Version {
  readonly apiVersion: string;
  readonly kind: string;
  readonly namespaced: boolean;
  readonly schema: JSONSchemaProps;
}

function versionsOf(crd: CustomResourceDefinition): Version[] {
  const spec = crd.spec;
  if (spec === undefined || spec === null) return [];
  return (spec.versions ?? [])
    .filter((version) => version.served && version.schema?.openAPIV3Schema !== undefined)
    .map((version) => ({
      apiVersion: `${spec.group}/${version.name}`,
      kind: spec.names?.kind ?? "",
      namespaced: spec.scope === "Namespaced",
      schema: version.schema?.openAPIV3Schema as JSONSchemaProps,
    }));
}

const convertsByApiVersion = (crd: CustomResourceDefinition): boolean =>
  (crd.spec?.conversion?.strategy ?? "None") === "None";

// Strings that match a schema's pattern (Go's RE2, read as a JavaScript regular expression, which agrees on the
// patterns of the corpus that compile), drawn by fast-check; undefined for a pattern JavaScript does not take.
const patternArbitraries = new Map<string, fc.Arbitrary<string> | undefined>();

function patternSample(pattern: string, seed: number): string | undefined {
  if (!patternArbitraries.has(pattern)) {
    let arbitrary: fc.Arbitrary<string> | undefined;
    try {
      arbitrary = fc.stringMatching(new RegExp(pattern));
    } catch {
      arbitrary = undefined;
    }
    patternArbitraries.set(pattern, arbitrary);
  }
  const arbitrary = patternArbitraries.get(pattern);
  if (arbitrary === undefined) return undefined;
  try {
    return fc.sample(arbitrary, { seed, numRuns: 1 })[0];
  } catch {
    return undefined;
  }
}

const runes = (text: string): string[] => Array.from(text);

/**
 * ValueMaker's values made to fit their schema: required properties present, numbers within bounds and multiples,
 * strings within their rune lengths and matching their pattern, lists within their item counts and without
 * duplicates where the list type forbids them. Some values still miss (a pattern JavaScript does not read, a
 * CEL rule): the server says what it says about those too.
 */
class FittingMaker extends ValueMaker {
  // Pod templates put required fields nine levels down.
  protected override maxDepth = 14;

  // Big schemas (pod templates) would spend the budget before every required property has a value.
  protected override optionalChance = (depth: number): number => (depth < 3 ? 0.5 : 0.15);

  override value(schema: JSONSchemaProps | undefined, depth = 0): unknown {
    let made = super.value(schema, depth);
    // Nulls where the schema does not take them are a mistake of their own (made by `mistake`), not here.
    if (made === null && schema?.nullable !== true) made = super.value(schema, depth);
    return schema === undefined || made === undefined || made === null ? made : this.fit(made, schema, depth);
  }

  fit(value: unknown, schema: JSONSchemaProps, depth: number): unknown {
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return value;
    if (typeof value === "string" && schema.type === "string") return this.fitString(value, schema);
    if (typeof value === "number" && (schema.type === "integer" || schema.type === "number")) {
      return this.fitNumber(value, schema);
    }
    if (Array.isArray(value) && schema.type === "array") return this.fitList(value, schema);
    if (isObject(value) && schema.type === "object") return this.fitObject(value, schema, depth);
    return value;
  }

  private fitString(value: string, schema: JSONSchemaProps): string {
    let out = value;
    const valid = typeof schema.format === "string" ? formatHits[schema.format] : undefined;
    if (valid !== undefined && !valid.includes(out)) out = this.pick(valid);
    if (typeof schema.pattern === "string" && !safeTest(schema.pattern, out)) {
      out = patternSample(schema.pattern, this.integer(0, 0x7fffffff)) ?? out;
    }
    const min = typeof schema.minLength === "number" ? schema.minLength : 0;
    const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
    let chars = runes(out);
    if (chars.length > max) chars = chars.slice(0, max);
    while (chars.length < min) chars.push("a");
    return chars.join("");
  }

  private fitNumber(value: number, schema: JSONSchemaProps): number {
    const integer = schema.type === "integer";
    let out = value;
    if (typeof schema.multipleOf === "number" && schema.multipleOf > 0) {
      out = Math.round(out / schema.multipleOf) * schema.multipleOf;
    }
    if (typeof schema.minimum === "number" && out < schema.minimum) out = schema.minimum;
    if (typeof schema.maximum === "number" && out > schema.maximum) out = schema.maximum;
    if (schema.exclusiveMinimum === true && out === schema.minimum) out += integer ? 1 : 0.5;
    if (schema.exclusiveMaximum === true && out === schema.maximum) out -= integer ? 1 : 0.5;
    return integer ? Math.trunc(out) : out;
  }

  private fitList(value: unknown[], schema: JSONSchemaProps): unknown[] {
    let out = value;
    const listType = schema["x-kubernetes-list-type"];
    if (listType === "set" || listType === "map") {
      const keys = schema["x-kubernetes-list-map-keys"] ?? [];
      const seen = new Set<string>();
      out = out.filter((item) => {
        const key = JSON.stringify(
          listType === "map" && isObject(item) ? keys.map((k) => item[k] ?? null) : item,
        );
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }
    if (typeof schema.maxItems === "number" && out.length > schema.maxItems) {
      out = out.slice(0, schema.maxItems);
    }
    const items = isObject(schema.items) ? (schema.items as JSONSchemaProps) : undefined;
    for (let i = 0; typeof schema.minItems === "number" && out.length < schema.minItems && i < 5; i++) {
      const made = items === undefined ? undefined : this.value(items, 1);
      if (made !== undefined && made !== null) out = [...out, made];
    }
    return out;
  }

  private fitObject(
    value: Record<string, unknown>,
    schema: JSONSchemaProps,
    depth: number,
  ): Record<string, unknown> {
    const properties = isObject(schema.properties) ? schema.properties : {};
    // apiVersion, kind and metadata are the object's own at the root and in embedded resources; elsewhere
    // (a reference's `kind`) they are properties as any other.
    const own = depth === 0 || schema["x-kubernetes-embedded-resource"] === true;
    for (const name of Array.isArray(schema.required) ? schema.required : []) {
      if (
        value[name] !== undefined ||
        (own && (name === "metadata" || name === "apiVersion" || name === "kind"))
      ) {
        continue;
      }
      const made = this.value(properties[name], depth + 1);
      if (made !== undefined && made !== null) value[name] = made;
    }
    if (typeof schema.maxProperties === "number") {
      for (const key of Object.keys(value).slice(schema.maxProperties)) Reflect.deleteProperty(value, key);
    }
    const additional = isObject(schema.additionalProperties)
      ? (schema.additionalProperties as JSONSchemaProps)
      : undefined;
    for (
      let i = 0;
      typeof schema.minProperties === "number" && Object.keys(value).length < schema.minProperties;
      i++
    ) {
      if (additional === undefined || i > 10) break;
      const made = this.value(additional, depth + 1);
      if (made !== undefined && made !== null) value[`p${i}`] = made;
    }
    return value;
  }
}

function safeTest(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return true;
  }
}

/** A place in an object: the container, its key, the schema of the value there, and the value. */
interface Node {
  readonly parent: Record<string, unknown> | unknown[];
  readonly key: string | number;
  readonly schema: JSONSchemaProps;
  readonly value: unknown;
}

/** Every place of `value` that `schema` describes, below the root. */
function nodesOf(value: unknown, schema: JSONSchemaProps, out: Node[] = []): Node[] {
  if (isObject(value)) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const additional = isObject(schema.additionalProperties)
      ? (schema.additionalProperties as JSONSchemaProps)
      : undefined;
    for (const [key, child] of Object.entries(value)) {
      const childSchema = properties[key] ?? additional;
      if (childSchema === undefined || key === "metadata" || key === "apiVersion" || key === "kind") continue;
      out.push({ parent: value, key, schema: childSchema, value: child });
      nodesOf(child, childSchema, out);
    }
  } else if (Array.isArray(value) && isObject(schema.items)) {
    const items = schema.items as JSONSchemaProps;
    value.forEach((child, index) => {
      out.push({ parent: value, key: index, schema: items, value: child });
      nodesOf(child, items, out);
    });
  }
  return out;
}

function put(node: Node, value: unknown): void {
  if (Array.isArray(node.parent)) node.parent[node.key as number] = value;
  else node.parent[node.key as string] = value;
}

function remove(node: Node): void {
  if (Array.isArray(node.parent)) node.parent.splice(node.key as number, 1);
  else Reflect.deleteProperty(node.parent, node.key);
}

/** Values each format the API server checks (kube-openapi strfmt) takes. */
const formatHits: Readonly<Record<string, readonly string[]>> = {
  "date-time": ["2024-01-02T03:04:05Z", "2024-01-02T03:04:05.123+02:00"],
  date: ["2024-01-02"],
  uuid: ["6ba7b810-9dad-11d1-80b4-00c04fd430c8"],
  hostname: ["example.com", "a"],
  ipv4: ["10.0.0.1"],
  ipv6: ["::1", "fe80::1"],
  cidr: ["10.0.0.0/8", "::/0"],
  mac: ["00:1a:2b:3c:4d:5e"],
  email: ["a@example.com"],
  uri: ["https://example.com/x"],
  byte: ["aGVsbG8="],
  duration: ["1h", "-2m", "1.5h"],
};

const formatMisses: Readonly<Record<string, readonly string[]>> = {
  "date-time": ["2024-13-02T03:04:05Z", "yesterday"],
  date: ["2024-02-30", "24-01-02"],
  uuid: ["nope", "6ba7b8109dad11d180b400c04fd430c8"],
  hostname: ["-bad.com", "under_score.com"],
  ipv4: ["256.0.0.1", "::1"],
  ipv6: ["10.0.0.1", "2001:db8::zz"],
  cidr: ["10.0.0.1/33", "10.0.0.0"],
  mac: ["00:1a:2b"],
  email: ["not-an-email"],
  uri: ["::", "relative/path"],
  byte: ["not base64!"],
  duration: ["h", "3d"],
  "int-or-string": ["x"],
};

/** One mistake at `node`, as the brief of this round lists them; false when none fits the place. */
function mistake(node: Node, maker: ValueMaker): boolean {
  const { schema, value } = node;
  const choices: (() => void)[] = [];
  if (isObject(value)) {
    choices.push(() => {
      value[maker.pick(["zzUnknown", "Extra", "spec"])] = maker.pick([1, "x", { y: [1, { z: null }] }, null]);
    });
    const required = Array.isArray(schema.required) ? schema.required : [];
    const present = required.filter((name) => value[name] !== undefined);
    if (present.length > 0) {
      choices.push(() => Reflect.deleteProperty(value, maker.pick(present)));
    }
    if (typeof schema.maxProperties === "number") {
      choices.push(() => {
        for (let i = 0; i <= (schema.maxProperties as number); i++) value[`k${i}`] = value[`k${i}`] ?? "v";
      });
    }
    if (schema["x-kubernetes-embedded-resource"] === true) {
      choices.push(() => {
        const metadata = edgyMetadata(maker, maker.chance(0.5));
        if (maker.chance(0.3)) wronglyTypedMetadata(metadata, maker);
        value.metadata = metadata;
      });
      choices.push(() => {
        value.metadata = maker.pick([
          { name: "Bad_Name", labels: { "bad key": "v" } },
          { name: "ok", zzUnknown: 1 },
          { generateName: "x".repeat(300), annotations: { "a/b/c": "v" } },
          {
            name: "ok",
            finalizers: ["Bad F"],
            ownerReferences: [{ apiVersion: "v1", kind: "K", name: "", uid: "" }],
          },
        ]);
      });
    }
    if (schema["x-kubernetes-preserve-unknown-fields"] === true) {
      choices.push(() => {
        value.free = { nested: [1, "two", { three: null, deep: { deeper: [true] } }], n: 1.5 };
      });
    }
  }
  if (Array.isArray(value)) {
    const listType = schema["x-kubernetes-list-type"];
    if (value.length > 0 && (listType === "set" || listType === "map")) {
      choices.push(() => value.push(structuredClone(value[0])));
    }
    if (typeof schema.maxItems === "number" && value.length > 0) {
      choices.push(() => {
        while (value.length <= (schema.maxItems as number) && value.length < 300) {
          value.push(structuredClone(value[value.length % Math.max(1, value.length)]));
        }
      });
    }
    if (typeof schema.minItems === "number" && schema.minItems > 0) {
      choices.push(() => {
        value.splice(Math.max(0, (schema.minItems as number) - 1));
      });
    }
    if (isObject(schema.items)) {
      // A long list: CEL rules over lists cost by their size (and their budgets count).
      choices.push(() => {
        const item = maker.value(schema.items as JSONSchemaProps, 1);
        for (let i = maker.integer(20, 150); i > 0; i--) value.push(structuredClone(item));
      });
    }
  }
  if (typeof value === "string") {
    if (Array.isArray(schema.enum) && schema.enum.length > 0) {
      choices.push(() => {
        put(node, "NotInEnum");
      });
    }
    if (typeof schema.pattern === "string") {
      choices.push(() => {
        put(node, "#no match#");
      });
    }
    const misses = typeof schema.format === "string" ? formatMisses[schema.format] : undefined;
    if (misses !== undefined) {
      choices.push(() => {
        put(node, maker.pick(misses));
      });
    }
    if (typeof schema.maxLength === "number") {
      choices.push(() => {
        put(node, "é".repeat((schema.maxLength as number) + 1));
      });
      choices.push(() => {
        put(node, "a".repeat(schema.maxLength as number));
      });
    }
    if (typeof schema.minLength === "number" && schema.minLength > 0) {
      choices.push(() => {
        put(node, "b".repeat((schema.minLength as number) - 1));
      });
    }
  }
  if (typeof value === "number") {
    for (const bound of [schema.minimum, schema.maximum]) {
      if (typeof bound === "number") {
        choices.push(() => {
          put(node, maker.pick([bound - 1, bound, bound + 1]));
        });
      }
    }
    const multipleOf = schema.multipleOf;
    if (typeof multipleOf === "number") {
      choices.push(() => {
        put(node, value + multipleOf / 2);
      });
    }
  }
  if (schema["x-kubernetes-int-or-string"] === true) {
    choices.push(() => {
      put(node, maker.pick(["25%", "", "x", 3, -1, 1.5, true]));
    });
  }
  // Wrong types, nulls, a missing value.
  choices.push(() => {
    put(node, wrongType(schema, maker));
  });
  choices.push(() => {
    put(node, null);
  });
  choices.push(() => {
    remove(node);
  });
  maker.pick(choices)();
  return true;
}

function wrongType(schema: JSONSchemaProps, maker: ValueMaker): unknown {
  switch (schema.type) {
    case "integer":
    case "number":
      return maker.pick(["seven", 1.5, true, { n: 1 }]);
    case "string":
      return maker.pick([7, false, ["s"], { s: 1 }]);
    case "boolean":
      return maker.pick(["true", 1]);
    case "object":
      return maker.pick(["text", 3, [1]]);
    case "array":
      return maker.pick(["text", { a: 1 }, 0]);
    default:
      return maker.pick([true, "x", [null]]);
  }
}

/** One to three mistakes at random places of `object` (below its root), at any depth. */
function mistakes(object: Record<string, unknown>, schema: JSONSchemaProps, maker: ValueMaker): void {
  for (let i = maker.integer(1, 3); i > 0; i--) {
    const nodes = nodesOf(object, schema);
    const rootNode: Node = { parent: { root: object }, key: "root", schema, value: object };
    const node = nodes.length === 0 || maker.chance(0.1) ? rootNode : maker.pick(nodes);
    if (node === rootNode) {
      // Only additions at the root: it stays an object.
      object[maker.pick(["zzUnknown", "Spec"])] = maker.pick([1, { a: 1 }]);
      continue;
    }
    mistake(node, maker);
  }
}

/** A change of a valid kind at random places: a new value, a removed optional one, a reordered list. */
function changes(object: Record<string, unknown>, schema: JSONSchemaProps, maker: ValueMaker): void {
  for (let i = maker.integer(1, 3); i > 0; i--) {
    const nodes = nodesOf(object, schema);
    if (nodes.length === 0) return;
    const node = maker.pick(nodes);
    const roll = maker.integer(0, 99) / 100;
    if (roll < 0.45) {
      const value = maker.value(node.schema, 2);
      if (value !== undefined) put(node, value);
    } else if (roll < 0.6 && Array.isArray(node.value) && node.value.length > 1) {
      node.value.reverse();
    } else if (roll < 0.75) {
      remove(node);
    } else {
      mistake(node, maker);
    }
  }
}

/** Root ObjectMeta at the limits the server checks (apimachinery api/validation/objectmeta.go and friends). */
function edgyMetadata(maker: ValueMaker, namespaced: boolean): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  const roll = maker.integer(0, 99) / 100;
  if (roll < 0.15) {
    meta.generateName = maker.pick(["gen-", "x".repeat(253), "x".repeat(58), "Bad_", "a.b."]);
  } else {
    meta.name = maker.pick([
      "a",
      "x".repeat(253),
      "x".repeat(254),
      `${"a".repeat(63)}.${"b".repeat(63)}`,
      "a.-b",
      "1.2.3",
      "ok",
    ]);
  }
  if (maker.chance(0.1)) meta.generateName = "both-";
  if (namespaced) {
    meta.namespace = maker.pick(["default", "x".repeat(63), "x".repeat(64), "a.b", "Bad_NS", "kube-system"]);
  } else if (maker.chance(0.3)) {
    meta.namespace = maker.pick(["default", "Bad_NS"]);
  }
  if (maker.chance(0.5)) {
    const labels: Record<string, string> = {};
    for (let i = maker.integer(1, 3); i > 0; i--) {
      const key = maker.pick([
        `${"p".repeat(253)}/n`,
        `${"p".repeat(254)}/n`,
        `a.b/${"n".repeat(63)}`,
        `a.b/${"n".repeat(64)}`,
        "x".repeat(63),
        "Example.COM/app",
        "example.com/-app",
        "app_1.x",
        "/app",
        "",
      ]);
      labels[key] = maker.pick(["x".repeat(63), "x".repeat(64), "", "a_b.c-d", "-a", "a-", "é"]);
    }
    meta.labels = labels;
  }
  if (maker.chance(0.4)) {
    const annotations: Record<string, string> = {};
    const limit = 256 * 1024;
    const key = maker.pick(["big", "example.com/big", "Bad Key"]);
    const size = maker.pick([limit - key.length, limit - key.length + 1, 10, 0]);
    annotations[key] = "y".repeat(size);
    if (maker.chance(0.3)) annotations[`${"q".repeat(253)}/n`] = "v";
    meta.annotations = annotations;
  }
  if (maker.chance(0.3)) {
    meta.finalizers = maker.pick([
      ["example.com/a", "example.com/a"],
      ["kubernetes.io/pv-protection"],
      ["a/b/c"],
      ["x".repeat(64)],
      [`${"d".repeat(254)}/f`],
      ["foregroundDeletion", "orphan"],
      ["Example.com/f"],
      [""],
    ]);
  }
  if (maker.chance(0.3)) {
    const ref = (uid: string, controller?: boolean): Record<string, unknown> => ({
      apiVersion: "v1",
      kind: "ConfigMap",
      name: "owner",
      uid,
      ...(controller === undefined ? {} : { controller }),
    });
    meta.ownerReferences = maker.pick([
      [ref("u1", true), ref("u2", true)],
      [ref("u1", true), ref("u1", true)],
      [ref("u1", false), ref("u1", true)],
      [ref("u1"), ref("u2", true)],
      [{ ...ref("u1"), apiVersion: "" }],
      [{ ...ref("u1"), kind: "" }],
      [{ ...ref(""), blockOwnerDeletion: true }],
    ]);
  }
  if (maker.chance(0.25)) {
    // System fields on create (wiped) and metadata fields the schema does not know (strict warnings).
    meta[
      maker.pick([
        "zzUnknown",
        "deletionTimestamp",
        "deletionGracePeriodSeconds",
        "generation",
        "selfLink",
        "managedFields",
      ])
    ] = maker.pick([
      "2024-01-02T03:04:05Z",
      5,
      "text",
      [
        {
          manager: "kubectl",
          operation: "Apply",
          apiVersion: "v1",
          fieldsType: "FieldsV1",
          fieldsV1: { "f:spec": {} },
        },
      ],
    ]);
  }
  return meta;
}

/**
 * One metadata field of a type ObjectMeta does not take, or a null where it takes none: the server's coercion
 * (objectmeta.GetObjectMetaWithOptions) refuses some (a BadRequest), drops others. One at most per object: with
 * two, which one the server names depends on Go's map order.
 */
function wronglyTypedMetadata(meta: Record<string, unknown>, maker: ValueMaker): void {
  const [key, value] = maker.pick<[string, unknown]>([
    ["name", 3],
    ["name", null],
    ["namespace", ["a"]],
    ["labels", "x"],
    ["labels", null],
    ["labels", { a: null }],
    ["labels", { a: 1 }],
    ["annotations", { a: true }],
    ["annotations", null],
    ["finalizers", "x"],
    ["finalizers", [null]],
    ["finalizers", [1]],
    ["ownerReferences", {}],
    ["ownerReferences", [null]],
    ["ownerReferences", [{ apiVersion: 1 }]],
    ["creationTimestamp", "yesterday"],
    ["deletionTimestamp", 5],
    ["generation", "1"],
    ["generation", 1.5],
    ["deletionGracePeriodSeconds", "x"],
    ["managedFields", "x"],
    ["managedFields", [{ manager: 1 }]],
    ["uid", 7],
    ["resourceVersion", 1],
    ["selfLink", false],
    ["generateName", {}],
  ]);
  meta[key] = value;
}

/**
 * Nulls in the nullable properties of `value`, each with chance `p`, at any depth: valid values that the schema
 * keeps (a nullable field is not pruned) and that the CEL rules meet (FittingMaker leaves nulls out of objects).
 */
function withNulls(value: unknown, schema: JSONSchemaProps, maker: ValueMaker, p: number): void {
  if (Array.isArray(value)) {
    const items = schema.items;
    if (isObject(items)) for (const item of value) withNulls(item, items, maker, p);
    return;
  }
  if (!isObject(value)) return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.nullable === true && maker.chance(p)) value[name] = null;
    else if (name in value) withNulls(value[name], property, maker, p);
  }
}

/** A valid object of `version` from `maker`, with plain metadata (its name fixed: updates find it by name). */
function validObject(
  version: Version,
  maker: FittingMaker,
  name: string,
  nulls = 0,
): Record<string, unknown> {
  const body = maker.value({ ...version.schema, nullable: false });
  const fields = isObject(body) ? body : {};
  if (nulls > 0) withNulls(fields, version.schema, maker, nulls);
  const metadata: Record<string, unknown> = { name };
  if (version.namespaced) metadata.namespace = "default";
  if (maker.chance(0.3)) metadata.labels = { app: "demo" };
  return { ...fields, apiVersion: version.apiVersion, kind: version.kind, metadata };
}

function asStored(object: Record<string, unknown>, maker: ValueMaker): Record<string, unknown> {
  const metadata = { ...(object.metadata as Record<string, unknown>) };
  metadata.uid = "0d0f6f7e-1111-4a4a-8b8b-000000000001";
  metadata.resourceVersion = "42";
  metadata.creationTimestamp = "2024-01-02T03:04:05Z";
  metadata.generation = maker.pick([1, 4]);
  if (maker.chance(0.15)) metadata.finalizers = ["example.com/keep"];
  if (maker.chance(0.1)) {
    metadata.deletionTimestamp = "2024-01-03T00:00:00Z";
    metadata.deletionGracePeriodSeconds = 0;
    metadata.finalizers = ["example.com/keep"];
  }
  if (maker.chance(0.2)) metadata.annotations = { note: "old" };
  return { ...object, metadata };
}

/** Metadata changes of an update: system fields, immutable ones, labels, finalizers, deletion. */
function metadataChanges(metadata: Record<string, unknown>, maker: ValueMaker): void {
  for (let i = maker.integer(0, 2); i > 0; i--) {
    switch (maker.integer(0, 11)) {
      case 0:
        metadata.generation = maker.pick([0, 1, 99, -3]);
        break;
      case 1:
        metadata.resourceVersion = maker.pick(["41", "", "abc"]);
        break;
      case 2:
        metadata.managedFields = [
          {
            manager: "kubectl",
            operation: "Update",
            apiVersion: "v1",
            time: "2024-01-02T03:04:05Z",
            fieldsType: "FieldsV1",
            fieldsV1: {},
          },
        ];
        break;
      case 3:
        metadata.finalizers = maker.pick([
          [],
          ["example.com/new"],
          ["example.com/keep", "example.com/keep"],
          ["Bad F"],
        ]);
        break;
      case 4:
        metadata.deletionTimestamp = maker.pick(["2024-01-05T00:00:00Z", null]);
        break;
      case 5:
        metadata.labels = {
          ...(isObject(metadata.labels) ? metadata.labels : {}),
          changed: maker.pick(["yes", "bad value", ""]),
        };
        break;
      case 6:
        metadata.annotations = maker.pick([{}, { note: "new" }, { "Bad Key": "v" }]);
        break;
      case 7:
        metadata.uid = maker.pick(["changed-uid", ""]);
        break;
      case 8:
        metadata.creationTimestamp = maker.pick(["2025-01-01T00:00:00Z", null]);
        break;
      case 9:
        metadata.deletionGracePeriodSeconds = maker.pick([30, 0]);
        break;
      case 10:
        metadata.generateName = "changed-";
        break;
      default:
        metadata.ownerReferences = [
          { apiVersion: "v1", kind: "ConfigMap", name: "owner", uid: "u1", controller: true },
        ];
    }
  }
}

const ratchetHeavy = process.env.K8S_CRVALIDATE_WIDE_RATCHET === "1";
// K8S_CRVALIDATE_WIDE_MUTATE=1: the first round's mistakes (one value in ten) mixed into every object as well.
const mutating = process.env.K8S_CRVALIDATE_WIDE_MUTATE === "1";

/** The cases of one CRD (key as cases.ts has it), every served version, from `seed`. */
function wideCasesFor(crdKey: string, seed: number, perVersion: number, nulls = 0): OracleCase[] {
  const crd = crdFor(crdKey);
  const versions = versionsOf(crd);
  const out: OracleCase[] = [];
  versions.forEach((version, v) => {
    for (let i = 0; i < perVersion; i++) {
      const next = random(seed * 7919 + v * 1009 + i);
      const maker = new FittingMaker(next, mutating, 1500);
      const id = `${crdKey}@w${seed}.${v}.${i}`;
      const kindOfCase = i % 5;
      const name = `w-${i}`;
      if (kindOfCase === 0) {
        out.push({ id, crd: crdKey, object: validObject(version, maker, name, nulls) });
      } else if (kindOfCase === 1) {
        const object = validObject(version, maker, name, nulls);
        mistakes(object, version.schema, maker);
        out.push({ id, crd: crdKey, object });
      } else if (kindOfCase === 2) {
        const object = validObject(version, maker, name, nulls);
        const metadata = edgyMetadata(maker, version.namespaced);
        if (maker.chance(0.3)) wronglyTypedMetadata(metadata, maker);
        object.metadata = maker.chance(0.05) ? maker.pick<unknown>(["text", null, [], 3]) : metadata;
        if (maker.chance(0.3)) mistakes(object, version.schema, maker);
        out.push({ id, crd: crdKey, object });
      } else {
        // An update: the old object valid, or (one in three) with mistakes storage kept (ratcheting); in another
        // served version when the CRD converts by apiVersion and has one.
        const others = versions.filter((other) => other !== version);
        const oldVersion =
          others.length > 0 && convertsByApiVersion(crd) && maker.chance(0.4) ? maker.pick(others) : version;
        const first = validObject(oldVersion, maker, name, nulls);
        // Mistakes storage kept (ratcheting): in one update in three, and in every update of a run with
        // K8S_CRVALIDATE_WIDE_RATCHET=1.
        if (ratchetHeavy || maker.chance(1 / 3)) mistakes(first, oldVersion.schema, maker);
        const old = asStored(
          decodes(crdKey, first) ? first : validObject(oldVersion, maker, name, nulls),
          maker,
        );
        const object = structuredClone(old);
        object.apiVersion = version.apiVersion;
        if (!maker.chance(0.15)) changes(object, version.schema, maker);
        const metadata = object.metadata as Record<string, unknown>;
        for (const field of ["uid", "resourceVersion", "creationTimestamp", "generation"]) {
          if (maker.chance(0.6)) Reflect.deleteProperty(metadata, field);
        }
        if (kindOfCase === 4) metadataChanges(metadata, maker);
        out.push({ id, crd: crdKey, object, old });
      }
    }
  });
  return out;
}

/**
 * Objects of the `budget` CRD (crds.ts) around the point where its rules run out of the cost budget: the server
 * stops at the first rule that no longer fits (at item 70), with one error there.
 */
function budgetCases(): OracleCase[] {
  return [10, 70, 71, 72, 100].map((count) => ({
    id: `budget@items.${count}`,
    crd: "budget",
    object: {
      apiVersion: "oracle.example.com/v1",
      kind: "Budget",
      metadata: { name: `b-${count}`, namespace: "default" },
      spec: {
        items: Array.from({ length: count }, (_, i) => ({
          nums: Array.from({ length: 100 }, (_, j) => ((i + j) % 101) - 50),
        })),
      },
    },
  }));
}

/** The wide cases of the hand-written CRDs (crds.ts) and of every corpus CRD. */
export function wideCases(seed: number, perVersion: number): OracleCase[] {
  const seeds = fc.sample(fc.integer({ min: 0, max: 0x7fffffff }), { seed, numRuns: 256 });
  // The hand-written CRDs aim at what the corpus reaches rarely (list types, embedded resources, versions):
  // four times as many cases each.
  // `transitions` comes last, with a seed of its own, so that the others' cases stay those of earlier rounds.
  const keys = [...Object.keys(oracleCrds).filter((key) => key !== "transitions"), ...corpusKeys(10_000)];
  const all = [
    ...budgetCases(),
    ...keys.flatMap((key, i) =>
      wideCasesFor(key, seeds[i % seeds.length] as number, key in oracleCrds ? perVersion * 4 : perVersion),
    ),
    ...wideCasesFor("transitions", seeds[keys.length % seeds.length] as number, perVersion * 4, 0.4),
  ];
  // K8S_CRVALIDATE_WIDE_ONLY=key,key: the cases of those CRDs alone (the keys as cases.ts has them).
  const only = process.env.K8S_CRVALIDATE_WIDE_ONLY?.split(",");
  return only === undefined ? all : all.filter((c) => only.includes(c.crd));
}
