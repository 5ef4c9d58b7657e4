import type { Result } from "../../../src/defaults/value/result.js";
import { validateNumber as validateNumberAt } from "../../../src/defaults/value/number-validator.js";
import type { ValueSchema } from "./schema-view.js";

// The number validator is the validator's own: it follows kube-openapi's numberValidator, and is tested against a
// model of it (number-validator.test.ts); the oracle names the value by its path string.
export function validateNumber(schema: ValueSchema, path: string, data: number, result: Result): void {
  validateNumberAt(schema, { text: () => path }, data, result);
}
