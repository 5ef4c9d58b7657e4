import type {
  DecodedObjectMeta,
  DefaultedNodes,
  FieldError,
  JSONSchemaProps,
  PrunedValue,
  PruneNodes,
} from "@crdgen/structural";
import {
  applyDefaults,
  coerceResourceMetaWithPaths,
  decodeObjectMeta,
  defaultResourceRoot,
  encodeObjectMeta,
  FieldPath,
  fieldErrors,
  isJsonObject,
  deepCopyJson,
  errorString,
  pruneAndDefaultInPlace,
  pruneUnknownFieldsAndNulls,
  pruneUnknownFieldsAndNullsInPlace,
  unknownObjectMetaFields,
  validateCustomResource,
  validateResourceMeta,
} from "@crdgen/structural";
import type { ServedVersion } from "./catalog.js";
import { listTypeCheck, validateListTypes } from "./list-type.js";
import { validateRootMeta } from "./root-meta.js";
import { validateScale } from "./scale.js";
import { finalizerWarnings } from "./finalizers.js";
import { withGeneratedName } from "./generate-name.js";
import { cannotBeHandled } from "./bad-request.js";
import { withoutDuplicateOwners } from "./owner-references.js";

const errors = fieldErrors("objects");
const root = FieldPath.root("");

/** What the API server makes of one object on create. */
export interface CreateOutcome {
  /** The object as it would be stored (pruned, defaulted); undefined when it could not be decoded. */
  readonly stored: Record<string, unknown> | undefined;
  /** The validation errors, in the server's order; any error means the server refuses the object. */
  readonly errors: readonly FieldError[];
  /** The warnings the server returns with the response, valid or not (deprecation, unknown fields, owner references). */
  readonly warnings: readonly string[];
  /**
   * The warnings the server adds only when it accepts the object, after all others (the strategy's
   * WarningsOnCreate and WarningsOnUpdate, about finalizer names): rest.BeforeCreate and rest.BeforeUpdate
   * (apiserver pkg/registry/rest/create.go:124-134, update.go:171-178) return the Invalid status before asking
   * for them. Empty when `errors` is not.
   */
  readonly validWarnings: readonly string[];
  /** The removed fields, as named in the `unknown field "…"` warnings. */
  readonly unknownFields: readonly string[];
  /** Whether the schema has x-kubernetes-validations rules, which crdgen cannot evaluate yet. */
  readonly unevaluatedRules: boolean;
  /**
   * When the object could not be decoded (its metadata, or an embedded resource's apiVersion, kind or metadata):
   * the server's BadRequest text, `Widget in version "v1" cannot be handled as a Widget: …`, in place of an
   * Invalid status. `errors` then holds one error at the field that stopped decoding.
   */
  readonly badRequest?: string | undefined;
}

/**
 * Who owns the object a create or update is given. By default the caller does, and the object is not changed:
 * what is stored is a pruned copy. `owned: true` hands the object over: it is pruned, defaulted and prepared in
 * place and becomes the stored object itself, which saves copying every value of it. Only for an object the
 * caller will not read again (crdgen's CLI, which parsed it) and that shares no object or array between two of
 * its places (as a YAML alias makes), since each place is pruned and defaulted by its own schema.
 */
export interface Ownership {
  readonly owned?: boolean;
}

/**
 * The create path of the API server for one custom resource of a served version: decoding with the schema
 * coercer (ObjectMeta, pruning, nulls, embedded metadata), defaulting, `PrepareForCreate`, then the strategy's
 * validation (ObjectMeta, the schema, scale replicas, embedded resources, list types). `object` is not changed
 * unless it is handed over ({@link Ownership}).
 */
