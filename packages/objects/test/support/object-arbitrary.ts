import fc from "fast-check";
import type { JSONSchemaProps } from "@crdgen/structural";

// Objects that a schema describes, with the mistakes users make mixed in: unknown fields, values of the wrong
// type, out-of-range numbers and repeated list items.
//
// Values are built lazily from a seed rather than from a tree of fast-check arbitraries: corpus schemas have
// thousands of nodes, and building one arbitrary per node (per depth) took minutes before the first run. A
// node budget bounds each object to a few kilobytes. fast-check still picks, reports and replays the seed.

const maxDepth = 6;
const nodeBudget = 300;

interface Options {
  /** Make mistakes as well as valid values. */
  readonly mutate: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An arbitrary value for `schema`. */
export function valueFor(schema: JSONSchemaProps | undefined, options: Options): fc.Arbitrary<unknown> {
  return fc
    .noShrink(fc.integer({ min: 0, max: 0x7fffffff }))
    .map((seed) => new ValueGenerator(seed, options).value(schema, 0));
}

/** mulberry32: a small deterministic generator, enough for test data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class ValueGenerator {
  private readonly next: () => number;
  private budget = nodeBudget;

  constructor(
    seed: number,
    private readonly options: Options,
  ) {
    this.next = random(seed);
  }

  value(schema: JSONSchemaProps | undefined, depth: number): unknown {
    if (schema === undefined || depth > maxDepth || this.budget <= 0) return undefined;
    this.budget--;
    if (this.options.mutate && this.chance(1 / 13)) return this.mistake(schema);
    if (schema.nullable === true && this.chance(1 / 10)) return null;
    return this.validValue(schema, depth);
  }

  private chance(p: number): boolean {
    return this.next() < p;
  }

  private integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  private pick<T>(values: readonly T[]): T {
    return values[this.integer(0, values.length - 1)] as T;
  }

  private string(min: number, max: number): string {
    const alphabet = ["a", "b", "c", "x", "y", "z", "0", "1", "9", "-", "_", ".", " ", "Ω", "é"];
    const length = this.integer(min, max);
    let out = "";
    for (let i = 0; i < length; i++) out += this.pick(alphabet);
    return out;
  }

  private validValue(schema: JSONSchemaProps, depth: number): unknown {
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return this.pick(schema.enum);
    if (schema["x-kubernetes-int-or-string"] === true) {
      return this.chance(0.5) ? this.integer(0, 100) : this.pick(["25%", "1"]);
    }
    switch (schema.type) {
      case "object":
        return this.objectValue(schema, depth);
      case "array":
        return this.arrayValue(schema, depth);
      case "string":
        return this.stringValue(schema);
      case "integer":
        return this.integer(bound(schema.minimum, -5), bound(schema.maximum, 1000));
      case "number": {
        const min = bound(schema.minimum, -5);
        return min + this.next() * (bound(schema.maximum, 1000) - min);
      }
      case "boolean":
        return this.chance(0.5);
      default:
        return this.pick([{}, this.string(0, 4), this.integer(-100, 100)]);
    }
  }

  private stringValue(schema: JSONSchemaProps): string {
    if (schema.format === "date-time") return "2024-01-02T03:04:05Z";
    const min = typeof schema.minLength === "number" ? Math.min(schema.minLength, 20) : 0;
    const max = typeof schema.maxLength === "number" ? Math.max(min, Math.min(schema.maxLength, 24)) : 12;
    return this.string(min, max);
  }

  private objectValue(schema: JSONSchemaProps, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    if (schema["x-kubernetes-embedded-resource"] === true) {
      Object.assign(out, { apiVersion: "v1", kind: "ConfigMap", metadata: { name: "embedded" } });
    }
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const [name, property] of Object.entries(properties)) {
      if (!required.has(name) && !this.chance(1 / 3)) continue;
      const value = this.value(property, depth + 1);
      if (value !== undefined) out[name] = value;
    }
    if (isObject(schema.additionalProperties)) {
      const additional = schema.additionalProperties as JSONSchemaProps;
      for (let i = this.integer(0, 2); i > 0; i--) {
        const value = this.value(additional, depth + 1);
        if (value !== undefined) out[this.pick(["a", "b", "key-1"])] = value;
      }
    }
    const mayHaveUnknown = this.options.mutate || schema["x-kubernetes-preserve-unknown-fields"] === true;
    if (mayHaveUnknown && this.chance(1 / 5)) {
      out.zzUnknown = this.pick([this.integer(-9, 9), this.string(0, 3), { x: 1 }]);
    }
    return out;
  }

  private arrayValue(schema: JSONSchemaProps, depth: number): unknown[] {
    const items = isObject(schema.items) ? (schema.items as JSONSchemaProps) : undefined;
    const max = typeof schema.maxItems === "number" ? Math.min(schema.maxItems, 3) : 3;
    const list: unknown[] = [];
    for (let i = this.integer(0, Math.max(0, max)); i > 0; i--) {
      const value = this.value(items, depth + 1);
      if (value !== undefined) list.push(value);
    }
    // A repeated first item: the mistake list-type sets and maps exist to catch.
    if (this.options.mutate && list.length > 0 && this.chance(1 / 6)) list.push(structuredClone(list[0]));
    return list;
  }

  private mistake(schema: JSONSchemaProps): unknown {
    switch (schema.type) {
      case "integer":
      case "number":
        return this.pick(["seven", 1e12, -1e12, 1.5]);
      case "string":
        return this.pick([this.integer(-9, 9), "x".repeat(300)]);
      case "object":
        return this.pick(["text", 3, [1]]);
      case "array":
        return this.pick(["text", { a: 1 }]);
      default:
        return this.pick([true, "x"]);
    }
  }
}

const bound = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) ? Math.max(-1e6, Math.min(1e6, value)) : fallback;
