// Values and schemas for the differential tests of the decoding passes (pruning, nulls, defaulting): generated
// values, and schemas that describe them in part, with the extensions and keywords the passes read.
import fc from "fast-check";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

/** Uniform draws in [0, 1). */
export type Draw = () => number;

// A schema for `value`: some object keys left out (pruned), some added (defaulted), some nodes nullable,
// defaulted (a null default counts as none), embedded resources, preserving unknown fields, or with additionalProperties (a schema,
// true or false) in place of properties.
export function schemaFor(value: unknown, draw: Draw, depth = 0): JSONSchemaProps {
  const node: JSONSchemaProps = {};
  if (draw() < 0.3) node.nullable = true;
  const dflt = draw();
  if (dflt < 0.1) node.default = "d";
  else if (dflt < 0.15) node.default = null;
  if (Array.isArray(value)) {
    return { ...node, type: "array", items: schemaFor(value[0] ?? null, draw, depth + 1) };
  }
  if (value === null || typeof value !== "object" || depth > 6) return node;
  const entries: [string, unknown][] = Object.entries(value);
  const shape = draw();
  if (shape < 0.15) {
    const first = entries[0]?.[1] ?? null;
    return { ...node, type: "object", additionalProperties: schemaFor(first, draw, depth + 1) };
  }
  if (shape < 0.2) return { ...node, type: "object", additionalProperties: draw() < 0.5 };
  const properties: Record<string, JSONSchemaProps> = {};
  for (const [key, item] of entries) {
    if (draw() < 0.7) properties[key] = schemaFor(item, draw, depth + 1);
  }
  // A property the value does not have, which defaulting may add.
  if (draw() < 0.3) properties.z = { default: draw() < 0.5 ? "d" : { a: 1 } };
  const object: JSONSchemaProps = { ...node, type: "object", properties };
  if (draw() < 0.2) object["x-kubernetes-preserve-unknown-fields"] = true;
  if (draw() < 0.15) object["x-kubernetes-embedded-resource"] = true;
  return object;
}

// Objects whose keys include the embedded-resource fields and nulls, the values both passes single out.
const keys = fc.constantFrom("a", "b", "c", "apiVersion", "kind", "metadata", "__proto__");
const leaf = fc.oneof(fc.constant(null), fc.constant(null), fc.integer(), fc.string({ maxLength: 3 }));
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(keys, tie("value"), { maxKeys: 5 }),
  ),
}));
/** A resource-like value: an object, with the embedded-resource fields and nulls among its keys and values. */
export const resourceValue = fc.dictionary(keys, value, { maxKeys: 6 });

// Uniform draws in [0, 1) from a seed (mulberry32): fast-check's own numbers lean to their bounds, which would
// make nearly every node nullable and defaulted.
export function seededDraw(seed: number): Draw {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
