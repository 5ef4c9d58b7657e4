import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { GoKind } from "../../model/json-value.js";
import { compareGoStrings, isJsonObject } from "../../model/json-value.js";
import type { GoRegexp } from "@crdgen/cel";
import { formatCheck } from "../formats/registry.js";
import { supportedFormat } from "../formats/supported.js";

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
  /** The index of each name in {@link sortedNames}. */
  sortedIndexes(): ReadonlyMap<string, number>;
  /** The view of the property at `index` of {@link sortedNames}. */
  sortedView(index: number): ValueSchema;
  /** How many properties there are. */
  readonly size: number;
}

/**
 * The parts of a schema node that the value validator reads, as the API server hands them to kube-openapi
 * (`Structural.ToKubeOpenAPI`): `x-kubernetes-int-or-string` adds no type, junctor branches carry no
 * `additionalProperties`, array-form `items` does not exist.
 */
export interface ValueSchema {
  readonly types: readonly string[];
  /**
   * The Go kind of the values whose type check passes at once: the one declared type's, when there is no format
   * (the schema validator then counts the check's matches without running it); undefined otherwise.
   */
  readonly plainKind: GoKind | undefined;
  /**
   * The matches the schema validator counts for a value of {@link plainKind} when the node has nothing else to
   * check of it (a boolean, a number without bounds, a string without length, pattern or format; no enum and no
   * junctors): such a value passes every check, and counting its matches is all its validation does. 0 when the
   * node has a check of its own, or is no scalar node.
   */
  readonly leafMatches: number;
  readonly nullable: boolean;
  readonly format: string;
  /** Whether kube-openapi's format validator knows {@link format} (decided once per node, not per value). */
  readonly formatKnown: boolean;
  /** The check of a known {@link format}; undefined for an unknown one. */
  readonly formatCheck: ((text: string) => boolean) | undefined;
  readonly maximum: number | undefined;
  readonly exclusiveMaximum: boolean;
  readonly minimum: number | undefined;
  readonly exclusiveMinimum: boolean;
  readonly maxLength: number | undefined;
  readonly minLength: number | undefined;
  readonly pattern: string;
  /** {@link pattern} as the string validator uses it, found at its first string value (see {@link PatternCheck}). */
  patternCheck: PatternCheck | undefined;
  readonly maxItems: number | undefined;
  readonly minItems: number | undefined;
  readonly uniqueItems: boolean;
  readonly multipleOf: number | undefined;
  readonly enum: readonly unknown[];
  /** The string entries of {@link enum}, gathered when the first string value is checked against them. */
  enumStrings: ReadonlySet<unknown> | undefined;
  readonly maxProperties: number | undefined;
  readonly minProperties: number | undefined;
  readonly required: readonly string[];
  readonly properties: PropertySchemas;
  /**
   * Whether the object validator must count an object value's keys and find its undeclared ones: the node has
   * minProperties or maxProperties, or an additionalProperties that is false or a schema (and is no junctor
   * branch, which has none). Otherwise only the declared properties the value has are visited.
   */
  readonly keysCounted: boolean;
  /**
   * The node's `x-kubernetes-list-type` when it is `set` or `map` and the node is the schema's own (not reached
   * through a junctor branch): where the walk's list-type check (ValueWalk.lists) is called.
   */
  readonly listType: "set" | "map" | undefined;
  /** Whether the node has allOf, anyOf, oneOf or not branches (schema objects). */
  readonly hasJunctors: boolean;
  /** What {@link schemasBelow} needs: the node, the views it belongs to, and its schemas below once converted. */
  readonly node: RawNode;
  readonly inJunctor: boolean;
  readonly views: SchemaViews;
  below: BelowSchemas | undefined;
}

/**
 * A node's pattern, compiled once for all the values that reach the node rather than looked up by its text in the
 * pattern caches for each of them: Go's error text when it does not parse, else the compiled pattern (or Go's
 * error text when compiling fails after parsing), found when the first value is matched.
 */
interface PatternCheck {
  readonly error: string | undefined;
  compiled: GoRegexp | string | undefined;
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
 * The validator's views of the nodes of schemas, kept for as long as the owner keeps this object: one
 * validation call (`validateValue`) or one walk over a schema's defaults (`validateDefaults`). A view converts
 * the node's own keywords at once and the nodes below it when the validator first goes there (a default rarely
 * reaches far into its schema), and keeps their views: the nodes a validation starts from are looked up by node,
 * the rest are reached through their parents' views, without a lookup by node for each of the tens of thousands
 * of nodes a run over a large corpus reaches. The cache must not
 * outlive the call: callers (editors, linters) mutate their schemas between calls, and a view is a snapshot.
 * The one exception is a catalog of CRDs read for one run (`customResourceViews`), whose schemas nobody edits.
 */
