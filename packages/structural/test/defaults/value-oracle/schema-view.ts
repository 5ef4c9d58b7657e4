import type { JSONSchemaProps } from "../../../src/model/schema-types.js";
import { compareGoStrings, isJsonObject } from "../../../src/model/json-value.js";
import { isKnownFormat } from "../../../src/defaults/formats/registry.js";
import { supportedFormat } from "../../../src/defaults/formats/supported.js";

/** `additionalProperties` as kube-openapi sees it. */
interface AdditionalProperties {
  readonly allows: boolean;
  readonly schema: ValueSchema | undefined;
}

/** The declared properties of a node as the validator sees them (only object-valued entries count). */
interface PropertySchemas {
  has(name: string): boolean;
  get(name: string): ValueSchema | undefined;
  /** The property names, in the input's order. */
  names(): readonly string[];
  /** The property names in Go's byte order. */
  sortedNames(): readonly string[];
  /** The index of `name` in {@link sortedNames}; undefined when it is no declared property. */
  sortedIndex(name: string): number | undefined;
  /** The view of the property at `index` of {@link sortedNames}. */
  sortedView(index: number): ValueSchema;
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
  /** Whether kube-openapi's format validator knows {@link format} (decided once per node, not per value). */
  readonly formatKnown: boolean;
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
  /** Whether the node has allOf, anyOf, oneOf or not branches (schema objects). */
  readonly hasJunctors: boolean;
  /** What {@link schemasBelow} needs: the node, the views it belongs to, and its schemas below once converted. */
  readonly node: RawNode;
  readonly inJunctor: boolean;
  readonly views: SchemaViews;
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

/**
 * The validator's views of the nodes of schemas, built once per node for as long as the owner keeps this
 * object: one validation call (`validateValue`) or one walk over a schema's defaults (`validateDefaults`).
 * Every default re-validates its node's whole subtree, and defaults nest, so building views per default would
 * convert the same subtrees over and over. A view converts the node's own keywords at once and the nodes below
 * it when the validator first goes there: a default rarely reaches far into its schema. The cache must not
 * outlive the call: callers (editors, linters) mutate their schemas between calls, and a view is a snapshot.
 * The one exception is a catalog of CRDs read for one run (`customResourceViews`), whose schemas nobody edits.
 */
export class SchemaViews {
  readonly #views = new Map<object, ValueSchema>();
  readonly #junctorViews = new Map<object, ValueSchema>();
  readonly #typeLists = new Map<string, readonly string[]>();

  /**
   * `customResource`: the nodes as the object validator's conversion (validation.ConvertJSONSchemaPropsWithPostProcess)
   * writes them: `x-kubernetes-int-or-string` gives the types integer and string, and unsupported formats are
   * dropped; the defaults' validator (Structural.ToKubeOpenAPI) does neither.
   */
  constructor(readonly options: { readonly customResource?: boolean } = {}) {}

  /** `[type]`, one array per type name for all the views: views never change their types. */
  typeList(type: string): readonly string[] {
    let types = this.#typeLists.get(type);
    if (types === undefined) {
      types = [type];
      this.#typeLists.set(type, types);
    }
    return types;
  }

