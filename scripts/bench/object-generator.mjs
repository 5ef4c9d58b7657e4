// Objects for the validate benchmark, generated from the corpus CRDs' schemas with a seeded random source, so
// that every run (and every machine) validates the same objects. Each object aims at a size drawn between
// 1 KB and 50 KB (log-uniform: most are small, some large); schemas too small to reach it give what they can.
// Values follow the schema's types, enums, bounds, lengths and formats; a few carry the mistakes users make
// (an unknown field, a value of the wrong type), so that the refusal path is measured too.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";

/** mulberry32: a small, fast, seeded generator of floats in [0, 1). */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

/** The served versions with a schema of every CRD under `dir`, in file order: the kinds objects are made of. */
export function corpusKinds(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name))
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
  const kinds = [];
  for (const file of files) {
    for (const crd of yaml.loadAll(readFileSync(file, "utf8"))) {
      if (!isObject(crd) || crd.kind !== "CustomResourceDefinition" || !isObject(crd.spec)) continue;
      const { group, names, scope, versions } = crd.spec;
      for (const version of Array.isArray(versions) ? versions : []) {
        const schema = version?.schema?.openAPIV3Schema;
        if (version.served !== true || !isObject(schema)) continue;
        kinds.push({
          apiVersion: `${group}/${version.name}`,
          kind: names.kind,
          namespaced: scope === "Namespaced",
          schema,
        });
      }
    }
  }
  return kinds;
}

class ValueMaker {
  constructor(random, fill) {
    this.random = random;
    // How full objects and lists are: the chance of an optional property, and the most items of a list.
    this.fill = fill;
  }

  pick(list) {
    return list[Math.floor(this.random() * list.length)];
  }