export class SchemaViews {
  readonly #views = new Map<object, ValueSchema>();
  readonly #junctorViews = new Map<object, ValueSchema>();
  readonly #typeLists = new Map<string, readonly string[]>();

  /**
   * `customResource`: the nodes as the object validator's conversion (validation.ConvertJSONSchemaPropsWithPostProcess
   * with StripUnsupportedFormatsPostProcessorForVersion) writes them: `x-kubernetes-int-or-string` gives the
   * types integer and string, and a format the node's type does not support is dropped. The defaults' validator
   * (Structural.ToKubeOpenAPI) does neither.
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

  /**
   * The view of a node below another view (a property, items, additionalProperties, a junctor branch), for the
   * parent view to keep: only the nodes a validation starts from are looked up by node. A node reached from two
   * places (nested defaults) gets a view for each, which say the same.
   */
  child(raw: object, inJunctor: boolean): ValueSchema {
    return buildView(raw, inJunctor, this);
  }
}

type RawNode = Partial<Record<keyof JSONSchemaProps, unknown>>;

/** The schemas a view leads to besides its properties, converted when first asked for. */
export function schemasBelow(view: ValueSchema): BelowSchemas {
  view.below ??= belowOf(view.node, view.inJunctor, view.views);
  return view.below;
}

// Views are built for every schema node a value reaches (tens of thousands per run of a large corpus): the
// parts most nodes lack (properties, required names, junctors) are shared empty values, not made per node. The
// node's keys are read in one pass: a node has a few of the twenty keywords the view holds, and reading each
// keyword by name from schema objects of hundreds of shapes was most of a view's cost.
function buildView(node: RawNode, inJunctor: boolean, views: SchemaViews): ValueSchema {
  let format = "";
  let type: unknown;
  let intOrString = false;
  let properties: PropertySchemas = noPropertyViews;
  let hasJunctors = false;
  let additional: unknown;
  // The fields every value reads come first, those of objects and strings next: a run reads tens of thousands of
  // views, spread over the heap, and a value's check then touches one or two of a view's cache lines, not five.
  const view = {
    leafMatches: 0,
    plainKind: undefined as GoKind | undefined,
    hasJunctors,
    enum: noValues,
    enumStrings: undefined as ReadonlySet<unknown> | undefined,
    keysCounted: false,
    properties,
    required: noNames,
    types: noNames,
    format,
    formatKnown: false,
    pattern: "",
    maxLength: undefined as number | undefined,
    minLength: undefined as number | undefined,
    listType: undefined as "set" | "map" | undefined,
    patternCheck: undefined as PatternCheck | undefined,
    formatCheck: undefined as ((text: string) => boolean) | undefined,
    nullable: false,
    maximum: undefined as number | undefined,
    exclusiveMaximum: false,
    minimum: undefined as number | undefined,
    exclusiveMinimum: false,
    multipleOf: undefined as number | undefined,
    maxItems: undefined as number | undefined,
    minItems: undefined as number | undefined,
    uniqueItems: false,
    maxProperties: undefined as number | undefined,
    minProperties: undefined as number | undefined,
    node,
    inJunctor,
    views,
    below: undefined as BelowSchemas | undefined,
  };
  for (const key in node) {
    const value: unknown = node[key as keyof RawNode];
    switch (key) {
      case "type":
        type = value;
        break;
      case "x-kubernetes-int-or-string":
        intOrString = value === true;
        break;
      case "nullable":
        view.nullable = value === true;
        break;
      case "format":
        if (nonEmptyString(value)) format = value;
        break;
      case "maximum":
        view.maximum = num(value);
        break;
      case "exclusiveMaximum":
        view.exclusiveMaximum = value === true;
        break;
      case "minimum":
        view.minimum = num(value);
        break;
      case "exclusiveMinimum":
        view.exclusiveMinimum = value === true;
        break;
      case "maxLength":
        view.maxLength = int(value);
        break;
      case "minLength":
        view.minLength = int(value);
        break;
      case "pattern":
        if (nonEmptyString(value)) view.pattern = value;
        break;
      case "maxItems":
        view.maxItems = int(value);
        break;
      case "minItems":
        view.minItems = int(value);
        break;
      case "uniqueItems":
        view.uniqueItems = value === true;
        break;
      case "multipleOf":
        view.multipleOf = num(value);
        break;
      case "enum":
        if (Array.isArray(value)) view.enum = value;
        break;
      case "maxProperties":
        view.maxProperties = int(value);
        break;
      case "minProperties":
        view.minProperties = int(value);
        break;
      case "required":
        if (Array.isArray(value)) view.required = value.filter((r) => typeof r === "string");
        break;
      case "properties":
        if (isJsonObject(value)) properties = new PropertyViews(value, inJunctor, views);
        break;
      case "allOf":
      case "anyOf":
      case "oneOf":
        hasJunctors ||= hasBranch(value);
        break;
      case "not":
        hasJunctors ||= isJsonObject(value);
        break;
      case "additionalProperties":
        additional = value;
        break;
      case "x-kubernetes-list-type":
        if (!inJunctor && (value === "set" || value === "map")) view.listType = value;
        break;
    }
  }
  view.types = viewTypes(type, intOrString, views);
  if (views.options.customResource === true) format = supportedFormat(format);
  view.plainKind = view.types.length === 1 && format === "" ? kindOfType(view.types[0] as string) : undefined;
  view.format = format;
  view.formatCheck = format === "" ? undefined : formatCheck(format);
  view.formatKnown = view.formatCheck !== undefined;
  view.properties = properties;
  view.hasJunctors = hasJunctors;
  view.leafMatches = hasJunctors ? 0 : leafMatchesOf(view);
  // As belowOf reads additionalProperties: a junctor branch has none; `true` and anything not a schema object
  // or a boolean say nothing about undeclared keys.
  view.keysCounted =
    view.minProperties !== undefined ||
    view.maxProperties !== undefined ||
    (!inJunctor && (additional === false || isJsonObject(additional)));
  return view;
}