export function createObject(
  served: ServedVersion,
  object: Readonly<Record<string, unknown>>,
  ownership: Ownership = {},
): CreateOutcome {
  const warnings = served.deprecationWarning === undefined ? [] : [served.deprecationWarning];
  const decoded = decodeObject(served, object, ownership);
  if (decoded.stored === undefined) {
    const { error, badRequest, unknownFields } = decoded;
    return {
      stored: undefined,
      errors: [error],
      warnings,
      validWarnings: [],
      unknownFields,
      unevaluatedRules: false,
      badRequest,
    };
  }
  const { stored, unknownFields } = decoded;
  const owners = withoutDuplicateOwners(stored, decoded.meta);
  const meta = preparedMeta(inRequestScope(stored, withGeneratedName(stored, owners.meta), served));
  const schema = served.schema ?? {};
  prepareForCreate(stored, served);
  const found = validate(stored, schema, served, meta);
  warnings.push(...unknownFields.map((field) => `unknown field "${field}"`));
  if (owners.warning !== undefined) warnings.push(owners.warning);
  return {
    stored,
    errors: found,
    warnings,
    validWarnings: found.length === 0 ? finalizerWarnings(meta) : [],
    unknownFields,
    unevaluatedRules: served.hasRules ?? hasRules(schema),
  };
}

/** An object as the server decodes it, before the strategy; or the error that stops it. */
type DecodedObject =
  | {
      readonly stored: Record<string, unknown>;
      /** The decoded ObjectMeta. */
      readonly meta: DecodedObjectMeta;
      readonly unknownFields: readonly string[];
    }
  | {
      readonly stored: undefined;
      readonly error: FieldError;
      /** The server's BadRequest text. */
      readonly badRequest: string;
      readonly unknownFields: readonly string[];
    };

/**
 * Decoding with the schema coercer, as for every request body and every read from storage: ObjectMeta,
 * pruning, nulls, embedded metadata, then defaulting (unless `defaulting` is false: the coercer alone, as
 * schemaCoercingConverter applies it after converting an object read from storage to the served version).
 * `object` is not changed unless it is handed over ({@link Ownership}): then it is the decoded object.
 */
export function decodeObject(
  served: ServedVersion,
  object: Readonly<Record<string, unknown>>,
  ownership: Ownership = {},
  defaulting = true,
): DecodedObject {
  const schema = served.schema ?? {};
  // metadata: null decodes as an empty ObjectMeta, anything else but an object does not decode.
  const metadata = object.metadata === null ? {} : object.metadata;
  const decodedMeta = metadata === undefined ? { ok: true as const, meta: {} } : decodeObjectMeta(metadata);
  if (!decodedMeta.ok) {
    // GetObjectMetaWithOptions' own error, which unstructuredSchemaCoercer.apply returns as it is.
    const error = errors.invalid(root.child("metadata"), metadata, decodedMeta.error);
    return { stored: undefined, error, badRequest: badRequest(served, decodedMeta.error), unknownFields: [] };
  }
  // Only an object decodes (or null, read as one), so this is the metadata itself when there is any.
  const metadataObject = isJsonObject(metadata) ? metadata : undefined;
  // Pruning and the removal of nulls the schema does not allow, in one walk (the second on the first's copy);
  // for an object handed over, defaulting below the root too where nothing comes between (see defaultsAlong).
  const along = ownership.owned === true && defaulting ? defaultsAlong(served, schema) : undefined;
  const pruned =
    ownership.owned === true
      ? prunedInPlace(object, metadataObject, schema, served.pruneNodes, along)
      : pruneUnknownFieldsAndNulls(object, schema);
  const stored = pruned.value as Record<string, unknown>;
  // unstructuredSchemaCoercer.apply (apiextensions-apiserver pkg/apiserver/customresource_handler.go) lists the
  // unknown fields as it finds them: the root metadata's (in the strict decoder's order), then pruning's and then
  // the embedded resources' metadata's, each of those two sorted.
  const metadataUnknown =
    metadataObject === undefined ? [] : unknownObjectMetaFields(metadataObject, "metadata");
  const coerced = coerceResourceMetaWithPaths(root, stored, schema, false, served.embeddedResources);
  const unknownFields = [...metadataUnknown, ...pruned.unknownFields, ...(coerced.unknownFields ?? [])];
  if (coerced.error !== undefined) {
    const error = coerced.error;
    return { stored: undefined, error, badRequest: badRequest(served, errorString(error)), unknownFields };
  }
  if (metadataObject !== undefined) stored.metadata = canonicalMetadata(decodedMeta.meta, served);
  if (along !== undefined) defaultResourceRoot(stored, schema, along.defaulted);
  else if (defaulting) applyDefaults(stored, schema, served.defaulted);
  return { stored, meta: decodedMeta.meta, unknownFields };
}

