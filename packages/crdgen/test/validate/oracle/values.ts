// Objects for the differential against the API server's create and update path, made from a seed: values that
// follow a schema, with the mistakes and edges the server's path treats specially mixed in (unknown fields,
// wrong types, bounds and exclusive bounds, rune lengths, formats, nulls, duplicates in sets and maps,
// int-or-string, embedded resources), and metadata with bad names, labels, annotations, generateName,
// finalizers and owner references.
import type { JSONSchemaProps } from "@crdgen/structural";

/** mulberry32: a small deterministic generator, enough for test data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Valid and invalid examples of each format the API server checks (kube-openapi strfmt, apiextensions). */
const formatSamples: Readonly<Record<string, readonly unknown[]>> = {
  "date-time": [
    "2024-01-02T03:04:05Z",
    "2024-01-02T03:04:05.123+02:00",
    "2024-13-02T03:04:05Z",
    "yesterday",
    "2024-01-02",
  ],
  date: ["2024-01-02", "2024-02-30", "24-01-02", "2024-01-02T00:00:00Z"],
  uuid: [
    "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
    "6BA7B810-9DAD-11D1-80B4-00C04FD430C8",
    "6ba7b8109dad11d180b400c04fd430c8",
    "nope",
  ],
  hostname: ["example.com", "a", "-bad.com", "under_score.com", "x".repeat(64)],
  ipv4: ["10.0.0.1", "256.0.0.1", "010.0.0.1", "::1"],
  ipv6: ["::1", "fe80::1%eth0", "10.0.0.1", "2001:db8::zz"],
  cidr: ["10.0.0.0/8", "10.0.0.1/33", "::/0", "10.0.0.0"],
  mac: ["00:1a:2b:3c:4d:5e", "00-1A-2B-3C-4D-5E", "001a.2b3c.4d5e", "00:1a:2b"],
  email: ["a@example.com", "not-an-email", "A <a@example.com>"],
  uri: ["https://example.com/x", "relative/path", "::", "http://[::1]:80"],
  byte: ["aGVsbG8=", "aGVsbG8", "not base64!", ""],
  duration: ["1h", "3d", "1.5h", "h", "-2m"],
  "k8s-short-name": ["abc", "Abc", "a-b", "a.b", "x".repeat(64)],
  "k8s-long-name": ["a.b.c", "A.b", "a..b", "x".repeat(254)],
};

/** Strings that sit on length and pattern edges: multi-byte runes, empty, long. */
const awkwardStrings = [
  "",
  "é",
  "ÿÿ",
  "日本語",
  "ab",
  "abcde",
  "abcdef",
  "a-1",
  "A-1",
  "a-12",
  " ",
  "x".repeat(300),
];

