import type { FieldError } from "@crdgen/structural";
import {
  CorrelatedObject,
  FieldPath,
  fieldErrors,
  isJsonObject,
  plainDeepEqual,
  validateResourceMeta,
  validateCustomResource,
} from "@crdgen/structural";
import type { ServedVersion } from "./catalog.js";
import { finalizerWarnings } from "./finalizers.js";
import { withoutDuplicateOwners } from "./owner-references.js";
import { validateListTypes } from "./list-type.js";
import { validateScale } from "./scale.js";
import type { CreateOutcome, Ownership } from "./store.js";

/** What the API server makes of one object on update. */
export interface UpdateOutcome extends CreateOutcome {
  /** The old object as read from storage (decoded, pruned, defaulted): what the CEL rules see as `oldSelf`. */
  readonly old: Record<string, unknown> | undefined;
}
import { decodeObject, hasRules } from "./store.js";
import { validateObjectMetaUpdate } from "./update-meta.js";
import { validateCommonRootMeta } from "./root-meta.js";

const errors = fieldErrors("objects");
const root = FieldPath.root("");

/**
 * The update path of the API server for one custom resource (`rest.BeforeUpdate` with the customresource
 * strategy): both objects decoded (the old one as read from storage), `PrepareForUpdate` (status kept from the
 * old object when the status subresource is on, generation bumped when anything but metadata changed), then
 * `ValidateUpdate`: ObjectMeta rules (as on create, then the update rules, twice), the schema with ratcheting (errors of unchanged values dropped),
 * scale replicas, embedded resources, and list types unless the old object already broke them. CEL rules are
 * the caller's (with the old object: transition rules and ratcheting). Neither object is changed, unless the
 * new one is handed over ({@link Ownership}); the old one never is.
 *
 * `oldVersion` is the version of the same CRD that `old` is stored in, when it is not `served`: the caller
 * vouches that the CRD's conversion strategy is `None`, under which the server reads it at `served` by
 * setting its apiVersion (see {@link readAtServedVersion}).
 */
export function updateObject(
  served: ServedVersion,
  object: Readonly<Record<string, unknown>>,
  old: Readonly<Record<string, unknown>>,
  ownership: Ownership = {},
  oldVersion: ServedVersion = served,
): UpdateOutcome {
  const warnings = served.deprecationWarning === undefined ? [] : [served.deprecationWarning];
  const decodedOld = readAtServedVersion(served, old, oldVersion);
  const decoded = decodeObject(served, object, ownership);
  if (decoded.stored === undefined) {
    const { error, badRequest, unknownFields } = decoded;
    return {
      stored: undefined,
      old: undefined,
      errors: [error],
      warnings,
      validWarnings: [],
      unknownFields,
      unevaluatedRules: false,
      badRequest,
    };
  }
  const { stored, meta, unknownFields } = decoded;
  const owners = withoutDuplicateOwners(stored, meta);
  if (decodedOld.stored === undefined) {
    // What storage holds always decodes; an old file that does not cannot be what the server has.
    const error = errors.invalid(root, null, `the old object cannot be decoded: ${decodedOld.error.detail}`);
    return {
      stored: undefined,
      old: undefined,
      errors: [error],
      warnings,
      validWarnings: [],
      unknownFields,
      unevaluatedRules: false,
    };
  }
  const oldStored = inRequestNamespace(withStoredGeneration(decodedOld.stored), stored, served);
  beforeUpdate(stored, oldStored, served);
  const schema = served.schema ?? {};
  const correlation = new CorrelatedObject(stored, oldStored, schema);
  const metaPath = root.child("metadata");
  const metaUpdate = validateObjectMetaUpdate(metadataOf(stored), metadataOf(oldStored), metaPath);
  const found: FieldError[] = [
    // rest.BeforeUpdate's validateCommonFields (apiserver pkg/registry/rest/update.go:86-99): the new ObjectMeta
    // as on create, names as path segments, then ValidateObjectMetaAccessorUpdate; the strategy's ValidateUpdate
    // (validator.go:65) runs ValidateObjectMetaAccessorUpdate again. The Invalid status lists every cause
    // (errors.NewInvalid), so these come twice; its message, kubectl's line, lists each once (ToAggregate).
    ...validateCommonRootMeta(metadataOf(stored), metaPath),
    ...metaUpdate,
    ...metaUpdate,
    ...validateCustomResource(stored, schema, correlation, served.views),
    // The scale subresource's checks are the same on update (customResourceValidator.ValidateUpdate).
    ...validateScale(stored, served.scale),
    ...validateResourceMeta(root, stored, schema, false, served.embeddedResources),
    // Ratcheting of list-type invariants: checked only when the old object keeps them.
    ...(validateListTypes(root, schema, oldStored, served.listTypes).length === 0
      ? validateListTypes(root, schema, stored, served.listTypes)
      : []),
  ];
  warnings.push(...unknownFields.map((field) => `unknown field "${field}"`));
  if (owners.warning !== undefined) warnings.push(owners.warning);
  // generateWarningsFromObj(obj, old): only the finalizers the update adds are looked at.
  const oldFinalizers = new Set(stringList(metadataOf(oldStored).finalizers));
  const added = stringList(meta.finalizers).filter((name) => !oldFinalizers.has(name));
  return {
    stored,
    old: oldStored,
    errors: found,
    warnings,
    validWarnings: found.length === 0 ? finalizerWarnings({ finalizers: added }) : [],
    unknownFields,
    unevaluatedRules: served.hasRules ?? hasRules(schema),
  };
}

