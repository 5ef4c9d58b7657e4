/** The API server's create-time validation of a v1 CustomResourceDefinition. */
export type { CrdValidationOptions } from "./validate-crd.js";
export { validateCustomResourceDefinition } from "./validate-crd.js";
/** Groups that need the `api-approved.kubernetes.io` annotation. */
export { isProtectedCommunityGroup } from "./api-approval.js";
/** The warnings the API server returns with a created CRD (`unrecognized format …`). */
export type { CrdWarning, CrdWarningOptions } from "./warnings-on-create.js";
export { warningsOnCreate } from "./warnings-on-create.js";
