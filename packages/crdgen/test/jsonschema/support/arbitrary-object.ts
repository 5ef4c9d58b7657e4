import fc from "fast-check";

// A schema-driven generator of custom resources for the differential test of `crdgen jsonschema`: objects
// that mostly follow a CRD version's schema, then mutated (values replaced by other JSON, fields removed,
// nulls, unknown fields) so that both the API server's validation and the JSON Schema have things to refuse.
// Kept apart from packages/objects' own generator on purpose: the two test different code.

type Node = Readonly<Record<string, unknown>>;

const maxDepth = 5;

/** A JSON value of the kind a schema node describes, mostly valid. */
function valueOf(node: Node, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(node.enum) && node.enum.length > 0) return fc.constantFrom(...(node.enum as unknown[]));
  if (node["x-kubernetes-int-or-string"] === true) {
    return fc.oneof(fc.integer({ min: -5, max: 100 }), shortString(node));
  }
  if (node["x-kubernetes-embedded-resource"] === true) return embeddedResource(node, depth);
  switch (node.type) {
    case "object":
      return objectOf(node, depth);
    case "array":
      return arrayOf(node, depth);
    case "string":
      return stringOf(node);
    case "integer":
      return fc.integer({ min: lower(node, -1000), max: upper(node, 1000) });
    case "number":
      return fc.oneof(
        fc.integer({ min: lower(node, -1000), max: upper(node, 1000) }),
        fc.double({ min: -1e3, max: 1e3, noNaN: true }),
      );
    case "boolean":
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function lower(node: Node, fallback: number): number {
  return typeof node.minimum === "number" ? Math.max(Math.ceil(node.minimum), fallback) : fallback;
}

function upper(node: Node, fallback: number): number {
  const max = typeof node.maximum === "number" ? Math.min(Math.floor(node.maximum), fallback) : fallback;
  return Math.max(max, lower(node, -1000));
}

const formatSamples: Readonly<Record<string, readonly string[]>> = {
  "date-time": ["2024-01-02T03:04:05Z", "2024-01-02T03:04:05.5+02:00", "yesterday"],
  date: ["2024-01-02", "2024-13-40"],
  duration: ["1h", "30s", "1h30m", "forever"],
  uri: ["https://example.com/a", "/relative/path", "not a uri"],
  email: ["a@example.com", "nobody"],
  ipv4: ["10.0.0.1", "300.1.1.1"],
  ipv6: ["::1", "fe80::1", "10.0.0.1"],
  cidr: ["10.0.0.0/8", "::/0", "10.0.0.0"],
  byte: ["aGVsbG8=", "not base64!"],
  hostname: ["example.com", "-bad-"],
  uuid: ["123e4567-e89b-12d3-a456-426614174000", "nope"],
  "int-or-string": ["80", "http"],
};

function stringOf(node: Node): fc.Arbitrary<string> {
  const samples = typeof node.format === "string" ? formatSamples[node.format] : undefined;
  if (samples !== undefined) return fc.constantFrom(...samples);
  if (typeof node.pattern === "string") {
    try {
      const matching = fc.stringMatching(new RegExp(node.pattern, "u"));
      return fc.oneof({ arbitrary: matching, weight: 4 }, { arbitrary: shortString(node), weight: 1 });
    } catch {
      return shortString(node);
    }
  }
  return shortString(node);
}

function shortString(node: Node): fc.Arbitrary<string> {
  const min = typeof node.minLength === "number" ? Math.min(node.minLength, 12) : 0;
  const max = Math.max(min, typeof node.maxLength === "number" ? Math.min(node.maxLength, 12) : 12);
  return fc.string({ minLength: min, maxLength: max });
}

function arrayOf(node: Node, depth: number): fc.Arbitrary<unknown[]> {
  const items = isNode(node.items) ? node.items : {};
  const min = typeof node.minItems === "number" ? Math.min(node.minItems, 3) : 0;
  const max =
    depth >= maxDepth
      ? min
      : Math.max(min, typeof node.maxItems === "number" ? Math.min(node.maxItems, 3) : 3);
  return fc.array(valueOf(items, depth + 1), { minLength: min, maxLength: max });
}

function objectOf(node: Node, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = isNode(node.properties) ? (node.properties as Record<string, Node>) : {};
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const names = Object.keys(properties).filter((name) => required.has(name) || depth < maxDepth);
  const fields = Object.fromEntries(names.map((name) => [name, valueOf(properties[name] ?? {}, depth + 1)]));
  const declared = fc.record(fields, { requiredKeys: names.filter((name) => required.has(name)) });
  const additional = isNode(node.additionalProperties) ? node.additionalProperties : undefined;
  if (additional === undefined || depth >= maxDepth) return declared;
  const extra = fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), valueOf(additional, depth + 1), {
    maxKeys: 3,
  });
  return fc.tuple(declared, extra).map(([own, more]) => ({ ...more, ...own }));
}

