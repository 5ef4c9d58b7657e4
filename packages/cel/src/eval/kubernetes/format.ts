/** Runtime of apiserver `pkg/cel/library/format.go`: `format.<name>()`, `format.named(name)`, `validate`. */
import { constantFormats } from "../../formats/constant-formats.js";
import { FormatValue } from "../../values/kubernetes-format.js";
import { noSuchOverload } from "../../values/errors.js";
import { type CelValue, OptionalValue, stringList } from "../../values/value.js";
import { argAccess as a, overload } from "../arithmetic.js";
import { isString } from "../matchers.js";
import type { ArgMatcher, RuntimeOverload } from "../overload.js";

const isFormat: ArgMatcher = (v) => v instanceof FormatValue;

/** `formatValidate`: optional.none when the validator accepts, else optional.of(its messages). */
function formatValidate([f, s]: readonly CelValue[]): CelValue {
  if (!(f instanceof FormatValue) || typeof s !== "string") return noSuchOverload();
  const errors = f.validate(s);
  if (errors.length === 0) return new OptionalValue(undefined);
  // types.NewStringList (apiserver pkg/cel/library/format.go:284)
  return new OptionalValue(stringList([...errors]));
}

/** `format.named`: the format of that `ConstantFormats` key, or optional.none. */
function named(name: string): CelValue {
  return new OptionalValue(constantFormats.get(name));
}

export const kubernetesFormatOverloads: readonly RuntimeOverload[] = [
  overload("validate", "format-validate", [isFormat, isString], formatValidate),
  overload("format.named", "format-named", [isString], ([s]) => named(a.str(s))),
  // Each `format.<name>` is a zero-argument function whose overload id is its own name.
  ...[...constantFormats].map(([name, format]) =>
    overload(`format.${name}`, `format.${name}`, [], () => format),
  ),
];
