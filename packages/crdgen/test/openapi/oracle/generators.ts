/**
 * Generated inputs for the publish oracle (see SOURCES.md): apiextensions.k8s.io/v1 CRDs whose schemas aim at the
 * branches of what the API server publishes and kubectl explain prints (NewStructural/Unfold/ToKubeOpenAPI, the v2
 * conversion, addEmbeddedProperties, the routes and names, the explain template's walks), and explain requests
 * on them: a served group-version, a field path that exists (or one that does not), recursive or not.
 */
import fc from "fast-check";
import type { JsonObject } from "../../../src/openapi/json.js";

/** One oracle case: the published documents of some CRDs, or kubectl explain of one resource. */
export type PublishCase =
  | { readonly op: "openapi"; readonly v2: boolean; readonly crds: readonly JsonObject[] }
  | {
      readonly op: "explain";
      readonly crds: readonly JsonObject[];
      readonly group: string;
      readonly version: string;
      readonly resource: string;
      readonly fieldPath: readonly string[];
      readonly recursive: boolean;
    };

// Texts that wrap, indent and escape unusually: kubectl wraps descriptions with go-wordwrap (runes, Go's spaces
// but not NBSP), the JSON writers escape <, >, & and U+2028.
const descriptionParts = [
  "a",
  "The quick brown fox jumps over the lazy dog.",
  "word",
  "  ",
  "\t",
  "\n",
  "\r\n",
  "\n\n",
  " \n ",
  "\u00a0",
  "\u2028",
  "\u3000",
  "\u200b",
  "é",
  "日本語のテキスト",
  "😀",
  "* item one\n* item two",
  "`code` and **bold**",
  "<b>&amp;</b>",
  "https://example.com/a/very/long/url/that/does/not/fit/on/one/line/of/seventy/six/characters",
  "x".repeat(80),
  "Supercalifragilisticexpialidocious",
  "%v %s %%",
  '"quoted"',
  "back\\slash",
];

const description = fc
  .array(fc.constantFrom(...descriptionParts), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(" "));

/** `arb` with probability `p`, otherwise undefined (the key is then left out). */
const maybe = <T>(arb: fc.Arbitrary<T>, p = 0.3): fc.Arbitrary<T | undefined> =>
  fc.oneof(
    { weight: Math.round((1 - p) * 100), arbitrary: fc.constant(undefined) },
    { weight: Math.round(p * 100), arbitrary: arb },
  );

function compact(object: Record<string, unknown>): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

const fieldName = fc.constantFrom(
  "name",
  "spec",
  "replicas",
  "items",
  "a",
  "b",
  "zeta",
  "Alpha",
  "_under",
  "with-dash",
  "x1",
  "status",
  "enum",
  "properties",
  "default",
);

// -0 stands for a `-0.0` in the manifest (see harness.ts caseLine).
const numbers = fc.constantFrom(0, -0, 1, -1, 2.5, 1e21, 1e-7, 123456.5, 4294967296, 0.1, 100, 1e6, 1e20);

const rules = fc.array(
  fc
    .record({
      rule: fc.constantFrom("true", "true", "1 == 1"),
      message: maybe(fc.constantFrom("", "must be < 3", "a <b> & c")),
      messageExpression: maybe(fc.constantFrom("", "'x'")),
      reason: maybe(fc.constantFrom("FieldValueInvalid", "FieldValueForbidden")),
      fieldPath: maybe(fc.constant("")),
    })
    .map(compact),
  { minLength: 1, maxLength: 2 },
);

interface Leaf {
  readonly schema: JsonObject;
}

/** Common keywords any node may carry: description, title, nullable, rules, example, externalDocs. */
const common = fc
  .record({
    description: maybe(description, 0.6),
    title: maybe(fc.constantFrom("", "Title", "t <x>")),
    nullable: maybe(fc.boolean(), 0.2),
    example: maybe(fc.constantFrom("e", 1, { a: 1 }), 0.1),
    externalDocs: maybe(fc.constant({ url: "https://example.com", description: "docs" }), 0.1),
  })
  .map(compact);