export class ValueMaker {
  private budget: number;
  // How deep values go: a deeper schema gets no value there.
  protected maxDepth = 7;
  // How likely an optional property is written, at a depth.
  protected optionalChance: (depth: number) => number = () => 0.45;
  // At most one mistake per object stops decoding: with two, which one the server names depends on Go's map order.
  private decodeMistake = false;
  constructor(
    private readonly next: () => number,
    private readonly mutate: boolean,
    budget = 200,
  ) {
    this.budget = budget;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(values: readonly T[]): T {
    return values[this.integer(0, values.length - 1)] as T;
  }

  /** A value for `schema`, or undefined when the budget is spent. */
  value(schema: JSONSchemaProps | undefined, depth = 0): unknown {
    if (schema === undefined || depth > this.maxDepth || this.budget <= 0) return undefined;
    this.budget--;
    if (this.mutate && this.chance(1 / 10)) return this.mistake(schema);
    if (this.chance(1 / 25)) return null;
    return this.validValue(schema, depth);
  }

  private validValue(schema: JSONSchemaProps, depth: number): unknown {
    if (Array.isArray(schema.enum) && schema.enum.length > 0 && !this.chance(1 / 8)) {
      return this.pick(schema.enum);
    }
    if (schema["x-kubernetes-int-or-string"] === true) {
      return this.pick([0, 3, -1, "25%", "", "1", 1.5, 2 ** 31, "x".repeat(3)]);
    }
    if (schema["x-kubernetes-embedded-resource"] === true) return this.embeddedValue(schema, depth);
    switch (schema.type) {
      case "object":
        return this.objectValue(schema, depth);
      case "array":
        return this.arrayValue(schema, depth);
      case "string":
        return this.stringValue(schema);
      case "integer":
        return this.numberValue(schema, true);
      case "number":
        return this.numberValue(schema, false);
      case "boolean":
        return this.chance(0.5);
      default:
        if (schema["x-kubernetes-preserve-unknown-fields"] === true) {
          return this.pick([{ a: 1, b: [1, "x", null] }, "free", 3, [{ x: null }], true]);
        }
        return this.pick([{}, "s", 1]);
    }
  }

  private numberValue(schema: JSONSchemaProps, integer: boolean): number {
    const candidates: number[] = [0, 1, -1, 7, 1000];
    for (const bound of [schema.minimum, schema.maximum]) {
      if (typeof bound === "number") candidates.push(bound, bound + 1, bound - 1, bound + 0.5);
    }
    if (typeof schema.multipleOf === "number") {
      candidates.push(schema.multipleOf * 3, schema.multipleOf * 2 + 1);
    }
    if (schema.format === "int32") candidates.push(2 ** 31, -(2 ** 31) - 1, 2 ** 31 - 1);
    if (!integer) candidates.push(0.1, 1.25, 1e21, 1e-7);
    else candidates.push(2 ** 53);
    const value = this.pick(candidates);
    return integer ? Math.trunc(value) : value;
  }

  private stringValue(schema: JSONSchemaProps): string {
    const samples = typeof schema.format === "string" ? formatSamples[schema.format] : undefined;
    if (samples !== undefined && !this.chance(1 / 6)) return this.pick(samples) as string;
    if (typeof schema.pattern === "string" && this.chance(0.5)) {
      return this.pick(["abc-1", "a-9", "abc", "ABC-1"]);
    }
    if (this.chance(0.5)) return this.pick(awkwardStrings.slice(0, -1));
    const alphabet = ["a", "b", "z", "0", "9", "-", ".", "é"];
    let out = "";
    for (let i = this.integer(0, 8); i > 0; i--) out += this.pick(alphabet);
    return out;
  }

  private objectValue(schema: JSONSchemaProps, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const [name, property] of Object.entries(properties)) {
      if (name === "metadata" || name === "apiVersion" || name === "kind") continue;
      if (!(required.has(name) && !this.chance(1 / 10)) && !this.chance(this.optionalChance(depth))) continue;
      const value = this.value(property, depth + 1);
      if (value !== undefined) out[name] = value;
    }
    if (isObject(schema.additionalProperties)) {
      const additional = schema.additionalProperties as JSONSchemaProps;
      for (let i = this.integer(0, 3); i > 0; i--) {
        const value = this.value(additional, depth + 1);
        if (value !== undefined) out[this.pick(["a", "b", "key-1", "K", "é"])] = value;
      }
    }
    const preserves = schema["x-kubernetes-preserve-unknown-fields"] === true;
    if ((this.mutate || preserves) && this.chance(1 / 5)) {
      out[this.pick(["zzUnknown", "Spec", "extra"])] = this.pick([1, "x", { y: [1, { z: null }] }, null]);
    }
    return out;
  }

  private embeddedValue(schema: JSONSchemaProps, depth: number): Record<string, unknown> {
    const out = this.objectValue(schema, depth);
    // apiVersion and kind that are no strings, and bad metadata, stop decoding (a BadRequest): only as mistakes.
    if (!this.chance(1 / 8)) out.apiVersion = this.undecodable(["v1", "apps/v1", "example.com/v1", ""]);
    if (!this.chance(1 / 8)) out.kind = this.undecodable(["ConfigMap", "Deployment", ""]);
    if (this.chance(0.7)) out.metadata = this.metadata(false, depth);
    return out;
  }

  // One of `good`, or (once per object, when making mistakes) a number, which does not decode as a string.
  private undecodable(good: readonly string[]): string | number {
    if (!this.mutate || this.decodeMistake || !this.chance(1 / (good.length + 1))) return this.pick(good);
    this.decodeMistake = true;
    return 3;
  }

  private arrayValue(schema: JSONSchemaProps, depth: number): unknown[] {
    const items = isObject(schema.items) ? (schema.items as JSONSchemaProps) : undefined;
    const max = typeof schema.maxItems === "number" ? Math.min(schema.maxItems + 1, 5) : 4;
    const list: unknown[] = [];
    for (let i = this.integer(0, max); i > 0; i--) {
      const value = this.value(items, depth + 1);
      if (value !== undefined) list.push(value);
    }
    if (list.length > 0 && this.chance(1 / 5)) list.push(structuredClone(list[0]));
    return list;
  }

  private mistake(schema: JSONSchemaProps): unknown {
    switch (schema.type) {
      case "integer":
      case "number":
        return this.pick(["seven", 1e12, -1e12, 1.5, true, 2 ** 63]);
      case "string":
        return this.pick([this.integer(-9, 9), "x".repeat(300), false, { a: 1 }]);
      case "object":
        return this.pick(["text", 3, [1]]);
      case "array":
        return this.pick(["text", { a: 1 }, 0]);
      default:
        return this.pick([true, "x", [null]]);
    }
  }

