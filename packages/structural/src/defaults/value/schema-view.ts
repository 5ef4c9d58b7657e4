import type { JSONSchemaProps } from "../../model/schema-types.js";
import { isJsonObject } from "../../model/json-value.js";

/** `additionalProperties` as kube-openapi sees it. */
export interface AdditionalProperties {
  readonly allows: boolean;
  readonly schema: ValueSchema | undefined;
}

/** The declared properties of a node as the validator sees them (only object-valued entries count). */
export interface PropertySchemas {
  has(name: string): boolean;
  get(name: string): ValueSchema | undefined;
  /** The property names, in the input's order. */
  names(): readonly string[];
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
  readonly properties: PropertySchemas;
  /** What {@link schemasBelow} needs: the node, and its schemas below once converted. */
  readonly node: RawNode;
  readonly inJunctor: boolean;
  below: BelowSchemas | undefined;
}

/** The schemas a node leads to besides its properties. */
export interface BelowSchemas {
  readonly additionalProperties: AdditionalProperties | undefined;
  readonly items: ValueSchema | undefined;
  readonly allOf: readonly ValueSchema[];
  readonly anyOf: readonly ValueSchema[];
  readonly oneOf: readonly ValueSchema[];
  readonly not: ValueSchema | undefined;
}

// Views are built once per schema node: every default re-validates its node's whole subtree, and defaults
// nest, so building views per call would convert the same subtrees over and over. A view converts the
// node's own keywords at once and the nodes below it when the validator first goes there: a default rarely
// reaches far into its schema, and a default at the top of a large schema would otherwise convert all of it.
const views = new WeakMap<object, ValueSchema>();
const junctorViews = new WeakMap<object, ValueSchema>();

/** The validator's view of a schema node; `inJunctor` for nodes reached through allOf/anyOf/oneOf/not. */
export function valueSchema(raw: JSONSchemaProps | null | undefined, inJunctor = false): ValueSchema {
  if (!isJsonObject(raw)) return buildView({}, inJunctor);
  const cache = inJunctor ? junctorViews : views;
  let view = cache.get(raw);
  if (view === undefined) {
    view = buildView(raw, inJunctor);
    cache.set(raw, view);
  }
  return view;
}

type RawNode = Partial<Record<keyof JSONSchemaProps, unknown>>;

/** The schemas a view leads to besides its properties, converted when first asked for. */
export function schemasBelow(view: ValueSchema): BelowSchemas {
  view.below ??= belowOf(view.node, view.inJunctor);
  return view.below;
}

function buildView(node: RawNode, inJunctor: boolean): ValueSchema {
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
    properties: new PropertyViews(isJsonObject(node.properties) ? node.properties : {}, inJunctor),
    node,
    inJunctor,
    below: undefined,
  };
}

function belowOf(node: RawNode, inJunctor: boolean): BelowSchemas {
  return {
    additionalProperties: inJunctor ? undefined : additionalOf(node.additionalProperties),
    items: isJsonObject(node.items) ? valueSchema(node.items, inJunctor) : undefined,
    allOf: branches(node.allOf),
    anyOf: branches(node.anyOf),
    oneOf: branches(node.oneOf),
    not: isJsonObject(node.not) ? valueSchema(node.not, true) : undefined,
  };
}

class PropertyViews implements PropertySchemas {
  #names: readonly string[] | undefined;

  constructor(
    private readonly raw: Readonly<Record<string, unknown>>,
    private readonly inJunctor: boolean,
  ) {}

  has(name: string): boolean {
    return Object.hasOwn(this.raw, name) && isJsonObject(this.raw[name]);
  }

  get(name: string): ValueSchema | undefined {
    return this.has(name) ? valueSchema(this.raw[name] as JSONSchemaProps, this.inJunctor) : undefined;
  }

  names(): readonly string[] {
    this.#names ??= Object.keys(this.raw).filter((name) => isJsonObject(this.raw[name]));
    return this.#names;
  }
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

function additionalOf(value: unknown): AdditionalProperties | undefined {
  if (value === true || value === false) return { allows: value, schema: undefined };
  if (isJsonObject(value)) return { allows: true, schema: valueSchema(value) };
  return undefined;
}

function branches(value: unknown): ValueSchema[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isJsonObject).map((branch) => valueSchema(branch, true));
}