const stringLeaf: fc.Arbitrary<Leaf> = fc
  .record({
    type: fc.constant("string"),
    format: maybe(fc.constantFrom("", "date-time", "byte", "int-or-string", "email", "uuid")),
    pattern: maybe(fc.constantFrom("", "^[a-z]+$", "a<b")),
    maxLength: maybe(fc.constantFrom(0, 5, 253)),
    minLength: maybe(fc.constantFrom(0, 1)),
    enum: maybe(
      fc.constantFrom(
        ["A", "B"],
        ["x", "", "y"],
        ["one", "two", "three", "four", "five", "six"],
        [],
        ["a b"],
      ),
    ),
    default: maybe(fc.constantFrom("A", "", "d e")),
  })
  .map((schema) => ({ schema: dropUncheckedDefault(compact(schema)) }));

// A default must validate against its schema (the API server refuses the CRD otherwise): keep it only where
// nothing constrains it.
function dropUncheckedDefault(schema: JsonObject): JsonObject {
  const constraints = [
    "enum",
    "format",
    "pattern",
    "maxLength",
    "minLength",
    "minimum",
    "maximum",
    "multipleOf",
  ];
  if (!constraints.some((key) => key in schema)) return schema;
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== "default"));
}

const numberLeaf: fc.Arbitrary<Leaf> = fc
  .record({
    type: fc.constantFrom("integer", "number"),
    format: maybe(fc.constantFrom("int32", "int64", "double", "float", "")),
    minimum: maybe(numbers),
    maximum: maybe(numbers),
    exclusiveMinimum: maybe(fc.boolean()),
    exclusiveMaximum: maybe(fc.boolean()),
    multipleOf: maybe(fc.constantFrom(1, 2, 0.5)),
    enum: maybe(fc.constantFrom([1, 2, 3], [0.5, 1e21, -0], [1, 2, 3, 4, 5])),
    default: maybe(fc.constantFrom(0, 1, 1.5, 12345678901)),
  })
  .map((schema) => {
    const out = dropUncheckedDefault(compact(schema));
    // An integer's default must be an integer.
    if (out.type === "integer" && typeof out.default === "number" && !Number.isInteger(out.default)) {
      delete out.default;
    }
    return { schema: out };
  });

const boolLeaf: fc.Arbitrary<Leaf> = fc
  .record({
    type: fc.constant("boolean"),
    enum: maybe(fc.constantFrom([true], [true, false])),
    default: maybe(fc.boolean()),
  })
  .map((schema) => ({ schema: compact(schema) }));

const intOrString: fc.Arbitrary<Leaf> = fc
  .record({
    "x-kubernetes-int-or-string": fc.constant(true),
    anyOf: maybe(fc.constant([{ type: "integer" }, { type: "string" }])),
    allOf: maybe(fc.constant([{ anyOf: [{ type: "integer" }, { type: "string" }] }]), 0.15),
    default: maybe(fc.constantFrom(1, "50%")),
    pattern: maybe(fc.constant("^[0-9]+%?$"), 0.15),
  })
  .map((schema) => ({ schema: dropUncheckedDefault(compact(schema)) }));

const preserveUnknown: fc.Arbitrary<Leaf> = fc
  .record({
    type: maybe(fc.constant("object"), 0.7),
    "x-kubernetes-preserve-unknown-fields": fc.constant(true),
  })
  .map((schema) => ({ schema: compact(schema) }));

const leaf = fc.oneof(
  { weight: 4, arbitrary: stringLeaf },
  { weight: 3, arbitrary: numberLeaf },
  { weight: 1, arbitrary: boolLeaf },
  { weight: 2, arbitrary: intOrString },
  { weight: 1, arbitrary: preserveUnknown },
);

