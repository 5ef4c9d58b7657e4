/**
 * A variable whose value is an optional (the CRD rules' `oldSelf` under `optionalOldSelf`) as cel-go resolves it:
 * `applyQualifiers` unwraps it to its value's Go value (`optObj.GetValue().Value()`, interpreter/attributes.go:
 * 1259-1266 at v0.26.0) and `absoluteAttribute.Resolve` wraps that again with `NativeToValue` (306-326). An error
 * value's Go value is its Go error, which `NativeToValue` does not take: the optional then holds that conversion's
 * error (`unsupported conversion to ref.Val: (%T)%v`, common/types/err.go:96), `*errors.errorString` for the errors
 * of apiserver's value conversion (types.NewErr). Any other value comes back as the registry converts its Go value
 * ({@link nativeToValue}): a value read from a Kubernetes object loses its schema on the way — `oldSelf.value()`
 * of an object is a plain map by JSON field names, whose null fields are present, whose date-time strings stay
 * strings and whose set and map lists compare in order. The qualifiers of `oldSelf.x`, `oldSelf.?x` apply to that
 * Go value too (applyQualifiers), so they find what the converted value holds.
 */
import { nativeToValue, goValueOf } from "../values/go-values.js";
import { ErrorValue, OptionalValue, type CelValue } from "../values/value.js";

export function resolvedVariable(v: CelValue): CelValue {
  if (!(v instanceof OptionalValue) || v.value === undefined) return v;
  if (v.value instanceof ErrorValue) {
    return new OptionalValue(
      new ErrorValue(`unsupported conversion to ref.Val: (*errors.errorString)${v.value.message}`),
    );
  }
  return new OptionalValue(nativeToValue(goValueOf(v.value)));
}
