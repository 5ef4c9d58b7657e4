export type { CoreSchemaOptions } from "./core-schema.js";
/** controller-gen's schema for a core Kubernetes type, fully inlined, and the names of the types it knows. */
export { CoreSchemas, coreDefinitionNames } from "./core-schema.js";
/** The client-library type table: which TypeScript declarations stand for which Kubernetes definitions. */
export {
  clientTypeDefinition,
  coreClientPackageVersions,
  coreClientTypes,
  declaredClientTypeDefinition,
} from "./client-types.js";
