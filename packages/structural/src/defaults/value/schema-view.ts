import type { JSONSchemaProps } from "../../model/schema-types.js";
import { isJsonObject } from "../../model/json-value.js";

/** `additionalProperties` as kube-openapi sees it. */
export interface AdditionalProperties {
  readonly allows: boolean;
  readonly schema: ValueSchema | undefined;
}

/**
 * The parts of a schema node that the value validator reads, as the API server hands them to kube-openapi
 * (`Structural.ToKubeOpenAPI`): `x-kubernetes-int-or-string` adds no type, junctor branches carry no
 * `additionalProperties`, array-form `items` does not exist.
 */
export interface ValueSchema {
  readonly types: readonly string[];
  readonly nullable: boolean;
  readonly format: string;
  readonly maximum: number | undefined;
  readonly exclusiveMaximum: boolean;
  readonly minimum: number | undefined;
  readonly exclusiveMinimum: boolean;
  readonly maxLength: number | undefined;
  readonly minLength: number | undefined;
  readonly pattern: string;
  readonly maxItems: number | undefined;
  readonly minItems: number | undefined;
  readonly uniqueItems: boolean;
  readonly multipleOf: number | undefined;
  readonly enum: readonly unknown[];
  readonly maxProperties: number | undefined;
  readonly minProperties: number | undefined;
  readonly required: readonly string[];
  readonly properties: ReadonlyMap<string, ValueSchema>;
  readonly additionalProperties: AdditionalProperties | undefined;
  readonly items: ValueSchema | undefined;
  readonly allOf: readonly ValueSchema[];
  readonly anyOf: readonly ValueSchema[];
  readonly oneOf: readonly ValueSchema[];
  readonly not: ValueSchema | undefined;
}

// Views are built once per schema node: every default re-validates its node's whole subtree, and defaults
// nest, so building views per call would convert the same subtrees over and over.
const views = new WeakMap<object, ValueSchema>();
const junctorViews = new WeakMap<object, ValueSchema>();

/** The validator's view of a schema node; `inJunctor` for nodes reached through allOf/anyOf/oneOf/not. */
export function valueSchema(raw: JSONSchemaProps | null | undefined, inJunctor = false): ValueSchema {
  if (!isJsonObject(raw)) return buildView(raw, inJunctor);
  const cache = inJunctor ? junctorViews : views;
  let view = cache.get(raw);
  if (view === undefined) {
    view = buildView(raw, inJunctor);
    cache.set(raw, view);
  }
  return view;
}

function buildView(raw: JSONSchemaProps | null | undefined, inJunctor: boolean): ValueSchema {
  const node: Partial<Record<keyof JSONSchemaProps, unknown>> = isJsonObject(raw) ? raw : {};
  return {
    types: nonEmptyString(node.type) ? [node.type] : [],
    nullable: node.nullable === true,
    format: nonEmptyString(node.format) ? node.format : "",
    maximum: num(node.maximum),
    exclusiveMaximum: node.exclusiveMaximum === true,
    minimum: num(node.minimum),
    exclusiveMinimum: node.exclusiveMinimum === true,
    maxLength: int(node.maxLength),
    minLength: int(node.minLength),
    pattern: nonEmptyString(node.pattern) ? node.pattern : "",
    maxItems: int(node.maxItems),
    minItems: int(node.minItems),
    uniqueItems: node.uniqueItems === true,
    multipleOf: num(node.multipleOf),
    enum: Array.isArray(node.enum) ? node.enum : [],
    maxProperties: int(node.maxProperties),
    minProperties: int(node.minProperties),
    required: Array.isArray(node.required) ? node.required.filter((r) => typeof r === "string") : [],
    properties: propertiesOf(node.properties, inJunctor),
    additionalProperties: inJunctor ? undefined : additionalOf(node.additionalProperties),
    items: isJsonObject(node.items) ? valueSchema(node.items, inJunctor) : undefined,
    allOf: branches(node.allOf),
    anyOf: branches(node.anyOf),
    oneOf: branches(node.oneOf),
    not: isJsonObject(node.not) ? valueSchema(node.not, true) : undefined,
  };
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function int(value: unknown): number | undefined {
  const n = num(value);
  return n === undefined ? undefined : Math.trunc(n);
}

function propertiesOf(value: unknown, inJunctor: boolean): ReadonlyMap<string, ValueSchema> {
  const map = new Map<string, ValueSchema>();
  if (!isJsonObject(value)) return map;
  for (const [key, sub] of Object.entries(value)) {
    if (isJsonObject(sub)) map.set(key, valueSchema(sub, inJunctor));
  }
  return map;
}

function additionalOf(value: unknown): AdditionalProperties | undefined {
  if (value === true || value === false) return { allows: value, schema: undefined };
  if (isJsonObject(value)) return { allows: true, schema: valueSchema(value) };
  return undefined;
}

function branches(value: unknown): ValueSchema[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isJsonObject).map((branch) => valueSchema(branch, true));
}
