export type { SchemaValidationOptions } from "./options.js";
export { createOptions } from "./options.js";
export { validateOpenAPISchema } from "./validate-schema.js";
export { validateStructuralRules } from "./structural/validate-structural.js";
export { conversionError } from "./structural/conversion.js";
export { compileGoRegexp } from "./pattern.js";
