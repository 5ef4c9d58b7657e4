import { InternalError } from "@crdgen/core";
import { deepCopyJson } from "@crdgen/structural";
import type { JSONSchemaProps } from "@crdgen/structural";
import { deepFreeze } from "../ir/freeze.js";
import { coreSchemaData, referenceKey } from "./data.js";
import type { CoreSchemaData, StoredSchema } from "./data.js";

/** Options that change how core types are emitted, as the matching controller-gen options do. */
export interface CoreSchemaOptions {
  /**
   * controller-gen's `crd:generateEmbeddedObjectMeta=true`: a nested ObjectMeta (PodTemplateSpec.metadata …)
   * keeps `name`, `namespace`, `labels`, `annotations` and `finalizers` instead of being a bare `type: object`.
   */
  readonly generateEmbeddedObjectMeta?: boolean;
}

const objectMeta = "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta";

/**
 * controller-gen's schemas for the core Kubernetes types, each expanded once and deeply frozen. A
 * PodTemplateSpec is thousands of nodes; an API that embeds it in two hundred kinds must share one copy, not
 * hold two hundred. Owned by a generator (one per IncrementalGenerator, for all its runs, as the data never
 * changes; one per batch run) through its CoreTypes (convert/core-types.ts): the copies go when it does.
 */
export class CoreSchemas {
  /** Expanded schemas by ObjectMeta option and definition name. */
  private readonly expanded = new Map<string, JSONSchemaProps>();

  /**
   * The schema controller-gen emits for a core Kubernetes type, fully inlined (no `$ref`, no `allOf`).
   * `definitionName` is the OpenAPI definition name (`io.k8s.api.core.v1.PodSpec`); `undefined` for a name that
   * is not one of {@link coreDefinitionNames}. The result is shared between this owner's calls and deeply
   * frozen: copy a node before changing it.
   */
  of(definitionName: string, options: CoreSchemaOptions = {}): JSONSchemaProps | undefined {
    const data = coreSchemaData();
    if (!Object.hasOwn(data.definitions, definitionName)) return undefined;
    const key = `${options.generateEmbeddedObjectMeta === true ? "restricted" : "object"} ${definitionName}`;
    let schema = this.expanded.get(key);
    if (schema === undefined) {
      schema = deepFreeze(expandDefinition(definitionName, { data, options, active: new Set() }));
      this.expanded.set(key, schema);
    }
    return schema;
  }
}

/** The definition names {@link CoreSchemas} knows, sorted. */
export function coreDefinitionNames(): readonly string[] {
  return Object.keys(coreSchemaData().definitions).sort();
}

interface Expansion {
  readonly data: CoreSchemaData;
  readonly options: CoreSchemaOptions;
  /** Definitions being expanded on the current path; the data has no cycles, this only guards that promise. */
  readonly active: Set<string>;
}

function expandDefinition(name: string, expansion: Expansion): JSONSchemaProps {
  const { data, options, active } = expansion;
  if (name === objectMeta && options.generateEmbeddedObjectMeta === true) {
    return deepCopyJson(data.embeddedObjectMeta) as JSONSchemaProps;
  }
  const stored = data.definitions[name];
  if (stored === undefined || active.has(name)) {
    throw new InternalError(
      `core schema data: ${stored === undefined ? "unknown" : "recursive"} definition ${name}`,
    );
  }
  active.add(name);
  const schema = expandNode(stored, expansion);
  active.delete(name);
  return schema;
}

function expandNode(node: StoredSchema, expansion: Expansion): JSONSchemaProps {
  const { [referenceKey]: reference, ...rest } = node;
  if (reference !== undefined) {
    // A field of a definition type: the field's own doc, when it has one, replaces the type's.
    const schema = expandDefinition(reference, expansion);
    if (typeof rest.description === "string") schema.description = rest.description;
    return schema;
  }
  // A copy, as the data read once serves every expansion: a JSON copy, not structuredClone, which costs several
  // times as much per call and is called once per node (1,291 times for a JobTemplateSpec).
  const out = deepCopyJson(withoutSubschemas(rest)) as JSONSchemaProps;
  // controller-gen sorts every `required` list; the OpenAPI documents keep declaration order.
  if (out.required) out.required.sort();
  if (rest.properties) out.properties = expandProperties(rest.properties, expansion);
  if (isSchema(rest.items)) out.items = expandNode(rest.items, expansion);
  if (isSchema(rest.additionalProperties)) {
    out.additionalProperties = expandNode(rest.additionalProperties, expansion);
  }
  return out;
}

function expandProperties(
  properties: Readonly<Record<string, StoredSchema>>,
  expansion: Expansion,
): Record<string, JSONSchemaProps> {
  const out: Record<string, JSONSchemaProps> = {};
  for (const [name, property] of Object.entries(properties)) out[name] = expandNode(property, expansion);
  return out;
}

/** The keywords of a node that can hold no marker (stored nodes only nest through these three). */
function withoutSubschemas(node: JSONSchemaProps): JSONSchemaProps {
  const out = { ...node };
  if (out.properties) delete out.properties;
  if (isSchema(out.items)) delete out.items;
  if (isSchema(out.additionalProperties)) delete out.additionalProperties;
  return out;
}

function isSchema(value: unknown): value is StoredSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