// Rules go on scalar nodes only: on a node above lists and maps of arbitrary shapes, the CEL types of the subtree
// may not build, and the API server refuses the CRD (an internal error on its rules).
function withCommon(node: fc.Arbitrary<JsonObject>): fc.Arbitrary<JsonObject> {
  return fc.tuple(node, common, maybe(rules, 0.15)).map(([schema, extra, xRules]) => {
    const scalar = schema.type === "string" || schema.type === "integer" || schema.type === "boolean";
    // A list with a list type cannot be nullable.
    const nullable = schema["x-kubernetes-list-type"] === undefined ? {} : { nullable: undefined };
    return compact({
      ...extra,
      ...schema,
      ...nullable,
      ...(xRules === undefined || !scalar ? {} : { "x-kubernetes-validations": xRules }),
    });
  });
}

// Value validations: junctors whose schemas hold no types or descriptions (what structural schemas allow), with
// properties and items inside to reach NestedValueValidation's conversion.
const junctor = fc.constantFrom<JsonObject>(
  { anyOf: [{ required: ["a"] }, { required: ["b"] }] },
  { oneOf: [{ properties: { a: { minLength: 1 } } }, { not: { required: ["b"] } }] },
  { allOf: [{ minProperties: 1 }] },
  { not: { properties: { a: { enum: ["x"] } } } },
  { anyOf: [{ items: { maxLength: 3 } }] },
);

function node(depth: number): fc.Arbitrary<JsonObject> {
  const leafNode = withCommon(leaf.map((l) => l.schema));
  if (depth <= 0) return leafNode;
  const child = node(depth - 1);
  const properties = fc.dictionary(fieldName, child, { minKeys: 0, maxKeys: 4 });
  const object = fc
    .record({
      properties,
      required: maybe(fc.subarray(["name", "a", "spec", "kind", "zeta"]), 0.4),
      maxProperties: maybe(fc.constantFrom(0, 3)),
      embedded: maybe(fc.boolean(), 0.2),
      preserve: maybe(fc.constant(true), 0.15),
      junctor: maybe(junctor, 0.15),
      mapType: maybe(fc.constantFrom("atomic", "granular"), 0.1),
    })
    .map(({ properties: props, required, maxProperties, embedded, preserve, junctor: j, mapType }) =>
      compact({
        type: "object",
        properties: props,
        required: required?.filter((name) => name in props),
        maxProperties,
        "x-kubernetes-embedded-resource": embedded,
        "x-kubernetes-preserve-unknown-fields": preserve === true || embedded === true ? true : undefined,
        "x-kubernetes-map-type": mapType,
        ...(j ?? {}),
      }),
    );
  const map = fc
    .record({ values: child, minProperties: maybe(fc.constantFrom(0, 1)) })
    .map(({ values, minProperties }) =>
      compact({ type: "object", additionalProperties: values, minProperties }),
    );
  const list = fc
    .record({
      items: child,
      listType: maybe(fc.constantFrom("atomic", "set"), 0.3),
      maxItems: maybe(fc.constantFrom(0, 10)),
      minItems: maybe(fc.constantFrom(1)),
    })
    .map(({ items, listType, maxItems, minItems }) => {
      const scalar = items.type === "string" || items.type === "integer";
      return compact({
        type: "array",
        items,
        "x-kubernetes-list-type": listType === "set" && !scalar ? "atomic" : listType,
        maxItems,
        minItems,
      });
    });
  // A list-map: items are objects with a required key (or a defaulted one).
  const listMap = fc
    .record({ item: properties, key: fc.constantFrom("name", "key"), keyDefault: fc.boolean() })
    .map(({ item, key, keyDefault }) => ({
      type: "array",
      "x-kubernetes-list-type": "map",
      "x-kubernetes-list-map-keys": [key],
      items: {
        type: "object",
        ...(keyDefault ? {} : { required: [key] }),
        properties: { ...item, [key]: { type: "string", ...(keyDefault ? { default: "k" } : {}) } },
      },
    }));
  const listOfLists = child.map((inner) => ({
    type: "array",
    items: { type: "array", items: inner },
  }));
  // Boolean additionalProperties and two-key list-maps: shapes the walks (publishing, explain's typeGuess) treat
  // apart; the API server refuses some of them, which the oracle reports.
  const odd = fc.constantFrom<JsonObject>(
    { type: "object", additionalProperties: true },
    { type: "object", additionalProperties: false },
    { type: "object", properties: { a: { type: "string" } }, additionalProperties: { type: "string" } },
    {
      type: "array",
      "x-kubernetes-list-type": "map",
      "x-kubernetes-list-map-keys": ["name", "port"],
      items: {
        type: "object",
        required: ["name", "port"],
        properties: { name: { type: "string" }, port: { type: "integer", format: "int32" } },
      },
    },
  );
  return withCommon(
    fc.oneof(
      { weight: 4, arbitrary: leaf.map((l) => l.schema) },
      { weight: 1, arbitrary: odd },
      { weight: 4, arbitrary: object },
      { weight: 2, arbitrary: map },
      { weight: 2, arbitrary: list },
      { weight: 1, arbitrary: listMap },
      { weight: 1, arbitrary: listOfLists },
    ),
  );
}