/**
 * The old object as the storage of `served` reads it when it is stored in `stored`'s version: the versioning
 * codec decodes it and defaults it with its own version's schema, then converts it to `served`
 * (apimachinery pkg/runtime/serializer/versioning/versioning.go codec.Decode); the conversion strategy `None`
 * only sets the apiVersion (apiextensions-apiserver pkg/apiserver/conversion/nop_converter.go), and the
 * schemaCoercingConverter then prunes with `served`'s schema without defaulting again (customresource_handler.go
 * crdConversionRESTOptionsGetter).
 */
function readAtServedVersion(
  served: ServedVersion,
  old: Readonly<Record<string, unknown>>,
  stored: ServedVersion,
): ReturnType<typeof decodeObject> {
  if (stored.version === served.version) return decodeObject(served, old);
  const read = decodeObject(stored, old);
  if (read.stored === undefined) return read;
  const converted = { ...read.stored, apiVersion: `${served.group}/${served.version}` };
  return decodeObject(served, converted, {}, false);
}

/**
 * EnsureObjectNamespaceMatchesRequestNamespace: the update goes to the stored object's namespace, which a
 * request object without one takes (kubectl also fills in its own). A stored namespaced object always has a
 * namespace; an old file without one is taken to be in the new object's, or in `default` as kubectl would.
 * Returns the old object, in that namespace.
 */
function inRequestNamespace(
  old: Record<string, unknown>,
  stored: Record<string, unknown>,
  served: ServedVersion,
): Record<string, unknown> {
  if (!served.namespaced) return old;
  const oldMeta = metadataOf(old);
  const newMeta = metadataOf(stored);
  const namespace = [oldMeta.namespace, newMeta.namespace].find(isSet) ?? "default";
  if (!isSet(newMeta.namespace)) stored.metadata = { ...newMeta, namespace };
  return isSet(oldMeta.namespace) ? old : { ...old, metadata: { ...oldMeta, namespace } };
}

// A stored object always has a generation (create sets 1); an old object written without one is taken as
// what create would have stored.
function withStoredGeneration(old: Record<string, unknown>): Record<string, unknown> {
  const metadata = metadataOf(old);
  if (typeof metadata.generation === "number") return old;
  return { ...old, metadata: { ...metadata, generation: 1 } };
}

/**
 * rest.BeforeUpdate around customResourceStrategy.PrepareForUpdate: the generation is the old one (a request
 * cannot set it), status comes from the old object when the status subresource is on, the generation goes up
 * when anything but metadata changed, and the uid, creationTimestamp, deletionTimestamp and
 * deletionGracePeriodSeconds the request leaves out are the old ones.
 */
function beforeUpdate(
  stored: Record<string, unknown>,
  old: Readonly<Record<string, unknown>>,
  served: ServedVersion,
): void {
  const oldMeta = metadataOf(old);
  const metadata: Record<string, unknown> = { ...metadataOf(stored), generation: oldMeta.generation };
  stored.metadata = metadata;
  if (served.statusEnabled) {
    if (Object.hasOwn(old, "status")) stored.status = old.status;
    else delete stored.status;
  }
  if (!plainDeepEqual(withoutMetadata(stored), withoutMetadata(old))) {
    metadata.generation = (typeof oldMeta.generation === "number" ? oldMeta.generation : 0) + 1;
  }
  if (!isSet(metadata.uid) && isSet(oldMeta.uid)) metadata.uid = oldMeta.uid;
  if (isSet(oldMeta.creationTimestamp)) metadata.creationTimestamp = oldMeta.creationTimestamp;
  if (isSet(oldMeta.deletionTimestamp)) metadata.deletionTimestamp = oldMeta.deletionTimestamp;
  if (isSet(oldMeta.deletionGracePeriodSeconds) && !isSet(metadata.deletionGracePeriodSeconds)) {
    metadata.deletionGracePeriodSeconds = oldMeta.deletionGracePeriodSeconds;
  }
}

function withoutMetadata(object: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const copy = { ...object };
  delete copy.metadata;
  return copy;
}

function metadataOf(object: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return isJsonObject(object.metadata) ? object.metadata : {};
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}
