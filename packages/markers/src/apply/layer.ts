import type { JSONSchemaProps, ValidationRule } from "@crdgen/structural";

/*
 * Value validations that one layer of markers never replaces in the schema below it. When a field (or an
 * alias) and the type it refers to both set one of them, controller-gen flattens the reference into an
 * `allOf` and moves the pair out of the node: the type's values in one entry, the layer's in the next
 * (controller-tools pkg/crd/flatten.go). Bounds are pointers in Go, never equal, so they stay twice even
 * when equal; `pattern` and `format` are strings, and an equal one stays once, as does an equal
 * `minProperties` or `maxProperties` (compared by value since 3765c8c2). `enum` is merged apart
 * (flattenAllOfInto at 434758187ddd, since v0.21.0): the type's enum is flattened first and an enum the
 * layer sets only fills an empty one, so where both set one the type's stays and the layer's is dropped.
 */
const keptEvenWhenEqual = [
  "maximum",
  "minimum",
  "multipleOf",
  "maxLength",
  "minLength",
  "maxItems",
  "minItems",
] as const;
const keptWhenDifferent = ["pattern", "format", "maxProperties", "minProperties"] as const;
const keptKeywords = [...keptEvenWhenEqual, ...keptWhenDifferent];

type KeptKeyword = (typeof keptKeywords)[number];

/** What the schema below a layer says that the layer's markers must not overwrite. */
export interface Below {
  readonly kept: Readonly<Partial<Record<KeptKeyword, unknown>>>;
  readonly enum?: unknown;
  readonly rules: readonly ValidationRule[];
}

/**
 * Takes the kept keywords (but those the layer's markers read, `leave`) and the CEL rules out of `schema`
 * (changing it), so that the layer's markers apply where they are blank and what they set shows;
 * {@link mergeLayer} puts them back.
 */
export function takeBelow(schema: JSONSchemaProps, leave: readonly string[]): Below {
  const kept: Partial<Record<KeptKeyword, unknown>> = {};
  const record = schema as Record<string, unknown>;
  for (const keyword of keptKeywords) {
    if (leave.includes(keyword)) continue;
    if (record[keyword] !== undefined && record[keyword] !== null) kept[keyword] = record[keyword];
    Reflect.deleteProperty(schema, keyword);
  }
  const rules = schema["x-kubernetes-validations"] ?? [];
  delete schema["x-kubernetes-validations"];
  // Go tests len(Enum): an empty enum below counts as none, and the layer's may replace it
  const values = leave.includes("enum") ? undefined : schema.enum;
  if (!Array.isArray(values) || values.length === 0) return { kept, rules };
  delete schema.enum;
  return { kept, enum: values, rules };
}

/**
 * Merges the schema a layer of markers made with what was below it, as controller-gen merges a node with
 * the type it references: the layer's CEL rules come before the type's; a kept keyword both set stays
 * twice, the type's value and the layer's side by side in an `allOf` (so a field never loosens its type's
 * limit); a keyword one of them set stays on the node; the type's enum wins over the layer's. Changes
 * `layered`; true when it dropped the layer's enum for the type's.
 */
export function mergeLayer(layered: JSONSchemaProps, below: Below): boolean {
  const record = layered as Record<string, unknown>;
  const droppedEnum = below.enum !== undefined && Array.isArray(layered.enum) && layered.enum.length > 0;
  if (below.enum !== undefined) record.enum = below.enum;
  const typeSide: Record<string, unknown> = {};
  const layerSide: Record<string, unknown> = {};
  for (const keyword of keptKeywords) {
    const mine = record[keyword] ?? undefined;
    const theirs = below.kept[keyword];
    if (theirs === undefined || sameValue(keyword, mine, theirs)) continue;
    if (mine === undefined) {
      record[keyword] = theirs;
      continue;
    }
    typeSide[keyword] = theirs;
    layerSide[keyword] = mine;
    Reflect.deleteProperty(layered, keyword);
  }
  const rules = [...(layered["x-kubernetes-validations"] ?? []), ...below.rules];
  if (rules.length > 0) layered["x-kubernetes-validations"] = rules;
  if (Object.keys(layerSide).length > 0) layered.allOf = [...(layered.allOf ?? []), typeSide, layerSide];
  return droppedEnum;
}

function sameValue(keyword: KeptKeyword, a: unknown, b: unknown): boolean {
  return (keptWhenDifferent as readonly string[]).includes(keyword) && a === b;
}