// transformDecodeError: a decoding error becomes a BadRequest that names the kind and version the body gave and
// the kind the endpoint serves (the same here).
function badRequest(served: ServedVersion, error: string): string {
  return cannotBeHandled(served.kind, `${served.group}/${served.version}`, error);
}

/** The catalog's nodes a walk that prunes and defaults at once reads. */
interface PruneAndDefault {
  readonly nodes: PruneNodes;
  readonly defaulted: DefaultedNodes;
}

// Between pruning and defaulting the server coerces the ObjectMeta of embedded resources (rewriting their
// metadata, or refusing the object): where the schema has none, nothing comes between the two, and one walk can
// default each object as soon as it is pruned. Only with the catalog's nodes (kept across objects).
function defaultsAlong(served: ServedVersion, schema: JSONSchemaProps): PruneAndDefault | undefined {
  const { pruneNodes, defaulted, embeddedResources } = served;
  const kept = pruneNodes !== undefined && defaulted !== undefined && embeddedResources !== undefined;
  if (!kept || embeddedResources.reaches(schema)) return undefined;
  return { nodes: pruneNodes, defaulted };
}

// The decoded ObjectMeta holds some of the metadata's own values (raw ones, as managedFields' fieldsV1), which
// the copying walk leaves as they are: an object pruned in place gets a copy of its metadata first (small, and
// replaced by the decoded ObjectMeta afterwards anyway), so that those values stay as decoded. With `along`,
// defaulting below the root happens in the same walk.
function prunedInPlace(
  object: Record<string, unknown>,
  metadata: Readonly<Record<string, unknown>> | undefined,
  schema: JSONSchemaProps,
  nodes: PruneNodes | undefined,
  along: PruneAndDefault | undefined,
): PrunedValue {
  if (metadata !== undefined) object.metadata = deepCopyJson(metadata);
  return along === undefined
    ? pruneUnknownFieldsAndNullsInPlace(object, schema, nodes)
    : pruneAndDefaultInPlace(object, schema, along.nodes, along.defaulted);
}

// The strategy's Validate, in its order. The list types are checked along the schema validator's walk when
// that finds the same errors in the same order (ListTypeNodes.alongValidator): one walk of the object instead
// of two; their errors still come last.
function validate(
  stored: Record<string, unknown>,
  schema: JSONSchemaProps,
  served: ServedVersion,
  meta: Readonly<Record<string, unknown>>,
): FieldError[] {
  const lists = served.listTypes;
  const listErrors: FieldError[] = [];
  const along = lists !== undefined && lists.alongValidator(schema);
  const found = [
    ...validateRootMeta(meta, root.child("metadata")),
    ...validateCustomResource(
      stored,
      schema,
      undefined,
      served.views,
      along ? listTypeCheck(listErrors) : undefined,
    ),
    ...validateScale(stored, served.scale),
    ...validateResourceMeta(root, stored, schema, false, served.embeddedResources),
  ];
  found.push(...(along ? listErrors : validateListTypes(root, schema, stored, lists)));
  return found;
}

// The decoded ObjectMeta written back (SetObjectMeta): unknown and zero-valued fields gone, and no namespace on
// a cluster-scoped object (the server clears it before create).
function canonicalMetadata(meta: DecodedObjectMeta, served: ServedVersion): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...encodeObjectMeta(meta) };
  if (!served.namespaced) delete copy.namespace;
  return copy;
}