  int(min, max) {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  value(schema, depth) {
    if (!isObject(schema)) return undefined;
    if (schema.nullable === true && this.random() < 0.03) return null;
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return this.pick(schema.enum);
    if (schema["x-kubernetes-int-or-string"] === true) return this.random() < 0.5 ? this.int(0, 100) : "25%";
    const type = schema.type ?? (isObject(schema.properties) ? "object" : undefined);
    switch (type) {
      case "object":
        return this.object(schema, depth);
      case "array":
        return this.array(schema, depth);
      case "string":
        return this.string(schema);
      case "integer":
        return this.int(bound(schema.minimum, 0), bound(schema.maximum, 1000));
      case "number":
        return bound(schema.minimum, 0) + Math.round(this.random() * 1000) / 8;
      case "boolean":
        return this.random() < 0.5;
      default:
        return this.pick(["x", 1, { a: "b" }]);
    }
  }

  object(schema, depth) {
    const out = {};
    if (schema["x-kubernetes-embedded-resource"] === true) {
      Object.assign(out, { apiVersion: "v1", kind: "ConfigMap", metadata: { name: "embedded" } });
    }
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const properties = isObject(schema.properties) ? schema.properties : {};
    for (const [name, property] of Object.entries(properties)) {
      if (name === "metadata" && depth === 0) continue;
      // Optional fields stop at a depth, so that deep schemas give objects of a bounded size; required
      // fields are always there (CRD schemas are finite trees), and so are valid objects.
      if (!required.has(name) && (depth > 8 || this.random() > this.fill.optional)) continue;
      // A pattern is not something to generate strings for: optional fields with one are left out.
      if (!required.has(name) && typeof property?.pattern === "string") continue;
      const value = this.value(property, depth + 1);
      if (value !== undefined) out[name] = value;
    }
    if (isObject(schema.additionalProperties) && depth <= 8) {
      const count = this.int(0, this.fill.items);
      for (let i = 0; i < count; i++) {
        const value = this.value(schema.additionalProperties, depth + 1);
        if (value !== undefined) out[`key-${i}`] = value;
      }
    }
    return out;
  }

  array(schema, depth) {
    const max =
      typeof schema.maxItems === "number" ? Math.min(schema.maxItems, this.fill.items) : this.fill.items;
    const min = typeof schema.minItems === "number" ? Math.min(schema.minItems, max) : 0;
    const count = depth > 8 ? min : this.int(min, max);
    const out = [];
    for (let i = 0; i < count; i++) {
      const value = this.value(schema.items, depth + 1);
      if (value === undefined) break;
      // Lists that are sets need distinct items; a unique suffix keeps free-form strings apart.
      const free = typeof value === "string" && !Array.isArray(schema.items?.enum);
      out.push(free ? `${value}${i}` : value);
    }
    return out;
  }

  string(schema) {
    switch (schema.format) {
      case "date-time":
        return "2024-01-02T03:04:05Z";
      case "int-or-string":
        return "25%";
      default: {
        const min = typeof schema.minLength === "number" ? schema.minLength : 0;
        const max = typeof schema.maxLength === "number" ? schema.maxLength : 24;
        const length = this.int(Math.min(min, 64), Math.max(Math.min(min, 64), Math.min(max, 24)));
        let text = "";
        while (text.length < length) text += this.pick(words);
        return text.slice(0, length);
      }
    }
  }
}

const words = ["alpha", "beta", "gamma", "delta", "-", "node", "web", "7", "x"];
const bound = (value, fallback) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

/** An object of `kind` of about `target` bytes of YAML, the `index`th of the run. */
function makeObject(random, kind, index, target) {
  let fill = { optional: 0.3, items: 1 };
  let best;
  for (let attempt = 0; attempt < 6; attempt++) {
    const maker = new ValueMaker(random, fill);
    const object = { ...maker.object(kind.schema, 0) };
    object.apiVersion = kind.apiVersion;
    object.kind = kind.kind;
    object.metadata = { name: `object-${index}`, ...(kind.namespaced ? { namespace: "bench" } : {}) };
    const text = yaml.dump(object, { noRefs: true, lineWidth: -1 });
    if (best === undefined || Math.abs(text.length - target) < Math.abs(best.text.length - target)) {
      best = { object, text };
    }
    if (text.length >= target) break;
    fill = { optional: Math.min(1, fill.optional + 0.25), items: fill.items * 2 + 1 };
  }
  return best;
}

// One object in ten carries a mistake: an unknown field (pruned, warned about) or a value of the wrong type.
function addMistake(random, object) {
  if (random() < 0.5) object.spec = { ...(isObject(object.spec) ? object.spec : {}), unknownBenchField: 1 };
  else object.metadata = { ...object.metadata, labels: { "bad label!": "x" } };
}

/**
 * Writes `count` objects, one YAML file each, into `dir` (made if missing), from the kinds of `corpusDir`, with
 * the seed `seed`. Returns the number of files and their sizes in bytes (total, smallest, median, largest).
 */
export function writeObjects(dir, corpusDir, { count = 10000, seed = 1 } = {}) {
  const kinds = corpusKinds(corpusDir);
  const random = seededRandom(seed);
  mkdirSync(dir, { recursive: true });
  const sizes = [];
  for (let i = 0; i < count; i++) {
    const kind = kinds[Math.floor(random() * kinds.length)];
    const target = Math.round(1024 * Math.exp(random() * Math.log(50)));
    let { object, text } = makeObject(random, kind, i, target);
    if (random() < 0.1) {
      addMistake(random, object);
      text = yaml.dump(object, { noRefs: true, lineWidth: -1 });
    }
    writeFileSync(join(dir, `object-${String(i).padStart(5, "0")}.yaml`), text);
    sizes.push(Buffer.byteLength(text));
  }
  sizes.sort((a, b) => a - b);
  return {
    files: count,
    kinds: kinds.length,
    totalBytes: sizes.reduce((a, b) => a + b, 0),
    smallest: sizes[0],
    median: sizes[Math.floor(sizes.length / 2)],
    largest: sizes.at(-1),
  };
}