// Ways to make a schema not structural (then published as `type: object` alone) or to have invalid types.
const breakers = fc.constantFrom<(schema: JsonObject) => JsonObject>(
  (schema) => ({ ...schema, properties: { ...(schema.properties as JsonObject), untyped: {} } }),
  (schema) => ({ ...schema, properties: { ...(schema.properties as JsonObject), bad: { type: "null" } } }),
  (schema) => ({ ...schema, anyOf: [{ type: "object", description: "typed in a junctor" }] }),
  (schema) => ({ ...schema, type: "" }),
);

// Objects nested `depth` levels deep, each with a described field: deep nesting in explain's indentation.
function deepChain(depth: number): JsonObject {
  let schema: JsonObject = { type: "string", description: "the bottom field" };
  for (let level = depth; level > 0; level--) {
    schema = {
      type: "object",
      description: `level ${level}`,
      properties: { [`l${level}`]: schema, [`s${level}`]: { type: "integer" } },
    };
  }
  return schema;
}

/** The version's schema: an object with spec and status, and sometimes metadata, apiVersion or kind. */
const rootSchema = fc
  .record({
    spec: node(3),
    status: maybe(node(2), 0.6),
    extra: fc.dictionary(fieldName, node(1), { maxKeys: 2 }),
    deep: maybe(fc.integer({ min: 6, max: 12 }), 0.15),
    description: maybe(description, 0.5),
    metadata: maybe(
      fc.constantFrom<JsonObject>(
        { type: "object" },
        { type: "object", properties: { name: { type: "string", maxLength: 20 } } },
      ),
      0.2,
    ),
    typeMeta: maybe(fc.constant({ apiVersion: { type: "string", description: "mine" } }), 0.1),
    rootPreserve: maybe(fc.constant(true), 0.08),
    rootRules: maybe(rules, 0.1),
    breaker: maybe(breakers, 0.02),
  })
  .map((r) => {
    const schema = compact({
      type: "object",
      description: r.description,
      "x-kubernetes-preserve-unknown-fields": r.rootPreserve,
      "x-kubernetes-validations": r.rootRules,
      properties: compact({
        ...r.extra,
        ...(r.deep === undefined ? {} : { deep: deepChain(r.deep) }),
        ...(r.typeMeta ?? {}),
        metadata: r.metadata,
        spec: r.spec,
        status: r.status,
      }),
    });
    return r.breaker === undefined ? schema : r.breaker(schema);
  });

