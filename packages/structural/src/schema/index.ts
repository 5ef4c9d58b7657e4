export type { CelValidationOptions, SchemaValidationOptions } from "./options.js";
export { createOptions } from "./options.js";
export type { SchemaCheckOptions } from "./public.js";
export { validateSchema, validateStructural } from "./public.js";
export { validateOpenAPISchema } from "./validate-schema.js";
export { SubtreeMemo } from "./subtree-memo.js";
export type { ObjectRulesResult } from "./cel/validate-object-rules.js";
export { ObjectRulesValidator, validateObjectRules } from "./cel/validate-object-rules.js";
export { CorrelatedObject, plainDeepEqual } from "./cel/correlated-object.js";