function embeddedResource(node: Node, depth: number): fc.Arbitrary<unknown> {
  const base = node.type === "object" ? objectOf(node, depth) : fc.constant({});
  return fc
    .tuple(base, fc.constantFrom("v1", "apps/v1"), fc.constantFrom("ConfigMap", "Deployment"), resourceName())
    .map(([own, apiVersion, kind, name]) => ({ ...own, apiVersion, kind, metadata: { name } }));
}

function resourceName(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.stringMatching(/^[a-z0-9]([-a-z0-9]{0,10}[a-z0-9])?$/), weight: 5 },
    { arbitrary: fc.constantFrom("Bad_Name", "", "-x", "a.b"), weight: 1 },
  );
}

/** A change to a generated object: at the `at`-th node (in walk order), one of the edits below. */
interface Mutation {
  readonly at: number;
  readonly edit: "replace" | "remove" | "null" | "unknown";
  readonly value: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat({ max: 200 }),
  edit: fc.constantFrom("replace", "remove", "null", "unknown"),
  value: fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom(-1, 0, 1.5, "", "x", true, 2 ** 40)),
});

/**
 * Objects of one CRD version: apiVersion, kind, metadata and the schema's fields, with up to three mutations.
 */
export function arbitraryObject(
  apiVersion: string,
  kind: string,
  root: Node,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = isNode(root.properties) ? root.properties : {};
  // apiVersion, kind and metadata are set below; the generator makes the rest of the root.
  const own = Object.fromEntries(
    Object.entries(properties).filter(([name]) => !["apiVersion", "kind", "metadata"].includes(name)),
  );
  const body = objectOf({ ...root, properties: own }, 0);
  return fc
    .tuple(body, resourceName(), fc.array(mutation, { maxLength: 3 }))
    .map(([rest, name, mutations]) => {
      const object: Record<string, unknown> = { apiVersion, kind, metadata: { name }, ...rest };
      for (const change of mutations) mutate(object, change);
      return object;
    });
}

// Applies one mutation in place, at the change.at-th container field of the object (counting from the root).
function mutate(object: Record<string, unknown>, change: Mutation): void {
  const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        slots.push({ parent: value, key: i });
        walk(item);
      });
    } else if (isNode(value)) {
      for (const key of Object.keys(value)) {
        if (value === object && (key === "apiVersion" || key === "kind")) continue;
        slots.push({ parent: value, key });
        walk(value[key]);
      }
    }
  };
  walk(object);
  const slot = slots[change.at % Math.max(slots.length, 1)];
  if (slot === undefined) return;
  const { parent, key } = slot;
  if (Array.isArray(parent)) {
    const i = key as number;
    if (change.edit === "remove") parent.splice(i, 1);
    else parent[i] = change.edit === "null" ? null : change.value;
    return;
  }
  const name = key as string;
  const target = parent[name];
  if (change.edit === "remove") {
    Reflect.deleteProperty(parent, name);
  } else if (change.edit === "null") {
    parent[name] = null;
  } else if (change.edit === "unknown" && isNode(target)) {
    (target as Record<string, unknown>).unknownFieldX = change.value;
  } else {
    parent[name] = change.value;
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