  /** ObjectMeta, mostly valid, with the server's edges when mutating. */
  metadata(root: boolean, depth = 0): Record<string, unknown> {
    const meta: Record<string, unknown> = {};
    const names = [
      "w1",
      "a.b-c",
      "x".repeat(63),
      "x".repeat(254),
      "Upper",
      "-lead",
      "a_b",
      "a..b",
      "é",
      "ok-1",
      "a/b",
      "..",
    ];
    const name = this.mutate && this.chance(0.3) ? this.pick(names) : `obj-${this.integer(0, 99)}`;
    if (!this.chance(1 / 8)) meta.name = name;
    else meta.generateName = this.pick(["gen-", "Gen-", "x".repeat(70), "a.", "", "é-"]);
    if (this.chance(1 / 10)) meta.generateName = this.pick(["gen-", "bad_", "x".repeat(70)]);
    if (!root || !this.chance(0.3)) {
      // left as it is: the case decides the namespace
    }
    if (this.chance(0.5)) meta.labels = this.labels();
    if (this.chance(0.4)) meta.annotations = this.annotations();
    if (this.chance(0.25)) meta.finalizers = this.finalizers();
    if (this.chance(0.2)) meta.ownerReferences = this.ownerReferences();
    if (this.mutate && !this.decodeMistake && this.chance(0.15)) {
      this.decodeMistake = true;
      meta[
        this.pick([
          "unknownMeta",
          "Labels",
          "generation",
          "uid",
          "resourceVersion",
          "creationTimestamp",
          "selfLink",
          "deletionGracePeriodSeconds",
          "managedFields",
        ])
      ] = this.pick([
        -1,
        5,
        "x",
        "2024-01-02T03:04:05Z",
        null,
        [],
        {},
        [{ manager: "m", operation: "Apply" }],
      ]);
    }
    if (depth > 0 && this.chance(0.1)) meta.namespace = this.pick(["ns", "Bad_NS", ""]);
    return meta;
  }

  private labels(): Record<string, unknown> {
    const keys = [
      "app",
      "example.com/app",
      "a/b/c",
      "Bad Key",
      "x".repeat(64),
      `${"d".repeat(254)}/k`,
      "-x",
      "k8s.io/",
      "/v",
    ];
    const values = ["v", "", "x".repeat(64), "bad value", "-v", "ok.v_1", "é"];
    const out: Record<string, unknown> = {};
    for (let i = this.integer(0, 3); i > 0; i--) {
      out[this.mutate ? this.pick(keys) : "app"] = this.mutate ? this.pick(values) : "v";
    }
    if (this.mutate && !this.decodeMistake && this.chance(1 / 12)) {
      this.decodeMistake = true;
      out.num = 3;
    }
    return out;
  }

  private annotations(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (let i = this.integer(0, 2); i > 0; i--) {
      out[this.mutate ? this.pick(["note", "Bad Key", "example.com/n", "x".repeat(64)]) : "note"] = this
        .mutate
        ? this.pick(["text", "", "x".repeat(100)])
        : "text";
    }
    if (this.mutate && this.chance(1 / 10)) out.huge = "y".repeat(256 * 1024);
    return out;
  }

  private finalizers(): unknown[] {
    const names = [
      "example.com/cleanup",
      "cleanup",
      "a.b",
      "kubernetes",
      "orphan",
      "foregroundDeletion",
      "Bad Name",
      "example.com/",
      "x/y/z",
    ];
    const list: unknown[] = [];
    for (let i = this.integer(1, 3); i > 0; i--) list.push(this.pick(names));
    if (this.chance(1 / 5)) list.push(list[0]);
    return list;
  }

  private ownerReferences(): unknown[] {
    const ref = (): Record<string, unknown> => {
      const out: Record<string, unknown> = {
        apiVersion: this.pick(["v1", "apps/v1", "", "a/b/c"]),
        kind: this.pick(["ConfigMap", "Deployment", ""]),
        name: this.pick(["owner", "", "Bad Name"]),
        uid: this.pick(["u1", "u2", ""]),
      };
      if (this.chance(0.3)) out.controller = this.chance(0.5);
      if (this.chance(0.2)) out.blockOwnerDeletion = true;
      return out;
    };
    const list: unknown[] = [];
    for (let i = this.integer(1, 3); i > 0; i--) list.push(ref());
    if (this.chance(1 / 4)) list.push(structuredClone(list[0]));
    return list;
  }
}
