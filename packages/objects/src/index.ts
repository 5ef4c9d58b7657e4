// @crdgen/objects: custom resources as the Kubernetes API server would store them.
export type { Resolution, ServedVersion } from "./catalog.js";
/** The CRDs objects are matched against, by apiVersion and kind. */
export { CrdCatalog } from "./catalog.js";
export type { CreateOutcome, Ownership } from "./store.js";
/** The API server's create path for one object: prune, default, validate. */
export { createObject } from "./store.js";
/** The API server's update path for one object: both decoded, PrepareForUpdate, ValidateUpdate with ratcheting. */
export { updateObject } from "./update.js";
export type { UpdateOutcome } from "./update.js";
/** The x-kubernetes-list-type invariants of an object. */
export { ListTypeNodes, validateListTypes } from "./list-type.js";
/** apimachinery's ordering of API version names. */
export { compareKubeAwareVersions } from "./kube-version.js";
export type { ObjectIdentity, ObjectReport, ValidateInput } from "./validate.js";
/** The apiVersion, kind, name and namespace a document gives. */
export { objectIdentity } from "./validate.js";
/** Creates objects against CRDs as the API server would, offline: what it stores, refuses and warns about. */
export { validateObjects } from "./validate.js";
/** The error line kubectl prints for an object the server refuses: `The Widget "w1" is invalid: …`. */
export { invalidMessage } from "./validate.js";
/** The BadRequest text for an object with unknown fields under fieldValidation=Strict. */
export { strictDecodingMessage } from "./bad-request.js";