interface Names {
  readonly group: string;
  readonly kind: string;
  readonly plural: string;
  readonly singular?: string;
  readonly listKind?: string;
  readonly shortNames?: string[];
}

const names = fc
  .record({
    group: fc.constantFrom(
      "example.com",
      "stable.k8s.io",
      "a-b.c2.example.io",
      "x.io",
      "apps.example.k8s.io",
    ),
    kind: fc.constantFrom("Widget", "Ingress", "Class", "Items", "Status", "OAuthClient", "X"),
    listKind: maybe(fc.constantFrom("Collection", ""), 0.3),
    singular: maybe(fc.constant(""), 0.2),
    shortNames: maybe(fc.constant(["wd"]), 0.2),
  })
  .map(
    ({ group, kind, listKind, singular, shortNames }) =>
      compact({
        group,
        kind,
        plural: `${kind.toLowerCase()}${kind.endsWith("s") ? "es" : "s"}`,
        singular: singular ?? kind.toLowerCase(),
        listKind: listKind === undefined ? `${kind}List` : listKind === "" ? undefined : `${kind}${listKind}`,
        shortNames,
      }) as unknown as Names,
  );

const versionNames = fc.constantFrom(["v1"], ["v1", "v1beta1"], ["v1alpha1", "v2"], ["v1", "v2beta1", "v3"]);

/** One CRD: names, scope, one to three versions (one storage), subresources and selectable fields. */
const crdArbitrary: fc.Arbitrary<JsonObject> = fc
  .record({
    names,
    scope: fc.constantFrom("Namespaced", "Cluster"),
    versionNames,
    schemas: fc.array(rootSchema, { minLength: 3, maxLength: 3 }),
    served: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    noSchema: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    dropSchema: fc.integer({ min: 0, max: 19 }),
    status: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    scale: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    selectable: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    sameSchema: fc.boolean(),
    // spec.preserveUnknownFields: refused at create in v1, kept by CRDs migrated from v1beta1; the v2 builder
    // publishes their kinds as `type: object` alone.
    preserveUnknownFields: maybe(fc.constant(true), 0.05),
  })
  .map((r) => {
    const { group, kind, plural, singular, listKind, shortNames } = r.names;
    const versions = r.versionNames.map((name, index) => {
      const schema = (r.sameSchema ? r.schemas[0] : r.schemas[index]) as JsonObject;
      const noSchema = r.dropSchema === 0 && r.noSchema[index] === true && index !== 0;
      const props = (schema.properties ?? {}) as JsonObject;
      const withSelectable = (r.selectable[index] ?? false) && isObject(props.spec);
      const specProps = withSelectable ? (((props.spec as JsonObject).properties ?? {}) as JsonObject) : {};
      const selectable = Object.entries(specProps)
        .filter(
          ([, v]) => isObject(v) && (v.type === "string" || v.type === "integer" || v.type === "boolean"),
        )
        .slice(0, 2)
        .map(([k]) => ({ jsonPath: `.spec.${k}` }));
      return compact({
        name,
        served: index === 0 ? true : r.served[index],
        storage: index === 0,
        // A version without a schema is refused at create (v1), but the builder has a branch for it: rare.
        ...(noSchema ? {} : { schema: { openAPIV3Schema: schema } }),
        subresources:
          r.status[index] === true || r.scale[index] === true
            ? compact({
                status: r.status[index] === true ? {} : undefined,
                scale:
                  r.scale[index] === true
                    ? { specReplicasPath: ".spec.replicas", statusReplicasPath: ".status.replicas" }
                    : undefined,
              })
            : undefined,
        selectableFields: selectable.length > 0 && !noSchema ? selectable : undefined,
      });
    });
    // Groups under k8s.io need the API approval annotation.
    const approval = group.endsWith("k8s.io")
      ? {
          annotations: {
            "api-approved.kubernetes.io": "https://github.com/kubernetes/enhancements/pull/1111",
          },
        }
      : {};
    return {
      apiVersion: "apiextensions.k8s.io/v1",
      kind: "CustomResourceDefinition",
      metadata: { name: `${plural}.${group}`, ...approval },
      spec: compact({
        group,
        names: compact({ kind, plural, singular, listKind, shortNames }),
        scope: r.scope,
        versions,
        preserveUnknownFields: r.preserveUnknownFields,
      }),
    };
  });

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A few CRDs with distinct names (a group-version may hold several kinds). */
const crdsArbitrary: fc.Arbitrary<JsonObject[]> = fc
  .array(crdArbitrary, { minLength: 1, maxLength: 3 })
  .map((crds) => {
    const seen = new Set<string>();
    return crds.filter((crd) => {
      const name = (crd.metadata as JsonObject).name as string;
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    });
  });

