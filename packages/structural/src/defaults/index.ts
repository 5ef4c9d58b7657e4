/** Default-value validation of a CRD schema (rules C4–C11 of the rulebook). */
export { validateDefaults } from "./validate-defaults.js";
export type { DefaultsOptions } from "./validate-defaults.js";
/** The API server's OpenAPI value validator (kube-openapi with Kubernetes' error mapping). */
export { validateValue } from "./value/validate-value.js";
/** Removes the object fields a schema does not specify, as the API server prunes custom resources. */
export { pruneValue } from "./prune.js";
