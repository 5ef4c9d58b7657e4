/**
 * The switches of upstream's `validateCustomResourceDefinitionValidation`. On create of a v1 CRD every
 * `require*`/`allow*` option is on ({@link createOptions}); the conformance vectors record others.
 */
export interface SchemaValidationOptions {
  readonly allowDefaults: boolean;
  readonly requireValidPropertyType: boolean;
  readonly requireStructuralSchema: boolean;
  readonly requirePrunedDefaults: boolean;
  readonly requireAtomicSetType: boolean;
  readonly requireMapListKeysMapSetValidation: boolean;
  /** Whether the status subresource is enabled for the version(s) this schema serves (rule B16). */
  readonly statusEnabled: boolean;
}

/** The options in force when a v1 CRD is created. */
export function createOptions(statusEnabled: boolean): SchemaValidationOptions {
  return {
    allowDefaults: true,
    requireValidPropertyType: true,
    requireStructuralSchema: true,
    requirePrunedDefaults: true,
    requireAtomicSetType: true,
    requireMapListKeysMapSetValidation: true,
    statusEnabled,
  };
}