/** Field paths into a schema: along properties, through items and additionalProperties as kubectl walks. */
function fieldPaths(schema: unknown, prefix: readonly string[], out: string[][], depth: number): void {
  if (!isObject(schema) || depth > 5) return;
  const properties = schema.properties;
  if (isObject(properties)) {
    for (const [name, child] of Object.entries(properties)) {
      out.push([...prefix, name]);
      fieldPaths(child, [...prefix, name], out, depth + 1);
    }
  }
  if (isObject(schema.items)) fieldPaths(schema.items, prefix, out, depth + 1);
  if (isObject(schema.additionalProperties)) fieldPaths(schema.additionalProperties, prefix, out, depth + 1);
}

// Paths into ObjectMeta, whose fields kubectl follows through $refs (allOf-wrapped in v3).
const metadataPaths = [
  [],
  ["labels"],
  ["managedFields"],
  ["managedFields", "fieldsV1"],
  ["ownerReferences", "uid"],
  ["creationTimestamp"],
  ["nothere"],
];

/** An explain request on the first CRD: one of its served versions and a field path that mostly exists. */
export const explainArbitrary: fc.Arbitrary<PublishCase> = fc
  .record({
    crds: crdsArbitrary,
    pick: fc.nat(),
    pathPick: fc.nat(),
    kind: fc.constantFrom(
      "root",
      "path",
      "path",
      "path",
      "path",
      "missing",
      "missing",
      "metadata",
      "typemeta",
    ),
    recursive: fc.boolean(),
  })
  .map(({ crds, pick, pathPick, kind, recursive }) => {
    const crd = crds[0] as JsonObject;
    const spec = crd.spec as JsonObject;
    const versions = (spec.versions as JsonObject[]).filter((v) => v.served === true);
    const version = versions[pick % versions.length] as JsonObject;
    const paths: string[][] = [];
    fieldPaths((version.schema as JsonObject | undefined)?.openAPIV3Schema, [], paths, 0);
    let fieldPath: string[] = [];
    if (kind === "path" && paths.length > 0) fieldPath = paths[pathPick % paths.length] as string[];
    if (kind === "missing") fieldPath = ["spec", "nothere"];
    if (kind === "typemeta") fieldPath = [pathPick % 2 === 0 ? "apiVersion" : "kind"];
    if (kind === "metadata") {
      fieldPath = ["metadata", ...(metadataPaths[pathPick % metadataPaths.length] ?? [])];
    }
    if (kind === "missing" && paths.length > 0) {
      fieldPath = [...(paths[pathPick % paths.length] ?? []), "nothere"];
    }
    return {
      op: "explain" as const,
      crds,
      group: spec.group as string,
      version: version.name as string,
      resource: (spec.names as JsonObject).plural as string,
      fieldPath,
      recursive,
    };
  });

/** A request for the published documents of some CRDs, v3 or v2. */
export const openapiArbitrary: fc.Arbitrary<PublishCase> = fc
  .record({ crds: crdsArbitrary, v2: fc.boolean() })
  .map(({ crds, v2 }) => ({ op: "openapi" as const, v2, crds }));
