/**
 * cel-go's `ValidateHomogeneousAggregateLiterals` (`cel/validator.go`), which `cel.HomogeneousAggregateLiterals()`
 * installs, as an `AstValidator`: the check itself is the checker's `validateHomogeneousAggregateLiterals`;
 * the calls exempt from it (`format`, when the strings library is there) come from the validator config.
 */
import { validateHomogeneousAggregateLiterals } from "../checker/homogeneous.js";
import type { AstValidator } from "./validator.js";

export function homogeneousAggregateLiteralsValidator(): AstValidator {
  return {
    name: "cel.validator.homogeneous_literals",
    validate: (ast, config) =>
      validateHomogeneousAggregateLiterals(ast, config.homogeneousAggregateLiteralExemptFunctions),
  };
}