/**
 * {@link ValueSchema.leafMatches} of a node without junctors: the matches SchemaValidator.Validate counts for a
 * value of the node's plain kind that no check of the node applies to: two for the type validator and two for
 * the junctor validator (each counts one match itself, and each validator run counts one), one for the enum
 * validator, one of the schema validator's own, and one for the kind's own validator, string or number (the
 * number validator counts one more itself); booleans have none. Kept in step with validateInto
 * (schema-validator.ts), which counts the same way when it runs the checks.
 */
function leafMatchesOf(view: Omit<ValueSchema, "leafMatches">): number {
  if (view.enum.length > 0) return 0;
  switch (view.plainKind) {
    case "bool":
      return 6;
    case "string":
      // plainKind is only set without a format, so no format check applies.
      return view.maxLength === undefined && view.minLength === undefined && view.pattern === "" ? 7 : 0;
    case "int64":
    case "float64":
      return view.multipleOf === undefined && view.minimum === undefined && view.maximum === undefined
        ? 8
        : 0;
    default:
      return 0;
  }
}

function viewTypes(type: unknown, intOrString: boolean, views: SchemaViews): readonly string[] {
  if (views.options.customResource === true && intOrString) return intOrStringTypes;
  return nonEmptyString(type) ? views.typeList(type) : noNames;
}

// The Go kind whose inferred JSON type (kube-openapi's schemaInfoForType) is `type`.
function kindOfType(type: string): GoKind | undefined {
  switch (type) {
    case "boolean":
      return "bool";
    case "string":
      return "string";
    case "integer":
      return "int64";
    case "number":
      return "float64";
    case "array":
      return "slice";
    case "object":
      return "map";
    default:
      return undefined;
  }
}

const noNames: readonly string[] = [];
const noValues: readonly unknown[] = [];

const intOrStringTypes: readonly string[] = ["integer", "string"];

function belowOf(node: RawNode, inJunctor: boolean, views: SchemaViews): BelowSchemas {
  return {
    additionalProperties: inJunctor ? undefined : additionalOf(node.additionalProperties, views),
    items: isJsonObject(node.items) ? views.child(node.items, inJunctor) : undefined,
    allOf: branches(node.allOf, views),
    anyOf: branches(node.anyOf, views),
    oneOf: branches(node.oneOf, views),
    not: isJsonObject(node.not) ? views.child(node.not, true) : undefined,
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

  get size(): number {
    return this.sortedNames().length;
  }

  sortedNames(): readonly string[] {
    this.#sortedNames ??= [...this.names()].sort(compareGoStrings);
    return this.#sortedNames;
  }

  sortedIndexes(): ReadonlyMap<string, number> {
    this.#sortedIndexes ??= new Map(this.sortedNames().map((sorted, index) => [sorted, index]));
    return this.#sortedIndexes;
  }

  // Kept by index: each value then visits its properties without a lookup of their views by node.
  sortedView(index: number): ValueSchema {
    let view = this.#sortedViews[index];
    if (view === undefined) {
      const name = this.sortedNames()[index] as string;
      view = this.views.child(this.raw[name] as JSONSchemaProps, this.inJunctor);
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
  if (isJsonObject(value)) return { allows: true, schema: views.child(value, false) };
  return undefined;
}

function hasBranch(value: unknown): boolean {
  return Array.isArray(value) && value.some(isJsonObject);
}

function branches(value: unknown, views: SchemaViews): ValueSchema[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isJsonObject).map((branch) => views.child(branch, true));
}