  /** The view of a schema node; `inJunctor` for nodes reached through allOf/anyOf/oneOf/not. */
  of(raw: JSONSchemaProps | null | undefined, inJunctor = false): ValueSchema {
    if (!isJsonObject(raw)) return buildView({}, inJunctor, this);
    const cache = inJunctor ? this.#junctorViews : this.#views;
    let view = cache.get(raw);
    if (view === undefined) {
      view = buildView(raw, inJunctor, this);
      cache.set(raw, view);
    }
    return view;
  }
}

type RawNode = Partial<Record<keyof JSONSchemaProps, unknown>>;

/** The schemas a view leads to besides its properties, converted when first asked for. */
export function schemasBelow(view: ValueSchema): BelowSchemas {
  view.below ??= belowOf(view.node, view.inJunctor, view.views);
  return view.below;
}

// Views are built for every schema node a value reaches (tens of thousands per run of a large corpus): the
// parts most nodes lack (properties, required names, junctors) are shared empty values, not made per node.
function buildView(node: RawNode, inJunctor: boolean, views: SchemaViews): ValueSchema {
  const types = viewTypes(node, views);
  const written = nonEmptyString(node.format) ? node.format : "";
  const format = views.options.customResource === true ? supportedFormat(written) : written;
  return {
    types,
    nullable: node.nullable === true,
    format,
    formatKnown: format !== "" && isKnownFormat(format),
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
    enum: Array.isArray(node.enum) ? node.enum : noValues,
    maxProperties: int(node.maxProperties),
    minProperties: int(node.minProperties),
    required: Array.isArray(node.required) ? node.required.filter((r) => typeof r === "string") : noNames,
    properties: isJsonObject(node.properties)
      ? new PropertyViews(node.properties, inJunctor, views)
      : noPropertyViews,
    hasJunctors:
      hasBranch(node.allOf) || hasBranch(node.anyOf) || hasBranch(node.oneOf) || isJsonObject(node.not),
    node,
    inJunctor,
    views,
    below: undefined,
  };
}

function viewTypes(node: RawNode, views: SchemaViews): readonly string[] {
  if (views.options.customResource === true && node["x-kubernetes-int-or-string"] === true) {
    return intOrStringTypes;
  }
  return nonEmptyString(node.type) ? views.typeList(node.type) : noNames;
}

const noNames: readonly string[] = [];
const noValues: readonly unknown[] = [];

const intOrStringTypes: readonly string[] = ["integer", "string"];

function belowOf(node: RawNode, inJunctor: boolean, views: SchemaViews): BelowSchemas {
  return {
    additionalProperties: inJunctor ? undefined : additionalOf(node.additionalProperties, views),
    items: isJsonObject(node.items) ? views.of(node.items, inJunctor) : undefined,
    allOf: branches(node.allOf, views),
    anyOf: branches(node.anyOf, views),
    oneOf: branches(node.oneOf, views),
    not: isJsonObject(node.not) ? views.of(node.not, true) : undefined,
  };
}

class PropertyViews implements PropertySchemas {
  #names: readonly string[] | undefined;
  #sortedNames: readonly string[] | undefined;
  #sortedIndexes: ReadonlyMap<string, number> | undefined;
  // The views of sortedNames(), by index, each built when a value first reaches its property: objects carry a
  // few of their schema's properties, and a view of every property would convert subtrees no value reaches.
  readonly #sortedViews: (ValueSchema | undefined)[] = [];

  constructor(
    private readonly raw: Readonly<Record<string, unknown>>,
    private readonly inJunctor: boolean,
    private readonly views: SchemaViews,
  ) {}

  has(name: string): boolean {
    return Object.hasOwn(this.raw, name) && isJsonObject(this.raw[name]);
  }

  get(name: string): ValueSchema | undefined {
    return this.has(name) ? this.views.of(this.raw[name] as JSONSchemaProps, this.inJunctor) : undefined;
  }

  names(): readonly string[] {
    this.#names ??= Object.keys(this.raw).filter((name) => isJsonObject(this.raw[name]));
    return this.#names;
  }

  sortedNames(): readonly string[] {
    this.#sortedNames ??= [...this.names()].sort(compareGoStrings);
    return this.#sortedNames;
  }

  sortedIndex(name: string): number | undefined {
    this.#sortedIndexes ??= new Map(this.sortedNames().map((sorted, index) => [sorted, index]));
    return this.#sortedIndexes.get(name);
  }

  // Kept by index: each value then visits its properties without a lookup of their views by node.
  sortedView(index: number): ValueSchema {
    let view = this.#sortedViews[index];
    if (view === undefined) {
      const name = this.sortedNames()[index] as string;
      view = this.views.of(this.raw[name] as JSONSchemaProps, this.inJunctor);
      this.#sortedViews[index] = view;
    }
    return view;
  }
}

// The properties of a node without any: nothing to convert, so one instance serves every view.
const noPropertyViews: PropertySchemas = new PropertyViews({}, false, new SchemaViews());

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

function additionalOf(value: unknown, views: SchemaViews): AdditionalProperties | undefined {
  if (value === true || value === false) return { allows: value, schema: undefined };
  if (isJsonObject(value)) return { allows: true, schema: views.of(value) };
  return undefined;
}

function hasBranch(value: unknown): boolean {
  return Array.isArray(value) && value.some(isJsonObject);
}

function branches(value: unknown, views: SchemaViews): ValueSchema[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isJsonObject).map((branch) => views.of(branch, true));
}