// rest.EnsureObjectNamespaceMatchesRequestNamespace (apiserver pkg/registry/rest/meta.go:47-68), which the create
// handler runs before the strategy validates: a cluster-scoped object's namespace is cleared, so it is never
// refused; a namespaced object without one takes the request's, where it is stored. kubectl sends such an object to
// its context's namespace, `default` unless configured (the same namespace the update path assumes).
function inRequestScope(
  stored: Record<string, unknown>,
  meta: DecodedObjectMeta,
  served: ServedVersion,
): DecodedObjectMeta {
  if (!served.namespaced) {
    if (meta.namespace === undefined) return meta;
    const cleared = { ...meta };
    delete cleared.namespace;
    return cleared;
  }
  if (meta.namespace !== undefined && meta.namespace !== "") return meta;
  const metadata = isJsonObject(stored.metadata) ? stored.metadata : {};
  stored.metadata = { ...metadata, namespace: requestNamespace };
  return { ...meta, namespace: requestNamespace };
}

/** The namespace kubectl sends an object without one to, with the default context. */
const requestNamespace = "default";

// rest.WipeObjectMetaSystemFields (apiserver pkg/registry/rest/meta.go), which the create handler runs on the
// request object: the server sets creationTimestamp and uid afresh (Store.create's FillObjectMetaSystemFields,
// values crdgen leaves out, as they differ on every create) and never takes the others from a create.
const systemFields = [
  "creationTimestamp",
  "uid",
  "deletionTimestamp",
  "deletionGracePeriodSeconds",
  "selfLink",
];

// The ObjectMeta the strategy validates: the request's without the system fields, and the generation
// PrepareForCreate sets (so a negative one in the request is never seen).
function preparedMeta(meta: DecodedObjectMeta): DecodedObjectMeta {
  // Object.assign and then the field, for the order `{ ...meta, generation: 1 }` gives: V8 runs that spread
  // with an added field on a slow path (see prepareForCreate).
  const prepared: Record<string, unknown> = Object.assign({}, meta);
  prepared.generation = 1;
  for (const field of systemFields) {
    if (Object.hasOwn(prepared, field)) Reflect.deleteProperty(prepared, field);
  }
  return prepared;
}

// customResourceStrategy.PrepareForCreate: status is the status subresource's alone, and generation starts at 1;
// and the system fields wiped before it.
function prepareForCreate(stored: Record<string, unknown>, served: ServedVersion): void {
  if (served.statusEnabled) delete stored.status;
  // A copy with one field set, as `{ ...metadata, generation: 1 }` would make: V8 runs that spread with an added
  // field on a slow path, several microseconds per object.
  const metadata: Record<string, unknown> = Object.assign(
    {},
    isJsonObject(stored.metadata) ? stored.metadata : {},
  );
  metadata.generation = 1;
  for (const field of systemFields) {
    if (Object.hasOwn(metadata, field)) Reflect.deleteProperty(metadata, field);
  }
  stored.metadata = metadata;
}

/** Whether any schema node (through properties, items, additionalProperties and junctors) has CEL rules. */
export function hasRules(schema: unknown): boolean {
  if (!isJsonObject(schema)) return false;
  const rules = schema["x-kubernetes-validations"];
  if (Array.isArray(rules) && rules.length > 0) return true;
  // Looked at in place rather than gathered into a list first: a catalog asks this of every served schema, and
  // gathering allocated two arrays per node of schemas with tens of thousands of nodes.
  const properties = schema.properties;
  if (isJsonObject(properties)) {
    for (const key of Object.keys(properties)) if (hasRules(properties[key])) return true;
  }
  if (hasRules(schema.items) || hasRules(schema.additionalProperties) || hasRules(schema.not)) return true;
  return anyHasRules(schema.allOf) || anyHasRules(schema.anyOf) || anyHasRules(schema.oneOf);
}

function anyHasRules(list: unknown): boolean {
  return Array.isArray(list) && list.some(hasRules);
}
