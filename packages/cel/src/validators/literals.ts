/**
 * cel-go's format validators (`cel/validator.go` `newFormatValidator`): for every call of the function whose
 * argument `argNum` is a literal, check the literal and report `invalid <function> argument` at it.
 * `ValidateDurationLiterals` and `ValidateTimestampLiterals` evaluate the call (`evalCall`), which succeeds
 * exactly when the conversion does; `ValidateRegexLiterals` compiles the pattern with Go's `regexp`.
 */
import type { Expr, Literal } from "../ast/expr.js";
import { isValidGoDuration } from "./go-duration.js";
import { goRegexpError } from "../regexp/go-regexp.js";
import { isValidCelTimestampSeconds, isValidCelTimestampString } from "./go-timestamp.js";
import { type AstValidator, errorAt } from "./validator.js";

/** `newFormatValidator(funcName, argNum, check)`; `check` answers whether the literal is valid. */
function formatValidator(
  funcName: string,
  argNum: number,
  check: (literal: Literal) => boolean,
): AstValidator {
  return {
    name: `cel.validator.${funcName}`,
    validate(ast, _config, tree) {
      const calls = tree.matchDescendants((e) => e.kind === "call" && e.function === funcName);
      return calls.flatMap(({ expr }) => {
        // `call.AsCall().Args()` excludes a member call's target.
        const arg: Expr | undefined = expr.kind === "call" ? expr.args[argNum] : undefined;
        if (arg?.kind !== "literal" || check(arg.value)) return [];
        return [errorAt(ast, arg.id, `invalid ${funcName} argument`)];
      });
    },
  };
}

/**
 * `duration(<literal>)`: a string goes through `time.ParseDuration`. An int literal reaches the validator only
 * where the standard library declares `int_to_duration` (cel-go v0.26.0, below a 1.37 binary): its binding
 * converts with `Int.ConvertToType(DurationType)`, which has no duration case and always errs (v0.26.0
 * common/stdlib/standard.go:608-609, common/types/int.go:198), so `evalCall` fails for every int literal.
 */
export function validateDurationLiterals(): AstValidator {
  return formatValidator("duration", 0, (literal) => {
    if (literal.type === "string") return isValidGoDuration(literal.value);
    return literal.type !== "int";
  });
}

/** `timestamp(<literal>)`: an RFC 3339 string or epoch seconds, within years 1 to 9999. */
export function validateTimestampLiterals(): AstValidator {
  return formatValidator("timestamp", 0, (literal) => {
    if (literal.type === "string") return isValidCelTimestampString(literal.value);
    if (literal.type === "int") return isValidCelTimestampSeconds(literal.value);
    return true;
  });
}

/**
 * `matches` with a literal first argument. As upstream, argument 0 is the pattern of `s.matches(re)` but
 * the matched string of the global `matches(s, re)`, which is then what gets compiled.
 */
export function validateRegexLiterals(): AstValidator {
  return formatValidator(
    "matches",
    0,
    (literal) => literal.type !== "string" || goRegexpError(literal.value) === undefined,
  );
}
